// schema.json outside JavaScript: Python's jsonschema (Draft 2020-12) accepts the schema and agrees with the generated
// validators, strict to the version, on every real Update sample.
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { python } from "../helpers.ts";
import { validate } from "../../generated/9.2/validators.mjs";

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
