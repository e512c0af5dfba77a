// Parts of the model an artifact may not read, so that an edit of those parts leaves the artifact as it was: the
// prose (every description and a method's notes: what the spec says in words beyond the facts read from it), the
// types, the methods. An artifact row says which it does not read (emit/artifacts.ts); its files are kept under the
// key of the model without them (run/render-artifacts.ts), and a test renders every artifact from the model without
// them on every spec here and finds its files unchanged (test/render/model-parts.test.ts).
import type { SpecModel } from "./model.ts";

export type ModelPart = "prose" | "types" | "methods";

/** The model with the parts given emptied: prose as "", types and methods as none. Other parts as they are. */
export function withoutParts(model: SpecModel, parts: readonly ModelPart[]): SpecModel {
  if (parts.length === 0) return model;
  const emptied: SpecModel = {
    ...model,
    types: parts.includes("types") ? [] : model.types,
    methods: parts.includes("methods") ? [] : model.methods,
  };
  return parts.includes("prose") ? (withoutProse(emptied) as SpecModel) : emptied;
}

/** Every `description` string emptied and every `notes` list of strings made empty, at any depth. */
function withoutProse(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutProse);
  if (typeof value !== "object" || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) out[key] = proseKey(key, v) ? emptyProse(v) : withoutProse(v);
  return out;
}

const proseKey = (key: string, v: unknown): boolean =>
  (key === "description" && typeof v === "string") ||
  (key === "notes" && Array.isArray(v) && v.every((n) => typeof n === "string"));

const emptyProse = (v: unknown): unknown => (typeof v === "string" ? "" : []);
