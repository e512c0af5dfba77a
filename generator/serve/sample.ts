// A value of any type of the model that passes its validator: the smallest one (required fields only, first enum
// value, first variant, bounds respected). Deterministic, so a test can rely on what an unstubbed method answers.
import type { Constraints, SpecModel, TypeRef } from "../model/model.ts";
import { assertNever } from "../model/model.ts";

export function sampleValue(model: SpecModel, ref: TypeRef, c: Constraints = {}, depth = 0): unknown {
  if (c.const !== undefined && ref.kind !== "array") return c.const;
  switch (ref.kind) {
    case "integer":
    case "float":
      return Math.max(c.minimum ?? 1, Math.min(c.maximum ?? 1, 1));
    case "string":
      return c.enum?.[0] ?? "x".repeat(Math.max(1, c.minLength ?? 1));
    case "boolean":
      return false;
    case "true":
      return true;
    case "literal":
      return ref.value;
    case "unknown":
      return {};
    case "array":
      return Array.from({ length: ref.minItems ?? 0 }, () => sampleValue(model, ref.items, c, depth + 1));
    case "union":
      return sampleValue(model, ref.members[0] as TypeRef, c, depth);
    case "ref":
      return sampleType(model, ref.name, depth);
    default:
      return assertNever(ref, "type reference");
  }
}

function sampleType(model: SpecModel, name: string, depth: number): unknown {
  const t = model.types.find((x) => x.name === name);
  if (!t || depth > 20) return {};
  if (t.kind === "opaque") return {};
  if (t.kind === "union") {
    const first = t.variants.find((v) => v.match.kind === "equals") ?? t.variants[0];
    return first ? sampleType(model, first.type, depth + 1) : {};
  }
  const out: Record<string, unknown> = {};
  for (const f of t.fields) if (!f.optional) out[f.name] = sampleValue(model, f.type, f.constraints, depth + 1);
  for (const g of t.groups) if (g.kind === "exactly-one" && !g.fields.some((f) => f in out)) {
    const f = t.fields.find((x) => x.name === g.fields[0]);
    if (f) out[f.name] = sampleValue(model, f.type, f.constraints, depth + 1);
  }
  return out;
}
