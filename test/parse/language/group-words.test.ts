// Groups of fields read by what their words say (parse/language/group-words.ts), in wordings written from how API
// references state them (RFC-style MUST NOT, Stripe's "mutually exclusive with", GitHub's "cannot be used together",
// protobuf's oneof comments), and the sentences about fields that are no group.
import { describe, expect, it } from "vitest";
import { buildFrom, doc } from "../../helpers.ts";
import type { ObjectType } from "../../../generator/model/model.ts";

/** A type Body with optional text and photo, the given note on text (and on photo) and the given sentence after it. */
function body(textNote: string, photoNote = "", sentence = ""): { groups: string[][]; diagnostics: string[] } {
  const table = ["| Field | Type | Notes |", "|---|---|---|", `| id | Integer | |`];
  table.push(`| text | String? | ${textNote} |`, `| photo | String? | ${photoNote} |`, `| caption | String? | |`);
  const resources = ["### Body", "", table.join("\n"), "", sentence].join("\n");
  const { model, diagnostics } = buildFrom({ "doc.md": doc({ resources }) });
  const t = model.types.find((x) => x.name === "Body") as ObjectType;
  return { groups: t.groups.map((g) => [g.kind, ...g.fields]), diagnostics };
}

/** A method sendBody with optional text and photo, the given note on text and the given blocks after its table. */
const method = (textNote: string, after: string[]): string =>
  [
    "### sendBody",
    "",
    "Path `/sendBody`. Returns True on success.",
    "",
    "| Parameter | Type | Required | Rules |",
    "|---|---|---|---|",
    `| text | String | No | ${textNote} |`,
    "| photo | String | No | |",
    "",
    ...after,
  ].join("\n");

const AT_MOST = ["at-most-one", "text", "photo"];
const EXACTLY = ["exactly-one", "text", "photo"];
const AT_LEAST = ["at-least-one", "text", "photo"];

describe("a field's note naming the fields it may not stand with: at most one of them", () => {
  it.each([
    "Text of the body; mutually exclusive with photo",
    "Text. Cannot be used together with photo",
    "Text. Must not be set if photo is set",
    "Text. Conflicts with `photo`",
    "Text, incompatible with photo",
    "Never together with photo",
    "Text; can't be combined with `photo`",
    // The note's own field named `this` beside the other; a verb of combining refused; the other excluded.
    "Text; set this or photo, but not both",
    "Text. Don't combine with photo.",
    "Text. Do not combine with `photo`.",
    "Text; excludes `photo`",
    "Text. Precludes `photo`.",
    // The combination refused in other words; a list of names in code after `of`.
    "Text. Not to be used together with photo.",
    "Text. It is an error to pass both this and photo.",
    "Text; specifying photo as well is an error",
    "Text. At most one of `text`, `photo`.",
    // The other named in a part of its own, the words of the group in another.
    "Text. Alternative to `photo`; do not send both.",
    "Text. Use instead of `photo`, not in addition to it.",
  ])("%s", (note) => {
    expect(body(note)).toEqual({ groups: [AT_MOST], diagnostics: [] });
  });
});

// A condition that one field is there, and what the other must then not be (RFC 2119's "If a is present, b MUST NOT
// be present", "omit b when a is given" of HTTP references): never both, whichever way round it is said.
describe("a field shut out when another is there: at most one of them", () => {
  it.each([
    "Text. If photo is passed, this must be omitted",
    // The other named in code after `If`, where a value in code would be what one value does (`If \`0\`, …`).
    "Text. If `photo` is passed, this must be omitted",
    "Text. If set, `photo` must not be set",
    "Text; must be omitted if `photo` is passed",
    "Text; must be absent when photo is present",
    "Text. When photo is given, this field must be left out",
    "Text; omit when `photo` is specified",
    "Text. Not allowed when photo is set",
    "Text. If photo is present, this field MUST NOT be present",
    "Text. Do not pass this parameter if photo is passed",
    "Text. If this is set, photo cannot be used",
    "Text. Leave unset when `photo` is given.",
    "Text. When using this field, omit photo.",
    // Allowed only where the other is not: the same, said from the other side.
    "Text. Only allowed if photo is not set",
    "Text; may only be used when `photo` is absent",
  ])("%s", (note) => {
    expect(body(note)).toEqual({ groups: [AT_MOST], diagnostics: [] });
  });
  it.each([
    "If text is set, photo must be omitted.",
    "When text is present, photo must not be present.",
    "text must be absent if photo is set.",
    "If `text` is given, `photo` cannot be used.",
    "Omit text when photo is passed.",
  ])("%s", (sentence) => {
    expect(body("", "", sentence)).toEqual({ groups: [AT_MOST], diagnostics: [] });
  });
});

// A condition that the other field is absent makes this one depend on it, or be needed without it: no count of a group
// holds that (`Required if photo is not set` stays description, as conditional requirements do), and never both is the
// opposite of what it says.
describe("a field that needs another, or stands in for it: no group", () => {
  it.each([
    "Text. Must not be set if photo is not set",
    "Text. Must not be used when `photo` is absent",
    "Text. Cannot be used unless photo is set",
    "Text. Must not be passed if photo is missing",
    "Text. If photo is not set, this must be omitted",
    "Text. If photo is set, this must be set too",
    "Text. If photo is set, this is ignored",
    "Text. If photo is set, this must not be empty",
    "Text. Only allowed if photo is set",
    "Text. Must not be set if photo or caption is set",
    // In another's stead, not said to exclude it; a plain word in a part of its own is no name.
    "Text. Can be used instead of `photo`",
    "Text. Shown beside the photo; never both bold",
  ])("%s", (note) => {
    expect(body(note).groups).toEqual([]);
  });
});

describe("a field's note naming the fields of which exactly one is there", () => {
  it.each([
    "Text. One of text and photo is required, but not both",
    "Text; mutually exclusive with photo, and one of the two is always present",
    "Exactly one of text and photo is set",
    "Either text or photo is present; never both",
    "Text; precisely one of text or photo is given",
    "Either text or photo must be used, never both",
    // `either` says one of the two, the other not, as the sentences' phrase book reads it.
    "Either this or photo must be set",
    "Either text or photo is required",
    // The names after `either`, then a part that says not both; the whole read, nothing said.
    "Use either text or photo, but not both",
    "Either text or photo, not both",
    // `and only one` set apart by commas.
    "Text. One, and only one, of this field and photo is present.",
  ])("%s", (note) => {
    expect(body(note)).toEqual({ groups: [EXACTLY], diagnostics: [] });
  });
});

describe("a field's note naming the fields of which at least one is there", () => {
  it.each([
    "Text. At least one of text and photo is required",
    "Text. At least one of `text`, `photo` must be present",
    "Text. This or photo (or both) must be set.",
  ])("%s", (note) => {
    expect(body(note)).toEqual({ groups: [AT_LEAST], diagnostics: [] });
  });
  // One of them said to be there, not whether two may be: at least one, which refuses nothing the words allow; said.
  it.each(["Text; one of text or photo must be given", "Text; text or photo must be passed"])(
    "%s (whether two may be: not said)",
    (note) => {
      const r = body(note);
      expect(r.groups).toEqual([AT_LEAST]);
      expect(r.diagnostics).toEqual([
        expect.stringMatching(/not whether two may be: these words read as at least one/),
      ]);
    },
  );
});

describe("at most one and at least one, said apart, are exactly one", () => {
  it.each([
    ["Mutually exclusive with photo", "", "At least one of text or photo is given."],
    ["Text; at least one of text and photo is required", "Cannot be used together with text", ""],
    ["Text. At least one of text and photo is required, but not both", "", ""],
  ])("%s | %s | %s", (textNote, photoNote, sentence) => {
    expect(body(textNote, photoNote, sentence)).toEqual({ groups: [EXACTLY], diagnostics: [] });
  });
});

describe("two notes that state one group give it once", () => {
  it("text: exclusive with photo; photo: exclusive with text", () => {
    expect(body("Mutually exclusive with photo", "Mutually exclusive with text")).toEqual({
      groups: [AT_MOST],
      diagnostics: [],
    });
  });
});

describe("a sentence no phrasing reads, made of the words of a group and the fields' names", () => {
  it.each([
    ["text cannot be used together with photo; one of them is always present", EXACTLY],
    ["One of text and photo is present, but not both.", EXACTLY],
    ["The body carries either text or photo, never both.", EXACTLY],
    ["You get exactly one of text or photo.", EXACTLY],
    ["Only one of text and photo is present at a time, and one always is.", EXACTLY],
    ["text or photo is present, but not both.", EXACTLY],
    ["Only one of `text` and `photo` may be used.", AT_MOST],
    ["text and photo cannot be combined.", AT_MOST],
    ["Contains text or photo: one of them, never both.", EXACTLY],
    ["Has text or photo, not both.", EXACTLY],
    ["At least one of text or photo must be present.", AT_LEAST],
    ["At least one of text and photo is required; both may be given.", AT_LEAST],
    ["Only one of text or photo may be specified.", AT_MOST],
    ["Either text or photo is required.", EXACTLY],
    // Both refused as what the caller does, or as an error; the other excluded; after a label; a list after a colon;
    // `(and only one)` in parentheses.
    ["Do not pass both text and photo.", AT_MOST],
    ["You can't use text together with photo.", AT_MOST],
    ["Specifying both text and photo is an error.", AT_MOST],
    ["Setting both text and photo is not allowed.", AT_MOST],
    ["text excludes `photo`.", AT_MOST],
    ["Note: text conflicts with photo.", AT_MOST],
    ["Use at most one of: text, photo.", AT_MOST],
    ["One (and only one) of text, photo is required.", EXACTLY],
  ])("%s", (sentence, group) => {
    expect(body("", "", sentence)).toEqual({ groups: [group], diagnostics: [] });
  });
  it.each([
    "One of text or photo must be set.",
    "text or photo must be given.",
    "You must specify one of text or photo.",
  ])("%s (whether two may be: not said)", (sentence) => {
    const r = body("", "", sentence);
    expect(r.groups).toEqual([AT_LEAST]);
    expect(r.diagnostics).toEqual([expect.stringMatching(/not whether two may be: these words read as at least one/)]);
  });
});

describe("what is no group of fields: nothing is made of it", () => {
  it.each([
    // One thing counted, not fields: `only one public photo`.
    ["Text. The body can have only one public photo", ""],
    // A habit, a condition, a description of what is ignored.
    ["Text; usually only one of text and photo is set", ""],
    ["Text; ignored when photo is given", ""],
    ["Text; shown with the photo, not both times", ""],
    // What one field is, or that both are there: no count of a group.
    ["Text; contains the caption", ""],
    ["Text. text and photo must be given", ""],
    ["Text. Username of a bot, which will be used for user authorization", ""],
    ["Text; may be set together with photo", ""],
    ["Text. Note: text and photo are both set when the user is known", ""],
    ["Text. Passing both text and photo sends an album", ""],
  ])("%s", (note) => {
    const r = body(note);
    expect(r.groups).toEqual([]);
  });
  // The note's own field alone is no group: said.
  it("a group of the note's own field alone is said, never kept", () => {
    const r = body("Text. Mutually exclusive with `text`");
    expect(r.groups).toEqual([]);
    expect(r.diagnostics.join("\n")).toMatch(/reads as a group, but names no other of Body's own/);
  });
  // What a count leaves out: no group, and nothing to say.
  it.each(["Text. Excludes bots", "Text; excludes deleted messages"])("%s", (note) => {
    expect(body(note)).toEqual({ groups: [], diagnostics: [] });
  });

  it("a sentence that names a word no field of the type has is said, never a group", () => {
    const r = body("", "", "text and sticker cannot be combined.");
    expect(r.groups).toEqual([]);
    expect(r.diagnostics.join("\n")).toMatch(/reads as a group of fields of Body, but "sticker" is no field of it/);
  });

  it("a note whose group names no field of the type is said, never dropped", () => {
    const r = body("Text; mutually exclusive with sticker");
    expect(r.groups).toEqual([]);
    expect(r.diagnostics.join("\n")).toMatch(/reads as a group, but "sticker" is not one of Body's own/);
  });

  it("a sentence about something else, with a word of groups in it, is description", () => {
    const r = body("", "", "Only one photo is sent per body; the caption applies to it.");
    expect(r).toEqual({ groups: [], diagnostics: [] });
  });
});

describe("a group of a method's parameters, from a note or a sentence", () => {
  const endpoints = (note: string, sentence = "") => method(note, [sentence]);
  it.each([
    ["Text; mutually exclusive with photo", "", AT_MOST],
    ["Can't be used together with photo", "", AT_MOST],
    ["Text", "Exactly one of text or photo must be given.", EXACTLY],
    ["Text", "text and photo cannot be combined; one of them is required.", EXACTLY],
    // After a remark's label, as in a type's section.
    ["Text", "Note: text and photo are mutually exclusive.", AT_MOST],
    ["Text", "Important: do not pass both text and photo.", AT_MOST],
    // One shut out when the other is there.
    ["Must be omitted if `photo` is passed", "", AT_MOST],
    ["Text", "If `text` is specified, `photo` must not be specified.", AT_MOST],
  ])("%s %s", (note, sentence, group) => {
    const { model, diagnostics } = buildFrom({ "doc.md": doc({ endpoints: endpoints(note, sentence) }) });
    const m = model.methods.find((x) => x.name === "sendBody");
    expect(m?.groups?.map((g) => [g.kind, ...g.fields])).toEqual([group]);
    expect(diagnostics).toEqual([]);
  });
  it("a sentence naming a parameter and a word no parameter has is said", () => {
    const sentence = "text and sticker cannot be combined.";
    const { model, diagnostics } = buildFrom({ "doc.md": doc({ endpoints: endpoints("Text", sentence) }) });
    expect(model.methods.find((x) => x.name === "sendBody")?.groups).toBeUndefined();
    expect(diagnostics.join("\n")).toMatch(
      /reads as a group of parameters of sendBody, but "sticker" is not one of its parameters/,
    );
  });
});

describe("a group's intro and a bulleted list of a method's parameters", () => {
  const endpoints = (intro: string, items: string[]) => method("", [intro, "", ...items]);
  const read = (intro: string, items: string[]) => {
    const { model, diagnostics } = buildFrom({ "doc.md": doc({ endpoints: endpoints(intro, items) }) });
    const m = model.methods.find((x) => x.name === "sendBody");
    return { groups: m?.groups?.map((g) => [g.kind, ...g.fields]), diagnostics };
  };
  it.each([
    ["Exactly one of the following must be passed:", ["- text", "- photo"], EXACTLY],
    ["Exactly one of these parameters is required:", ["- `text`", "- `photo`"], EXACTLY],
    ["At most one of the following parameters may be given:", ["* text: the text", "* photo — a photo"], AT_MOST],
    ["At least one of the following must be set:", ["- text", "- photo"], AT_LEAST],
  ])("%s %j", (intro, items, group) => {
    expect(read(intro, items)).toEqual({ groups: [group], diagnostics: [] });
  });
  it("an intro no list follows is description, said", () => {
    const r = read("Exactly one of the following must be passed:", []);
    expect(r.groups).toBeUndefined();
    expect(r.diagnostics.join("\n")).toMatch(/opens a group of parameters, but no list of them follows it/);
  });
  it("a list naming what is no parameter is said, never a group", () => {
    const r = read("Exactly one of the following must be passed:", ["- text", "- sticker"]);
    expect(r.groups).toBeUndefined();
    expect(r.diagnostics.join("\n")).toMatch(/"sticker" is not one of its parameters/);
  });
});

describe("a group's intro and a bulleted list of its fields", () => {
  const section = (intro: string, items: string[]) =>
    [
      "### Body",
      "",
      intro,
      "",
      ...items,
      "",
      "| Field | Type | Notes |",
      "|---|---|---|",
      "| id | Integer | |",
      "| text | String? | |",
      "| photo | String? | |",
    ].join("\n");
  it.each([
    ["Exactly one of the following fields is present:", ["- text", "- photo"], EXACTLY],
    ["Exactly one of these fields will be set:", ["- `text`", "- `photo`"], EXACTLY],
    ["Precisely one of the following is given:", ["- text: the text", "- photo — a photo"], EXACTLY],
    ["Exactly one of the following must be set:", ["* text", "* photo"], EXACTLY],
    ["At most one of the following fields is present:", ["- text", "- photo"], AT_MOST],
    ["No more than one of the following may be set:", ["- `text`", "- `photo`"], AT_MOST],
  ])("%s", (intro, items, group) => {
    const { model, diagnostics } = buildFrom({ "doc.md": doc({ resources: section(intro, items) }) });
    const t = model.types.find((x) => x.name === "Body") as ObjectType;
    expect([t.groups.map((g) => [g.kind, ...g.fields]), diagnostics]).toEqual([[group], []]);
  });
  it("a list naming a word no field of the type has is said, never a group", () => {
    const resources = section("Exactly one of the following fields is present:", ["- text", "- sticker"]);
    const { model, diagnostics } = buildFrom({ "doc.md": doc({ resources }) });
    expect((model.types.find((x) => x.name === "Body") as ObjectType).groups).toEqual([]);
    expect(diagnostics.join("\n")).toMatch(/"sticker" is no field of it/);
  });
});
