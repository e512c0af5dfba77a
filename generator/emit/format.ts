// Formatting with the pinned prettier: TypeScript files only; JSON is written by JSON.stringify already. Prettier's
// standalone build with its babel and estree plugins, loaded with require: CommonJS files that the render worker
// compiles from its code cache (code-cache.ts); the layout is the same as the full prettier's.
import { createRequire } from "node:module";
import type { Plugin } from "prettier";
import type * as Standalone from "prettier/standalone";
import type { OutputFile } from "./shared/output.ts";

const load = createRequire(import.meta.url);
const { format } = load("prettier/standalone") as typeof Standalone;
const plugins = [load("prettier/plugins/babel"), load("prettier/plugins/estree")] as Plugin[];

// babel-ts prints TypeScript the same as the typescript parser here, in about half the time.
export const PRETTIER_OPTIONS = { parser: "babel-ts", printWidth: 120, plugins } as const;

/**
 * One file after another: prettier's syntax tree and layout of a large file take tens of megabytes, and formatting
 * the files at once kept them all alive together (the peak memory of a full-size run).
 */
export async function formatFiles(files: readonly OutputFile[]): Promise<OutputFile[]> {
  const out: OutputFile[] = [];
  for (const f of files)
    out.push(
      /\.(ts|js)$/.test(f.path) && !f.formatted
        ? { path: f.path, contents: await format(f.contents, { ...PRETTIER_OPTIONS, filepath: f.path }) }
        : { path: f.path, contents: f.contents },
    );
  return out;
}
