// How far a note's statement holds: clauses of a note, and the words around a statement that limit it to some cases
// (`1-6 for 🎲`) or to a condition (`if …`, `when …`). A condition on the value's own presence (`if specified`) is
// none, since a value is checked only when present; a condition that belongs to the description before a comma
// (`Data sent when the button is pressed, 1-64 bytes`) or inside parentheses does not reach past them.
import type { Token } from "./lexicon.ts";
import { matchAt, type Match } from "./phrase.ts";
import { CASE_WORDS, CONDITION_WORDS, OWN_ABSENCE, OWN_PRESENCE } from "./phrase-book.ts";

/** `in length`, `in size`: how a bound is measured, not a case. */
const MEASURES = new Set([
  "length",
  "size",
  "total",
  "bytes",
  "characters",
  "utf-8",
  "utf-16",
  "seconds",
  "meters",
  "degrees",
]);

/**
 * `condition`: the statement stands in a condition or after one that opens the clause (`If X, 1-64`, `if more than
 * 30 seconds …`); `conditional`: a condition follows it (`At most 100 if the bot is verified`), which only that
 * statement is under.
 */
export type Scope = "all" | "case" | "condition" | "conditional" | "absent";

/** Words a `.` abbreviates rather than ends a sentence after (`max. 100`, `e.g.`, `i.e.`). */
const ABBREVIATED = new Set(["max", "min", "approx", "incl", "e", "g", "i", "etc", "vs"]);

/** Clauses: separated by `;`, and by a `.` that ends a sentence; each with its offset in the note's tokens. */
export function clausesOf(tokens: readonly Token[]): { tokens: Token[]; offset: number }[] {
  const out: { tokens: Token[]; offset: number }[] = [{ tokens: [], offset: 0 }];
  tokens.forEach((t, i) => {
    const next = tokens[i + 1];
    const before = tokens[i - 1];
    const abbreviation = before?.kind === "word" && ABBREVIATED.has(before.value) && next;
    // `[1; 100]`: a semicolon between the numbers of an interval ends no clause.
    const interval = before?.kind === "number" && next?.kind === "number" && /^[[(]$/.test(tokens[i - 2]?.text ?? "");
    const ends = (t.text === ";" && !interval) || (t.text === "." && !abbreviation && (!next || next.start > t.end));
    if (ends) out.push({ tokens: [], offset: i + 1 });
    else out.at(-1)?.tokens.push(t);
  });
  return out.filter((c) => c.tokens.length > 0);
}

/** For each token of a clause, the depth of parentheses it stands in (0 outside). */
function depths(clause: readonly Token[]): number[] {
  let depth = 0;
  return clause.map((t) => {
    if (t.text === "(") return ++depth;
    if (t.text === ")") return depth--;
    return depth;
  });
}

function ownPresence(clause: readonly Token[], i: number): Match | undefined {
  for (const p of OWN_PRESENCE) {
    const m = matchAt(p, clause, i);
    if (m) return m;
  }
  return undefined;
}

function isCondition(clause: readonly Token[], i: number): boolean {
  const t = clause[i];
  return t?.kind === "word" && CONDITION_WORDS.has(t.value) && ownPresence(clause, i) === undefined;
}

/**
 * What every statement of a clause asks of the words before it, found in one pass: for each token the nearest
 * condition before it at its depth or shallower, the last comma before it at its depth, and the condition that opens
 * the clause (`If X, 1-64`), if one does. Linear in the clause (a binary search per token), however many statements.
 */
export interface ClauseFacts {
  readonly clause: readonly Token[];
  readonly depth: readonly number[];
  readonly nearestCondition: readonly number[];
  readonly lastComma: readonly number[];
  readonly opener: number;
  /**
   * A condition of the value's own absence that opens the clause (`If omitted, …`), if one does: the tokens it reaches,
   * from it to the second comma at its depth (`If omitted, the server picks 1-10, …`), else none ([-1, -1]).
   */
  readonly absence: readonly [number, number];
}

export function clauseFacts(clause: readonly Token[]): ClauseFacts {
  const depth = depths(clause);
  const nearestCondition: number[] = [];
  const lastComma: number[] = [];
  const commaAt = new Map<number, number>();
  // Conditions seen, their depths increasing from the bottom: a later one at the same depth or shallower hides those
  // deeper than it from every later token.
  const stack: number[] = [];
  let opener = -1;
  let absence = -1;
  let absenceEnd = -1;
  let commasAfterAbsence = 0;
  let firstWord = true;
  clause.forEach((t, i) => {
    const d = depth[i] ?? 0;
    nearestCondition.push(nearestAtMost(stack, depth, d));
    lastComma.push(commaAt.get(d) ?? -1);
    if (t.text === ",") commaAt.set(d, i);
    if (absence >= 0 && absenceEnd < 0 && t.text === "," && d <= (depth[absence] ?? 0) && ++commasAfterAbsence === 2)
      absenceEnd = i;
    const condition = isCondition(clause, i);
    if (firstWord && t.kind === "word" && t.value !== "only" && t.value !== "and") {
      firstWord = false;
      // `If no value is given, …`: the value's own absence, though its words are a condition's.
      if (matchAt(OWN_ABSENCE, clause, i)) absence = i;
      else if (condition) opener = i;
    }
    if (!condition) return;
    while (stack.length > 0 && (depth[stack.at(-1) as number] ?? 0) >= d) stack.pop();
    stack.push(i);
  });
  const reach: [number, number] = absence < 0 ? [-1, -1] : [absence, absenceEnd < 0 ? clause.length : absenceEnd];
  return { clause, depth, nearestCondition, lastComma, opener, absence: reach };
}

/** The topmost index on the stack whose depth is at most `d` (depths increase up the stack), or -1. */
function nearestAtMost(stack: readonly number[], depth: readonly number[], d: number): number {
  let lo = 0;
  let hi = stack.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if ((depth[stack[mid] as number] ?? 0) <= d) ((found = stack[mid] as number), (lo = mid + 1));
    else hi = mid - 1;
  }
  return found;
}

/**
 * A condition before the statement that reaches it: the nearest one at its depth or shallower, when no comma at its
 * depth stands between them; or one that opens the clause (`If X, 1-64`), which governs what follows its comma.
 */
function conditionBefore(facts: ClauseFacts, m: Match): Scope | undefined {
  const near = facts.nearestCondition[m.start] ?? -1;
  // In the condition's own words (`if banned for less than 30 seconds`): what the condition says, not the value.
  if (near >= 0 && (facts.lastComma[m.start] ?? -1) < near) return "condition";
  const o = facts.opener;
  // After the comma of a condition that opens the clause (`If X, 1-64`): the statement is under it.
  return o >= 0 && o < m.start && (facts.depth[o] ?? 0) <= (facts.depth[m.start] ?? 0) ? "conditional" : undefined;
}

/** How the words around a statement limit it: not at all, to some cases (`for …`), or to a condition (`if …`). */
export function scopeOf(facts: ClauseFacts, m: Match, alternatives = true): Scope {
  const clause = facts.clause;
  const before = conditionBefore(facts, m);
  if (before) return before;
  // `If omitted, the server picks 1-10`: said of the value left out, which no bound holds (a default does).
  if (facts.absence[0] >= 0 && facts.absence[0] < m.start && m.start < facts.absence[1]) return "absent";
  // `Count, for supergroups up to 200000`: a case said right before the statement, with no comma between, bounds
  // that case only (a case that opens the clause and a comma after it says when the value is there: below).
  if (caseRightBefore(facts, m)) return "case";
  // `0 (off) or 60-86400`, `-1 means unlimited; otherwise 1-10`, `1-64 characters, or empty to remove`: one of two
  // alternatives, the other a value of its own; what the statement bounds is one case.
  if (alternatives && alternativeAround(clause, m)) return "case";
  // `For text messages, the actual text, 0-4096 characters`: a clause that opens with a case says when the value is
  // there at all, and what it states holds whenever it is; a case after a statement (`0-200 for quiz polls`) does not.
  let j = m.end;
  while (clause[j]?.text === "," || clause[j]?.text === "(") j++;
  const next = clause[j];
  if (next?.kind !== "word") return "all";
  if (isCondition(clause, j)) return "conditional";
  if (ownPresence(clause, j)) return "all";
  // `in length` is how it is measured; `in which case …` tells what the value means.
  if (next.value === "in" && (MEASURES.has(clause[j + 1]?.value ?? "") || clause[j + 1]?.value === "which"))
    return "all";
  // `for example 20` after a statement gives an example, not a case of it.
  if (next.value === "for" && EXAMPLE_NOUNS.has(clause[j + 1]?.value ?? "")) return "all";
  // `\`a\`, for now`, `in this version`: when the statement holds, which is every value of this version.
  if (NOW.some((words) => words.every((w, k) => clause[j + k]?.value === w))) return "all";
  return CASE_WORDS.has(next.value) ? "case" : "all";
}

/** Whether the words since the last comma before the statement open with a case (`for supergroups up to 200000`). */
function caseRightBefore(facts: ClauseFacts, m: Match): boolean {
  const k = (facts.lastComma[m.start] ?? -1) + 1;
  const t = facts.clause[k];
  // `in [1, 100]`, `in 1-60`: the values the bound is in, no case; a case names something between.
  if (k + 1 >= m.start || t?.kind !== "word" || !CASE_WORDS.has(t.value) || facts.clause[k + 1]?.kind !== "word")
    return false;
  const next = facts.clause[k + 1]?.value ?? "";
  if (MEASURES.has(next) || EXAMPLE_NOUNS.has(next)) return false;
  return !NOW.some((words) => words.every((w, i) => facts.clause[k + i]?.value === w));
}

/** Words of time after a statement that say it holds now, in this version: no case of the value. */
const NOW: readonly (readonly string[])[] = [
  ["for", "now"],
  ["for", "the", "moment"],
  ["for", "the", "time", "being"],
  ["in", "this", "version"],
  ["in", "the", "current", "version"],
];

/** Words that say the statement is the other case (`otherwise 1-10`, `else 60-86400`). */
const OTHER_CASE = new Set(["otherwise", "else"]);

/**
 * Whether the statement is one of alternatives: after `otherwise`, after something and `or`, or before `or` and
 * something that is not the value's own absence (`at least 1, or omitted` is no alternative).
 */
function alternativeAround(clause: readonly Token[], m: Match): boolean {
  let i = m.start - 1;
  while (clause[i]?.text === "," || clause[i]?.text === "(") i--;
  const before = clause[i];
  if (before?.kind === "word" && (OTHER_CASE.has(before.value) || (before.value === "or" && i > 0))) return true;
  let j = m.end;
  while (clause[j]?.text === "," || clause[j]?.text === ")") j++;
  return clause[j]?.value === "or" && clause[j + 1] !== undefined && !ownPresence(clause, j + 1);
}

/** `for example`, `for instance`: an example follows, not a case. */
const EXAMPLE_NOUNS = new Set(["example", "instance"]);
