// What every emitter returns, and the options they share (resolved once, passed explicitly).
import type { SpecModel } from "../../model/model.ts";

export interface OutputFile {
  /** Path relative to the output folder. */
  readonly path: string;
  readonly contents: string;
  /** Already laid out by its emitter; the formatter leaves it as it is. */
  readonly formatted?: boolean;
  /** Where each top-level statement starts (TypeScript printed by ts-morph): laid out one at a time with a cache. */
  readonly cuts?: readonly number[];
}

export interface EmitContext {
  readonly model: SpecModel;
  /** The spec folder as shown in banners and @see tags (`spec/9.2`). */
  readonly specLabel: string;
  /** Hand-written files copied next to the generated ones (the validator runtime), by name. */
  readonly assets: Readonly<Record<string, string>>;
}

export type Emitter = (ctx: EmitContext) => OutputFile[];
