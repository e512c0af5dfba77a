// Values the fake service makes up for a type keep its groups: one of an exactly-one or at-least-one group, never two
// of an at-most-one or exactly-one group, whatever the seed.
import { describe, expect, it } from "vitest";
import { sampleValue } from "../../generator/serve/sample.ts";
import { modelOf } from "../helpers.ts";

const table = (fields: string[]) => [
  "| Field | Type | Notes |",
  "|---|---|---|",
  "| id | Integer | |",
  ...fields.map((f) => `| ${f} | String? | |`),
];

const model = modelOf({
  resources: [
    "### Pick",
    "",
    ...table(["text", "photo", "reply", "quote", "left", "right"]),
    "",
    "Exactly one of text or photo is present.",
    "",
    "At least one of reply or quote is present.",
    "",
    "At most one of left or right is present.",
  ].join("\n"),
});

describe("a made-up value keeps the type's groups", () => {
  const seeds = Array.from({ length: 40 }, (_, i) => i);
  it.each(seeds)("seed %i", (seed) => {
    const v = sampleValue(model, { kind: "ref", name: "Pick" }, {}, seed) as Record<string, unknown>;
    const count = (names: string[]) => names.filter((n) => n in v).length;
    expect(count(["text", "photo"])).toBe(1);
    expect(count(["reply", "quote"])).toBeGreaterThanOrEqual(1);
    expect(count(["left", "right"])).toBeLessThanOrEqual(1);
  });
});
