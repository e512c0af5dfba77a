// The output folder's lock, as one run sees another's: a lock appears whole (never empty, even for a moment), and a
// lock seen empty or half-written is waited for, not taken for a dead owner's, until it has stayed so too long.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { acquireLock, LOCK } from "../../generator/write/lock.ts";

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
