// test/fixtures/reworded-9.2 is spec/9.2 with many sentences and notes written in other words (one rewording per
// construct: intros, inheritance, unions, groups, alternatives, partial types, ranges, lengths, defaults, constants,
// enums, list lengths, qualifiers, results, params, methods named only), CRLF line endings in one file, a byte order
// mark in the other, closing #s on a heading, a bold Conventions line and spaces after a row. Its model must be the
// model of spec/9.2, positions and descriptions aside, and it must read without a warning.
import { describe, expect, it } from "vitest";
import type { SpecModel } from "../../../generator/model/model.ts";
import { loadSpec } from "../../../generator/run/pipeline.ts";

/** The model without positions, prose and the hash: what the spec says, not where or in which words. */
function meaning(model: SpecModel): unknown {
  return JSON.parse(
    JSON.stringify(
      {
        version: model.version,
        types: model.types,
        methods: model.methods,
        envelope: model.envelope,
        notShown: model.notShown,
      },
      (key, value) => (["position", "description", "notes", "note"].includes(key) ? undefined : value),
    ),
  );
}

describe("a spec reworded in the same constructs", () => {
  const original = loadSpec("spec/9.2", process.cwd());
  const reworded = loadSpec("test/fixtures/reworded-9.2", process.cwd());
  it("reads without a warning", () => {
    expect(reworded.warnings).toEqual([]);
  });
  it("gives the model of spec/9.2", () => {
    expect(meaning(reworded.model)).toEqual(meaning(original.model));
  });
});
