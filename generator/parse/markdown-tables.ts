// GFM tables read straight into mdast, where nothing in them needs micromark: the spec documents are two thirds field
// tables, and micromark's table extension spent most of the parse on them (a tokenizer and a resolver per row and
// cell). A table is read here only when it certainly is one and its reading is certain: it stands at the top level
// (a blank line or a heading before it, a blank line or the end after it, no fence open), every row starts and ends
// with a pipe and has the header's number of cells, and no cell holds anything but text and code spans (no escape,
// emphasis, link, HTML, entity or control character; `_` only inside a word). Any other table, and any document with
// link definitions or HTML blocks, is left to micromark as it was. markdown.ts replaces each table read here by a
// placeholder paragraph of as many lines, parses the rest with micromark, and puts the table in the placeholder's
// place; test/parse/markdown-tables.test.ts holds the result equal to micromark's, positions and all.
import type { AlignType, PhrasingContent, Table, TableCell, TableRow } from "mdast";

/** A table read here, and the lines it spans (0-based, end exclusive). */
export interface ReadTable {
  readonly table: Table;
  readonly firstLine: number;
  readonly endLine: number;
}

interface Line {
  readonly text: string;
  /** Offset of its first character in the document. */
  readonly offset: number;
}

const DELIMITER_ROW = /^\|(?: *:?-+:? *\|)+$/;
const NEEDS_MICROMARK = /[*[\]<>&\\!\t\x00-\x08\x0b-\x1f\x7f]/;
const LOOSE_UNDERSCORE = /(?<![A-Za-z0-9])_|_(?![A-Za-z0-9])/;
const FENCE = /^(`{3,}|~{3,})/;

/** Documents where a table's surroundings are not certain from its lines alone. */
export function tablesReadable(text: string): boolean {
  return !/\r|^ {0,3}<|^ {0,3}\[[^\]]*\]:|^ {1,3}(`{3}|~{3})/m.test(text);
}

function linesOf(text: string): Line[] {
  const lines: Line[] = [];
  let offset = 0;
  for (const t of text.split("\n")) {
    lines.push({ text: t, offset });
    offset += t.length + 1;
  }
  return lines;
}

const blank = (l: Line | undefined) => l === undefined || l.text.trim() === "";
const heading = (l: Line) => /^#{1,6}(?:[ \t]|$)/.test(l.text);

/** The tables of a document that can be read here, in order. */
export function readTables(text: string): ReadTable[] {
  const lines = linesOf(text);
  const tables: ReadTable[] = [];
  let fence: string | undefined;
  for (let i = 0; i < lines.length; i++) {
    const t = lines[i]!.text;
    const f = FENCE.exec(t)?.[1];
    if (fence !== undefined) {
      if (f !== undefined && f[0] === fence[0] && f.length >= fence.length && t.slice(f.length).trim() === "")
        fence = undefined;
      continue;
    }
    if (f !== undefined && !(f[0] === "`" && t.slice(f.length).includes("`"))) fence = f;
    if (f !== undefined || !t.startsWith("|") || (i > 0 && !blank(lines[i - 1]) && !heading(lines[i - 1]!))) continue;
    let end = i;
    while (end < lines.length && lines[end]!.text.startsWith("|")) end++;
    const table = blank(lines[end]) ? tableOf(lines, i, end) : undefined;
    if (table) tables.push({ table, firstLine: i, endLine: end });
    i = end - 1;
  }
  return tables;
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
  return {
    type: "table",
    align,
    children: rows,
    position: {
      start: point(first + 1, 1, lines[first]!.offset),
      end: point(end, last.text.length + 1, last.offset + last.text.length),
    },
  };
}

function alignOf(cell: string): AlignType {
  const c = cell.trim();
  return c.startsWith(":") ? (c.endsWith(":") ? "center" : "left") : c.endsWith(":") ? "right" : null;
}

const point = (line: number, column: number, offset: number) => ({ line, column, offset });

/** A row `| a | b |`: each cell from its pipe to the next (the last one with the closing pipe). */
function rowOf(l: Line, line: number, width: number): TableRow | undefined {
  const t = l.text;
  if (!t.endsWith("|") || t.length < 2) return undefined;
  const pipes = [...t.matchAll(/\|/g)].map((m) => m.index);
  if (pipes.length - 1 !== width) return undefined;
  const cells: TableCell[] = [];
  for (let k = 0; k + 1 < pipes.length; k++) {
    const from = pipes[k]!;
    const to = pipes[k + 1]!;
    const children = cellContent(t, from + 1, to, l.offset, line);
    if (!children) return undefined;
    const endColumn = k + 2 === pipes.length ? to + 1 : to;
    cells.push({
      type: "tableCell",
      children,
      position: {
        start: point(line, from + 1, l.offset + from),
        end: point(line, endColumn + 1, l.offset + endColumn),
      },
    });
  }
  const position = { start: point(line, 1, l.offset), end: point(line, t.length + 1, l.offset + t.length) };
  return { type: "tableRow", children: cells, position };
}

/** The phrasing content of a cell's text between two pipes; undefined when it needs micromark. */
function cellContent(t: string, from: number, to: number, offset: number, line: number): PhrasingContent[] | undefined {
  while (from < to && t[from] === " ") from++;
  while (to > from && t[to - 1] === " ") to--;
  const text = t.slice(from, to);
  if (NEEDS_MICROMARK.test(text) || LOOSE_UNDERSCORE.test(text)) return undefined;
  const at = (i: number) => point(line, i + 1, offset + i);
  const out: PhrasingContent[] = [];
  let plain = from;
  const flush = (until: number) => {
    if (until > plain)
      out.push({ type: "text", value: t.slice(plain, until), position: { start: at(plain), end: at(until) } });
  };
  for (let i = from; i < to;) {
    if (t[i] !== "`") {
      i++;
      continue;
    }
    const run = backticks(t, i, to);
    const close = closingRun(t, i + run, to, run);
    if (close === undefined) {
      i += run;
      continue;
    }
    flush(i);
    out.push({
      type: "inlineCode",
      value: codeValue(t.slice(i + run, close)),
      position: { start: at(i), end: at(close + run) },
    });
    i = plain = close + run;
  }
  flush(to);
  return out;
}

function backticks(t: string, i: number, to: number): number {
  let n = 0;
  while (i + n < to && t[i + n] === "`") n++;
  return n;
}

/** Where the next run of exactly `run` backticks starts. */
function closingRun(t: string, from: number, to: number, run: number): number | undefined {
  for (let i = from; i < to;) {
    if (t[i] !== "`") {
      i++;
      continue;
    }
    const n = backticks(t, i, to);
    if (n === run) return i;
    i += n;
  }
  return undefined;
}

/** A code span's content: one space stripped from each end when both have one and it is not all spaces. */
function codeValue(content: string): string {
  return content.length > 2 && content.startsWith(" ") && content.endsWith(" ") && content.trim() !== ""
    ? content.slice(1, -1)
    : content;
}
