// Markdown → mdast: unified and remark-parse with GFM's tables, the one GFM construct the spec documents are written
// in. remark-gfm would add autolink literals, footnotes, strikethrough and task lists: none of them changes what botspec
// reads (a bare URL stays the same text), and looking for them cost a fifth of the parse (the autolink-literal pass
// over every text node alone 100 ms on the full-size spec). Blocks whose reading is certain (tables, paragraphs and
// headings of plain text and code spans) are read by markdown-blocks.ts and put into micromark's tree of the rest, in
// place of a one-line placeholder paragraph that stands for each run of them.
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
  const spans = spansOf(blocks, lines);
  const rest = withPlaceholders(lines, spans);
  const root = parseMarkdownPlain(rest.text);
  restorePositions(root, rest.lines);
  return placeBlocks(root, spans) ?? parseMarkdownPlain(text);
}

/** Where a line of the text with placeholders was in the document: its line (0-based) and how far its offset moved. */
interface LineOrigin {
  readonly line: number;
  readonly shift: number;
}

/** The document with each span's lines replaced by a one-line placeholder paragraph, `x`. */
function withPlaceholders(lines: readonly string[], spans: readonly Span[]): { text: string; lines: LineOrigin[] } {
  const kept: string[] = [];
  const origins: LineOrigin[] = [];
  let offset = 0;
  let keptOffset = 0;
  let next = 0;
  for (let l = 0; l < lines.length; l++) {
    const span = spans[next];
    const inSpan = span !== undefined && l >= span.firstLine && l < span.endLine;
    if (!inSpan || l === span.firstLine) {
      const line = inSpan ? "x" : lines[l]!;
      origins.push({ line: l, shift: offset - keptOffset });
      kept.push(line);
      keptOffset += line.length + 1;
    }
    if (inSpan && l === span.endLine - 1) next++;
    offset += lines[l]!.length + 1;
  }
  return { text: kept.join("\n"), lines: origins };
}

/** Blocks read here with only blank lines between them, which one placeholder paragraph stands for. */
interface Span {
  readonly blocks: ReadBlock[];
  readonly firstLine: number;
  endLine: number;
}

function spansOf(blocks: readonly ReadBlock[], lines: readonly string[]): Span[] {
  const spans: Span[] = [];
  for (const b of blocks) {
    const last = spans[spans.length - 1];
    if (last && lines.slice(last.endLine, b.firstLine).every((l) => l.trim() === "")) {
      last.blocks.push(b);
      last.endLine = b.endLine;
    } else spans.push({ blocks: [b], firstLine: b.firstLine, endLine: b.endLine });
  }
  return spans;
}

interface Point {
  line: number;
  offset?: number | undefined;
}
interface Positioned {
  position?: { start: Point; end: Point } | undefined;
  children?: Positioned[];
}

/** Lines and offsets as in the document, from where each line of the text with placeholders was. */
function restorePositions(node: Positioned, origins: readonly LineOrigin[]): void {
  const p = node.position;
  if (p)
    for (const point of [p.start, p.end]) {
      const origin = origins[point.line - 1];
      if (!origin) continue;
      point.line = origin.line + 1;
      if (point.offset !== undefined) point.offset += origin.shift;
    }
  for (const c of node.children ?? []) restorePositions(c, origins);
}

/** The root with each placeholder paragraph replaced by its blocks; undefined when one is not where it was put. */
function placeBlocks(root: Root, spans: readonly Span[]): Root | undefined {
  const byLine = new Map(spans.map((t) => [t.firstLine + 1, t]));
  let placed = 0;
  const children = root.children.flatMap((c: RootContent): RootContent[] => {
    const span = c.type === "paragraph" ? byLine.get(c.position?.start.line ?? 0) : undefined;
    if (!span || !isPlaceholder(c as Paragraph, span)) return [c];
    placed++;
    return span.blocks.map((b) => b.node);
  });
  return placed === spans.length ? { ...root, children } : undefined;
}

function isPlaceholder(p: Paragraph, span: Span): boolean {
  const { start, end } = p.position ?? { start: { column: 0 }, end: { line: 0, column: 0 } };
  return start.column === 1 && end.line === span.firstLine + 1 && end.column === 2;
}
