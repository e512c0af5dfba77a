// A note's statements applied to the type of its field or parameter: the constraints they come to, the list lengths
// on the type, the statements that reached the model (for `botspec explain`), and at most one finding, the first of:
// bounds no value meets, a reason a statement cannot be a constraint, a statement that does not fit a primitive type,
// and the note's near miss (a clause with a constraint's shape of which nothing was read).
import type { Constraints, TypeRef } from "../model/model.ts";
import { leafTypes } from "../model/types.ts";
import type { NoteStatement, NoteText } from "../parse/drafts.ts";
import { apply, applyAsLength, BARE_BOUNDS, DEFAULTS, LENGTHS, LIST_CONSTRUCTS, type Reading } from "./apply-note.ts";
import { canonical, finish, widened, withLists } from "./note-bounds.ts";

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
  /** The statements the constraints and list lengths come from, in the order of the note. */
  readonly statements: readonly NoteStatement[];
}

type Construct = NoteStatement["construct"];

/** Constructs read deliberately as no constraint. */
const DESCRIPTIVE = new Set<Construct>([
  "info",
  "non-zero",
  "null",
  "code-points",
  "multiple",
  "advice",
  "advice-bound",
  "group",
  "excluded",
  "default-prose",
  "scoped",
  "unit",
]);

/**
 * Constructs that can only speak of the value itself (a length, a default, a constant, its values): one that does not
 * fit a primitive type is a fault of the note. A bare bound or count may speak of anything (`Dice can have values 1-6`).
 */
const OF_ITSELF = new Set<Construct>([...LENGTHS, "default", "default-marked", "const", "enum", "charset", "pattern"]);

/**
 * Whether a statement speaks of the value itself: a length, a default, its values; a count all its part of the clause
 * says (`Up to 5 words` of a String: a count no length of the model measures), never one after words of another
 * subject (`Rotated up to 360 degrees by clients`).
 */
const ofItself = (st: NoteStatement): boolean =>
  OF_ITSELF.has(st.construct) || (LIST_CONSTRUCTS.has(st.construct) && st.alone === true);

/** Scopes whose statements reach no value (a condition's own words, a bound under a condition, the value left out). */
const UNREACHED_SCOPES: ReadonlySet<string> = new Set(["condition", "conditional", "absent"]);

/** A default said of the value left out reaches the model (`If omitted, 40 is used`). */
const saysDefault = (st: NoteStatement): boolean => st.scope === "absent" && DEFAULTS.has(st.construct);

export function applyNote(text: NoteText, type: TypeRef): NoteReading {
  const unit = text.statements.find((st) => st.construct === "unit" && st.scope === "all")?.unit;
  const r: Reading = {
    type,
    leaves: new Set(leafTypes(type).map((t) => t.kind)),
    out: {},
    ranges: [],
    lists: [],
    ...(unit ? { unit } : {}),
  };
  const reached: NoteStatement[] = [];
  const findings: Finding[] = [];
  const bare: NoteStatement[] = [];
  for (const st of text.statements) {
    const applied = apply(st, r);
    if (applied === false && BARE_BOUNDS.has(st.construct) && st.scope === "all") bare.push(st);
    if (applied === true) {
      if (!DESCRIPTIVE.has(st.construct) && (!UNREACHED_SCOPES.has(st.scope) || saysDefault(st))) reached.push(st);
    } else if (typeof applied === "string" || (primitive(type) && ofItself(st))) {
      const why = typeof applied === "string" ? applied : `says nothing a value of type ${kindName(type)} can hold`;
      findings.push({ start: st.start, end: st.end, message: `"${text.text.slice(st.start, st.end)}" ${why}` });
    }
  }
  // `max 128 characters, min 1`, `at least 1 and at most 100 characters`: a bare bound of a text whose note states a
  // length is a bound of that length, in its unit.
  // Never one that states again a bound the length has (`1-64 characters; 0-9`): it is no bound of that length.
  if (r.out.lengthUnit !== undefined || (r.unit !== undefined && r.leaves.has("string")))
    for (const st of bare) {
      const again =
        (st.nums.min !== undefined && r.out.minLength !== undefined) ||
        (st.nums.max !== undefined && r.out.maxLength !== undefined);
      if (again)
        findings.push({
          start: st.start,
          end: st.end,
          message: `"${text.text.slice(st.start, st.end)}" is a bound without a unit beside a length that has that bound already: not read; expected its unit (\`1-64 characters\`)`,
        });
      else if (applyAsLength(st, r) === true) reached.push(st);
    }
  // `1-64` on a String and nothing else of its length: a bound of a text that names no unit is no bound of its value,
  // and may be a length in any unit; said, never lost.
  if (r.out.lengthUnit === undefined && primitive(type) && onlyText(r))
    for (const st of bare.filter((b) => b.alone))
      findings.push({
        start: st.start,
        end: st.end,
        message: `"${text.text.slice(st.start, st.end)}" is a bound without a unit on a value of type ${kindName(type)}: not read; expected its unit (\`1-64 characters\`)`,
      });
  if (text.nearMiss) findings.push(text.nearMiss);
  findings.sort((a, b) => a.start - b.start);
  const contradiction = finish(r);
  if (contradiction) findings.unshift({ start: 0, end: text.text.length, message: `"${text.text}" ${contradiction}` });
  return {
    constraints: canonical(widened(r.out)),
    type: withLists(type, r.lists),
    // One finding a note at most: the first, so that one fault is said once.
    findings: findings.slice(0, 1),
    statements: reached,
  };
}

/** Whether every value of the type is text (a String, or a list of them): no number a bare bound could be of. */
function onlyText(r: Reading): boolean {
  return r.leaves.size > 0 && [...r.leaves].every((k) => k === "string");
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
