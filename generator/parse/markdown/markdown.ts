// Markdown → mdast: unified and remark-parse with GFM's tables, the one GFM construct the spec documents are written
// in, for every block of every document. remark-gfm would add autolink literals, footnotes, strikethrough and task
// lists: none of them changes what botspec reads (a bare URL stays the same text), and looking for them cost a fifth
// of the parse (the autolink-literal pass over every text node alone 100 ms on the full-size spec).
import type { Root } from "mdast";
import { gfmTableFromMarkdown } from "mdast-util-gfm-table";
import { gfmTable } from "micromark-extension-gfm-table";
import remarkParse from "remark-parse";
import { unified, type Processor } from "unified";
import { markInline } from "./inline-marks.ts";

/** GFM tables only, as remark-gfm registers its extensions. */
function remarkTables(this: Processor): void {
  const data = this.data() as { micromarkExtensions?: unknown[]; fromMarkdownExtensions?: unknown[] };
  (data.micromarkExtensions ??= []).push(gfmTable());
  (data.fromMarkdownExtensions ??= []).push(gfmTableFromMarkdown());
}

/** One processor for a run's documents: the extensions are registered once. */
export function markdownParser(): (text: string) => Root {
  const processor = unified().use(remarkParse).use(remarkTables);
  return (text) => processor.parse(text);
}

/** Markdown text as the readers after sections.ts see it (inline-marks.ts): for a note held without its document. */
export function inlineText(markdown: string, parse = markdownParser()): string {
  return markInline(markdown, parse(markdown));
}
