// schema.json outside JavaScript: Python's jsonschema (Draft 2020-12) accepts the schema and agrees with the generated
// validators, strict to the version, on every real Update sample.
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { validate } from "../../generated/9.2/validators.mjs";

/** A Python with jsonschema: the first on PATH, else Debian's (which .ci/run installs python3-jsonschema into). */
function python(): string {
  for (const p of ["python3", "/usr/bin/python3"]) if (spawnSync(p, ["-c", "import jsonschema"]).status === 0) return p;
  throw new Error("no python3 with jsonschema: apt-get install python3-jsonschema (.ci/run does)");
}

describe("schema.json in Python's jsonschema", () => {
  it("agrees with the validators on every real Update", () => {
    const files = readdirSync("test/fixtures/updates").map((f) => join("test/fixtures/updates", f));
    const out = execFileSync(python(), ["test/python/validate_samples.py", "generated/9.2/schema.json", "Update", ...files], { encoding: "utf8" });
    const theirs = JSON.parse(out) as Record<string, boolean>;
    const differ = files.filter((f) => theirs[f] !== validate("Update", JSON.parse(readFileSync(f, "utf8")), { strict: true }).ok);
    expect(differ).toEqual([]);
    expect(Object.values(theirs).filter(Boolean).length).toBeGreaterThan(50);
  });
});

describe("schema.json in quicktype", () => {
  it("turns schema.json#/$defs/Update into Python that compiles", () => {
    const out = join(mkdtempSync(join(tmpdir(), "botspec-quicktype-")), "update.py");
    try {
      execFileSync(process.execPath, ["node_modules/quicktype/dist/index.js", "--lang", "python", "--src-lang", "schema", "-o", out, `${resolve("generated/9.2/schema.json")}#/$defs/Update`]);
      expect(readFileSync(out, "utf8")).toMatch(/^class Update:/m);
      execFileSync(python(), ["-m", "py_compile", out]);
    } finally {
      rmSync(join(out, ".."), { recursive: true, force: true });
    }
  });
});
