// What a bound speaks of: the value, or another noun of the sentence. A comparison after a noun the sentence goes on
// about (`ids greater than 2^31 need …`, `channels have ids less than …`) qualifies that noun; a count had by another
// noun (`polls have 2-10 options`, `chats with 1-200 members`) counts its things. Neither is a bound of the value.
import type { Token } from "./lexicon.ts";
import { NEGATION_WORDS } from "./phrase-book.ts";

/** Bounds said by comparison (`greater than 0`, `longer than 64 characters`). */
const COMPARATIVES = new Set(["above", "below", "length-above", "length-below"]);

/** Words after which a comparison still speaks of the value (`must be greater than 0`, `values above 100`). */
const OF_THE_VALUE = new Set([
  ...["be", "is", "are", "always", "strictly", "only", "and", "or", "but", "also", "never", "not"],
  ...["value", "values", "number", "numbers", "integer", "integers", "string", "strings", "text", "length"],
]);

/** Words that make the noun after them a thing with a property (`groups with more than 200 members`). */
const HAVING = new Set(["with", "have", "has", "having", "for", "of", "hold", "holds", "contain", "contains"]);

/**
 * Whether a comparison qualifies the noun before it: that noun is followed by the comparison and then the sentence
 * goes on (`ids greater than 2^31 need …`), or is had by something (`channels have ids less than -10^12`).
 */
function qualifiesNoun(clause: readonly Token[], start: number, end: number): boolean {
  const before = clause[start - 1];
  if (before?.kind !== "word" || OF_THE_VALUE.has(before.value) || NEGATION_WORDS.has(before.value)) return false;
  return clause[end]?.kind === "word" || HAVING.has(clause[start - 2]?.value ?? "");
}

/** Counts of things (`1-100 identifiers`, `up to 200 members`). */
const COUNTS = new Set(["list-length", "list-max", "list-min"]);

/** Words that name the value itself before `of` or `with` (`a list of 1-100 ids`, `an array with 2-10 elements`). */
const THE_LIST = new Set(["list", "array", "set", "collection", "json-serialized", "it", "value", "values"]);

/**
 * Whether a count is had by another noun (`polls have 2-10 options`, `chats with 1-200 members`, `albums hold 2-10
 * media`): a count of their things, not of the value's items (`A list of 1-100 ids`, `must contain 1 to 50 names`).
 */
function countOfAnother(clause: readonly Token[], start: number): boolean {
  const verb = clause[start - 1];
  const owner = clause[start - 2];
  if (verb?.kind !== "word" || !HAVING.has(verb.value) || owner?.kind !== "word") return false;
  return !THE_LIST.has(owner.value) && !MODALS.has(owner.value);
}

const MODALS = new Set(["must", "should", "can", "may", "will", "shall", "always", "only", "to"]);

/** Whether the statement read at [start, end) of a clause speaks of another noun than the value. */
export function speaksOfAnother(construct: string, clause: readonly Token[], start: number, end: number): boolean {
  if (COMPARATIVES.has(construct)) return qualifiesNoun(clause, start, end);
  return COUNTS.has(construct) && countOfAnother(clause, start);
}
