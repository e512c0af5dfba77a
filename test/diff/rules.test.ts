// Every kind of change and every breaking-change rule, each on a small pair of specs: a base and one edit of it.
import { describe, expect, it } from "vitest";
import { diffModels } from "../../generator/diff/diff.ts";
import { modelOf } from "../helpers.ts";

const RESOURCES = [
  "### Update",
  "",
  "| Field | Type | Notes |",
  "|---|---|---|",
  "| update_id | Integer | |",
  "| note | Note? | |",
  "| shape | Shape? | |",
  "",
  "### Note",
  "",
  "| Field | Type | Notes |",
  "|---|---|---|",
  "| id | Integer | |",
  "| kind | String | One of `plain`, `bold` |",
  "| text | String? | 1-100 characters |",
  "| when | Integer or String | |",
  "| flag | True? | |",
  "",
  "### NoteOptions (sent to the service)",
  "",
  "| Field | Type | Notes |",
  "|---|---|---|",
  "| mode | String | One of `a`, `b` |",
  "| title | String? | 1-64 characters |",
  "| count | Integer | |",
  "| label | String or Integer | |",
  "",
  "### Shape variants",
  "",
  "| Variant | `type` | Fields |",
  "|---|---|---|",
  "| circle | `circle` | radius Integer |",
  "| square | `square` | side Integer |",
].join("\n");

const ENDPOINTS = [
  "### sendNote",
  "",
  "Path `/sendNote`. Sends a note. Returns Note.",
  "",
  "| Parameter | Type | Required | Rules |",
  "|---|---|---|---|",
  "| chat_id | Integer | Yes | Target |",
  "| options | NoteOptions | No | |",
  "| limit | Integer | No | 1-100 |",
  "",
  "### getNotes",
  "",
  "Path `/getNotes`. No parameters. Returns Array of Note.",
].join("\n");

function edited(pairs: [string, string][]): { resources: string; endpoints: string } {
  let resources = RESOURCES;
  let endpoints = ENDPOINTS;
  for (const [from, to] of pairs) {
    if (resources.includes(from)) resources = resources.replace(from, to);
    else if (endpoints.includes(from)) endpoints = endpoints.replace(from, to);
    else throw new Error(`test setup: "${from}" not found`);
  }
  return { resources, endpoints };
}

type Want = [kind: string, path: string, severity: string, direction: string];

function changesFor(pairs: [string, string][]): Want[] {
  const old = modelOf({ resources: RESOURCES, endpoints: ENDPOINTS });
  const next = modelOf(edited(pairs));
  return diffModels(old, next).map((c) => [c.kind, c.path, c.severity, c.direction]);
}

const N = "non-breaking";
const P = "potentially-breaking";
const B = "breaking";

describe("diff rules", () => {
  it("finds nothing between equal specs, whatever moved", () => {
    expect(changesFor([["### Update", "Some new prose.\n\n### Update"]])).toEqual([]);
  });

  const cases: [string, [string, string][], Want[]][] = [
    // response types
    ["response: new optional field", [["| flag | True? | |", "| flag | True? | |\n| extra | String? | |"]], [["field-added", "Note.extra", N, "response"]]],
    ["response: new required field", [["| flag | True? | |", "| flag | True? | |\n| extra | String | |"]], [["field-added", "Note.extra", N, "response"]]],
    ["response: field removed", [["| flag | True? | |\n", ""]], [["field-removed", "Note.flag", B, "response"]]],
    ["response: required → optional", [["| id | Integer | |", "| id | Integer? | |"]], [["field-optionality-changed", "Note.id", B, "response"]]],
    ["response: optional → required", [["| text | String? | 1-100 characters |", "| text | String | 1-100 characters |"]], [["field-optionality-changed", "Note.text", N, "response"]]],
    ["response: type widened", [["| flag | True? | |", "| flag | Boolean? | |"]], [["field-type-changed", "Note.flag", B, "response"]]],
    ["response: type narrowed", [["| when | Integer or String | |", "| when | Integer | |"]], [["field-type-changed", "Note.when", N, "response"]]],
    ["response: type changed", [["| id | Integer | |", "| id | String | |"]], [["field-type-changed", "Note.id", B, "response"]]],
    ["response: enum value added", [["One of `plain`, `bold`", "One of `plain`, `bold`, `italic`"]], [["enum-value-added", "Note.kind", P, "response"]]],
    ["response: enum value removed", [["One of `plain`, `bold`", "One of `plain`"]], [["enum-value-removed", "Note.kind", N, "response"]]],
    ["response: variant added", [["| square | `square` | side Integer |", "| square | `square` | side Integer |\n| dot | `dot` | x Integer |"]], [["variant-added", "Shape", P, "response"]]],
    ["response: a variant's own field added", [["| square | `square` | side Integer |", "| square | `square` | side Integer; label String? |"]], [["field-added", "ShapeSquare.label", N, "response"]]],
    ["response: variant removed", [["\n| square | `square` | side Integer |", ""]], [["variant-removed", "Shape", N, "response"]]],
    ["response: length loosened", [["| text | String? | 1-100 characters |", "| text | String? | 1-200 characters |"]], [["constraint-changed", "Note.text", P, "response"]]],
    ["response: description only", [["| update_id | Integer | |", "| update_id | Integer | Increases |"]], [["description-changed", "Update.update_id", N, "response"]]],
    // request types
    ["request: new optional field", [["| count | Integer | |", "| count | Integer | |\n| extra | String? | |"]], [["field-added", "NoteOptions.extra", N, "request"]]],
    ["request: new required field", [["| count | Integer | |", "| count | Integer | |\n| extra | String | |"]], [["field-added", "NoteOptions.extra", B, "request"]]],
    ["request: optional → required", [["| title | String? | 1-64 characters |", "| title | String | 1-64 characters |"]], [["field-optionality-changed", "NoteOptions.title", B, "request"]]],
    ["request: required → optional", [["| count | Integer | |", "| count | Integer? | |"]], [["field-optionality-changed", "NoteOptions.count", N, "request"]]],
    ["request: enum value removed", [["One of `a`, `b`", "One of `a`"]], [["enum-value-removed", "NoteOptions.mode", B, "request"]]],
    ["request: enum value added", [["One of `a`, `b`", "One of `a`, `b`, `c`"]], [["enum-value-added", "NoteOptions.mode", N, "request"]]],
    ["request: type narrowed", [["| label | String or Integer | |", "| label | String | |"]], [["field-type-changed", "NoteOptions.label", B, "request"]]],
    ["request: type widened", [["| count | Integer | |", "| count | Integer or String | |"]], [["field-type-changed", "NoteOptions.count", N, "request"]]],
    ["request: length tightened", [["| title | String? | 1-64 characters |", "| title | String? | 1-32 characters |"]], [["constraint-changed", "NoteOptions.title", B, "request"]]],
    // types
    ["type added", [["### Shape variants", "### Extra\n\n| Field | Type | Notes |\n|---|---|---|\n| a | Integer | |\n\n### Shape variants"]], [["type-added", "Extra", N, "both"]]],
    ["type removed", [["| shape | Shape? | |\n", ""], ["### Shape variants\n\n| Variant | `type` | Fields |\n|---|---|---|\n| circle | `circle` | radius Integer |\n| square | `square` | side Integer |", ""]], [["field-removed", "Update.shape", B, "response"], ["type-removed", "Shape", B, "response"]]],
    // methods
    ["method added", [["### getNotes", "### getMore\n\nPath `/getMore`. No parameters. Returns true.\n\n### getNotes"]], [["method-added", "getMore", N, "request"]]],
    ["method removed", [["### getNotes\n\nPath `/getNotes`. No parameters. Returns Array of Note.", ""]], [["method-removed", "getNotes", B, "request"]]],
    ["param added, optional", [["| limit | Integer | No | 1-100 |", "| limit | Integer | No | 1-100 |\n| silent | Boolean | No | |"]], [["param-added", "sendNote.silent", N, "request"]]],
    ["param added, required", [["| limit | Integer | No | 1-100 |", "| limit | Integer | No | 1-100 |\n| text | String | Yes | |"]], [["param-added", "sendNote.text", B, "request"]]],
    ["param removed", [["| limit | Integer | No | 1-100 |\n", ""]], [["param-removed", "sendNote.limit", B, "request"]]],
    ["param type narrowed", [["| chat_id | Integer | Yes | Target |", "| chat_id | True | Yes | Target |"]], [["param-type-changed", "sendNote.chat_id", B, "request"]]],
    ["param type widened", [["| chat_id | Integer | Yes | Target |", "| chat_id | Integer or String | Yes | Target |"]], [["param-type-changed", "sendNote.chat_id", N, "request"]]],
    ["param optional → required", [["| options | NoteOptions | No | |", "| options | NoteOptions | Yes | |"]], [["param-requiredness-changed", "sendNote.options", B, "request"]]],
    ["param required → optional", [["| chat_id | Integer | Yes | Target |", "| chat_id | Integer | No | Target |"]], [["param-requiredness-changed", "sendNote.chat_id", N, "request"]]],
    ["param range tightened", [["| limit | Integer | No | 1-100 |", "| limit | Integer | No | 1-50 |"]], [["constraint-changed", "sendNote.limit", B, "request"]]],
    ["result widened", [["Returns Array of Note.", "Returns Array of Note or True."]], [["result-type-changed", "getNotes", B, "response"]]],
    ["result changed", [["Sends a note. Returns Note.", "Sends a note. Returns true."]], [["result-type-changed", "sendNote", B, "response"]]],
    ["method description", [["Sends a note.", "Sends one note."]], [["description-changed", "sendNote", N, "request"]]],
  ];
  it.each(cases)("%s", (_name, pairs, want) => {
    expect(changesFor(pairs)).toEqual(want);
  });

  it("follows inheritance: a field added to a type is added to every type containing it", () => {
    const base = "### Base\n\n| Field | Type | Notes |\n|---|---|---|\n| id | Integer | |\n\n### Full\n\nContains every field of Base, plus:\n\n| Field | Type | Notes |\n|---|---|---|\n| bio | String? | |\n\n### Update\n\n| Field | Type | Notes |\n|---|---|---|\n| update_id | Integer | |\n| base | Base? | |\n| full | Full? | |";
    const old = modelOf({ resources: base });
    const next = modelOf({ resources: base.replace("| id | Integer | |", "| id | Integer | |\n| tag | String? | |") });
    expect(diffModels(old, next).map((c) => [c.kind, c.path])).toEqual([
      ["field-added", "Base.tag"],
      ["field-added", "Full.tag"],
    ]);
  });

  it("takes the more severe rule for a type used both ways", () => {
    const both = RESOURCES.replace("| shape | Shape? | |", "| shape | Shape? | |\n| options | NoteOptions? | |");
    const old = modelOf({ resources: both, endpoints: ENDPOINTS });
    const next = modelOf({ resources: both.replace("One of `a`, `b`", "One of `a`, `b`, `c`"), endpoints: ENDPOINTS });
    expect(diffModels(old, next).map((c) => [c.kind, c.severity, c.direction])).toEqual([["enum-value-added", P, "both"]]);
  });
});
