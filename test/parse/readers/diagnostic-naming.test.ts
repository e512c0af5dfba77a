// Diagnostics name what they concern, one fault does not cascade, and no fault of any kind escapes without a position.
import { describe, expect, it } from "vitest";
import { buildFrom, doc } from "../../helpers.ts";

const user = [
  "### User",
  "",
  "| Field | Type | Notes |",
  "|---|---|---|",
  "| id | Integer | |",
  "| is_bot | Boolean | |",
  "| first_name | String | |",
  "",
];
const message = [
  "### Message",
  "",
  "| Field | Type | Notes |",
  "|---|---|---|",
  "| from | User? | |",
  "| entities | Array of Sticker? | |",
  "| via_bot | User? | |",
  "",
];
// doc() puts the resources at line 15.
const at = (line: number) => 14 + line;

function diagnosticsOf(resources: string[]): string[] {
  return buildFrom({ "doc.md": doc({ resources: resources.join("\n") }) }).diagnostics;
}

describe("one fault, one diagnostic, naming its type and field", () => {
  it("a row with a missing cell names its field, and the type stays defined", () => {
    const broken = user.map((l) => (l.startsWith("| is_bot") ? "| is_bot |" : l));
    expect(diagnosticsOf([...broken, ...message])).toEqual([
      `doc/doc.md:${at(5)}:1 error: row of User.is_bot has 1 cell; expected 3 (Field | Type | Notes)`,
    ]);
  });
  it("a row that leaves out its notes cell is read with the note empty, as GFM renders it, and said", () => {
    const short = user.map((l) => (l.startsWith("| is_bot") ? "| is_bot | Boolean |" : l));
    const built = buildFrom({ "doc.md": doc({ resources: [...short, ...message].join("\n") }) });
    expect(built.diagnostics).toEqual([
      `doc/doc.md:${at(5)}:1 warning: row of User.is_bot has 2 cells: the notes left out are read as empty; expected 3 (Field | Type | Notes)`,
    ]);
  });
  it("a compact row split by a `|` names its type, which stays defined for those that refer to it", () => {
    const d = diagnosticsOf([
      ...user,
      "### Group",
      "",
      "| Type | Fields |",
      "|---|---|",
      "| Box | width Integer; kind String (`a` | `b`); height Integer |",
      "",
      "### Crate",
      "",
      "| Field | Type |",
      "|---|---|",
      "| box | Box |",
      "",
      "## Limits",
      "",
      "| Subject | Limit |",
      "|---|---|",
      "| Box | width 1-10 |",
      "",
    ]);
    expect(d).toEqual([`doc/doc.md:${at(12)}:1 error: row of Group.Box has 3 cells; expected 2 (Type | Fields)`]);
  });
  it("a bad type expression names Message.entities", () => {
    const broken = message.map((l) => l.replace("Array of Sticker?", "Array of of Sticker?"));
    expect(diagnosticsOf([...user, ...broken])).toEqual([
      expect.stringMatching(
        new RegExp(
          `^doc/doc\\.md:${at(13)}:14 error: bad type expression "Array of of Sticker\\?" in Message\\.entities; expected`,
        ),
      ),
    ]);
  });
  it("a bad type in a compact row names its type and field", () => {
    const d = diagnosticsOf([
      "### Group",
      "",
      "| Type | Fields |",
      "|---|---|",
      "| Box | width Integer; label Strng or; height Integer |",
      "",
    ]);
    expect(d).toEqual([expect.stringMatching(/ error: in Box\.label: /)]);
  });
  it("errors come sorted by file and line", () => {
    const files = {
      "b.md": "## Resources and their fields\n\n### Late\n\n| Field | Type |\n|---|---|\n| x | Nope |\n",
      "a.md": doc({
        resources: ["### Early", "", "| Field | Type |", "|---|---|", "| y | Nada |", "| z | Zilch |", ""].join("\n"),
      }),
    };
    const d = buildFrom(files).diagnostics.map((x) => x.split(" ")[0]);
    expect(d).toEqual([...d].sort((p, q) => (p ?? "").localeCompare(q ?? "", "en", { numeric: true })));
    expect(d.map((x) => x?.split(":")[0])).toEqual(["doc/a.md", "doc/a.md", "doc/b.md"]);
  });
});

describe("hostile input gets a located diagnostic, never an internal error", () => {
  const cases: [string, string[], RegExp][] = [
    [
      "deep nesting",
      ["### Deep", "", "| Field | Type |", "|---|---|", `| x | ${"Array of ".repeat(3000)}Integer |`, ""],
      /^doc\/doc\.md:18:7 error: bad type expression "Array of Array of/,
    ],
    [
      "a union that lists itself",
      [
        "### Shape",
        "",
        "Either a Shape or a Box; the discriminator is `kind` equal to `box`.",
        "",
        "### Box",
        "",
        "| Field | Type | Notes |",
        "|---|---|---|",
        "| kind | String | Always `box` |",
        "",
      ],
      / error: Shape lists itself as a variant/,
    ],
    [
      "a backwards range",
      ["### Thing", "", "| Field | Type | Notes |", "|---|---|---|", "| x | Integer | 100-1 |", ""],
      /^doc\/doc\.md:18:3 warning: note of Thing\.x: "100-1" range 100-1 runs backwards/,
    ],
    [
      "an overflowing range",
      ["### Thing", "", "| Field | Type | Notes |", "|---|---|---|", "| x | Integer | 1-99999999999999999999 |", ""],
      /^doc\/doc\.md:18:3 warning: note of Thing\.x: .* overflows/,
    ],
  ];
  it.each(cases)("%s", (_, resources, want) => {
    const d = diagnosticsOf(resources);
    expect(
      d.some((x) => want.test(x)),
      d.join("\n"),
    ).toBe(true);
  });
});
