// What each note construct says of a value of a type: constraints, list lengths at a depth, or why it says nothing
// (false, or a reason such as a range that runs backwards). Ranges scoped to cases are joined by their hull.
import type { Constraints, LengthUnit, TypeRef } from "../model/model.ts";
import type { Match, SlotValue } from "./phrase.ts";
import type { NoteConstruct } from "./phrase-book.ts";

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

export interface Reading {
  readonly type: TypeRef;
  readonly leaves: ReadonlySet<TypeRef["kind"]>;
  readonly out: Mutable<Constraints>;
  ranges: { min?: number; max?: number }[];
  lists: { depth: number; min?: number; max?: number }[];
}

function num(slots: Match["slots"], name: string): number | undefined {
  const s = slots[name];
  return s?.kind === "num" ? s.value : undefined;
}

function unitOf(slot: SlotValue | undefined): LengthUnit {
  return slot?.kind === "text" && /\bbytes?\b/.test(slot.text) ? "utf8" : "utf16";
}

/** true: read and applied (or deliberately not a constraint); false or a reason: read, but says nothing of this value. */
export type Applied = boolean | string;

const numeric = (r: Reading) => r.leaves.has("integer") || r.leaves.has("float");
const isArray = (r: Reading) =>
  r.type.kind === "array" || (r.type.kind === "union" && r.type.members.some((m) => m.kind === "array"));

/** Applies one statement; false (or why) when it says nothing about a value of this type. */
export function apply(construct: NoteConstruct, m: Match, scope: "all" | "case" | "condition", r: Reading): Applied {
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
    if (b !== undefined && (whole ? !Number.isSafeInteger(b) : !Number.isFinite(b)))
      return `bound ${b} overflows; expected a number within ±2^53`;
  }
  return min !== undefined && max !== undefined && min > max
    ? `range ${min}-${max} runs backwards; expected the smaller bound first`
    : undefined;
}

function applyList(depth: number, min: number | undefined, max: number | undefined, r: Reading): Applied {
  const bad = badBounds(min, max, true);
  if (bad) return bad;
  if (isArray(r)) {
    r.lists.push({
      depth,
      ...(min !== undefined ? { min } : {}),
      ...(max !== undefined ? { max } : {}),
    });
    return true;
  }
  return depth === 0 && applyRange(min, max, r);
}

function applyRange(min: number | undefined, max: number | undefined, r: Reading): Applied {
  if (!numeric(r)) return isArray(r) && applyList(0, min, max, r);
  const bad = badBounds(min, max, !r.leaves.has("float"));
  if (bad) return bad;
  r.ranges.push({
    ...(min !== undefined ? { min } : {}),
    ...(max !== undefined ? { max } : {}),
  });
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

const KEY_ORDER: readonly (keyof Constraints)[] = [
  "enum",
  "const",
  "minLength",
  "maxLength",
  "lengthUnit",
  "minimum",
  "maximum",
  "integerBits",
  "pattern",
  "default",
];

/** Constraints with their keys in the model's order, so that output does not depend on the order of the note. */
export function canonical(c: Constraints): Constraints {
  return Object.fromEntries(KEY_ORDER.filter((k) => c[k] !== undefined).map((k) => [k, c[k]]));
}

/** Several ranges (scoped to cases) give their hull; a lone bound is kept as stated. */
export function finish(r: Reading): void {
  if (r.ranges.length === 0) return;
  const mins = r.ranges.map((x) => x.min);
  const maxs = r.ranges.map((x) => x.max);
  if (mins.every((x) => x !== undefined)) r.out.minimum = Math.min(...(mins as number[]));
  else if (r.ranges.length === 1 || mins.some((x) => x !== undefined))
    setIf(
      r.out,
      "minimum",
      mins.find((x) => x !== undefined),
    );
  if (maxs.every((x) => x !== undefined)) r.out.maximum = Math.max(...(maxs as number[]));
  else setIf(r.out, "maximum", r.ranges.length === 1 ? maxs[0] : undefined);
  if (r.out.minimum !== undefined && r.out.maximum !== undefined && r.out.minimum > r.out.maximum) delete r.out.maximum;
}

function setIf(out: Mutable<Constraints>, key: "minimum" | "maximum", value: number | undefined): void {
  if (value !== undefined) out[key] = value;
}

/** The array at `depth` (0: the value itself, 1: its items) gets the stated bounds. */
export function withLists(type: TypeRef, lists: Reading["lists"]): TypeRef {
  if (lists.length === 0) return type;
  const apply = (t: TypeRef, depth: number): TypeRef => {
    if (t.kind === "union" && depth === 0) return { ...t, members: t.members.map((m) => apply(m, 0)) };
    if (t.kind !== "array") return t;
    const mine = lists.filter((l) => l.depth === depth);
    const min = mine.map((l) => l.min).find((x) => x !== undefined);
    const max = mine.map((l) => l.max).find((x) => x !== undefined);
    return {
      ...t,
      items: apply(t.items, depth + 1),
      ...(min !== undefined ? { minItems: min } : {}),
      ...(max !== undefined ? { maxItems: max } : {}),
    };
  };
  return apply(type, 0);
}
