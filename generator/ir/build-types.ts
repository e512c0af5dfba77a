import type { DiagnosticSink } from "../model/diagnostics.ts";
// Type definitions of the model: objects with inherited and included fields, unions from variant tables,
// unions told in prose (a value predicate), unions implied by literal-tagged types, opaque types.
import type { DefinitionDraft, TypeDraft, UnionDraft } from "../parse/drafts.ts";
import { spanPosition } from "../model/source.ts";
import { buildField, type BuildContext } from "./build-fields.ts";
import { buildUnion, toldApart } from "./build-unions.ts";
import { buildGroups, mergeGroups, noteGroups } from "./build-groups.ts";
import type { Field, ObjectType, OpaqueType, TypeDef, UnionType, UnionVariant } from "../model/model.ts";

interface TypeBuild {
  readonly ctx: BuildContext;
  readonly drafts: Map<string, TypeDraft>;
  readonly fields: Map<string, Field[]>;
  readonly visiting: Set<string>;
}

/** Definitions in spec order, each variant's own type right after its union. */
function flatten(drafts: DefinitionDraft[]): DefinitionDraft[] {
  return drafts.flatMap((d): DefinitionDraft[] =>
    d.kind === "union" ? [d, ...d.variants.flatMap((v) => (v.type.kind === "object" ? [v.type] : []))] : [d],
  );
}

function expandFields(name: string, b: TypeBuild): Field[] {
  const done = b.fields.get(name);
  if (done) return done;
  const draft = b.drafts.get(name);
  if (!draft || b.visiting.has(name)) return [];
  b.visiting.add(name);
  const out: Field[] = [];
  for (const ext of draft.extends) out.push(...borrowed(name, ext.name, "inherited", ext.at, b));
  for (const m of draft.list.members) {
    if (m.kind === "include") out.push(...borrowed(name, m.typeName, "included", m.at, b));
    else {
      const field = buildField(name, m, b.ctx);
      if (field) out.push(field);
    }
  }
  b.visiting.delete(name);
  b.fields.set(name, out);
  return out;
}

function borrowed(
  owner: string,
  from: string,
  kind: "inherited" | "included",
  at: TypeDraft["at"],
  b: TypeBuild,
): Field[] {
  if (!b.drafts.has(from)) {
    b.ctx.sink.error(
      spanPosition(at),
      `unknown type "${from}" whose fields ${owner} ${kind === "inherited" ? "contains" : "includes"}; expected an object type defined with fields`,
    );
    return [];
  }
  if (b.visiting.has(from)) {
    b.ctx.sink.error(
      spanPosition(at),
      `${owner} ${kind === "inherited" ? "contains" : "includes"} the fields of ${from}, which contains ${owner}; expected no cycle`,
    );
    return [];
  }
  return expandFields(from, b).map((f) => ({ ...f, origin: f.origin ?? { kind, from } }));
}

/** The groups the notes of the type's own fields state (`mutually exclusive with photo`). */
function ownNoteGroups(draft: TypeDraft, fields: Field[], ctx: BuildContext) {
  const own = draft.list.members.flatMap((m) => (m.kind === "field" ? [m] : []));
  return noteGroups(
    draft.name,
    own,
    fields.map((f) => f.name),
    ctx.notes,
    ctx.sink,
  );
}

function buildObject(draft: TypeDraft, b: TypeBuild): ObjectType {
  const fields = expandFields(draft.name, b);
  const partial = draft.list.partial;
  return {
    kind: "object",
    name: draft.name,
    position: spanPosition(draft.at),
    description: [...draft.description, ...draft.list.notes].join("\n"),
    fields,
    groups: mergeGroups(buildGroups(draft, fields, b.ctx.sink), ownNoteGroups(draft, fields, b.ctx)),
    extends: draft.extends.map((e) => e.name),
    alternatives: [...draft.list.alternatives],
    sentToService: draft.sentToService,
    ...(partial ? { partial: { after: partial.after, note: partial.note } } : {}),
  };
}

function buildOpaque(ctx: BuildContext): OpaqueType[] {
  return ctx.conventions.notShown.flatMap((n) =>
    n.kind === "type"
      ? [
          {
            kind: "opaque" as const,
            name: n.name,
            position: spanPosition(n.at),
            description: n.note,
            upload: n.upload === true,
          },
        ]
      : [],
  );
}

export function buildTypes(drafts: DefinitionDraft[], ctx: BuildContext): TypeDef[] {
  const all = flatten(drafts);
  const objectDrafts = all.filter((d): d is TypeDraft => d.kind === "object");
  const b: TypeBuild = {
    ctx,
    drafts: new Map(objectDrafts.map((d) => [d.name, d])),
    fields: new Map(),
    visiting: new Set(),
  };
  const built = new Map(objectDrafts.map((d) => [d, buildObject(d, b)] as const));
  const objects = new Map([...built.values()].map((o) => [o.name, o] as const));
  const types: TypeDef[] = [...buildOpaque(ctx)];
  const named = new Set([...types.map((t) => t.name), ...all.filter((d) => !isGuessed(d)).map((d) => d.name)]);
  for (const d of all) {
    if (d.kind === "object") types.push(built.get(d) as ObjectType);
    else if (d.kind === "union" && !d.guessed) types.push(buildUnion(d, objects, ctx));
    else if (d.kind === "union" && !named.has(d.name)) {
      const union = guessedUnion(d, objects, ctx);
      if (union) types.push(union);
    }
  }
  return types;
}

const isGuessed = (d: DefinitionDraft) => d.kind === "union" && d.guessed === true;

/**
 * A union read from a section's structure (its prose names the types, no phrasing reads its words): of the object
 * types it names, when two or more, told apart by their fields; said, since the words were not read.
 */
function guessedUnion(d: UnionDraft, objects: Map<string, ObjectType>, ctx: BuildContext): UnionType | undefined {
  const variants = d.variants.filter((v) => objects.has(v.type.name));
  if (
    variants.length < 2 ||
    !toldApart(
      variants.map((v) => v.type.name),
      objects,
    )
  )
    return undefined;
  const union = buildUnion({ ...d, variants }, objects, ctx);
  const names = variants.map((v) => v.type.name).join(", ");
  const told = union.discriminator === "" ? "" : `, told apart by \`${union.discriminator}\``;
  ctx.sink.warn(
    spanPosition(d.at),
    `${d.name}: no sentence of its section is read; read as a union of ${names}, the types its prose names${told}; expected "One of ${variants.map((v) => v.type.name).join(" or ")}" (phrase book)`,
  );
  return union;
}

/**
 * The one value a field always has, read either way it is written: a literal type (`type \`emoji\``) or a constant
 * said in its note (`type String (always \`emoji\`)`) of a field that is always present.
 */
function tagOf(f: Field): string | number | boolean | undefined {
  if (f.type.kind === "literal") return f.type.value;
  const c = f.constraints.const;
  const primitive = f.type.kind === "string" || f.type.kind === "integer";
  return !f.optional && primitive && (typeof c === "string" || typeof c === "number") ? c : undefined;
}

/**
 * Types named as variants of an implied union (`ReactionTypeEmoji` of `ReactionType`) that have its discriminator
 * field but no one value in it (`type String, must be emoji`): left out of the union, and said, never in silence.
 */
function untagged(
  types: readonly TypeDef[],
  name: string,
  discriminator: string,
  members: readonly ObjectType[],
  taken: ReadonlySet<string>,
  sink: DiagnosticSink,
): void {
  for (const t of types) {
    if (t.kind !== "object" || !t.name.startsWith(name) || t.name === name || taken.has(t.name)) continue;
    const field = t.fields.find((f) => f.name === discriminator);
    // Only a field that could be a tag (a String or Integer): `type ReactionType` of ReactionCount is no variant's.
    const tagLike = field?.type.kind === "string" || field?.type.kind === "integer";
    if (!field || !tagLike || members.includes(t)) continue;
    sink.warn(
      field.position,
      `${t.name} is named as a variant of the union ${name}, told apart by ${discriminator}, but its ${discriminator} has no one value: left out of ${name}; expected \`${discriminator} \`value\`\` or "(always \`value\`)"`,
    );
  }
}

/**
 * A name that is referenced but not defined, where types named after it carry a literal field
 * (`ReactionTypeEmoji: type \`emoji\``), is the union of those types, discriminated by that field.
 */
export function addImpliedUnions(types: TypeDef[], referenced: Iterable<string>, sink: DiagnosticSink): TypeDef[] {
  const defined = new Set(types.map((t) => t.name));
  // A type that is a variant of a union already is no variant of another implied by its name.
  const taken = new Set(types.flatMap((t) => (t.kind === "union" ? t.variants.map((v) => v.type) : [])));
  const out = [...types];
  for (const name of new Set(referenced)) {
    if (defined.has(name)) continue;
    const members = types.filter(
      (t): t is ObjectType =>
        t.kind === "object" &&
        t.name.startsWith(name) &&
        t.name !== name &&
        !taken.has(t.name) &&
        t.fields.some((f) => tagOf(f) !== undefined),
    );
    const tags = new Set(members.map((m) => m.fields.find((f) => tagOf(f) !== undefined)?.name));
    if (members.length === 0 || tags.size !== 1) continue;
    const discriminator = [...tags][0] as string;
    untagged(types, name, discriminator, members, taken, sink);
    const variants: UnionVariant[] = members.map((m) => {
      const tag = m.fields.find((f) => f.name === discriminator);
      const value = (tag && tagOf(tag)) ?? "";
      return {
        kind: "variant",
        type: m.name,
        label: m.name,
        match: { kind: "equals", value: typeof value === "boolean" ? String(value) : value },
        position: m.position,
        extra: {},
      };
    });
    const first = members[0] as ObjectType;
    const union: UnionType = {
      kind: "union",
      name,
      position: first.position,
      description: "",
      discriminator,
      variants,
    };
    out.splice(out.indexOf(first), 0, union);
    defined.add(name);
  }
  return out;
}
