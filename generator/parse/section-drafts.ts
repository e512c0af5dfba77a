// What a section of the Resources or Endpoints chapters reads into (its definitions or methods, and what it said),
// kept in the stage store under a key of the section itself: its document, its blocks with every offset taken from
// the start of its title, and the column of its title. Where the section stands in its document is no part of the
// key: an edit above it moves it, and what it made is recalled moved as far (offsets and lines of what it said). A run
// after an edit of one section reads that section again and recalls the others. A section reader depends on its
// section alone (never on the drafts of other sections), so what it made for the same section is what it would make.
import { DiagnosticSink, type Diagnostic } from "../model/diagnostics.ts";
import { stageKey } from "../model/stages.ts";
import { spanPosition, type SourceText } from "../model/source.ts";
import type { ReadStages } from "./markdown/section-codec.ts";
import type { Section } from "./markdown/sections.ts";

/** A section reader: the drafts it pushes to `out`, what it says to `sink`. */
export type SectionReader<T> = (section: Section, sink: DiagnosticSink, out: T[]) => void;

interface Kept {
  readonly drafts: string;
  readonly said: readonly Diagnostic[];
}

/** Where a section stands: the offset and line of its title, which every kept offset and line is taken from. */
interface Base {
  readonly source: SourceText;
  readonly offset: number;
  readonly line: number;
}

/** Reads a section with `reader` into `out` and `sink`, or recalls what the same reader made of the same section. */
export function readSectionDrafts<T>(
  kind: string,
  reader: SectionReader<T>,
  section: Section,
  sink: DiagnosticSink,
  out: T[],
  stages: ReadStages | undefined,
): void {
  const store = stages?.store;
  if (!store) return reader(section, sink, out);
  const at = spanPosition(section.title);
  const base: Base = { source: section.title.source, offset: section.title.start, line: at.line };
  const key = stageKey(stages.keyBase, "drafts", kind, base.source.path, String(at.column), encode(section, base));
  const kept = recalled<T>(store.recall<Kept>("drafts", key), base);
  if (kept) {
    out.push(...kept.drafts);
    sink.items.push(...kept.said);
    return;
  }
  const local = new DiagnosticSink();
  const made: T[] = [];
  reader(section, local, made);
  out.push(...made);
  sink.items.push(...local.items);
  const said = local.items.map((d) => moved(d, base, -1));
  store.keep("drafts", key, { drafts: encode(made, base), said } satisfies Kept);
}

/** What the store answered, when it has the shape of what this module keeps; else nothing (the section is read). */
function recalled<T>(kept: Kept | undefined, base: Base): { drafts: T[]; said: Diagnostic[] } | undefined {
  if (typeof kept?.drafts !== "string" || !Array.isArray(kept.said)) return undefined;
  try {
    const drafts = decode(kept.drafts, base);
    return Array.isArray(drafts) ? { drafts: drafts as T[], said: kept.said.map((d) => moved(d, base, 1)) } : undefined;
  } catch {
    return undefined;
  }
}

/** A diagnostic of the section's document with its line taken from (-1) or put back onto (1) the title's line. */
function moved(d: Diagnostic, base: Base, sign: 1 | -1): Diagnostic {
  if (d.position.file !== base.source.path) return d;
  return { ...d, position: { ...d.position, line: d.position.line + sign * base.line } };
}

/** Plain data as JSON: a span's source written as a mark, its offset taken from the title's. */
function encode(value: unknown, base: Base): string {
  return JSON.stringify(value, (_, v: unknown) =>
    isSource(v) ? { $source: 1 } : isSpanLike(v) ? { ...v, start: v.start - base.offset, $span: 1 } : v,
  );
}

function decode(text: string, base: Base): unknown {
  return JSON.parse(text, (_key, v: unknown) => {
    if (v === null || typeof v !== "object") return v;
    if ("$source" in v) return base.source;
    if (!("$span" in v) || !isSpanLike(v)) return v;
    const { $span: _, ...span } = v as { $span: unknown; start: number };
    return { ...span, start: span.start + base.offset };
  });
}

const isSource = (v: unknown): v is SourceText =>
  v !== null && typeof v === "object" && "lineStarts" in v && "path" in v && "text" in v;

const isSpanLike = (v: unknown): v is { start: number } =>
  v !== null && typeof v === "object" && "source" in v && "start" in v && typeof v.start === "number";
