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
  /**
   * The contents as UTF-8, when a file comes as bytes (recalled from the render cache): compared with the output
   * folder and hashed as they are, and decoded into `contents` only when that is read.
   */
  readonly bytes?: Uint8Array;
}

/** A file whose contents are these UTF-8 bytes, decoded on first read. */
export function fileOfBytes(path: string, bytes: Uint8Array): OutputFile {
  let text: string | undefined;
  return {
    path,
    bytes,
    get contents() {
      return (text ??= Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("utf8"));
    },
  };
}

/** The file at another path, with its bytes where it has them (read through it: undecoded, if they were). */
export function movedFile(f: OutputFile, path: string): OutputFile {
  if (!f.bytes) return { path, contents: f.contents };
  return {
    path,
    bytes: f.bytes,
    get contents() {
      return f.contents;
    },
  };
}

/** A file's contents as UTF-8. */
export const utf8Of = (f: OutputFile): Uint8Array => f.bytes ?? Buffer.from(f.contents);

/** The file with its UTF-8 beside its text, encoded once for all who compare, hash or write it. */
export const withUtf8 = (f: OutputFile): OutputFile => (f.bytes ? f : { ...f, bytes: Buffer.from(f.contents) });

export interface EmitContext {
  readonly model: SpecModel;
  /** The spec folder as shown in banners and @see tags (`spec/9.2`). */
  readonly specLabel: string;
  /** Hand-written files copied next to the generated ones (the validator runtime), by name. */
  readonly assets: Readonly<Record<string, string>>;
}

export type Emitter = (ctx: EmitContext) => OutputFile[];
