// validator-runtime.js is validator-runtime.ts without its types (npm run build:runtime): never edited apart.
import { readFileSync } from "node:fs";
import { expect, it } from "vitest";
// @ts-expect-error: a plain JavaScript module without declarations
import { RUNTIME, transpileRuntime } from "../../scripts/runtime-js.mjs";

it("validator-runtime.js is the transpiled validator-runtime.ts", async () => {
  expect(readFileSync(`${RUNTIME}.js`, "utf8")).toBe(await transpileRuntime(readFileSync(`${RUNTIME}.ts`, "utf8")));
});
