// The warm-up run after install: its spec is read without a word and renders every artifact (so that it compiles
// what a real run compiles), and the postinstall script never fails an install, built or not.
import { cpSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadSpec } from "../../generator/pipeline.ts";
import { renderModel } from "../../generator/render.ts";

const SPEC = "generator/warm-up/spec";

describe("the warm-up spec", () => {
  it("is read without errors or warnings: four types, and two methods, one with an upload", () => {
    const { model, warnings } = loadSpec(SPEC);
    expect(warnings).toEqual([]);
    expect(model.types.map((t) => t.name)).toEqual(expect.arrayContaining(["Update", "User", "Chat", "Message"]));
    expect(model.methods.map((m) => m.name)).toEqual(["getUpdates", "setWebhook"]);
  });
  it("renders every artifact, as a real run does", async () => {
    const paths = (await renderModel(loadSpec(SPEC).model)).map((f) => f.path);
    for (const p of ["types.ts", "methods.ts", "schema.json", "ir.json", "validators.ts"]) expect(paths).toContain(p);
  });
});

describe("scripts/postinstall.mjs", () => {
  it("exits 0 and says nothing where there is nothing built to warm (a clean clone's npm ci)", () => {
    const root = mkdtempSync(join(tmpdir(), "botspec-postinstall-"));
    try {
      mkdirSync(join(root, "scripts"));
      cpSync("scripts/postinstall.mjs", join(root, "scripts/postinstall.mjs"));
      const r = spawnSync(process.execPath, [join(root, "scripts/postinstall.mjs")], {
        encoding: "utf8",
        timeout: 20_000,
      });
      expect([r.status, r.stdout, r.stderr]).toEqual([0, "", ""]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
