// Model type references and constraints → JSON Schema 2020-12 fragments.
import type { Constraints, Field, TypeRef } from "../../model/model.ts";
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
  return { ...(c.minimum !== undefined ? { minimum: c.minimum } : {}), ...(c.maximum !== undefined ? { maximum: c.maximum } : {}) };
}

const ASTRAL = "[\\u{10000}-\\u{10FFFF}]";
const NOT_ASTRAL = "[^\\u{10000}-\\u{10FFFF}]";

/**
 * At most `max` UTF-16 code units, as a pattern over code points: with `a` characters outside the BMP (two units
 * each), at most `max - a` characters. One alternative per possible `a`; plain text matches the first.
 */
export function utf16MaxLengthPattern(max: number): string {
  const alternatives: string[] = [];
  for (let a = 0; 2 * a <= max; a++) alternatives.push(`(?=(?:${NOT_ASTRAL}*${ASTRAL}){${a}}${NOT_ASTRAL}*$)[^]{0,${max - a}}$`);
  return `^(?:${alternatives.join("|")})`;
}

/**
 * Lengths. JSON Schema counts code points; the spec counts characters in UTF-16 code units, which a pattern states
 * exactly next to maxLength (any minimum in the spec is 0 or 1, the same in both). Byte limits (utf8) cannot be
 * stated: they are noted, and the character bounds they imply kept.
 */
function stringSchema(c: Constraints): Schema {
  const s: Schema = { type: "string" };
  if (c.enum) s.enum = [...c.enum];
  if (c.minLength !== undefined) s.minLength = c.minLength;
  if (c.maxLength !== undefined) s.maxLength = c.maxLength;
  if (c.lengthUnit === "utf8") s.$comment = `Length ${c.minLength ?? 0}-${c.maxLength ?? ""} in UTF-8 bytes; JSON Schema can only bound characters.`;
  if (c.pattern) s.pattern = c.pattern;
  else if (c.lengthUnit === "utf16" && c.maxLength !== undefined && !c.enum) {
    s.pattern = utf16MaxLengthPattern(c.maxLength);
    s.$comment = `At most ${c.maxLength} UTF-16 code units (the spec's characters): the pattern counts characters outside the BMP twice.`;
  }
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
      return { type: "array", items: schemaOf(ref.items, c), ...(ref.minItems !== undefined ? { minItems: ref.minItems } : {}), ...(ref.maxItems !== undefined ? { maxItems: ref.maxItems } : {}) };
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
