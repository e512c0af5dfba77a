// Sections as plain data, for the stage store: the document's inline marks once (offset and mark of each character
// remark's tree showed to be markup), every span as its offsets, so that the sections of a document recalled from the
// store are the sections remark's tree of it gave, joined to the document again.
import type { Block, ReadDocument, Section, TableRow } from "./sections.ts";
import type { SourceText, Span } from "../../model/source.ts";
import type { StageStore } from "../../model/stages.ts";

type SpanData = [number, number];

interface BlockData {
  k: Block["kind"];
  at: SpanData;
  h?: SpanData[];
  r?: { c: SpanData[]; at: SpanData }[];
  i?: SpanData[];
  t?: string;
}

/** A document's sections as data: its marks as offset and character code pairs, and its sections. */
export interface DocumentData {
  m: number[];
  s: SectionData[];
}

/** A section: its level, title and blocks (its chapter is that of the level-2 section before it). */
export interface SectionData {
  l: number;
  t: SpanData;
  b: BlockData[];
}

function encodeSpan(s: Span): SpanData {
  return [s.start, s.start + s.text.length];
}

function decodeSpan(doc: ReadDocument, [start, end]: SpanData): Span {
  return { source: doc.source, start, text: doc.read.slice(start, end) };
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

function decodeBlock(doc: ReadDocument, d: BlockData): Block {
  const span = (s: SpanData) => decodeSpan(doc, s);
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

export function encodeSections(doc: ReadDocument, sections: readonly Section[]): DocumentData {
  const m: number[] = [];
  for (let i = 0; i < doc.read.length; i++)
    if (doc.read.charCodeAt(i) !== doc.source.text.charCodeAt(i)) m.push(i, doc.read.charCodeAt(i));
  const s = sections.map((x) => ({ l: x.level, t: encodeSpan(x.title), b: x.blocks.map(encodeBlock) }));
  return { m, s };
}

export function decodeSections(source: SourceText, data: DocumentData): Section[] {
  const parts: string[] = [];
  let at = 0;
  for (let k = 0; k + 1 < data.m.length; k += 2) {
    parts.push(source.text.slice(at, data.m[k]), String.fromCharCode(data.m[k + 1]!));
    at = data.m[k]! + 1;
  }
  parts.push(source.text.slice(at));
  const doc = { source, read: parts.join("") };
  let chapter = "";
  return data.s.map((s) => {
    const title = decodeSpan(doc, s.t);
    if (s.l <= 2) chapter = s.l === 2 ? title.text : "";
    return { level: s.l, title, chapter: s.l === 2 ? "" : chapter, blocks: s.b.map((b) => decodeBlock(doc, b)) };
  });
}

/** What a read can take from earlier work: the stage store, and sections another thread parsed. */
export interface ReadStages {
  readonly store?: StageStore | undefined;
  /** botspec's build and its libraries' versions: part of every key. */
  readonly keyBase: string;
  /** Sections of documents read already (some by the render worker, in parallel), by path. */
  readonly sections?: ReadonlyMap<string, Section[]>;
}
