// tsc --noEmit over generated/ and the type-level tests, strict with exactOptionalPropertyTypes.
import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";

describe("generated TypeScript", () => {
  it("compiles with strict and exactOptionalPropertyTypes, and every @ts-expect-error is an error", () => {
    let output = "";
    try {
      execFileSync(process.execPath, ["node_modules/typescript/bin/tsc", "-p", "test/types/tsconfig.json"], { encoding: "utf8", stdio: "pipe" });
    } catch (error) {
      output = String((error as { stdout?: string }).stdout ?? error);
    }
    expect(output).toBe("");
  });
});
