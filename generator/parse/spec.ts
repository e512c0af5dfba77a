// The documents of one spec version → drafts: resource definitions, methods, envelope, conventions, history.
import type { DiagnosticSink } from "../diagnostics.ts";
import { parseConventions } from "./conventions.ts";
import type { ConventionsDraft, SpecDraft } from "./drafts.ts";
import { parseEndpointSection } from "./endpoints.ts";
import { parseEnvelope } from "./envelope.ts";
import { parseMarkdown } from "./markdown.ts";
import { parseResourceSection } from "./resources.ts";
import { buildSections, type Block, type Section } from "./sections.ts";
import { spanPosition } from "./source.ts";
import type { SourceText } from "./source.ts";
import { parseVersioning } from "./versioning.ts";
import { parseLimits } from "./limits.ts";

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
    conventions: mergeConventions(
      sections
        .filter((s) => s.level === 3 && s.title.text === "Conventions")
        .map((s) => parseConventions(s.blocks, sink)),
    ),
    history: parseVersioning(blocksOf(sections, /^Versioning$/), sink),
    limits: parseLimits(blocksOf(sections, /^Limits$/), sink),
    brokenTables: reportBrokenTables(sections, sink),
  };
  for (const section of sections) {
    // The chapter's own blocks and every sub-section, whatever its depth: nothing inside is skipped.
    const chapter = section.level === 2 ? section.title.text : section.chapter;
    if (RESOURCES.test(chapter)) parseResourceSection(section, sink, draft.definitions);
    if (ENDPOINTS.test(chapter)) parseEndpointSection(section, sink, draft.methods);
  }
  return draft;
}

/**
 * Table rows without their header row and delimiter row are no table to Markdown: each such block is said once here,
 * wherever it stands, and every reader leaves it alone. Returns the chapters they stand in.
 */
function reportBrokenTables(sections: readonly Section[], sink: DiagnosticSink): string[] {
  const chapters: string[] = [];
  for (const s of sections)
    for (const block of s.blocks.filter((b) => b.kind === "broken-table")) {
      sink.error(
        spanPosition(block.at),
        `these table rows are not read: the table has no header row and delimiter row; expected a header such as "| Field | Type | Notes |" followed by "|---|---|---|" above its rows`,
      );
      chapters.push(s.level === 2 ? s.title.text : s.chapter);
    }
  return chapters;
}

function mergeConventions(all: ConventionsDraft[]): ConventionsDraft {
  return {
    notShown: all.flatMap((c) => c.notShown),
    integers32: all.some((c) => c.integers32),
    wideIdentifiers: all.some((c) => c.wideIdentifiers),
    wideFileSizes: all.some((c) => c.wideFileSizes),
  };
}
