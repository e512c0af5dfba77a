// Notes that constrain a value, read with the phrase book: each clause is scanned left to right, the first phrasing
// that matches at a position is taken, and what it says is applied to the field's type. Statements that are
// conditional (`Always True, if …`) or scoped to some values are read and never become constraints; several ranges
// scoped to cases (`1-6 for 🎲; 1-64 for 🎰`) give their hull. Words that promise a constraint but that no phrasing
// covers become findings, which the builder turns into located warnings.
import type { Constraints, LengthUnit, TypeRef } from "../model/model.ts";
import { leafTypes } from "../model/types.ts";
import { lex, type Token } from "./lexicon.ts";
import { matchAt, type Match, type SlotValue } from "./phrase.ts";
import { CASE_WORDS, CONDITION_WORDS, NOTE_PHRASES, NOTE_TRIGGERS, type NoteConstruct } from "./phrase-book.ts";

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

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

interface Reading {
  readonly type: TypeRef;
  readonly leaves: ReadonlySet<TypeRef["kind"]>;
  readonly out: Mutable<Constraints>;
  ranges: { min?: number; max?: number }[];
  lists: { depth: number; min?: number; max?: number }[];
}

/** Clauses: separated by `;`, and by a `.` that ends a sentence. */
function clauses(tokens: Token[]): Token[][] {
  const out: Token[][] = [[]];
  tokens.forEach((t, i) => {
    const next = tokens[i + 1];
    const ends = t.text === ";" || (t.text === "." && (!next || next.start > t.end));
    if (ends) out.push([]);
    else out.at(-1)?.push(t);
  });
  return out.filter((c) => c.length > 0);
}

/** How the words around a statement limit it: not at all, to some cases (`for …`), or to a condition (`if …`). */
function scopeOf(clause: Token[], m: Match): "all" | "case" | "condition" {
  for (let i = 0; i < m.start; i++) if (CONDITION_WORDS.has(clause[i]?.value ?? "") && clause[i]?.kind === "word") return "condition";
  let j = m.end;
  while (clause[j]?.text === "," || clause[j]?.text === "(") j++;
  const next = clause[j];
  if (next?.kind !== "word") return "all";
  if (CONDITION_WORDS.has(next.value)) return "condition";
  return CASE_WORDS.has(next.value) ? "case" : "all";
}

function num(slots: Match["slots"], name: string): number | undefined {
  const s = slots[name];
  return s?.kind === "num" ? s.value : undefined;
}

function unitOf(slot: SlotValue | undefined): LengthUnit {
  return slot?.kind === "text" && /\bbytes?\b/.test(slot.text) ? "utf8" : "utf16";
}

/** Reads a note on a value of the given type. */
export function readNote(note: string, type: TypeRef): NoteReading {
  const tokens = lex(note);
  const r: Reading = { type, leaves: new Set(leafTypes(type).map((t) => t.kind)), out: {}, ranges: [], lists: [] };
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
  finish(r);
  findings.push(...uncovered(note, tokens, covered, reasons, type));
  return { constraints: canonical(r.out), type: withLists(type, r.lists), findings };
}

/** true: read and applied (or deliberately not a constraint); false or a reason: read, but says nothing of this value. */
type Applied = boolean | string;

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
  for (const phrase of NOTE_PHRASES) {
    const match = matchAt(phrase.pattern, clause, i);
    if (match && match.end > i) return { construct: phrase.construct, match };
  }
  return undefined;
}

const numeric = (r: Reading) => r.leaves.has("integer") || r.leaves.has("float");
const isArray = (r: Reading) => r.type.kind === "array" || (r.type.kind === "union" && r.type.members.some((m) => m.kind === "array"));

/** Applies one statement; false (or why) when it says nothing about a value of this type. */
function apply(construct: NoteConstruct, m: Match, scope: "all" | "case" | "condition", r: Reading): Applied {
  const s = m.slots;
  if (scope === "condition") return true;
  switch (construct) {
    case "info":
    case "advice":
    case "default-prose":
    case "scoped":
      return true;
    case "bits":
      return applyBits(num(s, "bits"), r);
    case "length":
      return applyLength(num(s, "min") ?? num(s, "n"), num(s, "max") ?? num(s, "n"), unitOf(s.unit), r);
    case "length-max":
      return applyLength(undefined, num(s, "max"), unitOf(s.unit), r);
    case "length-min":
      return applyLength(num(s, "min"), undefined, unitOf(s.unit), r);
    case "list-length":
    case "list-max":
    case "list-min":
    case "list-max-each":
      return applyList(construct === "list-max-each" ? 1 : 0, num(s, "min"), num(s, "max"), r);
    case "range":
    case "max":
    case "min":
      return applyRange(num(s, "min"), num(s, "max"), r);
    case "below":
    case "above":
      return applyExclusive(num(s, "min"), num(s, "max"), r);
    case "positive":
      return applyRange(r.leaves.has("float") ? undefined : 1, undefined, r) || r.leaves.has("float");
    case "non-negative":
      return applyRange(0, undefined, r);
    case "default":
      return applyValue("default", s.value, scope, r);
    case "const":
      return applyValue("const", s.value, scope, r);
    case "enum":
      return applyEnum(s.values, scope, r);
    case "charset":
      return applyCharset(s.charset, r);
  }
}

function applyBits(bits: number | undefined, r: Reading): boolean {
  if (!r.leaves.has("integer")) return true;
  if (bits !== 32 && bits !== 52) return false;
  r.out.integerBits = bits;
  return true;
}

function applyLength(min: number | undefined, max: number | undefined, unit: LengthUnit, r: Reading): Applied {
  if (!r.leaves.has("string")) return false;
  const bad = badBounds(min, max, true);
  if (bad) return bad;
  if (min !== undefined) r.out.minLength = min;
  if (max !== undefined) r.out.maxLength = max;
  r.out.lengthUnit = unit;
  return true;
}

/** Why a pair of bounds cannot be a constraint: a bound beyond exact integers, or a range that runs backwards. */
function badBounds(min: number | undefined, max: number | undefined, whole: boolean): string | undefined {
  for (const b of [min, max]) {
    if (b !== undefined && (whole ? !Number.isSafeInteger(b) : !Number.isFinite(b))) return `bound ${b} overflows; expected a number within ±2^53`;
  }
  return min !== undefined && max !== undefined && min > max ? `range ${min}-${max} runs backwards; expected the smaller bound first` : undefined;
}

function applyList(depth: number, min: number | undefined, max: number | undefined, r: Reading): Applied {
  const bad = badBounds(min, max, true);
  if (bad) return bad;
  if (isArray(r)) {
    r.lists.push({ depth, ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}) });
    return true;
  }
  return depth === 0 && applyRange(min, max, r);
}

function applyRange(min: number | undefined, max: number | undefined, r: Reading): Applied {
  if (!numeric(r)) return isArray(r) && applyList(0, min, max, r);
  const bad = badBounds(min, max, !r.leaves.has("float"));
  if (bad) return bad;
  r.ranges.push({ ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}) });
  return true;
}

function applyExclusive(above: number | undefined, below: number | undefined, r: Reading): Applied {
  if (!r.leaves.has("integer") || r.leaves.has("float")) return false;
  return applyRange(above === undefined ? undefined : above + 1, below === undefined ? undefined : below - 1, r);
}

function applyValue(key: "default" | "const", slot: SlotValue | undefined, scope: string, r: Reading): boolean {
  if (slot?.kind !== "value") return false;
  if (scope !== "all") return true;
  r.out[key] = slot.value;
  return true;
}

function applyEnum(slot: SlotValue | undefined, scope: string, r: Reading): boolean {
  if (slot?.kind !== "values" || !r.leaves.has("string")) return false;
  if (scope === "all") r.out.enum = slot.values;
  return true;
}

function applyCharset(slot: SlotValue | undefined, r: Reading): boolean {
  if (slot?.kind !== "text" || !r.leaves.has("string")) return false;
  r.out.pattern = slot.text;
  return true;
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
  if (leading.length >= 2 && rest.every((c) => /^otherwise\b/i.test(c))) r.out.enum = leading.map((c) => /^`([^`]+)`/.exec(c)?.[1] ?? "");
}

const KEY_ORDER: readonly (keyof Constraints)[] = ["enum", "const", "minLength", "maxLength", "lengthUnit", "minimum", "maximum", "integerBits", "pattern", "default"];

/** Constraints with their keys in the model's order, so that output does not depend on the order of the note. */
function canonical(c: Constraints): Constraints {
  return Object.fromEntries(KEY_ORDER.filter((k) => c[k] !== undefined).map((k) => [k, c[k]]));
}

/** Several ranges (scoped to cases) give their hull; a lone bound is kept as stated. */
function finish(r: Reading): void {
  if (r.ranges.length === 0) return;
  const mins = r.ranges.map((x) => x.min);
  const maxs = r.ranges.map((x) => x.max);
  if (mins.every((x) => x !== undefined)) r.out.minimum = Math.min(...(mins as number[]));
  else if (r.ranges.length === 1 || mins.some((x) => x !== undefined)) setIf(r.out, "minimum", mins.find((x) => x !== undefined));
  if (maxs.every((x) => x !== undefined)) r.out.maximum = Math.max(...(maxs as number[]));
  else setIf(r.out, "maximum", r.ranges.length === 1 ? maxs[0] : undefined);
  if (r.out.minimum !== undefined && r.out.maximum !== undefined && r.out.minimum > r.out.maximum) delete r.out.maximum;
}

function setIf(out: Mutable<Constraints>, key: "minimum" | "maximum", value: number | undefined): void {
  if (value !== undefined) out[key] = value;
}

/** The array at `depth` (0: the value itself, 1: its items) gets the stated bounds. */
function withLists(type: TypeRef, lists: Reading["lists"]): TypeRef {
  if (lists.length === 0) return type;
  const apply = (t: TypeRef, depth: number): TypeRef => {
    if (t.kind === "union" && depth === 0) return { ...t, members: t.members.map((m) => apply(m, 0)) };
    if (t.kind !== "array") return t;
    const mine = lists.filter((l) => l.depth === depth);
    const min = mine.map((l) => l.min).find((x) => x !== undefined);
    const max = mine.map((l) => l.max).find((x) => x !== undefined);
    return { ...t, items: apply(t.items, depth + 1), ...(min !== undefined ? { minItems: min } : {}), ...(max !== undefined ? { maxItems: max } : {}) };
  };
  return apply(type, 0);
}

function uncovered(note: string, tokens: Token[], covered: Uint8Array, reasons: Map<number, string>, type: TypeRef): Finding[] {
  const out: Finding[] = [];
  for (let i = 0; i < tokens.length; i++) {
    if (covered[i] === 1 || (covered[i] === 2 && !primitive(type))) continue;
    const reason = reasons.get(i);
    const trigger = covered[i] === 2 || NOTE_TRIGGERS.some((p) => matchAt(p, tokens, i));
    if (!trigger && !reason) continue;
    const t = tokens[i] as Token;
    const what = reason ?? (covered[i] === 2 ? `says nothing this reader can apply to a ${kindName(type)}` : "matches no phrasing of the phrase book");
    let j = i;
    const failed = covered[i];
    while (j + 1 < tokens.length && (failed === 2 ? covered[j + 1] === 2 && !reasons.has(j + 1) : covered[j + 1] === 0 && tokens[j + 1]?.kind !== "punct")) j++;
    const end = (tokens[j] as Token).end;
    out.push({ start: t.start, end, message: `"${note.slice(t.start, end)}" ${what}` });
    i = j;
  }
  return out;
}

/** Whether the type's values are primitives, so that a statement which does not fit them is a fault of the note. */
function primitive(type: TypeRef): boolean {
  return leafTypes(type).every((t) => t.kind !== "ref" && t.kind !== "unknown");
}

function kindName(type: TypeRef): string {
  return type.kind === "array" ? "list" : type.kind === "ref" ? type.name : type.kind === "integer" ? "Integer" : type.kind === "float" ? "Float" : type.kind === "string" ? "String" : type.kind;
}

/** The constraints a note puts on a value of the given type. */
export function parseConstraints(note: string, type: TypeRef): Constraints {
  return readNote(note, type).constraints;
}

/** Integer width stated in a note: `up to 52 significant bits`, `under 52 bits`, `signed 32-bit`. */
export function parseIntegerBits(note: string): 32 | 52 | undefined {
  return readNote(note, { kind: "integer" }).constraints.integerBits;
}
