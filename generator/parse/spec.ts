// The documents of one spec version → drafts: resource definitions, methods, envelope, conventions, history.
import type { DiagnosticSink } from "../model/diagnostics.ts";
import { parseConventions } from "./readers/conventions.ts";
import type { ConventionsDraft, SpecDraft } from "./drafts.ts";
import { parseEndpointSection } from "./readers/endpoints.ts";
import { parseEnvelope } from "./readers/envelope.ts";
import { markdownParser } from "./markdown/markdown.ts";
import { decodeSections, type ReadStages, type DocumentData } from "./markdown/section-codec.ts";
import { readDocumentData, storedPieces } from "./markdown/pieces.ts";
import { stageKey } from "../model/stages.ts";
import { parseResourceSection } from "./readers/resources.ts";
import { readSectionDrafts } from "./section-drafts.ts";
import type { Block, Section } from "./markdown/sections.ts";
import { spanPosition } from "../model/source.ts";
import { isMethodName, isTypeName } from "../model/names.ts";
import { plainOf } from "../model/marked-text.ts";
import type { SourceText } from "../model/source.ts";
import { parseVersioning } from "./readers/versioning.ts";
import { parseLimits } from "./readers/limits.ts";
import { readProse } from "./readers/prose.ts";
import { chapterRole, isConventionsTitle, knownChapters, type ChapterRole } from "./readers/chapters.ts";
import {
  extendedLayout,
  FIELD_TABLES,
  isCompactHeader,
  isVariantHeader,
  matchLayout,
  PARAM_TABLES,
} from "./readers/columns.ts";

function blocksOf(sections: Section[], role: ChapterRole): Block[] {
  return sections.filter((s) => s.level === 2 && chapterRole(s.title.text) === role).flatMap((s) => s.blocks);
}

/** The role of the chapter a section stands in (its own, for a chapter): by its title, else by what it holds. */
const roleOf = (s: Section, inferred: ReadonlyMap<string, ChapterRole>) => {
  const title = s.level === 2 ? s.title.text : s.chapter;
  return chapterRole(title) ?? inferred.get(title);
};

export const sectionsKey = (keyBase: string, source: SourceText): string => stageKey(keyBase, "sections", source.text);

/**
 * A document's sections: remark's tree of it (read in pieces, each recalled when the store holds it: pieces.ts), or
 * what the store kept of that tree for the same text.
 */
export function documentSections(source: SourceText, stages?: ReadStages, parse = markdownParser()): Section[] {
  const ready = stages?.sections?.get(source.path);
  if (ready) return ready;
  const store = stages?.store;
  const key = store ? sectionsKey(stages.keyBase, source) : "";
  const kept = store?.recall<DocumentData>("sections", key);
  if (kept) return decodeSections(source, kept);
  const data = readDocumentData(source, parse, store && storedPieces(store, stages.keyBase));
  store?.keep("sections", key, data);
  return decodeSections(source, data);
}

export function parseSpec(sources: readonly SourceText[], sink: DiagnosticSink, stages?: ReadStages): SpecDraft {
  const parse = markdownParser();
  const sections = sources.flatMap((source) => documentSections(source, stages, parse));
  const inferred = inferChapters(sections, sink);
  const draft: Omit<SpecDraft, "notes" | "references"> = {
    definitions: [],
    methods: [],
    envelope: parseEnvelope(blocksOf(sections, "overview"), blocksOf(sections, "errors"), sink),
    conventions: mergeConventions(
      sections
        .filter((s) => s.level === 3 && isConventionsTitle(s.title.text))
        .map((s) => parseConventions(s.blocks, sink)),
    ),
    history: parseVersioning(blocksOf(sections, "versioning"), sink),
    limits: parseLimits(blocksOf(sections, "limits"), sink),
    brokenTables: reportBrokenTables(sections, inferred, sink),
  };
  for (const section of sections) {
    // The chapter's own blocks and every sub-section, whatever its depth: nothing inside is skipped.
    const role = roleOf(section, inferred);
    if (role === "resources")
      readSectionDrafts("resources", parseResourceSection, section, sink, draft.definitions, stages);
    if (role === "endpoints")
      readSectionDrafts("endpoints", parseEndpointSection, section, sink, draft.methods, stages);
  }
  return { ...draft, ...readProse(draft.definitions, draft.methods, draft.envelope, stages) };
}

/**
 * A chapter of a title no row names, holding what the Resources or Endpoints chapters hold (a field, parameter,
 * compact or variant table): read as the one its sections' headings tell (method names: Endpoints; else Resources),
 * and that is said. (A heading named like a type is no sign alone: States and transitions has `### Poll`, but no
 * table those chapters hold.) Chapters of prose, lists and other tables are the spec's own reading matter, left alone.
 */
function inferChapters(sections: readonly Section[], sink: DiagnosticSink): Map<string, ChapterRole> {
  const inferred = new Map<string, ChapterRole>();
  for (const chapter of sections.filter((s) => s.level === 2 && chapterRole(s.title.text) === undefined)) {
    const inside = sections.filter((s) => s === chapter || (s.level > 2 && s.chapter === chapter.title.text));
    if (!inside.some(looksRead)) continue;
    const methods = inside.filter((s) => s.level > 2 && isMethodName(headingName(s))).length;
    const types = inside.filter((s) => s.level > 2 && isTypeName(headingName(s))).length;
    const role: ChapterRole = methods > types ? "endpoints" : "resources";
    inferred.set(chapter.title.text, role);
    sink.warn(
      spanPosition(chapter.title),
      `chapter "${chapter.title.text}" is read as ${role === "endpoints" ? "Endpoints" : "Resources"}, by the headings and tables it holds; expected a chapter title botspec knows (${knownChapters()})`,
    );
  }
  return inferred;
}

/** A heading's first word, its name where it names one (`getUpdates`, `` `Chat` object ``). */
const headingName = (s: Section) => plainOf(s.title.text).trim().split(/[\s(]/)[0] ?? "";

/**
 * Table rows without their header row and delimiter row are no table to Markdown: each such block is said once here,
 * wherever it stands, and every reader leaves it alone. Returns the roles of the chapters they stand in.
 */
function reportBrokenTables(
  sections: readonly Section[],
  inferred: ReadonlyMap<string, ChapterRole>,
  sink: DiagnosticSink,
): string[] {
  const chapters: string[] = [];
  for (const s of sections)
    for (const block of s.blocks.filter((b) => b.kind === "broken-table")) {
      sink.error(
        spanPosition(block.at),
        `these table rows are not read: the table has no header row and delimiter row; expected a header such as "| Field | Type | Notes |" followed by "|---|---|---|" above its rows`,
      );
      chapters.push(roleOf(s, inferred) ?? "");
    }
  return chapters;
}

/** A section holding what the Resources or Endpoints readers read: a field, parameter, compact or variant table. */
function looksRead(section: Section): boolean {
  return section.blocks.some(
    (b) =>
      b.kind === "table" &&
      (matchLayout(b.header, [...FIELD_TABLES, ...PARAM_TABLES]) !== undefined ||
        extendedLayout(b.header, "field") !== undefined ||
        extendedLayout(b.header, "parameter") !== undefined ||
        isCompactHeader(b.header) ||
        isVariantHeader(b.header)),
  );
}

function mergeConventions(all: ConventionsDraft[]): ConventionsDraft {
  return {
    notShown: all.flatMap((c) => c.notShown),
    integers32: all.some((c) => c.integers32),
    wideIdentifiers: all.some((c) => c.wideIdentifiers),
    wideFileSizes: all.some((c) => c.wideFileSizes),
  };
}
