// Lists in prose (`a, b and c`, `"x" or "y"`), read once per clause however many places a phrasing tries them. A
// phrasing tried at every position of a clause asks for the list that starts at each item of a long list; read item by
// item each time, that is quadratic in the list. Here every item start of a clause is linked once to the next item
// (a chain per kind of item), so a list from any position is known in constant time, and its items are gathered only
// when a statement takes them.
import type { Token } from "./lexicon.ts";

/** Reads one item at a position: its value and where it ends. */
export type ItemReader = (tokens: readonly Token[], j: number) => { value: string; end: number } | undefined;

/** A list found at a position: how many items, where its last item ends; the items and their first tokens on demand. */
export interface ListRead {
  readonly count: number;
  readonly end: number;
  readonly items: string[];
  readonly used: Token[];
}

// `a | b`: a bar between alternatives, as a type union or a grammar writes them.
const SEPARATORS = new Set([",", "or", "and", "/", "|"]);

interface Link {
  readonly value: string;
  readonly token: Token;
  /** The next item's start, or -1. */
  readonly next: number;
  readonly count: number;
  /** Where the last item of the list from here ends. */
  readonly last: number;
}

/** Per token list and kind of item, the link at each position: undefined not yet read, null no item there. */
const CHAINS = new WeakMap<readonly Token[], Map<string, (Link | null | undefined)[]>>();

function chainsOf(tokens: readonly Token[], kind: string): (Link | null | undefined)[] {
  let byKind = CHAINS.get(tokens);
  if (!byKind) CHAINS.set(tokens, (byKind = new Map()));
  let links = byKind.get(kind);
  if (!links) byKind.set(kind, (links = []));
  return links;
}

/** Up to two separators after an item (`, or`): where the next item would start, or -1 when none follows. */
function afterSeparators(tokens: readonly Token[], j: number): number {
  let k = j;
  while (k < tokens.length && SEPARATORS.has(tokens[k]?.value ?? "") && k - j < 2) k++;
  return k === j ? -1 : k;
}

/** Words before an item that say when it came (`or the new \`c\``, `, or (since 9.3) \`c\``, `and, from 9.3, \`c\``). */
const NEW_WORDS = new Set(["new", "newly", "also"]);
const SINCE_WORDS = new Set(["since", "from"]);

/** Where the item after a remark on it starts; k when there is none (the item reader decides what stands there). */
export function afterRemark(tokens: readonly Token[], k: number): number {
  let j = k;
  if (tokens[j]?.value === "the" && NEW_WORDS.has(tokens[j + 1]?.value ?? "")) j += 2;
  else if (NEW_WORDS.has(tokens[j]?.value ?? "") && tokens[j]?.kind === "word") j += 1;
  // A parenthesis of a few words (`(since 9.3)`, `(new)`).
  if (tokens[j]?.text === "(") {
    let close = j + 1;
    while (close <= j + 6 && close < tokens.length && tokens[close]?.text !== ")" && tokens[close]?.text !== "(")
      close++;
    if (tokens[close]?.text === ")") j = close + 1;
  }
  // `, from 9.3, `: when, between commas.
  if (tokens[j - 1]?.text === "," && SINCE_WORDS.has(tokens[j]?.value ?? "") && tokens[j + 1]?.kind === "number")
    j += tokens[j + 2]?.text === "," ? 3 : 2;
  return j;
}

/** Links the items from `i` on until one already linked (or no item): each position is read once per clause. */
function link(tokens: readonly Token[], i: number, kind: string, item: ItemReader): Link | undefined {
  const links = chainsOf(tokens, kind);
  const path: { at: number; value: string; end: number; next: number }[] = [];
  for (let p = i; p >= 0 && links[p] === undefined;) {
    const read = item(tokens, p);
    if (!read) {
      links[p] = null;
      break;
    }
    const next = afterSeparators(tokens, read.end);
    path.push({ at: p, value: read.value, end: read.end, next });
    p = next;
  }
  for (let m = path.length - 1; m >= 0; m--) {
    const e = path[m] as (typeof path)[number];
    const after = e.next >= 0 ? links[e.next] : null;
    links[e.at] = after
      ? { value: e.value, token: tokens[e.at] as Token, next: e.next, count: 1 + after.count, last: after.last }
      : { value: e.value, token: tokens[e.at] as Token, next: -1, count: 1, last: e.end };
  }
  return links[i] ?? undefined;
}

/** The list of items of `kind` starting at `i`, or undefined when no item starts there. */
export function readList(tokens: readonly Token[], i: number, kind: string, item: ItemReader): ListRead | undefined {
  const first = link(tokens, i, kind, item);
  if (!first) return undefined;
  const links = chainsOf(tokens, kind);
  let gathered: { items: string[]; used: Token[] } | undefined;
  const gather = () => {
    if (gathered) return gathered;
    gathered = { items: [], used: [] };
    for (let l: Link | null | undefined = first; l; l = l.next >= 0 ? links[l.next] : undefined) {
      gathered.items.push(l.value);
      gathered.used.push(l.token);
    }
    return gathered;
  };
  return {
    count: first.count,
    end: first.last,
    get items() {
      return gather().items;
    },
    get used() {
      return gather().used;
    },
  };
}
