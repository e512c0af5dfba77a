// tsc --noEmit over generated/ and the type-level tests, strict with exactOptionalPropertyTypes; incremental (its
// build info kept in node_modules/.cache), so a rerun checks again only what changed, and reports every error again.
import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";

describe("generated TypeScript", () => {
  it("compiles with strict and exactOptionalPropertyTypes, and every @ts-expect-error is an error", () => {
    let output = "";
    try {
      execFileSync(process.execPath, ["node_modules/typescript/bin/tsc", "-p", "test/types/tsconfig.json", "--incremental", "--tsBuildInfoFile", "node_modules/.cache/botspec-tests/types.tsbuildinfo"], { encoding: "utf8", stdio: "pipe" });
    } catch (error) {
      output = String((error as { stdout?: string }).stdout ?? error);
    }
    expect(output).toBe("");
  });
});
