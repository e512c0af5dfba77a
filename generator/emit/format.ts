// prettier lays out the TypeScript people read (types.ts, methods.ts, client.ts: every .ts/.js output file not marked
// as laid out by its emitter). Prettier's standalone build with its TypeScript parser and estree printer, loaded with
// require on first use, so that a run whose files are all recalled never loads it.
import { createRequire } from "node:module";
import type { Options, Plugin } from "prettier";
import type * as Standalone from "prettier/standalone";
import type { OutputFile } from "./shared/output.ts";

const load = createRequire(import.meta.url);

/** The options every formatted file is laid out with (they are part of the format cache's key). */
export const PRETTIER_SETTINGS = { parser: "babel-ts", printWidth: 120 } as const;

export function prettierOptions(): Options & { plugins: Plugin[] } {
  const plugins = [load("prettier/plugins/babel"), load("prettier/plugins/estree")] as Plugin[];
  return { ...PRETTIER_SETTINGS, plugins };
}

export function prettierVersion(): string {
  return (load("prettier/package.json") as { version: string }).version;
}

export function needsFormat(f: OutputFile): boolean {
  return /\.(ts|js)$/.test(f.path) && !f.formatted;
}

/** prettier's layout of one file's text. */
export async function formatText(text: string, path: string): Promise<string> {
  const { format } = load("prettier/standalone") as typeof Standalone;
  return format(text, { ...prettierOptions(), filepath: path });
}

/** One file after another: prettier's syntax tree and layout of a large file take tens of megabytes each. */
export async function formatFiles(files: readonly OutputFile[]): Promise<OutputFile[]> {
  const out: OutputFile[] = [];
  for (const f of files)
    out.push({ path: f.path, contents: needsFormat(f) ? await formatText(f.contents, f.path) : f.contents });
  return out;
}
