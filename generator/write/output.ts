// The only place output reaches the disk. A file is replaced only when it carries botspec's banner (or with
// --force); a file is removed only when the folder's manifest lists it and it still carries the banner; links inside
// the folder are never followed; everything is written by one journaled commit under the folder's lock.
import { existsSync, lstatSync, mkdirSync, readFileSync, realpathSync, type Stats } from "node:fs";
import { join, sep } from "node:path";
import { utf8Of, withUtf8, type OutputFile } from "../emit/shared/output.ts";
import { writeAside } from "./checked-file.ts";
import { machineFault, OutputError } from "./errors.ts";
import { commit, type Entry, JOURNAL, recover, type Step } from "./journal.ts";
import { fileHead as head, isPlainPath } from "./journal-paths.ts";
import { acquireLock } from "./lock.ts";
import { holdSignals } from "./signals.ts";
import { carriesBanner, MANIFEST, manifestText, readManifest, sha256, type Manifest } from "./manifest.ts";

export interface PlannedOutput {
  /** Folder to write into, and every file botspec puts there (paths relative to it, `/`-separated). */
  readonly dir: string;
  readonly files: readonly OutputFile[];
  /** Hash of the spec sources of each version rendered into the folder. */
  readonly sources: Readonly<Record<string, string>>;
  /** Who wrote it: `botspec <version>`. */
  readonly generator: string;
}

export interface Drift {
  readonly stale: string[];
  readonly missing: string[];
  readonly orphans: string[];
}

function lstat(path: string): Stats | undefined {
  try {
    return lstatSync(path);
  } catch {
    return undefined;
  }
}

/** The entry at each folder level of `path` inside `dir`: none may be a link, the last must be a regular file. */
function inspect(dir: string, path: string): Stats | undefined {
  const parts = path.split("/");
  for (let i = 1; i <= parts.length; i++) {
    const full = join(dir, ...parts.slice(0, i));
    const st = lstat(full);
    if (!st) return undefined;
    if (st.isSymbolicLink())
      throw new OutputError(
        full,
        `is a symbolic link; botspec never writes through links (expected a plain ${i < parts.length ? "folder" : "file"}, or remove the link)`,
      );
    if (i < parts.length && !st.isDirectory())
      throw new OutputError(full, `is not a folder; expected a folder to hold ${path}`);
    if (i === parts.length) {
      if (!st.isFile())
        throw new OutputError(full, `is not a regular file; expected a file botspec wrote, or nothing, at ${path}`);
      return st;
    }
  }
  return undefined;
}

/** Whether a file holds exactly these contents (its bytes compared, not hashed). */
function same(path: string, file: OutputFile | string): boolean {
  const want = typeof file === "string" ? Buffer.from(file) : utf8Of(file);
  const bytes = readFileSync(path);
  return bytes.length === want.length && bytes.equals(want);
}

export function compareOutput(plan: PlannedOutput): Drift {
  const drift: Drift = { stale: [], missing: [], orphans: [] };
  for (const f of plan.files) {
    const st = inspect(plan.dir, f.path);
    if (!st) drift.missing.push(f.path);
    else if (!same(join(plan.dir, f.path), f)) drift.stale.push(f.path);
  }
  drift.orphans.push(...orphans(plan, readManifest(plan.dir)));
  // The manifest is what tells botspec's files from others: missing, cut short or altered, the output is not current.
  const manifest = inspect(plan.dir, MANIFEST);
  if (!manifest) drift.missing.push(MANIFEST);
  else if (!same(join(plan.dir, MANIFEST), plannedManifest(plan))) drift.stale.push(MANIFEST);
  return drift;
}

/** The manifest a plan's output carries: botspec's name, each file's hash, the sources'. */
function plannedManifest(plan: PlannedOutput): string {
  return manifestText({
    generator: plan.generator,
    files: Object.fromEntries(plan.files.map((f) => [f.path, sha256(utf8Of(f))])),
    sources: plan.sources,
  });
}

/** Files the manifest lists, that this plan no longer produces, and that still carry the banner. */
function orphans(plan: PlannedOutput, manifest: Manifest | undefined): string[] {
  const planned = new Set(plan.files.map((f) => f.path));
  return Object.keys(manifest?.files ?? {})
    .filter((p) => !planned.has(p) && p !== MANIFEST && isPlainPath(p))
    .filter((p) => inspect(plan.dir, p) !== undefined && carriesBanner(head(join(plan.dir, p))))
    .sort();
}

export interface WriteOptions {
  readonly force?: boolean;
  readonly say?: (line: string) => void;
  /** For tests: called at each step of the commit, as a kill could stop it there. */
  readonly step?: Step;
}

/** Which planned files must be written; a file that exists and is not botspec's is a refusal unless forced. */
function changes(plan: PlannedOutput, force: boolean): Map<string, string | Uint8Array> {
  const out = new Map<string, string | Uint8Array>();
  const refused: string[] = [];
  for (const f of plan.files) {
    const full = join(plan.dir, f.path);
    if (!inspect(plan.dir, f.path)) out.set(f.path, utf8Of(f));
    else if (same(full, f)) continue;
    else if (force || carriesBanner(head(full))) out.set(f.path, utf8Of(f));
    else refused.push(full);
  }
  if (refused.length > 0)
    throw new OutputError(
      refused[0] as string,
      `was not written by botspec (it has no "Code generated by botspec" banner)${refused.length > 1 ? `, nor ${refused.length - 1} other file(s) in the way` : ""}; nothing was written. Expected botspec's own files only; move it, or pass --force to overwrite it`,
    );
  return out;
}

/** The plan for the folder itself, whatever name it was given (a link, a relative path): its real path. */
function realPlan(plan: PlannedOutput): PlannedOutput {
  // Names starting `.botspec-` are the folder's own (lock, manifest, journal, staging folders).
  const bad = plan.files.find((f) => !isPlainPath(f.path) || f.path.split("/")[0]?.startsWith(".botspec-"));
  if (bad) throw new OutputError(plan.dir, `would get a file at "${bad.path}", which is not a plain path inside it`);
  // Each file's UTF-8 once: compared with what the folder holds, then hashed for the manifest.
  const files = plan.files.map(withUtf8);
  return { ...plan, files, dir: realpathSync(plan.dir) };
}

export async function writeOutput(
  given: PlannedOutput,
  options: WriteOptions = {},
): Promise<{ written: number; removed: number }> {
  try {
    return await writeLocked(given, options);
  } catch (error) {
    throw machineFault(error, given.dir) ?? error;
  }
}

async function writeLocked(given: PlannedOutput, options: WriteOptions): Promise<{ written: number; removed: number }> {
  mkdirSync(given.dir, { recursive: true });
  const plan = realPlan(given);
  const release = await acquireLock(plan.dir, options.say ?? (() => {}));
  // Everything from here to the lock's release is synchronous: a stop signal waits until it is done.
  const resume = holdSignals();
  try {
    recover(plan.dir, options.say);
    const old = readManifest(plan.dir);
    const files = changes(plan, options.force === true);
    const remove = orphans(plan, old).map((p): Entry => [p, sha256(readFileSync(join(plan.dir, p)))]);
    const manifest = plannedManifest(plan);
    if (files.size === 0 && remove.length === 0 && sameManifest(plan.dir, manifest)) return { written: 0, removed: 0 };
    inspect(plan.dir, MANIFEST);
    files.set(MANIFEST, manifest);
    commit(plan.dir, files, remove, options.step);
    return { written: files.size - 1, removed: remove.length };
  } finally {
    release();
    await resume();
  }
}

function sameManifest(dir: string, text: string): boolean {
  const st = inspect(dir, MANIFEST);
  return st !== undefined && same(join(dir, MANIFEST), text);
}

export function describeDrift(dir: string, drift: Drift, show: (path: string) => string): string[] {
  const at = (p: string) => show(join(dir, p.split("/").join(sep)));
  const journal = join(existsSync(dir) ? realpathSync(dir) : dir, JOURNAL);
  const interrupted = existsSync(journal)
    ? [
        `interrupted: ${show(dir)} (a generate was stopped while it installed its files, journal ${show(journal)}; the next generate completes it)`,
      ]
    : [];
  return [
    ...interrupted,
    ...drift.stale.map((p) => `stale: ${at(p)}`),
    ...drift.missing.map((p) => `missing: ${at(p)}`),
    ...drift.orphans.map((p) => `orphan: ${at(p)}`),
  ];
}

/** A single report file (`diff -o FILE`): written whole by rename; an existing file without the banner is refused. */
export function writeReport(path: string, contents: string): void {
  const st = lstat(path);
  if (st && (!st.isFile() || !carriesBanner(head(path))))
    throw new OutputError(
      path,
      `exists and was not written by botspec; nothing was written. Expected a new file or an earlier botspec report`,
    );
  writeAside(path, contents);
}
