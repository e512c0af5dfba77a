// Small pure helpers over type references of the model.
import type { TypeRef } from "./model.ts";

/** Innermost scalar types of a type (array items, union members). */
export function leafTypes(type: TypeRef): TypeRef[] {
  if (type.kind === "array") return leafTypes(type.items);
  if (type.kind === "union") return type.members.flatMap(leafTypes);
  return [type];
}

/** Names of the types a type expression refers to. */
export function referencedNames(type: TypeRef): string[] {
  return leafTypes(type).flatMap((t) => (t.kind === "ref" ? [t.name] : []));
}
