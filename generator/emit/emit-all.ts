// Every artifact's emitter, in the order of the artifact table, each a pure function of the model.
import type { SpecModel } from "../model/model.ts";
import { ARTIFACT_TABLE, type ArtifactRow } from "./artifacts.ts";
import type { EmitContext, OutputFile } from "./shared/output.ts";

async function emitRows(
  rows: readonly ArtifactRow[],
  model: SpecModel,
  assets: Readonly<Record<string, string>>,
): Promise<OutputFile[]> {
  const ctx: EmitContext = { model, specLabel: model.sourceDir, assets };
  const emitters = await Promise.all(rows.map((a) => a.emitter()));
  return emitters.flatMap((emit) => emit(ctx));
}

/** The files of the chosen artifacts (every one by default). */
export function emitAll(
  model: SpecModel,
  assets: Readonly<Record<string, string>>,
  artifacts: readonly string[] = ARTIFACT_TABLE.map((a) => a.name),
): Promise<OutputFile[]> {
  return emitRows(
    ARTIFACT_TABLE.filter((a) => artifacts.includes(a.name)),
    model,
    assets,
  );
}
