// mdast → sections: each heading with the blocks under it, every block as spans of the document as read (inline
// markup marked: inline-marks.ts) with the file's offsets.
import type { Heading, Nodes, Paragraph, Root, RootContent, TableCell } from "mdast";
import { SpecError } from "../../model/diagnostics.ts";
import { markInline } from "./inline-marks.ts";
import { trimSpan, type SourceText, type Span } from "../../model/source.ts";

export interface TableRow {
  readonly cells: Span[];
  readonly at: Span;
}

export type Block =
  | { readonly kind: "paragraph"; readonly at: Span }
  | { readonly kind: "table"; readonly at: Span; readonly header: Span[]; readonly rows: TableRow[] }
  | { readonly kind: "list"; readonly at: Span; readonly items: Span[] }
  | { readonly kind: "other"; readonly at: Span; readonly type: string }
  /** Lines that are all table rows (`| a | b |`) yet no table: its header row or delimiter row is missing. */
  | { readonly kind: "broken-table"; readonly at: Span };

export interface Section {
  readonly level: number;
  readonly title: Span;
  /** Title of the enclosing level-2 section ("" for a level-2 section itself). */
  readonly chapter: string;
  readonly blocks: Block[];
}

/** A document and its text as read: inline markup marked (inline-marks.ts), offsets those of the file. */
export interface ReadDocument {
  readonly source: SourceText;
  readonly read: string;
}

function readSpan(doc: ReadDocument, start: number, end: number): Span {
  return { source: doc.source, text: doc.read.slice(start, end), start };
}

function nodeSpan(doc: ReadDocument, node: RootContent | TableCell): Span {
  const start = node.position?.start.offset ?? 0;
  return readSpan(doc, start, node.position?.end.offset ?? start);
}

/**
 * What a node's children span: a heading's text without `#` marks, a cell's without its pipes and padding; a node
 * without children, an empty span where remark's tree puts the node.
 */
function contentSpan(doc: ReadDocument, node: Heading | TableCell): Span {
  const first = node.children[0]?.position?.start.offset;
  const last = node.children.at(-1)?.position?.end.offset;
  if (first === undefined || last === undefined)
    return readSpan(doc, node.position?.start.offset ?? 0, node.position?.start.offset ?? 0);
  return trimSpan(readSpan(doc, first, last));
}

/**
 * A paragraph remark would read as a table had it a delimiter row under its first line (`| a | b |` lines whose
 * delimiter or header row is missing): the same lines, with that row added, are one table of as many rows as lines.
 */
function tableRows(doc: ReadDocument, node: Paragraph, parse: (text: string) => Root): boolean {
  const start = node.position?.start.offset ?? 0;
  const lines = doc.source.text.slice(start, node.position?.end.offset ?? start).split("\n");
  const head = lines[0] ?? "";
  if (lines.length < 2 || !lines.every((line) => line.trimStart().startsWith("|"))) return false;
  const root = parse([head, head.replace(/[^|]/g, "-"), ...lines.slice(1)].join("\n"));
  const table = root.children[0];
  return root.children.length === 1 && table?.type === "table" && table.children.length === lines.length;
}

function toBlock(doc: ReadDocument, node: RootContent, parse: (text: string) => Root): Block {
  const at = nodeSpan(doc, node);
  if (node.type === "paragraph")
    return tableRows(doc, node, parse) ? { kind: "broken-table", at } : { kind: "paragraph", at: trimSpan(at) };
  if (node.type === "table") {
    const [head, ...body] = node.children;
    const header = head ? head.children.map((c) => contentSpan(doc, c)) : [];
    const rows = body.map((row) => ({
      cells: row.children.map((c) => contentSpan(doc, c)),
      at: nodeSpan(doc, row as unknown as RootContent),
    }));
    return { kind: "table", at, header, rows };
  }
  if (node.type === "list") {
    const items = node.children.map((item) =>
      trimSpan(nodeSpan(doc, item.children[0] ?? (item as unknown as RootContent))),
    );
    return { kind: "list", at, items };
  }
  return { kind: "other", at, type: node.type };
}

/** A document read: remark's tree of it, its text as read, and its sections. */
export function readDocument(
  source: SourceText,
  parse: (text: string) => Root,
): ReadDocument & { sections: Section[] } {
  checkText(source);
  const root = parse(source.text);
  checkDepth(source, root);
  const doc = { source, read: markInline(source.text, root) };
  return { ...doc, sections: buildSections(doc, root, parse) };
}

/** The bounds on a document's text that keep remark's time linear in it (below). */
export function checkText(source: SourceText): void {
  checkLineDepth(source);
  checkDelimiterRuns(source);
}

/** Lists, quotes and inline markup nested deeper than this are no construct of a spec: a located error. */
export const MAX_DEPTH = 64;

/**
 * Refuses a line that opens more than MAX_DEPTH containers (`> > > …`, `- - - …`, `1. 1. …`) before remark reads it:
 * micromark's time on such a line grows with the square of its depth or faster (6,000 list markers on one line took
 * it 22 s). A bound on the input, found by counting the markers at the start of each line; nothing is read from them.
 */
function checkLineDepth(source: SourceText): void {
  const text = source.text;
  let line = 1;
  for (let start = 0; start < text.length; line++) {
    const end = text.indexOf("\n", start);
    const stop = end < 0 ? text.length : end;
    const deep = markersPast(text, start, stop, MAX_DEPTH);
    if (deep >= 0) throw deepError(source, line, deep - start + 1);
    start = stop + 1;
  }
}

/** The offset of the marker past `max` at the start of text[start, stop), or -1. */
function markersPast(text: string, start: number, stop: number, max: number): number {
  let count = 0;
  for (let i = start; i < stop;) {
    while (i < stop && (text[i] === " " || text[i] === "\t")) i++;
    const at = i;
    if (text[i] === ">") i++;
    else if ("-*+".includes(text[i] ?? "x") && (i + 1 === stop || text[i + 1] === " " || text[i + 1] === "\t")) i++;
    else {
      while (i < stop && i - at < 9 && text.charCodeAt(i) >= 48 && text.charCodeAt(i) <= 57) i++;
      if (i === at || (text[i] !== "." && text[i] !== ")")) return -1;
      i++;
    }
    if (++count > max) return at;
  }
  return -1;
}

/** Runs of `*` or `_` that may delimit emphasis, in one block (lines between blank lines): 8x the most a spec here has. */
export const MAX_DELIMITER_RUNS = 4_096;

const isWordChar = (c: number) => (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122);

/**
 * Refuses a block with more than MAX_DELIMITER_RUNS runs of `*` or `_` before remark reads it: micromark resolves
 * emphasis in time that grows faster than the block (exponent 1.4-1.8: 32,000 `_a_` took it 8.7 s). A bound on the
 * input, found by counting characters; an `_` between two letters or digits (snake_case) delimits nothing and is not
 * counted. Nothing is read from them.
 */
function checkDelimiterRuns(source: SourceText): void {
  const text = source.text;
  let [line, runs, blank] = [1, 0, true];
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 10) {
      if (blank) runs = 0;
      [line, blank] = [line + 1, true];
      continue;
    }
    if (c !== 32 && c !== 9 && c !== 13) blank = false;
    if ((c !== 42 && c !== 95) || text.charCodeAt(i - 1) === c) continue;
    let end = i;
    while (text.charCodeAt(end) === c) end++;
    if (c === 95 && isWordChar(text.charCodeAt(i - 1)) && isWordChar(text.charCodeAt(end))) continue;
    if (++runs > MAX_DELIMITER_RUNS) throw delimiterError(source, line, i - text.lastIndexOf("\n", i - 1));
  }
}

function delimiterError(source: SourceText, line: number, column: number): SpecError {
  return new SpecError([
    {
      severity: "error",
      position: { file: source.path, line, column },
      message: `more than ${MAX_DELIMITER_RUNS} runs of * or _ in one block; expected prose with emphasis here and there (remark's time on such a block grows faster than its length)`,
    },
  ]);
}

function deepError(source: SourceText, line: number, column: number): SpecError {
  return new SpecError([
    {
      severity: "error",
      position: { file: source.path, line, column },
      message: `lists, quotes or inline markup nested more than ${MAX_DEPTH} levels deep; expected the constructs of a spec document, nested a few levels at most`,
    },
  ]);
}

/** The first node of a tree nested deeper than MAX_DEPTH (found without recursion), if any. */
function deepNode(root: Root): Nodes | undefined {
  const stack: [Nodes, number][] = [[root, 0]];
  for (let top = stack.pop(); top; top = stack.pop()) {
    const [node, depth] = top;
    if (depth > MAX_DEPTH) return node;
    if ("children" in node) for (const child of node.children) stack.push([child as Nodes, depth + 1]);
  }
  return undefined;
}

export const tooDeep = (root: Root): boolean => deepNode(root) !== undefined;

/** Refuses a tree nested deeper than MAX_DEPTH, at the first node that is. */
function checkDepth(source: SourceText, root: Root): void {
  const node = deepNode(root);
  if (node) throw deepError(source, node.position?.start.line ?? 1, node.position?.start.column ?? 1);
}

export function buildSections(doc: ReadDocument, root: Root, parse: (text: string) => Root): Section[] {
  const sections: Section[] = [];
  let chapter = "";
  for (const node of root.children) {
    if (node.type === "heading") {
      const title = contentSpan(doc, node);
      if (node.depth <= 2) chapter = node.depth === 2 ? title.text : "";
      sections.push({ level: node.depth, title, chapter: node.depth === 2 ? "" : chapter, blocks: [] });
    } else {
      sections.at(-1)?.blocks.push(toBlock(doc, node, parse));
    }
  }
  return sections;
}
