// A value of any type of the model that passes its validator, deterministic by seed: seed 0 gives the smallest one
// (required fields only, first enum value, first variant, bounds respected); another seed picks values, variants,
// lengths and optional fields with a seeded generator, always within what the spec allows.
import type { Constraints, SpecModel, TypeRef } from "../model/model.ts";
import { enumValues } from "../model/types.ts";
import { GROUP_REFUSES } from "../model/group-kind.ts";
import { assertNever } from "../model/model.ts";

/** mulberry32: a small, fast, seeded generator of numbers in [0, 1). */
function generator(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Sampler {
  readonly model: SpecModel;
  /** null for the smallest values (seed 0). */
  readonly random: (() => number) | null;
  /** Values a person would write: an integer whose range takes 1 starts from 1, not from its minimum. */
  readonly plausible: boolean;
}

const pick = <T>(s: Sampler, items: readonly T[]): T =>
  items[s.random ? Math.floor(s.random() * items.length) : 0] as T;
const between = (s: Sampler, lo: number, hi: number): number =>
  s.random ? lo + Math.floor(s.random() * (hi - lo + 1)) : lo;

function integer(s: Sampler, c: Constraints): number {
  const values = enumValues(c, "number");
  if (values) return pick(s, values);
  const least = c.minimum ?? (s.random ? 0 : 1);
  const lo = s.plausible && least < 1 && (c.maximum ?? 1) >= 1 ? 1 : least;
  return between(s, lo, Math.max(lo, Math.min(c.maximum ?? lo + 1000, lo + 1000)));
}

function string(s: Sampler, c: Constraints): string {
  const values = enumValues(c, "string");
  if (values) return pick(s, values);
  const min = Math.max(1, c.minLength ?? 1);
  const length = between(s, min, Math.max(min, Math.min(c.maxLength ?? min + 8, min + 8)));
  return "abcdefghij".repeat(Math.ceil(length / 10)).slice(0, length);
}

function value(s: Sampler, ref: TypeRef, c: Constraints, depth: number): unknown {
  if (c.const !== undefined && ref.kind !== "array") return c.const;
  switch (ref.kind) {
    case "integer":
      return integer(s, c);
    case "float":
      return integer(s, c) / 2;
    case "string":
      return string(s, c);
    case "boolean":
      return s.random ? s.random() < 0.5 : false;
    case "true":
      return true;
    case "literal":
      return ref.value;
    case "unknown":
      return {};
    case "array": {
      const min = ref.minItems ?? 0;
      const n = depth > 3 ? min : between(s, min, Math.max(min, Math.min(ref.maxItems ?? min + 2, min + 2)));
      return Array.from({ length: n }, () => value(s, ref.items, c, depth + 1));
    }
    case "union":
      return value(s, pick(s, ref.members), c, depth);
    case "ref":
      return type(s, ref.name, depth);
    default:
      return assertNever(ref, "type reference");
  }
}

function type(s: Sampler, name: string, depth: number): unknown {
  const t = s.model.types.find((x) => x.name === name);
  if (!t || t.kind === "opaque" || depth > 20) return {};
  if (t.kind === "union") {
    const variants = t.variants.filter((v) => v.match.kind === "equals");
    const chosen = variants.length > 0 ? pick(s, variants) : t.variants[0];
    return chosen ? type(s, chosen.type, depth + 1) : {};
  }
  const grouped = new Set(t.groups.flatMap((g) => g.fields));
  const out: Record<string, unknown> = {};
  for (const f of t.fields) {
    const include = !f.optional || (s.random !== null && depth < 3 && !grouped.has(f.name) && s.random() < 0.3);
    if (include) out[f.name] = value(s, f.type, f.constraints, depth + 1);
  }
  for (const g of t.groups) {
    if (!GROUP_REFUSES[g.kind].none || g.fields.some((f) => f in out)) continue;
    const chosen = pick(s, g.fields);
    const f = t.fields.find((x) => x.name === chosen);
    if (f) out[f.name] = value(s, f.type, f.constraints, depth + 1);
  }
  return out;
}

/** A value of `ref`; the same for the same seed. `plausible`: integers from 1 where their range allows (examples). */
export function sampleValue(model: SpecModel, ref: TypeRef, c: Constraints = {}, seed = 0, plausible = false): unknown {
  return value({ model, random: seed === 0 ? null : generator(seed), plausible }, ref, c, 0);
}
