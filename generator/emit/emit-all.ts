// Every emitter, by artifact name, each a pure function of the model.
import type { SpecModel } from "../model/model.ts";
import { emitIrJson } from "./ir-json/emit-ir-json.ts";
import { emitJsonSchema } from "./json-schema/emit-json-schema.ts";
import { emitMethods } from "./methods/emit-methods.ts";
import type { EmitContext, Emitter, OutputFile } from "./shared/output.ts";
import { emitTypes } from "./types/emit-types.ts";
import { emitValidators } from "./validators/emit-validators.ts";

export const EMITTERS: readonly (readonly [string, Emitter])[] = [
  ["types", emitTypes],
  ["methods", emitMethods],
  ["json-schema", emitJsonSchema],
  ["ir-json", emitIrJson],
  ["validators", emitValidators],
];

export function emitAll(model: SpecModel, assets: Readonly<Record<string, string>>, artifacts: readonly string[] = EMITTERS.map(([n]) => n)): OutputFile[] {
  const ctx: EmitContext = { model, specLabel: model.sourceDir, assets };
  return EMITTERS.filter(([n]) => artifacts.includes(n)).flatMap(([, emit]) => emit(ctx));
}
