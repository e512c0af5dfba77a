// schema.json: JSON Schema 2020-12, one $defs entry per type under its spec name, plus method params, results and
// responses. No additionalProperties: false (the service adds fields); strict-mode Ajv compiles it as it is.
import type { FieldGroup, Method, ObjectType, SpecModel, TypeDef, UnionType } from "../../model/model.ts";
import { assertNever } from "../../model/model.ts";
import { bannerComment, bannerJson } from "../shared/banner.ts";
import { updateTypeName } from "../../model/direction.ts";
import type { EmitContext, OutputFile } from "../shared/output.ts";
import {
  defRef,
  objectSchema,
  propertySchema,
  schemaOf,
  UTF16_MAX,
  UTF16_MIN,
  UTF8_MAX,
  UTF8_MIN,
  type Schema,
} from "./schema-of.ts";

/** `exactly one of` → oneOf of required; `at most one of` → none present, or exactly one; `at least one of` → anyOf. */
function groupSchema(g: FieldGroup): Schema {
  const present = g.fields.map((f) => ({ properties: { [f]: true }, required: [f] }));
  switch (g.kind) {
    case "exactly-one":
      return { oneOf: present };
    case "at-most-one":
      return { oneOf: [{ not: { anyOf: present } }, ...present] };
    case "at-least-one":
      return { anyOf: present };
    default:
      return assertNever(g.kind);
  }
}

/** The keyword of an object's schema its groups are under: one group told by a oneOf as that oneOf, else allOf. */
export const groupsKey = (groups: readonly FieldGroup[]): "oneOf" | "allOf" =>
  groups.length === 1 && groups[0]!.kind !== "at-least-one" ? "oneOf" : "allOf";

function withDescription(title: string, description: string, schema: Schema): Schema {
  return { title, ...(description ? { description } : {}), ...schema };
}

/** An object's schema with its groups: one told by a oneOf as the object's oneOf, else allOf of each. */
function grouped(object: Schema, groups: readonly FieldGroup[]): Schema {
  if (groups.length === 0) return object;
  if (groupsKey(groups) === "oneOf") object.oneOf = (groupSchema(groups[0]!) as { oneOf: Schema[] }).oneOf;
  else object.allOf = groups.map(groupSchema);
  return object;
}

function objectDef(t: ObjectType): Schema {
  const object = grouped(objectSchema(t.fields), t.groups);
  const body = t.alternatives.length > 0 ? { anyOf: [...t.alternatives.map((a) => schemaOf(a)), object] } : object;
  return withDescription(t.name, t.description, body);
}

/** Variants with a value: oneOf of their schemas (each carries its const tag); a predicate: if the tag equals it. */
function unionDef(u: UnionType): Schema {
  const otherwise = u.variants.find((v) => v.match.kind === "otherwise");
  if (!otherwise) return withDescription(u.name, u.description, { oneOf: u.variants.map((v) => defRef(v.type)) });
  const tagged = u.variants.filter((v) => v !== otherwise);
  let schema: Schema = defRef(otherwise.type);
  for (const v of [...tagged].reverse()) {
    if (v.match.kind !== "equals") continue;
    schema = {
      if: { type: "object", properties: { [u.discriminator]: { const: v.match.value } }, required: [u.discriminator] },
      then: defRef(v.type),
      else: schema,
    };
  }
  return withDescription(u.name, u.description, schema);
}

function typeDef(t: TypeDef): Schema {
  switch (t.kind) {
    case "object":
      return objectDef(t);
    case "union":
      return unionDef(t);
    case "opaque":
      return withDescription(
        t.name,
        t.description,
        t.upload
          ? { $comment: "A file upload, sent as multipart/form-data: no JSON value is one.", not: {} }
          : { type: "object" },
      );
    default:
      return assertNever(t, "type definition");
  }
}

function methodDefs(m: Method, envelopeResult: string): Record<string, Schema> {
  const params = m.shown
    ? grouped(
        objectSchema(m.params.map((p) => ({ ...p, optional: !p.required, kind: "field" as const }))),
        m.groups ?? [],
      )
    : { type: "object" };
  const result = schemaOf(m.result ?? { kind: "unknown" });
  return {
    [`${m.name}.params`]: {
      title: `${m.name} params`,
      ...(m.description ? { description: m.description } : {}),
      ...params,
    },
    [`${m.name}.result`]: { title: `${m.name} result`, ...result },
    [`${m.name}.response`]: {
      title: `${m.name} response`,
      oneOf: [
        { type: "object", $ref: "#/$defs/response.ok", properties: { [envelopeResult]: defRef(`${m.name}.result`) } },
        defRef("response.error"),
      ],
    },
  };
}

function envelopeDefs(model: SpecModel): Record<string, Schema> {
  const env = model.envelope;
  const ok = objectSchema(env.success);
  (ok.properties as Schema)[env.result.name] = propertySchema({
    type: { kind: "unknown" },
    constraints: {},
    description: env.result.description,
  });
  ok.required = [...((ok.required as string[] | undefined) ?? []), env.result.name];
  return {
    "response.ok": { title: "Successful response", ...ok },
    "response.error": { title: "Failed call", ...objectSchema(env.failure) },
  };
}

export function buildJsonSchema(ctx: EmitContext): Schema {
  const model = ctx.model;
  const defs: Record<string, Schema> = {};
  for (const t of model.types) defs[t.name] = typeDef(t);
  for (const m of model.methods) Object.assign(defs, methodDefs(m, model.envelope.result.name));
  Object.assign(defs, envelopeDefs(model));
  // The document as a whole describes what a bot receives, an Update, so that tools given the file without a pointer
  // (quicktype, a validator's compile) get the whole tree of types; every type stays addressable as #/$defs/<name>.
  const root = updateTypeName(model);
  return {
    $schema: "https://json-schema.org/draft/2020-12/schema",
    $id: `urn:botspec:${model.version}`,
    ...bannerJson(ctx),
    title: `Bot Service Interface ${model.version}`,
    ...(root ? { $ref: `#/$defs/${root}` } : {}),
    $defs: defs,
  };
}

/** Ajv learns the length keywords: `addBotspecKeywords(new Ajv2020({ strict: true }))`. */
function keywordsModule(ctx: EmitContext): OutputFile[] {
  const js = [
    bannerComment(ctx),
    "// Teaches Ajv the exact length keywords of schema.json: UTF-16 code units (the spec's characters) and UTF-8 bytes.",
    "const utf8 = (s) => new TextEncoder().encode(s).length;",
    'const keyword = (name, test) => ({ keyword: name, type: "string", schemaType: "number", errors: false, validate: (limit, data) => test(data, limit) });',
    "export function addBotspecKeywords(ajv) {",
    `  ajv.addKeyword(keyword(${JSON.stringify(UTF16_MIN)}, (s, n) => s.length >= n));`,
    `  ajv.addKeyword(keyword(${JSON.stringify(UTF16_MAX)}, (s, n) => s.length <= n));`,
    `  ajv.addKeyword(keyword(${JSON.stringify(UTF8_MIN)}, (s, n) => utf8(s) >= n));`,
    `  ajv.addKeyword(keyword(${JSON.stringify(UTF8_MAX)}, (s, n) => utf8(s) <= n));`,
    "  return ajv;",
    "}",
    "",
  ].join("\n");
  const dts = `${bannerComment(ctx)}\n/** Adds the length keywords of schema.json to an Ajv instance; returns it. */\nexport declare function addBotspecKeywords<A extends { addKeyword(definition: any): unknown }>(ajv: A): A;\n`;
  return [
    { path: "schema-keywords.mjs", contents: js, formatted: true },
    { path: "schema-keywords.d.mts", contents: dts, formatted: true },
  ];
}

export function emitJsonSchema(ctx: EmitContext): OutputFile[] {
  return [
    { path: "schema.json", contents: `${JSON.stringify(buildJsonSchema(ctx), null, 2)}\n` },
    ...keywordsModule(ctx),
  ];
}
