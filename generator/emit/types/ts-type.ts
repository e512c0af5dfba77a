// Model type references → TypeScript type text, from checked identifiers and JSON-quoted literals only.
import type { Constraints, TypeRef } from "../../model/model.ts";
import { assertNever } from "../../model/model.ts";
import { identifier } from "../shared/naming.ts";
import { enumValues } from "../../model/types.ts";

function literalUnion(values: readonly (string | number | boolean)[]): string {
  return values.map((v) => JSON.stringify(v)).join(" | ");
}

/** The scalar type, narrowed by an enum or a constant when the notes give one. */
function scalar(base: string, constraints: Constraints): string {
  if (constraints.const !== undefined) return JSON.stringify(constraints.const);
  const values = base === "string" || base === "number" ? enumValues(constraints, base) : undefined;
  return values ? literalUnion(values) : base;
}

function needsParens(ref: TypeRef, constraints: Constraints): boolean {
  const kind = ref.kind === "string" ? "string" : ref.kind === "integer" || ref.kind === "float" ? "number" : undefined;
  return ref.kind === "union" || (kind !== undefined && (enumValues(constraints, kind)?.length ?? 0) > 1);
}

/** `namespace` qualifies references (`T.` where the types are imported as a namespace). */
export function tsType(ref: TypeRef, constraints: Constraints = {}, namespace = ""): string {
  switch (ref.kind) {
    case "integer":
    case "float":
      return scalar("number", constraints);
    case "string":
      return scalar("string", constraints);
    case "boolean":
      return scalar("boolean", constraints);
    case "true":
      return "true";
    case "literal":
      return JSON.stringify(ref.value);
    case "ref":
      return namespace + identifier(ref.name);
    case "array": {
      const items = tsType(ref.items, constraints, namespace);
      return needsParens(ref.items, constraints) ? `(${items})[]` : `${items}[]`;
    }
    case "union":
      return ref.members.map((m) => tsType(m, constraints, namespace)).join(" | ");
    case "unknown":
      return "unknown";
    default:
      return assertNever(ref, "type reference");
  }
}
