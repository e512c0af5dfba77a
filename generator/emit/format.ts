// Formatting with the pinned prettier: TypeScript files only; JSON is written by JSON.stringify already.
import { format } from "prettier";
import type { OutputFile } from "./shared/output.ts";

// babel-ts prints TypeScript the same as the typescript parser here, in about half the time.
export const PRETTIER_OPTIONS = { parser: "babel-ts", printWidth: 120 } as const;

export async function formatFiles(files: readonly OutputFile[]): Promise<OutputFile[]> {
  return Promise.all(
    files.map(async (f) =>
      /\.(ts|js)$/.test(f.path) && !f.formatted
        ? { path: f.path, contents: await format(f.contents, { ...PRETTIER_OPTIONS, filepath: f.path }) }
        : { path: f.path, contents: f.contents },
    ),
  );
}
