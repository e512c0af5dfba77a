// The artifact table is the one list: the README's table, the configuration schema's list and the help derive from
// it, every file a render writes belongs to exactly one artifact, and each artifact writes at least one file.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ARTIFACT_NAMES, ARTIFACT_TABLE, renderArtifactTable } from "../../generator/emit/artifacts.ts";
import { emitAll } from "../../generator/emit/emit-all.ts";
import { readAssets } from "../../generator/input/assets.ts";
import { loadModel } from "../../generator/run/pipeline.ts";
import { COMMANDS } from "../../generator/cli/commands.ts";

describe("the artifact table", () => {
  it("is the README's table", () => {
    expect(readFileSync("README.md", "utf8")).toContain(`${renderArtifactTable()}\n<!-- /artifacts -->`);
  });
  it("is the configuration schema's list and default", () => {
    const schema = JSON.parse(readFileSync("schemas/botspec.config.schema.json", "utf8"));
    expect(schema.properties.artifacts.items.enum).toEqual(ARTIFACT_NAMES);
    expect(schema.properties.artifacts.default).toEqual(ARTIFACT_NAMES);
  });
  it("is named in generate's help", () => {
    for (const name of ARTIFACT_NAMES) expect(COMMANDS.generate?.summary).toContain(name);
  });
  it("owns every file a render writes, each by one artifact, and every artifact writes one", async () => {
    const files = await emitAll(loadModel("spec/9.2"), readAssets());
    for (const f of files)
      expect(
        ARTIFACT_TABLE.filter((a) => a.owns(f.path)).map((a) => a.name),
        f.path,
      ).toHaveLength(1);
    for (const a of ARTIFACT_TABLE)
      expect(
        files.some((f) => a.owns(f.path)),
        a.name,
      ).toBe(true);
  });
  it("needs only artifacts it lists before itself", () => {
    ARTIFACT_TABLE.forEach((a, i) => {
      for (const n of a.needs) expect(ARTIFACT_NAMES.indexOf(n), `${a.name} needs ${n}`).toBeLessThan(i);
    });
  });
});
