// The model with the facts that every edit moves taken out: the source hash, and the line of every place in the spec
// (a line added above moves every place below it; columns move only within an edited line), each replaced by a mark
// of its own (MARK followed by eight digits: the place's index), so that two versions of a spec that differ only in
// those facts give the same masked model, and anything made from it carries the marks where it shows them. What is
// made from the masked model is kept as a template (its text cut at the marks), which fill() completes with the facts
// of any model of the same mask. A model whose own text or numbers already hold a mark is not masked (undefined): its
// artifacts are made afresh.
import type { SpecModel } from "../model/model.ts";

const HASH_MASK = `sha256:${"~".repeat(64)}`;
const MARK = "73";
const MARKS = /\b73(\d{8})\b|sha256:~{64}/g;

/** Text cut at the marks: strings as they stand, numbers for the places' lines (-1 for the source hash). */
export type Template = readonly (string | number)[];

export interface Masked {
  readonly model: SpecModel;
  /** How many places were marked: a template's marks are numbers below it (or -1, the source hash). */
  readonly marks: number;
  fill(template: Template): string;
}

const isPlace = (v: Record<string, unknown>): boolean =>
  typeof v.file === "string" && typeof v.line === "number" && typeof v.column === "number";

export function maskModel(model: SpecModel): Masked | undefined {
  const text = JSON.stringify(model);
  if (new RegExp(MARKS.source).test(text)) return undefined;
  const lines: number[] = [];
  const mark = (n: number): number => Number(`${MARK}${String(lines.push(n) - 1).padStart(8, "0")}`);
  const walk = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(walk);
    if (typeof v !== "object" || v === null) return v;
    const o = v as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(o)) out[k] = walk(x);
    if (isPlace(o)) out.line = mark(o.line as number);
    return out;
  };
  const masked = { ...(walk(model) as SpecModel), sourceHash: HASH_MASK };
  if (lines.length >= 1e8) return undefined;
  return {
    model: masked,
    marks: lines.length,
    fill: (t) => t.map((p) => (typeof p === "string" ? p : p < 0 ? model.sourceHash : String(lines[p]))).join(""),
  };
}

/** Text made from a masked model, cut at its marks. */
export function templateOf(text: string): Template {
  const parts: (string | number)[] = [];
  let from = 0;
  for (const m of text.matchAll(MARKS)) {
    parts.push(text.slice(from, m.index), m[1] === undefined ? -1 : Number(m[1]));
    from = m.index + m[0].length;
  }
  parts.push(text.slice(from));
  return parts;
}
