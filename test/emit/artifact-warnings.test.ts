// An artifact's own warnings about the model come from its row of the registry (emit/artifacts.ts), not from reading:
// validators.ts leaves out a shortcut whose name is part of its API, and says so at the type, only when chosen.
import { describe, expect, it } from "vitest";
import { ARTIFACT_NAMES, artifactWarnings } from "../../generator/emit/artifacts.ts";
import { modelOf } from "../helpers.ts";

const typeNamed = (name: string) =>
  modelOf({
    resources: `### ${name}\n\nA thing.\n\n| Field | Type | Description |\n|---|---|---|\n| id | Integer | Its id |\n`,
  });

describe("artifact warnings", () => {
  it.each([
    ["Params", ["validateParams"]],
    ["Response", ["validateResponse"]],
  ])("a type named %s loses the shortcuts %j of validators.ts, said at the type", async (name, lost) => {
    const model = typeNamed(name);
    const warnings = await artifactWarnings(model, ARTIFACT_NAMES);
    const at = model.types.find((t) => t.name === name)?.position;
    expect(warnings.map((w) => [w.severity, w.position, w.message.split(" shortcut")[0]])).toEqual(
      lost.map((e) => ["warning", at, `type ${name} gets no ${e}`]),
    );
  });
  it.each([["Thing"], ["Valid"], ["Schema"]])("a type named %s loses nothing", async (name) => {
    expect(await artifactWarnings(typeNamed(name), ARTIFACT_NAMES)).toEqual([]);
  });
  it("without the validators artifact, nothing is said", async () => {
    expect(await artifactWarnings(typeNamed("Params"), ["types", "json-schema"])).toEqual([]);
  });
});
