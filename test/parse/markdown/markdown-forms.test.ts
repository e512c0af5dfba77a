// Markdown as editors write it: each form is read as its plain form (the same model, the same positions), or named.
import { describe, expect, it } from "vitest";
import { buildFrom, doc } from "../../helpers.ts";

const resources = [
  "### Thing",
  "",
  "| Field | Type | Notes |",
  "|---|---|---|",
  "| id | Integer | Up to 52 significant bits |",
  "| kind | String | One of `a\\|b`, `c` |",
  "| count | Integer | 1-10 |",
  "",
].join("\n");
const endpoints = "### getThing\n\nPath `/getThing`. Returns Thing.\n";
const plain = doc({ resources, endpoints });

function summary(text: string): unknown {
  const { model, diagnostics } = buildFrom({ "doc.md": text });
  return {
    diagnostics,
    types: model.types.map((t) => [
      t.name,
      t.position,
      t.kind === "object" ? t.fields.map((f) => [f.name, f.position, f.constraints]) : [],
    ]),
    methods: model.methods.map((m) => [m.name, m.position, m.result]),
  };
}

describe("forms of Markdown read as the plain form", () => {
  const want = summary(plain);
  const forms: [string, (text: string) => string][] = [
    ["a UTF-8 byte order mark", (t) => `\uFEFF${t}`],
    ["CRLF line endings", (t) => t.replace(/\n/g, "\r\n")],
    ["CR line endings", (t) => t.replace(/\n/g, "\r")],
    ["spaces after a row's last pipe", (t) => t.replace(/\|\n/g, "|   \n")],
    ["closing #s on headings", (t) => t.replace(/^(#{2,3} .+)$/gm, "$1 ##")],
    ["a setext heading", (t) => t.replace("## Endpoints", "Endpoints\n---------")],
    [
      "a bold Conventions line",
      (t) =>
        t.replace(
          "- Integer fields fit a signed 32-bit integer unless noted.",
          "- **Integer fields fit a signed 32-bit integer** unless noted.",
        ),
    ],
    [
      "a wrapped Conventions line",
      (t) =>
        t.replace(
          "- Integer fields fit a signed 32-bit integer unless noted.",
          "- Integer fields fit a\n  signed 32-bit integer unless noted.",
        ),
    ],
  ];
  it.each(forms)("%s", (_, form) => {
    const got = summary(form(plain)) as typeof want;
    if (_ === "a setext heading" || _.includes("Conventions")) {
      // Lines move by one below the changed line; everything else is equal.
      expect(JSON.stringify(got).replace(/"line":\d+/g, "")).toBe(JSON.stringify(want).replace(/"line":\d+/g, ""));
    } else expect(got).toEqual(want);
  });
  // Forms that move what they touch along its line: the same model, columns aside.
  const moved: [string, (text: string) => string][] = [
    ["a type's heading with a colon after it", (t) => t.replace("### Thing", "### Thing:")],
    ["a type's heading in code", (t) => t.replace("### Thing", "### `Thing`")],
    ["a method's heading in code, with parentheses", (t) => t.replace("### getThing", "### `getThing()`")],
    ["a method's heading after an HTTP verb", (t) => t.replace("### getThing", "### POST getThing")],
    ["tables without their outer pipes", (t) => t.replace(/^\| (.*) \|$/gm, "$1")],
    ["curly apostrophes", (t) => t.replace(/'/g, "’")],
  ];
  it.each(moved)("%s", (_, form) => {
    const columnless = (x: unknown) => JSON.stringify(x).replace(/"column":\d+/g, "");
    expect(columnless(summary(form(plain)))).toBe(columnless(want));
  });
  it("reads an escaped pipe in a cell as a pipe", () => {
    const { model } = buildFrom({ "doc.md": plain });
    const thing = model.types.find((t) => t.name === "Thing");
    expect(thing?.kind === "object" && thing.fields.find((f) => f.name === "kind")?.constraints.enum).toEqual([
      "a|b",
      "c",
    ]);
  });
  it("keeps the 32-bit rule when the Conventions line is bold", () => {
    const { model } = buildFrom({ "doc.md": plain.replace("- Integer fields", "- **Integer fields**") });
    const thing = model.types.find((t) => t.name === "Thing");
    expect(thing?.kind === "object" && thing.fields.find((f) => f.name === "count")?.constraints.integerBits).toBe(32);
  });
  it("keeps positions exact with CRLF and a byte order mark", () => {
    const broken = plain.replace("| count | Integer | 1-10 |", "| count | Intger | 1-10 |");
    const want = buildFrom({ "doc.md": broken }).diagnostics;
    expect(want).toEqual([expect.stringMatching(/^doc\/doc\.md:20:3 error: unknown type "Intger" in Thing\.count/)]);
    expect(buildFrom({ "doc.md": `\uFEFF${broken.replace(/\n/g, "\r\n")}` }).diagnostics).toEqual(want);
  });
});
