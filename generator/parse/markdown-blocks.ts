// The blocks of a document whose mdast is certain from their own lines, read straight into mdast: GFM tables,
// paragraphs and ATX headings. The spec documents are such blocks almost entirely, and micromark spent most of a run on
// them (its table extension a tokenizer and a resolver per row and cell). A block is read here only when it stands at
// the top level with a blank line (or the start) before it and a blank line (or the end) after it (a table may also
// follow a heading), outside any fence, and its content is phrasing markdown-inline.ts reads (text, code spans, plain
// links, simple emphasis); a paragraph's lines also start with a letter or a digit (no list, quote, fence or underline
// can begin) and end without a space. A table also needs a pipe at both ends of every row and the header's number of
// cells in each. Any other block, and any document with link definitions, HTML blocks or lone CR line ends, is left to
// micromark. markdown.ts puts one placeholder paragraph for each run of blocks read here, parses the rest with
// micromark and puts the blocks in their placeholders' places; test/parse/markdown-blocks.test.ts holds the result
// equal to micromark's, positions and all.
import type { AlignType, Heading, Paragraph, RootContent, Table, TableCell, TableRow } from "mdast";
import { phrasing } from "./markdown-inline.ts";

/** A block read here, and the lines it spans (0-based, end exclusive). */
export interface ReadBlock {
  readonly node: RootContent;
  readonly firstLine: number;
  readonly endLine: number;
}

interface Line {
  /** The line without its line end (`\n`, or `\r\n`). */
  readonly text: string;
  /** Offset of its first character in the document. */
  readonly offset: number;
  /** Ends with `\r\n`. */
  readonly crlf: boolean;
}

const DELIMITER_ROW = /^\|(?: *:?-+:? *\|)+$/;
const FENCE = /^(`{3,}|~{3,})/;
const PROSE_LINE = /^[A-Za-z0-9](?:.*[^ ])?$/;
const LIST_ITEM = /^\d{1,9}[.)](?: |$)/;
const HEADING = /^(#{1,6}) ([A-Za-z0-9](?:.*[^ #])?)$/;

/** Documents where a block's surroundings are not certain from its lines alone. */
export function blocksReadable(text: string): boolean {
  return !/\r(?!\n)|^ {0,3}<|^ {0,3}\[[^\]]*\]:|^ {1,3}(`{3}|~{3})/m.test(text);
}

function linesOf(text: string): Line[] {
  const lines: Line[] = [];
  let offset = 0;
  for (const raw of text.split("\n")) {
    const crlf = raw.endsWith("\r");
    lines.push({ text: crlf ? raw.slice(0, -1) : raw, offset, crlf });
    offset += raw.length + 1;
  }
  return lines;
}

const blank = (l: Line | undefined) => l === undefined || l.text.trim() === "";
const point = (line: number, column: number, offset: number) => ({ line, column, offset });

/** The blocks of a document that can be read here, in order. */
export function readBlocks(text: string): ReadBlock[] {
  const lines = linesOf(text);
  const blocks: ReadBlock[] = [];
  let fence: string | undefined;
  for (let i = 0; i < lines.length; i++) {
    const t = lines[i]!.text;
    const f = FENCE.exec(t)?.[1];
    if (fence !== undefined) {
      if (f !== undefined && f[0] === fence[0] && f.length >= fence.length && t.slice(f.length).trim() === "")
        fence = undefined;
      continue;
    }
    if (f !== undefined) {
      if (!(f[0] === "`" && t.slice(f.length).includes("`"))) fence = f;
      continue;
    }
    const after = blank(lines[i - 1]) || (t.startsWith("|") && HEADING.test(lines[i - 1]!.text));
    if (blank(lines[i]) || !after) continue;
    const run = t.startsWith("|") ? (l: Line) => l.text.startsWith("|") : (l: Line) => !blank(l);
    let end = i + 1;
    while (end < lines.length && run(lines[end]!)) end++;
    // A heading with a table right under it is left in the text: the table is read on the next line.
    if (!blank(lines[end])) continue;
    const node = blockOf(lines, i, end);
    if (!node) continue; // line by line, so that a fence among its lines is seen
    blocks.push({ node, firstLine: i, endLine: end });
    i = end - 1;
  }
  return blocks;
}

function blockOf(lines: readonly Line[], first: number, end: number): RootContent | undefined {
  const t = lines[first]!.text;
  if (t.startsWith("|")) return tableOf(lines, first, end);
  if (end - first === 1 && HEADING.test(t)) return headingOf(lines[first]!, first + 1);
  return paragraphOf(lines, first, end);
}

function headingOf(l: Line, line: number): Heading | undefined {
  const hashes = HEADING.exec(l.text)?.[1] ?? "";
  const from = hashes.length + 1;
  const children = phrasing(l.text, from, l.text.length, (i) => point(line, i + 1, l.offset + i));
  if (!children) return undefined;
  const position = { start: point(line, 1, l.offset), end: point(line, l.text.length + 1, l.offset + l.text.length) };
  return { type: "heading", depth: hashes.length as Heading["depth"], children, position };
}

function paragraphOf(lines: readonly Line[], first: number, end: number): Paragraph | undefined {
  const block = lines.slice(first, end);
  if (block.some((l) => !PROSE_LINE.test(l.text) || LIST_ITEM.test(l.text) || HEADING.test(l.text))) return undefined;
  // A line end inside a paragraph stays in its text as written: only `\n` is read here.
  if (block.length > 1 && block.some((l) => l.crlf)) return undefined;
  const text = block.map((l) => l.text).join("\n");
  const starts = block.map((l) => l.offset - block[0]!.offset);
  const at = (i: number) => {
    let k = starts.length - 1;
    while (starts[k]! > i) k--;
    return point(first + k + 1, i - starts[k]! + 1, block[0]!.offset + i);
  };
  const children = phrasing(text, 0, text.length, at);
  return children ? { type: "paragraph", children, position: { start: at(0), end: at(text.length) } } : undefined;
}

function tableOf(lines: readonly Line[], first: number, end: number): Table | undefined {
  const delimiter = lines[first + 1]?.text;
  if (end - first < 2 || delimiter === undefined || !DELIMITER_ROW.test(delimiter)) return undefined;
  const align = delimiter.slice(1, -1).split("|").map(alignOf);
  const rows: TableRow[] = [];
  for (let i = first; i < end; i++) {
    if (i === first + 1) continue;
    const row = rowOf(lines[i]!, i + 1, align.length);
    if (!row) return undefined;
    rows.push(row);
  }
  const last = lines[end - 1]!;
  const close = point(end, last.text.length + 1, last.offset + last.text.length);
  return {
    type: "table",
    align,
    children: rows,
    position: { start: point(first + 1, 1, lines[first]!.offset), end: close },
  };
}

function alignOf(cell: string): AlignType {
  const c = cell.trim();
  return c.startsWith(":") ? (c.endsWith(":") ? "center" : "left") : c.endsWith(":") ? "right" : null;
}

/** A row `| a | b |`: each cell from its pipe to the next (the last one with the closing pipe). */
function rowOf(l: Line, line: number, width: number): TableRow | undefined {
  const t = l.text;
  if (!t.endsWith("|") || t.length < 2) return undefined;
  const pipes = [...t.matchAll(/\|/g)].map((m) => m.index);
  if (pipes.length - 1 !== width) return undefined;
  const at = (i: number) => point(line, i + 1, l.offset + i);
  const cells: TableCell[] = [];
  for (let k = 0; k + 1 < pipes.length; k++) {
    let from = pipes[k]! + 1;
    let to = pipes[k + 1]!;
    while (from < to && t[from] === " ") from++;
    while (to > from && t[to - 1] === " ") to--;
    const children = phrasing(t, from, to, at);
    if (!children) return undefined;
    const endColumn = k + 2 === pipes.length ? pipes[k + 1]! + 1 : pipes[k + 1]!;
    cells.push({ type: "tableCell", children, position: { start: at(pipes[k]!), end: at(endColumn) } });
  }
  return { type: "tableRow", children: cells, position: { start: at(0), end: at(t.length) } };
}
