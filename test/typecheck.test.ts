// The generator, the tests and the benchmarks type-check (strict, exactOptionalPropertyTypes, no unused names).
import { execFileSync } from "node:child_process";
import { expect, it } from "vitest";

it("tsc --noEmit -p tsconfig.json passes", () => {
  let output = "";
  try {
    execFileSync(process.execPath, ["node_modules/typescript/bin/tsc", "--noEmit", "-p", "tsconfig.json"], { encoding: "utf8", stdio: "pipe" });
  } catch (error) {
    output = String((error as { stdout?: string }).stdout ?? error);
  }
  expect(output).toBe("");
});
