// Sentence constructs read with the phrase book: for each construct, several ways an editor may write it, each given
// as Markdown and checked against the model facts the construct means.
import type { GroupKind } from "../../../generator/model/model.ts";
import { describe, expect, it } from "vitest";
import { buildFrom, doc, fieldOf, modelOf, objectOf, typeOf, unionOf } from "../../helpers.ts";

const base = "### Base\n\n| Field | Type | Notes |\n|---|---|---|\n| id | Integer | |\n| name | String? | |\n";

describe("inheritance", () => {
  const phrasings = [
    "Contains every field of Base with the same meaning, plus:",
    "Contains all fields of Base, plus:",
    "Has all the fields of Base, plus:",
    "Extends Base:",
    "All fields of Base, plus:",
    "Inherits from Base, and:",
    "Has the same fields as Base, plus:",
    "Same as Base, with:",
    "Like Base, plus the following fields:",
    "Extends Base with:",
    "Base, plus:",
    "The same as Base, and also:",
    "All Base fields, plus:",
    "In addition to the fields of Base, it has:",
    "Full extends Base with the following fields:",
    "A superset of Base with these extra fields:",
    "Includes all Base fields plus the following:",
    "Inherits all fields of Base and adds:",
    "Has all fields of Base, and additionally:",
    "Same fields as Base, plus:",
    "Inherits every field of Base; additional fields:",
    "A superset of Base; the additional fields are:",
    "Full is a Base with these extra fields:",
    "Everything in Base, plus:",
    "Every field of Base, and in addition:",
    "All fields of Base and, in addition, these:",
    // The type's fields said as its own, a qualifier in parentheses, a verb of adding.
    "Base's fields with the same meaning, plus:",
    "Has all of Base's fields, and:",
    "Base’s fields, plus these:",
    "Has all fields of Base (same meaning), and also:",
    "Inherits every field of Base; adds:",
    "All fields of Base (unchanged), plus:",
  ];
  it.each(phrasings)("%s", (intro) => {
    const model = modelOf({
      resources: `${base}\n### Full\n\n${intro}\n\n| Field | Type | Notes |\n|---|---|---|\n| bio | String? | |\n`,
    });
    expect(objectOf(model, "Full").fields.map((f) => f.name)).toEqual(["id", "name", "bio"]);
    expect(objectOf(model, "Full").extends).toEqual(["Base"]);
  });
});

describe("a group no phrasing reads is said", () => {
  const near = ["At least one of the two, depending on the button.", "Exactly one of the two, as the case may be."];
  it.each(near)("%s", (sentence) => {
    const resources = `### Update\n\n| Field | Type |\n|---|---|\n| update_id | Integer |\n\n### Query\n\n| Field | Type |\n|---|---|\n| data | String? |\n| game_short_name | String? |\n\n${sentence}\n`;
    const { diagnostics } = buildFrom({ "doc.md": doc({ resources }) });
    expect(diagnostics.join("\n")).toMatch(/warning: paragraph in "Query" mentions/);
  });
});

describe("an inheritance no phrasing reads is said", () => {
  const near = ["Mirrors Base, adding:", "Based on Base, with one more field:", "Base's fields reappear, with more:"];
  it.each(near)("%s", (intro) => {
    const { diagnostics } = buildFrom({
      "doc.md": doc({
        resources: `${base}\n### Full\n\n${intro}\n\n| Field | Type | Notes |\n|---|---|---|\n| bio | String? | |\n`,
      }),
    });
    expect(diagnostics.join("\n")).toMatch(/warning: paragraph in "Full" mentions/);
  });
});

describe("variants intro, with and without a qualifier", () => {
  const table =
    "| Variant | `kind` | Fields |\n|---|---|---|\n| one | `one` | a Integer |\n| two | `two` | b String |\n";
  const cases: [string, boolean][] = [
    ["Shape variants:", false],
    ["Shape variants (sent to the service):", true],
    ["Shape variants (sent):", true],
    ["Shape variants (discriminator `kind`):", false],
    ["Shape variants (sent to the service, discriminator `kind`):", true],
    ["Variants of Shape:", false],
    ["Shape is one of the following:", false],
    ["Shape variants, discriminated by `kind`:", false],
  ];
  it.each(cases)("%s", (intro, sent) => {
    const model = modelOf({ resources: `### Shapes\n\n${intro}\n\n${table}` });
    expect(unionOf(model, "Shape").variants.map((v) => v.type)).toEqual(["ShapeOne", "ShapeTwo"]);
    expect(objectOf(model, "ShapeOne").sentToService).toBe(sent);
  });
  it("takes the qualifier on a variants heading too", () => {
    const model = modelOf({ resources: `### Shape variants (sent to the service)\n\n${table}` });
    expect(objectOf(model, "ShapeTwo").sentToService).toBe(true);
  });
});

describe("a variant table's fields column, and fields included from another type", () => {
  it.each(["Fields", "Other fields", "Properties", "Other members", "Attributes"])(
    "| Variant | `kind` | %s |",
    (col) => {
      const table = `| Variant | \`kind\` | ${col} |\n|---|---|---|\n| one | \`one\` | a Integer |\n| two | \`two\` | b String |\n`;
      const model = modelOf({ resources: `### Shape variants\n\n${table}` });
      expect(objectOf(model, "ShapeOne").fields.map((f) => f.name)).toEqual(["kind", "a"]);
    },
  );
  it.each(["every Base field", "all fields of Base", "all the Base fields", "all the fields of Base"])(
    "%s",
    (words) => {
      const table = `| Variant | \`kind\` | Fields |\n|---|---|---|\n| one | \`one\` | ${words}; a Integer |\n| two | \`two\` | b String |\n`;
      const model = modelOf({ resources: `${base}\n### Shape variants\n\n${table}` });
      expect(objectOf(model, "ShapeOne").fields.map((f) => f.name)).toEqual(["kind", "id", "name", "a"]);
    },
  );
});

describe("a variant table's discriminator column", () => {
  const headers = ["`kind`", "`kind` value", "Value of `kind`", "kind", "The `kind` field"];
  it.each(headers)("| Variant | %s | Fields |", (header) => {
    const table = `| Variant | ${header} | Fields |\n|---|---|---|\n| one | \`one\` | a Integer |\n| two | \`two\` | b String |\n`;
    const model = modelOf({ resources: `### Shape variants\n\n${table}` });
    expect(unionOf(model, "Shape").discriminator).toBe("kind");
    expect(fieldOf(model, "ShapeOne", "kind").type).toEqual({ kind: "literal", value: "one" });
  });
});

describe("names in code or emphasis in a compact list of fields", () => {
  it.each(["**a** Integer; **b** String?", "_a_ Integer; _b_ String?", "`a` Integer; `b` `String?`"])("%s", (cell) => {
    const model = modelOf({ resources: `### Group\n\n| Type | Fields |\n|---|---|\n| Thing | ${cell} |\n` });
    expect(objectOf(model, "Thing").fields.map((f) => [f.name, f.type.kind, f.optional])).toEqual([
      ["a", "integer", false],
      ["b", "string", true],
    ]);
  });
});

describe("a heading that names one type among words that name nothing", () => {
  const headings = [
    "`Thing`",
    "Thing object",
    "The Thing object",
    "2.4 Thing",
    "2.4. Thing",
    "Type: Thing",
    "Thing — a thing",
    "Thing: what it is",
  ];
  it.each(headings)("### %s", (heading) => {
    const model = modelOf({ resources: `### ${heading}\n\n| Field | Type |\n|---|---|\n| a | Integer |\n` });
    expect(objectOf(model, "Thing").fields.map((f) => f.name)).toEqual(["a"]);
  });
  it("### `Shape` variants", () => {
    const table =
      "| Variant | `kind` | Fields |\n|---|---|---|\n| ShapeOne | `one` | a Integer |\n| ShapeTwo | `two` | b String |\n";
    const model = modelOf({ resources: `### \`Shape\` variants\n\n${table}` });
    expect(unionOf(model, "Shape").variants.map((v) => v.type)).toEqual(["ShapeOne", "ShapeTwo"]);
  });
});

describe("an intro of a variant table under a heading of the union's own name", () => {
  const table =
    "| Variant | `kind` | Fields |\n|---|---|---|\n| ShapeOne | `one` | a Integer |\n| ShapeTwo | `two` | b String |\n";
  it.each([
    "This object is a shape. Currently, the following 2 shapes are supported:",
    "This object is a shape. Each of the following kinds:",
    "The forms it takes:",
  ])("%s", (intro) => {
    const { model } = buildFrom({ "doc.md": doc({ resources: `### Shape\n\n${intro}\n\n${table}` }) });
    expect(unionOf(model, "Shape").variants.map((v) => v.type)).toEqual(["ShapeOne", "ShapeTwo"]);
  });
});

describe("a discriminator column that names no field", () => {
  const table = (header: string) =>
    `| Variant | ${header} | Fields |\n|---|---|---|\n| one | \`one\` | a Integer |\n| two | \`two\` | b String |\n`;
  it.each(["Tag", "Discriminator", "Value", "Discriminator value"])("| %s | takes the field the intro names", (h) => {
    const model = modelOf({ resources: `### Shapes\n\nShape variants (discriminator \`kind\`):\n\n${table(h)}` });
    expect(unionOf(model, "Shape").discriminator).toBe("kind");
  });
  it.each(["Tag", "Discriminator"])("| %s | with no field named is an error, said once", (h) => {
    const { diagnostics } = buildFrom({ "doc.md": doc({ resources: `### Shape variants\n\n${table(h)}` }) });
    expect(diagnostics).toEqual([expect.stringContaining(`error: discriminator column "${h}" names no field`)]);
  });
});

describe("a type named as a variant of an implied union whose tag has no one value", () => {
  it("is left out of the union, and said", () => {
    const resources =
      "### Shapes\n\n| Type | Fields |\n|---|---|\n| ShapeRound | kind `round`; r Integer |\n| ShapeSquare | kind `square`; side Integer |\n| ShapeOdd | kind String, must be odd; n Integer |\n\n### Holder\n\n| Field | Type |\n|---|---|\n| shape | Shape |\n";
    const { model, diagnostics } = buildFrom({ "doc.md": doc({ resources }) });
    expect(unionOf(model, "Shape").variants.map((v) => v.type)).toEqual(["ShapeRound", "ShapeSquare"]);
    expect(diagnostics.join("\n")).toMatch(/warning: ShapeOdd is named as a variant of the union Shape/);
  });
});

describe("a variant's discriminator cell read as a field's constant is", () => {
  const cells: [string, string][] = [
    ["`one`", ""],
    ["always `one`", ""],
    ["Always `one`", ""],
    ["must be `one`", ""],
    ["= `one`", ""],
    ["equals `one`", ""],
    ["`one` (constant)", ""],
    ["`one` (the first shape)", ""],
    ['"one"', ""],
    ["Always “one”", ""],
    ["one", 'warning: discriminator value "one" of ShapeOne read as "one"; expected it in backticks'],
    // A value in single quotes is written as a code span is, as one in double quotes.
    ["'one'", ""],
    ["‘one’", ""],
    // The field named before its value.
    ["kind: `one`", ""],
    ["`kind` = `one`", ""],
    ["kind == `one`", ""],
  ];
  it.each(cells)("%s", (cell, said) => {
    const table = `| Variant | \`kind\` | Fields |\n|---|---|---|\n| one | ${cell} | a Integer |\n| two | \`two\` | b String |\n`;
    const { model, diagnostics } = buildFrom({ "doc.md": doc({ resources: `### Shape variants\n\n${table}` }) });
    expect(unionOf(model, "Shape").variants.map((v) => v.match)).toEqual([
      { kind: "equals", value: "one" },
      { kind: "equals", value: "two" },
    ]);
    expect(fieldOf(model, "ShapeOne", "kind").type).toEqual({ kind: "literal", value: "one" });
    expect(diagnostics.join("\n")).toEqual(said ? expect.stringContaining(said) : "");
  });
  it("a cell of several words and no value stays an error", () => {
    const table =
      "| Variant | `kind` | Fields |\n|---|---|---|\n| one | the first one | a Integer |\n| two | `two` | b String |\n";
    const { diagnostics } = buildFrom({ "doc.md": doc({ resources: `### Shape variants\n\n${table}` }) });
    expect(diagnostics.join("\n")).toMatch(
      /error: discriminator value "the first one" of ShapeOne; expected a value in backticks/,
    );
  });
});

describe("a variant table's union, from the structure when the words are new", () => {
  const table =
    "| Variant | `kind` | Fields |\n|---|---|---|\n| one | `one` | a Integer |\n| two | `two` | b String |\n";
  const read = (resources: string) => {
    const { model, diagnostics } = buildFrom({ "doc.md": doc({ resources }) });
    return { variants: unionOf(model, "Shape").variants.map((v) => v.type), said: diagnostics.join("\n") };
  };
  // Intros as API references word them before a table of cases.
  const intros = [
    "The following variants of Shape exist:",
    // The first word is capitalised whatever it is: the type is the other one.
    "Each Shape is one of the following variants:",
    "The Shape object is polymorphic; its `kind` tells which:",
    "Shape moves among these guises:",
  ];
  it.each(intros)("intro %s: the union, and a warning naming the expected wording", (intro) => {
    const r = read(`### Shapes\n\n${intro}\n\n${table}`);
    expect(r.variants).toEqual(["ShapeOne", "ShapeTwo"]);
    expect(r.said).toMatch(
      /warning: paragraph ".*" read as the intro of the union Shape, by the variant table after it; expected "Shape variants:"/,
    );
    expect(r.said).not.toMatch(/error/);
  });
  // Intros a phrasing reads: the union, its discriminator where the intro names one, and nothing said.
  const phrased: [string, string | undefined][] = [
    ["Shape can be one of the following:", undefined],
    ["Shape is one of these types:", undefined],
    ["A Shape is one of:", undefined],
    ["Kinds of Shape:", undefined],
    ["Shape comes in two forms:", undefined],
    ["Possible Shape types:", undefined],
    ["Shape — one of:", undefined],
    ["Shape variants, distinguished by `kind`:", "kind"],
    ["Shape is one of the following, depending on `kind`:", "kind"],
    ["Shape is a union discriminated by `kind`:", "kind"],
    ["Shape is a union of the following:", undefined],
    ["Shape is a union of these types, told apart by `kind`:", "kind"],
    ["Shape variants, by the value of `kind`:", "kind"],
    // A line of its own in bold, without its colon; subtypes, implementations; the type and what tells them apart.
    ["**Shape variants**", undefined],
    ["Shape subtypes:", undefined],
    ["Implementations of Shape:", undefined],
    ["Shape, discriminated by the `kind` field:", "kind"],
    ["The Shape object can be any of these:", undefined],
    // Kinds, forms and shapes in other words; what tells them apart after `keyed on` or said of the field.
    ["Possible kinds of Shape:", undefined],
    ["Shape takes one of these forms:", undefined],
    ["There are two kinds of Shape:", undefined],
    ["Shape can take the following forms:", undefined],
    ["Shape is represented by one of:", undefined],
    ["Currently, Shape can be one of:", undefined],
    ["Shape — one of the following variants:", undefined],
    ["Shape, keyed on `kind`, is one of:", "kind"],
    ["Shape is one of the following; the `kind` field tells them apart:", "kind"],
  ];
  it.each(phrased)("intro %s: the union, read, nothing said", (intro, discriminator) => {
    const { model, diagnostics } = buildFrom({ "doc.md": doc({ resources: `### Shapes\n\n${intro}\n\n${table}` }) });
    expect(unionOf(model, "Shape").variants.map((v) => v.type)).toEqual(["ShapeOne", "ShapeTwo"]);
    if (discriminator) expect(unionOf(model, "Shape").discriminator).toBe(discriminator);
    expect(diagnostics).toEqual([]);
  });
  it("an intro that names another discriminator than the table's is an error at the column", () => {
    const { diagnostics } = buildFrom({
      "doc.md": doc({ resources: `### Shapes\n\nShape variants, distinguished by \`sort\`:\n\n${table}` }),
    });
    expect(diagnostics.join("\n")).toMatch(/error: discriminator column "kind" differs from "sort"/);
  });
  // A paragraph that says the variants follow, with no colon; a discriminator column in words.
  it("'The variants of Shape are listed below.': the union, said", () => {
    const r = read(`### Shapes\n\nThe variants of Shape are listed below.\n\n${table}`);
    expect(r.variants).toEqual(["ShapeOne", "ShapeTwo"]);
    expect(r.said).toMatch(/read as the intro of the union Shape/);
  });
  it.each(["kind value", "kind field", "kind =", "kind property"])("discriminator column '%s' names kind", (cell) => {
    const words = table.replace("| `kind` |", `| ${cell} |`);
    const { model } = buildFrom({ "doc.md": doc({ resources: `### Shapes\n\nShape variants:\n\n${words}` }) });
    expect(unionOf(model, "Shape").discriminator).toBe("kind");
  });
  const headings = [
    "### Shape kinds",
    "### Kinds of Shape",
    "### Shape types",
    "### Variants of Shape",
    "### Shape subtypes",
    "### The Shape union",
  ];
  it.each(headings)("heading %s: the union, and a warning", (heading) => {
    const r = read(`${heading}\n\n${table}`);
    expect(r.variants).toEqual(["ShapeOne", "ShapeTwo"]);
    expect(r.said).toMatch(
      /warning: heading ".*" read as the union Shape, by the variant table under it; expected "### Shape variants"/,
    );
  });
  it("an intro that names no type under a heading of the union's name is the union's (`One of:`)", () => {
    for (const intro of [
      "One of:",
      "Either of these:",
      "Any of the following:",
      // A word of English at the start of a sentence is no type's name (`This` was read as a union named This).
      "This object is one of:",
      "It can be one of the following types:",
      "Each one is one of these:",
    ])
      expect(read(`### Shape\n\n${intro}\n\n${table}`).variants).toEqual(["ShapeOne", "ShapeTwo"]);
  });
  it("a heading of the union's name alone, or with (union), needs no word more", () => {
    for (const h of ["### Shape", "### Shape (union)"])
      expect(read(`${h}\n\n${table}`)).toEqual({ variants: ["ShapeOne", "ShapeTwo"], said: "" });
  });
  it("an unknown intro before a field table stays description, with its near-miss warning", () => {
    const { diagnostics } = buildFrom({
      "doc.md": doc({
        resources:
          "### Shapes\n\nShape moves among these guises:\n\n### Shape\n\n| Field | Type |\n|---|---|\n| a | Integer |\n",
      }),
    });
    expect(diagnostics.join("\n")).toMatch(/warning: paragraph in "Shapes" mentions/);
  });
  it("an intro a phrasing reads that no variant table or list follows is said, never dropped in silence", () => {
    const { diagnostics } = buildFrom({
      "doc.md": doc({
        resources: "### Shapes\n\nShape variants:\n\n### Shape\n\n| Field | Type |\n|---|---|\n| a | Integer |\n",
      }),
    });
    expect(diagnostics).toEqual([
      expect.stringMatching(
        /warning: paragraph introduces the variants of Shape, but no variant table or list of types/,
      ),
    ]);
  });
  // A list of the variants' names after an intro a phrasing reads (the warning of the unknown wording named one).
  it.each(["Shape is one of:", "Shape variants:", "Shape takes one of these forms:"])(
    "%s and a bulleted list of types: the union",
    (intro) => {
      const { model, diagnostics } = buildFrom({
        "doc.md": doc({
          resources: `### Update\n\n| Field | Type |\n|---|---|\n| update_id | Integer |\n| s | Shape? |\n\n### Shape\n\n${intro}\n\n- ShapeOne\n- ShapeTwo\n\n### ShapeOne\n\n| Field | Type | Notes |\n|---|---|---|\n| kind | String | Always \`one\` |\n\n### ShapeTwo\n\n| Field | Type | Notes |\n|---|---|---|\n| kind | String | Always \`two\` |\n`,
        }),
      });
      expect(unionOf(model, "Shape").variants.map((v) => v.type)).toEqual(["ShapeOne", "ShapeTwo"]);
      expect(diagnostics).toEqual([]);
    },
  );
  it("a heading naming two types is no union name: the table's error stands", () => {
    const { diagnostics } = buildFrom({ "doc.md": doc({ resources: `### Shape and Form\n\n${table}` }) });
    expect(diagnostics.join("\n")).toMatch(/error: variant table without a union name/);
  });
});

describe("qualifiers after a name, wherever a name is introduced", () => {
  const cases: [string, string][] = [
    ["heading (sent)", "### Req (sent)\n\n| Field | Type |\n|---|---|\n| a | Integer |\n"],
    [
      "heading (sent to the service)",
      "### Req (sent to the service)\n\n| Field | Type |\n|---|---|\n| a | Integer |\n",
    ],
    ["heading (input)", "### Req (input)\n\n| Field | Type |\n|---|---|\n| a | Integer |\n"],
    [
      "table cell (sent by the bot)",
      "### Group\n\n| Type | Fields |\n|---|---|\n| Req (sent by the bot) | a Integer |\n",
    ],
    ["definition (sent)", "### Group\n\nReq (sent): a Integer; b String?.\n"],
    ["definition (all Integer, sent to the service)", "### Group\n\nReq (all Integer, sent to the service): a; b.\n"],
    [
      "heading (used only in requests)",
      "### Req (used only in requests)\n\n| Field | Type |\n|---|---|\n| a | Integer |\n",
    ],
    ["heading (outgoing)", "### Req (outgoing)\n\n| Field | Type |\n|---|---|\n| a | Integer |\n"],
  ];
  it.each(cases)("%s", (_, resources) => {
    expect(objectOf(modelOf({ resources }), "Req").sentToService).toBe(true);
  });
  it("warns of a qualifier it does not know", () => {
    const { diagnostics } = buildFrom({
      "doc.md": doc({ resources: "### Req (sent twice)\n\n| Field | Type |\n|---|---|\n| a | Integer |\n" }),
    });
    expect(diagnostics).toEqual([expect.stringMatching(/^doc\/doc\.md:\d+:\d+ warning: qualifier "sent twice"/)]);
  });
});

describe("groups", () => {
  const fields = "data String?; game_short_name String?; other Integer";
  const cases: [string, GroupKind][] = [
    ["Exactly one of data or game_short_name is present", "exactly-one"],
    ["One of data and game_short_name is always present, never both", "exactly-one"],
    // The other one, the two in parentheses, XOR, both ends said in parentheses.
    ["One or the other of data and game_short_name is present, never both", "exactly-one"],
    ["Exactly one of the two (data, game_short_name) is present", "exactly-one"],
    ["data XOR game_short_name", "exactly-one"],
    ["Either data or game_short_name is set (never both, never neither)", "exactly-one"],
    // A sentence that opens in lower case after a field's type is a sentence still.
    ["data and game_short_name are mutually exclusive; exactly one is set", "exactly-one"],
    ["data and game_short_name are mutually exclusive", "at-most-one"],
    ["Only one of data or game_short_name is present", "exactly-one"],
    ["One and only one of data, game_short_name is present", "exactly-one"],
    ["Always exactly one of data or game_short_name", "exactly-one"],
    ["Always exactly one of data and game_short_name is present", "exactly-one"],
    ["Of data and game_short_name exactly one is set", "exactly-one"],
    ["Of data or game_short_name at most one is given", "at-most-one"],
    ["Either data or game_short_name is present, but not both", "exactly-one"],
    ["At most one of data or game_short_name is present", "at-most-one"],
    ["No more than one of `data`, `game_short_name` may be set", "at-most-one"],
    ["`data` and `game_short_name` are mutually exclusive", "at-most-one"],
    ["Exactly one of the fields data, game_short_name must be set", "exactly-one"],
    ["You must specify exactly one of data and game_short_name", "exactly-one"],
    ["Use exactly one of `data`, `game_short_name`", "exactly-one"],
    ["Provide exactly one of data or game_short_name", "exactly-one"],
    ["Only one of data and game_short_name can be present", "at-most-one"],
    ["`data` and `game_short_name` cannot both be set", "at-most-one"],
    ["`data` and `game_short_name` must not both be given", "at-most-one"],
    ["Specify either `data` or `game_short_name`, not both", "exactly-one"],
    ["You must pass either data or game_short_name, but not both", "exactly-one"],
    ["You may pass either `data` or `game_short_name`, not both", "at-most-one"],
    ["`data` is mutually exclusive with `game_short_name`", "at-most-one"],
    ["Use data or game_short_name, never both", "exactly-one"],
    ["`data` and `game_short_name` may not be used together", "at-most-one"],
    ["Either data or game_short_name is present, but never both", "exactly-one"],
    // The list of fields ends where the sentence goes on (`, exactly one …`); the two said without a verb.
    ["Of data and game_short_name, exactly one is set", "exactly-one"],
    ["Exactly one of data and game_short_name is always present", "exactly-one"],
    ["One of data or game_short_name must be present, never both", "exactly-one"],
    ["data or game_short_name, not both", "exactly-one"],
    ["data and game_short_name are never both present", "at-most-one"],
    ["`data` and `game_short_name` are mutually exclusive, and one of them is always present", "exactly-one"],
    ["`data` and `game_short_name` are mutually exclusive, but exactly one is set", "exactly-one"],
    ["Precisely one of data and game_short_name is present", "exactly-one"],
    ["Just one of data or game_short_name is set", "exactly-one"],
    ["You must use precisely one of data and game_short_name", "exactly-one"],
    ["One, and only one, of data and game_short_name is present", "exactly-one"],
    ["One (and only one) of data and game_short_name is set", "exactly-one"],
    ["data and game_short_name: exactly one is present", "exactly-one"],
    ["`data` or `game_short_name` is present, but never both and never neither", "exactly-one"],
    ["One and exactly one of data and game_short_name is present", "exactly-one"],
    ["Exactly 1 of data, game_short_name is present", "exactly-one"],
    ["Only one of data and game_short_name is set, and always one", "exactly-one"],
    ["Either data or game_short_name (exclusive) is present", "exactly-one"],
    // What the object carries: a verb of having before the group (`Must contain exactly one of …`).
    ["Must contain exactly one of data or game_short_name", "exactly-one"],
    ["Always has either data or game_short_name, but not both", "exactly-one"],
    ["Contains exactly one of `data`, `game_short_name`", "exactly-one"],
    ["A single one of data and game_short_name is present", "exactly-one"],
    ["Zero or one of data and game_short_name is present", "at-most-one"],
    ["Up to one of data or game_short_name may be set", "at-most-one"],
    // The list ends at the verb after a comma; `the two` is no field.
    ["One of the two, data or game_short_name, is always present, never both", "exactly-one"],
    // Braces, a colon after the verb, `out of`, both bounds of one count, `one always is`, a dash, a parenthesis.
    ["Exactly one of {data, game_short_name}", "exactly-one"],
    ["Exactly one is present: data or game_short_name", "exactly-one"],
    ["Precisely one field out of data and game_short_name is set", "exactly-one"],
    ["At most one and at least one of data, game_short_name is present", "exactly-one"],
    ["Only one of data and game_short_name can be present, and one always is", "exactly-one"],
    ["Either `data` or `game_short_name` — never both, never neither", "exactly-one"],
    ["data or game_short_name is present (one of them, not both)", "exactly-one"],
    ["Has data or game_short_name, but not the two together; always one of them", "exactly-one"],
    // Sentences that open with a field's name in lower case: presence told by the other's, `vice versa`, `both`.
    ["data is present if and only if game_short_name is absent", "exactly-one"],
    ["data and game_short_name cannot both be set; one is always set", "exactly-one"],
    ["If data is present, game_short_name is absent, and vice versa; one of them is always present", "exactly-one"],
    ["If data is present, game_short_name is absent, and vice versa", "at-most-one"],
    ["data and game_short_name are mutually exclusive, and one of them is required", "exactly-one"],
    // At least one, with no bound above: one or both.
    ["At least one of data and game_short_name is present", "at-least-one"],
    ["One or more of data, game_short_name must be given", "at-least-one"],
    ["At least one of `data` or `game_short_name` is required", "at-least-one"],
    // `either` says one of the two, the other not.
    ["Either data or game_short_name must be set", "exactly-one"],
    ["Either data or game_short_name is required", "exactly-one"],
  ];
  it.each(cases)("%s", (sentence, kind) => {
    const model = modelOf({
      resources: `### Group\n\n| Type | Fields |\n|---|---|\n| Query | ${fields}. ${sentence} |\n`,
    });
    expect(objectOf(model, "Query").groups.map((g) => [g.kind, g.fields])).toEqual([
      [kind, ["data", "game_short_name"]],
    ]);
  });
  // One of them said to be there, not whether two may be: at least one (which refuses nothing the words allow), said.
  it.each(["data or game_short_name is required", "One of data or game_short_name must be specified"])(
    "%s (whether two may be: not said)",
    (sentence) => {
      const { model, diagnostics } = buildFrom({
        "doc.md": doc({ resources: `### Group\n\n| Type | Fields |\n|---|---|\n| Query | ${fields}. ${sentence} |\n` }),
      });
      expect(objectOf(model, "Query").groups.map((g) => [g.kind, g.fields])).toEqual([
        ["at-least-one", ["data", "game_short_name"]],
      ]);
      expect(diagnostics).toEqual([expect.stringMatching(/not whether two may be: these words read as at least one/)]);
    },
  );
  it("text String; one of these must be set: a Integer; b String (whether two may be: not said)", () => {
    const { model, diagnostics } = buildFrom({
      "doc.md": doc({
        resources:
          "### Group\n\n| Type | Fields |\n|---|---|\n| Button | text String; one of these must be set: a Integer; b String |\n",
      }),
    });
    expect(objectOf(model, "Button").groups.map((g) => [g.kind, g.fields])).toEqual([["at-least-one", ["a", "b"]]]);
    expect(diagnostics).toEqual([expect.stringMatching(/not whether two may be: these words read as at least one/)]);
  });
  const opens: [string, GroupKind][] = [
    ["at most one of: a Integer; b String", "at-most-one"],
    ["at most one of the following: a Integer; b String", "at-most-one"],
    ["exactly one of: a Integer; b String", "exactly-one"],
    ["only one of the following: a Integer; b String", "exactly-one"],
    ["no more than one of: a Integer; b String", "at-most-one"],
    ["precisely one of: a Integer; b String", "exactly-one"],
    ["one (and only one) of: a Integer; b String", "exactly-one"],
    ["exactly one of the following must be set: a Integer; b String", "exactly-one"],
    ["one of the following, with exactly one required: a Integer; b String", "exactly-one"],
    ["exactly one of these optional fields must be used: a Integer; b String", "exactly-one"],
    ["zero or one of: a Integer; b String", "at-most-one"],
    ["optionally one of: a Integer; b String", "at-most-one"],
    ["at most one of the following may be set: a Integer; b String", "at-most-one"],
    ["only one of these may be given: a Integer; b String", "at-most-one"],
    ["one and only one of the following must be present: a Integer; b String", "exactly-one"],
    ["exactly one of these optional fields: a Integer; b String", "exactly-one"],
    ["you must use exactly one of the optional fields: a Integer; b String", "exactly-one"],
    ["only one of the following, and one is required: a Integer; b String", "exactly-one"],
    ["none or one of: a Integer; b String", "at-most-one"],
    ["up to one of: a Integer; b String", "at-most-one"],
    ["at most one of these optional fields: a Integer; b String", "at-most-one"],
    ["you may set at most one of the following: a Integer; b String", "at-most-one"],
    ["one (and only one) of the following must be set: a Integer; b String", "exactly-one"],
    ["one, and only one, of these: a Integer; b String", "exactly-one"],
    // The verb or the count in other words; a parenthesis or `below` after the fields' word.
    ["use exactly one of: a Integer; b String", "exactly-one"],
    ["set exactly one of the fields below: a Integer; b String", "exactly-one"],
    ["exactly 1 of: a Integer; b String", "exactly-one"],
    ["requires exactly one of: a Integer; b String", "exactly-one"],
    ["must have exactly one of: a Integer; b String", "exactly-one"],
    ["a single one of: a Integer; b String", "exactly-one"],
    ["plus exactly one of: a Integer; b String", "exactly-one"],
    ["optionally, one of: a Integer; b String", "at-most-one"],
    ["at most one of (all optional): a Integer; b String", "at-most-one"],
    ["max. one of: a Integer; b String", "at-most-one"],
    // Chosen, then, the one said again in parentheses, required in words.
    ["choose exactly one of: a Integer; b String", "exactly-one"],
    ["then exactly one of these (exclusive): a Integer; b String", "exactly-one"],
    ["and one (only) of: a Integer; b String", "exactly-one"],
    ["one (and no more than one) of: a Integer; b String", "exactly-one"],
    ["exactly one of these is required: a Integer; b String", "exactly-one"],
    ["one of (mutually exclusive): a Integer; b String", "exactly-one"],
    ["pick precisely one of the following: a Integer; b String", "exactly-one"],
    // One, or more.
    ["at least one of: a Integer; b String", "at-least-one"],
    ["one or more of the following: a Integer; b String", "at-least-one"],
    ["at least one of the following is required: a Integer; b String", "at-least-one"],
    ["you must set at least one of these fields: a Integer; b String", "at-least-one"],
    ["one or more of these must be given: a Integer; b String", "at-least-one"],
  ];
  it.each(opens)("text String; %s", (list, kind) => {
    const model = modelOf({
      resources: `### Group\n\n| Type | Fields |\n|---|---|\n| Button | text String; ${list} |\n`,
    });
    expect(objectOf(model, "Button").groups.map((g) => [g.kind, g.fields])).toEqual([[kind, ["a", "b"]]]);
    expect(fieldOf(model, "Button", "b").optional).toBe(true);
  });
  // An intro no phrasing reads keeps its fields: read, optional (what it says of them is not read), and said.
  const unread = [
    "one among: a Integer; b String",
    "any single one of: a Integer; b String",
    "pick from: a Integer; b String",
  ];
  it.each(unread)("text String; %s", (list) => {
    const { model, diagnostics } = buildFrom({
      "doc.md": doc({ resources: `### Group\n\n| Type | Fields |\n|---|---|\n| Button | text String; ${list} |\n` }),
    });
    const button = objectOf(model, "Button");
    expect(button.fields.map((f) => [f.name, f.optional])).toEqual([
      ["text", false],
      ["a", true],
      ["b", true],
    ]);
    expect(button.groups).toEqual([]);
    expect(diagnostics.join("\n")).toMatch(
      /before a is not read: the fields after it in the sentence are read as optional/,
    );
  });
  const allOptional = [
    "At most one optional field is present in any update.",
    "Only one optional field is present.",
    "No more than one optional field may be present in an update.",
    "At most one of the optional fields is present.",
    "Each update carries at most one of the optional fields.",
    "Of the optional fields, at most one is present.",
    // `Zero or one`, `none or one`, `up to one`: at most one, whatever the words; the fields placed by `below`.
    "Zero or one of the optional fields is present in any update.",
    "None or one of the optional fields is set.",
    "Up to one of the optional fields may be present.",
    "At most one of the optional fields below is set in a given update.",
    "Of the optional fields, zero or one is present.",
    "Not more than one optional field is present.",
  ];
  it.each(allOptional)("%s", (sentence) => {
    const model = modelOf({
      resources: `### Event\n\n${sentence}\n\n| Field | Type |\n|---|---|\n| id | Integer |\n| a | Integer? |\n| b | String? |\n`,
    });
    expect(objectOf(model, "Event").groups.map((g) => [g.kind, g.fields])).toEqual([["at-most-one", ["a", "b"]]]);
  });
});

describe("a type of no fields, however its cell says it", () => {
  const cells = ["No fields", "(no fields)", "None", "—", "Empty object", "Has no fields", "(empty)"];
  const more = ["No fields (empty object)", "Holds no fields", "`{}`", "An empty object (no data)", "{}"];
  const said = ["Holds no information", "Empty object `{}`", "Currently holds no information", "Carries no data"];
  it.each([...cells, ...more, ...said])("%s", (cell) => {
    const model = modelOf({ resources: `### Group\n\n| Type | Fields |\n|---|---|\n| Ping, Pong | ${cell} |\n` });
    expect([objectOf(model, "Ping").fields, objectOf(model, "Pong").fields]).toEqual([[], []]);
  });
});

describe("primitive alternatives", () => {
  const phrasings = [
    "A plain String may replace the object for a simple text button",
    "A plain String can replace the object",
    "The object may be replaced by a plain String",
    "May also be a plain String",
    "Instead of the object, a plain String may be sent",
    "The object may also be given as a plain String, for a simple text button",
    "Alternatively, a plain String (a simple text button)",
    "A String may be sent instead of the object for a simple text button",
    "Can be given as a String instead, for a simple text button",
    "For a simple text button, a String can be used in place of this object",
    "A String is accepted in place of the object for a simple text button",
    "A plain String is also allowed instead of the object",
  ];
  it.each(phrasings)("%s", (sentence) => {
    const model = modelOf({
      resources: `### Group\n\n| Type | Fields |\n|---|---|\n| Button | text String. ${sentence} |\n`,
    });
    expect(objectOf(model, "Button").alternatives).toEqual([{ kind: "string" }]);
  });
});

describe("partial types", () => {
  const phrasings = [
    "remaining fields after send_date: not shown",
    "fields after send_date are not shown",
    "further fields after `send_date`: not shown",
    "the remaining fields after send_date are not shown",
    "other fields after send_date are not listed",
    "the fields after send_date are omitted",
  ];
  it.each(phrasings)("%s", (tail) => {
    const model = modelOf({
      resources: `### Group\n\n| Type | Fields |\n|---|---|\n| Owned | gift String; send_date Integer; ${tail} |\n`,
    });
    expect(objectOf(model, "Owned").partial?.after).toBe("send_date");
  });
});

describe("optional written in words", () => {
  const cases: [string, string][] = [
    ["compact , optional", "| Type | Fields |\n|---|---|\n| Birthdate | day Integer; year Integer, optional |\n"],
    [
      "compact , optional (note)",
      "| Type | Fields |\n|---|---|\n| Birthdate | day Integer; year Integer, optional (four digits) |\n",
    ],
    ["compact name: Type", "| Type | Fields |\n|---|---|\n| Birthdate | day: Integer; year: Integer? |\n"],
    [
      "notes (otherwise absent)",
      "### Birthdate\n\n| Field | Type | Notes |\n|---|---|---|\n| day | Integer | |\n| year | Integer | The year, if known (otherwise absent) |\n",
    ],
    [
      "notes only present after",
      "### Birthdate\n\n| Field | Type | Notes |\n|---|---|---|\n| day | Integer | |\n| year | Integer | Only present after the user set it: the year |\n",
    ],
    ["compact (optional)", "| Type | Fields |\n|---|---|\n| Birthdate | day Integer; year Integer (optional) |\n"],
    [
      "compact (optional, four digits)",
      "| Type | Fields |\n|---|---|\n| Birthdate | day Integer; year Integer (optional, four digits) |\n",
    ],
    [
      "compact (may be omitted)",
      "| Type | Fields |\n|---|---|\n| Birthdate | day Integer; year Integer (may be omitted) |\n",
    ],
    [
      "field table Notes",
      "### Birthdate\n\n| Field | Type | Notes |\n|---|---|---|\n| day | Integer | |\n| year | Integer | Optional |\n",
    ],
    [
      "field table type cell",
      "### Birthdate\n\n| Field | Type |\n|---|---|\n| day | Integer |\n| year | Integer (optional) |\n",
    ],
    [
      "type cell, optional",
      "### Birthdate\n\n| Field | Type |\n|---|---|\n| day | Integer |\n| year | Integer, optional |\n",
    ],
    [
      "type cell Optional X",
      "### Birthdate\n\n| Field | Type |\n|---|---|\n| day | Integer |\n| year | Optional Integer |\n",
    ],
    [
      "type cell, may be omitted",
      "### Birthdate\n\n| Field | Type |\n|---|---|\n| day | Integer |\n| year | Integer, may be omitted |\n",
    ],
    [
      "Notes: … — optional",
      "### Birthdate\n\n| Field | Type | Notes |\n|---|---|---|\n| day | Integer | |\n| year | Integer | Four digits — optional |\n",
    ],
    [
      "Notes: … (optional)",
      "### Birthdate\n\n| Field | Type | Notes |\n|---|---|---|\n| day | Integer | |\n| year | Integer | Four digits (optional) |\n",
    ],
    [
      "Notes: Optional — …",
      "### Birthdate\n\n| Field | Type | Notes |\n|---|---|---|\n| day | Integer | |\n| year | Integer | Optional — four digits |\n",
    ],
    [
      "Notes: … May be absent.",
      "### Birthdate\n\n| Field | Type | Notes |\n|---|---|---|\n| day | Integer | |\n| year | Integer | Four digits. May be absent. |\n",
    ],
    [
      "Notes: … - optional",
      "### Birthdate\n\n| Field | Type | Notes |\n|---|---|---|\n| day | Integer | |\n| year | Integer | Four digits - optional |\n",
    ],
    ["compact — optional", "| Type | Fields |\n|---|---|\n| Birthdate | day Integer; year Integer — optional |\n"],
    [
      "Notes: Not required.",
      "### Birthdate\n\n| Field | Type | Notes |\n|---|---|---|\n| day | Integer | |\n| year | Integer | Four digits. Not required. |\n",
    ],
    [
      "Notes: … not mandatory",
      "### Birthdate\n\n| Field | Type | Notes |\n|---|---|---|\n| day | Integer | |\n| year | Integer | Four digits; not mandatory |\n",
    ],
    [
      "Notes: … sometimes omitted",
      "### Birthdate\n\n| Field | Type | Notes |\n|---|---|---|\n| day | Integer | |\n| year | Integer | Four digits; sometimes omitted |\n",
    ],
    [
      "compact (often absent)",
      "| Type | Fields |\n|---|---|\n| Birthdate | day Integer; year Integer (often absent) |\n",
    ],
    [
      "Notes: … May be missing in older records.",
      "### Birthdate\n\n| Field | Type | Notes |\n|---|---|---|\n| day | Integer | |\n| year | Integer | Four digits. May be missing in older records. |\n",
    ],
    [
      "Notes: … May be empty or missing.",
      "### Birthdate\n\n| Field | Type | Notes |\n|---|---|---|\n| day | Integer | |\n| year | Integer | Four digits. May be empty or missing. |\n",
    ],
    [
      "Notes: Omit to …",
      "### Birthdate\n\n| Field | Type | Notes |\n|---|---|---|\n| day | Integer | |\n| year | Integer | Four digits. Omit to leave the year unknown. |\n",
    ],
    [
      "Notes: … can be left out",
      "### Birthdate\n\n| Field | Type | Notes |\n|---|---|---|\n| day | Integer | |\n| year | Integer | Four digits; can be left out |\n",
    ],
    [
      "Notes: Included when …",
      "### Birthdate\n\n| Field | Type | Notes |\n|---|---|---|\n| day | Integer | |\n| year | Integer | Four digits. Included when the user shared it. |\n",
    ],
    [
      "Notes: Appears only if …",
      "### Birthdate\n\n| Field | Type | Notes |\n|---|---|---|\n| day | Integer | |\n| year | Integer | Four digits. Appears only if the user shared it. |\n",
    ],
    [
      "Notes: Filled in only for …",
      "### Birthdate\n\n| Field | Type | Notes |\n|---|---|---|\n| day | Integer | |\n| year | Integer | Four digits, filled in only for users who shared it |\n",
    ],
    // Absent under a condition, said with a negation: there otherwise, absent then.
    ...[
      "Will not be set for users who hid it.",
      "It is not returned for hidden profiles.",
      "Not available in private profiles.",
      "Is never sent for bots.",
      "Does not appear for hidden profiles.",
      "Unavailable for bots.",
    ].map((note): [string, string] => [
      `Notes: ${note}`,
      `### Birthdate\n\n| Field | Type | Notes |\n|---|---|---|\n| day | Integer | |\n| year | Integer | Four digits. ${note} |\n`,
    ]),
  ];
  it.each(cases)("%s", (_, table) => {
    const model = modelOf({ resources: table.startsWith("###") ? table : `### Group\n\n${table}` });
    expect(fieldOf(model, "Birthdate", "year").optional).toBe(true);
    expect(fieldOf(model, "Birthdate", "day").optional).toBe(false);
  });
});

// Where something shows, or what else is included (`appears when the media is shown`, `a preview is included when
// …`), says nothing of the field's presence: it stays required.
describe("words of showing or of another thing's inclusion leave a field required", () => {
  it.each(["Four digits; appears when the profile is shown", "Four digits; a preview is included when it is shared"])(
    "%s",
    (note) => {
      const table = `### Birthdate\n\n| Field | Type | Notes |\n|---|---|---|\n| day | Integer | |\n| year | Integer | ${note} |\n`;
      expect(fieldOf(modelOf({ resources: table }), "Birthdate", "year").optional).toBe(false);
    },
  );
});

describe("unions of types defined elsewhere, told apart by a constant of each", () => {
  const defs =
    "### Photo\n\n| Field | Type | Notes |\n|---|---|---|\n| kind | String | Always `photo` |\n| width | Integer | |\n\n### Clip\n\n| Field | Type | Notes |\n|---|---|---|\n| kind | String | Always `clip` |\n| duration | Integer | |\n";
  const phrasings = [
    "Media is one of: Photo, Clip.",
    "One of Photo or Clip, told apart by `kind`.",
    "Either a Photo or a Clip; the discriminator is `kind`.",
    "This object can be one of the following types: Photo, Clip.",
    "Media is either a Photo or a Clip, depending on `kind`.",
    // A value said of one of them, where each has a constant of its own: each is told by its own.
    "Either a Photo or a Clip. `kind` is `clip` for a Clip.",
    "Photo or Clip, told apart by `kind`, which is `photo` for a Photo.",
    // A label and a colon before type names only: no definition of fields (a field has a type of its own).
    "Polymorphic: Photo, Clip (by `kind`).",
    "Media: Photo or Clip.",
  ];
  it.each(phrasings)("%s", (sentence) => {
    const model = modelOf({ resources: `${defs}\n### Media\n\n${sentence}\n` });
    expect(unionOf(model, "Media").discriminator).toBe("kind");
    expect(unionOf(model, "Media").variants.map((v) => [v.type, v.match])).toEqual([
      ["Photo", { kind: "equals", value: "photo" }],
      ["Clip", { kind: "equals", value: "clip" }],
    ]);
  });
  it("names the variants that have no constant to tell them apart by", () => {
    const { diagnostics } = buildFrom({
      "doc.md": doc({ resources: `${defs.replace("Always `clip`", "")}\n### Media\n\nOne of Photo or Clip.\n` }),
    });
    expect(diagnostics.join("\n")).toMatch(/error: .*Media.*Photo, Clip/);
  });
});

describe("unions told in prose", () => {
  const phrasings = [
    "Either a regular Message or an InaccessibleMessage; the discriminator is `date` equal to 0.",
    "Either a Message or an InaccessibleMessage, discriminated by `date` equal to 0.",
    "One of Message or InaccessibleMessage; the discriminator is `date` equals 0.",
    "Either a regular Message or an InaccessibleMessage; the discriminator is `date` = 0.",
    "One of Message or InaccessibleMessage; an InaccessibleMessage has `date` equal to 0.",
    "Either a Message or an InaccessibleMessage; the InaccessibleMessage has `date` = 0.",
    // What marks the variant said after the variants, in a clause or sentence of its own.
    "One of Message or InaccessibleMessage; an InaccessibleMessage has `date` 0.",
    "Message or InaccessibleMessage, told apart by `date`, which is 0 for an InaccessibleMessage.",
    "Either a Message or an InaccessibleMessage. An InaccessibleMessage is recognised by `date` being 0.",
    "This object is a Message or an InaccessibleMessage (`date` is 0 for the latter).",
    "Either a Message or an InaccessibleMessage. `date` is 0 for an InaccessibleMessage.",
    "Message or InaccessibleMessage, distinguished by `date`, which is 0 for the latter.",
    // After a sentence of description; the variants after a colon; a value marking the one it follows.
    "This object describes a message the bot may not see. It can be one of: Message, InaccessibleMessage. An InaccessibleMessage has `date` set to 0.",
    "One of the following: Message, InaccessibleMessage (told apart by `date`, which is 0 for the latter).",
    "A Message, or an InaccessibleMessage when `date` is 0.",
    "Union of Message and InaccessibleMessage; an InaccessibleMessage has `date` = 0.",
    "Either a Message or an InaccessibleMessage if `date` equals 0.",
    "A message the bot may or may not see. Either a Message or an InaccessibleMessage; the discriminator is `date` equal to 0.",
    // The value said with the field the variants are told apart by, or with its variant in parentheses.
    "This object describes a message the bot may not see. It can be one of: Message, InaccessibleMessage; the discriminator is `date` equal to 0.",
    "One of Message or InaccessibleMessage, told apart by `date` (0 for an InaccessibleMessage).",
    "Union of Message and InaccessibleMessage, discriminated by `date` = 0.",
    // The variants' value after a colon; the subject left unsaid; an adjective after the article.
    "Either a regular Message or an InaccessibleMessage, told apart by `date`: 0 for an InaccessibleMessage.",
    "Can be a Message or an InaccessibleMessage; `date` is 0 for the latter.",
    "Is a plain Message or an InaccessibleMessage: `date` is 0 for the latter.",
    "Can be a Message or an InaccessibleMessage (the latter has `date` 0).",
    "Either a Message or an InaccessibleMessage; the second one has `date` = 0.",
    "One of a regular Message or an InaccessibleMessage, told apart by `date`: 0 for the InaccessibleMessage.",
    "A MaybeInaccessibleMessage is either a Message or an InaccessibleMessage; an InaccessibleMessage has `date` 0.",
    "MaybeInaccessibleMessage can be either a Message or an InaccessibleMessage; the discriminator is `date` equal to 0.",
    // Who is told apart said first (`they are`), the value said of no type by name, the variants after a description.
    "This object can be a Message or an InaccessibleMessage; they are told apart by `date`, which is 0 for an inaccessible one.",
    "Describes a message that may be inaccessible: Message or InaccessibleMessage (`date` is 0).",
    "A message the bot may not see: either Message or InaccessibleMessage, distinguished by `date` (0 for an InaccessibleMessage).",
    // The value and what it means in a parenthesis, or after `where`, said of no type by name.
    "A union of Message and InaccessibleMessage, discriminated by `date` (0 means inaccessible).",
    "Message or InaccessibleMessage, told apart by `date`, where 0 marks an inaccessible message.",
    // A label and a colon before the type names only, the value in a sentence after.
    "Variants: Message, InaccessibleMessage. An InaccessibleMessage has `date` 0.",
    // The variants as a bulleted list, the value in a paragraph after it.
    "This object is one of:\n\n- Message\n- InaccessibleMessage\n\nThe discriminator is `date` equal to 0.",
    // The field named with the word field or value after it.
    "One of: Message, InaccessibleMessage. The `date` field is 0 for an InaccessibleMessage.",
    "Either a Message or an InaccessibleMessage; the `date` value is 0 for the latter.",
    "Either a Message or an InaccessibleMessage; an InaccessibleMessage has the `date` field set to 0.",
    "Message or InaccessibleMessage, told apart by the `date` field, which is 0 for an InaccessibleMessage.",
    "This is one of Message or InaccessibleMessage; an InaccessibleMessage has `date` set to 0.",
  ];
  const defs =
    "### Message\n\n| Field | Type |\n|---|---|\n| date | Integer |\n\n### InaccessibleMessage\n\n| Field | Type | Notes |\n|---|---|---|\n| date | Integer | Always 0 |\n";
  it.each(phrasings)("%s", (sentence) => {
    const model = modelOf({ resources: `${defs}\n### MaybeInaccessibleMessage\n\n${sentence}\n` });
    expect(unionOf(model, "MaybeInaccessibleMessage").variants.map((v) => [v.type, v.match])).toEqual([
      ["Message", { kind: "otherwise" }],
      ["InaccessibleMessage", { kind: "equals", value: 0 }],
    ]);
  });
});

// A union's section in words no phrasing reads: the structure still tells the union (the types its prose names, told
// apart by a field each but one gives a constant, which the other refuses), and the words not read are said. Where
// the structure tells nothing (one type named, or a field the other variant may also hold), nothing is guessed.
describe("a union's section in words no phrasing reads is the union its structure tells, said", () => {
  const defs = (date: string) =>
    `### Message\n\n| Field | Type | Notes |\n|---|---|---|\n| date | Integer | ${date} |\n\n### InaccessibleMessage\n\n| Field | Type | Notes |\n|---|---|---|\n| date | Integer | Always 0 |\n`;
  it.each([
    "Represents a Message or an InaccessibleMessage, distinguished by `date` (0 for an InaccessibleMessage).",
    "`Message | InaccessibleMessage`; an InaccessibleMessage has `date` 0.",
    "A Message, unless `date` is 0, in which case it is an InaccessibleMessage.",
    "Any of Message or InaccessibleMessage; `date` is 0 for an InaccessibleMessage.",
    "Message or InaccessibleMessage; the latter always has a `date` of zero.",
  ])("%s", (sentence) => {
    const { model, diagnostics } = buildFrom({
      "doc.md": doc({ resources: `${defs("Always positive")}\n### MaybeInaccessibleMessage\n\n${sentence}\n` }),
    });
    expect(unionOf(model, "MaybeInaccessibleMessage").variants.map((v) => [v.type, v.match])).toEqual([
      ["Message", { kind: "otherwise" }],
      ["InaccessibleMessage", { kind: "equals", value: 0 }],
    ]);
    expect(diagnostics.join("\n")).toMatch(/warning: MaybeInaccessibleMessage: no sentence of its section is read/);
  });
  it.each([
    ["a field the other variant may also hold", defs(""), "Represents a Message or an InaccessibleMessage."],
    ["one type named", defs("Always positive"), "The message, or an InaccessibleMessage if it is gone."],
  ])("nothing is guessed: %s", (_, types, sentence) => {
    const { diagnostics } = buildFrom({
      "doc.md": doc({
        resources: `${types}\n### MaybeInaccessibleMessage\n\n${sentence}\n\n### Holder\n\n| Field | Type |\n|---|---|\n| m | MaybeInaccessibleMessage |\n`,
      }),
    });
    expect(diagnostics.join("\n")).toMatch(/error: unknown type "MaybeInaccessibleMessage"/);
  });
});

describe("a section that defines types groups them: its prose naming them is no union", () => {
  it("### Drawing, a sentence naming Circle and Square, and their compact table", () => {
    const { model, diagnostics } = buildFrom({
      "doc.md": doc({
        resources:
          "### Drawing\n\nCircle and Square are the shapes drawn.\n\n| Type | Fields |\n|---|---|\n| Circle | kind String (always `circle`); r Integer |\n| Square | kind String (always `square`); side Integer |\n",
      }),
    });
    expect(model.types.some((t) => t.name === "Drawing")).toBe(false);
    expect(diagnostics).toEqual([]);
  });
});

describe("prefix fields shared by a table", () => {
  const phrasings = [
    "Every file type has",
    "Each file type has",
    "All file types have",
    "Every media type carries",
    "All file types share",
    "Fields common to every file type:",
    "The fields shared by all media types are:",
    "In addition to the fields below, every file type has",
    "Each media type shares",
    "Every file type has in common",
  ];
  it.each(phrasings)("%s …", (lead) => {
    const model = modelOf({
      resources: `### Media\n\n${lead} \`file_id\` (String, to download) and \`file_unique_id\` (String).\n\n| Type | Further fields |\n|---|---|\n| Voice | duration Integer |\n`,
    });
    expect(objectOf(model, "Voice").fields.map((f) => f.name)).toEqual(["file_id", "file_unique_id", "duration"]);
  });
});

describe("method sentences", () => {
  const method = (body: string) => `### getThing\n\n${body}\n`;
  const results: [string, object][] = [
    ["Path `/getThing`. Returns True on success.", { kind: "true" }],
    ["Path `/getThing`. Returns true.", { kind: "true" }],
    ["Path `/getThing`. Always returns true.", { kind: "true" }],
    ["Path `/getThing`. It always returns a Sticker.", { kind: "ref", name: "Sticker" }],
    ["Response body: Sticker.", { kind: "ref", name: "Sticker" }],
    ["The response carries a Sticker describing the set.", { kind: "ref", name: "Sticker" }],
    [
      "The result is a list of Sticker objects (may be empty).",
      { kind: "array", items: { kind: "ref", name: "Sticker" } },
    ],
    ["Responds with true.", { kind: "true" }],
    // What the result is, then its type after `as` or `in the form of`; the result labelled Output.
    ["Returns the new sticker as a Sticker object.", { kind: "ref", name: "Sticker" }],
    ["Returns the created link as String on success.", { kind: "string" }],
    ["Returns information about the set in the form of a Sticker object.", { kind: "ref", name: "Sticker" }],
    ["Output: a Sticker.", { kind: "ref", name: "Sticker" }],
    // Read by a phrasing now, where the stop before read them by their one type, with a warning.
    ["Returns information about the set as a Sticker object.", { kind: "ref", name: "Sticker" }],
    ["Returns `result` as an Array of Sticker.", { kind: "array", items: { kind: "ref", name: "Sticker" } }],
    // Clauses of one sentence, each read when no phrasing reads the sentence whole.
    ["Called without arguments; responds with a Sticker object.", { kind: "ref", name: "Sticker" }],
    ["Takes no parameters; returns True on success.", { kind: "true" }],
    ["Sets the thing; returns True on success.", { kind: "true" }],
    ["Result: true.", { kind: "true" }],
    ["Returns Boolean true on success.", { kind: "true" }],
    ["Success response: Sticker.", { kind: "ref", name: "Sticker" }],
    ["Successful response: an Array of Sticker.", { kind: "array", items: { kind: "ref", name: "Sticker" } }],
    ["Returns `true` if the thing was set.", { kind: "true" }],
    ["The return value is `true`.", { kind: "true" }],
    ["It returns True once the thing is set.", { kind: "true" }],
    ["On success, True is returned.", { kind: "true" }],
    ["Returns `result` = Array of Sticker.", { kind: "array", items: { kind: "ref", name: "Sticker" } }],
    ["On success, returns Sticker.", { kind: "ref", name: "Sticker" }],
    ["On success, a Sticker is returned.", { kind: "ref", name: "Sticker" }],
    ["Returns a Sticker on success.", { kind: "ref", name: "Sticker" }],
    ["On success, the sent Sticker is returned.", { kind: "ref", name: "Sticker" }],
    ["Returns an Array of Sticker objects.", { kind: "array", items: { kind: "ref", name: "Sticker" } }],
    ["Returns Array<Sticker>.", { kind: "array", items: { kind: "ref", name: "Sticker" } }],
    ["Returns the Sticker that was created.", { kind: "ref", name: "Sticker" }],
    ["On success, returns the uploaded Sticker.", { kind: "ref", name: "Sticker" }],
    ["On success, returns a list of Sticker objects.", { kind: "array", items: { kind: "ref", name: "Sticker" } }],
    ["The result is an array of Sticker objects.", { kind: "array", items: { kind: "ref", name: "Sticker" } }],
    ["The result is a list of Sticker objects.", { kind: "array", items: { kind: "ref", name: "Sticker" } }],
    ["This method returns a Sticker.", { kind: "ref", name: "Sticker" }],
    ["Upon success, a Sticker object is returned.", { kind: "ref", name: "Sticker" }],
    [
      "On success, an array of Sticker objects that were sent is returned.",
      { kind: "array", items: { kind: "ref", name: "Sticker" } },
    ],
    [
      "On success, an array of Sticker of the sent messages is returned.",
      { kind: "array", items: { kind: "ref", name: "Sticker" } },
    ],
    ["The method returns True on success.", { kind: "true" }],
    [
      "This method returns a list of Sticker objects on success.",
      { kind: "array", items: { kind: "ref", name: "Sticker" } },
    ],
    // When the result comes, in other words before the rest: if successful, upon completion.
    ["If successful, the sent Sticker is returned.", { kind: "ref", name: "Sticker" }],
    ["If successful, returns True.", { kind: "true" }],
    ["When successful, returns a list of Sticker objects.", { kind: "array", items: { kind: "ref", name: "Sticker" } }],
    ["Upon completion, the new Sticker is returned.", { kind: "ref", name: "Sticker" }],
    ["On success, yields the created Sticker.", { kind: "ref", name: "Sticker" }],
    ["If the call succeeds, it responds with a Sticker object.", { kind: "ref", name: "Sticker" }],
    ["The result is the uploaded Sticker.", { kind: "ref", name: "Sticker" }],
    ["True on success.", { kind: "true" }],
    ["If successful, the number of stickers is returned as an Integer.", { kind: "integer" }],
    ["The new set is returned as a Sticker object.", { kind: "ref", name: "Sticker" }],
    // The label in emphasis (a sentence starts at its first letter), a type expression in code, the request succeeding.
    ["**Returns:** Sticker.", { kind: "ref", name: "Sticker" }],
    ["*Returns*: True.", { kind: "true" }],
    ["Response: `Array of Sticker`.", { kind: "array", items: { kind: "ref", name: "Sticker" } }],
    ["Returns `Array of Sticker`.", { kind: "array", items: { kind: "ref", name: "Sticker" } }],
    ["If the request succeeds, a Sticker object is returned.", { kind: "ref", name: "Sticker" }],
    ["If the operation is successful, returns True.", { kind: "true" }],
  ];
  // A result sentence no phrasing reads that names one type: that type (an array of it when it says so), and said.
  const byStructure: [string, object][] = [
    ["Returns an object of type Sticker.", { kind: "ref", name: "Sticker" }],
    ["Returns a Sticker on success, otherwise an error.", { kind: "ref", name: "Sticker" }],
    [
      "Returns an array of Sticker objects, possibly empty.",
      { kind: "array", items: { kind: "ref", name: "Sticker" } },
    ],
    ["Returns zero or more Sticker objects as an array.", { kind: "array", items: { kind: "ref", name: "Sticker" } }],
    ["The return value is the Sticker of the set.", { kind: "ref", name: "Sticker" }],
    // A result said with its verb in words no phrasing reads.
    ["When all went well, the Sticker is returned to the caller.", { kind: "ref", name: "Sticker" }],
    ["Hands back the created Sticker.", { kind: "ref", name: "Sticker" }],
    ["The Sticker is provided in the response.", { kind: "ref", name: "Sticker" }],
  ];
  // A word in lower case is English in prose, never a type's other name (`number` is Float only in a Type cell).
  it("'The number of stickers is returned.' names no type: an error, not a Float", () => {
    const { diagnostics } = buildFrom({ "doc.md": doc({ endpoints: method("The number of stickers is returned.") }) });
    expect(diagnostics.join("\n")).toMatch(/error: method getThing does not say what it returns/);
  });
  it.each(byStructure)("%s (by its one type, said)", (body, result) => {
    const { model, diagnostics } = buildFrom({ "doc.md": doc({ endpoints: method(body) }) });
    expect(model.methods.find((x) => x.name === "getThing")?.result).toEqual(result);
    expect(diagnostics).toEqual([expect.stringMatching(/warning: result .* read as .*the one type it names/)]);
  });
  it.each([
    "Returns an array of Stickers.",
    "On success, a list of Stickers is returned.",
    "Returns the sent Stickers.",
    "On success, the found Stickers are returned.",
  ])("%s (the plural of a type: a list of it, said)", (body) => {
    const { model, diagnostics } = buildFrom({ "doc.md": doc({ endpoints: method(body) }) });
    expect(model.methods.find((x) => x.name === "getThing")?.result).toEqual({
      kind: "array",
      items: { kind: "ref", name: "Sticker" },
    });
    expect(diagnostics).toEqual([
      expect.stringMatching(/warning: the result of getThing names "Stickers", read as a list of Sticker/),
    ]);
  });
  it("a sentence of the result that names a type is description where another says the result", () => {
    const { model, diagnostics } = buildFrom({
      "doc.md": doc({ endpoints: method("The result depends on the Sticker set. Returns true.") }),
    });
    expect(model.methods.find((x) => x.name === "getThing")?.result).toEqual({ kind: "true" });
    expect(diagnostics).toEqual([]);
  });
  it.each(["Returns a Sticker or a Story, depending on the set.", "Returns what the set holds."])(
    "%s (no one type: an error)",
    (body) => {
      const { diagnostics } = buildFrom({ "doc.md": doc({ endpoints: method(body) }) });
      expect(diagnostics.join("\n")).toMatch(/error: /);
    },
  );
  it("`true` in lower case is a second result, never the one type named (a result that would refuse true)", () => {
    const m = modelOf({ endpoints: method("The result is a Sticker or true.") }).methods.find(
      (x) => x.name === "getThing",
    );
    expect(m?.result).toEqual({ kind: "union", members: [{ kind: "ref", name: "Sticker" }, { kind: "true" }] });
  });
  it.each(results)("%s", (body, result) => {
    const m = modelOf({ endpoints: method(body) }).methods.find((x) => x.name === "getThing");
    expect(m?.result).toEqual(result);
  });
  const paths = [
    "Path `/getThing`.",
    "Endpoint: `/getThing`.",
    "URL path: `/getThing`.",
    "Called at `/getThing`.",
    "POST `/getThing`.",
    "HTTP method: POST, path `/getThing`.",
    // The HTTP method inside the code, the path alone as a sentence.
    "`POST /getThing`.",
    "Endpoint: `POST /getThing`.",
    "`GET /getThing`.",
    "Path: `GET /getThing`.",
  ];
  it.each(paths)("%s", (sentence) => {
    const m = modelOf({ endpoints: method(`${sentence} Returns true.`) }).methods[0];
    expect([m?.path, m?.result, m?.description]).toEqual(["/getThing", { kind: "true" }, ""]);
  });
  it("a path in a sentence no phrasing reads is said", () => {
    const { diagnostics } = buildFrom({
      "doc.md": doc({ endpoints: method("The thing lives under `/getThing`. Returns true.") }),
    });
    expect(diagnostics.join("\n")).toMatch(
      /warning: sentence of method getThing mentions a result, parameters or a path/,
    );
  });
  it("a result sentence no phrasing reads is said, and the result another sentence states stands", () => {
    const body = "Returns the delivery statistics of the thing. No parameters. Returns Integer.";
    const { model, diagnostics } = buildFrom({ "doc.md": doc({ endpoints: method(body) }) });
    expect(diagnostics.filter((d) => d.includes("error"))).toEqual([]);
    expect(diagnostics.join("\n")).toMatch(/warning: sentence of method getThing mentions a result/);
    expect(model.methods[0]?.result).toEqual({ kind: "integer" });
  });
  it("a result sentence no phrasing reads, with none that is read, is an error", () => {
    const { diagnostics } = buildFrom({
      "doc.md": doc({ endpoints: method("Returns the delivery statistics of the thing. No parameters.") }),
    });
    expect(diagnostics.join("\n")).toMatch(/error: cannot read the result "Returns the delivery statistics/);
  });
  const noParams = [
    "No parameters.",
    "Takes no parameters.",
    "Has no parameters.",
    "Parameters: none.",
    "Takes no arguments.",
    "This method has no parameters.",
    "Called without parameters.",
    "It takes no arguments.",
    "Takes nothing.",
    "Parameters: (none).",
    "Accepts nothing.",
  ];
  it.each(noParams)("%s", (sentence) => {
    const m = modelOf({ endpoints: method(`${sentence} Returns true.`) }).methods[0];
    expect(m?.params).toEqual([]);
    expect(m?.description).toBe("");
  });
  const params: [string, boolean][] = [
    ["Parameter: flag Boolean, optional.", false],
    ["Parameters: flag Boolean (optional).", false],
    ["Parameter: flag Boolean?.", false],
    ["Takes flag Boolean, optional.", false],
    ["Parameter: flag Boolean.", true],
    ["Parameter: flag Boolean, required.", true],
    ["Parameters: flag (Boolean, optional).", false],
    ["Parameter: flag (Boolean).", true],
    ["Optional parameter: flag Boolean.", false],
    ["Optional parameters: flag Boolean.", false],
    ["Accepts one parameter: flag Boolean, optional.", false],
    ["Takes the following parameters: flag Boolean.", true],
    // A parameter written as a field is, or after `an optional`.
    ["Accepts an optional flag Boolean.", false],
    ["Parameters: `flag` (Boolean, optional).", false],
    ["One optional parameter: flag — Boolean.", false],
    ["Takes flag (optional Boolean).", false],
    ["Parameter: flag — Boolean.", true],
    ["Takes a single optional parameter: flag (Boolean).", false],
    // No colon after `Optional parameter`; the type said before the word `parameter`.
    ["Optional parameter `flag` (Boolean).", false],
    ["It takes one optional Boolean parameter, flag.", false],
    ["Takes one optional Boolean parameter: `flag`.", false],
    ["It accepts one Boolean parameter, flag.", true],
    ["This method has a single Boolean parameter: flag.", true],
    ["An optional parameter: flag Boolean.", false],
    ["Takes an optional Boolean, flag.", false],
    ["Accepts one optional parameter, `flag` of type Boolean.", false],
    ["Parameter `flag` — Boolean, optional.", false],
    ["Its only parameter is flag (Boolean, optional).", false],
    ["The sole parameter is `flag` (Boolean).", true],
    // The type before a name in code, no comma between.
    ["Accepts an optional Boolean `flag`.", false],
    ["Takes one optional Boolean `flag`.", false],
    // What the call is made with.
    ["Called with an optional flag (Boolean).", false],
    ["It is called with `flag` (Boolean).", true],
    // The list under another label; the name, then what it is after a comma.
    ["Arguments: flag Boolean, optional.", false],
    ["Params: flag Boolean?.", false],
    ["Input: flag Boolean, optional.", false],
    ["Request body: flag Boolean.", true],
    ["Parameters — flag: Boolean (optional).", false],
    ["The only parameter is flag, an optional Boolean.", false],
    ["Parameter: flag, optional Boolean.", false],
    ["Parameter: flag, a Boolean.", true],
  ];
  // A sentence that tells of parameters in words no phrasing reads is said, never dropped in silence.
  it.each([
    "It takes two optional parameters that change the flag.",
    "An optional parameter controls the flag.",
    // A name and its type in parentheses, in words no phrasing reads.
    "May be passed flag (Boolean, optional).",
    // A name and its type after a label no phrasing reads.
    "Payload: flag Boolean.",
  ])("%s", (sentence) => {
    const { diagnostics } = buildFrom({ "doc.md": doc({ endpoints: method(`${sentence} Returns true.`) }) });
    expect(diagnostics.join("\n")).toMatch(/getThing/);
  });
  // The Required column: yes or no in the words tables use; a requirement with a condition is no requirement of every
  // call, and its condition stays in the note.
  const column: [string, boolean, string][] = [
    ["Yes", true, "x"],
    ["Required", true, "x"],
    ["Mandatory", true, "x"],
    ["No", false, "x"],
    ["Optional", false, "x"],
    ["Yes, if kind is `b`", false, "Yes, if kind is `b`; x"],
    ["Required unless url is given", false, "Required unless url is given; x"],
    ["Conditional", false, "Conditional; x"],
  ];
  it.each(column)("Required column: %s", (cell, required, note) => {
    const table = `| Parameter | Type | Required | Rules |\n|---|---|---|---|\n| flag | Boolean | ${cell} | x |\n`;
    const m = modelOf({ endpoints: method(`Returns true.\n\n${table}`) }).methods[0];
    expect(m?.params.map((p) => [p.name, p.required, p.description])).toEqual([["flag", required, note]]);
  });
  it.each(params)("%s", (sentence, required) => {
    const m = modelOf({ endpoints: method(`${sentence} Returns true.`) }).methods[0];
    expect(m?.params.map((p) => [p.name, p.required])).toEqual([["flag", required]]);
  });
  const namedOnly = [
    "All other methods, including getMe, getFile and sendThing: not shown beyond their names and purpose (getMe returns the bot; getFile and sendThing move files).",
    "Other methods, such as getMe, getFile, sendThing: not shown.",
    "All other methods, including getMe, getFile, sendThing: not shown beyond their names.",
    "The methods getMe, getFile and sendThing are not shown.",
  ];
  it.each(namedOnly)("%s", (sentence) => {
    const model = modelOf({ endpoints: sentence });
    expect(model.methods.map((m) => [m.name, m.shown])).toEqual([
      ["getMe", false],
      ["getFile", false],
      ["sendThing", false],
    ]);
  });
  it("keeps purposes with their methods", () => {
    const model = modelOf({ endpoints: namedOnly[0] as string });
    expect(model.methods.map((m) => m.description)).toEqual([
      "getMe returns the bot",
      "getFile and sendThing move files",
      "getFile and sendThing move files",
    ]);
  });
});

describe("near misses are warned of, never dropped silently", () => {
  const cases: [string, string][] = [
    [
      "a definition paragraph nobody reads",
      "### Group\n\nThe Thing is built from first_id Integer together with last_id String.\n",
    ],
    [
      "a group in words the book lacks",
      "### Thing\n\n| Field | Type |\n|---|---|\n| a | Integer? |\n| b | Integer? |\n\nExactly one among a and b appears.\n",
    ],
    [
      "an inheritance in other words",
      "### Base\n\n| Field | Type |\n|---|---|\n| a | Integer |\n\n### Thing\n\nCopies the fields of Base.\n\n| Field | Type |\n|---|---|\n| b | Integer |\n",
    ],
    [
      "a field list in prose",
      "### Thing\n\n| Field | Type |\n|---|---|\n| a | Integer |\n\nIt may also carry an extra_id Integer.\n",
    ],
    ["a result in other words", ""],
  ];
  it.each(cases)("%s", (_, resources) => {
    const endpoints =
      resources === "" ? "### getThing\n\nPath `/getThing`. Gives back the result as an Integer. Returns true.\n" : "";
    const { diagnostics } = buildFrom({ "doc.md": doc({ resources, endpoints }) });
    expect(diagnostics.some((d) => / warning: /.test(d))).toBe(true);
  });
  it("leaves plain description alone", () => {
    const { diagnostics } = buildFrom({
      "doc.md": doc({
        resources:
          "### Thing\n\n| Field | Type |\n|---|---|\n| a | Integer |\n\nDelivery conditions for each field are in Events.\n",
      }),
    });
    expect(diagnostics).toEqual([]);
    expect(
      typeOf(
        modelOf({
          resources: "### Thing\n\n| Field | Type |\n|---|---|\n| a | Integer |\n\nThe last Thing fields are opaque.\n",
        }),
        "Thing",
      ).description,
    ).toBe("The last Thing fields are opaque.");
  });
});

describe("a field segment's type after a dash or in parentheses", () => {
  const segments: [string, object][] = [
    ["id — Integer; name — String?", { id: ["integer", false], name: ["string", true] }],
    ["id (Integer); name (String, optional)", { id: ["integer", false], name: ["string", true] }],
    ["id (Integer, unique in the chat); name String?", { id: ["integer", false], name: ["string", true] }],
  ];
  it.each(segments)("%s", (fields, want) => {
    const model = modelOf({ resources: `### Group\n\n| Type | Fields |\n|---|---|\n| Box | ${fields} |\n` });
    const got = Object.fromEntries(objectOf(model, "Box").fields.map((f) => [f.name, [f.type.kind, f.optional]]));
    expect(got).toEqual(want);
  });
  it("a parenthesis that is no type stays a note, and the type comes from the group", () => {
    const model = modelOf({
      resources: "### Group\n\nRights (all Boolean): can_pin (ignored in channels); can_edit.\n",
    });
    expect(objectOf(model, "Rights").fields.map((f) => [f.name, f.type.kind, f.description])).toEqual([
      ["can_pin", "boolean", "ignored in channels"],
      ["can_edit", "boolean", ""],
    ]);
  });
});

describe("a compact segment read as prose", () => {
  it("is warned of when it looks like a field, and the fields after it are read", () => {
    const { model, diagnostics } = buildFrom({
      "doc.md": doc({
        resources:
          "### Group\n\n| Type | Fields |\n|---|---|\n| Box | width Integer; and also a depth_cm Integer; label String |\n",
      }),
    });
    expect(diagnostics).toEqual([
      expect.stringMatching(
        / warning: in Box: "and also a depth_cm Integer" mentions "depth_cm Integer" but is read as prose/,
      ),
    ]);
    expect(objectOf(model, "Box").fields.map((f) => f.name)).toEqual(["width", "label"]);
  });
  it("is plain prose otherwise", () => {
    const { diagnostics } = buildFrom({
      "doc.md": doc({
        resources:
          "### Group\n\n| Type | Fields |\n|---|---|\n| Photo | small_id, big_id; all String; the id values only download the photo |\n",
      }),
    });
    expect(diagnostics).toEqual([]);
  });
});

describe("values listed under a table belong to the field the line before names", () => {
  const table =
    "### Member\n\n| Field | Type | Description |\n|---|---|---|\n| status | String | The member's status |\n| level | Integer | |\n\n";
  // As references list a field's values: an intro naming the field, then one value per item, often described.
  const lists: [string, string, unknown[]][] = [
    [
      "`status` is one of:",
      "- `creator`\n- `administrator` — an admin\n- `member`\n",
      ["creator", "administrator", "member"],
    ],
    ["Possible values of status:", "* `creator`\n* `left`\n", ["creator", "left"]],
    ["The `status` field can take these values:", "- `creator`: the owner\n- `left`: gone\n", ["creator", "left"]],
    ["Values for `status`:", "1. `creator`\n2. `left`\n", ["creator", "left"]],
    ["`status` takes one of the following:", "- `a` (first)\n- `b` (second)\n", ["a", "b"]],
    ["Allowed values for `level`:", "- `1`: low\n- `2`: high\n", [1, 2]],
    // Every value a bare word, alone or before its meaning (the intro says they are values).
    ["Values of `status`:", "- creator\n- left\n", ["creator", "left"]],
    ["`status` values:", "- creator: the owner\n- left — gone\n", ["creator", "left"]],
    // The field named in the plural after a word of what is allowed (not a union's `X kinds:`).
    ["Allowed statuses:", "- `creator`\n- `left`\n", ["creator", "left"]],
    ["Possible levels:", "- `1`\n- `2`\n", [1, 2]],
  ];
  it.each(lists)("%s", (intro, list, values) => {
    const { model, diagnostics } = buildFrom({ "doc.md": doc({ resources: `${table}${intro}\n\n${list}` }) });
    const field = values.every((v) => typeof v === "number") ? "level" : "status";
    expect(fieldOf(model, "Member", field).constraints.enum).toEqual(values);
    expect(diagnostics).toEqual([]);
  });
  // An intro that names no field: the values belong to the one field whose note points below.
  const pointing: [string, string][] = [
    ["One of the statuses listed below", "Statuses:"],
    ["See the list below", "The possible statuses are:"],
    ["A status; the values are below", "Member statuses:"],
    ["One of the values below", "These values are defined:"],
    ["Listed below", "Values:"],
    ["See below for the possible values", "Possible statuses:"],
  ];
  it.each(pointing)("a note '%s', then '%s'", (note, intro) => {
    const pointed = table.replace("The member's status", note);
    const { model, diagnostics } = buildFrom({
      "doc.md": doc({ resources: `${pointed}${intro}\n\n- \`creator\`\n- \`left\`\n` }),
    });
    expect(fieldOf(model, "Member", "status").constraints.enum).toEqual(["creator", "left"]);
    expect(diagnostics).toEqual([]);
  });
  // No intro between the table and the list: the field whose note introduces it (a colon at its end, or below).
  it.each([
    ["The member's status. Possible values:", "- `creator`\n- `left`\n"],
    ["The member's status, one of:", "* `creator` — the owner\n* `left` — gone\n"],
    ["One of the statuses listed below", "- `creator`\n- `left`\n"],
  ])("a note '%s', then the list right under the table", (note, list) => {
    const pointed = table.replace("The member's status", note);
    const { model, diagnostics } = buildFrom({ "doc.md": doc({ resources: `${pointed}${list}` }) });
    expect(fieldOf(model, "Member", "status").constraints.enum).toEqual(["creator", "left"]);
    expect(diagnostics).toEqual([]);
  });
  // A sentence under the table that gives one field's values.
  it.each([
    "`status` is one of `creator`, `left`.",
    "The `status` field is either `creator` or `left`.",
    "Possible values of `status`: `creator`, `left`.",
    "status can be `creator` or `left`",
  ])("'%s' under the table", (sentence) => {
    const { model, diagnostics } = buildFrom({ "doc.md": doc({ resources: `${table}${sentence}\n` }) });
    expect(fieldOf(model, "Member", "status").constraints.enum).toEqual(["creator", "left"]);
    expect(diagnostics).toEqual([]);
  });
  it("a sentence of values that names no field of the type is description, said", () => {
    const { model, diagnostics } = buildFrom({
      "doc.md": doc({ resources: `${table}\`mode\` is one of \`a\`, \`b\`.\n` }),
    });
    expect(fieldOf(model, "Member", "status").constraints.enum).toBeUndefined();
    expect(diagnostics).toEqual([
      expect.stringMatching(/warning: paragraph gives the values of mode, which is no field of Member/),
    ]);
  });
  it("an intro that names no field, with no note pointing below, stays an error", () => {
    const { diagnostics } = buildFrom({ "doc.md": doc({ resources: `${table}Statuses:\n\n- \`creator\`\n` }) });
    expect(diagnostics.join("\n")).toMatch(/error: cannot read a list in a resource section/);
  });
  it("a list that is no list of values stays an error (said once); an intro without a list is description, said", () => {
    const notValues = buildFrom({
      "doc.md": doc({ resources: `${table}\`status\` is one of:\n\n- the owner\n- a member\n` }),
    });
    expect(notValues.diagnostics.join("\n")).toMatch(/error: cannot read a list in a resource section/);
    expect(notValues.diagnostics).toHaveLength(1);
    const noList = buildFrom({ "doc.md": doc({ resources: `${table}\`status\` is one of:\n\nThat is all.\n` }) });
    expect(fieldOf(noList.model, "Member", "status").constraints.enum).toBeUndefined();
    expect(noList.diagnostics.join("\n")).toMatch(
      /warning: paragraph names status and ends with a colon, but no list of values follows; read as description/,
    );
  });
});

// The same lists and sentences under a method's table give a parameter's values.
describe("values listed under a method's table belong to the parameter the line before names", () => {
  const method = (note: string, after: string) =>
    `### getThings\n\nPath \`/getThings\`. Returns True on success.\n\n| Parameter | Type | Required | Rules |\n|---|---|---|---|\n| order | String | No | ${note} |\n| limit | Integer | No | |\n\n${after}`;
  const read = (note: string, after: string) => {
    const { model, diagnostics } = buildFrom({ "doc.md": doc({ endpoints: method(note, after) }) });
    const m = model.methods.find((x) => x.name === "getThings");
    return { enums: m?.params.map((p) => p.constraints.enum), diagnostics };
  };
  it.each([
    ["Sort order, one of:", "- `asc`: ascending\n- `desc`: descending\n"],
    ["Sort order; see below.", "`order` is one of:\n\n- `asc`\n- `desc`\n"],
    ["Sort order.", "Possible values of `order`:\n\n* asc\n* desc\n"],
    ["Sort order.", "Allowed orders:\n\n- `asc`\n- `desc`\n"],
    ["One of the values listed below", "Values:\n\n1. `asc`\n2. `desc`\n"],
    ["Sort order.", "`order` is one of `asc`, `desc`.\n"],
    ["Sort order.", "The `order` parameter is either `asc` or `desc`.\n"],
  ])("a note '%s', then %j", (note, after) => {
    expect(read(note, after)).toEqual({ enums: [["asc", "desc"], undefined], diagnostics: [] });
  });
  it("a sentence of values that names no parameter is description, said", () => {
    const r = read("Sort order.", "`mode` is one of `a`, `b`.\n");
    expect(r.enums).toEqual([undefined, undefined]);
    expect(r.diagnostics).toEqual([
      expect.stringMatching(/warning: paragraph gives the values of mode, which is no parameter of getThings/),
    ]);
  });
  it("an intro without a list is description, said; a list that is no list of values stays an error", () => {
    const noList = read("Sort order.", "`order` is one of:\n\nThat is all.\n");
    expect(noList.enums).toEqual([undefined, undefined]);
    expect(noList.diagnostics.join("\n")).toMatch(/names order and ends with a colon, but no list of values follows/);
    const notValues = read("Sort order.", "`order` is one of:\n\n- the first way\n- the other way round\n");
    expect(notValues.diagnostics.join("\n")).toMatch(/error: cannot read a list in method getThings/);
  });
  it("two lists of values for one parameter: the second is an error", () => {
    const r = read(
      "Sort order, one of `asc`, `desc`.",
      "`order` is one of:\n\n- `asc`\n\n`order` is one of `x`, `y`.\n",
    );
    expect(r.diagnostics.join("\n")).toMatch(
      /error: a second list of values for order; expected one list per parameter/,
    );
  });
});

describe("the fields of a section's own type, its name left unsaid", () => {
  const phrasings = [
    "`message_id` Integer (0 while scheduled).",
    "One field: `message_id` Integer (0 while scheduled).",
    "Holds `message_id` Integer (0 while scheduled).",
    "It has one field: message_id Integer (0 while scheduled).",
    "Its only field is `message_id` Integer (0 while scheduled).",
    "This object contains `message_id` Integer (0 while scheduled).",
    "The field: `message_id` Integer (0 while scheduled).",
  ];
  it.each(phrasings)("%s", (sentence) => {
    const model = modelOf({ resources: `### MessageId\n\n${sentence}\n` });
    expect(objectOf(model, "MessageId").fields.map((f) => [f.name, f.type])).toEqual([
      ["message_id", { kind: "integer" }],
    ]);
  });
  // A sentence that says what the object holds in words defines no field.
  const described = ["This object contains information about one member.", "Contains a list of transactions."];
  it.each(described)("%s", (sentence) => {
    const { diagnostics } = buildFrom({
      "doc.md": doc({ resources: `### Holder\n\n${sentence}\n\n| Field | Type |\n|---|---|\n| a | Integer |\n` }),
    });
    expect(diagnostics.filter((d) => / error: /.test(d))).toEqual([]);
  });
});

describe("definitions in other words, with the name in code or the count of fields", () => {
  const phrasings = [
    "`Story`: chat Chat; id Integer.",
    "Story has one field: chat Chat; id Integer.",
    "Story has two fields: chat Chat; id Integer.",
    "Story — chat Chat; id Integer.",
    "**Story**: chat Chat; id Integer.",
    "The Story object has the following fields: chat Chat; id Integer.",
  ];
  it.each(phrasings)("%s", (sentence) => {
    const model = modelOf({
      resources: `### Chat\n\n| Field | Type |\n|---|---|\n| id | Integer |\n\n### Stories\n\n${sentence}\n`,
    });
    expect(objectOf(model, "Story").fields.map((f) => f.name)).toEqual(["chat", "id"]);
  });
});

describe("qualifiers that make every member optional, or type them, in other words", () => {
  const cases: [string, boolean][] = [
    ["all Boolean, none required", true],
    ["all fields are optional and Boolean", true],
    ["all Boolean?", true],
    ["Boolean?", true],
    ["every field Boolean, none of them mandatory", true],
    ["Boolean, no field is required", true],
    ["all Boolean", false],
  ];
  it.each(cases)("(%s)", (qualifier, optional) => {
    const model = modelOf({ resources: `### Group\n\nRights (${qualifier}): can_a; can_b.\n` });
    expect(objectOf(model, "Rights").fields.map((f) => [f.name, f.type, f.optional])).toEqual([
      ["can_a", { kind: "boolean" }, optional],
      ["can_b", { kind: "boolean" }, optional],
    ]);
  });
});

describe("a method's parameters as a bulleted list, one an item", () => {
  const method = (body: string) => `### getThing\n\n${body}\n`;
  const lists = [
    "- `offset` (Integer, optional): first update to return\n- `url` (String): where to send",
    "- `offset` Integer? — first update to return\n- `url` String — where to send",
    "- offset (optional Integer): first update to return\n- url (String, required): where to send",
    "- **offset** (Integer, optional) - first update to return\n- **url** (String) - where to send",
    "- `offset`: Integer, optional — first update to return\n- `url`: String — where to send",
    "- `offset` (Integer, optional): first update to return.\n- `url` (String): where to send.",
  ];
  it.each(lists)("%s", (list) => {
    const m = modelOf({ endpoints: method(`Returns true.\n\n${list}`) }).methods[0];
    expect(m?.params.map((p) => [p.name, p.type.kind, p.required, p.description])).toEqual([
      ["offset", "integer", false, "first update to return"],
      ["url", "string", true, "where to send"],
    ]);
  });
  it("a list of sentences in a method is still an error", () => {
    const { diagnostics } = buildFrom({
      "doc.md": doc({ endpoints: method("Returns true.\n\n- Kept a day\n- Sent once") }),
    });
    expect(diagnostics.join("\n")).toMatch(/error: cannot read a list in method getThing/);
  });
});

describe("a list of variants after an intro in new words: the union the structure says, and a warning", () => {
  it("Possible forms:", () => {
    const defs =
      "### Message\n\n| Field | Type |\n|---|---|\n| date | Integer |\n\n### InaccessibleMessage\n\n| Field | Type | Notes |\n|---|---|---|\n| date | Integer | Always 0 |\n";
    const list =
      "Possible forms:\n\n- `Message` — a message the bot can see\n- `InaccessibleMessage` — one it cannot\n\nThey are told apart by `date`, which is 0 for the latter.";
    const { model, diagnostics } = buildFrom({
      "doc.md": doc({ resources: `${defs}\n### MaybeInaccessibleMessage\n\n${list}\n` }),
    });
    expect(unionOf(model, "MaybeInaccessibleMessage").variants.map((v) => [v.type, v.match])).toEqual([
      ["Message", { kind: "otherwise" }],
      ["InaccessibleMessage", { kind: "equals", value: 0 }],
    ]);
    expect(diagnostics).toEqual([
      expect.stringMatching(/warning: paragraph "Possible forms:" read as the intro of the union/),
    ]);
  });
});

describe("a bulleted list of type names is a union's variants only where it can be", () => {
  const defs =
    "### Photo\n\n| Field | Type | Notes |\n|---|---|---|\n| type | String | Always `photo` |\n\n### Clip\n\n| Field | Type | Notes |\n|---|---|---|\n| type | String | Always `clip` |\n";
  it("told apart by the constant each variant gives its field", () => {
    const model = modelOf({ resources: `${defs}\n### Media\n\nOne of:\n\n- Photo\n- Clip\n` });
    expect(unionOf(model, "Media").variants.map((v) => [v.type, v.match])).toEqual([
      ["Photo", { kind: "equals", value: "photo" }],
      ["Clip", { kind: "equals", value: "clip" }],
    ]);
  });
  it.each([
    // A type defined by a table already, and a list whose items are no type names alone.
    `### Media\n\n| Field | Type |\n|---|---|\n| id | String |\n\n- Photo\n- Clip\n`,
    `### Media\n\nOne of:\n\n- Photo, or a Clip when sent\n- something else\n`,
  ])("and nowhere else: %s", (section) => {
    expect(() => modelOf({ resources: `${defs}\n${section}` })).toThrow(/cannot read a list/);
  });
});

describe("a parameters intro with nothing after its colon introduces the list that follows", () => {
  it.each([
    "Parameters:\n\n- `flag` (Boolean, optional): turns it on",
    "Optional parameters:\n\n- `flag` (Boolean, optional): turns it on",
    "Parameters:\n\n| Parameter | Type | Required | Rules |\n|---|---|---|---|\n| flag | Boolean | No | |",
  ])("%s", (body) => {
    const endpoints = `### getThing\n\nPath \`/getThing\`. Returns true.\n\n${body}\n`;
    const model = modelOf({ endpoints });
    expect(model.methods[0]?.params.map((p) => [p.name, p.required])).toEqual([["flag", false]]);
  });
});

// A sentence after the last field that opens with a field's name and a verb is a sentence, never text after a type:
// one no phrasing reads is description, said when it speaks of a field's presence; never a hard error.
describe("a sentence in lower case after a compact row's last field is a sentence", () => {
  it.each([
    ["data is present whenever game_short_name is absent", /mentions "whenever game_short_name is absent"/],
    ["game_short_name has the short name of a game", undefined],
    ["data and game_short_name are set by the client", undefined],
  ] as [string, RegExp | undefined][])("%s", (sentence, message) => {
    const { model, diagnostics } = buildFrom({
      "doc.md": doc({
        resources: `### Group\n\n| Type | Fields |\n|---|---|\n| Query | data String?; game_short_name String?. ${sentence} |\n`,
      }),
    });
    expect(diagnostics.filter((d) => d.includes(" error: "))).toEqual([]);
    if (message) expect(diagnostics.join("\n")).toMatch(message);
    else expect(diagnostics).toEqual([]);
    expect(objectOf(model, "Query").fields.map((f) => f.name)).toEqual(["data", "game_short_name"]);
  });
});

describe("prose between fields of a compact row never takes the fields after it", () => {
  it.each([
    ["width Integer; Unsupported in channels; label String", /stands between fields and is read as prose/],
    ["width Integer; height intger; label String", /error: in Box\.height: cannot read the type of "height"/],
  ])("%s", (cell, message) => {
    const { model, diagnostics } = buildFrom({
      "doc.md": doc({ resources: `### Group\n\n| Type | Fields |\n|---|---|\n| Box | ${cell} |\n` }),
    });
    expect(diagnostics.join("\n")).toMatch(message);
    if (!diagnostics.some((d) => d.includes(" error: ")))
      expect(objectOf(model, "Box").fields.map((f) => f.name)).toEqual(["width", "label"]);
  });
});
