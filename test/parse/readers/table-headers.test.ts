// Table headers in the words editors use: each column is known by its role (name, type, required, notes), and a
// header with no names or no Type column is still a located error (other columns beside them are set aside, and
// said). Notes in the style "Optional. Text …" say the field may be absent.
import { describe, expect, it } from "vitest";
import { optionalInWords } from "../../../generator/parse/readers/fields.ts";
import { buildFrom, doc, fieldOf, modelOf, objectOf, unionOf } from "../../helpers.ts";

const table = (header: string[], rows: string[][]) =>
  [`| ${header.join(" | ")} |`, `|${"---|".repeat(header.length)}`, ...rows.map((r) => `| ${r.join(" | ")} |`)].join(
    "\n",
  );

describe("resource tables", () => {
  const cases: [string[], string[][]][] = [
    [
      ["Field", "Type", "Description"],
      [
        ["a", "String", "1-10 characters"],
        ["b", "Integer?", "x"],
      ],
    ],
    [
      ["Name", "Type", "Notes"],
      [
        ["a", "String", "1-10 characters"],
        ["b", "Integer?", "x"],
      ],
    ],
    [
      ["Property", "Type", "Details"],
      [
        ["a", "String", "1-10 characters"],
        ["b", "Integer?", "x"],
      ],
    ],
    [
      ["Field name", "Data type", "Description"],
      [
        ["a", "String", "1-10 characters"],
        ["b", "Integer?", "x"],
      ],
    ],
    [
      ["Field", "Type", "Required", "Description"],
      [
        ["a", "String", "Yes", "1-10 characters"],
        ["b", "Integer", "No", "x"],
      ],
    ],
    [
      ["Field", "Type", "Description"],
      [
        ["a", "String", "1-10 characters"],
        ["b", "Integer", "Optional. x"],
      ],
    ],
  ];
  it.each(cases)("| %j |", (header, rows) => {
    const model = modelOf({
      resources: `### Update\n\n| Field | Type |\n|---|---|\n| update_id | Integer |\n\n### Thing\n\n${table(header, rows)}\n`,
    });
    expect(fieldOf(model, "Thing", "a")).toMatchObject({
      optional: false,
      constraints: { minLength: 1, maxLength: 10 },
    });
    expect(fieldOf(model, "Thing", "b")).toMatchObject({ optional: true, type: { kind: "integer" } });
  });
});

describe("parameter tables", () => {
  const a = ["a", "Integer", "Yes", "1-10"];
  const b = ["b", "String", "No", ""];
  // Each row a header and its two rows, in the header's order (the columns in any order after the names' one).
  const cases: [string[], string[], string[]][] = [
    [["Name", "Type", "Required", "Description"], a, b],
    [["Parameter", "Type", "Mandatory", "Notes"], a, b],
    [["Param", "Type", "Required", "Constraints"], a, b],
    [["Parameter", "Type", "Req.", "Rules"], a, b],
    [["Argument", "Type", "Req", "Description"], a, b],
    [
      ["Parameter", "Required", "Type", "Rules"],
      ["a", "Yes", "Integer", "1-10"],
      ["b", "No", "String", ""],
    ],
    [
      ["Parameter", "Notes", "Required", "Type"],
      ["a", "1-10", "Yes", "Integer"],
      ["b", "", "No", "String"],
    ],
  ];
  it.each(cases)("| %j |", (header, first, second) => {
    const endpoints = `### doThing\n\nReturns true.\n\n${table(header, [first, second])}\n`;
    const m = modelOf({ resources: "### Update\n\n| Field | Type |\n|---|---|\n| update_id | Integer |\n", endpoints })
      .methods[0];
    expect(m?.params.map((p) => [p.name, p.type.kind, p.required, p.constraints])).toEqual([
      ["a", "integer", true, { minimum: 1, maximum: 10, integerBits: 32 }],
      ["b", "string", false, {}],
    ]);
  });
});

describe("field tables titled in other words", () => {
  const headers: string[][] = [
    ["Field", "Type", "Meaning"],
    ["Field", "Type", "Explanation"],
    ["Member", "Type", "Description"],
    ["Key", "Value type", "Summary"],
    ["Property name", "Type", "Purpose"],
    ["Field", "Type", "Info"],
  ];
  it.each(headers)("| %s | %s | %s |", (...header) => {
    const { model, diagnostics } = buildFrom({
      "doc.md": doc({
        resources: `### Thing\n\n${table(header, [
          ["a", "Integer", "1-10"],
          ["b", "String?", ""],
        ])}\n`,
      }),
    });
    expect(objectOf(model, "Thing").fields.map((f) => [f.name, f.optional, f.constraints])).toEqual([
      ["a", false, { minimum: 1, maximum: 10, integerBits: 32 }],
      ["b", true, {}],
    ]);
    expect(diagnostics).toEqual([]);
  });
});

describe("headers of other words are said, where they stand", () => {
  const cases: [string, string, string][] = [
    // New words over cells that read as a field table (a name, then a type, in every row): read so, and said.
    [
      "resources",
      table(["Field", "Kind", "Notes"], [["a", "String", ""]]),
      'table "| Field | Kind | Notes |" read as | Field | Type | Notes | by its cells',
    ],
    [
      "resources",
      table(["Field", "Kind", "Notes"], [["a", "the first kind", ""]]),
      'unknown table "| Field | Kind | Notes |"',
    ],
    ["resources", table(["Foo", "Bar"], [["Not a name", "String"]]), 'unknown table "| Foo | Bar |"'],
    // An Optional column is read (below); beside a names' column and a Type column, a column of a role botspec does
    // not know is set aside and said (the table's structure stands); without them the table is unknown.
    [
      "resources",
      table(["Field", "Type", "Status", "Notes"], [["a", "String", "No", ""]]),
      'warning: column "Status" of Thing is not read: its cells are left out of the model',
    ],
    [
      "endpoints",
      table(["Parameter", "Type", "Status", "Rules"], [["a", "String", "No", ""]]),
      'warning: column "Status" of doThing is not read',
    ],
    [
      "endpoints",
      table(["Parameter", "Kind", "Status", "Rules"], [["a", "String", "No", ""]]),
      "unknown table in method doThing",
    ],
    [
      "resources",
      table(["Field", "Type", "Required", "Optional"], [["a", "String", "Yes", "No"]]),
      'unknown table "| Field | Type | Required | Optional |"',
    ],
  ];
  it.each(cases)("%s: %s", (where, t, message) => {
    const resources = `### Update\n\n| Field | Type |\n|---|---|\n| update_id | Integer |\n${where === "resources" ? `\n### Thing\n\n${t}\n` : ""}`;
    const endpoints = where === "endpoints" ? `### doThing\n\nReturns true.\n\n${t}\n` : "";
    const { diagnostics } = buildFrom({ "doc.md": doc({ resources, endpoints }) });
    expect(diagnostics.join("\n")).toContain(message);
  });
});

describe("an intro that makes every field of the table after it optional", () => {
  const intros = [
    "Optional fields:",
    "Optional payload fields:",
    "The following fields are all optional:",
    "Payload fields (all optional):",
  ];
  it.each(intros)("%s", (intro) => {
    const model = modelOf({
      resources: `### Update\n\n| Field | Type |\n|---|---|\n| update_id | Integer |\n\n### Thing\n\n${intro}\n\n${table(["Field", "Type"], [["a", "Integer"]])}\n`,
    });
    expect(objectOf(model, "Thing").fields.map((f) => [f.name, f.optional])).toEqual([["a", true]]);
  });
});

describe("compact tables: the words of the second column", () => {
  const headers = [
    ["Type", "Fields"],
    ["Name", "Fields"],
    ["Type", "Members"],
    ["Object", "Properties"],
    ["Type", "Attributes"],
  ];
  it.each(headers)("| %s | %s |", (first, second) => {
    const model = modelOf({
      resources: `### Update\n\n| Field | Type |\n|---|---|\n| update_id | Integer |\n\n### Group\n\n${table([first, second], [["Thing", "a Integer; b String?"]])}\n`,
    });
    expect(objectOf(model, "Thing").fields.map((f) => [f.name, f.optional])).toEqual([
      ["a", false],
      ["b", true],
    ]);
  });
});

describe("variant tables", () => {
  // Any one word where the discriminator is named in code (`| Scope | \`kind\` | Fields |`).
  const firsts = ["Variant", "Kind", "Name", "Type", "Case", "Shape variant", "Scope", "Form", "Member"];
  it.each(firsts)("| %s | `kind` | Fields |", (first) => {
    const rows = [
      ["ShapeOne", "`one`", "a Integer"],
      ["ShapeTwo", "`two`", "b String"],
    ];
    const model = modelOf({
      resources: `### Update\n\n| Field | Type |\n|---|---|\n| update_id | Integer |\n| s | Shape? |\n\n### Shape variants\n\n${table([first, "`kind`", "Fields"], rows)}\n`,
    });
    const shape = model.types.find((t) => t.name === "Shape");
    expect(shape?.kind === "union" && shape.variants.map((v) => [v.type, v.match])).toEqual([
      ["ShapeOne", { kind: "equals", value: "one" }],
      ["ShapeTwo", { kind: "equals", value: "two" }],
    ]);
  });
  // The union named in the first column's header, under a heading that names another thing (`### Media`): its one
  // type name beside words of a union's heading (`kind`, `Type of`, `subtypes`); `Object` or `Class` as the column.
  it.each(["Shape variant", "Shape kind", "Type of Shape", "Shape type", "Shape subtypes", "Object", "Class"])(
    "| %s | `kind` | Other fields | under another heading",
    (first) => {
      const rows = [
        ["ShapeOne", "`one`", "a Integer"],
        ["ShapeTwo", "`two`", "b String"],
      ];
      const heading = first.includes("Shape") ? "### Drawing" : "### Shape variants";
      const model = modelOf({
        resources: `### Update\n\n| Field | Type |\n|---|---|\n| update_id | Integer |\n| s | Shape? |\n\n${heading}\n\n${table([first, "\`kind\`", "Other fields"], rows)}\n`,
      });
      const shape = model.types.find((t) => t.name === "Shape");
      expect(shape?.kind === "union" && shape.variants.map((v) => v.type)).toEqual(["ShapeOne", "ShapeTwo"]);
    },
  );
});

describe("a Required cell in words the phrase book does not know", () => {
  const endpoints = (cell: string) =>
    `### doThing\n\nReturns true.\n\n${table(["Parameter", "Type", "Required", "Notes"], [["a", "Integer", cell, ""]])}\n`;
  const update = "### Update\n\n| Field | Type |\n|---|---|\n| update_id | Integer |\n";
  it.each(["Maybe", "Sometimes yes", "?"])("%s: a warning at the cell, and the parameter optional", (cell) => {
    const { model, diagnostics } = buildFrom({ "doc.md": doc({ resources: update, endpoints: endpoints(cell) }) });
    expect(model.methods[0]?.params.map((p) => p.required)).toEqual([false]);
    expect(diagnostics).toEqual([
      expect.stringMatching(/warning: .* in the Required column of doThing\.a is read as optional/),
    ]);
  });
  it("in an Optional column, the warning names that column", () => {
    const optional = `### doThing\n\nReturns true.\n\n${table(["Parameter", "Type", "Optional", "Notes"], [["a", "Integer", "Maybe", ""]])}\n`;
    const { diagnostics } = buildFrom({ "doc.md": doc({ resources: update, endpoints: optional }) });
    expect(diagnostics).toEqual([
      expect.stringMatching(/warning: "Maybe" in the Optional column of doThing\.a is read as optional/),
    ]);
  });
  it.each(["No, defaults to 5", "Optional, default 5", "Optional (default: 5)"])(
    "what follows the word is the parameter's note: %s gives the default",
    (cell) => {
      const { model, diagnostics } = buildFrom({ "doc.md": doc({ resources: update, endpoints: endpoints(cell) }) });
      expect(model.methods[0]?.params[0]).toMatchObject({ required: false, constraints: { default: 5 } });
      expect(diagnostics).toEqual([]);
    },
  );
  it("a parenthetical after the word is the parameter's note: nothing of it is lost", () => {
    const { model } = buildFrom({ "doc.md": doc({ resources: update, endpoints: endpoints("No (default 5)") }) });
    expect(model.methods[0]?.params[0]).toMatchObject({ required: false, constraints: { default: 5 } });
  });
});

describe("compact tables", () => {
  it.each(["Type", "Name", "Object"])("| %s | Fields |", (first) => {
    const model = modelOf({
      resources: `### Update\n\n| Field | Type |\n|---|---|\n| update_id | Integer |\n\n### Group\n\n${table([first, "Fields"], [["Point", "x Integer; y Integer?"]])}\n`,
    });
    expect(fieldOf(model, "Point", "y")).toMatchObject({ optional: true, type: { kind: "integer" } });
  });
});

describe("requiredness written as marks, left blank, or said the other way round", () => {
  // Each: the header, then the cells of a required parameter and of one that may be absent.
  const cases: [string[], string, string][] = [
    [["Parameter", "Type", "Required", "Notes"], "✓", "—"],
    [["Parameter", "Type", "Required", "Notes"], "✔", ""],
    [["Parameter", "Type", "Required", "Notes"], "✅", "✗"],
    [["Parameter", "Type", "Required", "Notes"], "Yes", ""],
    [["Parameter", "Type", "Optional", "Notes"], "No", "Yes"],
    [["Parameter", "Type", "Optional", "Notes"], "", "Yes"],
    [["Parameter", "Type", "Optional?", "Notes"], "—", "✓"],
    [["Parameter", "Type", "Required", "Notes"], "Yes.", "Optional."],
    [["Parameter", "Type", "Required", "Notes"], "Y", "N"],
    // RFC 2119's words.
    [["Parameter", "Type", "Required", "Notes"], "Must", "May"],
    [["Parameter", "Type", "Required", "Notes"], "Must be given", "May be omitted"],
    // A ticked box written `x`, a form's `*` for what must be filled in; blank for the rest.
    [["Parameter", "Type", "Required", "Notes"], "x", ""],
    [["Parameter", "Type", "Required", "Notes"], "X", ""],
    [["Parameter", "Type", "Required", "Notes"], "\\*", ""],
    [["Parameter", "Type", "Required", "Notes"], "*", "-"],
    [["Parameter", "Type", "Optional", "Notes"], "", "x"],
    [["Parameter", "Type", "Required", "Notes"], "true", "false"],
    [["Parameter", "Type", "Required", "Notes"], "Required (always)", "No (rarely needed)"],
    // A footnote mark after the word; what follows a comma or semicolon is the member's note.
    [["Parameter", "Type", "Required", "Notes"], "Yes*", "No; see below"],
    [["Parameter", "Type", "Required", "Notes"], "Required†", "N/A"],
    // A requirement for some calls only is none of every call.
    [["Parameter", "Type", "Required", "Notes"], "Yes", "Yes (for channels)"],
    [["Parameter", "Type", "Required", "Notes"], "Yes", "If b is absent"],
    // A column named for both ways, each cell saying which; a name column headed as a field table heads it.
    [["Parameter", "Type", "Presence", "Description"], "required", "optional"],
    [["Key", "Type", "Requirement", "Notes"], "Required", "Optional"],
    [["Property", "Type", "Required/Optional", "Notes"], "Required", "Optional"],
    // The words in code, shortened, or negated.
    [["Parameter", "Type", "Required", "Notes"], "`true`", "`false`"],
    [["Parameter", "Type", "Required", "Notes"], "req.", "opt."],
    [["Parameter", "Type", "Required", "Notes"], "Mandatory", "Not required"],
    [["Parameter", "Type", "Required", "Notes"], "✔", "✘"],
    // The header shortened with a question mark, the cells a letter.
    [["Parameter", "Type", "Req?", "Notes"], "Y", "N"],
    [["Parameter", "Type", "Req'd", "Notes"], "yes", "no"],
  ];
  it.each(cases)("| %j | %s | %s |", (header, yes, no) => {
    const rows = [
      ["a", "Integer", yes, "1-10"],
      ["b", "String", no, ""],
    ];
    const endpoints = `### doThing\n\nReturns true.\n\n${table(header, rows)}\n`;
    const m = modelOf({ resources: "### Update\n\n| Field | Type |\n|---|---|\n| update_id | Integer |\n", endpoints })
      .methods[0];
    expect(m?.params.map((p) => [p.name, p.required])).toEqual([
      ["a", true],
      ["b", false],
    ]);
  });
  it.each([
    [["Field", "Type", "Required"], "✓", "—"],
    [["Field", "Type", "Required", "Description"], "Yes", ""],
    [["Field", "Type", "Optional", "Description"], "", "Yes"],
  ])("a field table | %j | %s | %s |", (header, yes, no) => {
    const rows = [
      ["a", "Integer", yes],
      ["b", "String", no],
    ].map((r) => (header.length === 4 ? [...r, ""] : r));
    const model = modelOf({ resources: `### Thing\n\n${table(header, rows)}\n` });
    expect(objectOf(model, "Thing").fields.map((f) => [f.name, f.optional])).toEqual([
      ["a", false],
      ["b", true],
    ]);
  });
});

describe("a note opened by an emphasised Optional", () => {
  it.each(["*Optional.* The user's bio", "**Optional.** The user's bio", "_Optional_. The user's bio"])(
    "%s",
    (note) => {
      const model = modelOf({
        resources: `### Thing\n\n${table(["Field", "Type", "Notes"], [["bio", "String", note]])}\n`,
      });
      expect(fieldOf(model, "Thing", "bio").optional).toBe(true);
    },
  );
});

describe("a note of many bracketed marks", () => {
  it("is read in one pass, never one call deep per mark", () => {
    const note = `${"(optional) ".repeat(100_000)}x`;
    expect(optionalInWords(note).optional).toBe(true);
  });
});

describe("a note that says the field may be absent, however worded", () => {
  const cases: [note: string, optional: boolean, description: string][] = [
    ["Optional. The user's bio.", true, "The user's bio."],
    ["The user's bio — optional.", true, "The user's bio"],
    ["The user's bio (optional).", true, "The user's bio"],
    ["Optional: the user's bio.", true, "the user's bio."],
    ["This field is optional.", true, ""],
    // Present under a condition only: optional, and the condition stays in the description.
    ["Omitted if empty.", true, "Omitted if empty."],
    ["Only present if the user has a bio.", true, "Only present if the user has a bio."],
    ["Absent when the user has no bio.", true, "Absent when the user has no bio."],
    ["If present, the user's bio.", true, "If present, the user's bio."],
    ["Only returned for bots.", true, "Only returned for bots."],
    ["Left out when unknown.", true, "Left out when unknown."],
    ["Not sent for channels.", true, "Not sent for channels."],
    ["(Optional) The user's bio.", true, "The user's bio."],
    ["[Optional] The user's bio.", true, "The user's bio."],
    // The word set apart by its emphasis alone, no stop after it; emphasis of anything else says nothing.
    ["*Optional* The user's bio.", true, "The user's bio."],
    ["__Optional__ The user's bio.", true, "The user's bio."],
    ["*Short* bio of the user.", false, "*Short* bio of the user."],
    ["The user's bio. Optional field.", true, "The user's bio."],
    ["The user's bio. Not always set.", true, "The user's bio."],
    ["The user's bio. Might be absent.", true, "The user's bio."],
    ["The user's bio. This field may not be present.", true, "The user's bio."],
    ["The user's bio, if set.", true, "The user's bio, if set."],
    ["Only sent for private chats.", true, "Only sent for private chats."],
    ["Given only when the user has one.", true, "Given only when the user has one."],
    // The field named before `may be omitted`; `available` and `provided` beside `only`.
    ["The user's bio. This field may be omitted.", true, "The user's bio."],
    ["The user's bio. It can be left out.", true, "The user's bio."],
    ["Only available in private chats.", true, "Only available in private chats."],
    ["Provided only for bots.", true, "Provided only for bots."],
    // The value, or none at all.
    ["The user's bio, or absent.", true, "The user's bio"],
    ["The user's bio; or else missing.", true, "The user's bio"],
    // Always there, perhaps empty: the service writes `if applicable` of such fields (ShippingAddress.state).
    ["State, if applicable.", false, "State, if applicable."],
    ["May be empty.", false, "May be empty."],
    ["Values: `a`, `b`.", false, "Values: `a`, `b`."],
  ];
  it.each(cases)("%s", (note, optional, description) => {
    const model = modelOf({
      resources: `### Thing\n\n${table(["Field", "Type", "Description"], [["a", "String", note]])}\n`,
    });
    expect(objectOf(model, "Thing").fields.map((f) => [f.optional, f.description ?? ""])).toEqual([
      [optional, description],
    ]);
  });
});

describe("a two-column table of new words read by its cells: type names, then their fields", () => {
  const headers = [
    ["Type", "Contents"],
    ["Class", "Fields"],
    ["Record", "Layout"],
    ["Type", "Shape"],
    ["Struct", "Members list"],
    ["Kind", "What it holds"],
  ];
  it.each(headers)("| %s | %s |", (first, second) => {
    const rows = [
      ["Thing", "a Integer; b String?"],
      ["Empty", "No fields"],
    ];
    const { model, diagnostics } = buildFrom({
      "doc.md": doc({
        resources: `### Update\n\n| Field | Type |\n|---|---|\n| update_id | Integer |\n\n### Group\n\n${table([first, second], rows)}\n`,
      }),
    });
    expect(objectOf(model, "Thing").fields.map((f) => [f.name, f.optional])).toEqual([
      ["a", false],
      ["b", true],
    ]);
    expect(objectOf(model, "Empty").fields).toEqual([]);
    expect(diagnostics).toEqual([
      expect.stringMatching(/warning: table ".*" read as \| Type \| Fields \| by its cells/),
    ]);
  });
  // Rows whose first cells are no type names, or whose second cells hold no fields, are no such table.
  it.each([
    [["Subject", "Limit"], [["Update retention", "At most 24 hours"]]],
    [["Thing", "Note"], [["Thing", "has a, b and c"]]],
  ])("| %j |", (header, rows) => {
    const { diagnostics } = buildFrom({
      "doc.md": doc({ resources: `### Group\n\n${table(header, rows)}\n` }),
    });
    expect(diagnostics.join("\n")).toMatch(/error: unknown table/);
  });
});

describe("rows after a paragraph of the fields every row has take them, whatever the column is titled", () => {
  it.each(["Further fields", "Fields", "Other fields", "Own fields", "Remaining fields", "Extra fields"])(
    "| Type | %s |",
    (second) => {
      const { model, diagnostics } = buildFrom({
        "doc.md": doc({
          resources: `### Media\n\nEvery file type has \`file_id\` (String) and \`file_unique_id\` (String).\n\n${table(["Type", second], [["Voice", "duration Integer"]])}\n`,
        }),
      });
      expect(objectOf(model, "Voice").fields.map((f) => f.name)).toEqual(["file_id", "file_unique_id", "duration"]);
      expect(diagnostics.filter((d) => / error: /.test(d))).toEqual([]);
    },
  );
});

describe("a type's fields as a bulleted list, one an item", () => {
  const lists = [
    "- `url` (String): Webhook URL; empty when none\n- `count` (Integer, optional): Pending updates",
    "- `url` String — Webhook URL; empty when none\n- `count` Integer? — Pending updates",
    "- url (String): Webhook URL; empty when none\n- count (Integer?): Pending updates",
    "- `url`: String — Webhook URL; empty when none\n- `count`: Integer? — Pending updates",
    "- **url** (String): Webhook URL; empty when none\n- **count** (optional Integer): Pending updates",
    "- `url` (String) - Webhook URL; empty when none\n- `count` (Integer, optional) - Pending updates.",
  ];
  it.each(lists)("%s", (list) => {
    const model = modelOf({ resources: `### Info\n\n${list}\n` });
    expect(objectOf(model, "Info").fields.map((f) => [f.name, f.type.kind, f.optional, f.description])).toEqual([
      ["url", "string", false, "Webhook URL; empty when none"],
      ["count", "integer", true, "Pending updates"],
    ]);
  });
  it("a list of sentences in a type's section is still an error", () => {
    const { diagnostics } = buildFrom({
      "doc.md": doc({ resources: "### Info\n\n- Only in private chats\n- Kept a day\n" }),
    });
    expect(diagnostics.join("\n")).toMatch(/error: cannot read a list in a resource section/);
  });
});

describe("a variant's name in code or emphasis is the name; a tag written as name = value", () => {
  const union = (cell: string) =>
    modelOf({
      resources: `### Shape variants\n\n| Variant | \`kind\` | Fields |\n|---|---|---|\n| ${cell} | \`circle\` | r Integer |\n| Square | \`square\` | side Integer |\n`,
    });
  it.each(["`Circle`", "**Circle**", "_Circle_", "Circle"])("%s", (cell) => {
    const variants = unionOf(union(cell), "Shape").variants;
    expect(variants.map((v) => [v.label, v.type])).toEqual([
      ["Circle", "Circle"],
      ["Square", "Square"],
    ]);
  });
  it("type = `emoji` in a compact list is the literal", () => {
    const model = modelOf({
      resources: "### Group\n\n| Type | Fields |\n|---|---|\n| Emoji | type = `emoji`; emoji String |\n",
    });
    expect(fieldOf(model, "Emoji", "type").type).toEqual({ kind: "literal", value: "emoji" });
  });
});

describe("columns beside the names, types and notes: a Default column read, examples and versions set aside", () => {
  const update = "### Update\n\n| Field | Type |\n|---|---|\n| update_id | Integer |\n";
  const method = (header: string[], rows: string[][]) => `### doThing\n\nReturns true.\n\n${table(header, rows)}\n`;
  it.each([
    [
      ["Parameter", "Type", "Required", "Default", "Description"],
      ["a", "Integer", "No", "`5`", "1-10"],
    ],
    [
      ["Parameter", "Type", "Default", "Required", "Description"],
      ["a", "Integer", "5", "No", "1-10"],
    ],
    [
      ["Parameter", "Type", "Required", "Description", "Default value"],
      ["a", "Integer", "No", "1-10", "5"],
    ],
    [
      ["Parameter", "Type", "Required", "Description", "Constraints", "Default"],
      ["a", "Integer", "No", "How many", "1-10", "5"],
    ],
  ])("%j", (header, row) => {
    const { model, diagnostics } = buildFrom({
      "doc.md": doc({ resources: update, endpoints: method(header, [row]) }),
    });
    expect(model.methods[0]?.params[0]).toMatchObject({
      required: false,
      constraints: { default: 5, minimum: 1, maximum: 10 },
    });
    expect(diagnostics).toEqual([]);
  });
  it.each(["", "—", "-", "none", "N/A"])("a Default cell %j says there is none", (cell) => {
    const header = ["Parameter", "Type", "Required", "Default", "Notes"];
    const { model, diagnostics } = buildFrom({
      "doc.md": doc({ resources: update, endpoints: method(header, [["a", "Integer", "No", cell, ""]]) }),
    });
    expect(model.methods[0]?.params[0]?.constraints.default).toBeUndefined();
    expect(diagnostics).toEqual([]);
  });
  it.each([
    [["Field", "Type", "Since", "Notes"], ["a", "String", "9.1", "1-10 characters"], "Since"],
    [["Field", "Type", "Notes", "Example"], ["a", "String", "1-10 characters", "`abc`"], "Example"],
    [["Field", "Type", "Added in", "Description"], ["a", "String", "9.0", "1-10 characters"], "Added in"],
  ])("%j: the notes read, the column said, nothing of it in the model", (header, row, column) => {
    const { model, diagnostics } = buildFrom({
      "doc.md": doc({ resources: `${update}\n### Thing\n\n${table(header, [row])}\n` }),
    });
    expect(fieldOf(model, "Thing", "a").constraints).toEqual({ minLength: 1, maxLength: 10, lengthUnit: "utf16" });
    expect(diagnostics).toEqual([
      expect.stringContaining(
        `warning: column "${column}" of Thing is not read (an example or a version states no constraint)`,
      ),
    ]);
  });
});

describe("marks on a member's name and emphasis on its type", () => {
  const update = "### Update\n\n| Field | Type |\n|---|---|\n| update_id | Integer |\n";
  const method = (name: string, type = "Integer", required = "Yes") =>
    `### doThing\n\nReturns true.\n\n${table(
      ["Parameter", "Type", "Required", "Notes"],
      [
        [name, type, required, "Its limit"],
        ["b", "String", "No", ""],
      ],
    )}\n`;
  it.each([
    ["limit?", true],
    ["`limit?`", true],
    ["limit (optional)", true],
    ["limit (required)", false],
    ["limit*", false],
    ["`limit`*", false],
  ])("%s", (name, optional) => {
    const { model, diagnostics } = buildFrom({ "doc.md": doc({ resources: update, endpoints: method(name) }) });
    expect(model.methods[0]?.params[0]).toMatchObject({ name: "limit", required: !optional });
    expect(diagnostics).toEqual([]);
  });
  it.each([
    ["*Integer*", { kind: "integer" }],
    ["**Integer**", { kind: "integer" }],
    ["_Integer?_", { kind: "integer" }],
    ["str", { kind: "string" }],
    ["`str`", { kind: "string" }],
  ])("type %s", (type, want) => {
    const { model, diagnostics } = buildFrom({
      "doc.md": doc({ resources: update, endpoints: method("limit", type) }),
    });
    expect(model.methods[0]?.params[0]?.type).toEqual(want);
    expect(diagnostics).toEqual([]);
  });
});

// A remark after one alternative of a union is of that alternative alone: the types are read, the remarks said and
// never read as notes of the whole (`String (1-64) or Integer` must not bound the Integer).
describe("remarks inside a Type cell's union", () => {
  const update = "### Update\n\n| Field | Type |\n|---|---|\n| update_id | Integer |\n";
  const method = (type: string) =>
    `### doThing\n\nReturns true.\n\n${table(["Parameter", "Type", "Required", "Notes"], [["target", type, "Yes", "The chat"]])}\n`;
  it.each([
    ["Integer (id) or String (@username)", ['"(id)", "(@username)"']],
    ["Integer (id) or String", ['"(id)"']],
    ["String (1-64) or Integer", ['"(1-64)"']],
  ])("%s", (type, said) => {
    const { model, diagnostics } = buildFrom({ "doc.md": doc({ resources: update, endpoints: method(type) }) });
    const p = model.methods[0]?.params[0];
    expect(p?.type.kind).toBe("union");
    // The Conventions' width of an Integer, and nothing from the remarks.
    expect(p?.constraints).toEqual({ integerBits: 32 });
    expect(diagnostics).toEqual([
      expect.stringContaining(`remarks inside the type of doThing.target are not read: ${said[0]}`),
    ]);
  });
});

describe("remarks inside the types of a row of several members", () => {
  it("are said once per type; the notes after `;` are kept", () => {
    const update = "### Update\n\n| Field | Type |\n|---|---|\n| update_id | Integer |\n";
    const resources = `${update}\n### Thing\n\n${table(["Field", "Type", "Notes"], [["a, b", "Integer (id) or String, Integer (n) or String (name); kept", ""]])}\n`;
    const { model, diagnostics } = buildFrom({ "doc.md": doc({ resources }) });
    expect(objectOf(model, "Thing").fields.map((f) => [f.name, f.type.kind, f.description])).toEqual([
      ["a", "union", "kept"],
      ["b", "union", "kept"],
    ]);
    expect(diagnostics).toHaveLength(2);
  });
});
