// npm run bench:consumer — what the generated folder of the full-size spec (test/fixtures/spec-full-9.2) costs a
// consumer's tsc: a strict `tsc --noEmit` over the whole folder (types, methods, validators, client and runtimes)
// against one over types.ts alone, alternated (RUNS, default 5); medians and their ratio. validators.ts carries
// `// @ts-nocheck`: its declarations are annotated, so the consumer's tsc parses it and takes them without checking the
// generated body again (botspec's tests check it).
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { median, printTable } from "./stats.ts";

const RUNS = Number(process.env.RUNS ?? 5);
const SPEC = process.argv.find((a) => a.startsWith("spec") || a.startsWith("test/")) ?? "test/fixtures/spec-full-9.2";
const root = mkdtempSync(join(tmpdir(), "botspec-consumer-"));
execFileSync(process.execPath, ["dist/generator/bin.js", "generate", "-q", "--spec", SPEC, "--out", join(root, "gen")]);

const compilerOptions = {
  strict: true,
  exactOptionalPropertyTypes: true,
  noUncheckedIndexedAccess: true,
  noEmit: true,
  module: "nodenext",
  moduleResolution: "nodenext",
  target: "es2022",
  types: [],
  skipLibCheck: true,
};
const setups: [string, object][] = [
  ["types.ts alone", { compilerOptions, files: ["gen/types.ts"] }],
  ["the whole generated folder", { compilerOptions, include: ["gen/*.ts"] }],
];
for (const [i, [, config]] of setups.entries()) writeFileSync(join(root, `tsconfig.${i}.json`), JSON.stringify(config));

const times = setups.map(() => [] as number[]);
for (let r = 0; r < RUNS; r++)
  for (const i of setups.keys()) {
    const started = performance.now();
    const run = spawnSync(process.execPath, [resolve("node_modules/typescript/bin/tsc"), "-p", `tsconfig.${i}.json`], {
      cwd: root,
      encoding: "utf8",
    });
    if (run.status !== 0) throw new Error(`tsc failed on ${setups[i]?.[0]}: ${run.stdout}`);
    times[i]?.push(performance.now() - started);
  }
rmSync(root, { recursive: true, force: true });
const [alone, whole] = times.map(median) as [number, number];
console.log(`a consumer's strict tsc --noEmit, ${SPEC}, ${RUNS} alternated runs (median ms)`);
printTable([
  ["program", "median ms"],
  ...setups.map(([name], i) => [name, median(times[i] ?? []).toFixed(0)]),
  ["ratio (whole / types.ts)", (whole / alone).toFixed(2)],
]);
