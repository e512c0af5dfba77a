// npm run bench:concurrency — the concurrency harness (test/cli/concurrency-harness.ts) at larger counts: ROUNDS
// (default 20) rounds of each case; prints, per case, how many rounds ended as exactly one run's output with every run
// exiting 0, nothing beside the folder and no two runs holding the lock at once. Exit 1 on any fault.
import { rmSync } from "node:fs";
import { smallSpec } from "../test/helpers.ts";
import { prepare, round, type Case } from "../test/cli/concurrency-harness.ts";
import { printTable } from "./stats.ts";

const ROUNDS = Number(process.env.ROUNDS ?? 20);
const cases: [string, Case][] = [
  ["2 runs, one name", { runs: 2, aliases: false, stale: false, pauseMs: 0 }],
  ["4 runs, one name", { runs: 4, aliases: false, stale: false, pauseMs: 0 }],
  ["8 runs, three names", { runs: 8, aliases: true, stale: false, pauseMs: 0 }],
  ["4 runs, stale lock", { runs: 4, aliases: true, stale: true, pauseMs: 0 }],
  ["4 runs, stale lock, 100 ms takeover pause", { runs: 4, aliases: true, stale: true, pauseMs: 100 }],
  ["8 runs, stale lock, 100 ms takeover pause", { runs: 8, aliases: true, stale: true, pauseMs: 100 }],
];
const { root, expected } = await prepare(8, smallSpec());
const rows: (string | number)[][] = [["case", "rounds", "whole", "faults"]];
let faults = 0;
for (const [name, c] of cases) {
  let whole = 0;
  for (let i = 0; i < ROUNDS; i++) {
    const o = await round(root, expected, c);
    const ok = o.codes.every((x) => x === 0) && o.winner >= 0 && o.leftBeside.length === 0 && o.overlaps === 0;
    if (ok) whole++;
  }
  faults += ROUNDS - whole;
  rows.push([name, ROUNDS, whole, ROUNDS - whole]);
}
rmSync(root, { recursive: true, force: true });
printTable(rows);
process.exitCode = faults === 0 ? 0 : 1;
