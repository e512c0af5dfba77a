// openapi.json: an OpenAPI 3.1.1 description of every method of a version, for generators, linters and tooling outside
// TypeScript. POST and GET on /bot{token}/{method}; request bodies in JSON, urlencoded and (for methods that take a
// file) multipart, with an `encoding` for the params that travel JSON-serialized in form bodies; components.schemas are
// schema.json's definitions (same titles, same exact-length `x-` keywords) with 52-bit integers as int64; unions told
// apart by a value carry a discriminator with an explicit mapping of $refs; one shared envelope and error response.
import type { Method, Param, SpecModel, TypeDef } from "../../model/model.ts";
import { leafTypes } from "../../model/types.ts";
import { buildJsonSchema } from "../json-schema/emit-json-schema.ts";
import type { Schema } from "../json-schema/schema-of.ts";
import { bannerLines } from "../shared/banner.ts";
import { INT52 } from "../shared/integers.ts";
import type { EmitContext, OutputFile } from "../shared/output.ts";

const COMPONENTS = "#/components/schemas/";
const ref = (name: string) => ({ $ref: `${COMPONENTS}${name}` });

/** Keywords whose value is a schema, a list of schemas, or a map of names to schemas. */
const SCHEMA_AT = new Set(["items", "not", "contains", "if", "then", "else", "propertyNames"]);
const SCHEMAS_AT = new Set(["anyOf", "oneOf", "allOf", "prefixItems", "properties", "patternProperties"]);
/** Keywords whose value is data, kept as it is. */
const DATA_AT = new Set(["enum", "const", "default", "examples", "example"]);

/** A boolean schema as the object that means the same: Redoc and OpenAPI 3.0 tools read no boolean schemas. */
function objectSchema(v: unknown): unknown {
  if (v === true) return {};
  if (v === false) return { not: {} };
  return retarget(v);
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
  return Array.isArray(out.anyOf) && disjointTypes(out.anyOf) ? exclusive(out) : out;
}

/** JSON types that no value has two of (integer is a number: the two are not apart). */
const typeOf = (s: unknown): string | undefined => {
  const t = (s as { type?: unknown } | null)?.type;
  return typeof t === "string" ? (t === "integer" ? "number" : t) : undefined;
};

/** Alternatives each of one JSON type, no two alike (Integer or String): a value matches one at most. */
function disjointTypes(alternatives: readonly unknown[]): boolean {
  const types = alternatives.map(typeOf);
  return types.every((t) => t !== undefined) && new Set(types).size === types.length;
}

/** The same alternatives as oneOf, which generators read as a union of exclusive types. */
function exclusive(schema: Record<string, unknown>): Record<string, unknown> {
  const { anyOf, ...rest } = schema;
  return { ...rest, oneOf: anyOf };
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

/** How a param travels in a form body: a file part, JSON text, or plain text. */
function formKind(p: Param): "file" | "json" | "text" {
  if (p.upload) return "file";
  const kinds = leafTypes(p.type).map((t) => t.kind);
  return p.type.kind === "array" || kinds.some((k) => k === "ref" || k === "union") ? "json" : "text";
}

function paramsRef(m: Method): Schema {
  return m.shown ? ref(`${m.name}.params`) : { type: "object", additionalProperties: true };
}

/** The request bodies a method takes: JSON, urlencoded and multipart (the query string is the GET operation's). */
function requestBody(m: Method): Schema {
  const encoding = Object.fromEntries(
    m.params.filter((p) => formKind(p) === "json").map((p) => [p.name, { contentType: "application/json" }]),
  );
  const form = { schema: paramsRef(m), ...(Object.keys(encoding).length > 0 ? { encoding } : {}) };
  const files = m.params.filter((p) => p.upload).map((p) => p.name);
  const multipart = {
    schema: {
      allOf: [paramsRef(m)],
      properties: Object.fromEntries(
        files.map((f) => [
          f,
          { oneOf: [{ type: "string", contentMediaType: "application/octet-stream" }, { type: "string" }] },
        ]),
      ),
      additionalProperties: {
        type: "string",
        contentMediaType: "application/octet-stream",
        description:
          "A file that an `attach://<name>` value inside a param (InputMedia*.media, a sticker, a thumbnail) refers to, as a part of that name.",
      },
    },
    encoding: {
      ...encoding,
      ...Object.fromEntries(files.map((f) => [f, { contentType: "application/octet-stream" }])),
    },
  };
  const required = m.params.some((p) => p.required);
  return {
    required,
    content: {
      "application/json": { schema: paramsRef(m) },
      "application/x-www-form-urlencoded": form,
      // Every method takes all four ways the spec gives (query string, urlencoded, JSON, multipart).
      "multipart/form-data": multipart,
    },
  };
}

/** A param's own schema, copied from its method's params schema: it stands alone (no $ref into another's properties). */
type ParamSchema = (m: Method, p: Method["params"][number]) => Schema;

/** The same params in the query string (object params as JSON). */
function queryParams(m: Method, paramSchema: ParamSchema): Schema[] {
  return m.params.map((p) => {
    const inner = paramSchema(m, p);
    return {
      name: p.name,
      in: "query",
      required: p.required,
      ...(p.description ? { description: p.description } : {}),
      ...(formKind(p) === "text" ? { schema: inner } : { content: { "application/json": { schema: inner } } }),
    };
  });
}

function operation(m: Method, model: SpecModel, method: "post" | "get", paramSchema: ParamSchema): Schema {
  const summary = (m.description.split(/(?<=\.)\s/)[0] ?? m.name).slice(0, 200) || m.name;
  const result = m.shown && m.result ? ref(`${m.name}.result`) : {};
  return {
    operationId: method === "post" ? m.name : `${m.name}ViaGet`,
    summary,
    ...(m.description ? { description: m.description } : {}),
    tags: [m.shown ? "methods" : "named only"],
    ...(method === "post"
      ? { requestBody: requestBody(m) }
      : { parameters: m.shown ? queryParams(m, paramSchema) : [] }),
    responses: {
      "200": {
        description: "The call succeeded: the envelope with the method's result.",
        content: {
          "application/json": {
            schema: {
              // The result is always there on success: required, so that typed clients need no `!` on each call.
              allOf: [
                ref("response.ok"),
                {
                  type: "object",
                  required: [model.envelope.result.name],
                  properties: { [model.envelope.result.name]: result },
                },
              ],
            },
          },
        },
      },
      "400": { $ref: "#/components/responses/Error" },
      default: { $ref: "#/components/responses/Error" },
    },
    ...(m.shown ? {} : { "x-botspec-shown": false }),
    "x-botspec-spec": `${m.position.file}:${m.position.line}`,
  };
}

export function buildOpenApi(ctx: EmitContext): Schema {
  const { model } = ctx;
  // schema.json's definitions, less what no operation refers to here: the whole responses (the envelope is composed
  // per operation) and the params and results of methods named only in prose (theirs are open).
  const unshown = new Set(
    model.methods.filter((m) => !m.shown).flatMap((m) => [`${m.name}.params`, `${m.name}.result`]),
  );
  const all = retarget(buildJsonSchema(ctx).$defs) as Record<string, Schema>;
  const defs = Object.fromEntries(Object.entries(all).filter(([k]) => !k.endsWith(".response") && !unshown.has(k)));
  const byName = new Map(model.types.map((t) => [t.name, t]));
  const schemas = Object.fromEntries(
    Object.entries(defs).map(([name, s]) => {
      const t = byName.get(name);
      return [name, t ? discriminated(t, s) : s];
    }),
  );
  const paramSchema: ParamSchema = (m, p) => {
    const own = (schemas[`${m.name}.params`] as { properties?: Record<string, Schema> } | undefined)?.properties;
    return structuredClone(own?.[p.name] ?? {});
  };
  const paths = Object.fromEntries(
    model.methods.map((m) => [
      `/bot{token}/${m.name}`,
      {
        parameters: [{ $ref: "#/components/parameters/token" }],
        post: operation(m, model, "post", paramSchema),
        get: operation(m, model, "get", paramSchema),
      },
    ]),
  );
  return {
    openapi: "3.1.1",
    "x-generated": bannerLines(ctx).join(" "),
    info: {
      title: `Bot Service Interface ${model.version}`,
      version: model.version,
      description: `${bannerLines(ctx).join(" ")}\n\nEvery method of the interface, from the spec's Markdown (${ctx.specLabel}). The token is part of the path (\`/bot<token>/METHOD_NAME\`); a method named only in prose is present with open params and result and \`x-botspec-shown: false\`.`,
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
