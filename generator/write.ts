// The only module that touches the output on disk: compare, or write by temp file + rename, orphans removed last.
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, relative, sep } from "node:path";
import type { OutputFile } from "./emit/shared/output.ts";

export interface PlannedOutput {
  /** Folder to write into, and every file it must hold afterwards (paths relative to it). */
  readonly dir: string;
  readonly files: readonly OutputFile[];
  /** Files of `dir` that are not ours and stay (e.g. a CHANGES file written by another step). */
  readonly keep?: (path: string) => boolean;
}

export interface Drift {
  readonly stale: string[];
  readonly missing: string[];
  readonly orphans: string[];
}

function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((p) => statSync(join(dir, p)).isFile())
    .map((p) => p.split(sep).join("/"))
    .sort();
}

export function compareOutput(plan: PlannedOutput): Drift {
  const expected = new Map(plan.files.map((f) => [f.path, f.contents]));
  const drift: Drift = { stale: [], missing: [], orphans: [] };
  for (const [path, contents] of expected) {
    const full = join(plan.dir, path);
    if (!existsSync(full)) drift.missing.push(path);
    else if (readFileSync(full, "utf8") !== contents) drift.stale.push(path);
  }
  for (const path of listFiles(plan.dir)) if (!expected.has(path) && !plan.keep?.(path)) drift.orphans.push(path);
  return drift;
}

/**
 * Writes every plan: all contents go to temp files first, then each is renamed over its target; orphans are removed
 * last. Nothing is touched before every temp file is written, so a failure leaves the folders as they were.
 */
export function writeOutputs(plans: readonly PlannedOutput[]): { written: number; removed: number } {
  const staged: { temp: string; target: string }[] = [];
  try {
    for (const plan of plans) {
      const drift = compareOutput(plan);
      for (const path of [...drift.stale, ...drift.missing]) {
        const target = join(plan.dir, path);
        mkdirSync(dirname(target), { recursive: true });
        const temp = join(dirname(target), `.botspec-tmp-${process.pid}-${staged.length}`);
        writeFileSync(temp, plan.files.find((f) => f.path === path)?.contents ?? "");
        staged.push({ temp, target });
      }
    }
  } catch (error) {
    for (const s of staged) rmSync(s.temp, { force: true });
    throw error;
  }
  for (const s of staged) renameSync(s.temp, s.target);
  let removed = 0;
  for (const plan of plans) {
    for (const orphan of compareOutput(plan).orphans) {
      rmSync(join(plan.dir, orphan));
      removed++;
    }
  }
  return { written: staged.length, removed };
}

export function describeDrift(dir: string, drift: Drift, cwd: string): string[] {
  const show = (p: string) => relative(cwd, join(dir, p)).split(sep).join("/");
  return [...drift.stale.map((p) => `stale: ${show(p)}`), ...drift.missing.map((p) => `missing: ${show(p)}`), ...drift.orphans.map((p) => `orphan: ${show(p)}`)];
}
