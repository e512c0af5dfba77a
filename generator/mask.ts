// The model with the facts that every edit moves taken out: the source hash, and the line of every place in the spec
// (a line added above moves every place below it; columns move only within an edited line), each replaced by a number
// of its own (MARK followed by eight digits: the place's index), so that two
// versions of a spec that differ only in those facts give the same masked model, and anything made from it carries
// the marks where it shows them; unmask puts the facts back. A model whose own text or numbers already hold a mark is
// not masked (undefined): its artifacts are made afresh.
import type { SpecModel } from "./model/model.ts";

const HASH_MASK = `sha256:${"~".repeat(64)}`;
const MARK = "73";
const MARKS = /\b73(\d{8})\b/g;

export interface Masked {
  readonly model: SpecModel;
  unmask(text: string): string;
}

const isPlace = (v: Record<string, unknown>): boolean =>
  typeof v.file === "string" && typeof v.line === "number" && typeof v.column === "number";

export function maskModel(model: SpecModel): Masked | undefined {
  const text = JSON.stringify(model);
  if (new RegExp(MARKS.source).test(text) || text.includes(HASH_MASK)) return undefined;
  const facts: number[] = [];
  const mark = (n: number): number => Number(`${MARK}${String(facts.push(n) - 1).padStart(8, "0")}`);
  const walk = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(walk);
    if (typeof v !== "object" || v === null) return v;
    const o = v as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(o)) out[k] = walk(x);
    if (isPlace(o)) ((out.line = mark(o.line as number)), (out.column = mark(o.column as number)));
    return out;
  };
  const masked = { ...(walk(model) as SpecModel), sourceHash: HASH_MASK };
  if (facts.length >= 1e8) return undefined;
  return {
    model: masked,
    unmask: (t) =>
      t
        .split(HASH_MASK)
        .join(model.sourceHash)
        .replace(MARKS, (m, i: string) => String(facts[Number(i)] ?? m)),
  };
}
