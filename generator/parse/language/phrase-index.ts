// Which phrasings of a book can start at a token: an index by the token's key, so that a clause is not tried against
// every phrasing at every position (most start with a word that is not there).
import type { Token } from "./lexicon.ts";

/** How a phrasing can start (phrase.ts compiles it): null when anywhere. */
interface Indexed {
  readonly pattern: {
    readonly firsts: { readonly slots: ReadonlySet<unknown>; readonly lits: ReadonlySet<string> } | null;
  };
}

/** The key a token is known by among the words and marks a phrasing can start with. */
export const keyOf = (t: Token): string => (t.kind === "word" ? t.value : t.text.toLowerCase());

/**
 * The phrasings of a book that can start at a token, by the token's key, in the book's order: those that start with
 * that word or mark, and those that start with a slot or anywhere. Built once per book and key.
 */
const CANDIDATES = new WeakMap<readonly Indexed[], Map<string, readonly number[]>>();

export function candidates(phrases: readonly Indexed[], key: string): readonly number[] {
  let byKey = CANDIDATES.get(phrases);
  if (!byKey) CANDIDATES.set(phrases, (byKey = new Map()));
  let found = byKey.get(key);
  if (!found) {
    found = phrases.flatMap(({ pattern: { firsts } }, k) =>
      firsts === null || firsts.slots.size > 0 || firsts.lits.has(key) ? [k] : [],
    );
    byKey.set(key, found);
  }
  return found;
}
