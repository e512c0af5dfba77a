// Phrasings: a small pattern language over tokens, so that the phrase book is a table of sentences, not regexes.
//   word        a word (any case) or a punctuation mark, as written
//   [a b]       optional sequence          (a b|c)   alternatives
//   {slot}      a slot read by its reader; `{num:max}` names the capture
//   {...name}   the fewest tokens (at least one) that let the rest match
//   ^  $        the start and the end of the clause
//   &w          a word or mark that must come next, left to what follows (`long (&,|$)`)
//   \( \) \[ \] \{ \}  a parenthesis, bracket or brace as written
// Matching is linear in the tokens for each phrasing: slots read deterministically, only [..] and (..) backtrack.
import type { Token } from "./lexicon.ts";
import { candidates, keyOf } from "./phrase-index.ts";
import { READERS, type Reader, type SlotValue } from "./slots.ts";

export type { SlotValue } from "./slots.ts";

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
  | { readonly kind: "peek"; readonly value: string }
  | { readonly kind: "start" };

/** How a match can start: with one of these words or marks, or where one of these slots reads something. */
interface Firsts {
  readonly lits: ReadonlySet<string>;
  readonly slots: ReadonlySet<string>;
}

export interface Pattern {
  readonly source: string;
  readonly elements: readonly Element[];
  /** How a match can start; null when it can start anywhere (a lazy text or an end first). */
  readonly firsts: Firsts | null;
}

/** Compiles a phrasing; a malformed one is a bug in the book and throws at load time. */
export function compile(source: string): Pattern {
  if (/\\(?![[\]()^${}])/.test(source))
    throw new Error(`a backslash escapes only ( ) [ ] ^ $ { } in phrasing "${source}"`);
  const words = source.match(/\\[[\]()^${}]|\{[^}]+\}|[[\]()|]|[^\s[\]()|{}\\]+/g) ?? [];
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
      return {
        kind: "slot",
        reader: slot[1] ?? "",
        name: slot[2] ?? slot[1] ?? "",
      };
    }
    if (w.startsWith("\\")) return { kind: "lit", value: w.slice(1) };
    if (w.startsWith("&") && w.length > 1) return { kind: "peek", value: w.slice(1).toLowerCase() };
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
type Read = ReturnType<Reader>;

/**
 * What each slot reader read at each position of a token list: a clause is tried by every phrasing at every position,
 * and many phrasings read the same slot at the same place; a reader depends on the tokens and the position alone.
 */
const READS = new WeakMap<readonly Token[], Map<string, (Read | null)[]>>();

function read(reader: string, tokens: readonly Token[], i: number): Read {
  let memo = READS.get(tokens);
  if (!memo) READS.set(tokens, (memo = new Map()));
  let at = memo.get(reader);
  if (!at) memo.set(reader, (at = []));
  const known = at[i];
  if (known !== undefined) return known ?? undefined;
  const r = (READERS[reader] as Reader)(tokens, i);
  at[i] = r ?? null;
  return r;
}

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
  if (k === els.length)
    return rest ? matchSeq(rest.els, rest.k, rest.next, i, run) : !run.whole || i === run.tokens.length ? i : undefined;
  const el = els[k] as Element;
  const tokens = run.tokens;
  switch (el.kind) {
    case "lit":
      return litMatches(tokens[i], el.value) ? matchSeq(els, k + 1, rest, i + 1, run) : undefined;
    case "slot": {
      const r = read(el.reader, tokens, i);
      if (!r) return undefined;
      const end = matchSeq(els, k + 1, rest, r.end, run);
      if (end !== undefined) run.slots[el.name] = r.value;
      return end;
    }
    case "opt":
      return matchSeq(el.body, 0, { els, k: k + 1, next: rest }, i, run) ?? matchSeq(els, k + 1, rest, i, run);
    case "end":
      return i === tokens.length ? matchSeq(els, k + 1, rest, i, run) : undefined;
    case "peek":
      return litMatches(tokens[i], el.value) ? matchSeq(els, k + 1, rest, i, run) : undefined;
    case "lazy": {
      // Where what follows is only words up to the end (`{...intro} : $`), it can start at one place only: trying
      // every place would make a match quadratic in a long paragraph.
      const tail = anchoredTail(els, k + 1, rest, run.whole);
      const first = tail === undefined ? i + 1 : Math.max(i + 1, tokens.length - tail);
      for (let j = first; j <= tokens.length; j++) {
        const end = matchSeq(els, k + 1, rest, j, run);
        if (end !== undefined) {
          run.slots[el.name] = {
            kind: "text",
            text: tokens
              .slice(i, j)
              .map((x) => x.text)
              .join(" "),
            tokens: tokens.slice(i, j),
          };
          return end;
        }
      }
      return undefined;
    }
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

/**
 * How many tokens els[k…] and the rest take when they are only words and the end (`$`), and the end or a whole match
 * fixes where they stop; undefined otherwise (a slot, an option or an alternative has no one length).
 */
function anchoredTail(els: readonly Element[], k: number, rest: Rest | null, whole: boolean): number | undefined {
  let n = 0;
  let anchored = whole;
  for (let r: Rest | null = { els, k, next: rest }; r; r = r.next)
    for (let x = r.k; x < r.els.length; x++) {
      const e = r.els[x] as Element;
      if (e.kind === "lit") n++;
      else if (e.kind === "end") anchored = true;
      else return undefined;
    }
  return anchored ? n : undefined;
}

/** How a match of els[k…] can start; undefined when it can start anywhere. */
function firstsOf(els: readonly Element[], k = 0): Firsts | undefined {
  const el = els[k];
  if (!el) return { lits: new Set(), slots: new Set() };
  const union = (a: Firsts | undefined, b: Firsts | undefined): Firsts | undefined =>
    a && b ? { lits: new Set([...a.lits, ...b.lits]), slots: new Set([...a.slots, ...b.slots]) } : undefined;
  switch (el.kind) {
    case "lit":
      return { lits: new Set(el.value === "-" ? ["-", "–", "—"] : [el.value]), slots: new Set() };
    case "slot":
      return { lits: new Set(), slots: new Set([el.reader]) };
    case "opt":
      return union(firstsOf([...el.body, ...els.slice(k + 1)]), firstsOf(els, k + 1));
    case "alt":
      return el.options
        .map((o) => firstsOf([...o, ...els.slice(k + 1)]))
        .reduce<Firsts | undefined>(union, { lits: new Set(), slots: new Set() });
    case "start":
      return firstsOf(els, k + 1);
    default:
      return undefined;
  }
}

function canStart(p: Pattern, tokens: readonly Token[], i: number): boolean {
  const f = p.firsts;
  if (f === null) return true;
  const t = tokens[i];
  if (t !== undefined && f.lits.has(keyOf(t))) return true;
  for (const slot of f.slots) if (read(slot, tokens, i) !== undefined) return true;
  return false;
}

/** The phrasing matched at token `i` (and, when `whole`, ending with the tokens), or undefined. */
export function matchAt(p: Pattern, tokens: readonly Token[], i: number, whole = false): Match | undefined {
  // A phrasing anchored at the clause's start is tried there only: its first slot is never read anywhere else.
  if (i > 0 && p.elements[0]?.kind === "start") return undefined;
  if (!canStart(p, tokens, i)) return undefined;
  const run: Run = { tokens, slots: {}, whole };
  const end = matchSeq(p.elements, 0, null, i, run);
  return end === undefined ? undefined : { start: i, end, slots: run.slots };
}

/** The first phrasing (in the book's order of precedence) that matches at token `i`, ending with the tokens when `whole`. */
export function matchFirst<P extends { readonly pattern: Pattern }>(
  phrases: readonly P[],
  tokens: readonly Token[],
  i = 0,
  whole = false,
): { phrase: P; match: Match } | undefined {
  const t = tokens[i];
  for (const k of t === undefined ? phrases.keys() : candidates(phrases, keyOf(t))) {
    const phrase = phrases[k]!;
    const match = matchAt(phrase.pattern, tokens, i, whole);
    if (match && (whole || match.end > i)) return { phrase, match };
  }
  return undefined;
}

/** The first phrasing that matches all of `tokens`. */
export function matchWhole<P extends { readonly pattern: Pattern }>(
  phrases: readonly P[],
  tokens: readonly Token[],
): { phrase: P; match: Match } | undefined {
  return matchFirst(phrases, tokens, 0, true);
}
