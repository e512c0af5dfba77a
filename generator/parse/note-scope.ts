// How far a note's statement holds: clauses of a note, and the words around a statement that limit it to some cases
// (`1-6 for 🎲`) or to a condition (`if …`, `when …`). A condition on the value's own presence (`if specified`) is
// none, since a value is checked only when present; a condition that belongs to the description before a comma
// (`Data sent when the button is pressed, 1-64 bytes`) or inside parentheses does not reach past them.
import type { Token } from "./lexicon.ts";
import { matchAt, type Match } from "./phrase.ts";
import { CASE_WORDS, CONDITION_WORDS, OWN_PRESENCE } from "./phrase-book.ts";

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

export type Scope = "all" | "case" | "condition";

/** Words a `.` abbreviates rather than ends a sentence after (`max. 100`, `e.g.`, `i.e.`). */
const ABBREVIATED = new Set(["max", "min", "approx", "incl", "e", "g", "i", "etc", "vs"]);

/** Clauses: separated by `;`, and by a `.` that ends a sentence; each with its offset in the note's tokens. */
export function clausesOf(tokens: readonly Token[]): { tokens: Token[]; offset: number }[] {
  const out: { tokens: Token[]; offset: number }[] = [{ tokens: [], offset: 0 }];
  tokens.forEach((t, i) => {
    const next = tokens[i + 1];
    const before = tokens[i - 1];
    const abbreviation = before?.kind === "word" && ABBREVIATED.has(before.value) && next;
    const ends = t.text === ";" || (t.text === "." && !abbreviation && (!next || next.start > t.end));
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

/** A condition before the statement that reaches it: not one closed by a comma or a parenthesis on the way. */
function conditionBefore(clause: readonly Token[], m: Match): boolean {
  const d = depths(clause);
  const here = d[m.start] ?? 0;
  for (let k = m.start - 1; k >= 0; k--) {
    if ((d[k] ?? 0) > here) continue;
    if (!isCondition(clause, k)) continue;
    const commaBetween = clause.slice(k, m.start).some((t, n) => t.text === "," && (d[k + n] ?? 0) === here);
    // `If X, 1-64`: the condition opens the clause and governs what follows its comma.
    const opens = clause.slice(0, k).every((t) => t.kind !== "word" || t.value === "only" || t.value === "and");
    if (!commaBetween || opens) return true;
  }
  return false;
}

/** How the words around a statement limit it: not at all, to some cases (`for …`), or to a condition (`if …`). */
export function scopeOf(clause: readonly Token[], m: Match): Scope {
  if (conditionBefore(clause, m)) return "condition";
  // `For text messages, the actual text, 0-4096 characters`: a clause that opens with a case says when the value is
  // there at all, and what it states holds whenever it is; a case after a statement (`0-200 for quiz polls`) does not.
  let j = m.end;
  while (clause[j]?.text === "," || clause[j]?.text === "(") j++;
  const next = clause[j];
  if (next?.kind !== "word") return "all";
  if (isCondition(clause, j)) return "condition";
  if (ownPresence(clause, j)) return "all";
  // `in length` is how it is measured; `in which case …` tells what the value means.
  if (next.value === "in" && (MEASURES.has(clause[j + 1]?.value ?? "") || clause[j + 1]?.value === "which"))
    return "all";
  return CASE_WORDS.has(next.value) ? "case" : "all";
}
