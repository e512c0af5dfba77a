// One run at a time per output folder, whatever name each run gives it: the lock is a file inside the folder itself
// (`.botspec-lock`), so that a symbolic link, a relative or an absolute path and a bind mount all meet the same one. It
// is created whole (written aside, then hard-linked into place, which fails when one is there) and holds its owner's
// pid. A lock whose owner is gone (a killed run) is taken over by exactly one of the runs waiting for it: takeovers are
// serialised by a second exclusive file (`.botspec-lock.takeover`), under which the stale lock is checked again before
// it is removed, so a fresh lock is never taken for a stale one. A live owner is waited for, with a word to the user,
// for a bounded time.
import { appendFileSync, linkSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { OutputError } from "./errors.ts";
import { ownerAlive, ownIdentity } from "./owner.ts";

export const LOCK = ".botspec-lock";
const TAKEOVER = `${LOCK}.takeover`;
/** What `create` writes aside before linking: the lock's or the takeover's name, the writer's pid, a token. */
const STRAY = /^\.botspec-lock(?:\.takeover)?\.(\d+)\.[a-z0-9]+$/;
/** A takeover takes microseconds; one older than this was left by a run killed in the middle of it. */
const TAKEOVER_STALE_MS = 5_000;

/** The lock's content: its owner's pid and a token of this taking, or undefined when there is none. */
function read(path: string): string | undefined {
  try {
    return readFileSync(path, "utf8");
  } catch {
    return undefined;
  }
}

const pidOf = (content: string | undefined) => Number((content ?? "").split("\n")[0]);

/**
 * Creates `path` holding `content` if nothing is there; false when something is. The content is written to a file of
 * this run's own first and then linked into place, so that the file appears whole: a run that reads a lock never sees
 * it empty (a lock read empty, its pid unknown, would pass for a dead owner's and be taken over while held).
 */
function create(path: string, content: string): boolean {
  const own = `${path}.${process.pid}.${Math.random().toString(36).slice(2)}`;
  try {
    writeFileSync(own, content, { flag: "wx" });
    linkSync(own, path);
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "EEXIST") return false;
    // A filesystem without hard links: created exclusively, then written (a reader may see it empty for a moment,
    // which acquireLock waits out).
    if (code === "EPERM" || code === "ENOTSUP" || code === "EOPNOTSUPP" || code === "ENOSYS")
      return createInPlace(path, content);
    throw error;
  } finally {
    rmSync(own, { force: true });
  }
}

/**
 * The files `create` writes aside (`.botspec-lock.<pid>.<token>`, `.botspec-lock.takeover.<pid>.<token>`) that a run
 * killed between writing and removing one left behind: removed once their run is gone, so none stays in the folder.
 */
function clearStrays(dir: string): void {
  let names: string[] = [];
  try {
    names = readdirSync(dir);
  } catch {
    return;
  }
  for (const name of names) {
    const pid = STRAY.exec(name)?.[1];
    if (pid === undefined) continue;
    const content = read(join(dir, name)) ?? "";
    // A stray holds the lock's content (its owner's identity) once written; before that its pid is all there is.
    if (!ownerAlive(whole(content) ? content : `${pid}\n`, join(dir, name))) rmSync(join(dir, name), { force: true });
  }
}

function createInPlace(path: string, content: string): boolean {
  try {
    writeFileSync(path, content, { flag: "wx" });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    return false;
  }
}

/** Whether a lock's content is whole: its owner's pid on a line of its own. */
const whole = (content: string) => /^\d+\n/.test(content);

/** How long ago a file was last written, in ms (0 when it is gone). */
function ageOf(path: string): number {
  try {
    return Date.now() - statSync(path).mtimeMs;
  } catch {
    return 0;
  }
}

/** For the concurrency harness (BOTSPEC_TEST_LOCK_LOG): when this run held the lock, on one monotonic clock. */
function logLock(what: "acquire" | "release"): void {
  const log = process.env.BOTSPEC_TEST_LOCK_LOG;
  if (log) appendFileSync(log, `${process.pid} ${what} ${process.hrtime.bigint()}\n`);
}

/** A pause inside the takeover, for the concurrency harness (BOTSPEC_TEST_TAKEOVER_PAUSE_MS); none otherwise. */
function pause(): void {
  const ms = Number(process.env.BOTSPEC_TEST_TAKEOVER_PAUSE_MS ?? 0);
  if (ms > 0) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, Math.min(ms, 5_000));
}

/** Removes the lock if it is still the stale one seen; only one run at a time may try. */
function takeOver(dir: string, stale: string): void {
  const takeover = join(dir, TAKEOVER);
  if (!create(takeover, `${process.pid}\n\n${ownIdentity()}\n`)) {
    clearStaleTakeover(takeover);
    return;
  }
  try {
    pause();
    // Under the takeover file no other run can replace the lock but by creating it where there is none: if it still
    // holds what was seen, it is the stale one.
    if (read(join(dir, LOCK)) === stale) rmSync(join(dir, LOCK), { force: true });
  } finally {
    rmSync(takeover, { force: true });
  }
}

function clearStaleTakeover(path: string): void {
  const content = read(path);
  let age = 0;
  try {
    age = Date.now() - statSync(path).mtimeMs;
  } catch {
    return;
  }
  if (content !== undefined && age > TAKEOVER_STALE_MS && !ownerAlive(content, path) && read(path) === content)
    rmSync(path, { force: true });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Takes the folder's lock; returns its release. Waits up to `waitMs` for a live owner, then refuses. */
export async function acquireLock(dir: string, say: (line: string) => void, waitMs = 60_000): Promise<() => void> {
  const path = join(dir, LOCK);
  const token = `${Math.random().toString(36).slice(2)}${Date.now().toString(36)}`;
  const mine = `${process.pid}\n${token}\n${ownIdentity()}\n`;
  const started = Date.now();
  let told = false;
  for (;;) {
    if (create(path, mine)) {
      logLock("acquire");
      clearStrays(dir);
      return () => {
        logLock("release");
        if (read(path) === mine) rmSync(path, { force: true });
      };
    }
    const seen = read(path);
    if (seen === undefined) continue;
    const pid = pidOf(seen);
    // A lock not yet whole is being written by its owner (only on filesystems without hard links), unless it has
    // stayed so for longer than any write takes.
    if (!whole(seen) && ageOf(path) < TAKEOVER_STALE_MS) {
      await sleep(5);
      continue;
    }
    if (!ownerAlive(seen, path)) {
      takeOver(dir, seen);
      await sleep(1 + Math.random() * 5);
      continue;
    }
    if (Date.now() - started > waitMs)
      throw new OutputError(
        path,
        `another botspec run (pid ${pid}) has been writing this folder for over ${Math.round(waitMs / 1000)} s; expected it to finish, or remove ${path} if no such run exists`,
      );
    if (!told) say(`waiting for another botspec run (pid ${pid}) that is writing ${dir}`);
    told = true;
    await sleep(20 + Math.random() * 30);
  }
}
