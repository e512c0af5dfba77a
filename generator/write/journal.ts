// Atomic output by journal, kept inside the output folder (so on its device: a folder that is its own mount works).
// New contents are written into a fresh staging folder the run makes itself (`.botspec-staging-XXXXXX`, created
// exclusively); then a journal (`.botspec-journal.json`) listing what to install and what to remove, each with its
// hash, is written aside and renamed into place: the commit point. Completing the journal is renames and removals that
// can be repeated, so a run killed at any point leaves either the old files and a staging folder (no journal: the next
// run deletes it) or a journal that the next run completes before it does anything else. A journal found on disk is
// trusted for nothing it could not have written: its staging folder must be the very folder it made (same device and
// inode, no link), each staged file must hold the hash it recorded, and a file is replaced or removed only while it
// carries botspec's banner (and, to be removed, the recorded hash).
import {
  linkSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmdirSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { dirname, join, relative, sep } from "node:path";
import { writeAside } from "./checked-file.ts";
import { OutputError } from "./errors.ts";
import { carriesBanner, sha256 } from "./manifest.ts";
import { fileHead, isPlainPath, linkOnTheWay, REPLACED, STAGING, stagedFolder } from "./journal-paths.ts";

export { isPlainPath } from "./journal-paths.ts";

/** The journal's name inside the output folder. */
export const JOURNAL = ".botspec-journal.json";

/** A path with the sha256 of the contents botspec installs there, or of the file it removes. */
export type Entry = readonly [path: string, hash: string];

interface Journal {
  /** The staging folder, by name inside the output folder, and its identity (`device:inode`) when made. */
  readonly staging: string;
  readonly id: string;
  readonly install: readonly Entry[];
  readonly remove: readonly Entry[];
}

/** A point a test may stop the writer at, as a kill would. */
export type Step = (name: string) => void;

const local = (p: string) => p.split("/").join(sep);

/** Removes `path`'s parent folders up to `dir` while they are empty. */
function pruneEmpty(dir: string, path: string): void {
  for (
    let d = dirname(join(dir, local(path)));
    relative(dir, d) !== "" && !relative(dir, d).startsWith("..");
    d = dirname(d)
  ) {
    try {
      rmdirSync(d);
    } catch {
      return;
    }
  }
}

/** The folders the files go into, made before the commit point so that installing is renames only. */
function makeFolders(dir: string, paths: readonly string[]): void {
  for (const folder of new Set(paths.map((p) => dirname(join(dir, local(p)))))) mkdirSync(folder, { recursive: true });
}

function refuseLinks(dir: string, path: string): void {
  const link = linkOnTheWay(dir, path);
  if (link) throw new OutputError(link, `is a symbolic link; botspec never writes or removes through links (${path})`);
}

/** What a journal found on disk may do to `path`: replace (or remove) only a plain file carrying the banner. */
function mayTouch(dir: string, [path, hash]: Entry, removing: boolean): boolean {
  const target = join(dir, local(path));
  let file;
  try {
    file = lstatSync(target);
  } catch {
    return true;
  }
  if (!file.isFile() || !carriesBanner(fileHead(target))) return false;
  return !removing || sha256(readFileSync(target)) === hash;
}

/** A staged file is the run's own when it is a plain file holding the hash the journal recorded. */
function stagedIntact(staging: string, [path, hash]: Entry): boolean {
  if (linkOnTheWay(staging, path)) return false;
  try {
    return lstatSync(join(staging, local(path))).isFile() && sha256(readFileSync(join(staging, local(path)))) === hash;
  } catch {
    return false;
  }
}

/**
 * Installs and removes what the journal lists; returns the paths left alone because they were not botspec's, and
 * (for a journal found on disk) the staged files not installed because they no longer hold their recorded hash.
 */
function complete(dir: string, j: Journal, step: Step, found: boolean): { left: string[]; damaged: string[] } {
  for (const [path] of [...j.install, ...j.remove]) refuseLinks(dir, path);
  const staging = join(dir, j.staging);
  const left: string[] = [];
  const install = found ? j.install.filter((e) => stagedIntact(staging, e)) : j.install;
  const damaged = j.install.filter((e) => !install.includes(e)).map(([p]) => p);
  makeFolders(
    dir,
    install.map(([p]) => p),
  );
  // Renames only, one after the other: the moment in which a kill leaves old and new files side by side is as short
  // as the renames of one version's files (the next run completes the journal either way).
  for (const entry of install) {
    const [path] = entry;
    if (found && !mayTouch(dir, entry, false)) left.push(path);
    else if (rename(join(staging, local(path)), join(dir, local(path)))) step(`installed ${path}`);
  }
  for (const entry of j.remove) {
    const [path] = entry;
    if (found && !mayTouch(dir, entry, true)) left.push(path);
    else {
      rmSync(join(dir, local(path)), { force: true });
      pruneEmpty(dir, path);
      step(`removed ${path}`);
    }
  }
  rmSync(join(dir, JOURNAL), { force: true });
  rmSync(staging, { recursive: true, force: true });
  return { left, damaged };
}

function rename(from: string, to: string): boolean {
  try {
    renameSync(from, to);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    return false;
  }
}

const isEntry = (e: unknown): e is Entry =>
  Array.isArray(e) && e.length === 2 && isPlainPath(e[0]) && typeof e[1] === "string";

/** A journal as read from disk, if it is one botspec could have written for this folder; else why not. */
function validJournal(dir: string, data: unknown): Journal | string {
  const j = data as Partial<Journal> | null;
  if (!j || typeof j !== "object") return "is not a JSON object";
  if (typeof j.staging !== "string" || !new RegExp(`^${STAGING}[A-Za-z0-9]{6}$`).test(j.staging))
    return `names a staging folder "${String(j.staging)}" that is not of botspec's naming (${STAGING}XXXXXX)`;
  if (stagedFolder(join(dir, j.staging)) !== j.id)
    return `names a staging folder "${j.staging}" that is not the folder botspec made (a link, another folder, or none)`;
  for (const key of ["install", "remove"] as const) {
    const list = j[key];
    if (!Array.isArray(list)) return `has no "${key}" list`;
    const bad = list.find((e) => !isEntry(e));
    if (bad !== undefined)
      return `lists ${JSON.stringify(bad)} to ${key}, which is not a plain path inside the folder with its hash`;
  }
  return j as Journal;
}

/** The journal file's text, if there is one (a link or a folder by its name is no journal of botspec's). */
function journalText(dir: string): string | undefined {
  try {
    if (!lstatSync(join(dir, JOURNAL)).isFile())
      throw new OutputError(join(dir, JOURNAL), "is not a regular file; expected botspec's journal, or nothing");
    return readFileSync(join(dir, JOURNAL), "utf8");
  } catch (error) {
    if (error instanceof OutputError) throw error;
    return undefined;
  }
}

/** Finishes what a killed run left: completes its journal, deletes staging folders no journal refers to. */
export function recover(dir: string, say: (line: string) => void = () => {}): boolean {
  let found = false;
  const text = journalText(dir);
  let left: string[] = [];
  if (text !== undefined) {
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch {
      data = undefined;
    }
    const valid = validJournal(dir, data);
    if (typeof valid === "string")
      throw new OutputError(
        join(dir, JOURNAL),
        `${valid}; nothing was touched. Expected a journal botspec wrote; remove it if it is not one`,
      );
    const done = complete(dir, valid, () => {}, true);
    left = done.left;
    if (done.damaged.length > 0)
      say(
        `${join(dir, JOURNAL)}: warning: ${done.damaged.length} staged file(s) of an interrupted run no longer held what its journal recorded (${done.damaged.slice(0, 3).join(", ")}); they were not installed, the earlier files stand and this run writes them anew`,
      );
    found = true;
  }
  for (const name of readdirSync(dir)) {
    if (name.startsWith(STAGING) || (name.startsWith(`${JOURNAL}.botspec-`) && name.endsWith(".tmp"))) {
      rmSync(join(dir, name), { recursive: true, force: true });
      found = true;
    }
  }
  if (left.length > 0)
    throw new OutputError(
      join(dir, left[0] as string),
      `is listed by an interrupted run's journal, but is not a file botspec wrote${left.length > 1 ? ` (nor ${left.length - 1} other)` : ""}; it was left as it is and the journal removed. Expected botspec's own files only; run again`,
    );
  return found;
}

/** Hard links in the staging folder to the files the commit replaces (see journal-paths.ts). */
function linkReplaced(dir: string, staging: string, paths: Iterable<string>): void {
  for (const path of paths) {
    const target = join(staging, REPLACED, local(path));
    try {
      mkdirSync(dirname(target), { recursive: true });
      linkSync(join(dir, local(path)), target);
    } catch {
      // nothing to replace there, or no hard links here
    }
  }
}

/** Stages the files, makes their folders, writes the journal into place: the commit point is its rename. */
function prepare(
  dir: string,
  staging: string,
  files: ReadonlyMap<string, string | Uint8Array>,
  remove: readonly Entry[],
  step: Step,
): Journal {
  for (const [path, contents] of files) {
    mkdirSync(dirname(join(staging, local(path))), { recursive: true });
    writeFileSync(join(staging, local(path)), contents, { flag: "wx" });
    step(`staged ${path}`);
  }
  const install = [...files].map(([path, contents]): Entry => [path, sha256(contents)]);
  const journal: Journal = { staging: relative(dir, staging), id: stagedFolder(staging) ?? "", install, remove };
  makeFolders(
    dir,
    install.map(([p]) => p),
  );
  linkReplaced(dir, staging, files.keys());
  writeAside(join(dir, JOURNAL), JSON.stringify(journal), () => step("journal written"));
  return journal;
}

/** Writes `files` (path → contents) and removes `remove` (path → hash), all or nothing as seen by the next run. */
export function commit(
  dir: string,
  files: ReadonlyMap<string, string | Uint8Array>,
  remove: readonly Entry[],
  step: Step = () => {},
): void {
  const staging = mkdtempSync(join(dir, STAGING));
  let journal: Journal;
  try {
    journal = prepare(dir, staging, files, remove, step);
  } catch (error) {
    // Before the commit point: the old output stands; what was staged goes (a full disk gets its room back).
    rmSync(staging, { recursive: true, force: true });
    throw error;
  }
  step("committed");
  complete(dir, journal, step, false);
}
