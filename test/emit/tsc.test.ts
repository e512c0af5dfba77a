// tsc --noEmit over generated/ and the type-level tests, strict with exactOptionalPropertyTypes; incremental (its
// build info kept in node_modules/.cache), so a rerun checks again only what changed, and reports every error again.
// validators.ts tells a consumer's tsc not to check its body (// @ts-nocheck); the same program checks that body here,
// for generated/ and for the full-size spec, from copies without the pragma (node_modules/.cache/botspec-tests/bodies).
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { main } from "../../generator/cli.ts";

const BODIES = "node_modules/.cache/botspec-tests/bodies";
const PRAGMA = /^\/\/ @ts-nocheck\n.*\n/m;

/** The TypeScript files of a generated folder, validators.ts without its pragma, copied under BODIES/<name>. */
function copyBodies(from: string, name: string): void {
  mkdirSync(join(BODIES, name), { recursive: true });
  for (const f of readdirSync(from).filter((f) => f.endsWith(".ts"))) {
    const text = readFileSync(join(from, f), "utf8");
    if (f === "validators.ts") expect(text).toMatch(PRAGMA);
    writeFileSync(join(BODIES, name, f), text.replace(PRAGMA, ""));
  }
}

beforeAll(async () => {
  rmSync(BODIES, { recursive: true, force: true });
  // Generated as the fake service's tests generate it (out of the project), so that the render cache gives one run's
  // rendering of the full-size spec to all of them.
  const full = mkdtempSync(join(tmpdir(), "botspec-tsc-"));
  const spec = resolve("test/fixtures/spec-full-9.2");
  const code = await main(["generate", "-q", "--spec", spec, "--out", join(full, "out")], {
    cwd: process.cwd(),
    out: () => {},
    err: () => {},
  });
  expect(code).toBe(0);
  for (const v of ["9.1", "9.2"]) copyBodies(join("generated", v), v);
  copyBodies(join(full, "out"), "full");
  rmSync(full, { recursive: true, force: true });
});

describe("generated TypeScript", () => {
  it("compiles with strict and exactOptionalPropertyTypes, and every @ts-expect-error is an error", () => {
    let output = "";
    try {
      execFileSync(
        process.execPath,
        [
          "node_modules/typescript/bin/tsc",
          "-p",
          "test/types/tsconfig.json",
          "--incremental",
          "--tsBuildInfoFile",
          "node_modules/.cache/botspec-tests/types.tsbuildinfo",
        ],
        { encoding: "utf8", stdio: "pipe" },
      );
    } catch (error) {
      output = String((error as { stdout?: string }).stdout ?? error);
    }
    expect(output).toBe("");
  });
});
