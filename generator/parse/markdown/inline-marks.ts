// Inline Markdown as remark read it, written into the text every later reader sees: a copy of the document, of the
// same length, in which each character remark's tree shows to be markup rather than content (an emphasis or link
// delimiter, an escaping backslash, the rest of an entity, the indentation of a continued line, a hard break, a code
// span's backtick runs and padding) is replaced by a mark. Offsets and positions stay those of the file, the text is
// read without knowing Markdown's syntax (the lexicon skips marks and takes a code span between its two marks), and
// `markdownOf` gives back the text as written, for descriptions and messages.
import type { Nodes, Root } from "mdast";
import { CODE_CLOSE, CODE_OPEN, ENCODED, ENCODED_ALL, MARK } from "../../model/marked-text.ts";

const CONTAINERS = new Set(["emphasis", "strong", "delete", "link", "linkReference"]);

/** The document's text with its inline markup marked (see above); characters of the encoding found in it are U+FFFD. */
export function markInline(text: string, root: Root): string {
  const out = (ENCODED.test(text) ? text.replace(ENCODED_ALL, "\ufffd") : text).split("");
  // In document order, without recursion: the tree's depth is the input's to decide.
  const stack: Nodes[] = [root];
  for (let node = stack.pop(); node; node = stack.pop()) {
    if (node.type === "text") markText(out, text, node.value, range(node));
    else if (node.type === "inlineCode") markCode(out, text, node.value, range(node));
    else if (node.type === "break") markAll(out, text, range(node));
    else if (CONTAINERS.has(node.type) && "children" in node) markGaps(out, text, node);
    if ("children" in node) for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i] as Nodes);
  }
  return out.join("");
}

function range(node: Nodes): [number, number] {
  const start = node.position?.start.offset ?? 0;
  return [start, node.position?.end.offset ?? start];
}

function mark(out: string[], text: string, i: number): void {
  const c = text.charCodeAt(i);
  if (c < 0x80) out[i] = String.fromCharCode(MARK + c);
}

function markAll(out: string[], text: string, [start, end]: [number, number]): void {
  for (let i = start; i < end; i++) mark(out, text, i);
}

/** A container's own characters (`**`, `[`, `](#url)`): those none of its children cover. */
function markGaps(out: string[], text: string, node: Nodes & { children: Nodes[] }): void {
  let at = range(node)[0];
  for (const child of node.children) {
    const [start, end] = range(child);
    markAll(out, text, [at, start]);
    at = Math.max(at, end);
  }
  markAll(out, text, [at, range(node)[1]]);
}

/** A text node: the characters of its source its value does not hold (`\` of `\|`, `amp;` of `&amp;`) are markup. */
function markText(out: string[], text: string, value: string, [start, end]: [number, number]): void {
  const marked: number[] = [];
  let j = 0;
  for (let i = start; i < end; i++) {
    // A line ending inside a code span is a space in its value.
    if (text[i] === value[j] || (text[i] === "\n" && value[j] === " ")) j++;
    else marked.push(i);
  }
  // A value the source does not hold in order (an entity for a character written otherwise) is left as written.
  if (j === value.length) for (const i of marked) mark(out, text, i);
}

/** A code span: its backtick runs, and what of its content its value does not hold (padding, `\` of `\|`). */
function markCode(out: string[], text: string, value: string, [start, end]: [number, number]): void {
  let n = 0;
  while (text[start + n] === "`") n++;
  if (n === 0 || end - start < 2 * n) return;
  markAll(out, text, [start, start + n - 1]);
  out[start + n - 1] = CODE_OPEN;
  markText(out, text, value, [start + n, end - n]);
  out[end - n] = CODE_CLOSE;
  markAll(out, text, [end - n + 1, end]);
}
