// A user's project in a temporary folder, and botspec's command line run in it in-process: the prologue tests of the
// writer and the command line share. Each folder made is removed after the test that made it.
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach } from "vitest";
import { main } from "../generator/cli.ts";

/** What a project is made of: files by path (their text), folders of this checkout copied by path, a package.json. */
export interface ProjectParts {
  readonly files?: Readonly<Record<string, string>>;
  readonly copies?: readonly string[];
  /** The package.json's text; a private project named sdk unless said; null: none (a folder outside any project). */
  readonly packageJson?: string | null;
}

/**
 * A maker of temporary projects for one test file (call at its top level): `project(prefix, parts)` makes a folder
 * named with the prefix, writes and copies the parts into it, and returns its path; it is removed after each test.
 */
export function temporaryProjects(): (prefix: string, parts?: ProjectParts) => string {
  const roots: string[] = [];
  afterEach(() => {
    for (const r of roots.splice(0)) rmSync(r, { recursive: true, force: true });
  });
  return (prefix, parts = {}) => {
    const root = mkdtempSync(join(tmpdir(), `botspec-${prefix}-`));
    roots.push(root);
    for (const p of parts.copies ?? []) cpSync(p, join(root, p), { recursive: true });
    for (const [path, text] of Object.entries(parts.files ?? {})) {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), text);
    }
    const packageJson = parts.packageJson === undefined ? '{ "name": "sdk", "private": true }\n' : parts.packageJson;
    if (packageJson !== null) writeFileSync(join(root, "package.json"), packageJson);
    return root;
  };
}

/** What a run of botspec's command line said: its exit status, and its output and errors line by line. */
export interface CliRun {
  readonly code: number;
  readonly out: string[];
  readonly err: string[];
}

/** botspec's command line with these arguments, in-process, in the folder `cwd`. */
export async function runCli(cwd: string, args: readonly string[]): Promise<CliRun> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main([...args], { cwd, out: (l) => out.push(l), err: (l) => err.push(...l.split("\n")) });
  return { code, out, err };
}
