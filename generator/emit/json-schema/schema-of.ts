// Model type references and constraints → JSON Schema 2020-12 fragments.
import type { Constraints, Field, TypeRef } from "../../model/model.ts";
import { enumValues } from "../../model/types.ts";
import { assertNever } from "../../model/model.ts";
import { INT32, INT52 } from "../shared/integers.ts";

export type Schema = { [key: string]: unknown };

export function defRef(name: string): Schema {
  return { $ref: `#/$defs/${encodeURIComponent(name).replace(/~/g, "~0")}` };
}

function integerSchema(c: Constraints): Schema {
  const bits = c.integerBits === 52 ? INT52 : c.integerBits === 32 ? INT32 : {};
  return { type: "integer", ...bits, ...range(c) };
}

function range(c: Constraints): Schema {
  const values = enumValues(c, "number");
  return {
    ...(values ? { enum: [...values] } : {}),
    ...(c.minimum !== undefined ? { minimum: c.minimum } : {}),
    ...(c.maximum !== undefined ? { maximum: c.maximum } : {}),
  };
}

/** Keywords for lengths JSON Schema cannot state portably: other validators ignore them; schema-keywords.mjs adds them to Ajv. */
export const UTF16_MIN = "x-utf16MinLength";
export const UTF16_MAX = "x-utf16MaxLength";
export const UTF8_MIN = "x-utf8MinLength";
export const UTF8_MAX = "x-utf8MaxLength";

/**
 * Lengths. JSON Schema counts code points; the spec counts characters in UTF-16 code units, and some limits in UTF-8
 * bytes. maxLength states the bound every validator can check (a string within N units or N bytes has at most N code
 * points); the exact limit is an annotation keyword, checked by the generated validators and, with
 * schema-keywords.mjs, by Ajv. No pattern: patterns portable to Python's and Go's engines cannot count UTF-16 units.
 */
function stringSchema(c: Constraints): Schema {
  const s: Schema = { type: "string" };
  const values = enumValues(c, "string");
  if (values) s.enum = [...values];
  if (c.minLength !== undefined) s.minLength = c.minLength;
  if (c.maxLength !== undefined) s.maxLength = c.maxLength;
  if (c.pattern) s.pattern = c.pattern;
  // A minimum over 1 unit or byte is no minimum of code points (one code point may be two units, or four bytes).
  const [min, max] = c.lengthUnit === "utf8" ? [UTF8_MIN, UTF8_MAX] : [UTF16_MIN, UTF16_MAX];
  if (c.lengthUnit && c.minLength !== undefined && c.minLength > 1) {
    s[min] = c.minLength;
    delete s.minLength;
  }
  if (c.lengthUnit && c.maxLength !== undefined && !values) s[max] = c.maxLength;
  return s;
}

export function schemaOf(ref: TypeRef, c: Constraints = {}): Schema {
  if (c.const !== undefined && ref.kind !== "array" && ref.kind !== "union") return { const: c.const };
  switch (ref.kind) {
    case "integer":
      return integerSchema(c);
    case "float":
      return { type: "number", ...range(c) };
    case "string":
      return stringSchema(c);
    case "boolean":
      return { type: "boolean" };
    case "true":
      return { const: true };
    case "literal":
      return { const: ref.value };
    case "ref":
      return defRef(ref.name);
    case "array":
      return {
        type: "array",
        items: schemaOf(ref.items, c),
        ...(ref.minItems !== undefined ? { minItems: ref.minItems } : {}),
        ...(ref.maxItems !== undefined ? { maxItems: ref.maxItems } : {}),
      };
    case "union":
      return { anyOf: ref.members.map((m) => schemaOf(m, c)) };
    case "unknown":
      return { not: { type: "null" } };
    default:
      return assertNever(ref, "type reference");
  }
}

/** A property's schema with its description and default. */
export function propertySchema(f: { type: TypeRef; constraints: Constraints; description: string }): Schema {
  const s = schemaOf(f.type, f.constraints);
  if (f.description) s.description = f.description;
  if (f.constraints.default !== undefined) s.default = f.constraints.default;
  return s;
}

export function objectSchema(fields: readonly Field[]): Schema {
  const properties: Schema = {};
  for (const f of fields) properties[f.name] = propertySchema(f);
  const required = fields.filter((f) => !f.optional).map((f) => f.name);
  return { type: "object", properties, ...(required.length > 0 ? { required } : {}) };
}
