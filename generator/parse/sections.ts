// mdast → sections: each heading with the blocks under it, every block as raw source spans with positions.
import type { Root, RootContent, Table } from "mdast";
import { spanAt, trimSpan, type SourceText, type Span } from "./source.ts";

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

function nodeSpan(source: SourceText, node: RootContent): Span {
  const start = node.position?.start.offset ?? 0;
  const end = node.position?.end.offset ?? start;
  return spanAt(source, start, end);
}

/** A cell's text without its pipes and padding (spaces after the last pipe too); `\\|` stands for a pipe. */
function cellSpan(source: SourceText, cell: Table["children"][number]["children"][number]): Span {
  const start = cell.position?.start.offset ?? 0;
  let end = cell.position?.end.offset ?? start;
  const from = source.text[start] === "|" ? start + 1 : start;
  while (end > from && /\s/.test(source.text[end - 1] ?? "")) end--;
  if (end > from && source.text[end - 1] === "|" && source.text[end - 2] !== "\\") end--;
  const span = trimSpan(spanAt(source, from, end));
  return span.text.includes("\\|") ? { ...span, text: span.text.replace(/\\\|/g, "|") } : span;
}

/** A heading's text: what its children span, without `#` marks, closing `#`s or a setext underline. */
function headingTitle(source: SourceText, node: Extract<RootContent, { type: "heading" }>): Span {
  const first = node.children[0]?.position?.start.offset;
  const last = node.children.at(-1)?.position?.end.offset;
  if (first === undefined || last === undefined)
    return spanAt(source, node.position?.start.offset ?? 0, node.position?.start.offset ?? 0);
  return trimSpan(spanAt(source, first, last));
}

function tableRows(text: string): boolean {
  return text.split("\n").every((line) => /^\s*\|.*\|/.test(line));
}

function toBlock(source: SourceText, node: RootContent): Block {
  const at = nodeSpan(source, node);
  if (node.type === "paragraph")
    return tableRows(at.text) ? { kind: "broken-table", at } : { kind: "paragraph", at: trimSpan(at) };
  if (node.type === "table") {
    const [head, ...body] = node.children;
    const header = head ? head.children.map((c) => cellSpan(source, c)) : [];
    const rows = body.map((row) => ({
      cells: row.children.map((c) => cellSpan(source, c)),
      at: nodeSpan(source, row as unknown as RootContent),
    }));
    return { kind: "table", at, header, rows };
  }
  if (node.type === "list") {
    const items = node.children.map((item) =>
      trimSpan(nodeSpan(source, item.children[0] ?? (item as unknown as RootContent))),
    );
    return { kind: "list", at, items };
  }
  return { kind: "other", at, type: node.type };
}

export function buildSections(source: SourceText, root: Root): Section[] {
  const sections: Section[] = [];
  let chapter = "";
  for (const node of root.children) {
    if (node.type === "heading") {
      const title = headingTitle(source, node);
      if (node.depth <= 2) chapter = node.depth === 2 ? title.text : "";
      sections.push({ level: node.depth, title, chapter: node.depth === 2 ? "" : chapter, blocks: [] });
    } else {
      sections.at(-1)?.blocks.push(toBlock(source, node));
    }
  }
  return sections;
}
