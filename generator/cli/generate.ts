// generate and check: plan the output of every version (rendering only what the cache does not hold), then write it
// through the writer, or compare it with what is on disk.
import { basename } from "node:path";
import type { Config } from "../run/config.ts";
import type { OutputFile } from "../emit/shared/output.ts";
import { guardOutDir, shown } from "../write/paths.ts";
import { startRenderer, type Renderer } from "../run/render.ts";
import { InputError, isVersionFolder, listSpecDirs } from "../input/read.ts";
import { identity } from "../run/identity.ts";
import { compareOutput, describeDrift, writeOutput, type PlannedOutput } from "../write/output.ts";
import { cacheFolder, openRenderCache } from "../write/cache.ts";
import { openStageStore } from "../write/stage-store.ts";
import { join } from "node:path";
import type { Io } from "./io.ts";
import { renderVersion, type Rendered, type Version, type VersionRun, type Warned } from "./render-version.ts";
import { readAccepted } from "../diff/accept.ts";
import { echoed } from "../model/diagnostics.ts";

export interface GenerateRun {
  readonly config: Config;
  readonly check: boolean;
  readonly strict: boolean;
  readonly force: boolean;
  readonly quiet: boolean;
  /** false: neither recall nor keep rendered versions (--no-cache). */
  readonly cache?: boolean;
  /** The warnings the last run said, by id (--watch says only new ones); each run leaves its own here. */
  readonly known?: { ids: ReadonlySet<string> };
  /** A renderer kept from run to run (--watch: its worker keeps ts-morph and prettier loaded); else one per run. */
  readonly held?: { renderer?: Renderer };
}

function versionsOf(config: Config): Version[] {
  if (isVersionFolder(config.spec)) return [{ dir: config.spec, prefix: "" }];
  const dirs = listSpecDirs(config.spec);
  // Nothing to render is no reason to remove what was written: an empty spec is refused, however it was named.
  if (dirs.length === 0)
    throw new InputError(
      config.spec,
      "holds no .md files and no version folders with .md files; expected a spec folder (nothing was written or removed)",
    );
  return dirs.map((dir) => ({ dir, prefix: `${basename(dir)}/` }));
}

/** CHANGES-<old>-<new>.md for each consecutive pair of versions (emit/changes/), loaded only when there are two. */
async function changeFiles(all: readonly Rendered[]): Promise<OutputFile[]> {
  if (all.length < 2) return [];
  const { emitChanges } = await import("../emit/changes/emit-changes.ts");
  return emitChanges(all.map((r) => r.model));
}

async function renderAll(
  opts: GenerateRun,
  io: Io,
  warned: Warned,
  buildId: string,
  renderer: () => Renderer,
): Promise<Rendered[]> {
  const { config } = opts;
  const versions = versionsOf(config);
  guardOutDir(config.out, [config.spec], io.cwd);
  const folder = opts.cache === false ? undefined : cacheFolder(config.out, config.spec);
  const stagesDir = folder && join(folder, "stages");
  const stages = stagesDir ? openStageStore(stagesDir) : undefined;
  const run: VersionRun = {
    out: config.out,
    artifacts: config.artifacts,
    quiet: opts.quiet,
    io,
    cache: opts.cache === false ? undefined : openRenderCache(config.out, config.spec),
    stages,
    stagesDir,
    buildId,
    renderer,
    warned,
  };
  const rendered: Rendered[] = [];
  try {
    for (const v of versions) rendered.push(await renderVersion(v, run));
  } finally {
    stages?.save();
  }
  return rendered;
}

export async function runGenerate(opts: GenerateRun, io: Io): Promise<number> {
  // Started on first use (a run served from the cache renders nothing), closed once the output is written.
  const held = opts.held;
  let renderer = held?.renderer;
  const start = (): Renderer => {
    renderer ??= startRenderer();
    if (held) held.renderer = renderer;
    return renderer;
  };
  try {
    return await generateWith(opts, io, start);
  } finally {
    if (!held) await renderer?.close();
  }
}

async function generateWith(opts: GenerateRun, io: Io, renderer: () => Renderer): Promise<number> {
  const baseline = opts.config.baseline;
  const accepted = new Map((baseline ? readAccepted(baseline) : []).map((a) => [a.id, a.reason]));
  const warned: Warned = {
    count: 0,
    accepted,
    seen: new Set(),
    repeated: 0,
    ...(opts.known ? { previous: opts.known.ids } : {}),
  };
  const id = identity();
  const rendered = await renderAll(opts, io, warned, id.buildId, renderer);
  if (opts.known) opts.known.ids = warned.seen;
  if (warned.repeated > 0) io.err(`${warned.repeated} warning(s) as in the last run, not repeated`);
  const stale = [...accepted.keys()].filter((k) => !warned.seen.has(k));
  if (baseline && stale.length > 0)
    io.err(
      `${shown(baseline, io.cwd)}: warning: ${stale.length} accepted warning(s) no longer said: ${echoed(stale)}; expected them removed from the baseline`,
    );
  const files = [...rendered.flatMap((r) => r.files), ...(opts.config.changes ? await changeFiles(rendered) : [])];
  const sources = Object.fromEntries(rendered.map((r) => [r.version.prefix.replace(/\/$/, "") || ".", r.sourceHash]));
  const plan: PlannedOutput = { dir: opts.config.out, files, sources, generator: id.generator };
  if (opts.strict && warned.count > 0) {
    io.err(`${warned.count} warning(s) and --strict: ${opts.check ? "check failed" : "nothing written"}`);
    return 1;
  }
  return opts.check ? check(plan, io) : write(plan, opts, io);
}

function check(plan: PlannedOutput, io: Io): number {
  const lines = describeDrift(plan.dir, compareOutput(plan), (p) => shown(p, io.cwd));
  for (const line of lines) io.err(line);
  if (lines.length > 0)
    io.err(`the output in ${shown(plan.dir, io.cwd)} is not what generate would write; run botspec generate`);
  return lines.length > 0 ? 1 : 0;
}

async function write(plan: PlannedOutput, opts: GenerateRun, io: Io): Promise<number> {
  io.progress?.(`${shown(plan.dir, io.cwd)}: writing`);
  const { written, removed } = await writeOutput(plan, { force: opts.force, say: io.err });
  if (!opts.quiet)
    io.out(`wrote ${written} file(s), removed ${removed} file(s) botspec had written, in ${shown(plan.dir, io.cwd)}`);
  return 0;
}
