// The flow, rendering side: model → emitters → the files. Every emitter lays out its own files (print-ts.ts for the
// TypeScript declarations, in prettier's layout); prettier is loaded only for a file whose layout its emitter could not
// be sure of (format.ts), so a run loads neither ts-morph nor prettier.
import type { Diagnostic } from "./diagnostics.ts";
import type { OutputFile } from "./emit/shared/output.ts";
import type { SpecModel } from "./model/model.ts";

/** What a render is doing: emitting the artifacts, then formatting them. */
export type RenderStage = (stage: "emitting" | "formatting") => void;

export interface Renderer {
  render(model: SpecModel, artifacts?: readonly string[], stage?: RenderStage): Promise<OutputFile[]>;
  close(): Promise<void>;
}

/** Every artifact of a model, laid out, with paths relative to its output folder. */
export async function renderModel(
  model: SpecModel,
  artifacts?: readonly string[],
  stage?: RenderStage,
): Promise<OutputFile[]> {
  const [{ emitAll }, { formatFiles }, { readAssets }] = await Promise.all([
    import("./emit/emit-all.ts"),
    import("./emit/format.ts"),
    import("./read.ts"),
  ]);
  stage?.("emitting");
  const files = await emitAll(model, readAssets(), artifacts);
  // The stage in which files get their final layout: prettier's, for those their emitter could not lay out.
  stage?.("formatting");
  return formatFiles(files);
}

/** The renderer of a run: in this thread, nothing to start or stop. */
export function startRenderer(): Renderer {
  return { render: renderModel, close: async () => {} };
}

/** One spec folder read and rendered: its model, its files and the warnings of reading it. */
export async function generateVersion(
  specDir: string,
  anchor: string = specDir,
  artifacts?: readonly string[],
): Promise<{ model: SpecModel; files: OutputFile[]; warnings: Diagnostic[] }> {
  const { loadSpec } = await import("./pipeline.ts");
  const { model, warnings } = loadSpec(specDir, anchor);
  return { model, warnings, files: await renderModel(model, artifacts) };
}
