// The output folder's lock, as one run sees another's: a lock appears whole (never empty, even for a moment), and a
// lock seen empty or half-written is waited for, not taken for a dead owner's, until it has stayed so too long.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { acquireLock, LOCK } from "../../generator/write/lock.ts";
import { ownIdentity } from "../../generator/write/owner.ts";

const root = mkdtempSync(join(tmpdir(), "botspec-lock-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("the lock", () => {
  it("is created whole, holding the pid, with nothing left beside it; released, it is gone", async () => {
    const dir = mkdtempSync(join(root, "whole-"));
    const release = await acquireLock(dir, () => {});
    expect(readFileSync(join(dir, LOCK), "utf8")).toMatch(new RegExp(`^${process.pid}\\n`));
    expect(readdirSync(dir)).toEqual([LOCK]);
    release();
    expect(readdirSync(dir)).toEqual([]);
  });
  it("seen empty (its owner still writing it), is waited for rather than taken over", async () => {
    const dir = mkdtempSync(join(root, "empty-"));
    writeFileSync(join(dir, LOCK), "");
    let taken = false;
    const waiting = acquireLock(dir, () => {}).then((release) => ((taken = true), release));
    await sleep(300);
    expect(taken).toBe(false);
    // The owner finishes writing it, then releases it: the waiting run takes it.
    writeFileSync(join(dir, LOCK), `${process.pid}\nother\n`);
    await sleep(100);
    expect(taken).toBe(false);
    rmSync(join(dir, LOCK));
    const release = await waiting;
    expect(existsSync(join(dir, LOCK))).toBe(true);
    release();
  });
});

describe("what a killed run left beside the lock", () => {
  it("is removed when its run is gone, and nothing else is", async () => {
    const dir = mkdtempSync(join(root, "strays-"));
    const dead = 2 ** 22 + 12345;
    const left = [`${LOCK}.${dead}.abc123`, `${LOCK}.takeover.${dead}.x9`];
    const kept = [`${LOCK}.${process.pid}.live1`, `${LOCK}.notes`, "user-file.txt"];
    for (const n of [...left, ...kept]) writeFileSync(join(dir, n), "x");
    const release = await acquireLock(dir, () => {});
    release();
    expect(readdirSync(dir).sort()).toEqual(kept.sort());
  });
});

describe("a lock's owner, told by more than a pid", () => {
  /** A lock as another run would leave it: `pid`, a token, and the identity line given. */
  function lockOf(dir: string, pid: number, id: string, ageMs = 0): void {
    writeFileSync(join(dir, LOCK), `${pid}\ntoken\n${id}\n`);
    if (ageMs > 0) utimesSync(join(dir, LOCK), new Date(Date.now() - ageMs), new Date(Date.now() - ageMs));
  }
  async function takesAtOnce(dir: string): Promise<void> {
    const started = Date.now();
    const release = await acquireLock(dir, () => {}, 2_000);
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(readFileSync(join(dir, LOCK), "utf8")).toMatch(new RegExp(`^${process.pid}\\n`));
    release();
  }
  const ownId = ownIdentity();
  const linux = ownId !== "";
  it.runIf(linux)("a lock of another boot is taken over at once", async () => {
    const dir = mkdtempSync(join(root, "boot-"));
    lockOf(dir, process.pid, ownId.replace(/^\S+/, "00000000-0000-0000-0000-000000000000"));
    await takesAtOnce(dir);
  });
  it.runIf(linux)("a live pid of another start time (the pid reused) is no owner", async () => {
    const dir = mkdtempSync(join(root, "reused-"));
    lockOf(dir, process.pid, ownId.replace(/\S+$/, "1"));
    await takesAtOnce(dir);
  });
  it.runIf(linux)(
    "a lock with no identity naming pid 1 (a container's first process) is taken over once old",
    async () => {
      const dir = mkdtempSync(join(root, "pid1-"));
      writeFileSync(join(dir, LOCK), "1\ntoken\n");
      utimesSync(join(dir, LOCK), new Date(Date.now() - 60_000), new Date(Date.now() - 60_000));
      await takesAtOnce(dir);
    },
  );
  it.runIf(linux)("its own identity, live, is waited for", async () => {
    const dir = mkdtempSync(join(root, "live-"));
    lockOf(dir, process.pid, ownId);
    await expect(acquireLock(dir, () => {}, 300)).rejects.toThrow(/another botspec run \(pid \d+\)/);
  });
  const unshare = linux && spawnSync("unshare", ["--pid", "--fork", "--mount-proc", "true"]).status === 0;
  it.skipIf(!unshare)("a run killed as pid 1 of its own pid namespace: its lock is taken over at once", async () => {
    const dir = mkdtempSync(join(root, "container-"));
    const lockJs = pathToFileURL(resolve("dist/generator/write/lock.js")).href;
    const script = `const { acquireLock } = await import(${JSON.stringify(lockJs)}); await acquireLock(${JSON.stringify(dir)}, () => {}); console.log(process.pid); process.kill(process.pid, "SIGKILL");`;
    const r = spawnSync(
      "unshare",
      ["--pid", "--fork", "--mount-proc", process.execPath, "--input-type=module", "-e", script],
      {
        encoding: "utf8",
        timeout: 20_000,
      },
    );
    expect(r.stdout.trim()).toBe("1");
    expect(readFileSync(join(dir, LOCK), "utf8")).toMatch(/^1\n/);
    await takesAtOnce(dir);
  });
});
