// A method section's heading: the method's name alone (`### getUpdates`), or decorated as API references write it —
// in code, after a numbering, an HTTP verb or a label, with parentheses after it (empty, a remark, a signature), or a
// description after a colon or a dash (`### 4.2 POST \`sendMessage\`()`, `### Method: getMe — who the bot is`).
import { subSpan, type Span } from "../../model/source.ts";
import { isMethodName, lex, type Token } from "../language/lexicon.ts";
import { METHOD_HEADING_LABELS, METHOD_HEADING_VERBS } from "../language/phrase-book.ts";

const TAIL_MARKS = new Set([":", "—", "–", "-"]);

/** The method's name as a span of the title, or undefined when the heading names no method. */
export function methodHeading(title: Span): Span | undefined {
  if (isMethodName(title.text)) return title;
  const t = lex(title.text);
  let i = 0;
  if (t[i]?.kind === "number") i += t[i + 1]?.text === "." ? 2 : 1;
  if (METHOD_HEADING_VERBS.has(t[i]?.text ?? "")) i++;
  if (METHOD_HEADING_LABELS.has(t[i]?.value ?? "") && t[i + 1]?.text === ":") i += 2;
  const name = t[i];
  // `\`sendMessage()\``: the parentheses inside the code span are no part of the name.
  const raw = name?.kind === "code" ? name.value.replace(/\(\)$/, "") : name?.kind === "word" ? name.text : "";
  // Decorated, a name is camelCase or in code: a lower-case word before a colon is a heading of prose (`errors: …`).
  if (!name || !isMethodName(raw) || (name.kind !== "code" && !/[A-Z]/.test(raw))) return undefined;
  let j = i + 1;
  if (t[j]?.text === "(" && t[j + 1]?.text === ")") j += 2;
  // `### getUpdates (long polling)`, `### sendMessage(chat_id, text)`: a remark or a signature in parentheses, last.
  const remark = t[j]?.text === "(" && t.at(-1)?.text === ")";
  if (j < t.length && !remark && !TAIL_MARKS.has(t[j]?.text ?? "")) return undefined;
  return nameSpan(title, name, raw);
}

/** The name's own characters: in a code span, after its opening backtick. */
function nameSpan(title: Span, name: Token, raw: string): Span {
  return name.kind === "code"
    ? subSpan(title, name.start + 1, name.start + 1 + raw.length)
    : subSpan(title, name.start, name.end);
}
