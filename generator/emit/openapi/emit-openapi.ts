// openapi.json: an OpenAPI 3.1.1 description of every method of a version, for generators, linters and tooling outside
// TypeScript, made to be taken as it is by the common generators (test/emit/openapi-generators.test.ts). POST and GET
// on /bot{token}/{method}, summary = the method's name; request bodies in JSON, urlencoded and multipart on every
// method, with an `encoding` for the params that travel JSON-serialized and for files; components.schemas are
// schema.json's definitions (same titles, same exact-length `x-` keywords) with 52-bit integers as int64, less the
// results, written in place in each success envelope (`result` required); unions told apart by a value carry a
// discriminator with an explicit mapping of $refs; alternatives no value matches two of are oneOf (exclusive.ts).
import type { FieldGroup, Method, Param, SpecModel, TypeDef } from "../../model/model.ts";
import { GROUP_COUNT } from "../../model/group-kind.ts";
import { leafTypes } from "../../model/types.ts";
import { buildJsonSchema, groupsKey } from "../json-schema/emit-json-schema.ts";
import type { Schema } from "../json-schema/schema-of.ts";
import { bannerLines } from "../shared/banner.ts";
import { DATA_AT, exclusiveUnions } from "./exclusive.ts";
import { INT52 } from "../shared/integers.ts";
import type { EmitContext, OutputFile } from "../shared/output.ts";

const COMPONENTS = "#/components/schemas/";
const ref = (name: string) => ({ $ref: `${COMPONENTS}${name}` });

/** Keywords whose value is a schema, a list of schemas, or a map of names to schemas. */
const SCHEMA_AT = new Set(["items", "not", "contains", "if", "then", "else", "propertyNames"]);
const SCHEMAS_AT = new Set(["anyOf", "oneOf", "allOf", "prefixItems", "properties", "patternProperties"]);

/** A boolean schema as the object that means the same: Redoc and OpenAPI 3.0 tools read no boolean schemas. */
function objectSchema(v: unknown): unknown {
  if (v === true) return {};
  if (v === false) return { not: {} };
  return retarget(v);
}

const constType = (v: unknown): string =>
  v === null
    ? "null"
    : Array.isArray(v)
      ? "array"
      : typeof v === "number" && Number.isInteger(v)
        ? "integer"
        : typeof v;

const isIdentifier = (v: unknown) => typeof v === "string" && /^[A-Za-z_][A-Za-z0-9_]*$/.test(v);

/**
 * Names for enum members whose values are no identifiers (emoji, `-`): `x-enum-varnames`, which generators that write
 * TypeScript or Java enums read (openapi-typescript-codegen, openapi-generator) instead of names made from the values,
 * which collide. Letters and digits kept; a value with none is named by its code points (`U_2764_FE0F`); unique.
 */
function enumVarnames(values: readonly string[]): string[] {
  const taken = new Set<string>();
  return values.map((v) => {
    const word = v.replace(/[^A-Za-z0-9]+/g, "_").replace(/^_+|_+$/g, "");
    const codes = [...v].map((c) => (c.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0"));
    const base = word === "" ? `U_${codes.join("_")}` : /^[0-9]/.test(word) ? `_${word}` : word;
    let name = base;
    for (let n = 2; taken.has(name); n++) name = `${base}_${n}`;
    taken.add(name);
    return name;
  });
}

/** schema.json's $refs pointed at components, 52-bit integers marked int64, every schema an object. */
function retarget(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(retarget);
  if (!v || typeof v !== "object") return v;
  const out: Record<string, unknown> = {};
  for (const [k, x] of Object.entries(v)) {
    if (DATA_AT.has(k)) out[k] = x;
    else if (k === "$ref" && typeof x === "string") out[k] = x.replace(/^#\/\$defs\//, COMPONENTS);
    else if (SCHEMA_AT.has(k)) out[k] = objectSchema(x);
    else if (SCHEMAS_AT.has(k) && x && typeof x === "object")
      out[k] = Array.isArray(x)
        ? x.map(objectSchema)
        : Object.fromEntries(Object.entries(x).map(([n, s]) => [n, objectSchema(s)]));
    else out[k] = retarget(x);
  }
  if (out.type === "integer" && out.maximum === INT52.maximum) out.format = "int64";
  if (Array.isArray(out.enum) && out.enum.every((v) => typeof v === "string") && !out.enum.every(isIdentifier))
    out["x-enum-varnames"] = enumVarnames(out.enum as string[]);
  // A constant with its JSON type and a one-value enum beside it: generators that key on `type` and know no `const`
  // (openapi-zod-client) read it as a literal, which its discriminated unions need.
  if ("const" in out)
    return { ...(out.type === undefined ? { type: constType(out.const) } : {}), ...out, enum: [out.const] };
  return out;
}

/** A union told apart by a value of its discriminator: an explicit mapping of $refs; else a plain oneOf, said. */
function discriminated(t: TypeDef, schema: Schema): Schema {
  if (t.kind !== "union") return schema;
  const values = t.variants.map((v) => (v.match.kind === "equals" ? String(v.match.value) : undefined));
  const unique = values.every((v) => v !== undefined) && new Set(values).size === values.length;
  if (!unique || !Array.isArray(schema.oneOf)) {
    const why = `Told apart by ${t.discriminator}${t.variants.some((v) => v.distinguishedBy) ? " and each variant's own required field" : " equal to a value or not"}, which an OpenAPI discriminator cannot map.`;
    return { ...schema, description: [schema.description, why].filter(Boolean).join(" ") };
  }
  const mapping = Object.fromEntries(t.variants.map((v, i) => [values[i] as string, `${COMPONENTS}${v.type}`]));
  return { ...schema, discriminator: { propertyName: t.discriminator, mapping } };
}

/**
 * A type's (or a method's params') groups of fields ("exactly one of") as `x-botspec-groups` and a sentence, not as
 * schema.json's oneOf of required-only alternatives: generators read those as a union of objects and lose the type's
 * own fields (openapi-zod-client, typed-openapi). schema.json and the validators keep the check.
 */
function grouped(of: readonly FieldGroup[], schema: Schema): Schema {
  if (of.length === 0) return schema;
  const alternatives = schema.anyOf as Schema[] | undefined;
  const object = Array.isArray(alternatives) ? (alternatives[alternatives.length - 1] as Schema) : schema;
  const key = groupsKey(of);
  const { [key]: _group, ...plain } = object;
  const said = of.map((g) => `${GROUP_COUNT[g.kind]} of ${g.fields.join(", ")} is present.`);
  const groups = of.map((g) => ({ kind: g.kind, fields: [...g.fields] }));
  const rewritten = { ...plain, "x-botspec-groups": groups };
  const described = { description: [schema.description, ...said].filter(Boolean).join(" ") };
  if (!Array.isArray(alternatives)) return { ...rewritten, ...described };
  return { ...schema, ...described, anyOf: [...alternatives.slice(0, -1), rewritten] };
}

/** How a param travels in a form body: a file part, JSON text, or plain text. */
function formKind(p: Param): "file" | "json" | "text" {
  if (p.upload) return "file";
  const kinds = leafTypes(p.type).map((t) => t.kind);
  return p.type.kind === "array" || kinds.some((k) => k === "ref" || k === "union") ? "json" : "text";
}

function paramsRef(m: Method): Schema {
  return m.shown ? ref(`${m.name}.params`) : { type: "object", additionalProperties: true };
}

const FILE_PART = { type: "string", format: "binary", contentMediaType: "application/octet-stream" };
const ATTACHED =
  "In multipart/form-data, a file that an `attach://<name>` value inside a param (InputMedia*.media, a sticker, a thumbnail) refers to travels as an extra part of that name, which no schema here lists.";

/** A file param as a form part: the file's bytes, or (InputFile or String) a file_id or URL as text. */
function filePart(p: Param, own: Schema): Schema {
  const described = own.description ? { description: own.description } : {};
  const textToo = leafTypes(p.type).some((t) => t.kind === "string");
  return textToo ? { anyOf: [FILE_PART, { type: "string" }], ...described } : { ...FILE_PART, ...described };
}

/** The multipart schema of a method that takes a file: its params standing alone, each file param a binary part. */
function multipartSchema(m: Method, paramSchema: ParamSchema): Schema {
  if (!m.shown || !m.params.some((p) => p.upload)) return paramsRef(m);
  const properties = Object.fromEntries(
    m.params.map((p) => [p.name, p.upload ? filePart(p, paramSchema(m, p)) : paramSchema(m, p)]),
  );
  const required = m.params.filter((p) => p.required).map((p) => p.name);
  return { type: "object", properties, ...(required.length > 0 ? { required } : {}) };
}

/** The request bodies a method takes: JSON, urlencoded and multipart (the query string is the GET operation's). */
function requestBody(m: Method, parts: Parts): Schema {
  const { paramSchema } = parts;
  const encoding = Object.fromEntries(
    m.params.filter((p) => formKind(p) === "json").map((p) => [p.name, { contentType: "application/json" }]),
  );
  const files = Object.fromEntries(
    m.params.filter((p) => p.upload).map((p) => [p.name, { contentType: "application/octet-stream" }]),
  );
  const withEncoding = (e: Schema) => (Object.keys(e).length > 0 ? { encoding: e } : {});
  return {
    required: m.params.some((p) => p.required),
    content: {
      "application/json": { schema: paramsRef(m) },
      "application/x-www-form-urlencoded": { schema: paramsRef(m), ...withEncoding(encoding) },
      // Every method takes all four ways the spec gives (query string, urlencoded, JSON, multipart).
      "multipart/form-data": { schema: multipartSchema(m, paramSchema), ...withEncoding({ ...encoding, ...files }) },
    },
  };
}

/** A param's own schema, copied from its method's params schema: it stands alone (no $ref into another's properties). */
type ParamSchema = (m: Method, p: Method["params"][number]) => Schema;

/** What an operation is built from: the model, each param's own schema, each method's result schema. */
type Parts = { model: SpecModel; paramSchema: ParamSchema; resultSchema: (m: Method) => Schema };

/**
 * The same params in the query string. A param that travels JSON-serialized is a string whose content is JSON of its
 * schema (contentMediaType and contentSchema): what the query string holds, and a schema every generator reads.
 */
function queryParams(m: Method, paramSchema: ParamSchema): Schema[] {
  return m.params.map((p) => {
    const inner = paramSchema(m, p);
    const { description, ...content } = inner;
    const schema =
      formKind(p) === "text"
        ? inner
        : {
            type: "string",
            contentMediaType: "application/json",
            contentSchema: content,
            ...(description ? { description } : {}),
          };
    return {
      name: p.name,
      in: "query",
      required: p.required,
      ...(p.description ? { description: p.description } : {}),
      schema,
    };
  });
}

function success(m: Method, parts: Parts): Schema {
  const name = parts.model.envelope.result.name;
  return {
    description: "The call succeeded: the envelope with the method's result.",
    content: {
      "application/json": {
        schema: {
          // The result is always there on success: required, so that typed clients need no `!` on each call. It is
          // written in place, not as a component: `<Method>Result` is a name generators give operations' own types.
          allOf: [
            ref("response.ok"),
            { type: "object", required: [name], properties: { [name]: parts.resultSchema(m) } },
          ],
        },
      },
    },
  };
}

function operation(m: Method, method: "post" | "get", parts: Parts): Schema {
  return {
    operationId: method === "post" ? m.name : `${m.name}ViaGet`,
    // The method's name is the summary (navigation and generators show it); the prose is the description.
    summary: method === "post" ? m.name : `${m.name} (GET)`,
    ...(m.description ? { description: m.description } : {}),
    tags: [m.shown ? "methods" : "named only"],
    ...(method === "post"
      ? { requestBody: requestBody(m, parts) }
      : { parameters: m.shown ? queryParams(m, parts.paramSchema) : [] }),
    responses: {
      "200": success(m, parts),
      "400": { $ref: "#/components/responses/Error" },
      default: { $ref: "#/components/responses/Error" },
    },
    ...(m.shown ? {} : { "x-botspec-shown": false }),
    "x-botspec-spec": `${m.position.file}:${m.position.line}`,
  };
}

/**
 * schema.json's definitions as components, less what no operation refers to by name: the whole responses (the
 * envelope is composed per operation), the results (written in place) and the params of methods named only in prose.
 */
function components(ctx: EmitContext, all: Record<string, Schema>): Record<string, Schema> {
  const apart = new Set(ctx.model.methods.flatMap((m) => [`${m.name}.result`, `${m.name}.response`]));
  for (const m of ctx.model.methods) if (!m.shown) apart.add(`${m.name}.params`);
  const byName = new Map(ctx.model.types.map((t) => [t.name, t]));
  const params = new Map(ctx.model.methods.map((m) => [`${m.name}.params`, m.groups ?? []]));
  return Object.fromEntries(
    Object.entries(all)
      .filter(([k]) => !apart.has(k))
      .map(([name, s]) => {
        const t = byName.get(name);
        if (!t) return [name, grouped(params.get(name) ?? [], s)];
        return [name, grouped(t.kind === "object" ? t.groups : [], discriminated(t, s))];
      }),
  );
}

function partsOf(ctx: EmitContext, all: Record<string, Schema>, schemas: Record<string, Schema>): Parts {
  return {
    model: ctx.model,
    paramSchema: (m, p) => {
      const own = (schemas[`${m.name}.params`] as { properties?: Record<string, Schema> } | undefined)?.properties;
      return structuredClone(own?.[p.name] ?? {});
    },
    resultSchema: (m) => {
      if (!m.shown || !m.result) return {};
      const { title: _title, ...result } = all[`${m.name}.result`] ?? {};
      return structuredClone(result);
    },
  };
}

export function buildOpenApi(ctx: EmitContext): Schema {
  const { model } = ctx;
  const all = retarget(buildJsonSchema(ctx).$defs) as Record<string, Schema>;
  const schemas = components(ctx, all);
  const parts = partsOf(ctx, all, schemas);
  const paths = Object.fromEntries(
    model.methods.map((m) => [
      `/bot{token}/${m.name}`,
      {
        parameters: [{ $ref: "#/components/parameters/token" }],
        post: operation(m, "post", parts),
        get: operation(m, "get", parts),
      },
    ]),
  );
  return exclusiveUnions(document(ctx, paths, schemas), schemas) as Schema;
}

function document(ctx: EmitContext, paths: Schema, schemas: Record<string, Schema>): Schema {
  const { model } = ctx;
  return {
    openapi: "3.1.1",
    "x-generated": bannerLines(ctx).join(" "),
    info: {
      // The version is info.version: renderers show both, so the title does not repeat it.
      title: "Bot Service Interface",
      version: model.version,
      description: `${bannerLines(ctx).join(" ")}\n\nEvery method of the interface, from the spec's Markdown (${ctx.specLabel}). The token is part of the path (\`/bot<token>/METHOD_NAME\`); a method named only in prose is present with open params and result and \`x-botspec-shown: false\`. ${ATTACHED}`,
    },
    // No description on the variable: swagger-parser's bundled schema refuses one there.
    servers: [
      {
        url: "{base_url}",
        description: "base_url: the service's base URL, without /bot<token>.",
        variables: { base_url: { default: "https://api.example.org" } },
      },
    ],
    security: [],
    tags: [
      { name: "methods", description: "Methods the spec shows in full." },
      { name: "named only", description: "Methods the spec names in prose only." },
    ],
    paths,
    components: {
      schemas,
      parameters: {
        token: {
          name: "token",
          in: "path",
          required: true,
          description:
            "The bot's token: its numeric id, a colon, and a secret (the service also accepts the colon %-encoded).",
          schema: { type: "string", pattern: "^[0-9]+:[A-Za-z0-9_-]+$" },
        },
      },
      responses: {
        Error: {
          description: "The call failed: ok false, an error_code, a description, and parameters such as retry_after.",
          content: { "application/json": { schema: ref("response.error") } },
        },
      },
    },
  };
}

export function emitOpenApi(ctx: EmitContext): OutputFile[] {
  return [{ path: "openapi.json", contents: `${JSON.stringify(buildOpenApi(ctx), null, 2)}\n`, formatted: true }];
}
