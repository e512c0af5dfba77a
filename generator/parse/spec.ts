// The documents of one spec version → drafts: resource definitions, methods, envelope, conventions, history.
import type { DiagnosticSink } from "../diagnostics.ts";
import { parseConventions } from "./conventions.ts";
import type { ConventionsDraft, SpecDraft } from "./drafts.ts";
import { parseEndpointSection } from "./endpoints.ts";
import { parseEnvelope } from "./envelope.ts";
import { parseMarkdown } from "./markdown.ts";
import { parseResourceSection } from "./resources.ts";
import { buildSections, type Block, type Section } from "./sections.ts";
import type { SourceText } from "./source.ts";
import { parseVersioning } from "./versioning.ts";

const RESOURCES = /^Resources\b/;
const ENDPOINTS = /^Endpoints$/;

function blocksOf(sections: Section[], title: RegExp): Block[] {
  return sections.filter((s) => s.level === 2 && title.test(s.title.text)).flatMap((s) => s.blocks);
}

export function parseSpec(sources: readonly SourceText[], sink: DiagnosticSink): SpecDraft {
  const sections = sources.flatMap((source) => buildSections(source, parseMarkdown(source.text)));
  const draft: SpecDraft = {
    definitions: [],
    methods: [],
    envelope: parseEnvelope(blocksOf(sections, /^What the service does$/), blocksOf(sections, /^Errors$/), sink),
    conventions: mergeConventions(sections.filter((s) => s.level === 3 && s.title.text === "Conventions").map((s) => parseConventions(s.blocks, sink))),
    history: parseVersioning(blocksOf(sections, /^Versioning$/), sink),
  };
  for (const section of sections) {
    const inResources = section.level === 3 && RESOURCES.test(section.chapter) && section.title.text !== "Conventions";
    if (inResources) parseResourceSection(section, sink, draft.definitions);
    if ((section.level === 3 && ENDPOINTS.test(section.chapter)) || (section.level === 2 && ENDPOINTS.test(section.title.text))) {
      parseEndpointSection(section, sink, draft.methods);
    }
  }
  return draft;
}

function mergeConventions(all: ConventionsDraft[]): ConventionsDraft {
  return {
    notShown: all.flatMap((c) => c.notShown),
    integers32: all.some((c) => c.integers32),
    wideIdentifiers: all.some((c) => c.wideIdentifiers),
    wideFileSizes: all.some((c) => c.wideFileSizes),
  };
}
