// What the fake service starts from: a version's model and its validators' modules, recalled from the render cache
// when this build of botspec served or rendered these very sources before (a start of the full-size spec then costs
// a JSON read and an import, not a Markdown parse), else read, rendered and kept. The reader is loaded only on a miss.
import type { OutputFile } from "../emit/shared/output.ts";
import { identity } from "../run/identity.ts";
import type { SpecModel } from "../model/model.ts";
import { hashSources } from "../model/source.ts";
import { specLabel } from "../write/paths.ts";
import { readSpecDir } from "../input/read.ts";
import { renderValidators } from "../run/fake-service.ts";
import { join } from "node:path";
import { cacheFolder, openRenderCache, renderKey } from "../write/cache.ts";
import { openStageStore } from "../write/stage-store.ts";

export interface Served {
  readonly model: SpecModel;
  readonly validators: readonly OutputFile[];
  /** Whether it came from the cache. */
  readonly cached: boolean;
}

/** `progress` (a terminal's status line) is told each stage of a start that is not recalled. */
export async function loadServed(dir: string, cwd: string, progress?: (text: string) => void): Promise<Served> {
  const label = specLabel(dir, cwd);
  const sources = readSpecDir(dir, label);
  const buildId = identity().buildId;
  const key = renderKey([buildId, "serve:validators", label, hashSources(sources)]);
  const cache = openRenderCache(cwd, dir);
  const entry = cache?.recall(key);
  if (entry) return { model: entry.model, validators: entry.files, cached: true };
  // Read through the stage store: after an edit, only the documents and notes that changed are read again.
  const folder = cacheFolder(cwd, dir);
  const store = folder ? openStageStore(join(folder, "stages")) : undefined;
  const { modelOf } = await import("../run/pipeline.ts");
  progress?.(`${label}: reading`);
  const stages = store ? { store, keyBase: buildId } : undefined;
  const { model } = modelOf(sources, label, { stages, stage: (s) => s !== "reading" && progress?.(`${label}: ${s}`) });
  store?.save();
  progress?.(`${label}: emitting validators`);
  const validators = await renderValidators(model);
  cache?.keep(key, { model, warnings: [], files: validators });
  return { model, validators, cached: false };
}
