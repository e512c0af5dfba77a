// One run at a time per output folder: a lock file created exclusively, holding the owner's pid. A lock whose owner
// is gone (a killed run) is taken over; a live one is waited for, with a word to the user, for a bounded time.
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { OutputError } from "./errors.ts";
import { besides } from "./journal.ts";

function alive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function owner(path: string): number {
  try {
    return Number(readFileSync(path, "utf8").trim());
  } catch {
    return 0;
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Takes the folder's lock; returns its release. Waits up to `waitMs` for a live owner, then refuses. */
export async function acquireLock(dir: string, say: (line: string) => void, waitMs = 60_000): Promise<() => void> {
  const path = besides(dir, "lock");
  const started = Date.now();
  let told = false;
  for (;;) {
    try {
      writeFileSync(path, `${process.pid}\n`, { flag: "wx" });
      return () => rmSync(path, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const pid = owner(path);
    if (!alive(pid)) {
      rmSync(path, { force: true });
      continue;
    }
    if (Date.now() - started > waitMs)
      throw new OutputError(
        path,
        `another botspec run (pid ${pid}) has been writing this folder for over ${Math.round(waitMs / 1000)} s; expected it to finish, or remove ${path} if no such run exists`,
      );
    if (!told) say(`waiting for another botspec run (pid ${pid}) that is writing ${dir}`);
    told = true;
    await sleep(50);
  }
}
