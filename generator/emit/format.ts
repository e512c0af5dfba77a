// Formatting with the pinned prettier, for the TypeScript files whose emitter could not be sure of their layout (a
// quote inside a literal, a key that needs quotes, wide characters where they decide a line break: print-ts.ts);
// every other file is laid out by its emitter and left as it is. Prettier's standalone build with its babel and
// estree plugins, loaded with require on first use, so that a run that needs none never loads it.
import { createRequire } from "node:module";
import type { Plugin } from "prettier";
import type * as Standalone from "prettier/standalone";
import type { OutputFile } from "./shared/output.ts";

const load = createRequire(import.meta.url);

// babel-ts prints TypeScript the same as the typescript parser here, in about half the time.
export function prettierOptions(): { parser: string; printWidth: number; plugins: Plugin[] } {
  const plugins = [load("prettier/plugins/babel"), load("prettier/plugins/estree")] as Plugin[];
  return { parser: "babel-ts", printWidth: 120, plugins };
}

/** One file after another: prettier's syntax tree and layout of a large file take tens of megabytes each. */
export async function formatFiles(files: readonly OutputFile[]): Promise<OutputFile[]> {
  const out: OutputFile[] = [];
  for (const f of files)
    if (/\.(ts|js)$/.test(f.path) && !f.formatted) {
      const { format } = load("prettier/standalone") as typeof Standalone;
      out.push({ path: f.path, contents: await format(f.contents, { ...prettierOptions(), filepath: f.path }) });
    } else out.push({ path: f.path, contents: f.contents });
  return out;
}
