// The flow, reading side: read → parse → build → check. The rendering side (emit → format) is render.ts, so that
// reading a spec never loads the emitters or prettier.
import { DiagnosticSink, SpecError, type Diagnostic } from "../model/diagnostics.ts";
import type { SourceText } from "../model/source.ts";
import { buildModel } from "../ir/build.ts";
import type { Explained } from "../ir/build-fields.ts";
import { checkModel } from "../ir/check.ts";
import type { SpecModel } from "../model/model.ts";
import { parseSpec } from "../parse/spec.ts";
import type { ReadStages } from "../parse/markdown/section-codec.ts";
import { readSpecDir } from "../input/read.ts";
import { specLabel } from "../write/paths.ts";

/**
 * Reads, parses, builds and checks one spec folder; throws SpecError with every diagnostic when it is malformed.
 * The spec is named relative to the project of `anchor` (the output folder; by default the spec folder itself).
 */
export function loadSpec(
  specDir: string,
  anchor: string = specDir,
  explained?: Map<string, Explained>,
  stage?: (s: "reading" | "building") => void,
): { model: SpecModel; warnings: Diagnostic[] } {
  const label = specLabel(specDir, anchor);
  return modelOf(readSpecDir(specDir, label), label, { explained, stage });
}

export interface ReadOptions {
  readonly explained?: Map<string, Explained> | undefined;
  readonly stage?: ((s: "reading" | "building") => void) | undefined;
  /** Earlier work to take: the stage store, sections read already. */
  readonly stages?: ReadStages | undefined;
}

/** The model of sources already read (labelled as `label`); throws SpecError with every diagnostic. */
export function modelOf(
  sources: SourceText[],
  label: string,
  opts: ReadOptions = {},
): { model: SpecModel; warnings: Diagnostic[] } {
  try {
    return readModel(sources, label, opts);
  } catch (error) {
    if (error instanceof SpecError) throw error;
    // A fault of the reader itself: still said at a place in the spec, never as a stack trace.
    const at = { file: sources[0]?.path ?? label, line: 1, column: 1 };
    throw new SpecError([
      {
        severity: "error",
        position: at,
        message: `botspec could not read this spec (${error instanceof Error ? error.message : String(error)}); expected input in the constructs of the spec documents — please report this with the input`,
      },
    ]);
  }
}

function readModel(
  sources: SourceText[],
  label: string,
  { explained, stage, stages }: ReadOptions,
): { model: SpecModel; warnings: Diagnostic[] } {
  const sink = new DiagnosticSink();
  stage?.("reading");
  const draft = parseSpec(sources, sink, stages);
  stage?.("building");
  const model = buildModel({ sources, draft, sourceDir: label, ...(explained ? { explained } : {}) }, sink);
  checkModel(model, sink);
  sink.throwIfErrors();
  return { model, warnings: sink.warnings };
}

/** The model of one spec folder (warnings dropped). */
export function loadModel(specDir: string, anchor: string = specDir): SpecModel {
  return loadSpec(specDir, anchor).model;
}
