// Markdown → mdast: unified and remark-parse with GFM's tables, the one GFM construct the spec documents are written
// in. remark-gfm would add autolink literals, footnotes, strikethrough and task lists: none of them changes what botspec
// reads (a bare URL stays the same text), and looking for them cost a fifth of the parse (the autolink-literal pass
// over every text node alone 100 ms on the full-size spec). Blocks whose reading is certain (tables, paragraphs and
// headings of plain text and code spans) are read by markdown-blocks.ts and put into micromark's tree of the rest, in
// place of a placeholder of as many lines.
import type { Paragraph, Root, RootContent } from "mdast";
import { gfmTableFromMarkdown } from "mdast-util-gfm-table";
import { gfmTable } from "micromark-extension-gfm-table";
import remarkParse from "remark-parse";
import { unified, type Processor } from "unified";
import { blocksReadable, readBlocks, type ReadBlock } from "./markdown-blocks.ts";

/** GFM tables only, as remark-gfm registers its extensions. */
function remarkTables(this: Processor): void {
  const data = this.data() as { micromarkExtensions?: unknown[]; fromMarkdownExtensions?: unknown[] };
  (data.micromarkExtensions ??= []).push(gfmTable());
  (data.fromMarkdownExtensions ??= []).push(gfmTableFromMarkdown());
}

/** The document as micromark alone reads it. */
export function parseMarkdownPlain(text: string): Root {
  return unified().use(remarkParse).use(remarkTables).parse(text);
}

export function parseMarkdown(document: string): Root {
  // micromark drops a byte order mark and counts positions from after it.
  const text = document.startsWith("\uFEFF") ? document.slice(1) : document;
  const blocks = blocksReadable(text) ? readBlocks(text) : [];
  if (blocks.length === 0) return parseMarkdownPlain(text);
  const lines = text.split("\n");
  const shift = new Array<number>(lines.length + 1).fill(0);
  for (const t of blocks)
    for (let l = t.firstLine; l < t.endLine; l++) {
      shift[l + 1] = lines[l]!.length - 1;
      lines[l] = "x";
    }
  for (let l = 1; l < shift.length; l++) shift[l]! += shift[l - 1]!;
  const root = parseMarkdownPlain(lines.join("\n"));
  restoreOffsets(root, shift);
  return placeBlocks(root, blocks) ?? parseMarkdownPlain(text);
}

interface Positioned {
  position?:
    | { start: { line: number; offset?: number | undefined }; end: { line: number; offset?: number | undefined } }
    | undefined;
  children?: Positioned[];
}

/** Offsets as in the original text: each line after a placeholder moved by what the placeholder's lines lacked. */
function restoreOffsets(node: Positioned, shift: readonly number[]): void {
  const p = node.position;
  if (p) {
    if (p.start.offset !== undefined) p.start.offset += shift[p.start.line - 1] ?? 0;
    if (p.end.offset !== undefined) p.end.offset += shift[p.end.line - 1] ?? 0;
  }
  for (const c of node.children ?? []) restoreOffsets(c, shift);
}

/** The root with each placeholder paragraph replaced by its block; undefined when one is not where it was put. */
function placeBlocks(root: Root, blocks: readonly ReadBlock[]): Root | undefined {
  const byLine = new Map(blocks.map((t) => [t.firstLine + 1, t]));
  let placed = 0;
  const children = root.children.map((c: RootContent): RootContent => {
    const t = c.type === "paragraph" ? byLine.get(c.position?.start.line ?? 0) : undefined;
    if (!t || !isPlaceholder(c as Paragraph, t)) return c;
    placed++;
    return t.node;
  });
  return placed === blocks.length ? { ...root, children } : undefined;
}

function isPlaceholder(p: Paragraph, t: ReadBlock): boolean {
  return p.position?.start.column === 1 && p.position.end.line === t.endLine && p.position.end.column === 2;
}
