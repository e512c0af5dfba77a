// Notes that constrain a value, read with the phrase book: each clause is scanned left to right, the first phrasing
// that matches at a position is taken, and what it says is applied to the field's type, within the scope the words
// around it give (note-scope.ts). Statements that are conditional (`Always True, if …`) never become constraints;
// ranges of two or more cases (`1-6 for 🎲; 1-64 for 🎰`) give their hull. A clause with the shape of a constraint
// (a modal or bound, then a value) from which nothing was read is a finding, which the builder turns into a warning.
import type { Constraints, TypeRef } from "../model/model.ts";
import { leafTypes } from "../model/types.ts";
import { lex, type Token } from "./lexicon.ts";
import { matchAt, matchFirst, type Match } from "./phrase.ts";
import { apply, type Applied, type Reading } from "./note-apply.ts";
import { canonical, finish, widened, withLists } from "./note-finish.ts";
import { clausesOf, scopeOf } from "./note-scope.ts";
import { READERS } from "./slots.ts";
import { CONSTRAINT_SHAPES, NOTE_PHRASES, type NoteConstruct } from "./phrase-book.ts";

/** Something in a note that looks like a constraint but was not read as one; offsets into the note. */
export interface Finding {
  readonly start: number;
  readonly end: number;
  readonly message: string;
}

/** A statement of the note that reached the constraints: its construct and its words (offsets into the note). */
export interface NoteStatement {
  readonly construct: NoteConstruct | "enum-list";
  readonly start: number;
  readonly end: number;
}

export interface NoteReading {
  readonly constraints: Constraints;
  /** The type with list lengths applied to its arrays. */
  readonly type: TypeRef;
  readonly findings: readonly Finding[];
  /** The statements the constraints and list lengths come from, in the order of the note. */
  readonly statements: readonly NoteStatement[];
}

interface ClauseResult {
  /** Something was read in the clause (a constraint, or a statement deliberately read as none). */
  read: boolean;
  /** Read, but it says nothing a value of this type can hold, or why it cannot be a constraint. */
  unfit: { construct: NoteConstruct; match: Match; why: string | false }[];
}

/** Reads a note on a value of the given type. */
export function readNote(note: string, type: TypeRef): NoteReading {
  const tokens = lex(note);
  const r: Reading = { type, leaves: new Set(leafTypes(type).map((t) => t.kind)), out: {}, ranges: [], lists: [] };
  const statements: NoteStatement[] = [];
  const findings: Finding[] = [];
  for (const { tokens: clause } of clausesOf(tokens)) {
    const result = readClause(clause, r, (construct, m) => statements.push(located(construct, clause, m)));
    if (readEnumList(clause, r)) {
      statements.push({ construct: "enum-list", start: clause[0]!.start, end: clause.at(-1)!.end });
      result.read = true;
    }
    findings.push(...clauseFindings(note, clause, result, type));
  }
  if (readEnumClauses(note, r)) statements.push({ construct: "enum-list", start: 0, end: note.length });
  const contradiction = finish(r);
  if (contradiction) findings.unshift({ start: 0, end: note.length, message: `"${note}" ${contradiction}` });
  return {
    constraints: canonical(widened(r.out)),
    type: withLists(type, r.lists),
    // One finding a note at most: the first, so that one fault is said once.
    findings: findings.slice(0, 1),
    statements,
  };
}

function located(construct: NoteConstruct, clause: readonly Token[], m: Match): NoteStatement {
  return { construct, start: clause[m.start]!.start, end: clause[m.end - 1]!.end };
}

function readClause(clause: Token[], r: Reading, record: (construct: NoteConstruct, m: Match) => void): ClauseResult {
  const result: ClauseResult = { read: false, unfit: [] };
  let i = 0;
  while (i < clause.length) {
    const found = matchFirst(NOTE_PHRASES, clause, i);
    if (!found) {
      i++;
      continue;
    }
    const { match } = found;
    const construct = found.phrase.construct;
    const applied: Applied = apply(construct, match, scopeOf(clause, match), r);
    result.read = true;
    if (applied === true && !DESCRIPTIVE.has(construct)) record(construct, match);
    if (applied !== true) result.unfit.push({ construct, match, why: applied });
    i = Math.max(match.end, i + 1);
  }
  return result;
}

/**
 * Constructs that can only speak of the value itself (a length, a default, a constant, its values): one that does not
 * fit a primitive type is a fault of the note. A bare bound or count may speak of anything (`Dice can have values 1-6`).
 */
const OF_ITSELF = new Set<NoteConstruct>(["length", "length-max", "length-min", "default", "const", "enum", "charset"]);

/** Constructs read deliberately as no constraint. */
const DESCRIPTIVE = new Set<NoteConstruct>(["info", "advice", "default-prose", "scoped"]);

/** Words before a list that make it examples rather than every value (`for example, \`h264\` or \`av01\``). */
const EXAMPLE_WORDS = new Set(["example", "instance", "e", "like", "including", "such", "other", "than"]);

/**
 * A part of a clause made only of two or more values joined by commas and a final `or`, each perhaps explained
 * (`MIME type of the content, \`text/html\` or \`video/mp4\``; `\`quiz\` or \`regular\`, defaults to \`regular\``).
 */
function readEnumList(clause: Token[], r: Reading): boolean {
  if (!r.leaves.has("string") || r.out.enum) return false;
  for (let i = 0; i < clause.length; i++) {
    if (EXAMPLE_WORDS.has(clause[i]?.value ?? "")) return false;
    if (i > 0 && (clause[i - 1]?.text !== "," || clause[i - 2]?.kind === "code")) continue;
    const read = READERS.choices2?.(clause, i);
    if (!read || read.value.kind !== "values") continue;
    const ends = read.end === clause.length || clause[read.end]?.text === ",";
    const joined = clause.slice(i, read.end).some((t) => t.value === "or");
    if (ends && joined) {
      r.out.enum = read.value.values;
      return true;
    }
  }
  return false;
}

/** Clauses that each start with a value (`\`quiz\` allows …; \`regular\` only …; otherwise any`). */
function readEnumClauses(note: string, r: Reading): boolean {
  if (!r.leaves.has("string") || r.out.enum) return false;
  const parts = note.split(/;\s*/).map((c) => c.trim());
  const leading = parts.filter((c) => /^`[^`]+`\s/.test(c));
  const rest = parts.filter((c) => !/^`[^`]+`\s/.test(c));
  if (leading.length < 2 || !rest.every((c) => /^otherwise\b/i.test(c))) return false;
  r.out.enum = leading.map((c) => /^`([^`]+)`/.exec(c)?.[1] ?? "");
  return true;
}

/**
 * What a clause leaves unread that a reader should be told of: a reason a statement cannot be a constraint, a
 * statement that does not fit a primitive type, or, when nothing at all was read, the shape of a constraint.
 */
function clauseFindings(note: string, clause: readonly Token[], result: ClauseResult, type: TypeRef): Finding[] {
  const out: Finding[] = [];
  for (const { construct, match, why } of result.unfit) {
    if (why === false && (!primitive(type) || !OF_ITSELF.has(construct))) continue;
    const what = typeof why === "string" ? why : `says nothing a value of type ${kindName(type)} can hold`;
    out.push(finding(note, clause[match.start]!, clause[match.end - 1]!, what));
  }
  if (out.length > 0 || result.read) return out;
  for (let i = 0; i < clause.length; i++) {
    if (!CONSTRAINT_SHAPES.some((p) => matchAt(p, clause, i))) continue;
    const what = "has the shape of a constraint, but matches no phrasing of the phrase book";
    return [finding(note, clause[i]!, clause.at(-1)!, what)];
  }
  return out;
}

function finding(note: string, first: Token, last: Token, what: string): Finding {
  return { start: first.start, end: last.end, message: `"${note.slice(first.start, last.end)}" ${what}` };
}

/** Whether the type's values are primitives, so that a statement which does not fit them is a fault of the note. */
function primitive(type: TypeRef): boolean {
  return leafTypes(type).every((t) => t.kind !== "ref" && t.kind !== "unknown");
}

function kindName(type: TypeRef): string {
  if (type.kind === "array") return "list";
  if (type.kind === "ref") return type.name;
  const names: Partial<Record<TypeRef["kind"], string>> = { integer: "Integer", float: "Float", string: "String" };
  return names[type.kind] ?? type.kind;
}

/** The constraints a note puts on a value of the given type. */
export function parseConstraints(note: string, type: TypeRef): Constraints {
  return readNote(note, type).constraints;
}

/** Integer width stated in a note: `up to 52 significant bits`, `under 52 bits`, `signed 32-bit`. */
export function parseIntegerBits(note: string): 32 | 52 | undefined {
  return readNote(note, { kind: "integer" }).constraints.integerBits;
}
