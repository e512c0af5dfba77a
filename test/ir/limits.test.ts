// The Limits table constrains what its rows name: a type's fields (first or last word of a clause, or a field of the
// items' type), a field outright, a method's parameters; a clause it cannot place is warned of; the note wins.
import { describe, expect, it } from "vitest";
import { buildFrom, doc, fieldOf } from "../helpers.ts";

const resources = [
  "### Poll",
  "",
  "| Field | Type | Notes |",
  "|---|---|---|",
  "| question | String | |",
  "| options | Array of Opt | |",
  "| explanation | String? | 0-200 characters |",
  "",
  "### Opt",
  "",
  "| Field | Type | Notes |",
  "|---|---|---|",
  "| text | String | |",
  "",
].join("\n");
const endpoints =
  "### getThings\n\nReturns true.\n\n| Parameter | Type | Required | Rules |\n|---|---|---|---|\n| limit | Integer | No | |\n| timeout | Integer | No | |\n";

function withLimits(rows: string[]) {
  const text = doc({ resources, endpoints }).replace(
    "## Versioning",
    `## Limits\n\n| Subject | Limit |\n|---|---|\n${rows.join("\n")}\n\n## Versioning`,
  );
  return buildFrom({ "doc.md": text });
}

describe("the Limits table", () => {
  it("places each clause on the field it names", () => {
    const { model, diagnostics } = withLimits([
      "| Poll | question 1-300 characters; option text 1-100 characters; at most 12 options |",
      "| Update retention | At most 24 hours |",
    ]);
    expect(diagnostics).toEqual([]);
    expect(fieldOf(model, "Poll", "question").constraints).toMatchObject({ minLength: 1, maxLength: 300 });
    expect(fieldOf(model, "Opt", "text").constraints).toMatchObject({ minLength: 1, maxLength: 100 });
    expect(fieldOf(model, "Poll", "options").type).toMatchObject({ kind: "array", maxItems: 12 });
  });
  it("reads a field named outright and a method's parameters", () => {
    const { model } = withLimits([
      "| Poll.question | 1-300 characters |",
      "| getThings limit | 1-100, default 100; timeout default 0 |",
    ]);
    expect(fieldOf(model, "Poll", "question").constraints).toMatchObject({ maxLength: 300 });
    const params = model.methods[0]?.params ?? [];
    expect(params.map((p) => [p.name, p.constraints.minimum, p.constraints.maximum, p.constraints.default])).toEqual([
      ["limit", 1, 100, 100],
      ["timeout", undefined, undefined, 0],
    ]);
  });
  it("warns of a clause it cannot place and of a disagreement, keeping the note", () => {
    const { model, diagnostics } = withLimits(["| Poll | explanation 0-300 characters; nonsense 5 |"]);
    expect(fieldOf(model, "Poll", "explanation").constraints.maxLength).toBe(200);
    expect(diagnostics).toEqual([
      expect.stringMatching(/ warning: Poll\.explanation: the Limits table says maxLength 300, its note 200/),
      expect.stringMatching(/ warning: Limits row for Poll: cannot tell which field "nonsense 5" limits/),
    ]);
  });
  it("warns of a row for a type defined with no fields (only an unreadable definition is no second fault)", () => {
    const text = doc({
      resources: `${resources}\n### Group\n\n| Type | Fields |\n|---|---|\n| Ping | No fields |\n`,
      endpoints,
    }).replace("## Versioning", "## Limits\n\n| Subject | Limit |\n|---|---|\n| Ping | 1-10 items |\n\n## Versioning");
    expect(buildFrom({ "doc.md": text }).diagnostics).toEqual([
      expect.stringMatching(/ warning: Limits row for Ping: cannot tell which field "1-10 items" limits/),
    ]);
  });
});

describe("a Limits row's subject and clauses in other words", () => {
  const subjects = [
    "| Polls | at most 12 options |",
    "| `Poll` | at most 12 options |",
    "| Poll object | at most 12 options |",
    "| Poll | 12 options max |",
    "| Poll | options: at most 12 |",
    "| Poll | question 1-300 characters, at most 12 options |",
  ];
  it.each(subjects)("%s", (row) => {
    const { model, diagnostics } = withLimits([row]);
    expect(diagnostics).toEqual([]);
    expect(fieldOf(model, "Poll", "options").type).toMatchObject({ kind: "array", maxItems: 12 });
  });
  const outright = [
    "| `Poll.question` | 1-300 characters |",
    "| question of Poll | 1-300 characters |",
    "| question (Poll) | 1-300 characters |",
    "| Poll question | 1-300 characters |",
    "| Poll.question | 1 to 300 characters; non-empty |",
  ];
  it.each(outright)("%s", (row) => {
    const { model, diagnostics } = withLimits([row]);
    expect(diagnostics).toEqual([]);
    expect(fieldOf(model, "Poll", "question").constraints).toMatchObject({ maxLength: 300 });
  });
  it("every clause of a row that names one parameter is of it", () => {
    const { model, diagnostics } = withLimits(["| getThings limit | 1 to 100; default 100 |"]);
    expect(diagnostics).toEqual([]);
    const limit = model.methods[0]?.params.find((p) => p.name === "limit");
    expect([limit?.constraints.maximum, limit?.constraints.default]).toEqual([100, 100]);
  });
  // A clause that names its field and states nothing read is said, never dropped.
  it.each(["| Poll | about 12 options |", "| Poll | options: a dozen or so |"])("%s", (row) => {
    const { model, diagnostics } = withLimits([row]);
    expect(fieldOf(model, "Poll", "options").type).not.toHaveProperty("maxItems");
    expect(diagnostics.join("\n")).toMatch(/warning: Limits row for Poll\.options/);
  });
});
