// The diff over notes in the service's own wording: an enum whose values carry explanations that gains one is
// enum-value-added (not a removal, not nothing); a group or a note reworded to mean the same is no change of meaning.
import { describe, expect, it } from "vitest";
import { diffModels } from "../../generator/diff/diff.ts";
import { modelOf } from "../helpers.ts";

const base = (entity: string, group: string, style: string) =>
  [
    "### Update",
    "",
    group,
    "",
    "| Field | Type | Notes |",
    "|---|---|---|",
    "| update_id | Integer | |",
    "| message | Entity? | |",
    "| other | Entity? | |",
    "",
    "### Entity",
    "",
    "| Field | Type | Notes |",
    "|---|---|---|",
    `| type | String | ${entity} |`,
    `| style | String? | ${style} |`,
  ].join("\n");

const ENTITY = "Type of the entity. Currently, can be `mention` (@username), `hashtag` (#hashtag), `bold` (bold text)";
const GROUP = "At most one of the optional parameters can be present in any given update.";
const STYLE = "Style of the button. Must be one of `danger` (red) or `success` (green).";

function kinds(entity: string, group: string, style: string): [string, string, string][] {
  const old = modelOf({ resources: base(ENTITY, GROUP, STYLE) });
  const next = modelOf({ resources: base(entity, group, style) });
  return diffModels(old, next)
    .filter((c) => c.kind !== "description-changed")
    .map((c) => [c.kind, c.path, c.after ?? ""]);
}

describe("the diff of the service's wording", () => {
  it("reads the old and the new enum alike", () => {
    expect(kinds(ENTITY, GROUP, STYLE)).toEqual([]);
  });
  it("an explained value added is enum-value-added", () => {
    const entity = `${ENTITY}, \`date_time\` (for formatted date and time)`;
    expect(kinds(entity, GROUP, STYLE)).toEqual([["enum-value-added", "Entity.type", "date_time"]]);
  });
  it("a value added to an `or` list is enum-value-added", () => {
    const style = "Style of the button. Must be one of `danger` (red), `success` (green) or `primary` (blue).";
    expect(kinds(ENTITY, GROUP, style)).toEqual([["enum-value-added", "Entity.style", "primary"]]);
  });
  const same: [string, string][] = [
    ["the group in the older wording", "At most one of the optional fields can be present in any given object."],
    ["the group as a list", "The optional fields message, other are mutually exclusive."],
    ["the group in other words", "At most one of the fields other than update_id must be used."],
  ];
  it.each(same)("%s is no change", (_, group) => {
    expect(kinds(ENTITY, group, STYLE)).toEqual([]);
  });
  it("the enum in quotes and with other explanations is no change", () => {
    const entity = 'Type of the entity. Can be "mention" for mentions, "hashtag" for hashtags, or "bold" for bold text';
    expect(kinds(entity, GROUP, STYLE)).toEqual([]);
  });
});

// One value said as the field's type (`type \`emoji\``, `| kind | \`photo\` |`, `True`) or as its base type and a
// constant (`type String, always \`emoji\``, `Boolean, always true`) admits the same values: no change of meaning.
describe("a constant said as the type or as a base type and its value", () => {
  const table = (type: string, note: string) =>
    `### Thing\n\n| Field | Type | Notes |\n|---|---|---|\n| id | Integer | |\n| x | ${type} | ${note} |\n`;
  const same: [string, [string, string], [string, string]][] = [
    ["a string", ["`emoji`", ""], ["String", "Always `emoji`"]],
    ["a number", ["`0`", ""], ["Integer", "Always 0"]],
    ["True", ["True", ""], ["Boolean", "Always true"]],
    // A length of at least 0 admits every text; a hyphen that ends a class is the hyphen, escaped or not.
    ["a length from 0", ["String", "0-1024 characters"], ["String", "Up to 1024 characters"]],
    ["a hyphen", ["String", "Must match `^[A-Za-z0-9_-]*$`"], ["String", "Only letters, digits, `_` and `-`"]],
  ];
  it.each(same)("%s", (_, [ta, na], [tb, nb]) => {
    const a = modelOf({ resources: table(ta, na) });
    const b = modelOf({ resources: table(tb, nb) });
    expect(diffModels(a, b).filter((c) => c.kind !== "description-changed")).toEqual([]);
    expect(diffModels(b, a).filter((c) => c.kind !== "description-changed")).toEqual([]);
  });
  it("a constant that changes is a change", () => {
    const a = modelOf({ resources: table("`emoji`", "") });
    const b = modelOf({ resources: table("String", "Always `custom`") });
    expect(diffModels(a, b).map((c) => c.kind)).toContain("field-type-changed");
  });
});
