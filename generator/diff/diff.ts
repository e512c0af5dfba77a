// Model × model → changes, in the order of the new spec (removals where they stood in the old one).
import type { Method, ObjectType, Param, SpecModel, TypeDef, UnionType } from "../model/model.ts";
import { addedChange, change, judged, removedChange, type Change } from "./change.ts";
import { paired } from "./pairs.ts";
import type { Profile } from "./rules.ts";
import { showType } from "../model/show-type.ts";
import { compareTypes } from "./compare-types.ts";
import { diffGroups } from "./diff-groups.ts";
import { diffMembers } from "./diff-members.ts";
import { FIELD_KINDS, PARAM_KINDS, type Member } from "./member.ts";
import { directions, type Direction } from "../model/direction.ts";

interface DiffContext {
  readonly direction: (type: string) => Direction;
}

function diffObjects(a: ObjectType, b: ObjectType, dir: Direction): Change[] {
  const grouped = (t: ObjectType) => ({ ...t, members: t.fields });
  return [...diffMembers(b.name, a.fields, b.fields, dir, FIELD_KINDS), ...diffGroups(grouped(a), grouped(b), dir)];
}

function diffUnions(a: UnionType, b: UnionType, dir: Direction): Change[] {
  const { pairs, gone } = paired(a.variants, b.variants, (v) => v.type);
  const out: Change[] = [];
  for (const [old, v] of pairs) {
    const here = { path: b.name, direction: dir, at: v.position };
    if (!old)
      out.push(addedChange({ kind: "variant-added", rule: "value-added", ...here, after: v.type, detail: v.type }));
    else if (JSON.stringify(old.match) !== JSON.stringify(v.match)) {
      const [before, after] = [`${v.type} ${JSON.stringify(old.match)}`, `${v.type} ${JSON.stringify(v.match)}`];
      out.push(
        change({ kind: "constraint-changed", rule: "changed", ...here, before, after, detail: `match:${v.type}` }),
      );
    }
  }
  for (const v of gone) {
    const here = { path: a.name, direction: dir, at: v.position };
    out.push(
      removedChange({ kind: "variant-removed", rule: "value-removed", ...here, before: v.type, detail: v.type }),
    );
  }
  if (a.discriminator !== b.discriminator) {
    const [before, after] = [`discriminator ${a.discriminator}`, `discriminator ${b.discriminator}`];
    const here = { path: b.name, direction: dir, at: b.position };
    out.push(change({ kind: "constraint-changed", rule: "changed", ...here, before, after, detail: "discriminator" }));
  }
  return out;
}

function diffType(a: TypeDef, b: TypeDef, ctx: DiffContext): Change[] {
  const dir = ctx.direction(b.name);
  const here = { path: b.name, direction: dir, at: b.position };
  // Its fields were not shown; now they are.
  if (a.kind === "opaque" && b.kind !== "opaque")
    return [
      change({ kind: "detail-added", rule: "detail-added", ...here, before: "(fields not shown)", after: showDef(b) }),
    ];
  if (a.kind !== b.kind)
    return [change({ kind: "field-type-changed", rule: "changed", ...here, before: a.kind, after: b.kind })];
  const out =
    a.kind === "object" && b.kind === "object"
      ? diffObjects(a, b, dir)
      : a.kind === "union" && b.kind === "union"
        ? diffUnions(a, b, dir)
        : [];
  if (a.description !== b.description)
    out.push(
      change({
        kind: "description-changed",
        rule: "description",
        ...here,
        before: a.description,
        after: b.description,
      }),
    );
  return out;
}

function showDef(t: TypeDef): string {
  if (t.kind === "union") return `union of ${t.variants.map((v) => v.type).join(", ")}`;
  if (t.kind === "object") return t.fields.map((f) => `${f.name}${f.optional ? "?" : ""}`).join(", ") || "(no fields)";
  return t.kind;
}

/** A new type; a new union with one variant-added per variant, since they come and go with it. */
function added(t: TypeDef, ctx: DiffContext): Change[] {
  const direction = ctx.direction(t.name);
  const head = change({
    kind: "type-added",
    rule: "type-added",
    path: t.name,
    direction,
    before: null,
    after: t.kind === "union" ? showDef(t) : t.kind,
    at: t.position,
  });
  if (t.kind !== "union") return [head];
  return [
    head,
    ...t.variants.map((v) =>
      change({
        kind: "variant-added",
        rule: "type-added",
        path: t.name,
        direction,
        before: null,
        after: v.type,
        at: v.position,
        detail: v.type,
      }),
    ),
  ];
}

/** Types that are variants of a union: they come and go with their union, reported as variant-added/removed. */
function variantTypes(model: SpecModel): Set<string> {
  return new Set(model.types.flatMap((t) => (t.kind === "union" ? t.variants.map((v) => v.type) : [])));
}

function diffTypes(old: SpecModel, next: SpecModel, ctx: DiffContext): Change[] {
  const [oldVariants, newVariants] = [variantTypes(old), variantTypes(next)];
  const { pairs, gone } = paired(old.types, next.types, (t) => t.name);
  const out: Change[] = [];
  for (const [prev, t] of pairs) {
    if (prev) out.push(...diffType(prev, t, ctx));
    else if (!newVariants.has(t.name)) out.push(...added(t, ctx));
  }
  for (const t of gone.filter((t) => !oldVariants.has(t.name)))
    out.push(
      removedChange({
        kind: "type-removed",
        rule: "type-removed",
        path: t.name,
        direction: ctx.direction(t.name),
        before: t.kind,
        at: t.position,
      }),
    );
  return out;
}

const asMember = (p: Param): Member => ({ ...p, optional: !p.required });
const showResult = (m: Method) => (m.result ? showType(m.result) : null);

function showSignature(m: Method): string {
  return `(${m.params.map((p) => `${p.name}${p.required ? "" : "?"}`).join(", ")}) → ${showResult(m) ?? "(result not shown)"}`;
}

function diffMethod(a: Method, b: Method): Change[] {
  const request = { path: b.name, direction: "request" as const, at: b.position };
  const response = { ...request, direction: "response" as const };
  // Named only in prose before; its params and result are shown now.
  if (!a.shown && b.shown) {
    const before = "(params and result not shown)";
    return [change({ kind: "detail-added", rule: "detail-added", ...request, before, after: showSignature(b) })];
  }
  const out = diffMembers(b.name, a.params.map(asMember), b.params.map(asMember), "request", PARAM_KINDS);
  const grouped = (m: Method) => ({ ...m, members: m.params, groups: m.groups ?? [] });
  out.push(...diffGroups(grouped(a), grouped(b), "request"));
  const [ra, rb] = [a.result, b.result];
  if (ra === null && rb !== null) {
    const before = "(result not shown)";
    out.push(
      change({
        kind: "detail-added",
        rule: "detail-added",
        ...response,
        before,
        after: showResult(b),
        detail: "result",
      }),
    );
  } else if (JSON.stringify(ra) !== JSON.stringify(rb)) {
    const compared = ra && rb ? compareTypes(ra, rb) : "changed";
    const rule = compared === "same" ? "changed" : compared;
    out.push(change({ kind: "result-type-changed", rule, ...response, before: showResult(a), after: showResult(b) }));
  }
  if (a.description !== b.description)
    out.push(
      change({
        kind: "description-changed",
        rule: "description",
        ...request,
        before: a.description,
        after: b.description,
      }),
    );
  return out;
}

function diffMethods(old: SpecModel, next: SpecModel): Change[] {
  const { pairs, gone } = paired(old.methods, next.methods, (m) => m.name);
  const shown = (m: Method) => showResult(m) ?? "(result not shown)";
  const out: Change[] = [];
  for (const [prev, m] of pairs) {
    if (prev) out.push(...diffMethod(prev, m));
    else
      out.push(
        addedChange({
          kind: "method-added",
          rule: "type-added",
          path: m.name,
          direction: "request",
          after: shown(m),
          at: m.position,
        }),
      );
  }
  for (const m of gone)
    out.push(
      removedChange({
        kind: "method-removed",
        rule: "removed",
        path: m.name,
        direction: "request",
        before: shown(m),
        at: m.position,
      }),
    );
  return out;
}

/** The changes from `old` to `next`, judged by a profile (wire: what the service accepts and sends; sdk: stricter). */
export function diffModels(old: SpecModel, next: SpecModel, profile: Profile = "wire"): Change[] {
  const oldDirs = directions(old);
  const newDirs = directions(next);
  const ctx: DiffContext = { direction: (name) => newDirs.get(name) ?? oldDirs.get(name) ?? "both" };
  return judged([...diffTypes(old, next, ctx), ...diffMethods(old, next)], profile);
}
