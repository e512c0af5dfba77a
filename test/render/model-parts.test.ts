// Artifacts kept by the parts of the model they read (emit/artifacts.ts `ignores`, model/parts.ts): every artifact
// rendered from the model without the parts its row says it does not read gives the same files, on every spec here;
// the parts an artifact does read change its files when emptied (so neither the rows nor this test can pass by
// ignoring nothing); and with a stage store an edit of a method's note or a type's note recalls the artifacts that do
// not read it, and renders what a fresh render of the edited spec gives.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ARTIFACT_TABLE, artifactOf } from "../../generator/emit/artifacts.ts";
import { emitAll } from "../../generator/emit/emit-all.ts";
import { readAssets } from "../../generator/input/assets.ts";
import { withoutParts, type ModelPart } from "../../generator/model/parts.ts";
import { makeSource, type SourceText } from "../../generator/model/source.ts";
import { memoryStageStore, type StageKind } from "../../generator/model/stages.ts";
import type { SpecModel } from "../../generator/model/model.ts";
import { modelOf } from "../../generator/run/pipeline.ts";
import { renderModel } from "../../generator/run/render.ts";

const SPECS = ["spec/9.1", "spec/9.2", "test/fixtures/spec-full-9.2", "test/fixtures/reworded-9.2"];

function sourcesOf(dir: string, edit: (text: string) => string = (t) => t): SourceText[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith(".md"))
    .sort()
    .map((f) => makeSource(`${dir}/${f}`, edit(readFileSync(join(dir, f), "utf8"))));
}

const emitted = async (model: SpecModel, artifact: string) =>
  (await emitAll(model, readAssets(), [artifact])).map((f) => `${f.path}\n${f.contents}`);

const ROWS = ARTIFACT_TABLE.filter((r) => (r.ignores ?? []).length > 0).map((r) => [r.name, r.ignores ?? []] as const);

describe.each(SPECS)("%s", (dir) => {
  const { model } = modelOf(sourcesOf(dir), dir);
  it.each(ROWS)("%s renders the same without %j", async (artifact, parts) => {
    expect(await emitted(withoutParts(model, parts), artifact)).toEqual(await emitted(model, artifact));
  });
});

describe("the parts an artifact reads change its files when emptied", () => {
  const READS: [string, ModelPart][] = [
    ["types", "prose"],
    ["types", "types"],
    ["methods", "prose"],
    ["methods", "methods"],
    ["validators", "types"],
    ["validators", "methods"],
    ["json-schema", "prose"],
    ["ir-json", "prose"],
    ["openapi", "methods"],
    ["python", "prose"],
    ["go", "types"],
    ["rust", "methods"],
  ];
  const { model } = modelOf(sourcesOf("spec/9.2"), "spec/9.2");
  it.each(READS)("%s reads the %s", async (artifact, part) => {
    expect(ARTIFACT_TABLE.find((r) => r.name === artifact)?.ignores ?? []).not.toContain(part);
    expect(await emitted(withoutParts(model, [part]), artifact)).not.toEqual(await emitted(model, artifact));
  });
});

describe("an edit of one part, with a stage store", () => {
  const EDITS: [string, (text: string) => string, string[]][] = [
    [
      "a parameter's note",
      (t) => t.replace("| 1-100, default 100 |", "| 1-100; default 100 |"),
      ["types", "validators"],
    ],
    [
      "a field's note",
      (t) => t.replace("| Other party of a private chat |", "| The other party of a private chat |"),
      ["methods", "validators"],
    ],
  ];
  it.each(EDITS)(
    "%s: recalls the artifacts that do not read it, and renders what a fresh render gives",
    async (_, edit, recalled) => {
      const store = memoryStageStore();
      await renderModel(modelOf(sourcesOf("spec/9.2"), "spec/9.2").model, undefined, { keyBase: "test", store });
      const made = new Set<string>();
      const counting = {
        recall: store.recall,
        keep: (k: StageKind, key: string, v: unknown) => {
          if (k === "artifacts") for (const f of v as { path: string }[]) made.add(artifactOf(f.path) ?? f.path);
          store.keep(k, key, v);
        },
      };
      const after = modelOf(sourcesOf("spec/9.2", edit), "spec/9.2").model;
      const files = await renderModel(after, undefined, { keyBase: "test", store: counting });
      expect(files).toEqual(await renderModel(after));
      for (const name of [...recalled, "client"]) expect(made, name).not.toContain(name);
      expect([...made].length).toBeGreaterThan(0);
    },
  );
});
