// Type references in spec notation, for messages, reports and descriptors.
import type { TypeRef } from "./model.ts";
import { assertNever } from "./model.ts";

/** Spec notation: `Integer`, `Array of User`, `Integer or String`, `` `emoji` ``, `unknown`. */
export function showType(t: TypeRef): string {
  switch (t.kind) {
    case "integer":
      return "Integer";
    case "float":
      return "Float";
    case "string":
      return "String";
    case "boolean":
      return "Boolean";
    case "true":
      return "True";
    case "literal":
      return `\`${String(t.value)}\``;
    case "ref":
      return t.name;
    case "array":
      return `Array of ${showType(t.items)}`;
    case "union":
      return t.members.map(showType).join(" or ");
    case "unknown":
      return "(type not shown)";
    default:
      return assertNever(t, "type reference");
  }
}
