// Small pure helpers over type references of the model.
import type { Constraints, TypeRef } from "./model.ts";

/** Innermost scalar types of a type (array items, union members). */
export function leafTypes(type: TypeRef): TypeRef[] {
  if (type.kind === "array") return leafTypes(type.items);
  if (type.kind === "union") return type.members.flatMap(leafTypes);
  return [type];
}

/** The enum values of one kind (strings for a String, numbers for an Integer or Float), or undefined. */
export function enumValues<K extends "string" | "number">(
  c: Constraints,
  kind: K,
): readonly (K extends "string" ? string : number)[] | undefined {
  const values = c.enum?.filter((v) => typeof v === kind);
  return values && values.length > 0 ? (values as (K extends "string" ? string : number)[]) : undefined;
}

/** Names of the types a type expression refers to. */
export function referencedNames(type: TypeRef): string[] {
  return leafTypes(type).flatMap((t) => (t.kind === "ref" ? [t.name] : []));
}
