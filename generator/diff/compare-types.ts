// Comparing type expressions by the values they admit: same, widened (old ⊂ new), narrowed (new ⊂ old), changed.
import type { TypeRef } from "../model/model.ts";

/** Every value of `a` is a value of `b`. */
export function isSubtype(a: TypeRef, b: TypeRef): boolean {
  if (b.kind === "unknown") return true;
  if (a.kind === "union") return a.members.every((m) => isSubtype(m, b));
  if (b.kind === "union") return b.members.some((m) => isSubtype(a, m));
  if (a.kind === "array" || b.kind === "array")
    return a.kind === "array" && b.kind === "array" && isSubtype(a.items, b.items);
  if (a.kind === "ref" || b.kind === "ref") return a.kind === "ref" && b.kind === "ref" && a.name === b.name;
  if (a.kind === b.kind) return a.kind !== "literal" || (b.kind === "literal" && a.value === b.value);
  if (a.kind === "true") return b.kind === "boolean";
  if (a.kind === "integer") return b.kind === "float";
  if (a.kind === "literal") return literalKind(a.value) === b.kind || (a.value === true && b.kind === "true");
  return false;
}

function literalKind(v: string | number | boolean): TypeRef["kind"] {
  return typeof v === "string"
    ? "string"
    : typeof v === "boolean"
      ? "boolean"
      : Number.isInteger(v)
        ? "integer"
        : "float";
}

export type TypeChange = "same" | "widened" | "narrowed" | "changed";

export function compareTypes(before: TypeRef, after: TypeRef): TypeChange {
  const up = isSubtype(before, after);
  const down = isSubtype(after, before);
  if (up && down) return "same";
  if (up) return "widened";
  if (down) return "narrowed";
  return "changed";
}
