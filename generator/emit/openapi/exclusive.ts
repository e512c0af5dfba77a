// anyOf → oneOf where no value can match two alternatives: each alternative is of one JSON type (a $ref followed to
// its component, a const by its value's type, a schema matching nothing is apart from all), no two alike. Integer or
// String, Message or Boolean, InputFile or String: generators read oneOf as a union of exclusive types. Alternatives
// of one JSON type (four kinds of reply markup, all objects) stay anyOf: an object may match two of them.
import type { Schema } from "../json-schema/schema-of.ts";

/** Keywords whose value is data, never a schema (for every walk over openapi.json's schemas). */
export const DATA_AT: ReadonlySet<string> = new Set([
  "enum",
  "const",
  "default",
  "examples",
  "example",
  "mapping",
  "x-botspec-spec",
]);
/** Keywords whose value maps names (any name, "default" too) to schemas. */
const NAMES_AT = new Set(["properties", "patternProperties", "schemas"]);
const NOTHING = "nothing";

type Components = Record<string, Schema>;

function jsonType(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  return typeof value === "number" ? "number" : typeof value;
}

/** The one JSON type every value matching `s` has, NOTHING when none can match, or undefined when not one. */
function typeOf(s: unknown, components: Components, seen: Set<string>): string | undefined {
  if (!s || typeof s !== "object") return undefined;
  const schema = s as Schema;
  if (typeof schema.$ref === "string") {
    const name = decodeURIComponent(schema.$ref.replace(/^#\/components\/schemas\//, ""));
    if (seen.has(name) || !(name in components)) return undefined;
    return typeOf(components[name], components, new Set([...seen, name]));
  }
  if ("const" in schema) return jsonType(schema.const);
  if (typeof schema.type === "string") return schema.type === "integer" ? "number" : schema.type;
  const not = schema.not as Schema | undefined;
  if (not && typeof not === "object" && Object.keys(not).length === 0) return NOTHING;
  const alternatives = (schema.oneOf ?? schema.anyOf) as unknown[] | undefined;
  if (!Array.isArray(alternatives)) return undefined;
  const types = new Set(alternatives.map((a) => typeOf(a, components, seen)));
  types.delete(NOTHING);
  return types.size === 1 ? [...types][0] : undefined;
}

/** True when the alternatives' JSON types are known and distinct: a value matches one at most. */
export function disjoint(alternatives: readonly unknown[], components: Components): boolean {
  const types = alternatives.map((a) => typeOf(a, components, new Set())).filter((t) => t !== NOTHING);
  return types.every((t) => t !== undefined) && new Set(types).size === types.length;
}

/** A copy of `node` with every exclusive anyOf written as oneOf (keys keep their order). */
export function exclusiveUnions(node: unknown, components: Components): unknown {
  if (Array.isArray(node)) return node.map((x) => exclusiveUnions(x, components));
  if (!node || typeof node !== "object") return node;
  const out: Schema = {};
  for (const [k, v] of Object.entries(node)) {
    if (DATA_AT.has(k)) out[k] = v;
    else if (k === "anyOf" && Array.isArray(v) && disjoint(v, components)) out.oneOf = exclusiveUnions(v, components);
    else if (NAMES_AT.has(k) && v && typeof v === "object" && !Array.isArray(v))
      out[k] = Object.fromEntries(Object.entries(v).map(([n, s]) => [n, exclusiveUnions(s, components)]));
    else out[k] = exclusiveUnions(v, components);
  }
  return out;
}
