// The build stamps dist/generator with the hash of its own code (scripts/build.mjs), which a run reads as its build id
// instead of hashing the tree (generator/run/identity.ts): the stamp must be the tree's hash as built, so that a
// render cached by other code is never taken as up to date.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { hashTree } from "../../generator/run/identity.ts";

const DIST = "dist/generator";

describe("the build stamp", () => {
  it("is the hash of the code the build wrote", () => {
    expect(readFileSync(join(DIST, "build-hash.txt"), "utf8").trim()).toBe(hashTree(DIST));
  });
});
