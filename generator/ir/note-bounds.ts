// What a note's statements come to once all are read: the bounds (those of every value together, those of cases
// by their hull), the constraints in the model's key order, and list lengths put on the arrays of the type.
import type { Constraints, TypeRef } from "../model/model.ts";
import type { Range, Reading } from "./apply-note.ts";

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

/**
 * The bounds of the value: those stated of every value hold together (`at least 2, at most 9`); ranges stated of
 * some cases are joined by their hull, with the bounds of every value as one more case (`1-64; 1-6 for 🎲` is 1-64,
 * `1-10; 1-20 for premium chats` is 1-20): a validator must never refuse a value some case allows.
 */
export function finish(r: Reading): string | undefined {
  if (r.ranges.length === 0) return undefined;
  let all = r.ranges.filter((x) => x.scope === "all");
  let cases = r.ranges.filter((x) => x.scope === "case");
  // Whole ranges that no value meets together are cases of one statement (`price in Stars must be between 5 and
  // 100000, and price in nanotoncoins must be between 10000000 and 10000000000000`): their hull.
  if (all.length >= 2 && all.every((x) => x.min !== undefined && x.max !== undefined)) {
    const meet = intersection(all);
    if ((meet.min as number) > (meet.max as number)) [cases, all] = [[...cases, ...all], []];
  }
  const every = all.length > 0 ? intersection(all) : undefined;
  // One case alone says nothing of the others: a case split needs two cases, or a bound of every value beside one.
  if (!every && cases.length < 2)
    return "states a bound of one case only: not enforced, since a validator cannot tell that case from the others; expected the bound of every value, or the bounds of each case";
  if (every?.min !== undefined && every.max !== undefined && every.min > every.max)
    return `states bounds no value meets (at least ${every.min}, at most ${every.max}); expected bounds that hold together`;
  const bounds = hull([...(every ? [every] : []), ...cases]);
  if (bounds.min !== undefined) r.out.minimum = bounds.min;
  if (bounds.max !== undefined) r.out.maximum = bounds.max;
  return undefined;
}

/** Every bound at once: the greatest minimum and the least maximum. */
function intersection(ranges: readonly Range[]): Range {
  const mins = ranges.flatMap((x) => (x.min === undefined ? [] : [x.min]));
  const maxs = ranges.flatMap((x) => (x.max === undefined ? [] : [x.max]));
  return {
    ...(mins.length > 0 ? { min: Math.max(...mins) } : {}),
    ...(maxs.length > 0 ? { max: Math.min(...maxs) } : {}),
    scope: "all",
  };
}

/** Any of them: a side is bounded only when every range bounds it. */
function hull(ranges: readonly Range[]): { min?: number; max?: number } {
  const mins = ranges.map((x) => x.min);
  const maxs = ranges.map((x) => x.max);
  return {
    ...(mins.every((x) => x !== undefined) ? { min: Math.min(...(mins as number[])) } : {}),
    ...(maxs.every((x) => x !== undefined) ? { max: Math.max(...(maxs as number[])) } : {}),
  };
}

const INT32_MAX = 2 ** 31 - 1;

/** A bound or value beyond a signed 32-bit integer widens an Integer to 52 bits (`between 10000000 and 10^13`). */
export function widened(c: Constraints): Constraints {
  const values = [c.minimum, c.maximum, c.const, c.default, ...(c.enum ?? [])];
  const wide = values.some((v) => typeof v === "number" && Number.isInteger(v) && Math.abs(v) > INT32_MAX);
  return wide && c.integerBits !== 52 ? { ...c, integerBits: 52 } : c;
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
