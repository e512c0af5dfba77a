// Notes that constrain a value, read with the phrase book: each clause is scanned left to right, the first phrasing
// that matches at a position is taken, and what it says is applied to the field's type. Statements that are
// conditional (`Always True, if …`) or scoped to some values are read and never become constraints; several ranges
// scoped to cases (`1-6 for 🎲; 1-64 for 🎰`) give their hull. Words that promise a constraint but that no phrasing
// covers become findings, which the builder turns into located warnings.
import type { Constraints, TypeRef } from "../model/model.ts";
import { leafTypes } from "../model/types.ts";
import { lex, type Token } from "./lexicon.ts";
import { matchAt, matchFirst, type Match } from "./phrase.ts";
import { apply, type Applied, type Reading } from "./note-apply.ts";
import { canonical, finish, withLists } from "./note-finish.ts";
import { CASE_WORDS, CONDITION_WORDS, NOTE_PHRASES, NOTE_TRIGGERS, type NoteConstruct } from "./phrase-book.ts";

/** Something in a note that looks like a constraint but was not read as one; offsets into the note. */
export interface Finding {
  readonly start: number;
  readonly end: number;
  readonly message: string;
}

export interface NoteReading {
  readonly constraints: Constraints;
  /** The type with list lengths applied to its arrays. */
  readonly type: TypeRef;
  readonly findings: readonly Finding[];
}

/** Words a `.` abbreviates rather than ends a sentence after (`max. 100`). */
const ABBREVIATED = new Set(["max", "min", "approx", "incl"]);

/** Clauses: separated by `;`, and by a `.` that ends a sentence. */
function clauses(tokens: Token[]): Token[][] {
  const out: Token[][] = [[]];
  tokens.forEach((t, i) => {
    const next = tokens[i + 1];
    const abbreviation = tokens[i - 1]?.kind === "word" && ABBREVIATED.has(tokens[i - 1]?.value ?? "") && next;
    const ends = t.text === ";" || (t.text === "." && !abbreviation && (!next || next.start > t.end));
    if (ends) out.push([]);
    else out.at(-1)?.push(t);
  });
  return out.filter((c) => c.length > 0);
}

/** How the words around a statement limit it: not at all, to some cases (`for …`), or to a condition (`if …`). */
function scopeOf(clause: Token[], m: Match): "all" | "case" | "condition" {
  for (let i = 0; i < m.start; i++)
    if (CONDITION_WORDS.has(clause[i]?.value ?? "") && clause[i]?.kind === "word") return "condition";
  let j = m.end;
  while (clause[j]?.text === "," || clause[j]?.text === "(") j++;
  const next = clause[j];
  if (next?.kind !== "word") return "all";
  if (CONDITION_WORDS.has(next.value)) return "condition";
  return CASE_WORDS.has(next.value) ? "case" : "all";
}

/** Reads a note on a value of the given type. */
export function readNote(note: string, type: TypeRef): NoteReading {
  const tokens = lex(note);
  const r: Reading = {
    type,
    leaves: new Set(leafTypes(type).map((t) => t.kind)),
    out: {},
    ranges: [],
    lists: [],
  };
  const covered = new Uint8Array(tokens.length);
  const findings: Finding[] = [];
  const reasons = new Map<number, string>();
  let offset = 0;
  for (const clause of clauses(tokens)) {
    offset = tokens.indexOf(clause[0] as Token, offset);
    readClause(clause, r, (m, applied) => {
      for (let k = m.start; k < m.end; k++) covered[offset + k] = applied === true ? 1 : 2;
      if (typeof applied === "string") reasons.set(offset + m.start, applied);
    });
    readEnumCases(clause, r);
  }
  readEnumClauses(note, r);
  const contradiction = finish(r);
  if (contradiction) findings.push({ start: 0, end: note.length, message: `"${note}" ${contradiction}` });
  findings.push(...uncovered(note, tokens, covered, reasons, type));
  return {
    constraints: canonical(r.out),
    type: withLists(type, r.lists),
    findings,
  };
}

function readClause(clause: Token[], r: Reading, mark: (m: Match, applied: Applied) => void): void {
  let i = 0;
  while (i < clause.length) {
    const found = firstPhrase(clause, i);
    if (!found) {
      i++;
      continue;
    }
    const scope = scopeOf(clause, found.match);
    const applied = apply(found.construct, found.match, scope, r);
    mark(found.match, applied);
    i = Math.max(found.match.end, i + 1);
  }
}

function firstPhrase(clause: Token[], i: number): { construct: NoteConstruct; match: Match } | undefined {
  const found = matchFirst(NOTE_PHRASES, clause, i);
  return found && { construct: found.phrase.construct, match: found.match };
}

/** A clause made only of code spans joined by commas and `or` (`\`regular\` or \`quiz\``) lists the values. */
function readEnumCases(clause: Token[], r: Reading): void {
  if (!r.leaves.has("string") || clause.length < 3 || r.out.enum) return;
  const codes = clause.filter((t) => t.kind === "code");
  const joined = clause.every((t) => t.kind === "code" || t.text === "," || t.value === "or");
  if (joined && codes.length >= 2 && clause.some((t) => t.value === "or")) r.out.enum = codes.map((t) => t.value);
}

/** Clauses that each start with a value (`\`quiz\` allows …; \`regular\` only …; otherwise any`). */
function readEnumClauses(note: string, r: Reading): void {
  if (!r.leaves.has("string") || r.out.enum) return;
  const parts = note.split(/;\s*/).map((c) => c.trim());
  const leading = parts.filter((c) => /^`[^`]+`\s/.test(c));
  const rest = parts.filter((c) => !/^`[^`]+`\s/.test(c));
  if (leading.length >= 2 && rest.every((c) => /^otherwise\b/i.test(c)))
    r.out.enum = leading.map((c) => /^`([^`]+)`/.exec(c)?.[1] ?? "");
}

function uncovered(
  note: string,
  tokens: Token[],
  covered: Uint8Array,
  reasons: Map<number, string>,
  type: TypeRef,
): Finding[] {
  const out: Finding[] = [];
  for (let i = 0; i < tokens.length; i++) {
    if (covered[i] === 1 || (covered[i] === 2 && !primitive(type))) continue;
    const reason = reasons.get(i);
    const trigger = covered[i] === 2 || NOTE_TRIGGERS.some((p) => matchAt(p, tokens, i));
    if (!trigger && !reason) continue;
    const t = tokens[i] as Token;
    const what =
      reason ??
      (covered[i] === 2
        ? `says nothing this reader can apply to a ${kindName(type)}`
        : "matches no phrasing of the phrase book");
    let j = i;
    const failed = covered[i];
    while (
      j + 1 < tokens.length &&
      (failed === 2
        ? covered[j + 1] === 2 && !reasons.has(j + 1)
        : covered[j + 1] === 0 && tokens[j + 1]?.kind !== "punct")
    )
      j++;
    const end = (tokens[j] as Token).end;
    out.push({
      start: t.start,
      end,
      message: `"${note.slice(t.start, end)}" ${what}`,
    });
    i = j;
  }
  return out;
}

/** Whether the type's values are primitives, so that a statement which does not fit them is a fault of the note. */
function primitive(type: TypeRef): boolean {
  return leafTypes(type).every((t) => t.kind !== "ref" && t.kind !== "unknown");
}

function kindName(type: TypeRef): string {
  return type.kind === "array"
    ? "list"
    : type.kind === "ref"
      ? type.name
      : type.kind === "integer"
        ? "Integer"
        : type.kind === "float"
          ? "Float"
          : type.kind === "string"
            ? "String"
            : type.kind;
}

/** The constraints a note puts on a value of the given type. */
export function parseConstraints(note: string, type: TypeRef): Constraints {
  return readNote(note, type).constraints;
}

/** Integer width stated in a note: `up to 52 significant bits`, `under 52 bits`, `signed 32-bit`. */
export function parseIntegerBits(note: string): 32 | 52 | undefined {
  return readNote(note, { kind: "integer" }).constraints.integerBits;
}
