// What each statement of a note says of a value of a type: constraints, list lengths at a depth, or why it says
// nothing (false, or a reason such as a range that runs backwards). Each bound is kept with its scope (every value, or
// some cases); note-bounds.ts puts them together once the whole note is applied. No words are read here: the
// statements come from parse/notes.ts.
import { assertNever, type Constraints, type LengthUnit, type TypeRef } from "../model/model.ts";
import { showType } from "../model/show-type.ts";
import type { NoteStatement } from "../parse/drafts.ts";

type NoteConstruct = NoteStatement["construct"];

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

export interface Reading {
  readonly type: TypeRef;
  readonly leaves: ReadonlySet<TypeRef["kind"]>;
  readonly out: Mutable<Constraints>;
  ranges: Range[];
  lists: { depth: number; min?: number; max?: number }[];
  /** The unit the note says its lengths are in apart from their numbers (`max 64, in bytes`). */
  readonly unit?: LengthUnit;
}

/** Bounds of a value, stated of every value (`all`) or of some cases (`1-6 for 🎲`). */
export interface Range {
  readonly min?: number;
  readonly max?: number;
  readonly scope: "all" | "case";
}

/** true: read and applied (or deliberately not a constraint); false or a reason: read, but says nothing of this value. */
export type Applied = boolean | string;

const numeric = (r: Reading) => r.leaves.has("integer") || r.leaves.has("float");
const isArray = (r: Reading) =>
  r.type.kind === "array" || (r.type.kind === "union" && r.type.members.some((m) => m.kind === "array"));

const CASE_CONSTRUCTS = new Set<NoteConstruct>([
  "range",
  "range-below",
  "range-above",
  "range-open",
  "range-except",
  "max",
  "min",
  "below",
  "above",
  "range-or",
  "positive",
  "non-negative",
]);
/** The statements of a text's length. */
export const LENGTHS: ReadonlySet<NoteConstruct> = new Set<NoteConstruct>([
  "length",
  "length-max",
  "length-min",
  "length-below",
  "length-above",
  "length-non-empty",
]);
/** Counts of a list's items (`at most 10 items`); of a number, its bounds (`up to 100 users`). */
export const LIST_CONSTRUCTS: ReadonlySet<NoteConstruct> = new Set<NoteConstruct>([
  "list-length",
  "list-max",
  "list-min",
  "list-max-each",
  "list-max-per",
]);

/**
 * Which values the value takes (`one of \`a\`, \`b\``, `digits only`); what it is in one case (`Equals 0 when
 * scheduled`) tells that case, as description.
 */
const VALUE_CONSTRUCTS: ReadonlySet<NoteConstruct> = new Set<NoteConstruct>([
  "enum",
  "enum-list",
  "enum-numbers",
  "charset",
  "pattern",
]);

/** A statement applied; `scope` is its scope once conditions are set aside. */
type Applier = (st: NoteStatement, r: Reading, scope: "case" | "all") => Applied;

const said: Applier = () => true;
const list: Applier = (st, r, scope) =>
  applyList(listDepth(st.construct, r), st.nums.min ?? st.nums.n, st.nums.max ?? st.nums.n, r, scope);
/** Whose count a statement says: each item's (`4 sizes each`), the list's, or (`4 sizes per photo`) each item's where the items are lists. */
const listDepth = (construct: NoteConstruct, r: Reading): number =>
  construct === "list-max-each" ? 1 : construct === "list-max-per" && nested(r.type) ? 1 : 0;
const nested = (t: TypeRef): boolean => t.kind === "array" && t.items.kind === "array";
const range: Applier = (st, r, scope) => applyRange(st.nums.min, st.nums.max, r, scope);
const exclusive: Applier = (st, r, scope) => applyExclusive(st.nums.min, st.nums.max, r, scope);
/** An interval open at one end or both (`[0, 100)`): a strict bound of an integer is the next one in. */
const interval =
  (lowOpen: boolean, highOpen: boolean): Applier =>
  (st, r, scope) => {
    const { min, max } = st.nums;
    if (r.leaves.has("float") && numeric(r))
      return "states an interval open at one end or both, which no bound of the model holds for a Float; it is not enforced";
    if (!r.leaves.has("integer")) return false;
    const low = min === undefined ? undefined : lowOpen ? min + 1 : min;
    return applyRange(low, max === undefined ? undefined : highOpen ? max - 1 : max, r, scope);
  };
const unitOf = (st: NoteStatement, r: Reading): LengthUnit => st.unit ?? r.unit ?? "utf16";
const length = (min: (n: NoteStatement["nums"]) => number | undefined, max: typeof min): Applier => {
  // `Length: 1-10` of a list, no unit said: the list's length, as an array's length is its count of items.
  return (st, r) =>
    st.unit === undefined && r.unit === undefined && !st.ofText && isArray(r)
      ? applyList(0, min(st.nums), max(st.nums), r)
      : applyLength(min(st.nums), max(st.nums), unitOf(st, r), r);
};
// The scope given, not the statement's: a default said of the value left out (`If absent, the default \`a\` is used`)
// is applied as said of every call.
const value =
  (kind: "default" | "const"): Applier =>
  (st, r, scope) =>
    applyValue(kind, st.value, scope, r);
const values =
  (of: "string" | "number"): Applier =>
  (st, r) =>
    applyEnum(st.values, st.scope, r, of);
const none = () => undefined;
/**
 * Values in code or quotes said of a number (`\`3\`, \`6\` or \`12\`` of an Integer) are those numbers; of a
 * text, they are text.
 */
const valuesOfTheirKind: Applier = (st, r, scope) => {
  const vs = st.values;
  // `Only \`true\` is allowed` of a Boolean: the one value it spells, a constant.
  if (vs?.length === 1 && r.leaves.has("boolean") && !r.leaves.has("string") && /^(true|false)$/.test(String(vs[0])))
    return applyValue("const", vs[0], scope, r);
  const numbers = vs?.length && numeric(r) && !r.leaves.has("string") && vs.every((v) => NUMBER.test(String(v)));
  return numbers ? applyEnum(vs.map(Number), st.scope, r, "number") : applyEnum(vs, st.scope, r, "string");
};
const NUMBER = /^-?\d+(?:\.\d+)?$/;

/** What each construct does to the value's constraints: a table, one row per construct (every one: a Record). */
const APPLY: Readonly<Record<NoteConstruct, Applier>> = {
  info: said,
  advice: said,
  "advice-bound": said,
  // Groups are built with the type's fields (ir/build-types.ts), not on the value.
  group: said,
  excluded: said,
  "default-prose": said,
  scoped: said,
  bits: (st, r) => applyBits(st.nums.bits, r),
  // Wider than 32 bits (`may exceed 32 bits`, `a 64-bit integer`): the widest the model holds, unless a width is said.
  wide: (st, r) => {
    const { bits, above } = st.nums;
    const wider = bits !== undefined ? bits >= 32 : above === undefined || above >= 2 ** 31 - 1;
    if (!r.leaves.has("integer") || !wider) return true;
    r.out.integerBits ??= 52;
    return true;
  },
  // An unsigned width: 0 up to the largest value it holds, where the model's numbers hold it exactly.
  "unsigned-bits": (st, r, scope) => {
    const bits = st.nums.bits;
    if (bits === undefined || !numeric(r)) return false;
    // Wider than the model holds (`unsigned 64-bit`): from 0, as wide as the model goes.
    if (bits > 52 && r.leaves.has("integer")) r.out.integerBits = 52;
    return applyRange(0, bits <= 52 ? 2 ** bits - 1 : undefined, r, scope);
  },
  length: length(
    (n) => n.min ?? n.n,
    (n) => n.max ?? n.n,
  ),
  "length-max": length(none, (n) => n.max),
  "length-min": length((n) => n.min, none),
  "length-below": (st, r) =>
    st.nums.max === undefined ? false : applyLength(undefined, st.nums.max - 1, unitOf(st, r), r),
  "length-above": (st, r) =>
    st.nums.min === undefined ? false : applyLength(st.nums.min + 1, undefined, unitOf(st, r), r),
  "length-non-empty": (st, r) => applyLength(1, st.nums.max, unitOf(st, r), r),
  "list-length": list,
  "list-max": list,
  "list-min": list,
  "list-max-each": list,
  // `at most 4 sizes per photo` of a number is a ratio of two counts (`1 connection per chat`), not its bound.
  "list-max-per": (st, r, scope) =>
    isArray(r)
      ? list(st, r, scope)
      : numeric(r) && "says a count of one thing per another (a ratio), not a bound of the value; it is not enforced",
  range,
  "range-below": interval(false, true),
  "range-above": interval(true, false),
  "range-open": interval(true, true),
  "range-except": (st, r, scope) => {
    const { min, max, x } = st.nums;
    if (x === max) return interval(false, true)(st, r, scope);
    if (x === min) return interval(true, false)(st, r, scope);
    return numeric(r)
      ? "excludes a value inside its range, which no bound of the model holds; it is not enforced"
      : false;
  },
  max: range,
  min: range,
  "range-or": (st, r) => applyRangeOr(st.nums.min, st.nums.max, st.nums.alt, r),
  below: exclusive,
  above: exclusive,
  positive: (_, r, scope) =>
    r.leaves.has("float") && numeric(r)
      ? "states a positive Float, which no bound of the model holds (0 excluded, every value above it allowed); it is not enforced"
      : applyRange(1, undefined, r, scope),
  "non-negative": (_, r, scope) => applyRange(0, undefined, r, scope),
  "non-empty": (_, r) => applyNonEmpty(r),
  null: () => "says the value may be null, which no type of the model holds; it is not enforced",
  multiple: (_, r) =>
    numeric(r)
      ? "states a step the value keeps (a multiple, an even or odd number), which no bound of the model holds; it is not enforced"
      : false,
  unique: (_, r) =>
    isArray(r)
      ? "states that the items are distinct, which no constraint of the model holds; it is not enforced"
      : false,
  "code-points": () =>
    "counts code points, a unit of length no type of the model holds (a code point may be two UTF-16 code units); it is not enforced",
  "non-zero": (_, r) =>
    numeric(r) ? "says the value is not 0, which no bound of the model holds; it is not enforced" : true,
  default: value("default"),
  "default-marked": value("default"),
  const: value("const"),
  "const-word": value("const"),
  enum: valuesOfTheirKind,
  "enum-list": valuesOfTheirKind,
  "enum-numbers": values("number"),
  charset: (st, r) => (st.pattern === undefined ? false : applyPattern(st.pattern, r)),
  pattern: (st, r) => applyPattern(st.value, r),
  // Read before the other statements (ir/note-reading.ts): the unit of the lengths said without one.
  unit: said,
};

/** Bounds said without a unit (`min 1`, `at most 100`): of a number, or of a length a note states beside them. */
export const BARE_BOUNDS: ReadonlySet<NoteConstruct> = new Set<NoteConstruct>([
  "range",
  "min",
  "max",
  "below",
  "above",
]);

/** A bare bound applied as a length in the unit the note's other length is in (`max 128 characters, min 1`). */
export function applyAsLength(st: NoteStatement, r: Reading): Applied {
  const unit = r.out.lengthUnit ?? r.unit ?? "utf16";
  const { min, max } = st.nums;
  if (st.construct === "below") return max === undefined ? false : applyLength(undefined, max - 1, unit, r);
  if (st.construct === "above") return min === undefined ? false : applyLength(min + 1, undefined, unit, r);
  return applyLength(min, max, unit, r);
}

/** The statements that say a default (`default 40`, `\`a\` (default)`). */
export const DEFAULTS: ReadonlySet<NoteConstruct> = new Set<NoteConstruct>(["default", "default-marked"]);

/** What a statement under a condition after it says (`At most 100 if …`, `Defaults to 5 when …`): why it is not read. */
function conditional(construct: NoteConstruct, r: Reading): Applied {
  // A count under a condition bounds a list or a number; of a text, it counts something else (`by up to 90 degrees`).
  const counts = LIST_CONSTRUCTS.has(construct) && (isArray(r) || numeric(r));
  if (CASE_CONSTRUCTS.has(construct) || LENGTHS.has(construct) || counts)
    return "states a bound under a condition only: not enforced, since a validator cannot tell when the condition holds; expected the bound of every value";
  if (VALUE_CONSTRUCTS.has(construct))
    return "states the values allowed under a condition only: not enforced, since a validator cannot tell when the condition holds; expected the values of every value";
  return DEFAULTS.has(construct)
    ? "states a default under a condition only: not kept, since the default of every call is not said; expected the default of every value"
    : true;
}

/** Applies one statement; false (or why) when it says nothing about a value of this type. */
export function apply(st: NoteStatement, r: Reading): Applied {
  if (st.scope === "condition") return true;
  // A bound with a condition after it that the validators cannot test (`At most 100 if the bot is verified`): said.
  if (st.scope === "conditional") return conditional(st.construct, r);
  // Said of the value left out (`If omitted, 40 is used`): its default, and nothing of a value given.
  if (st.scope === "absent") return DEFAULTS.has(st.construct) ? APPLY[st.construct](st, r, "all") : true;
  // A bound of one case joins the hull of the cases; anything else stated of one case says nothing of the others.
  if (st.scope === "case" && !CASE_CONSTRUCTS.has(st.construct) && !LIST_CONSTRUCTS.has(st.construct))
    return LENGTHS.has(st.construct) && r.leaves.has("string")
      ? "states a length of one case only: not enforced, since a validator cannot tell that case from the others; expected the length of every value"
      : true;
  return APPLY[st.construct](st, r, st.scope);
}

function applyBits(bits: number | undefined, r: Reading): Applied {
  if (!r.leaves.has("integer")) return true;
  // Wider than 52 bits (`signed 64-bit`): 52, the widest a JSON number holds exactly, and said.
  if (bits !== undefined && bits > 52) {
    r.out.integerBits = 52;
    return `states a width of ${bits} bits, wider than the model holds: read as 52 bits, the widest a JSON number holds exactly; expected 32 or 52`;
  }
  if (bits !== 32 && bits !== 52)
    return `states a width of ${bits} bits; expected 32 or 52 (the widths the model holds)`;
  r.out.integerBits = bits;
  return true;
}

function applyLength(min: number | undefined, max: number | undefined, unit: LengthUnit, r: Reading): Applied {
  if (!r.leaves.has("string")) return false;
  const bad = badBounds(min, max, true);
  if (bad) return bad;
  // Every length stated of the value holds: the greatest minimum, the least maximum.
  if (min !== undefined) r.out.minLength = Math.max(r.out.minLength ?? min, min);
  if (max !== undefined) r.out.maxLength = Math.min(r.out.maxLength ?? max, max);
  r.out.lengthUnit = unit;
  return true;
}

/** Why a pair of bounds cannot be a constraint: a bound beyond exact integers, or a range that runs backwards. */
function badBounds(min: number | undefined, max: number | undefined, whole: boolean): string | undefined {
  for (const b of [min, max]) {
    if (b !== undefined && (whole ? !Number.isSafeInteger(b) : !Number.isFinite(b)))
      return `bound ${b} overflows; expected a number within ±2^53`;
  }
  return min !== undefined && max !== undefined && min > max
    ? `range ${min}-${max} runs backwards; expected the smaller bound first`
    : undefined;
}

/** At least one character (in any unit, so a unit stated elsewhere stands), or at least one item. */
function applyNonEmpty(r: Reading): Applied {
  if (isArray(r)) return applyList(0, 1, undefined, r);
  if (!r.leaves.has("string")) return false;
  r.out.minLength = Math.max(r.out.minLength ?? 0, 1);
  r.out.lengthUnit ??= r.unit ?? "utf16";
  return true;
}

function applyList(
  depth: number,
  min: number | undefined,
  max: number | undefined,
  r: Reading,
  scope: Range["scope"] = "all",
): Applied {
  const bad = badBounds(min, max, true);
  if (bad) return bad;
  if (depth > 0 && !nested(r.type))
    return isArray(r) ? "says a count of each item's list, but the items are no lists; it is not enforced" : false;
  if (isArray(r)) {
    r.lists.push({
      depth,
      ...(min !== undefined ? { min } : {}),
      ...(max !== undefined ? { max } : {}),
    });
    return true;
  }
  // A count of a value that is no list (`3 attempts at most`) bounds the value, in the statement's scope.
  return depth === 0 && applyRange(min, max, r, scope);
}

function applyRange(
  min: number | undefined,
  max: number | undefined,
  r: Reading,
  scope: Range["scope"] = "all",
): Applied {
  if (!numeric(r)) return isArray(r) && applyList(0, min, max, r);
  const bad = badBounds(min, max, !r.leaves.has("float"));
  if (bad) return bad;
  r.ranges.push({
    ...(min !== undefined ? { min } : {}),
    ...(max !== undefined ? { max } : {}),
    scope,
  });
  return true;
}

function applyExclusive(
  above: number | undefined,
  below: number | undefined,
  r: Reading,
  scope: Range["scope"],
): Applied {
  if (!r.leaves.has("integer") || r.leaves.has("float")) return false;
  const min = above === undefined ? undefined : above + 1;
  return applyRange(min, below === undefined ? undefined : below - 1, r, scope);
}

function applyValue(
  key: "default" | "const",
  value: string | number | boolean | undefined,
  scope: string,
  r: Reading,
): Applied {
  if (value === undefined) return false;
  const typed = spelledLiteral(value, r.type);
  if (!fits(typed, r.type))
    return `states ${JSON.stringify(value)}, which is not a value of type ${showType(r.type)}; expected a value of that type`;
  if (scope !== "all") return true;
  r.out[key] = typed;
  return true;
}

/**
 * A value written as text (`true`, `20` in backticks) for a type that takes no text: the JSON literal it spells
 * (true, 20), when that is a value of the type; else the value as read.
 */
function spelledLiteral(value: string | number | boolean, type: TypeRef): string | number | boolean {
  if (typeof value !== "string" || fits(value, type) || !/^(true|false|-?\d+(\.\d+)?)$/.test(value)) return value;
  const literal = JSON.parse(value) as number | boolean;
  return fits(literal, type) ? literal : value;
}

/** The type of the innermost items of a list, or the type itself. */
const leafOf = (type: TypeRef): TypeRef => (type.kind === "array" ? leafOf(type.items) : type);

/** Whether a value written in a note can be a value of the type (a type not shown here cannot be judged). */
function fits(value: string | number | boolean, type: TypeRef): boolean {
  switch (type.kind) {
    case "integer":
      return Number.isSafeInteger(value);
    case "float":
      return typeof value === "number";
    case "string":
      return typeof value === "string";
    case "boolean":
      return typeof value === "boolean";
    case "true":
      return value === true;
    case "literal":
      return value === type.value;
    case "array":
      return false;
    case "union":
      return type.members.some((m) => fits(value, m));
    case "ref":
    case "unknown":
      return true;
    default:
      return assertNever(type, "type reference");
  }
}

function applyEnum(
  values: readonly (string | number)[] | undefined,
  scope: string,
  r: Reading,
  kind: "string" | "number",
): Applied {
  if (values === undefined) return false;
  if (kind === "string" ? !r.leaves.has("string") : !numeric(r)) return false;
  // The first list of values stands (`one of \`a\`, \`b\`; \`a\` or \`b\`, default \`a\``).
  if (r.out.enum) return true;
  // A list of values said of a list is of its items (`Values: \`a\`, \`b\`` of an Array of String): constraints
  // apply to each leaf item.
  const misfit = values.find((v) => !fits(v, leafOf(r.type)));
  if (misfit !== undefined) return `lists ${JSON.stringify(misfit)}, which is not a value of type ${showType(r.type)}`;
  if (scope === "all") r.out.enum = values;
  return true;
}

/** A range beside one more value (`between 60 and 86400, or 0x7FFFFFFF for …`): two cases, joined by their hull. */
function applyRangeOr(min: number | undefined, max: number | undefined, alt: number | undefined, r: Reading): Applied {
  if (alt === undefined) return false;
  const range = applyRange(min, max, r, "case");
  if (range !== true) return range;
  return applyRange(alt, alt, r, "case");
}

/** A regular expression the value matches: one JSON Schema (ECMA-262, with `u`) can hold, else why not. */
function applyPattern(value: unknown, r: Reading): Applied {
  if (!r.leaves.has("string")) return false;
  if (typeof value !== "string") return "states a pattern that is not written as code; expected `^…$` in backticks";
  try {
    new RegExp(value, "u");
  } catch {
    return `states the pattern ${JSON.stringify(value)}, which is no regular expression JSON Schema can hold`;
  }
  const first = r.out.pattern;
  if (first === undefined || first === value) {
    r.out.pattern = value;
    return true;
  }
  // `Letters and digits only; must start with a letter`: both hold, one pattern with the other as a lookahead.
  const both = bothPatterns(value, first);
  if (both === undefined)
    return `states a second pattern ${JSON.stringify(value)} beside ${JSON.stringify(first)}: not enforced, since the two cannot be joined into one pattern here; expected one rule of its characters`;
  r.out.pattern = both;
  return true;
}

/**
 * Two patterns anchored at the start (`^[A-Za-z]`, `^[A-Za-z0-9_]*$`) as one that a value matches when it matches
 * both: the shorter as a lookahead (`^(?=[A-Za-z])[A-Za-z0-9_]*$`). Patterns with alternatives are not joined (an
 * anchor of one alternative would reach the other).
 */
function bothPatterns(a: string, b: string): string | undefined {
  if (!a.startsWith("^") || !b.startsWith("^") || a.includes("|") || b.includes("|")) return undefined;
  const [ahead, rest] = a.length <= b.length ? [a, b] : [b, a];
  return `^(?=${ahead.slice(1)})${rest.slice(1)}`;
}
