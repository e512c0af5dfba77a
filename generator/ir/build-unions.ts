// Unions: variant tables (each variant its discriminator value), unions told in prose by one predicate (`the
// discriminator is \`date\` equal to 0`), and unions of types defined elsewhere told apart by a constant of each.
// Variants that share a value are told apart by a required field of their own.
import { spanPosition } from "../model/source.ts";
import type { UnionDraft } from "../parse/drafts.ts";
import type { Constraints, ObjectType, UnionType, UnionVariant, VariantMatch } from "../model/model.ts";
import type { BuildContext } from "./build-fields.ts";

/** The constant a type gives one of its fields (`Always \`photo\``), as a discriminator value. */
function constantOf(objects: Map<string, ObjectType>, type: string, field: string): string | number | undefined {
  const c = objects.get(type)?.fields.find((f) => f.name === field)?.constraints.const;
  return typeof c === "boolean" ? String(c) : c;
}

/** The first field of the first variant to which every variant gives a constant of its own. */
function inferDiscriminator(types: readonly string[], objects: Map<string, ObjectType>): string {
  const fields = objects.get(types[0] ?? "")?.fields ?? [];
  const distinct = (name: string) => {
    const values = types.map((t) => constantOf(objects, t, name));
    return values.every((v) => v !== undefined) && new Set(values).size === values.length;
  };
  return fields.find((f) => distinct(f.name))?.name ?? "";
}

/**
 * A field every variant has, to which each variant but one gives a constant of its own (InaccessibleMessage's `date`
 * is always 0, Message's any other date): the one without is every other value. Undefined when no field is so.
 */
function inferPredicate(types: readonly string[], objects: Map<string, ObjectType>): string | undefined {
  const fields = objects.get(types[0] ?? "")?.fields ?? [];
  const told = (name: string) => {
    if (!types.every((t) => objects.get(t)?.fields.some((f) => f.name === name && !f.optional))) return false;
    const values = types.map((t) => constantOf(objects, t, name)).filter((v) => v !== undefined);
    const rest = types.find((t) => constantOf(objects, t, name) === undefined);
    const field = objects.get(rest ?? "")?.fields.find((f) => f.name === name);
    // The one without a constant must refuse every constant of the others (Message's `date` is positive, never 0):
    // else a value of it could be taken for another variant.
    const refused = field !== undefined && values.every((v) => refuses(field.constraints, v));
    return values.length === types.length - 1 && new Set(values).size === values.length && refused;
  };
  return types.length >= 2 ? fields.find((f) => told(f.name))?.name : undefined;
}

/** Whether a field's constraints refuse a value: a bound, a constant or a list of values it is out of. */
function refuses(c: Constraints, v: string | number): boolean {
  if (c.const !== undefined) return c.const !== v;
  if (c.enum !== undefined) return !(c.enum as readonly unknown[]).includes(v);
  if (typeof v !== "number") return false;
  return (c.minimum !== undefined && c.minimum > v) || (c.maximum !== undefined && c.maximum < v);
}

/** Whether the types' fields tell them apart: a constant of each, or of each but one that the other refuses. */
export function toldApart(types: readonly string[], objects: Map<string, ObjectType>): boolean {
  return inferDiscriminator(types, objects) !== "" || inferPredicate(types, objects) !== undefined;
}

/** `One of Photo or Clip [, told apart by \`kind\`]`: each variant matches the constant its own type gives. */
function buildConstantUnion(draft: UnionDraft, objects: Map<string, ObjectType>, ctx: BuildContext): UnionType {
  const types = draft.variants.map((v) => v.type.name);
  const named = draft.discriminator || inferDiscriminator(types, objects);
  // No field gives each a constant, but one gives all but one: the union its structure tells, every other value the
  // one without (`Message or InaccessibleMessage`, the latter's `date` always 0).
  const predicate = named === "" ? inferPredicate(types, objects) : undefined;
  if (predicate) return buildPredicateUnion({ ...draft, discriminator: predicate }, objects);
  const discriminator = named;
  const missing = types.filter((t) => constantOf(objects, t, discriminator) === undefined);
  if (discriminator === "")
    ctx.sink.error(
      spanPosition(draft.at),
      `${draft.name}: cannot tell ${types.join(", ")} apart: no field gives each of them a constant of its own; expected a field that says "Always …" with a different value in each, or "told apart by \`field\`"`,
    );
  else if (missing.length > 0)
    ctx.sink.error(
      spanPosition(draft.at),
      `${draft.name}: ${missing.join(", ")} ${missing.length === 1 ? "gives" : "give"} ${discriminator} no constant; expected ${discriminator} to say "Always …" in each of ${types.join(", ")}`,
    );
  return unionOf(draft, discriminator, objects, (v) => ({
    kind: "equals",
    value: constantOf(objects, v.type.name, discriminator) ?? "",
  }));
}

/** The union of a draft's variants, each matched as `match` says, told apart by `discriminator`. */
function unionOf(
  draft: UnionDraft,
  discriminator: string,
  objects: Map<string, ObjectType>,
  match: (v: UnionDraft["variants"][number]) => VariantMatch,
): UnionType {
  const variants: UnionVariant[] = draft.variants.map((v) => ({
    kind: "variant",
    type: v.type.name,
    label: v.label,
    match: match(v),
    position: spanPosition(v.at),
    extra: { ...v.extra },
  }));
  return {
    kind: "union",
    name: draft.name,
    position: spanPosition(draft.at),
    description: draft.description.join("\n"),
    discriminator,
    variants: distinguish(variants, objects),
  };
}

/** A union told by one field: each variant by its constant, the one without by every other value. */
function buildPredicateUnion(draft: UnionDraft, objects: Map<string, ObjectType>): UnionType {
  return unionOf(draft, draft.discriminator, objects, (v) => {
    const value = constantOf(objects, v.type.name, draft.discriminator);
    return value === undefined ? { kind: "otherwise" } : { kind: "equals", value };
  });
}

export function buildUnion(given: UnionDraft, objects: Map<string, ObjectType>, ctx: BuildContext): UnionType {
  const predicate = given.predicateValue;
  // A value said without its field (`0 for InaccessibleMessage`): the field the variants' structure tells.
  const types = given.variants.map((v) => v.type.name);
  const field = given.discriminator === "" && predicate !== undefined ? inferPredicate(types, objects) : undefined;
  const draft = field ? { ...given, discriminator: field } : given;
  // A predicate over a field to which every variant gives a constant of its own (`\`kind\` is \`clip\` for a Clip`,
  // where Photo's kind is always \`photo\`): each variant is told by its own constant, not one by the rest.
  const constants = draft.variants.map((v) => constantOf(objects, v.type.name, draft.discriminator));
  const eachOwn = constants.every((c) => c !== undefined) && new Set(constants).size === constants.length;
  if (draft.byConstants || (predicate !== undefined && eachOwn)) return buildConstantUnion(draft, objects, ctx);
  const union = unionOf(draft, draft.discriminator, objects, (v) => {
    const constant = objects.get(v.type.name)?.fields.find((f) => f.name === draft.discriminator)?.constraints.const;
    if (predicate === undefined) return { kind: "equals", value: v.value ?? "" };
    return constant === predicate ? { kind: "equals", value: predicate } : { kind: "otherwise" };
  });
  if (predicate !== undefined && union.variants.filter((v) => v.match.kind === "otherwise").length !== 1) {
    ctx.sink.error(
      spanPosition(draft.at),
      `${draft.name}: exactly one variant must have ${draft.discriminator} always ${predicate}; expected that variant's field to say "Always ${predicate}"`,
    );
  }
  return union;
}

/**
 * Variants that share a discriminator value are told apart by a required field of their own, one that no other
 * variant with that value has at all. Where every variant of such a group has one, each carries it; otherwise the
 * group stays ambiguous and the checks report it.
 */
function distinguish(variants: UnionVariant[], objects: Map<string, ObjectType>): UnionVariant[] {
  const groups = new Map<string, UnionVariant[]>();
  for (const v of variants)
    if (v.match.kind === "equals")
      groups.set(JSON.stringify(v.match.value), [...(groups.get(JSON.stringify(v.match.value)) ?? []), v]);
  const by = new Map<UnionVariant, string>();
  for (const group of groups.values()) {
    if (group.length < 2) continue;
    const own = group.map((v) => {
      const others = new Set(
        group.filter((o) => o !== v).flatMap((o) => objects.get(o.type)?.fields.map((f) => f.name) ?? []),
      );
      return objects.get(v.type)?.fields.find((f) => !f.optional && !others.has(f.name))?.name;
    });
    if (own.every((f) => f !== undefined)) group.forEach((v, i) => by.set(v, own[i] as string));
  }
  return variants.map((v) => (by.has(v) ? { ...v, distinguishedBy: by.get(v) as string } : v));
}
