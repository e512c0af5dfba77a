// prettier lays out the TypeScript people read (types.ts, methods.ts, client.ts: every .ts/.js output file not marked
// as laid out by its emitter). Prettier's standalone build with its TypeScript parser and estree printer, loaded with
// require on first use, so that a run whose files are all recalled never loads it.
// With a stage store, a file is laid out one top-level statement at a time (where ts-morph printed each: ts.ts), each
// statement's layout kept under the hash of its text: an edit of the spec lays
// out again only the declarations it changed. prettier lays out each top-level statement by itself and keeps at most
// one blank line between statements, so the file is the same as prettier's layout of the whole file (a test holds
// them equal on every spec here). The line of each `@see` tag is left out of the key and put back afterwards: prettier
// never changes a comment's text, and a line added above a declaration does not lay it out again.
import { createRequire } from "node:module";
import type { Options, Plugin } from "prettier";
import type * as Standalone from "prettier/standalone";
import { stageKey, type StageStore } from "../model/stages.ts";
import type { OutputFile } from "./shared/output.ts";

const load = createRequire(import.meta.url);

/** The options every formatted file is laid out with (part of every key of the format cache). */
export const PRETTIER_SETTINGS = { parser: "babel-ts", printWidth: 120 } as const;

export function prettierOptions(): Options & { plugins: Plugin[] } {
  const plugins = [load("prettier/plugins/babel"), load("prettier/plugins/estree")] as Plugin[];
  return { ...PRETTIER_SETTINGS, plugins };
}

export function needsFormat(f: OutputFile): boolean {
  return /\.(ts|js)$/.test(f.path) && !f.formatted;
}

/** prettier's layout of a text. */
export async function formatText(text: string, path: string): Promise<string> {
  const { format } = load("prettier/standalone") as typeof Standalone;
  return format(text, { ...prettierOptions(), filepath: path });
}

/** Where the layout of statements is kept, and what its keys start with (botspec's build, the libraries' versions). */
export interface FormatCache {
  readonly store: StageStore;
  readonly keyBase: string;
}

/** The statements of a printed file, each with whether a blank line stands before it (white space between them). */
function statementsOf(text: string, cuts: readonly number[]): { text: string; blank: boolean }[] {
  const bounds = [0, ...cuts, text.length];
  const out: { text: string; blank: boolean }[] = [];
  let gap = "";
  for (let i = 0; i + 1 < bounds.length; i++) {
    const raw = text.slice(bounds[i], bounds[i + 1]);
    const body = raw.trim();
    if (body === "") {
      gap += raw;
      continue;
    }
    gap += raw.slice(0, raw.length - raw.trimStart().length);
    out.push({ text: body, blank: out.length > 0 && /\n[^\S\n]*\n/.test(gap) });
    gap = raw.slice(raw.trimEnd().length);
  }
  return out;
}

const SEE = /(@see [^\s:]+:)(\d+)/g;

async function formatStatement(text: string, path: string, cache: FormatCache): Promise<string> {
  const lines: string[] = [];
  const masked = text.replace(SEE, (_, head: string, line: string) => (lines.push(line), `${head}0`));
  const key = stageKey(cache.keyBase, "format", path, JSON.stringify(PRETTIER_SETTINGS), masked);
  let laid = cache.store.recall<string>("format", key);
  if (laid === undefined) cache.store.keep("format", key, (laid = await formatText(masked, path)));
  let next = 0;
  return laid.replace(SEE, (_, head: string) => `${head}${lines[next++] ?? "0"}`);
}

/** prettier's layout of a file; statement by statement, from the cache where it can be, when it has a cache and cuts. */
export async function formatTypeScript(file: OutputFile, cache: FormatCache | undefined): Promise<string> {
  if (!cache || !file.cuts) return formatText(file.contents, file.path);
  const path = file.path;
  const statements = statementsOf(file.contents, file.cuts);
  let out = "";
  for (const s of statements) out += `${s.blank ? "\n" : ""}${await formatStatement(s.text, path, cache)}`;
  return out;
}

/** One file after another: prettier's syntax tree and layout of a large file take tens of megabytes each. */
export async function formatFiles(files: readonly OutputFile[], cache?: FormatCache): Promise<OutputFile[]> {
  const out: OutputFile[] = [];
  for (const f of files)
    out.push({
      path: f.path,
      contents: needsFormat(f) ? await formatTypeScript(f, cache) : f.contents,
    });
  return out;
}
