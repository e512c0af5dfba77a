// The emitters that need neither ts-morph nor prettier (JSON and the validators, laid out by the generator itself).
import type { SpecModel } from "../model/model.ts";
import { emitIrJson } from "./ir-json/emit-ir-json.ts";
import { emitJsonSchema } from "./json-schema/emit-json-schema.ts";
import type { EmitContext, Emitter, OutputFile } from "./shared/output.ts";
import { emitValidators } from "./validators/emit-validators.ts";
import { emitClient } from "./client/emit-client.ts";

export const LIGHT_EMITTERS: readonly (readonly [string, Emitter])[] = [
  ["json-schema", emitJsonSchema],
  ["ir-json", emitIrJson],
  ["validators", emitValidators],
  ["client", emitClient],
];

export function emitLight(
  model: SpecModel,
  assets: Readonly<Record<string, string>>,
  artifacts: readonly string[],
): OutputFile[] {
  const ctx: EmitContext = { model, specLabel: model.sourceDir, assets };
  return LIGHT_EMITTERS.filter(([n]) => artifacts.includes(n)).flatMap(([, emit]) => emit(ctx));
}
