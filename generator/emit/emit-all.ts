// Every emitter, by artifact name, each a pure function of the model.
import type { SpecModel } from "../model/model.ts";
import { LIGHT_EMITTERS } from "./emit-light.ts";
import { emitMethods } from "./methods/emit-methods.ts";
import type { EmitContext, Emitter, OutputFile } from "./shared/output.ts";
import { emitTypes } from "./types/emit-types.ts";

export const EMITTERS: readonly (readonly [string, Emitter])[] = [
  ["types", emitTypes],
  ["methods", emitMethods],
  ...LIGHT_EMITTERS,
];

export function emitAll(
  model: SpecModel,
  assets: Readonly<Record<string, string>>,
  artifacts: readonly string[] = EMITTERS.map(([n]) => n),
): OutputFile[] {
  const ctx: EmitContext = { model, specLabel: model.sourceDir, assets };
  return EMITTERS.filter(([n]) => artifacts.includes(n)).flatMap(([, emit]) => emit(ctx));
}
