// Phrasings: a small pattern language over tokens, so that the phrase book is a table of sentences, not regexes.
//   word        a word (any case) or a punctuation mark, as written
//   [a b]       optional sequence          (a b|c)   alternatives
//   {slot}      a slot read by its reader; `{num:max}` names the capture
//   {...name}   the fewest tokens (at least one) that let the rest match
//   ^  $        the start and the end of the clause
// Matching is linear in the tokens for each phrasing: slots read deterministically, only [..] and (..) backtrack.
import { fieldNameOf, isMethodName, isTypeName, literalOf, readArithmetic, type Token } from "./lexicon.ts";
import { readTypeTokens } from "./grammar.ts";
import type { TypeRef } from "../model/model.ts";

export type SlotValue =
  | { readonly kind: "num"; readonly value: number }
  | { readonly kind: "value"; readonly value: string | number | boolean }
  | { readonly kind: "values"; readonly values: string[] }
  | { readonly kind: "names"; readonly names: string[]; readonly tokens: Token[] }
  | { readonly kind: "type"; readonly type: TypeRef; readonly optional: boolean }
  | { readonly kind: "text"; readonly text: string; readonly tokens: Token[] };

export interface Match {
  readonly start: number;
  readonly end: number;
  readonly slots: Readonly<Record<string, SlotValue>>;
}

type Element =
  | { readonly kind: "lit"; readonly value: string }
  | { readonly kind: "slot"; readonly reader: string; readonly name: string }
  | { readonly kind: "lazy"; readonly name: string }
  | { readonly kind: "opt"; readonly body: Element[] }
  | { readonly kind: "alt"; readonly options: Element[][] }
  | { readonly kind: "end" }
  | { readonly kind: "start" };

export interface Pattern {
  readonly source: string;
  readonly elements: readonly Element[];
  /** The words or marks a match can start with; null when a slot may start it. */
  readonly firsts: ReadonlySet<string> | null;
}

type Reader = (tokens: readonly Token[], i: number) => { value: SlotValue; end: number } | undefined;

const UNITS = new Set(["character", "characters", "chars", "symbols", "byte", "bytes", "units", "code"]);
const SEPARATORS = new Set([",", "or", "and", "/"]);

function listOf(tokens: readonly Token[], i: number, item: (t: Token | undefined) => string | undefined): { items: string[]; used: Token[]; end: number } | undefined {
  const items: string[] = [];
  const used: Token[] = [];
  let j = i;
  for (;;) {
    const value = item(tokens[j]);
    if (value === undefined) break;
    items.push(value);
    used.push(tokens[j] as Token);
    j++;
    let k = j;
    while (k < tokens.length && SEPARATORS.has(tokens[k]?.value ?? "") && k - j < 2) k++;
    if (k === j || item(tokens[k]) === undefined) break;
    j = k;
  }
  return items.length > 0 ? { items, used, end: j } : undefined;
}

const READERS: Readonly<Record<string, Reader>> = {
  num: (t, i) => {
    const a = readArithmetic(t, i);
    return a && { value: { kind: "num", value: a.value }, end: a.end };
  },
  value: (t, i) => {
    const a = readArithmetic(t, i);
    if (a) return { value: { kind: "value", value: a.value }, end: a.end };
    const v = literalOf(t[i]);
    return v === undefined ? undefined : { value: { kind: "value", value: v }, end: i + 1 };
  },
  values: (t, i) => {
    const l = listOf(t, i, (x) => (x?.kind === "code" ? x.value : undefined));
    return l && { value: { kind: "values", values: l.items }, end: l.end };
  },
  field: (t, i) => {
    const name = fieldNameOf(t[i]);
    return name === undefined ? undefined : { value: { kind: "names", names: [name], tokens: [t[i] as Token] }, end: i + 1 };
  },
  fields: (t, i) => {
    const l = listOf(t, i, fieldNameOf);
    return l && { value: { kind: "names", names: l.items, tokens: l.used }, end: l.end };
  },
  snake: (t, i) => {
    const name = fieldNameOf(t[i]);
    return name !== undefined && (name.includes("_") || t[i]?.kind === "code") ? { value: { kind: "names", names: [name], tokens: [t[i] as Token] }, end: i + 1 } : undefined;
  },
  Type: (t, i) => {
    const x = t[i];
    const raw = x?.kind === "code" ? x.value : x?.kind === "word" ? x.text : "";
    return isTypeName(raw) ? { value: { kind: "names", names: [raw], tokens: [x as Token] }, end: i + 1 } : undefined;
  },
  method: (t, i) => {
    const x = t[i];
    const raw = x?.kind === "code" ? x.value : x?.kind === "word" ? x.text : "";
    return isMethodName(raw) && /[A-Z]/.test(raw) ? { value: { kind: "names", names: [raw], tokens: [x as Token] }, end: i + 1 } : undefined;
  },
  type: (t, i) => {
    const r = readTypeTokens(t, i);
    return r && { value: { kind: "type", type: r.type, optional: r.optional }, end: r.end };
  },
  unit: (t, i) => {
    let j = i;
    if (t[j]?.value === "utf-8" || t[j]?.value === "utf-16") j++;
    const start = j;
    while (j < t.length && UNITS.has(t[j]?.value ?? "")) j++;
    return j > start ? { value: { kind: "text", text: t.slice(i, j).map((x) => x.value).join(" "), tokens: t.slice(i, j) }, end: j } : undefined;
  },
  noun: (t, i) => {
    const x = t[i];
    if (x?.kind !== "word" || UNITS.has(x.value) || NOT_NOUNS.has(x.value)) return undefined;
    return { value: { kind: "text", text: x.value, tokens: [x] }, end: i + 1 };
  },
  charset: readCharset,
  paren: (t, i) => {
    if (t[i]?.text !== "(") return undefined;
    let depth = 0;
    for (let j = i; j < t.length; j++) {
      if (t[j]?.text === "(") depth++;
      else if (t[j]?.text === ")" && --depth === 0) return { value: { kind: "text", text: "", tokens: t.slice(i + 1, j) }, end: j + 1 };
    }
    return undefined;
  },
  methods: (t, i) => {
    const l = listOf(t, i, (x) => (x?.kind === "word" && isMethodName(x.text) && /[A-Z]/.test(x.text) ? x.text : undefined));
    return l && { value: { kind: "names", names: l.items, tokens: l.used }, end: l.end };
  },
  word: (t, i) => (t[i]?.kind === "word" ? { value: { kind: "text", text: t[i]?.value ?? "", tokens: [t[i] as Token] }, end: i + 1 } : undefined),
  any: (t, i) => (i < t.length ? { value: { kind: "text", text: t[i]?.text ?? "", tokens: [t[i] as Token] }, end: i + 1 } : undefined),
  prose: (t, i) => {
    let j = i;
    while (j < t.length && t[j]?.kind !== "number" && t[j]?.kind !== "code") j++;
    return { value: { kind: "text", text: t.slice(i, j).map((x) => x.text).join(" "), tokens: t.slice(i, j) }, end: j };
  },
  rest: (t, i) => ({ value: { kind: "text", text: t.slice(i).map((x) => x.text).join(" "), tokens: t.slice(i) }, end: t.length }),
};

const SINGLE = /^[A-Za-z0-9]$/;

/** `A-Z, a-z, 0-9, \`_\`, \`-\``: ranges of letters or digits and single characters; at least one range. */
function readCharset(t: readonly Token[], i: number): { value: SlotValue; end: number } | undefined {
  const parts: string[] = [];
  let ranges = 0;
  let j = i;
  for (;;) {
    const a = t[j];
    const b = t[j + 2];
    if (a?.kind === "word" && /^[A-Za-z]-[A-Za-z]$/.test(a.text) && a.text[0]! <= a.text[2]!) {
      parts.push(a.text);
      ranges++;
      j++;
    } else if (a && b && SINGLE.test(a.text) && t[j + 1]?.text === "-" && SINGLE.test(b.text) && a.text <= b.text) {
      parts.push(`${a.text}-${b.text}`);
      ranges++;
      j += 3;
    } else if (a?.kind === "code" && [...a.value].length === 1) {
      parts.push(a.value.replace(/[\\\]^-]/g, "\\$&"));
      j++;
    } else if (a && ranges > 0 && (a.kind === "punct" || a.text === "_") && /^[_\-.+@]$/.test(a.text) && t[j + 1]?.kind !== "word") {
      parts.push(a.text.replace(/[\\\]^-]/g, "\\$&"));
      j++;
    } else break;
    if (t[j]?.text === "," || t[j]?.value === "and" || t[j]?.value === "or") j++;
  }
  if (ranges === 0) return undefined;
  if (t[j - 1]?.text === "," || t[j - 1]?.value === "and" || t[j - 1]?.value === "or") j--;
  return { value: { kind: "text", text: `^[${parts.join("")}]*$`, tokens: t.slice(i, j) }, end: j };
}

/** Words that end a quantity rather than name what is counted. */
const NOT_NOUNS = new Set(["and", "or", "for", "if", "when", "unless", "in", "of", "to", "the", "a", "an", "default", "defaults", "by", "inclusive", "each", "per", "is", "are", "only", "otherwise", "with", "after", "before", "from"]);

/** Compiles a phrasing; a malformed one is a bug in the book and throws at load time. */
export function compile(source: string): Pattern {
  const words = source.match(/\{[^}]+\}|[[\]()|]|[^\s[\]()|{}]+/g) ?? [];
  let pos = 0;
  function sequence(stop: Set<string>): Element[] {
    const out: Element[] = [];
    while (pos < words.length && !stop.has(words[pos] as string)) out.push(element());
    return out;
  }
  function element(): Element {
    const w = words[pos++] as string;
    if (w === "[") {
      const body = sequence(new Set(["]"]));
      pos++;
      return { kind: "opt", body };
    }
    if (w === "(") {
      const options = [sequence(new Set(["|", ")"]))];
      while (words[pos] === "|") {
        pos++;
        options.push(sequence(new Set(["|", ")"])));
      }
      pos++;
      return { kind: "alt", options };
    }
    const lazy = /^\{\.\.\.(\w+)\}$/.exec(w);
    if (lazy) return { kind: "lazy", name: lazy[1] ?? "" };
    const slot = /^\{(\w+)(?::(\w+))?\}$/.exec(w);
    if (slot) {
      if (!READERS[slot[1] ?? ""]) throw new Error(`unknown slot ${w} in phrasing "${source}"`);
      return { kind: "slot", reader: slot[1] ?? "", name: slot[2] ?? slot[1] ?? "" };
    }
    if (w === "^") return { kind: "start" };
    return w === "$" ? { kind: "end" } : { kind: "lit", value: w.toLowerCase() };
  }
  const elements = sequence(new Set());
  if (pos !== words.length) throw new Error(`unbalanced phrasing "${source}"`);
  return { source, elements, firsts: firstsOf(elements) ?? null };
}

function litMatches(t: Token | undefined, value: string): boolean {
  if (!t) return false;
  if (t.kind === "word") return t.value === value;
  return t.text.toLowerCase() === value || (value === "-" && (t.text === "–" || t.text === "—"));
}

type Slots = Record<string, SlotValue>;

/** What follows the sequence being matched: the rest of an enclosing sequence, and what follows that. */
interface Rest {
  readonly els: readonly Element[];
  readonly k: number;
  readonly next: Rest | null;
}

interface Run {
  readonly tokens: readonly Token[];
  readonly slots: Slots;
  readonly whole: boolean;
}

/** Matches els[k…] then the rest; returns the end index. Branches share the enclosing sequence instead of copying it. */
function matchSeq(els: readonly Element[], k: number, rest: Rest | null, i: number, run: Run): number | undefined {
  if (k === els.length) return rest ? matchSeq(rest.els, rest.k, rest.next, i, run) : !run.whole || i === run.tokens.length ? i : undefined;
  const el = els[k] as Element;
  const tokens = run.tokens;
  switch (el.kind) {
    case "lit":
      return litMatches(tokens[i], el.value) ? matchSeq(els, k + 1, rest, i + 1, run) : undefined;
    case "slot": {
      const r = (READERS[el.reader] as Reader)(tokens, i);
      if (!r) return undefined;
      const end = matchSeq(els, k + 1, rest, r.end, run);
      if (end !== undefined) run.slots[el.name] = r.value;
      return end;
    }
    case "opt":
      return matchSeq(el.body, 0, { els, k: k + 1, next: rest }, i, run) ?? matchSeq(els, k + 1, rest, i, run);
    case "end":
      return i === tokens.length ? matchSeq(els, k + 1, rest, i, run) : undefined;
    case "lazy":
      for (let j = i + 1; j <= tokens.length; j++) {
        const end = matchSeq(els, k + 1, rest, j, run);
        if (end !== undefined) {
          run.slots[el.name] = { kind: "text", text: tokens.slice(i, j).map((x) => x.text).join(" "), tokens: tokens.slice(i, j) };
          return end;
        }
      }
      return undefined;
    case "start":
      return i === 0 ? matchSeq(els, k + 1, rest, i, run) : undefined;
    case "alt":
      for (const option of el.options) {
        const end = matchSeq(option, 0, { els, k: k + 1, next: rest }, i, run);
        if (end !== undefined) return end;
      }
      return undefined;
  }
}

/** The words or marks a match can start with; undefined when it can start with anything (a slot). */
function firstsOf(els: readonly Element[], k = 0): Set<string> | undefined {
  const el = els[k];
  if (!el) return new Set();
  const union = (a: Set<string> | undefined, b: Set<string> | undefined) => (a && b ? new Set([...a, ...b]) : undefined);
  switch (el.kind) {
    case "lit":
      return new Set(el.value === "-" ? ["-", "–", "—"] : [el.value]);
    case "opt":
      return union(firstsOf([...el.body, ...els.slice(k + 1)]), firstsOf(els, k + 1));
    case "alt":
      return el.options.map((o) => firstsOf([...o, ...els.slice(k + 1)])).reduce(union, new Set<string>());
    case "start":
      return firstsOf(els, k + 1);
    default:
      return undefined;
  }
}

function canStart(p: Pattern, t: Token | undefined): boolean {
  return p.firsts === null || (t !== undefined && p.firsts.has(t.kind === "word" ? t.value : t.text.toLowerCase()));
}

/** The phrasing matched at token `i` (and, when `whole`, ending with the tokens), or undefined. */
export function matchAt(p: Pattern, tokens: readonly Token[], i: number, whole = false): Match | undefined {
  if (!canStart(p, tokens[i])) return undefined;
  const run: Run = { tokens, slots: {}, whole };
  const end = matchSeq(p.elements, 0, null, i, run);
  return end === undefined ? undefined : { start: i, end, slots: run.slots };
}

/** The first phrasing that matches all of `tokens`. */
export function matchWhole<P extends { readonly pattern: Pattern }>(phrases: readonly P[], tokens: readonly Token[]): { phrase: P; match: Match } | undefined {
  for (const phrase of phrases) {
    const match = matchAt(phrase.pattern, tokens, 0, true);
    if (match) return { phrase, match };
  }
  return undefined;
}
