// The lexicon of spec prose: words (hyphenated ones whole: `JSON-serialized`, `UTF-16`, `A-Z`), numbers, dimensions (`160x160`), code spans (as remark's tree marked them), punctuation and other symbols, each
// token with its offsets in the text it came from; and what a word can be (type, field or method name).

export type TokenKind = "word" | "number" | "dim" | "code" | "punct" | "other";

export interface Token {
  readonly kind: TokenKind;
  /** The token as written (a code span with its backticks). */
  readonly text: string;
  /** A code span's content; a word in lower case; otherwise the text. */
  readonly value: string;
  /** Offsets in the lexed text: [start, end). */
  readonly start: number;
  readonly end: number;
}

/** The token rules in order of precedence, each with the characters a match of it can start with. */
const SCALED = /\d+(?:\.\d+)?(?:[eE][+-]?\d+|[kK]|[⁰¹²³⁴⁵⁶⁷⁸⁹]+)(?![A-Za-z0-9_])/y;
const SUPERSCRIPTS = "⁰¹²³⁴⁵⁶⁷⁸⁹";

/** The value of a number written with an exponent, thousands or a superscript power (`1e3`, `10k`, `2³¹`). */
function scaledValue(raw: string): string {
  const power = /^(\d+)([⁰¹²³⁴⁵⁶⁷⁸⁹]+)$/.exec(raw);
  if (power) return String(Number(power[1]) ** Number([...power[2]!].map((c) => SUPERSCRIPTS.indexOf(c)).join("")));
  return /[kK]$/.test(raw) ? String(Number(raw.slice(0, -1)) * 1000) : String(Number(raw));
}

const RULES: readonly (readonly [TokenKind, RegExp, RegExp])[] = [
  // A code span, between the marks remark's tree put at its backticks (inline-marks.ts).
  ["code", /\ue0a0[^\ue0a1]*\ue0a1/y, /\ue0a0/],
  // A value in plain or typographic double quotes (`"static"`, `“creator”`) is written as a code span is.
  ["code", /"[^"\s]{1,64}"|“[^”\s]{1,64}”/y, /["“]/],
  // In single quotes (`'regular'`), where a quote opens a token (a word's own apostrophe, `bot's`, is the word's).
  ["code", /'[^'\s]{1,64}'(?![A-Za-z0-9_])|‘[^’\s]{1,64}’(?![A-Za-z0-9_])/y, /['‘]/],
  ["number", /0x[0-9A-Fa-f]+(?![A-Za-z0-9_])/y, /0/],
  // Three or more groups of digits joined by hyphens (`2024-01-15`, `1-212-555-0123`): a date or a phone number
  // written out, one token, never the ranges 2024-01 and 15 or 1-212 and 555-0123.
  ["other", /\d+(?:-\d+){2,}(?![\d-])/y, /\d/],
  ["dim", /\d+(?:\s?[x×]\s?\d+)+(?![A-Za-z0-9_])/y, /\d/],
  // Thousands grouped by commas (`1,000`, `4,096`): one number, never 1 and then 000.
  // Never right after a bracket: `[1,100]` is an interval, 1 to 100.
  ["number", /(?<!\[)\d{1,3}(?:,\d{3})+(?!\d)(?!,\d)(?:\.\d+)?/y, /\d/],
  // Thousands grouped by a space, thin or not (`99 999`, `10 000`): one number, never 99 and then 999; never a
  // group that a hyphen or a word goes on from (`2 100-character parts`).
  ["number", /\d{1,3}(?:[ \u00a0\u202f\u2009]\d{3})+(?![\d\w\-–])(?![ \u00a0\u202f\u2009,.]\d)/y, /\d/],
  // A number glued to an exponent, thousands or a superscript power (`1e3`, `10k`, `2³¹`): the number they make
  // (scaledValue), never the digits before them (10, not 10 000, would be a bound that refuses real values).
  ["number", SCALED, /\d/],
  ["number", /\d+(?:\.\d+)?/y, /\d/],
  // A word's own apostrophe, plain or typographic (`can't`, `can’t`): one word, read with the plain one.
  ["word", /[A-Za-z_][A-Za-z0-9_]*(?:-[A-Za-z0-9_]+)*(?:['’][a-z]+)?/y, /[A-Za-z_]/],
  ["punct", /[,;:.()?*×+\-–—/=<>[\]{}!^"'%&|#@$~\\`]/y, /[,;:.()?*×+\-–—/=<>[\]{}!^"'%&|#@$~\\`]/],
  [
    "other",
    /[^\sA-Za-z0-9_,;:.()?*×+\-–—/=<>[\]{}!^"'%&|#@$~\\`\ue0a0\ue0a1]+/y,
    /[^\sA-Za-z0-9_,;:.()?*×+\-–—/=<>[\]{}!^"'%&|#@$~\\`\ue0a0\ue0a1]/,
  ],
];

/** For each ASCII character, the rules a token starting with it can match (the others are tried in full). */
const ASCII_RULES = Array.from({ length: 128 }, (_, code) =>
  RULES.filter(([, , first]) => first.test(String.fromCharCode(code))),
);

/**
 * Splits text into tokens; white space separates tokens and is not one, markup (inline-marks.ts) is read as nothing:
 * tokens are read from the text without it, and their offsets are those in the text given. Linear in its length.
 */
export function lex(text: string): Token[] {
  if (!MARKUP.test(text)) return lexContent(text);
  const at: number[] = [];
  let content = "";
  for (let i = 0; i < text.length;) {
    let j = i;
    while (j < text.length && isMarkup(text.charCodeAt(j))) j++;
    if (j === i) (at.push(i), (content += text[i]), i++);
    else {
      if (betweenDigits(text, i, j)) for (let k = i; k < j; k++) (at.push(k), (content += markdownOf(text[k]!)));
      i = j;
    }
  }
  return lexContent(content).map((t) => ({ ...t, start: at[t.start]!, end: at[t.end - 1]! + 1 }));
}

const MARKUP = /[\ue000-\ue07f]/;
const DIGIT = /\d/;

/**
 * Markup between two digits is read as written: emphasis to Markdown, `7*24*60` is the product its writer meant
 * (a number has no emphasis inside it), and its description keeps the characters as written either way.
 */
const betweenDigits = (text: string, i: number, j: number): boolean =>
  DIGIT.test(text[i - 1] ?? "") && DIGIT.test(text[j] ?? "");

function lexContent(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text.charCodeAt(i);
    if (c === 32 || c === 9 || c === 10 || c === 13 || c === 0xa0) {
      i++;
      continue;
    }
    i = readToken(text, i, tokens);
  }
  return tokens;
}

function readToken(text: string, i: number, tokens: Token[]): number {
  for (const [kind, re] of ASCII_RULES[text.charCodeAt(i)] ?? RULES) {
    re.lastIndex = i;
    const m = re.exec(text);
    if (!m) continue;
    const raw = m[0];
    const value =
      kind === "code"
        ? raw.slice(1, -1)
        : kind === "word"
          ? raw.toLowerCase().replace("’", "'")
          : kind === "number"
            ? re === SCALED
              ? scaledValue(raw)
              : raw.replace(/[, \u00a0\u202f\u2009]/g, "")
            : raw;
    if (kind === "code" && raw[0] === CODE_OPEN && LITERAL_UNION.test(value))
      return readLiteralUnion(value, i + 1, tokens);
    // A code span is written as Markdown writes it, in backticks, whatever marks stood for them.
    const written = raw[0] === CODE_OPEN ? `\`${value}\`` : raw;
    tokens.push({ kind, text: written, value, start: i, end: i + raw.length });
    return i + raw.length;
  }
  tokens.push({ kind: "other", text: text[i] ?? "", value: text[i] ?? "", start: i, end: i + 1 });
  return i + 1;
}

/** A union of quoted literals in one code span, as TypeScript writes one (`` `"a" | "b"` ``, `` `'a' | 'b'` ``). */
const LITERAL_UNION = /^\s*("[^"\s|]+"|'[^'\s|]+')(\s*\|\s*("[^"\s|]+"|'[^'\s|]+'))+\s*$/;

/** The literals of such a union, each as a quoted value is read, and the bars between them: `"a" | "b"` as written. */
function readLiteralUnion(code: string, at: number, tokens: Token[]): number {
  for (const m of code.matchAll(/"[^"\s|]+"|'[^'\s|]+'|\|/g)) {
    const start = at + m.index;
    const bar = m[0] === "|";
    const value = bar ? "|" : m[0].slice(1, -1);
    tokens.push({ kind: bar ? "punct" : "code", text: m[0], value, start, end: start + m[0].length });
  }
  return at + code.length + 1;
}

import { isFieldName, isMethodName, isTypeName } from "../../model/names.ts";
import { CODE_OPEN, isMarkup, markdownOf } from "../../model/marked-text.ts";
import { SCALES } from "./number-words.ts";

export { isFieldName, isMethodName, isTypeName };

/** A field name as a token: a snake_case word, or a code span holding one. */
export function fieldNameOf(t: Token | undefined): string | undefined {
  if (!t) return undefined;
  const raw = t.kind === "code" ? t.value : t.kind === "word" ? t.text : "";
  return isFieldName(raw) ? raw : undefined;
}

/** The value written by a literal token: a code span's content, a number, true or false. */
export function literalOf(t: Token | undefined): string | number | boolean | undefined {
  if (!t) return undefined;
  if (t.kind === "code") return /^-?\d+$/.test(t.value) ? Number(t.value) : t.value;
  if (t.kind === "number") return Number(t.value);
  if (t.kind === "word" && (t.value === "true" || t.value === "false")) return t.value === "true";
  return undefined;
}

const MULTIPLY = new Set(["*", "×"]);
const SIGNS = new Set(["-", "−", "+"]);

/**
 * Words of English written with a capital at the start of a sentence, never a type's name when written bare
 * (`This object is one of:`); a type so named is written in a code span.
 */
const FUNCTION_WORDS = new Set(
  "a an the this that these those it its each every any all one either both some none there here such other another only if when for in on at by with no not".split(
    " ",
  ),
);

/** Whether a bare word is a word of English rather than a name (`This`, `Each`, `Either`). */
export const isFunctionWord = (t: Token | undefined): boolean => t?.kind === "word" && FUNCTION_WORDS.has(t.value);

/**
 * Arithmetic at token `i`: a number, or a product of numbers (`7*24*60`, `7 * 24 * 60`), or a power (`2^31`), with
 * an optional leading minus glued to the number. Returns the value and the index after it.
 */
/** What may follow a power as an offset (`2^31-1`), and what makes the number after it a term of its own (`2^10-2^20`). */
const OFFSETS: ReadonlySet<string> = new Set(["-", "−", "+"]);
const MORE_TERMS: ReadonlySet<string> = new Set(["^", "×", "*", "x"]);

export function readArithmetic(tokens: readonly Token[], i: number): { value: number; end: number } | undefined {
  let j = i;
  let sign = 1;
  const first = tokens[j];
  // A sign glued to the number: `-90`, `−90` (the minus sign), `+90`; or said in a word (`minus 1`).
  if (SIGNS.has(first?.text ?? "") && tokens[j + 1]?.kind === "number" && tokens[j + 1]?.start === first?.end) {
    sign = first?.text === "+" ? 1 : -1;
    j++;
  } else if (first?.kind === "word" && first.value === "minus" && tokens[j + 1]?.kind === "number") {
    sign = -1;
    j++;
  }
  const head = tokens[j];
  // `7 × 24 × 60`: the multiplication sign makes a product of what a dimension (`160x160`) would be.
  if (head?.kind === "dim" && head.text.includes("×") && sign === 1) {
    return { value: head.text.split(/[x×]/).reduce((p, n) => p * Number(n.trim()), 1), end: j + 1 };
  }
  if (head?.kind !== "number") return undefined;
  let value = Number(head.value); // also 0x7FFFFFFF
  // `2³¹−1`: a power written in superscript takes its offset as `2^31-1` does.
  let power = [...head.text].some((c) => SUPERSCRIPTS.includes(c));
  j++;
  for (;;) {
    const op = tokens[j];
    const next = tokens[j + 1];
    if (op === undefined || (op.kind !== "punct" && !OFFSETS.has(op.text)) || next?.kind !== "number") break;
    if (MULTIPLY.has(op.text)) value *= Number(next.value);
    else if (op.text === "^" && op.start === tokens[j - 1]?.end) [value, power] = [value ** Number(next.value), true];
    // `2^31-1`, `2^53 - 1`: a power and what is taken from it or added, never the ends of a range (`1-10`).
    else if (power && OFFSETS.has(op.text) && !MORE_TERMS.has(tokens[j + 2]?.text ?? "")) {
      value += (op.text === "+" ? 1 : -1) * Number(next.value);
      j += 2;
      break;
    } else break;
    j += 2;
  }
  // `1 million`, `2.5 thousand`: digits and the word of their scale, one number (never 1 alone).
  const plain = !power && tokens[j - 1] === head;
  const scale = plain && tokens[j]?.kind === "word" ? SCALES[tokens[j]!.value] : undefined;
  if (scale !== undefined) return { value: sign * value * scale, end: j + 1 };
  return { value: sign * value, end: j };
}
