// The small spec the tests use where a spec's size does not matter (test/helpers.ts): read without a word, and it
// renders every artifact.
import { describe, expect, it } from "vitest";
import { loadSpec } from "../../generator/run/pipeline.ts";
import { renderModel } from "../../generator/run/render.ts";

const SPEC = "test/fixtures/small-spec";

describe("the small spec", () => {
  it("is read without errors or warnings: four types, and two methods, one with an upload", () => {
    const { model, warnings } = loadSpec(SPEC);
    expect(warnings).toEqual([]);
    expect(model.types.map((t) => t.name)).toEqual(expect.arrayContaining(["Update", "User", "Chat", "Message"]));
    expect(model.methods.map((m) => m.name)).toEqual(["getUpdates", "setWebhook"]);
  });
  it("renders every artifact", async () => {
    const paths = (await renderModel(loadSpec(SPEC).model)).map((f) => f.path);
    for (const p of ["types.ts", "methods.ts", "schema.json", "ir.json", "validators.ts"]) expect(paths).toContain(p);
  });
});
