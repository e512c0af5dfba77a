// What the fake service starts from: a version's model and its validators' modules, recalled from the render cache
// when this build of botspec served or rendered these very sources before (a start of the full-size spec then costs
// a JSON read and an import, not a Markdown parse), else read, rendered and kept. The reader is loaded only on a miss.
import type { OutputFile } from "../emit/shared/output.ts";
import { identity } from "../identity.ts";
import type { SpecModel } from "../model/model.ts";
import { hashSources } from "../parse/source.ts";
import { specLabel } from "../paths.ts";
import { readSpecDir } from "../read.ts";
import { renderValidators } from "../serve/service.ts";
import { openRenderCache, renderKey } from "../write/cache.ts";

export interface Served {
  readonly model: SpecModel;
  readonly validators: readonly OutputFile[];
  /** Whether it came from the cache. */
  readonly cached: boolean;
}

export async function loadServed(dir: string, cwd: string): Promise<Served> {
  const label = specLabel(dir, cwd);
  const key = renderKey([identity().buildId, "serve:validators", label, hashSources(readSpecDir(dir, label))]);
  const cache = openRenderCache(cwd, dir);
  const entry = cache?.recall(key);
  if (entry) return { model: entry.model, validators: entry.files, cached: true };
  const { loadModel } = await import("../pipeline.ts");
  const model = loadModel(dir, cwd);
  const validators = await renderValidators(model);
  cache?.keep(key, { model, warnings: [], files: validators });
  return { model, validators, cached: false };
}
