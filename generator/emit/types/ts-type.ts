// Model type references → TypeScript type expressions (trees of ts.ts), from checked identifiers and literal values.
import type { Constraints, TypeRef } from "../../model/model.ts";
import { assertNever } from "../../model/model.ts";
import { enumValues } from "../../model/types.ts";
import { identifier } from "../shared/naming.ts";
import { array, literal, name, union, type TypeNode } from "../shared/ts.ts";

/** The scalar type, narrowed by an enum or a constant when the notes give one. */
function scalar(base: string, constraints: Constraints): TypeNode {
  if (constraints.const !== undefined) return literal(constraints.const);
  const values = base === "string" || base === "number" ? enumValues(constraints, base) : undefined;
  return values ? union(values.map(literal)) : name(base);
}

/** `namespace` qualifies references (`T.` where the types are imported as a namespace). */
export function tsType(ref: TypeRef, constraints: Constraints = {}, namespace = ""): TypeNode {
  switch (ref.kind) {
    case "integer":
    case "float":
      return scalar("number", constraints);
    case "string":
      return scalar("string", constraints);
    case "boolean":
      return scalar("boolean", constraints);
    case "true":
      return name("true");
    case "literal":
      return literal(ref.value);
    case "ref":
      return name(namespace + identifier(ref.name));
    case "array":
      return array(tsType(ref.items, constraints, namespace));
    case "union":
      return union(ref.members.map((m) => tsType(m, constraints, namespace)));
    case "unknown":
      return name("unknown");
    default:
      return assertNever(ref, "type reference");
  }
}
