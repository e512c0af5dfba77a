// The fake service started from a spec folder, for the library entry: the model read (unless given) and its
// validators rendered in memory (unless given), then handed to serve/ — which reads nothing and renders nothing itself.
import { emitAll } from "../emit/emit-all.ts";
import type { OutputFile } from "../emit/shared/output.ts";
import { readAssets } from "../input/assets.ts";
import type { SpecModel } from "../model/model.ts";
import { createFakeService, type FakeService, type FakeServiceOptions } from "../serve/service.ts";
import { loadModel } from "./pipeline.ts";

/** The validators' modules of a model (validators.mjs and validator-runtime.mjs), rendered in memory. */
export async function renderValidators(model: SpecModel): Promise<OutputFile[]> {
  const files = await emitAll(model, readAssets(), ["validators"]);
  return files.filter((f) => f.path === "validators.mjs" || f.path === "validator-runtime.mjs");
}

export interface StartOptions extends Omit<FakeServiceOptions, "model" | "validators"> {
  /** The spec folder to read when no model is given (default `spec`). */
  readonly spec?: string;
  readonly model?: SpecModel;
  /** The model's validators as renderValidators rendered them (kept from an earlier start); else rendered now. */
  readonly validators?: readonly OutputFile[];
}

/** Reads the spec (or takes the model), renders its validators (or takes them) and starts the fake service. */
export async function startFakeService(options: StartOptions = {}): Promise<FakeService> {
  const { spec, ...rest } = options;
  const model = options.model ?? loadModel(spec ?? "spec");
  const validators = options.validators ?? (await renderValidators(model));
  return createFakeService({ ...rest, model, validators });
}
