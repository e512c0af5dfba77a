// Sections as plain data, for the stage store: every span as its offsets in its document (and its text where that is
// not the document's text there: a cell's `\|` read as `|`), so that the sections of a document recalled from the
// store are the sections remark's tree of it gave, joined to the document again.
import type { Block, Section, TableRow } from "./sections.ts";
import type { SourceText, Span } from "./source.ts";
import type { StageStore } from "../stages.ts";

type SpanData = [number, number] | [number, number, string];

interface BlockData {
  k: Block["kind"];
  at: SpanData;
  h?: SpanData[];
  r?: { c: SpanData[]; at: SpanData }[];
  i?: SpanData[];
  t?: string;
}

export interface SectionData {
  l: number;
  t: SpanData;
  c: string;
  b: BlockData[];
}

function encodeSpan(s: Span): SpanData {
  const end = s.start + s.text.length;
  return s.source.text.slice(s.start, end) === s.text ? [s.start, end] : [s.start, end, s.text];
}

function decodeSpan(source: SourceText, [start, end, text]: SpanData): Span {
  return { source, start, text: text ?? source.text.slice(start, end) };
}

function encodeBlock(b: Block): BlockData {
  const at = encodeSpan(b.at);
  switch (b.kind) {
    case "table":
      return {
        k: b.kind,
        at,
        h: b.header.map(encodeSpan),
        r: b.rows.map((r) => ({ c: r.cells.map(encodeSpan), at: encodeSpan(r.at) })),
      };
    case "list":
      return { k: b.kind, at, i: b.items.map(encodeSpan) };
    case "other":
      return { k: b.kind, at, t: b.type };
    default:
      return { k: b.kind, at };
  }
}

function decodeBlock(source: SourceText, d: BlockData): Block {
  const span = (s: SpanData) => decodeSpan(source, s);
  const at = span(d.at);
  switch (d.k) {
    case "table": {
      const rows: TableRow[] = (d.r ?? []).map((r) => ({ cells: r.c.map(span), at: span(r.at) }));
      return { kind: "table", at, header: (d.h ?? []).map(span), rows };
    }
    case "list":
      return { kind: "list", at, items: (d.i ?? []).map(span) };
    case "other":
      return { kind: "other", at, type: d.t ?? "" };
    default:
      return { kind: d.k, at };
  }
}

export function encodeSections(sections: readonly Section[]): SectionData[] {
  return sections.map((s) => ({ l: s.level, t: encodeSpan(s.title), c: s.chapter, b: s.blocks.map(encodeBlock) }));
}

export function decodeSections(source: SourceText, data: readonly SectionData[]): Section[] {
  return data.map((s) => ({
    level: s.l,
    title: decodeSpan(source, s.t),
    chapter: s.c,
    blocks: s.b.map((b) => decodeBlock(source, b)),
  }));
}

/** What a read can take from earlier work: the stage store, and sections another thread parsed. */
export interface ReadStages {
  readonly store?: StageStore | undefined;
  /** botspec's build and its libraries' versions: part of every key. */
  readonly keyBase: string;
  /** Sections of documents read already (some by the render worker, in parallel), by path. */
  readonly sections?: ReadonlyMap<string, Section[]>;
}
