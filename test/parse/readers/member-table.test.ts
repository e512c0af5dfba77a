// One member-table reader: a row of a type's field table and a row of a method's parameter table say the same things
// in the same cells (several names, `Type?`, `Type (optional)`, `Optional Type`, a note after `;`, a Required or
// Optional column, optional markers in the notes column), so each is read the same way in both — and a faulty row is
// said in both, naming its owner.
import { describe, expect, it } from "vitest";
import { buildFrom, doc, modelOf, objectOf } from "../../helpers.ts";

const UPDATE = "### Update\n\n| Field | Type |\n|---|---|\n| update_id | Integer |\n";
const row = (cells: string[]) => `| ${cells.join(" | ")} |`;

/** The same four cells as a field table of Thing and as a parameter table of doThing. */
function both(cells: [string, string, string, string]) {
  const header = (first: string) => `${row([first, "Type", "Required", "Notes"])}\n|---|---|---|---|\n${row(cells)}`;
  const resources = `${UPDATE}\n### Thing\n\n${header("Field")}\n`;
  const endpoints = `### doThing\n\nReturns true.\n\n${header("Parameter")}\n`;
  const model = modelOf({ resources, endpoints });
  const fields = objectOf(model, "Thing").fields.map((f) => [f.name, f.optional, f.type.kind]);
  const params = (model.methods[0]?.params ?? []).map((p) => [p.name, !p.required, p.type.kind]);
  return { fields, params };
}

describe("a row reads the same as fields and as parameters", () => {
  const cases: [string, [string, string, string, string], [string, boolean, string][]][] = [
    ["one name, required", ["a", "Integer", "Yes", ""], [["a", false, "integer"]]],
    ["one name, No", ["a", "Integer", "No", ""], [["a", true, "integer"]]],
    ["a name in code", ["`a_b`", "Integer", "Yes", ""], [["a_b", false, "integer"]]],
    ["a name in bold", ["**a**", "Integer", "No", ""], [["a", true, "integer"]]],
    ["a name in italics", ["_a_", "Integer", "Yes", ""], [["a", false, "integer"]]],
    // An escaped underscore (`a\_b`, as editors that escape Markdown write it) is the underscore.
    ["a name with an escaped underscore", ["a\\_b", "Integer", "Yes", ""], [["a_b", false, "integer"]]],
    [
      "several names share a type",
      ["a, b", "String", "Yes", ""],
      [
        ["a", false, "string"],
        ["b", false, "string"],
      ],
    ],
    [
      "one type per name",
      ["a, b", "String, Integer", "Yes", ""],
      [
        ["a", false, "string"],
        ["b", false, "integer"],
      ],
    ],
    ["a ? on the type", ["a", "Integer?", "Yes", ""], [["a", true, "integer"]]],
    ["(optional) after the type", ["a", "Integer (optional)", "Yes", ""], [["a", true, "integer"]]],
    ["Optional before the type", ["a", "Optional Integer", "Yes", ""], [["a", true, "integer"]]],
    ["Optional. in the notes", ["a", "Integer", "Yes", "Optional. How many"], [["a", true, "integer"]]],
    ["a note after ; in the type cell", ["a", "Integer; counted from 1", "Yes", ""], [["a", false, "integer"]]],
    ["an optional word after a comma", ["a", "Integer, optional", "Yes", ""], [["a", true, "integer"]]],
    // Optional as other languages write it: a wrapper, an alternative of no value.
    ["Optional<Integer>", ["a", "Optional<Integer>", "Yes", ""], [["a", true, "integer"]]],
    ["Option<Integer>", ["a", "Option<Integer>", "Yes", ""], [["a", true, "integer"]]],
    ["Maybe<Integer>", ["a", "Maybe<Integer>", "Yes", ""], [["a", true, "integer"]]],
    ["?Integer", ["a", "?Integer", "Yes", ""], [["a", true, "integer"]]],
    ["Integer (opt.)", ["a", "Integer (opt.)", "Yes", ""], [["a", true, "integer"]]],
    ["omittable in the notes", ["a", "Integer", "Yes", "How many; omittable"], [["a", true, "integer"]]],
    ["Integer | undefined", ["a", "Integer \\| undefined", "Yes", ""], [["a", true, "integer"]]],
    ["Integer or absent", ["a", "Integer or absent", "Yes", ""], [["a", true, "integer"]]],
    ["Optional<Array of Integer>", ["a", "Optional<Array of Integer>", "Yes", ""], [["a", true, "array"]]],
    // A parenthesis that opens by saying so; a value there when it is available.
    [
      "(optional, …) in the notes",
      ["a", "Integer", "Yes", "How many (optional, omit for all)"],
      [["a", true, "integer"]],
    ],
    ["if available in the notes", ["a", "Integer", "Yes", "How many, if available"], [["a", true, "integer"]]],
    // Python's wrapper, a dash before the word, the word alone in emphasis with its full stop inside.
    ["Optional[Integer]", ["a", "Optional[Integer]", "Yes", ""], [["a", true, "integer"]]],
    ["Integer — optional", ["a", "Integer — optional", "Yes", ""], [["a", true, "integer"]]],
    ["*Optional.* in the notes", ["a", "Integer", "Yes", "*Optional.*"], [["a", true, "integer"]]],
  ];
  it.each(cases)("%s", (_, cells, expected) => {
    const { fields, params } = both(cells);
    expect(fields).toEqual(expected);
    expect(params).toEqual(expected);
  });
});

// What may be null as other languages write it is the type, and `nullable` is said: no type of the model holds null.
describe("a type that may be null is the type, its nullability said", () => {
  it.each(["Integer \\| null", "Integer or null", "Nullable Integer"])("%s", (type) => {
    const { model, diagnostics } = buildFrom({
      "doc.md": doc({ resources: `### Thing\n\n| Field | Type | Notes |\n|---|---|---|\n| a | ${type} | |\n` }),
    });
    expect(objectOf(model, "Thing").fields.map((f) => f.type)).toEqual([{ kind: "integer" }]);
    expect(diagnostics).toEqual([
      expect.stringMatching(/warning: note of Thing\.a: "nullable" says the value may be null/),
    ]);
  });
});

describe("a faulty row is said the same way in both, naming its owner", () => {
  const cases: [string, string[], string, string][] = [
    ["too few cells", ["a", "Integer"], "row of Thing.a has 2 cells", "row of doThing.a has 2 cells"],
    ["no type", ["a", "", "Yes", ""], "field Thing.a has no type", "parameter doThing.a has no type"],
    ["a bad type", ["a", "Array of", "Yes", ""], '"Array of" in Thing.a', '"Array of" in doThing.a'],
    ["not a name", ["A b", "Integer", "Yes", ""], '"A b" is not a field name', '"A b" is not a parameter name'],
    ["types and names", ["a, b, c", "String, Integer", "Yes", ""], "3 fields but 2 types", "3 parameters but 2 types"],
    // Words after one member's type: the type stands, the words are its note, and it is said (no hard error).
    [
      "words after the type",
      ["a", "String, if any", "Yes", ""],
      '"if any" in the Type cell of Thing.a',
      '"if any" in the Type cell of doThing.a',
    ],
    [
      "a word after the type",
      ["a", "Integer, signed", "Yes", ""],
      '"signed" in the Type cell of Thing.a',
      '"signed" in the Type cell of doThing.a',
    ],
  ];
  it.each(cases)("%s", (_, cells, asField, asParam) => {
    const header = (first: string) => `${row([first, "Type", "Required", "Notes"])}\n|---|---|---|---|\n${row(cells)}`;
    const resources = `${UPDATE}\n### Thing\n\n${header("Field")}\n`;
    const endpoints = `### doThing\n\nReturns true.\n\n${header("Parameter")}\n`;
    const said = buildFrom({ "doc.md": doc({ resources, endpoints }) }).diagnostics.join("\n");
    expect(said).toContain(asField);
    expect(said).toContain(asParam);
  });
});

describe("a parameter table without a Required column", () => {
  /** doThing's parameter table of these rows (name, type, description): the required flags and what was said. */
  const read = (rows: string[][]) => {
    const table = `| Parameter | Type | Description |\n|---|---|---|\n${rows.map(row).join("\n")}\n`;
    const endpoints = `### doThing\n\nReturns true.\n\n${table}`;
    const { model, diagnostics } = buildFrom({ "doc.md": doc({ resources: UPDATE, endpoints }) });
    return { required: model.methods[0]?.params.map((p) => [p.name, p.required]), said: diagnostics.join("\n") };
  };
  it("reads each parameter as a field is read: required unless marked optional", () => {
    const r = read([
      ["a", "Integer", "x"],
      ["b", "String?", "y"],
      ["c", "Integer", "Optional. z"],
    ]);
    expect(r.required).toEqual([
      ["a", true],
      ["b", false],
      ["c", false],
    ]);
    expect(r.said).toBe("");
  });
  it("says so when it marks none optional", () => {
    const r = read([
      ["a", "Integer", "x"],
      ["b", "String", "y"],
    ]);
    expect(r.required).toEqual([
      ["a", true],
      ["b", true],
    ]);
    expect(r.said).toMatch(
      /warning: the parameter table of doThing has no Required column and marks no parameter optional/,
    );
  });
});
