// Chapters by their role, in the words editors title them: each retitled chapter gives the same model, numbered
// headings too; a chapter of another title that holds their tables is read as the one its headings tell, and said.
import { describe, expect, it } from "vitest";
import { buildFrom, smallSpec } from "../../helpers.ts";

function read(replacements: [string, string][]) {
  let text = smallSpec();
  for (const [from, to] of replacements) {
    if (!text.includes(from)) throw new Error(`test setup: no "${from}"`);
    text = text.replace(from, to);
  }
  return buildFrom({ "doc.md": text });
}

const plain = read([]);
const shape = (m: typeof plain.model) => [
  m.types.map((t) => t.name),
  m.methods.map((x) => x.name),
  m.version,
  m.envelope,
];

describe("retitled chapters give the same model", () => {
  const cases: [string, string][] = [
    ["## Endpoints", "## Methods"],
    ["## Endpoints", "## Available methods"],
    ["## Endpoints", "## 3. Endpoints"],
    ["## Resources and their fields", "## Types"],
    ["## Resources and their fields", "## Available types"],
    ["## Resources and their fields", "## Objects"],
    ["## Errors", "## Error handling"],
    ["## Versioning", "## Version history"],
    ["## Versioning", "## Changelog"],
    ["## What the service does", "## Overview"],
    ["## What the service does", "## Introduction"],
    ["### Conventions", "### Notation"],
  ];
  it.each(cases)("%s → %s", (from, to) => {
    const r = read([[from, to]]);
    expect(r.diagnostics).toEqual([]);
    expect(shape(r.model)).toEqual(shape(plain.model));
  });
});

describe("chapters of other titles", () => {
  // A chapter holding what Resources or Endpoints hold is read as the one its headings tell (method names or type
  // names), and its title is said where it stands: the same model, never dropped.
  it.each([
    ["## Endpoints", "## Calls of the bot", "Endpoints"],
    ["## Endpoints", "## API reference", "Endpoints"],
    ["## Resources and their fields", "## The data", "Resources"],
    ["## Resources and their fields", "## Schemas", "Resources"],
  ])("%s → %s: read as %s, said where it stands", (from, to, role) => {
    const r = read([[from, to]]);
    const title = to.slice(3);
    expect(r.diagnostics).toEqual([
      expect.stringMatching(new RegExp(`^doc/doc\\.md:\\d+:\\d+ warning: chapter "${title}" is read as ${role}, by`)),
    ]);
    expect(shape(r.model)).toEqual(shape(plain.model));
  });
  it("a chapter whose title only begins like a known one is not that chapter", () => {
    const r = read([
      [
        "## Errors",
        "## Types of updates\n\nEvery update carries one event.\n\n| Event | When |\n|---|---|\n| message | New messages |\n\n## Errors",
      ],
    ]);
    expect(r.diagnostics).toEqual([]);
    expect(shape(r.model).slice(0, 3)).toEqual(shape(plain.model).slice(0, 3));
  });
  it("a chapter of prose, lists and other tables is left alone", () => {
    const chapter =
      "## Events\n\nEvents are the optional fields of Update.\n\n| Event field | Delivery condition |\n|---|---|\n| message | New messages |\n\n1. Updates are kept 24 hours.\n\n### Update delivery mode\n\nPolling or webhook.\n\n## Errors";
    const r = read([["## Errors", chapter]]);
    expect(r.diagnostics).toEqual([]);
  });
});

describe("the Versioning table", () => {
  const versions = (rows: string[], header = "| Version | Date | Changes |") =>
    read([
      [
        "| Version | Date | Changes |\n|---|---|---|\n| 1.0 | 1 January 2025 | First |",
        `${header}\n|---|---|---|\n${rows.join("\n")}`,
      ],
    ]);
  it("newest first: the first row names the version", () => {
    const r = versions(["| 9.2 | 15 August 2025 | b |", "| 9.1 | 1 July 2025 | a |"]);
    expect([r.model.version, r.model.history.map((h) => h.version), r.diagnostics]).toEqual([
      "9.2",
      ["9.2", "9.1"],
      [],
    ]);
  });
  it("oldest first: the newest row names the version, and the history is kept newest first", () => {
    const r = versions(["| 9.1 | 1 July 2025 | a |", "| 9.2 | 15 August 2025 | b |", "| 9.10 | 1 May 2026 | c |"]);
    expect([r.model.version, r.model.history.map((h) => h.version), r.diagnostics]).toEqual([
      "9.10",
      ["9.10", "9.2", "9.1"],
      [],
    ]);
  });
  it("a version after words no prefix list knows is read, and said", () => {
    const r = versions(["| Bot API 9.2 | 15 August 2025 | b |", "| 9.1 | 1 July 2025 | a |"]);
    expect(r.model.version).toBe("9.2");
    expect(r.diagnostics.join("\n")).toMatch(/warning: version "Bot API 9.2" read as 9.2/);
  });
  it("versions written v9.2 or Version 9.2, under a header of other words", () => {
    const r = versions(
      ["| v9.2 | 15 August 2025 | b |", "| Version 9.1 | 1 July 2025 | a |"],
      "| Release | Date | Notes |",
    );
    expect([r.model.version, r.model.history.map((h) => h.version), r.diagnostics]).toEqual([
      "9.2",
      ["9.2", "9.1"],
      [],
    ]);
  });
  it("rows in no order are read newest first, and that is said", () => {
    const r = versions(["| 9.1 | 1 July 2025 | a |", "| 9.3 | 1 October 2025 | c |", "| 9.2 | 15 August 2025 | b |"]);
    expect(r.model.version).toBe("9.3");
    expect(r.diagnostics.join("\n")).toMatch(/warning: the Versioning rows are in no order .*9\.3/);
  });
});

describe("the Conventions list of types not shown, introduced in other words", () => {
  const lead =
    "Types referenced but whose fields are not shown: Sticker, ResponseParameters, InputFile (beyond being an uploaded file).";
  const leads = [
    "Types whose fields are not shown: Sticker, ResponseParameters, InputFile (beyond being an uploaded file).",
    "Referenced types not described here: Sticker, ResponseParameters, InputFile (beyond being an uploaded file).",
    "The following types are referenced but their fields are not shown: Sticker, ResponseParameters and InputFile (beyond being an uploaded file).",
    "Types used but not defined in this document: Sticker, ResponseParameters, InputFile (beyond being an uploaded file).",
    "Opaque types: Sticker, ResponseParameters, InputFile (beyond being an uploaded file).",
  ];
  it.each(leads)("%s", (line) => {
    const r = read([[lead, line]]);
    expect(r.diagnostics).toEqual([]);
    expect(r.model.notShown).toEqual(plain.model.notShown);
    expect(shape(r.model)).toEqual(shape(plain.model));
  });
  it("a lead in words none of them reads, over a list of types, is read by that list and said", () => {
    const r = read([[lead, "Types we keep to ourselves: Sticker, ResponseParameters, InputFile."]]);
    expect(r.diagnostics.join("\n")).toMatch(
      /warning: "Types we keep to ourselves:" read as the list of types not shown/,
    );
    const opaque = r.model.types.filter((t) => t.kind === "opaque").map((t) => t.name);
    expect(opaque).toEqual(expect.arrayContaining(["Sticker", "ResponseParameters", "InputFile"]));
  });
  it("a lead in words none of them reads, over what is no list of types, is said", () => {
    const r = read([[lead, "Types we keep to ourselves: Sticker, ResponseParameters, some odd things here."]]);
    expect(r.diagnostics.join("\n")).toMatch(/warning: sentence in Conventions .*matches no convention/);
  });
});

describe("the response envelope, stated in other words", () => {
  const success = "Every response is a JSON object with:";
  const failure = "A failed call returns";
  const cases: [string, string][] = [
    [success, "Each response is a JSON object containing:"],
    [success, "All responses are JSON objects with the fields:"],
    [success, "The response is always a JSON object with:"],
    [failure, "On failure, the response has"],
    [failure, "An unsuccessful request returns"],
    [failure, "If the call fails, the response holds"],
    [failure, "Failed calls return"],
    ["(present when `ok` is true;", "(only present if `ok` is true;"],
    ["(present when `ok` is true;", "(set when `ok` equals true;"],
    ["(present when `ok` is true;", "(present when ok is true;"],
    // The type after `optional`, the one value in words, `optionally` between commas, `field of type`.
    ["`description` (String, optional,", "`description` (optional String;"],
    ["returns `ok` false", "returns `ok` equal to false"],
    ["returns `ok` false", "returns `ok` = false"],
    ["and optionally `parameters` of type ResponseParameters", "and, optionally, `parameters` (ResponseParameters)"],
    [
      "and optionally `parameters` of type ResponseParameters",
      "and an optional `parameters` field of type ResponseParameters",
    ],
  ];
  it.each(cases)("%s → %s", (from, to) => {
    const r = read([[from, to]]);
    expect(r.diagnostics).toEqual([]);
    // Field by field, without positions and descriptions: the reworded sentence is longer or shorter.
    const fields = (m: typeof plain.model) =>
      JSON.stringify(m.envelope, (k, v) => (k === "position" || k === "description" ? undefined : v));
    expect(fields(r.model)).toEqual(fields(plain.model));
    expect(r.model.envelope?.failure.length).toBeGreaterThan(2);
    expect(r.model.envelope?.success.find((f) => f.name === "ok")?.type).toEqual({ kind: "literal", value: true });
  });
});
