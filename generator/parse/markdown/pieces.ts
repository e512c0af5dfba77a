// A document read by remark in pieces cut at its headings, each piece's reading kept in the stage store under the
// hash of its text: after an edit, remark reads again only the piece that changed, and the document's sections are
// the same as remark's tree of the whole document gives (test/parse/markdown/pieces.test.ts checks both ways on every
// spec here and on generated documents).
//
// Why a piece read alone reads as it does in the document: a heading that remark finds at the top level of the
// document closes every block open before it, so what follows it is read from a fresh start; and what comes before it
// is read as the same lines would be at the end of a document. Markdown ties parts of a document together in one
// other way, link reference definitions (`[x]: url` makes `[x]` anywhere a link), so a document holding one is read
// whole. Where to cut is only a guess (a line starting with `#`); remark says whether it is a heading: each piece is
// read with the line of the next cut after it, and the cut stands only when remark finds that line a heading at the
// top level (a `#` line inside a fenced code block, say, is no cut, and the piece runs on to the next guess).
import type { Nodes, Root, RootContent } from "mdast";
import { makeSource, type SourceText } from "../../model/source.ts";
import { stageKey, type StageStore } from "../../model/stages.ts";
import { encodeSections, type DocumentData } from "./section-codec.ts";
import { buildSections, checkText, readDocument, tooDeep } from "./sections.ts";
import { markInline } from "./inline-marks.ts";

/** Where a run keeps and recalls the readings of pieces (the stage store, under keys its caller makes). */
export interface PieceStore {
  recall(text: string): DocumentData | undefined;
  keep(text: string, data: DocumentData): void;
}

/** The pieces in the stage store, among the sections, under the hash of their text. */
export function storedPieces(store: StageStore, keyBase: string): PieceStore {
  const key = (text: string) => stageKey(keyBase, "piece", text);
  return {
    recall: (text) => store.recall<DocumentData>("sections", key(text)),
    keep: (text, data) => store.keep("sections", key(text), data),
  };
}

/** Offsets of lines that may be headings (1-6 `#` and a space, a tab or the line's end): places to try a cut. */
function cutGuesses(text: string): number[] {
  const cuts: number[] = [];
  for (let at = text.indexOf("\n#"); at >= 0; at = text.indexOf("\n#", at + 1)) {
    let i = at + 1;
    while (text[i] === "#" && i - at <= 6) i++;
    const next = text[i];
    if (next === " " || next === "\t" || next === "\n" || next === undefined) cuts.push(at + 1);
  }
  return cuts;
}

/** Whether remark's tree holds a link reference or footnote definition: such a document is read whole. */
function definesLinks(root: Root): boolean {
  const stack: Nodes[] = [root];
  for (let node = stack.pop(); node; node = stack.pop()) {
    if (node.type === "definition" || node.type === "footnoteDefinition") return true;
    if ("children" in node) for (const child of node.children) stack.push(child as Nodes);
  }
  return false;
}

/**
 * One piece: text[0, cut) and, when cut < text.length, the line at cut. Undefined when remark does not find that
 * line a heading at the top level (no cut there); "whole" when the piece defines links or nests too deep (the
 * document read whole says where).
 */
function readPiece(text: string, cut: number, parse: (text: string) => Root): DocumentData | "whole" | undefined {
  const root = parse(text);
  const children: RootContent[] = [...root.children];
  if (cut < text.length) {
    const next = children.pop();
    if (next?.type !== "heading" || next.position?.start.offset !== cut) return undefined;
  }
  if (definesLinks(root)) return "whole";
  const source = makeSource("", text.slice(0, cut));
  const piece: Root = { type: "root", children };
  if (tooDeep(piece)) return "whole";
  const doc = { source, read: markInline(source.text, piece) };
  return encodeSections(doc, buildSections(doc, piece, parse));
}

/** A piece's reading moved to its place in the document. */
function shifted(data: DocumentData, by: number): DocumentData {
  const span = ([a, b]: [number, number]): [number, number] => [a + by, b + by];
  return {
    m: data.m.map((x, i) => (i % 2 === 0 ? x + by : x)),
    s: data.s.map((s) => ({
      l: s.l,
      t: span(s.t),
      b: s.b.map((b) => ({
        ...b,
        at: span(b.at),
        ...(b.h ? { h: b.h.map(span) } : {}),
        ...(b.r ? { r: b.r.map((r) => ({ c: r.c.map(span), at: span(r.at) })) } : {}),
        ...(b.i ? { i: b.i.map(span) } : {}),
      })),
    })),
  };
}

/** The text of the piece from start to the cut, with the line at the cut (read to see it is a heading). */
function pieceText(text: string, start: number, cut: number): string {
  const lineEnd = text.indexOf("\n", cut);
  return text.slice(start, cut === text.length || lineEnd < 0 ? text.length : lineEnd + 1);
}

/**
 * How much of a document remark would read again with this store: the characters of the pieces it does not hold (a
 * guessed cut that is none counts the piece before it as unread).
 */
export function unreadText(source: SourceText, store: PieceStore): number {
  const cuts = [...cutGuesses(source.text), source.text.length];
  let unread = 0;
  cuts.reduce((start, cut) => {
    if (!store.recall(pieceText(source.text, start, cut))) unread += cut - start;
    return cut;
  }, 0);
  return unread;
}

/**
 * Guesses in a row that are no cut before the document is read whole: each one reads the piece again from its start,
 * so `#` lines by the thousand inside one fenced block would make the reading quadratic.
 */
const MAX_MISSES = 8;

/**
 * A document's sections as data, read piece by piece (each recalled from `store` when it holds the piece's text).
 * Undefined when the document must be read whole (it defines links, or too many guesses in a row are no cut).
 */
function readPieces(source: SourceText, parse: (text: string) => Root, store?: PieceStore): DocumentData | undefined {
  const text = source.text;
  const cuts = [...cutGuesses(text), text.length];
  const whole: DocumentData = { m: [], s: [] };
  for (let start = 0, j = 0, misses = 0; start < text.length; j++) {
    const cut = cuts[j] ?? text.length;
    const piece = pieceText(text, start, cut);
    const kept = store?.recall(piece);
    const data = kept ?? readPiece(piece, cut - start, parse);
    if (data === "whole" || (!data && ++misses > MAX_MISSES)) return undefined;
    if (!data) continue; // no cut here: the piece runs on to the next guess
    misses = 0;
    if (!kept) store?.keep(piece, data);
    const moved = shifted(data, start);
    for (const x of moved.m) whole.m.push(x);
    for (const x of moved.s) whole.s.push(x);
    start = cut;
  }
  return whole;
}

/**
 * A document's sections as data: read by remark in pieces, each recalled from `store` when it holds the piece, or
 * whole when pieces will not do (the document defines links, or nests too deep: the whole reading says where).
 */
export function readDocumentData(source: SourceText, parse: (text: string) => Root, store?: PieceStore): DocumentData {
  checkText(source);
  const data = readPieces(source, parse, store);
  if (data) return data;
  const doc = readDocument(source, parse);
  return encodeSections(doc, doc.sections);
}
