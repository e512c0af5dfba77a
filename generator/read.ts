// Reading spec folders: every .md file of a folder, in name order.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { makeSource, type SourceText } from "./parse/source.ts";

/** How a path is shown in diagnostics and banners: relative to the working directory when inside it. */
export function displayPath(path: string, cwd: string): string {
  const rel = relative(cwd, path);
  const shown = rel === "" ? "." : rel.startsWith("..") ? path : rel;
  return shown.split(sep).join("/");
}

export function readSpecDir(dir: string, cwd: string): SourceText[] {
  const shown = displayPath(dir, cwd);
  return readdirSync(dir)
    .filter((f) => f.endsWith(".md"))
    .sort()
    .map((f) => makeSource(`${shown}/${f}`, readFileSync(join(dir, f), "utf8")));
}

/** Sub-folders of `specRoot` that hold .md files, in version order (9.1 before 9.2, 9.10 after 9.9). */
export function listSpecDirs(specRoot: string): string[] {
  const dirs = readdirSync(specRoot).filter((d) => statSync(join(specRoot, d)).isDirectory() && readdirSync(join(specRoot, d)).some((f) => f.endsWith(".md")));
  return dirs.sort(compareVersions).map((d) => join(specRoot, d));
}

export function compareVersions(a: string, b: string): number {
  const pa = a.split(/[^0-9]+/).filter(Boolean).map(Number);
  const pb = b.split(/[^0-9]+/).filter(Boolean).map(Number);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? -1) - (pb[i] ?? -1);
    if (d !== 0) return d;
  }
  return a < b ? -1 : a > b ? 1 : 0;
}

const RUNTIME_DIR = join(dirname(fileURLToPath(import.meta.url)), "emit", "validators", "runtime");

/** The hand-written files emitters copy into the output (the validator runtime), by file name. */
export function readAssets(): Record<string, string> {
  const assets: Record<string, string> = {};
  for (const f of readdirSync(RUNTIME_DIR).sort()) assets[f] = readFileSync(join(RUNTIME_DIR, f), "utf8");
  return assets;
}
