// A model's artifacts, each recalled from the stage store when the model it was made from is unchanged, else emitted
// (and laid out by prettier where ts-morph built it) and kept. Two facts change with edits that change nothing else:
// the source hash (any edit) and the places in the spec (a line added above moves everything below it). The key is
// made without them: the model is rendered with the source hash and every line and column replaced by a number of
// its own (mask.ts), and they are put back into the files afterwards, so an edit leaves every artifact whose part of
// the model it did not change to the store, whatever lines it moved. Each artifact's key is made of the model without
// the parts its emitter does not read (the row's `ignores`: model/parts.ts), so that an edit of a method's note leaves
// types.ts and the validators to the store.
import { ARTIFACT_TABLE, type ArtifactRow } from "../emit/artifacts.ts";
import type { OutputFile } from "../emit/shared/output.ts";
import type { SpecModel } from "../model/model.ts";
import { maskModel, templateOf, type Template } from "./mask.ts";
import { stageKey, type StageStore } from "../model/stages.ts";
import { withoutParts, type ModelPart } from "../model/parts.ts";

/** Renders rows from the model as given (masked). */
export type RenderRows = (model: SpecModel, rows: readonly string[]) => Promise<OutputFile[]>;

export interface ArtifactStore {
  readonly store?: StageStore | undefined;
  readonly keyBase: string;
  readonly stage?: ((stage: "emitting") => void) | undefined;
}

export async function renderArtifacts(
  model: SpecModel,
  names: readonly string[],
  cache: ArtifactStore,
  render: { typescript: RenderRows; other: RenderRows },
): Promise<OutputFile[]> {
  const rows = ARTIFACT_TABLE.filter((a) => names.includes(a.name));
  const mask = cache.store ? maskModel(model) : undefined;
  const store = mask ? cache.store : undefined;
  const modelKeys = new Map<string, string>();
  const modelKey = (parts: readonly ModelPart[]): string => {
    const name = [...parts].sort().join(",");
    let key = modelKeys.get(name);
    if (key === undefined && mask)
      modelKeys.set(name, (key = stageKey(JSON.stringify(withoutParts(mask.model, parts)))));
    return key ?? "";
  };
  const keyOf = (row: ArtifactRow) => stageKey(cache.keyBase, "artifact", row.name, modelKey(row.ignores ?? []));
  const kept = new Map(rows.map((r) => [r.name, keptFiles(r, store?.recall("artifacts", keyOf(r)), mask?.marks ?? 0)]));
  const missing = rows.filter((r) => !kept.get(r.name));
  const pick = (ts: boolean) => missing.filter((r) => r.typescript === ts).map((r) => r.name);
  const from = mask?.model ?? model;
  if (missing.length > 0) cache.stage?.("emitting");
  const made = (await Promise.all([render.typescript(from, pick(true)), render.other(from, pick(false))])).flat();
  const own = (row: ArtifactRow) =>
    made.filter((f) => row.owns(f.path)).map((f) => ({ path: f.path, contents: f.contents }));
  if (!mask) return rows.flatMap(own);
  for (const row of missing) {
    const files = own(row).map((f) => ({ path: f.path, parts: templateOf(f.contents) }));
    store?.keep("artifacts", keyOf(row), files);
    kept.set(row.name, files);
  }
  return rows.flatMap((r) => kept.get(r.name) ?? []).map((f) => ({ path: f.path, contents: mask.fill(f.parts) }));
}

/** An artifact's file as kept: its text as a template of the masked model. */
interface KeptFile {
  readonly path: string;
  readonly parts: Template;
}

/** A file of the output folder: names that start with a letter, digit or `_` (never `.` or `..`), in folders too. */
const FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*(?:\/[A-Za-z0-9_][A-Za-z0-9._-]*)*$/;

/**
 * The files kept for a row, if they are files of that row (plain names it owns) with templates of text and this
 * model's marks; else none, and the row is made afresh.
 */
function keptFiles(row: ArtifactRow, value: unknown, marks: number): KeptFile[] | undefined {
  if (!Array.isArray(value) || value.length === 0) return undefined;
  const part = (p: unknown) =>
    typeof p === "string" || (Number.isInteger(p) && (p as number) >= -1 && (p as number) < marks);
  const valid = value.every(
    (f: Partial<KeptFile> | null) =>
      typeof f?.path === "string" &&
      FILE_NAME.test(f.path) &&
      row.owns(f.path) &&
      Array.isArray(f.parts) &&
      f.parts.every(part),
  );
  return valid ? (value as KeptFile[]) : undefined;
}
