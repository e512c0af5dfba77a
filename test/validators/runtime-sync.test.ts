// validator-runtime.mjs is validator-runtime.ts without its types (npm run build:runtime): never edited apart.
import { readFileSync } from "node:fs";
import { expect, it } from "vitest";
// @ts-expect-error: a plain JavaScript module without declarations
import { RUNTIMES, transpileRuntime } from "../../scripts/runtime-js.mjs";

it.each(RUNTIMES as string[])("%s.mjs is the transpiled .ts", async (runtime) => {
  expect(readFileSync(`${runtime}.mjs`, "utf8")).toBe(await transpileRuntime(readFileSync(`${runtime}.ts`, "utf8")));
});
