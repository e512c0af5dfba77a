// Hedges and modality block constraints (issue 27, item 2): a bound, length, list length, enum or default said with
// "or so", "about", "roughly", "-ish", "typically", "usually", "e.g.", "for example", "recommended" or "may" is an
// estimate, a habit or an example, never a rule every value keeps: it yields no constraint, and a warning says what
// was not enforced and why. Written from how API references hedge; each has a control, the same bound said plainly.
import { describe, expect, it } from "vitest";
import type { Constraints, TypeRef } from "../../../generator/model/model.ts";
import { readNote } from "../../note.ts";

const int: TypeRef = { kind: "integer" };
const str: TypeRef = { kind: "string" };
const list: TypeRef = { kind: "array", items: str };

/** What a note gives beyond an Integer's own width. */
const bounds = (c: Constraints) => {
  const { integerBits: _, ...rest } = c;
  return rest;
};

describe("hedged notes yield no constraint and warn", () => {
  const hedged: [string, TypeRef][] = [
    ["up to 7 or so", int],
    ["roughly 1-100ish", int],
    // A bound taken back by what follows it; what is so in name only; a place somewhere in a range.
    ["up to 10 or more", int],
    ["Up to 64 characters or longer", str],
    ["at least 10 or fewer", int],
    ["nominally 1-10", int],
    ["notionally at most 100", int],
    ["somewhere between 1 and 10", int],
    ["somewhere around 50 at most", int],
    // What most values do, what is a good choice, what may move, what holds in theory; an estimate after its unit.
    ["Most values fall between 1 and 100", int],
    ["1-100 is a good range", int],
    ["at most 100 (subject to change)", int],
    ["at most 100 (may change)", int],
    ["currently at most 100, may be raised", int],
    ["up to 100, though this may change", int],
    ["Up to 64 characters or so", str],
    ["at most 100 (approximate)", int],
    ["not more than 100, give or take", int],
    // An estimate, a mean or a habit in other words; advice to the caller; a bound's word after an estimate.
    ["More or less 1-100", int],
    ["On average 1-100", int],
    ["By convention 1-100", int],
    ["A reasonable maximum is 100", int],
    ["Keep it under 100", int],
    ["Try to stay below 100", int],
    ["It is wise to use at most 100", int],
    ["100-ish max", int],
    ["~100 max", int],
    ["about 64 at most", int],
    ["at least 1 (best effort)", int],
    ["Up to 100 in theory", int],
    ["about 64 characters", str],
    ["around 10 items", list],
    ["approximately 1-4096 characters", str],
    ["Typically 1-64 characters", str],
    ["usually at most 100", int],
    ["e.g. up to 10 items", list],
    ["for example 5-20 characters", str],
    ["Recommended length: 32-64 characters", str],
    ["May be up to 200 characters", str],
    ["1-100-ish", int],
    ["at most 50 or thereabouts", int],
    ["a value of roughly 30 seconds", int],
    ["In most cases 1-10", int],
    ["Mostly under 10", int],
    ["Should generally be under 100", int],
    ["Often 1-10, sometimes more", int],
    ["probably at most 5", int],
    ["in general up to 20 items", list],
    ["as a rule 1-64 characters", str],
    // A second set: an example's bound, a hedge as a part or parenthesis of its own, advice and habits in other words.
    ["e.g. 1-100", int],
    ["Count, say 1-100", int],
    ["for instance, up to 10 items", list],
    ["Up to 10, for example", int],
    ["1-100 (approximately)", int],
    ["Up to 50 (typically)", int],
    ["at most 64 characters (e.g.)", str],
    ["Up to 10, though more may be allowed", int],
    ["Suggested range 1-10", int],
    ["We suggest 1-10", int],
    ["Aim for 1-10", int],
    ["A value of 1-10 is typical", int],
    ["Common values are 1-10", int],
    ["At least 1 is advisable", int],
    ["Might be up to 100", int],
    ["Could be at most 100", int],
    ["1-100 (roughly)", int],
    ["about [0, 100)", int],
    // An estimate after a bound word (`up to ~100`, `at most about 50`).
    ["Up to ~100", int],
    ["at most about 50", int],
    ["Under roughly 10 seconds", int],
    ["no more than approximately 20 items", list],
    // How often, what seems so, advice as a label, a bound that varies or is not checked, a rule of thumb.
    ["As a rule of thumb, up to 50", int],
    ["Suggested: 1-10", int],
    ["Depending on the client, up to 4096 characters", str],
    ["Up to 4096 characters, depending on the client", str],
    ["Limited to 1-10 for most bots", int],
    ["Seems to be at most 20", int],
    ["Reportedly up to 200", int],
    ["We think 1-10 is fine", int],
    ["Best kept between 1 and 10", int],
    ["Rarely more than 5", int],
    ["Almost always 0", int],
    ["Up to 10 (not enforced)", int],
    ["Up to 10, not strictly enforced", int],
    ["1-100, but larger values are accepted", int],
    ["At most 100, though smaller values are tolerated", int],
    // A default said of an estimate or a habit.
    ["Defaults to around 40", int],
    ["Defaults to something like 40", int],
    ["The default is usually 40", int],
    ["Defaults to 40 for most bots", int],
    // A soft limit, what works best, and a note that says values beyond its bounds may pass, in any clause.
    ["max 100 (soft limit)", int],
    ["Up to 100; this is not a hard limit", int],
    ["Values like 1-10 work best", int],
    ["1-100 for best results", int],
    ["1-100; larger values may work", int],
    ["up to 64 characters; longer texts are sometimes accepted", str],
    // Where most deployments are, a preference, and a parenthesis that says where more is allowed.
    ["In most deployments, at most 100", int],
    ["Prefer values below 100", int],
    ["Up to 100 (more on a local server)", int],
    // Taken back in a sentence of its own: the bound may change, is not enforced, is an estimate, or is clamped.
    ["1-100. This limit may change.", int],
    ["1-100. The limit may be raised in future versions.", int],
    ["1-100. The limit is 100 for now and may be raised.", int],
    ["Up to 100 at present, but may be increased", int],
    ["1-100. These bounds are not enforced by the server.", int],
    ["Up to 100. Note: this is approximate.", int],
    ["Up to 64 characters. This is a rough guideline.", str],
    ["At most 100. Larger values are clamped.", int],
    ["Between 1 and 100. Values outside this range are silently clamped.", int],
    ["Between 1 and 100. Values greater than 100 are clamped to 100.", int],
    ["Must be 1-100. Values outside [1, 100] are clamped.", int],
    ["Values outside 1-100 are clamped", int],
    ["1-100; values above 100 are treated as 100", int],
    ["Up to 100. Numbers larger than 100 are silently capped.", int],
    ["Up to 64 characters; longer values are truncated", str],
    ["Up to 64 characters; longer texts are cut off", str],
    ["Up to 100 by default", int],
    ["At most 100 per default", int],
    ["Up to 100; bots with a higher tier get more", int],
    ["Up to 100 under normal conditions", int],
    ["Should not normally exceed 100", int],
    ["At most 64 characters (longer with a premium subscription)", str],
    // A parenthesis that says the bound is soft or advice; an estimate in words; `some` before a number.
    ["1-100 (soft)", int],
    ["1-100 (typical)", int],
    ["Up to 100 (estimate)", int],
    ["Up to 100 (rule of thumb)", int],
    ["A rough upper bound is 100", int],
    ["An approximate maximum of 100", int],
    ["Up to 100 (advisory)", int],
    ["Up to 100 (best effort)", int],
    ["Up to about a hundred", int],
    ["Some 100 at most", int],
    // A hedge of habit or advice before a bound no phrasing reads: said, never dropped in silence.
    ["best kept under 64 characters", str],
    ["64-ish characters max", str],
    ["we advise staying under 10", int],
    ["Preferably under 10", int],
    ["Typically kept below 100", int],
    ["Ideally somewhat under 50 characters", str],
    // An example that is itself a bound, right after its marker, and no phrasing reads the bound alone.
    ["Short, e.g. under 64 characters", str],
    ["for instance below 100", int],
    // What is usual or expected, and what held in older versions: no rule of every value now.
    ["Count; values of 10-20 are usual", int],
    ["1-100 is normal", int],
    ["Count. Expect values from 1 to 100.", int],
    ["Count; older versions allowed up to 100", int],
    ["Previously limited to 100", int],
    ["It used to be at most 64 characters", str],
  ];
  it.each(hedged)("%s", (note, type) => {
    const reading = readNote(note, type);
    expect(bounds(reading.constraints)).toEqual({});
    expect(reading.type).toEqual(type);
    expect(reading.findings.map((f) => f.message).join()).toMatch(/hedged|not enforced/);
  });
});

// A default given as a range of values says no bound every value keeps and no one value used when none is given.
describe("a default given as a range yields no constraint and warns", () => {
  const ranged = [
    "Default 1-10",
    "Default: 1-10",
    "Defaults to 1-10",
    "The default is 1 to 10",
    "By default 1-10",
    "Default value: between 1 and 10",
    "If omitted, defaults to 1 through 10",
  ];
  it.each(ranged)("%s", (note) => {
    const reading = readNote(note, int);
    expect(bounds(reading.constraints)).toEqual({});
    expect(reading.findings.map((f) => f.message).join()).toMatch(/default/);
  });
  // The controls: a default and a range, each said of its own.
  it.each([
    ["Default 5. Range 1-10", { minimum: 1, maximum: 10, default: 5 }],
    ["1-10, default 5", { minimum: 1, maximum: 10, default: 5 }],
    ["Defaults to 5; 1-10", { minimum: 1, maximum: 10, default: 5 }],
    ["0 (default) to 10", { minimum: 0, maximum: 10, default: 0 }],
  ])("%s", (note, want) => {
    const reading = readNote(note, int);
    expect(bounds(reading.constraints)).toEqual(want);
    expect(reading.findings).toEqual([]);
  });
});

describe("the same bounds said plainly are read (the controls)", () => {
  const plain: [string, TypeRef, object][] = [
    ["up to 7", int, { maximum: 7 }],
    ["1-100", int, { minimum: 1, maximum: 100 }],
    ["1-4096 characters", str, { minLength: 1, maxLength: 4096 }],
    ["at most 100", int, { maximum: 100 }],
    ["Additional data about the contact, 0-2048 bytes", str, { maxLength: 2048 }],
    ["This number may have more than 32 significant bits", int, {}],
    ["1-64 characters, usually a short code", str, { minLength: 1, maxLength: 64 }],
    // A hedge word that is no hedge here, or a hedge inside parentheses that does not reach out of them.
    ["At most 4 suggested tip amounts can be specified", list, {}],
    ["Equals 0 when the server scheduled it (for example a video to a big chat)", int, {}],
    // A hedged number without a bound's shape or a unit is description, said in silence (note-phrases.test.ts too).
    ["roughly 100", int, {}],
    ["A video sent to a big chat may be delayed for up to 2 minutes", int, {}],
    // An example after a bound, apart from it, is no case of it and no hedge of it.
    ["Up to 100, for example 20", int, { maximum: 100 }],
    ["Up to 100 (for example 20)", int, { maximum: 100 }],
    // A thing named with a hedge's word is no hedge (`common name`, `suggested tip amounts`).
    ["Common name, 1-64 characters", str, { minLength: 1, maxLength: 64 }],
    ["1-100 (inclusive)", int, { minimum: 1, maximum: 100 }],
    ["Up to 10; more may be allowed by the server in a later version", int, { maximum: 10 }],
    // A bound word before a range is the range.
    ["Limited to 1-10", int, { minimum: 1, maximum: 10 }],
    ["Currently limited to 100 characters", str, { maxLength: 100 }],
    ["1-100; larger values are rejected", int, { minimum: 1, maximum: 100 }],
    ["Pass the offset to receive more results. Offset length cannot exceed 64 bytes.", str, { maxLength: 64 }],
    // Fewer somewhere keeps the maximum of every value.
    ["Up to 100 (fewer for channels)", int, { maximum: 100 }],
    ["At most 100. Larger values are rejected.", int, { maximum: 100 }],
  ];
  it.each(plain)("%s", (note, type, want) => {
    const reading = readNote(note, type);
    expect(bounds(reading.constraints)).toMatchObject(want);
    expect(reading.findings).toEqual([]);
  });
});

describe("a hedge inside parentheses", () => {
  it("does not reach a bound outside them, and reading such a note never fails", () => {
    for (const note of [
      "(e.g. sometimes) up to 10 items",
      "(typically) at most 5 characters",
      "at most 5 (usually 3) items",
    ])
      expect(() => readNote(note, list)).not.toThrow();
    expect(
      readNote("at most 5 (usually 3) items", list)
        .findings.map((f) => f.message)
        .join(),
    ).not.toMatch(/hedged/);
  });
});

// Lists of values: one that its clause leaves open (`etc.`, `and others`, `…`, `non-exhaustive`) or that the note says
// may grow (`more may be added`), or that a habit qualifies (`typically`), names some values, not all of them: no enum,
// and a warning; values named as examples (`for example`, `such as`, `like`) are description, in silence.
describe("open lists of values yield no enum", () => {
  const warned: string[] = [
    "Can be `private`, `group` and others",
    "One of `a`, `b`, `c`, etc.",
    "`a`, `b`, `c`, …",
    "`a`, `b` or `c`, among others",
    "Can be `a`, `b`, and so on",
    "`a` or `b` (non-exhaustive)",
    "One of `a`, `b`, `c` (more may be added later)",
    "Known values: `a`, `b`; others may appear",
    "Currently `a` or `b`; new values may be introduced",
    "Typically `a`, `b` or `c`",
    "Often `a` or `b`",
    "Usually one of `a`, `b`",
    "One of `a`, `b`; other values may be accepted",
    // The values known so far; another value said to be possible.
    "Known values: `a`, `b`",
    "Documented values are `a` and `b`",
    "One of `a`, `b`, or another value in future versions",
    "`a` or `b`, or any other value the client sends",
    "`a`, `b` or some other kind",
    "Maybe `a` or `b`",
    // Taken back in a sentence of its own: the list is no list of every value.
    "`a` or `b`. This list is not exhaustive.",
    "`a` or `b`. New types may appear in future.",
    "`a` or `b`. Clients must handle unknown values.",
    "`a` or `b`. The set of values may grow.",
    "One of `a`, `b`. More kinds may come later.",
    "`a` or `b` (list may be extended)",
    "`a` or `b`; other values are reserved",
    "`a` or `b`. Unknown values should be ignored.",
    // Examples said after the values.
    "`a` or `b`, for example",
    "`a` or `b`, e.g.",
    "`a` or `b` for instance",
  ];
  it.each(warned)("%s", (note) => {
    const reading = readNote(note, str);
    expect(reading.constraints).toEqual({});
    expect(reading.findings.map((f) => f.message).join()).toMatch(/open|hedged/);
  });
  const examples: string[] = [
    "Values like `a` or `b`",
    "For instance `a` or `b`",
    "Such as `a`, `b` or `c`",
    "Including `a`, `b` and `c`",
    "Examples: `a`, `b`",
    "Sample values: `a`, `b`",
    "e.g. `a`, `b`",
    "Typical values: `a`, `b`",
    "Common values: `a` or `b`",
  ];
  it.each(examples)("%s (examples: description)", (note) => {
    const reading = readNote(note, str);
    expect(reading.constraints).toEqual({});
    expect(reading.findings).toEqual([]);
  });
  const closed: [string, string[]][] = [
    ["One of `a`, `b`. Used for emoji, stickers, etc.", ["a", "b"]],
    ["Can be `a`, `b` or `c`", ["a", "b", "c"]],
    ["Currently `a` or `b`", ["a", "b"]],
    ["`a` or `b`; more bytes may follow in the file", ["a", "b"]],
  ];
  it.each(closed)("%s (a closed list, the control)", (note, want) => {
    expect(readNote(note, str).constraints).toEqual({ enum: want });
  });
});

describe("words of permission are no hedge: what may be given is a rule of the value", () => {
  const lists: [string, number][] = [
    ["At most 4 suggested tip amounts may be specified", 4],
    ["Up to 4 amounts may be given", 4],
    ["No more than 10 items can be passed", 10],
    ["You may specify at most 4 suggested tip amounts", 4],
    ["You can pass up to 10 items", 10],
    ["At most 3 entries may also be included", 3],
  ];
  it.each(lists)("%s", (note, max) => {
    const r = readNote(note, list);
    expect(r.type).toMatchObject({ kind: "array", maxItems: max });
    expect(r.findings).toEqual([]);
  });
  // A possibility is still a hedge.
  it.each(["may be up to 4 items", "The list may have up to 4 items"])("%s", (note) => {
    const r = readNote(note, list);
    expect(r.type).not.toHaveProperty("maxItems");
    expect(r.findings.map((f) => f.message).join()).toMatch(/hedged/);
  });
});

describe("what holds on most systems or with some clients is no rule of every value", () => {
  it.each([
    ["up to 255 bytes on most systems", str],
    ["at most 100 with some clients", int],
    ["1-64 characters across many platforms", str],
  ] as [string, TypeRef][])("%s", (note, type) => {
    const r = readNote(note, type);
    expect(bounds(r.constraints)).toEqual({});
    expect(r.findings.map((f) => f.message).join()).toMatch(/hedged/);
  });
});

describe("a bound or a length of one case alone is named, never dropped in silence", () => {
  it.each([
    ["At most 100 in the current implementation", int],
    ["0-200 for quiz polls", int],
    ["0 (off) or 60-86400", int],
    ["1-64 characters, or empty to remove", str],
    ["0-200 characters for quiz polls", str],
    // The case right before the bound, no comma between (a case that opens the clause with a comma says when the
    // value is there: `For text messages, the actual text, 0-4096 characters`).
    ["Count, for supergroups up to 200000", int],
    ["Count; in supergroups at most 200000", int],
    ["Label, for bots 1-64 characters", str],
    // A count of things with a case after it, of a value that is no list.
    ["Count; it took 3 attempts at most in our tests", int],
  ] as [string, TypeRef][])("%s", (note, type) => {
    const reading = readNote(note, type);
    expect(bounds(reading.constraints)).toEqual({});
    expect(reading.findings.map((f) => f.message).join()).toMatch(/of one case only: not enforced/);
  });
});

describe("a default taken back in a sentence of its own is named, never a default", () => {
  it.each([
    "Defaults to 40. This default may change.",
    "1-100, default 100. The default is subject to change.",
    "Default: 40; defaults may vary between servers",
    "40 by default. The default value might be revised later.",
  ])("%s", (note) => {
    const r = readNote(note, int);
    expect(r.constraints.default).toBeUndefined();
    expect(r.findings.map((f) => f.message).join()).toMatch(/taken back: the default may change/);
  });
  it("the bounds of the note stay", () => {
    expect(readNote("1-100, default 100. The default is subject to change.", int).constraints).toEqual({
      minimum: 1,
      maximum: 100,
    });
  });
});

describe("a bound or a default under a condition after it is named, never enforced, never lost", () => {
  it.each([
    ["At most 100 if the bot is verified", int, /bound under a condition only/],
    ["At most 100 unless the chat is a channel", int, /bound under a condition only/],
    ["0-200 characters when the poll is a quiz", str, /bound under a condition only/],
    ["Defaults to 5 if the chat is a group", int, /default under a condition only/],
    // The condition first, opening the clause; a condition after a bare range.
    ["When the poll is a quiz, 1-100", int, /bound under a condition only/],
    ["If the chat is a group, defaults to 5", int, /default under a condition only/],
    ["1-6 if the emoji is a die", int, /bound under a condition only/],
  ] as [string, TypeRef, RegExp][])("%s", (note, type, said) => {
    const r = readNote(note, type);
    expect(r.constraints).toEqual({});
    expect(r.findings.map((f) => f.message).join()).toMatch(said);
  });
  it.each([
    ["If specified, must be between 1 and 10", { minimum: 1, maximum: 10 }],
    ["Between 1 and 10; if the chat is a group, the bot must be an administrator", { minimum: 1, maximum: 10 }],
    // A bound in the condition's own words is what the condition says, not a bound of the value.
    ["If the user is banned for less than 30 seconds, they are banned forever", {}],
  ] as [string, object][])("%s (a condition of the value's presence, or of another clause: read)", (note, want) => {
    expect(readNote(note, int).constraints).toEqual(want);
  });
});

describe("what is said of the value left out bounds no value given; its default is read", () => {
  it.each([
    ["If not given, the server picks a value between 1 and 10", int, {}],
    ["If omitted, at most 64 characters of the title are sent", str, {}],
    [
      "If not specified, nothing will be shown to the user, 0-200 characters",
      str,
      { minLength: 0, maxLength: 200, lengthUnit: "utf16" },
    ],
    ["1-10. If omitted, 5 is used", int, { minimum: 1, maximum: 10, default: 5 }],
    ["When absent, 0", int, { default: 0 }],
    ["If omitted, `all`", str, { default: "all" }],
  ] as [string, TypeRef, object][])("%s", (note, type, want) => {
    const r = readNote(note, type);
    expect(r.constraints).toEqual(want);
    expect(r.findings).toEqual([]);
  });
});

// `may` (RFC 2119's MAY: permitted, not required) and a hedge before a value in code or emptiness: nothing enforced,
// and said; `may only` restricts, and is read.
describe("a permission or a habit before a length, a pattern, a value or emptiness is said, never enforced", () => {
  const hedged: [string, TypeRef][] = [
    ["may contain up to 64 characters", str],
    ["may consist of digits", str],
    ["may include up to 10 items", list],
    ["Usually `HTML`", str],
    ["may be `emoji`", str],
    ["Generally non-empty", str],
    ["Usually not empty", str],
    ["Typically always `emoji`", str],
  ];
  it.each(hedged)("%s", (note, type) => {
    const reading = readNote(note, type);
    expect(reading.constraints).toEqual({});
    expect(reading.type).toEqual(type);
    expect(reading.findings.map((f) => f.message).join()).toMatch(/is hedged/);
  });
  it.each([
    ["may only contain letters", { pattern: "^[A-Za-z]*$" }],
    ["May contain only lowercase letters", { pattern: "^[a-z]*$" }],
    ["can only contain letters, digits and underscores", { pattern: "^[A-Za-z0-9_]*$" }],
    ["can contain up to 64 characters", { maxLength: 64, lengthUnit: "utf16" }],
  ])("%s: read", (note, want) => {
    const reading = readNote(note, str);
    expect(reading.constraints).toEqual(want);
    expect(reading.findings).toEqual([]);
  });
  // An example stays description, said in silence; a possibility of one value under a condition is description.
  it.each([
    ["e.g. `HTML`", str],
    ["For example, `HTML` or `Markdown`", str],
    ["May be 0 if the message isn't sent yet", int],
    ["usually an emoji", str],
  ] as [string, TypeRef][])("%s: description", (note, type) => {
    const reading = readNote(note, type);
    expect(reading.constraints).toEqual({});
    expect(reading.findings).toEqual([]);
  });
});
