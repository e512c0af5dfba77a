// The generator, the tests and the benchmarks type-check (strict, exactOptionalPropertyTypes, no unused names). tsc
// keeps its incremental state in node_modules/.cache, so a rerun checks only what changed.
import { execFileSync } from "node:child_process";
import { expect, it } from "vitest";

it("tsc --noEmit -p tsconfig.json passes", () => {
  let output = "";
  try {
    execFileSync(process.execPath, ["node_modules/typescript/bin/tsc", "--noEmit", "-p", "tsconfig.json", "--incremental", "--tsBuildInfoFile", "node_modules/.cache/botspec-tests/tsconfig.tsbuildinfo"], { encoding: "utf8", stdio: "pipe" });
  } catch (error) {
    output = String((error as { stdout?: string }).stdout ?? error);
  }
  expect(output).toBe("");
});
