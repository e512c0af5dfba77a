// Changes of one field or parameter: type, optionality, enum values, other constraints, description; and of the
// members of one type or method (added, changed, removed, likely renamed).
import type { Constraints, TypeRef } from "../model/model.ts";
import { addedChange, change, removedChange, type Change } from "./change.ts";
import { paired } from "./pairs.ts";
import { compareTypes } from "./compare-types.ts";
import type { Direction } from "../model/direction.ts";
import type { Rule } from "./rules.ts";
import { likelyRenames, renamed } from "./renames.ts";
import { canonical, showMember, type Member, type MemberKinds } from "./member.ts";

type Bound = "minLength" | "maxLength" | "minimum" | "maximum" | "integerBits" | "minItems" | "maxItems";
const LOWER: readonly Bound[] = ["minLength", "minimum", "minItems"];
const UPPER: readonly Bound[] = ["maxLength", "maximum", "integerBits", "maxItems"];

/** The list lengths of a type's arrays, outermost first: `minItems` of the value, then `items.minItems`, … */
function listBounds(type: TypeRef, prefix = ""): Record<string, { key: Bound; value: number | undefined }> {
  if (type.kind !== "array") return {};
  return {
    [`${prefix}minItems`]: { key: "minItems", value: type.minItems },
    [`${prefix}maxItems`]: { key: "maxItems", value: type.maxItems },
    ...listBounds(type.items, `${prefix}items.`),
  };
}

function listChanges(path: string, a: Member, b: Member, direction: Direction): Change[] {
  const before = listBounds(a.type);
  const after = listBounds(b.type);
  return Object.entries(after).flatMap(([label, { key, value }]) => {
    const old = before[label]?.value;
    if (!(label in before) || old === value) return [];
    return [
      change({
        kind: "constraint-changed",
        rule: boundRule(key, old, value),
        path,
        direction,
        before: show(label, old),
        after: show(label, value),
        at: b.position,
        detail: label,
      }),
    ];
  });
}

/** Whether a bound moved to admit more values (loosened) or fewer (tightened). */
function boundRule(key: Bound, before: number | undefined, after: number | undefined): Rule {
  if (before === undefined) return "tightened";
  if (after === undefined) return "loosened";
  const wider = LOWER.includes(key) ? after < before : after > before;
  return wider ? "loosened" : "tightened";
}

function constraintChanges(path: string, a: Member, b: Member, direction: Direction): Change[] {
  const [ca, cb] = [a.constraints, b.constraints];
  /** A constraint-changed change of one key, by the rule given. */
  const of = (key: keyof typeof ca, rule: Rule) =>
    change({
      kind: "constraint-changed",
      rule,
      path,
      direction,
      at: b.position,
      detail: key,
      ...shownPair(key, ca, cb),
    });
  const out: Change[] = [];
  for (const key of [...LOWER, ...UPPER]) {
    if (key === "minItems" || key === "maxItems") continue;
    if (ca[key] === cb[key] || (key === "integerBits" && (ca[key] === undefined || cb[key] === undefined))) continue;
    out.push(of(key, boundRule(key, ca[key], cb[key])));
  }
  for (const key of ["pattern", "const", "lengthUnit"] as const)
    if (ca[key] !== cb[key]) out.push(of(key, cb[key] === undefined ? "loosened" : "tightened"));
  if (ca.default !== cb.default) out.push(of("default", "default-changed"));
  return [...out, ...listChanges(path, a, b, direction)];
}

/** A constraint as the reports show it before and after. */
function shownPair(key: keyof Constraints, ca: Constraints, cb: Constraints) {
  return { before: show(key, ca[key]), after: show(key, cb[key]) };
}

function show(key: string, value: unknown): string | null {
  return value === undefined ? null : `${key} ${JSON.stringify(value)}`;
}

function enumChanges(path: string, a: Member, b: Member, direction: Direction): Change[] {
  const before = a.constraints.enum;
  const after = b.constraints.enum;
  if (!before && !after) return [];
  if (!before || !after) {
    const shown = (e: typeof before) => (e ? `enum ${e.join(", ")}` : null);
    const rule = before ? "loosened" : "tightened";
    const here = { path, direction, at: b.position, detail: "enum" };
    return [change({ kind: "constraint-changed", rule, ...here, before: shown(before), after: shown(after) })];
  }
  const value = (v: string | number, at: Member) => ({ path, direction, at: at.position, detail: String(v) });
  const added = after
    .filter((v) => !before.includes(v))
    .map((v) => addedChange({ kind: "enum-value-added", rule: "value-added", ...value(v, b), after: String(v) }));
  const removed = before
    .filter((v) => !after.includes(v))
    .map((v) =>
      removedChange({ kind: "enum-value-removed", rule: "value-removed", ...value(v, a), before: String(v) }),
    );
  return [...added, ...removed];
}

export function diffMember(
  path: string,
  before: Member,
  after: Member,
  direction: Direction,
  kinds: MemberKinds,
): Change[] {
  const [a, b] = [canonical(before), canonical(after)];
  const shown = { path, direction, at: b.position, before: showMember(a), after: showMember(b) };
  // The type was not shown; now it is: the spec gained detail, nothing a client relied on changed.
  if (a.type.kind === "unknown" && b.type.kind !== "unknown")
    return [change({ kind: "detail-added", rule: "detail-added", ...shown })];
  const out: Change[] = [];
  const typeChange = compareTypes(a.type, b.type);
  if (typeChange !== "same") out.push(change({ kind: kinds.type, rule: typeChange, ...shown }));
  if (a.optional !== b.optional) {
    const rule = a.optional ? "optional-to-required" : "required-to-optional";
    out.push(change({ kind: kinds.optionality, rule, ...shown }));
  }
  out.push(...enumChanges(path, a, b, direction), ...constraintChanges(path, a, b, direction));
  // A note that changed along with what it says is no description-only change.
  if (a.description !== b.description && out.length === 0) {
    const [before, after] = [a.description, b.description];
    out.push(
      change({ kind: "description-changed", rule: "description", path, direction, at: b.position, before, after }),
    );
  }
  return out;
}

/** Members added (in the new order), changed, and removed, of one type or method. */
export function diffMembers(
  owner: string,
  before: readonly Member[],
  after: readonly Member[],
  direction: Direction,
  kinds: MemberKinds,
): Change[] {
  const { pairs, gone } = paired(before, after, (m) => m.name);
  const likely = likelyRenames(before, after);
  const renamedFrom = new Set([...likely.values()].map((m) => m.name));
  const out: Change[] = [];
  for (const [prev, m] of pairs) {
    const path = `${owner}.${m.name}`;
    const from = likely.get(m.name);
    if (prev) out.push(...diffMember(path, prev, m, direction, kinds));
    else if (from) out.push(renamed(owner, from, m, direction, kinds));
    else {
      const rule = m.optional ? "optional-added" : "required-added";
      out.push(addedChange({ kind: kinds.added, rule, path, direction, after: showMember(m), at: m.position }));
    }
  }
  for (const m of gone.filter((m) => !renamedFrom.has(m.name)))
    out.push(
      removedChange({
        kind: kinds.removed,
        rule: "removed",
        path: `${owner}.${m.name}`,
        direction,
        before: showMember(m),
        at: m.position,
      }),
    );
  return out;
}
