// Overlapping generate runs into one folder (test/cli/concurrency-harness.ts): 2, 4 and 8 runs by one name and by
// several (a symbolic link, a relative path), with and without a stale lock, with a pause inside the takeover. Every
// run exits 0, the folder ends as exactly one run's whole output, nothing is left beside it, no two runs held the lock
// at once. Each case runs a few rounds here; `npm run bench:concurrency` runs many more.
import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { smallSpec } from "../helpers.ts";
import { prepare, round, type Case } from "./concurrency-harness.ts";

let root = "";
let expected: Map<string, string>[] = [];
beforeAll(async () => void ({ root, expected } = await prepare(8, smallSpec())));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const cases: [string, Case, number][] = [
  ["4 runs, one name", { runs: 4, aliases: false, stale: false, pauseMs: 0 }, 2],
  ["4 runs, three names of one folder", { runs: 4, aliases: true, stale: false, pauseMs: 0 }, 2],
  ["4 runs, a stale lock, a pause inside the takeover", { runs: 4, aliases: true, stale: true, pauseMs: 100 }, 2],
  ["8 runs, three names, a stale lock", { runs: 8, aliases: true, stale: true, pauseMs: 20 }, 2],
  ["2 runs, a link and the folder, a stale lock", { runs: 2, aliases: true, stale: true, pauseMs: 50 }, 2],
];

describe("overlapping runs into one folder", () => {
  it.each(cases)("%s", async (_, c, rounds) => {
    for (let i = 0; i < rounds; i++) {
      const o = await round(root, expected, c);
      expect(o.errors).toEqual([]);
      expect(o.codes.every((code) => code === 0)).toBe(true);
      expect(o.winner).toBeGreaterThanOrEqual(0);
      expect(o.leftBeside).toEqual([]);
      expect(o.overlaps).toBe(0);
    }
  });
});
