// Notes read with the phrase book: for each construct, phrasings an editor may write, and what they must mean;
// then phrases that must not become constraints, and phrases that must be named by a finding.
import { describe, expect, it } from "vitest";
import type { Constraints, TypeRef } from "../../../generator/model/model.ts";
import { readNote } from "../../note.ts";

const I: TypeRef = { kind: "integer" };
const F: TypeRef = { kind: "float" };
const S: TypeRef = { kind: "string" };
const B: TypeRef = { kind: "boolean" };
type ArrayRef = Extract<TypeRef, { kind: "array" }>;
const list = (items: TypeRef): ArrayRef => ({ kind: "array", items });
const users = list({ kind: "ref", name: "User" });

type Case = [note: string, type: TypeRef, want: Constraints];

function constructTable(name: string, cases: Case[]): void {
  describe(name, () => {
    it.each(cases)("%s", (note, type, want) => {
      const r = readNote(note, type);
      expect(r.constraints).toEqual(want);
      expect(r.findings).toEqual([]);
    });
  });
}

constructTable("numeric ranges", [
  ["1-100", I, { minimum: 1, maximum: 100 }],
  ["from 1 to 100", I, { minimum: 1, maximum: 100 }],
  ["between 1 and 100", I, { minimum: 1, maximum: 100 }],
  ["1 to 100 inclusive", I, { minimum: 1, maximum: 100 }],
  ["in the range 1–100", I, { minimum: 1, maximum: 100 }],
  ["0 - 7 * 24 * 60", I, { minimum: 0, maximum: 10080 }],
  ["minute of the week, 0 to 8*24*60", I, { minimum: 0, maximum: 11520 }],
  ["meters, 0-1500", F, { minimum: 0, maximum: 1500 }],
  ["-90 to 90", F, { minimum: -90, maximum: 90 }],
  ["Range 1..100", I, { minimum: 1, maximum: 100 }],
  ["1…100", I, { minimum: 1, maximum: 100 }],
  ["1 ≤ x ≤ 100", I, { minimum: 1, maximum: 100 }],
  ["0 <= value <= 59", I, { minimum: 0, maximum: 59 }],
]);

constructTable("one-sided bounds", [
  ["at most 200", I, { maximum: 200 }],
  ["up to 200", I, { maximum: 200 }],
  ["no more than 200", I, { maximum: 200 }],
  ["maximum 200", I, { maximum: 200 }],
  ["200 or less", I, { maximum: 200 }],
  ["at least 5", I, { minimum: 5 }],
  ["minimum of 5", I, { minimum: 5 }],
  ["5 or more", I, { minimum: 5 }],
  ["greater than 0", I, { minimum: 1 }],
  ["less than 10", I, { maximum: 9 }],
  ["Always positive, a valid date", I, { minimum: 1 }],
  ["must be positive", I, { minimum: 1 }],
  ["Positive", I, { minimum: 1 }],
  ["non-negative", I, { minimum: 0 }],
  ["Max. 100", I, { maximum: 100 }],
  ["min. 5", I, { minimum: 5 }],
  ["≤ 100", I, { maximum: 100 }],
  ["must be ≥ 1", I, { minimum: 1 }],
  [">= 1", I, { minimum: 1 }],
  ["A positive integer", I, { minimum: 1 }],
  ["a positive number of seconds", I, { minimum: 1 }],
  ["<= 100", I, { maximum: 100 }],
]);

constructTable("not empty", [
  ["Non-empty", S, { minLength: 1, lengthUnit: "utf16" }],
  ["must not be empty", S, { minLength: 1, lengthUnit: "utf16" }],
  ["Cannot be empty; up to 64 bytes", S, { minLength: 1, maxLength: 64, lengthUnit: "utf8" }],
  ["up to 64 bytes; can't be empty", S, { minLength: 1, maxLength: 64, lengthUnit: "utf8" }],
  ["is never empty", S, { minLength: 1, lengthUnit: "utf16" }],
  ["Non-empty; 0-64 characters", S, { minLength: 1, maxLength: 64, lengthUnit: "utf16" }],
  ["1..64 characters", S, { minLength: 1, maxLength: 64, lengthUnit: "utf16" }],
  ["max. 64 characters", S, { maxLength: 64, lengthUnit: "utf16" }],
]);

// Two bounds stated of every value hold together; ranges stated for some cases are joined by their hull, and a
// bound stated of every value beside them is one more case of that hull (a narrower case widens nothing).
constructTable("bounds together", [
  ["at least 2, at most 9", I, { minimum: 2, maximum: 9 }],
  ["At least 2; not more than 9", I, { minimum: 2, maximum: 9 }],
  ["not less than 2, not more than 9", I, { minimum: 2, maximum: 9 }],
  ["at most 9, at least 2", I, { minimum: 2, maximum: 9 }],
  ["1-100; at most 50", I, { minimum: 1, maximum: 50 }],
  ["Positive; at most 1000", I, { minimum: 1, maximum: 1000 }],
  ["non-negative, less than 60", I, { minimum: 0, maximum: 59 }],
  ["0.5 or more; at most 2", F, { minimum: 0.5, maximum: 2 }],
  ["1-64; 1-6 for a die", I, { minimum: 1, maximum: 64 }],
  ["1-10; 1-20 for premium chats", I, { minimum: 1, maximum: 20 }],
  ["at most 10; at most 20 for premium chats", I, { maximum: 20 }],
]);

constructTable("string lengths", [
  ["1-64 characters", S, { minLength: 1, maxLength: 64, lengthUnit: "utf16" }],
  ["1 to 64 characters", S, { minLength: 1, maxLength: 64, lengthUnit: "utf16" }],
  ["between 1 and 64 characters", S, { minLength: 1, maxLength: 64, lengthUnit: "utf16" }],
  ["Up to 1024 characters", S, { maxLength: 1024, lengthUnit: "utf16" }],
  ["Limited to 64 characters", S, { maxLength: 64, lengthUnit: "utf16" }],
  ["at most 1024 characters", S, { maxLength: 1024, lengthUnit: "utf16" }],
  ["no more than 1024 characters after entity parsing", S, { maxLength: 1024, lengthUnit: "utf16" }],
  ["1024 characters max", S, { maxLength: 1024, lengthUnit: "utf16" }],
  ["at least 1 character", S, { minLength: 1, lengthUnit: "utf16" }],
  ["1-64 bytes", S, { minLength: 1, maxLength: 64, lengthUnit: "utf8" }],
  ["up to 64 bytes", S, { maxLength: 64, lengthUnit: "utf8" }],
  ["1-64 UTF-16 code units", S, { minLength: 1, maxLength: 64, lengthUnit: "utf16" }],
  [
    "0-1024 characters after entity parsing; must be an exact substring",
    S,
    { minLength: 0, maxLength: 1024, lengthUnit: "utf16" },
  ],
  ["1-100 characters", list(S), { minLength: 1, maxLength: 100, lengthUnit: "utf16" }],
  ["no longer than 64 characters", S, { maxLength: 64, lengthUnit: "utf16" }],
  ["must be no longer than 256 bytes", S, { maxLength: 256, lengthUnit: "utf8" }],
  ["Not longer than 32 characters", S, { maxLength: 32, lengthUnit: "utf16" }],
  ["shall not be longer than 10 characters", S, { maxLength: 10, lengthUnit: "utf16" }],
]);

constructTable("defaults", [
  ["1-100, default 100", I, { minimum: 1, maximum: 100, default: 100 }],
  ["1-100. Defaults to 100", I, { minimum: 1, maximum: 100, default: 100 }],
  ["1-100; the default is 40", I, { minimum: 1, maximum: 100, default: 40 }],
  ["default: 40", I, { default: 40 }],
  ["40 by default", I, { default: 40 }],
  ["If omitted, 40", I, { default: 40 }],
  ["default false", B, { default: false }],
  ["Defaults to `HTML`", S, { default: "HTML" }],
  ["Seconds of long polling; default 0 (short polling, for testing only); should be positive", I, { default: 0 }],
  ["Uses 100 if not set", I, { default: 100 }],
  ["100 is used when omitted", I, { default: 100 }],
  ["Assumes 5 if unspecified", I, { default: 5 }],
  ["30 if not provided", I, { default: 30 }],
]);

constructTable("values after a colon or in parentheses, with or without a last `or`", [
  ["Type of the chat (`sender`, `private` or `group`)", S, { enum: ["sender", "private", "group"] }],
  ["Type of the entity: `mention`, `hashtag`, `url`", S, { enum: ["mention", "hashtag", "url"] }],
  ["How it was obtained: `a`, `b` or `c`", S, { enum: ["a", "b", "c"] }],
  // A slash between values is an `or`.
  ["`upgrade`/`transfer`", S, { enum: ["upgrade", "transfer"] }],
  ["Kind of the origin (`a`/`b`/`c`)", S, { enum: ["a", "b", "c"] }],
]);

constructTable("bounds said as labels, as a bare word, or as what is refused", [
  ["Minimum: 1. Maximum: 200.", I, { minimum: 1, maximum: 200 }],
  ["Maximum allowed value is 86400", I, { maximum: 86400 }],
  ["The minimum value is 2, the maximum is 9", I, { minimum: 2, maximum: 9 }],
  ["Lower bound 5", I, { minimum: 5 }],
  ["Upper limit: 10", I, { maximum: 10 }],
  ["Values above 100 are rejected", I, { maximum: 100 }],
  ["Values below 5 are not allowed", I, { minimum: 5 }],
  ["Under 100", I, { maximum: 99 }],
  ["Must be above 0", I, { minimum: 1 }],
  ["Under 100 characters", S, { maxLength: 99, lengthUnit: "utf16" }],
  ["Maximum: 64 characters", S, { maxLength: 64, lengthUnit: "utf16" }],
  ["Up to 100, for example 20", I, { maximum: 100 }],
  ["Duration in seconds; no longer than 60", I, { maximum: 60 }],
  ["At least 1 and at most 100 characters", S, { minLength: 1, maxLength: 100, lengthUnit: "utf16" }],
  ["New chat title, max 128 characters, min 1", S, { minLength: 1, maxLength: 128, lengthUnit: "utf16" }],
  ["Timeout; 0 (short polling) if not given", I, { default: 0 }],
  ["Currency, which is always `XTR` for now", S, { const: "XTR" }],
  ["Any non-negative integer", I, { minimum: 0 }],
  ["Length between 1 and 64", S, { minLength: 1, maxLength: 64, lengthUnit: "utf16" }],
  ["Length 1-64", S, { minLength: 1, maxLength: 64, lengthUnit: "utf16" }],
  ["Only `asc` and `desc` are supported", S, { enum: ["asc", "desc"] }],
  ["New score (non-negative)", I, { minimum: 0 }],
  ["Identifier (positive)", I, { minimum: 1 }],
  ["Month, an integer in [1, 12]", I, { minimum: 1, maximum: 12 }],
]);

// Values said with a verb of being alone, with only, as a restriction, or as an enumeration; `for now` is no case.
constructTable("values after is, only, restricted to, or an enumeration", [
  ["Is `private`, `group` or `channel`", S, { enum: ["private", "group", "channel"] }],
  ["Can only be `private`, `group` or `channel`", S, { enum: ["private", "group", "channel"] }],
  ["The value is restricted to `private` and `group`", S, { enum: ["private", "group"] }],
  ["Limited to `a` or `b` for now", S, { enum: ["a", "b"] }],
  ["Enumeration of `up`, `down`", S, { enum: ["up", "down"] }],
  ["Values `up` and `down`", S, { enum: ["up", "down"] }],
  ["`up`, `down`, and `left` are the only valid values", S, { enum: ["up", "down", "left"] }],
  ["`up` and `down` are the only ones allowed", S, { enum: ["up", "down"] }],
  ["Set `up` for rising or `down` for falling", S, { enum: ["up", "down"] }],
  ["Send `up` or `down`", S, { enum: ["up", "down"] }],
  ["Restricted to `XTR`", S, { const: "XTR" }],
  ["Can only be `XTR`, for now", S, { const: "XTR" }],
  ["Must be `XTR`, for the time being", S, { const: "XTR" }],
  ["Can only be 1, 2 or 3", I, { enum: [1, 2, 3] }],
  ["1-100 for now", I, { minimum: 1, maximum: 100 }],
  ["One of `a`, `b` in this version", S, { enum: ["a", "b"] }],
]);

// Defaults of a switch's state and of the empty text, and of a server that picks the value left out.
constructTable("defaults in words of a state, of the empty text, of a picking server", [
  ["Defaults to off", B, { default: false }],
  ["Defaults to enabled", B, { default: true }],
  ["Defaults to the empty string", S, { default: "" }],
  ["Empty by default", S, { default: "" }],
  ["An empty string by default", S, { default: "" }],
  ["Empty if not specified", S, { default: "" }],
  ["The service picks 40 when absent", I, { default: 40 }],
  ["If omitted, the server chooses 40", I, { default: 40 }],
  ["When left out: 40", I, { default: 40 }],
]);

// A default said of the value left out in more words: the condition first and the default named after it, the
// condition as `without it` or `in its absence`, the value named by its kind (`the string \`a\``).
constructTable("defaults after a condition of absence, and defaults named by their kind", [
  ["If absent, the default `a` is used.", S, { default: "a" }],
  ["When missing, the default value `a` applies.", S, { default: "a" }],
  ["If left out, the default of 100 is used.", I, { default: 100 }],
  ["If left unset, 100 is used.", I, { default: 100 }],
  ["Without it, 100 is used.", I, { default: 100 }],
  ["In its absence, 100 is used.", I, { default: 100 }],
  ["If no value is given, 100.", I, { default: 100 }],
  ["When not given, the value `a` is used.", S, { default: "a" }],
  ["When omitted, a value of 100 is used.", I, { default: 100 }],
  ["Default is the string `a`.", S, { default: "a" }],
  ["The default value is the string `a`.", S, { default: "a" }],
  ["Default is the number 100.", I, { default: 100 }],
  ["Defaults to the value `a`.", S, { default: "a" }],
  ["Defaults to the string `a`.", S, { default: "a" }],
]);

// Values after a verb of being with the value as its subject, and one value in more words.
constructTable("values after `the value is`, and one value said as had, set or to be", [
  ["Value is `a`, `b` or `c`", S, { enum: ["a", "b", "c"] }],
  ["The value is `a` or `b`.", S, { enum: ["a", "b"] }],
  ["Its value is `a` or `b`.", S, { enum: ["a", "b"] }],
  ["Is `a` or `b`, nothing else", S, { enum: ["a", "b"] }],
  ["The value is `a` or `b` and no other value", S, { enum: ["a", "b"] }],
  ["This is `a` or `b`", S, { enum: ["a", "b"] }],
  ["Only the value `a` is allowed.", S, { enum: ["a"] }],
  ["Always has the value `a`.", S, { const: "a" }],
  ["Has value `a`.", S, { const: "a" }],
  ["Set to `a` for this type.", S, { const: "a" }],
  ["Will be `a`.", S, { const: "a" }],
  ["Will always be `a`.", S, { const: "a" }],
]);

// What each end of a range means, in words in parentheses (a scale's ends), is no part of the range's numbers.
constructTable("ranges whose ends are labelled in parentheses", [
  ["Priority from 0 (lowest) to 9 (highest)", I, { minimum: 0, maximum: 9 }],
  ["From 0 (lowest) to 9 (highest)", I, { minimum: 0, maximum: 9 }],
  ["0 (off) to 100 (max)", I, { minimum: 0, maximum: 100 }],
  ["Between 0 (none) and 100 (full)", I, { minimum: 0, maximum: 100 }],
  ["From 1 (least) through 5 (most)", I, { minimum: 1, maximum: 5 }],
  ["Ranges from 0 (fully transparent) to 255 (opaque)", I, { minimum: 0, maximum: 255 }],
]);

// An end marked the default (`0 (default) to 5`) is both: the range's end and the value used when none is given.
constructTable("ranges whose first end is marked the default", [
  ["0 (default) to 5", I, { minimum: 0, maximum: 5, default: 0 }],
  ["From 0 (default) to 5", I, { minimum: 0, maximum: 5, default: 0 }],
  ["Values 1 (the default) through 10", I, { minimum: 1, maximum: 10, default: 1 }],
  ["Integer between 0 (default) and 100", I, { minimum: 0, maximum: 100, default: 0 }],
  ["Level, 0 (default)-5", I, { minimum: 0, maximum: 5, default: 0 }],
  ["Zoom from 1 (default) to 20 (closest)", I, { minimum: 1, maximum: 20, default: 1 }],
]);

// Signs after a label's colon, and a bound after the adjective and its noun.
constructTable("positive and non-negative after a label, and a bound after them", [
  ["Wait time: a positive integer", I, { minimum: 1 }],
  ["Wait time: non-negative", I, { minimum: 0 }],
  ["Wait time: a non-negative integer no greater than 50.", I, { minimum: 0, maximum: 50 }],
  ["Must be a non-negative number below 50", I, { minimum: 0, maximum: 49 }],
  ["Must be a positive integer below 50", I, { minimum: 1, maximum: 49 }],
  ["Must be a number under 50", I, { maximum: 49 }],
]);

// What a sign of the value means is one case of it, never a bound: negative values are allowed.
describe("what a positive or a negative value means is no bound", () => {
  it.each([
    "A positive value means up, a negative one down",
    "A positive number moves forward",
    "Positive values move forward; negative values move back",
    "Note: a positive value means up, a negative one down",
    "Shift: positive means right",
    "Offset: a positive or negative integer",
    "A value below 50 disables the timer",
  ])("%s", (note) => {
    expect(readNote(note, I).constraints).toEqual({});
  });
});

// The class of the first character (`Must start with a letter`), and an end said out of a range (`exclusive of 1`).
constructTable("the first character's class, and an end said out of the range", [
  ["Must start with a letter", S, { pattern: "^[A-Za-z]" }],
  ["Begins with a lowercase letter", S, { pattern: "^[a-z]" }],
  ["Must start with a digit", S, { pattern: "^[0-9]" }],
  [
    "1-32 characters, must begin with a capital letter",
    S,
    { minLength: 1, maxLength: 32, lengthUnit: "utf16", pattern: "^[A-Z]" },
  ],
  ["First character must be a letter", S, { pattern: "^[A-Za-z]" }],
  ["The first character is always a digit", S, { pattern: "^[0-9]" }],
  // Characters the value never holds: spaces, any whitespace, line breaks.
  ["Must not contain spaces", S, { pattern: "^[^ ]*$" }],
  ["Cannot contain whitespace", S, { pattern: "^\\S*$" }],
  ["No spaces allowed", S, { pattern: "^[^ ]*$" }],
  ["Line breaks are not allowed", S, { pattern: "^[^\\n\\r]*$" }],
  ["1-64 characters, no whitespace", S, { minLength: 1, maxLength: 64, lengthUnit: "utf16", pattern: "^\\S*$" }],
  ["ASCII characters only", S, { pattern: "^[\\x00-\\x7F]*$" }],
  ["Only ASCII", S, { pattern: "^[\\x00-\\x7F]*$" }],
  ["ASCII only", S, { pattern: "^[\\x00-\\x7F]*$" }],
  ["1 to 10, exclusive of 10", I, { minimum: 1, maximum: 9 }],
  ["1-10 exclusive of fees", I, { minimum: 1, maximum: 10 }],
]);

// Two patterns anchored at the start both hold: the shorter as a lookahead of the other; two that cannot be joined
// are said, never one put in place of the other in silence.
constructTable("two patterns, both enforced", [
  ["Letters and digits only; must start with a letter", S, { pattern: "^(?=[A-Za-z])[A-Za-z0-9]*$" }],
  ["Digits only; must start with `1`", S, { pattern: "^(?=1)[0-9]*$" }],
]);
describe("two patterns that cannot be joined are said", () => {
  it("Must match `a|b`; digits only", () => {
    const r = readNote("Must match `^a|b$`; digits only", S);
    expect(r.findings[0]?.message).toMatch(/second pattern/);
  });
});

// Two values as bare words after a word of values (`One of: asc, desc`, `Either asc or desc`): no values are read
// from bare words, and the clause is said, never lost.
describe("two bare words after a word of values are said", () => {
  it.each([
    "One of: asc, desc",
    "Either asc or desc",
    "Must be private or public",
    "Accepted values: asc, desc",
    "Enum: asc, desc, none",
    "Possible values are private or public",
  ])("%s", (note) => {
    const r = readNote(note, S);
    expect(r.constraints).toEqual({});
    expect(r.findings).toHaveLength(1);
  });
});

// A power with what is taken from it (`2^31-1`) is one number; the first end of a range is never a value of its own.
constructTable("powers less one, and ranges that are no default", [
  ["At most 2^31-1", I, { maximum: 2147483647 }],
  ["Up to 2^31 - 1", I, { maximum: 2147483647 }],
  ["Between 1 and 2^31 − 1", I, { minimum: 1, maximum: 2147483647 }],
  ["-2^31 to 2^31-1", I, { minimum: -2147483648, maximum: 2147483647, integerBits: 52 }],
  ["Defaults to 2^31-1", I, { default: 2147483647 }],
  ["From 2^10-2^20", I, { minimum: 1024, maximum: 1048576 }],
  // A power in superscript, an exponent, thousands, a sign in words: the number they make, never its first digits.
  ["Up to 2³¹−1", I, { maximum: 2147483647 }],
  ["At most 1e3", I, { maximum: 1000 }],
  ["No more than 10k", I, { maximum: 10000 }],
  ["1.5k max", I, { maximum: 1500 }],
  ["Minus 1 to 100", I, { minimum: -1, maximum: 100 }],
  ["From minus 90 to 90", F, { minimum: -90, maximum: 90 }],
  ["Up to 1 million", I, { maximum: 1000000 }],
  ["Up to a million", I, { maximum: 1000000 }],
  ["At most 2.5 thousand", I, { maximum: 2500 }],
]);

// What the server picks when the value is left out is described (as `a value between 1 and 10` is, in hedges.test.ts).
describe("a range said of the value left out is never a default of its first end", () => {
  it.each([
    ["If omitted, the server picks 1-10.", I],
    ["If omitted, 1-100 characters.", S],
    ["If omitted, 5 or more.", I],
  ] as const)("%s", (note, type) => {
    expect(readNote(note, type).constraints).toEqual({});
  });
});

// Sets of characters in more words: hexadecimal digits, `solely`, `Valid characters are …`.
constructTable("characters: hex digits, consisting solely of, valid characters are", [
  ["Hex digits only", S, { pattern: "^[0-9A-Fa-f]*$" }],
  ["Lowercase hex digits only", S, { pattern: "^[0-9a-f]*$" }],
  ["Only hexadecimal characters", S, { pattern: "^[0-9A-Fa-f]*$" }],
  ["Consists solely of digits", S, { pattern: "^[0-9]*$" }],
  ["Composed exclusively of digits", S, { pattern: "^[0-9]*$" }],
  ["Valid characters are letters, digits and `_`", S, { pattern: "^[A-Za-z0-9_]*$" }],
]);

// A note that opens with a word for an actor (`Bot`, `User`) used as a noun is no sentence of what the actor does.
constructTable("an actor's word as a noun before a length", [
  ["Bot name, 0 to 64 characters", S, { minLength: 0, maxLength: 64, lengthUnit: "utf16" }],
  ["User name, up to 64 characters", S, { maxLength: 64, lengthUnit: "utf16" }],
  [
    "Bot name, 0 to 64 characters; pass an empty string to clear it",
    S,
    { minLength: 0, maxLength: 64, lengthUnit: "utf16" },
  ],
  // A requirement under a condition, or what a value means, ends at its comma: what follows is read.
  ["Required for channels, 1-64 characters", S, { minLength: 1, maxLength: 64, lengthUnit: "utf16" }],
  ["Needed when editing, at most 100", I, { maximum: 100 }],
  // The value named as such before what it must be: the note's own value, never another's.
  ["The value must be in 1-100", I, { minimum: 1, maximum: 100 }],
  ["The count must be in the range 1-100", I, { minimum: 1, maximum: 100 }],
  ["The number must be equal to 5", I, { const: 5 }],
  ["The value must be set to `XTR`", S, { const: "XTR" }],
  // What `i.e.` restates, and what follows an actor's sentence after its comma, are read.
  ["The period, i.e. 60-86400 seconds", I, { minimum: 60, maximum: 86400 }],
  ["Defaults to 0, i.e. no limit", I, { default: 0 }],
  ["The bot must be an administrator, at most 100", I, { maximum: 100 }],
]);

describe("what a value means ends at its comma: a bound of the other case after it is named", () => {
  it.each([
    ["0 means unlimited, otherwise 1-100", I],
    ["`all` means every kind, otherwise 1-64 characters", S],
  ] as [string, TypeRef][])("%s", (note, type) => {
    const r = readNote(note, type);
    expect(r.constraints).toEqual({});
    expect(r.findings.length).toBe(1);
  });
});

// A bound in another unit of time than the one the note counts the value in is that bound in the value's unit.
constructTable("a bound in another unit of time than the value's", [
  ["Up to 1 hour, in seconds", I, { maximum: 3600 }],
  ["Between 1 and 60 minutes, in seconds", I, { minimum: 60, maximum: 3600 }],
  ["Timeout in seconds, at most 1 minute", I, { maximum: 60 }],
  ["Duration in minutes, at most 60 minutes", I, { maximum: 60 }],
  ["Period in seconds, between 60 and 86400", I, { minimum: 60, maximum: 86400 }],
]);

describe("a bound that is no whole number of the value's unit of time is named", () => {
  it("Duration in minutes, at most 90 seconds", () => {
    const r = readNote("Duration in minutes, at most 90 seconds", I);
    expect(r.constraints).toEqual({});
    expect(r.findings.map((f) => f.message).join()).toMatch(/no whole number of the unit the value is counted in/);
  });
});

// A length the value has, said with `a length of` or in the plural, or counted in digits (one code unit each).
constructTable("a length had, in the plural, or in digits", [
  ["Must have a length of 1-64", S, { minLength: 1, maxLength: 64, lengthUnit: "utf16" }],
  ["Has a length of at most 64", S, { maxLength: 64, lengthUnit: "utf16" }],
  ["A length of at least 2 characters", S, { minLength: 2, lengthUnit: "utf16" }],
  ["Length of 1..64", S, { minLength: 1, maxLength: 64, lengthUnit: "utf16" }],
  ["lengths 1-64", S, { minLength: 1, maxLength: 64, lengthUnit: "utf16" }],
  ["Must have a length of 1-10", list(S), {}],
  ["1-10 digits", S, { minLength: 1, maxLength: 10, lengthUnit: "utf16" }],
  ["The code, exactly 6 digits", S, { minLength: 6, maxLength: 6, lengthUnit: "utf16" }],
  ["Up to 15 digits", S, { maxLength: 15, lengthUnit: "utf16" }],
]);

constructTable("defaults written as code: the JSON literal for a type that takes no text", [
  ["Defaults to `true` if omitted.", B, { default: true }],
  ["Defaults to `false`.", B, { default: false }],
  ["Defaults to `20`.", I, { default: 20 }],
  ["Defaults to `1.5`.", F, { default: 1.5 }],
  ["Defaults to `true`.", S, { default: "true" }],
]);

// A negation turns a bound the other way round: "cannot be less than 5" is at least 5, never at most 4.
constructTable("negated bounds, read as the bound they leave", [
  ["Must not be greater than 10.", I, { maximum: 10 }],
  ["Cannot be less than 5.", I, { minimum: 5 }],
  ["Should not be above 10.", I, { maximum: 10 }],
  ["May not be below 3.", I, { minimum: 3 }],
  ["Not greater than 9.", I, { maximum: 9 }],
  ["Never more than 4.", I, { maximum: 4 }],
  ["Is never less than 1.", I, { minimum: 1 }],
  ["Can not be greater than 8.", I, { maximum: 8 }],
  ["Must not be shorter than 3 characters.", S, { minLength: 3, lengthUnit: "utf16" }],
  ["Can't be longer than 10 characters.", S, { maxLength: 10, lengthUnit: "utf16" }],
  ["Not longer than 20 bytes.", S, { maxLength: 20, lengthUnit: "utf8" }],
  ["Must not be negative.", I, { minimum: 0 }],
]);

// Thousands grouped by commas are one number: "up to 1,000" was maximum 1.
constructTable("numbers with thousands separators", [
  ["Up to 1,000.", I, { maximum: 1000 }],
  ["At most 4,096 characters.", S, { maxLength: 4096, lengthUnit: "utf16" }],
  ["1,000-10,000", I, { minimum: 1000, maximum: 10000 }],
  ["Between 1 and 1,000,000", I, { minimum: 1, maximum: 1000000 }],
  ["One of 1,000, 2,000 or 3,000", I, { enum: [1000, 2000, 3000] }],
  // Groups of other than three digits are a list written without spaces, never one number.
  ["One of 100,20 or 3", I, { enum: [100, 20, 3] }],
  // Thousands grouped by a space, plain, thin or no-break.
  ["1-99 999", I, { minimum: 1, maximum: 99999 }],
  ["Up to 10\u202f000", I, { maximum: 10000 }],
  ["Between 1 and 1\u00a0000\u00a0000", I, { minimum: 1, maximum: 1000000 }],
  ["1 to 99 999, default 100", I, { minimum: 1, maximum: 99999, default: 100 }],
]);

constructTable("ranges, constants and values in more words", [
  ["From 0 up to 100.", I, { minimum: 0, maximum: 100 }],
  ["Must equal `square`.", S, { const: "square" }],
  ['Valid options are "a", "b" and "c".', S, { enum: ["a", "b", "c"] }],
  ["Must be `a`, `b` or `c`.", S, { enum: ["a", "b", "c"] }],
]);

constructTable("more wordings of defaults and emptiness", [
  ["When omitted, 100 is used.", I, { default: 100 }],
  ["Greater than zero.", I, { minimum: 1 }],
  ["Empty string is not allowed.", S, { minLength: 1, lengthUnit: "utf16" }],
]);

constructTable("constants", [
  ["Always 0; distinguishes it from a regular message", I, { const: 0 }],
  ["always equals 0", I, { const: 0 }],
  ["Is always 0", I, { const: 0 }],
  ["must always be `bot`", S, { const: "bot" }],
  ["Always `private`", S, { const: "private" }],
]);

constructTable("enums", [
  ["One of `private`, `group`, `supergroup`, `channel`", S, { enum: ["private", "group", "supergroup", "channel"] }],
  ["One of `a`, `b`, or `c`.", S, { enum: ["a", "b", "c"] }],
  ["one of `a`, `b` and `c`", S, { enum: ["a", "b", "c"] }],
  ["`regular` or `quiz`", S, { enum: ["regular", "quiz"] }],
  ["either `regular` or `quiz`", S, { enum: ["regular", "quiz"] }],
  ["Can be `regular` or `quiz`", S, { enum: ["regular", "quiz"] }],
  ["Possible values: `regular`, `quiz`", S, { enum: ["regular", "quiz"] }],
  ["must be one of the following: `x`, `y`", S, { enum: ["x", "y"] }],
  ["`quiz` allows only quiz polls; `regular` only regular polls; otherwise any", S, { enum: ["quiz", "regular"] }],
  // A label and a colon, then two values or more.
  ["Values: `a`, `b`, `c`.", S, { enum: ["a", "b", "c"] }],
  ["Allowed: `up`, `down`", S, { enum: ["up", "down"] }],
  ["Options: `x` or `y`", S, { enum: ["x", "y"] }],
  ["Supported values: `1d`, `1w`", S, { enum: ["1d", "1w"] }],
  // A description, a colon, and the values it may take.
  ["how it was obtained: `a` or `b`", S, { enum: ["a", "b"] }],
  ["Source of the value: `web`, `app` or `api`", S, { enum: ["web", "app", "api"] }],
  ["Format of the sticker: “static”, “animated” or “video”", S, { enum: ["static", "animated", "video"] }],
  // The values as they are now (`currently`), each perhaps explained after it.
  ["Can currently be `a`, `b` or `c`", S, { enum: ["a", "b", "c"] }],
  ["May currently be `a`, `b` or `c`", S, { enum: ["a", "b", "c"] }],
  ["Is currently `a`, `b` or `c`", S, { enum: ["a", "b", "c"] }],
  ["Is presently one of `a`, `b`", S, { enum: ["a", "b"] }],
  [
    "Type of the entity. Can currently be `mention` (@username), `hashtag` (#hashtag), or `url` (link)",
    S,
    { enum: ["mention", "hashtag", "url"] },
  ],
  ["Can be `mention` (@username), `hashtag` (#hashtag), or `url` (link)", S, { enum: ["mention", "hashtag", "url"] }],
  // Numbers: `either`, `possible values are`, `must be … degrees`.
  ["Either 0 or 1", I, { enum: [0, 1] }],
  ["Possible values are 1, 2, 4 and 8", I, { enum: [1, 2, 4, 8] }],
  ["Must be 0, 90, 180 or 270", I, { enum: [0, 90, 180, 270] }],
  ["Must be 0, 90, 180 or 270 degrees", I, { enum: [0, 90, 180, 270] }],
  // `sample` as a noun opens no examples.
  ["Audio sample format: `pcm` or `opus`", S, { enum: ["pcm", "opus"] }],
]);

describe("no statement starts inside a list of numbers", () => {
  // `180 or 270 degrees` is the tail of a list, never a count of two (it gave 180..270).
  it.each(["0, 90, 180 or 270 degrees", "Either 0 or 1, or any positive value"])("%s", (note) => {
    expect(readNote(note, I).constraints).toEqual({});
  });
});

constructTable("defaults in other words", [
  ["Falls back to `HTML`", S, { default: "HTML" }],
  ["uses 40 if none is given", I, { default: 40 }],
  ["If not specified, the default (false) is used", B, { default: false }],
  ["When omitted, false is assumed", B, { default: false }],
  ["40 unless specified otherwise", I, { default: 40 }],
  ["if not set, false", B, { default: false }],
  ["If unset, 30", I, { default: 30 }],
  // A statement of its own after a range and a comma is no part of a list of numbers.
  ["1 to 10, 1 if omitted", I, { minimum: 1, maximum: 10, default: 1 }],
  ["Falls back to 40 when omitted", I, { default: 40 }],
  ["Omit for the default of 40", I, { default: 40 }],
  ["Assumed false if not given", B, { default: false }],
]);

// The default named by what the value is (`The default mode is …`), after `unless specified`, or in parentheses
// after the values; the values said with what each is for, after what the value is.
constructTable("defaults named by what the value is, and values with what each is for after a label", [
  ["Mode, `fast` or `slow`. The default mode is `fast`.", S, { enum: ["fast", "slow"], default: "fast" }],
  ["Page size. The default size is 20.", I, { default: 20 }],
  ["Sort order; the default order: `asc`", S, { default: "asc" }],
  ["Count. Unless specified, 10.", I, { default: 10 }],
  ["Unless specified otherwise, `HTML`", S, { default: "HTML" }],
  ["Mode, `fast` or `slow` (`fast` by default)", S, { enum: ["fast", "slow"], default: "fast" }],
  ["Mode: `fast` or `slow` (`slow` is the default)", S, { enum: ["fast", "slow"], default: "slow" }],
  ["Mode; `fast` for quick delivery, `slow` for batched delivery", S, { enum: ["fast", "slow"] }],
  ["How it was sent: `post` for mail, `hand` for in person", S, { enum: ["post", "hand"] }],
]);

describe("a list after a value and its explanation began before it", () => {
  // Never the tail of a list that no phrasing opened: an enum of the values after the first would refuse the first.
  it.each(["Kind `mention` (@username), `hashtag` (#hashtag), or `url` (link)", "Use `x` here, `a` or `b`"])(
    "%s",
    (note) => {
      expect(readNote(note, S).constraints).toEqual({});
    },
  );
});

// An interval whose ends a semicolon parts, as some locales write it.
constructTable("intervals with a semicolon", [
  ["Range [1; 100]", I, { minimum: 1, maximum: 100 }],
  ["In [0; 1)", I, { minimum: 0, maximum: 0 }],
  ["(0; 10]", I, { minimum: 1, maximum: 10 }],
  ["[1; 100]; default 10", I, { minimum: 1, maximum: 100, default: 10 }],
]);

constructTable("integer widths", [
  ["Up to 52 significant bits", I, { integerBits: 52 }],
  ["under 52 bits", I, { integerBits: 52 }],
  ["fits in 52 bits", I, { integerBits: 52 }],
  ["signed 32-bit, unique within the message", I, { integerBits: 32 }],
  ["a 52-bit integer", I, { integerBits: 52 }],
  // Wider than the 32 bits of the Conventions, said without the width: the widest the model holds.
  ["May exceed 32 bits", I, { integerBits: 52 }],
  ["This number may have more than 32 significant bits", I, { integerBits: 52 }],
  ["A 64-bit integer", I, { integerBits: 52 }],
  ["Use a 64-bit type to store it", I, { integerBits: 52 }],
  ["Does not fit in 32 bits", I, { integerBits: 52 }],
  ["int64", I, { integerBits: 52 }],
  ["Can be greater than 2147483647", I, { integerBits: 52 }],
  ["May be larger than 2^31", I, { integerBits: 52 }],
  // A comparison of ids qualifies them, never bounds the value; what they need says the width.
  ["User id; ids greater than 2^31 need 64-bit integers", I, { integerBits: 52 }],
  ["May have more than 32 significant bits; at most 52 significant bits", I, { integerBits: 52 }],
]);

// A width wider than the model holds is read as its widest, and said; a number beyond 32 bits names no width.
describe("widths beyond 52 bits, and numbers said to be large", () => {
  it.each(["Signed 64-bit", "Fits in 64 bits"])("%s: 52 bits, said", (note) => {
    const r = readNote(note, I);
    expect(r.constraints).toEqual({ integerBits: 52 });
    expect(r.findings.map((f) => f.message).join()).toMatch(/read as 52 bits/);
  });
  it.each(["May be more than 100", "Can be more than 16 bits"])("%s: no width", (note) => {
    expect(readNote(note, I).constraints.integerBits).toBeUndefined();
  });
});

// A class written bare before `only`, after a label of characters, or in parentheses after the unit of a length.
constructTable("a class of characters before only, after a label, or what the counted characters are", [
  [
    "Name, 1-32 characters, [A-Za-z0-9_] only",
    S,
    { minLength: 1, maxLength: 32, lengthUnit: "utf16", pattern: "^[A-Za-z0-9_]*$" },
  ],
  ["Characters: [a-z0-9_]", S, { pattern: "^[a-z0-9_]*$" }],
  ["Allowed characters are [a-z0-9_]", S, { pattern: "^[a-z0-9_]*$" }],
  [
    "Name: 1-32 characters (letters, digits, underscore)",
    S,
    { minLength: 1, maxLength: 32, lengthUnit: "utf16", pattern: "^[A-Za-z0-9_]*$" },
  ],
  ["Up to 16 characters (a-z, 0-9 only)", S, { maxLength: 16, lengthUnit: "utf16", pattern: "^[a-z0-9]*$" }],
]);

constructTable("character sets", [
  [
    "1-256 characters from A-Z, a-z, 0-9, `_`, `-`",
    S,
    { minLength: 1, maxLength: 256, lengthUnit: "utf16", pattern: "^[A-Za-z0-9_\\-]*$" },
  ],
  [
    "1-256 characters from A-Z a-z 0-9 _ -",
    S,
    { minLength: 1, maxLength: 256, lengthUnit: "utf16", pattern: "^[A-Za-z0-9_\\-]*$" },
  ],
  ["consisting of a-z, 0-9 and `_`", S, { pattern: "^[a-z0-9_]*$" }],
  ["only A-Z, 0-9", S, { pattern: "^[A-Z0-9]*$" }],
  ["only A-Z, a-z, 0-9, _, ., ~ and - are allowed", S, { pattern: "^[A-Za-z0-9_.~\\-]*$" }],
  // Characters named in words, one or many; each character one of a set.
  ["Allowed characters: A-Z, a-z, 0-9, underscore and hyphen", S, { pattern: "^[A-Za-z0-9_\\-]*$" }],
  ["from a-z, 0-9, period and dash", S, { pattern: "^[a-z0-9.\\-]*$" }],
  [
    "between 1 and 256 characters, each one of A-Z, a-z, 0-9, `_` or `-`",
    S,
    { minLength: 1, maxLength: 256, lengthUnit: "utf16", pattern: "^[A-Za-z0-9_\\-]*$" },
  ],
  ["every character is one of a-z, 0-9 or `_`", S, { pattern: "^[a-z0-9_]*$" }],
  // A class of characters as code.
  [
    "1-256 characters matching `[A-Za-z0-9_-]`",
    S,
    { minLength: 1, maxLength: 256, lengthUnit: "utf16", pattern: "^[A-Za-z0-9_-]*$" },
  ],
  ["Each character must match `[a-z0-9]`", S, { pattern: "^[a-z0-9]*$" }],
  ["characters matching `[a-f0-9]` only", S, { pattern: "^[a-f0-9]*$" }],
  ["A string matching the pattern `^[a-z]+$`", S, { pattern: "^[a-z]+$" }],
]);

describe("a class of characters no regular expression of JSON Schema can hold is said, never a pattern", () => {
  it.each(["1-10 characters matching `[\\w-.]`", "Each character must match `[\\p{Foo}]`"])("%s", (note) => {
    const r = readNote(note, S);
    expect(r.constraints.pattern).toBeUndefined();
    expect(r.findings.map((f) => f.message).join()).toMatch(/no regular expression JSON Schema can hold/);
  });
});

describe("a character set read in part is no character set", () => {
  // An item after a separator that no reading knows: the set would refuse characters the note allows.
  it.each([
    "only A-Z, a-z, 0..9, _ and - are allowed",
    "from A-Z, a-z, 0…9",
    "characters from a-z, 0~9",
    // A character named by a word no reading knows.
    "Allowed characters: A-Z, a-z, 0-9, tilde and caret",
    "from a-z, 0-9, colon",
    // An item no reading knows between items it does.
    "1-256 characters from A-Z, a-z, between 0 and 9, `_`, `-`",
    "from A-Z, a-z, zero to nine, `_`",
  ])("%s", (note) => {
    expect(readNote(note, S).constraints.pattern).toBeUndefined();
  });
});

// Written as HTTP API references and RFCs state limits (strict bounds of a length, the word "length" with or
// without a unit, "non-negative" as an adjective, "zero or greater", a regular expression to match, a constant fixed
// to a value), before the phrase book read them.
constructTable("strict length bounds, of the length and never of the value", [
  ["Shorter than 65 characters.", S, { maxLength: 64, lengthUnit: "utf16" }],
  ["Must be shorter than 65 characters", S, { maxLength: 64, lengthUnit: "utf16" }],
  ["fewer than 65 characters", S, { maxLength: 64, lengthUnit: "utf16" }],
  ["less than 65 bytes", S, { maxLength: 64, lengthUnit: "utf8" }],
  ["Longer than 3 characters", S, { minLength: 4, lengthUnit: "utf16" }],
  ["must be more than 3 characters", S, { minLength: 4, lengthUnit: "utf16" }],
]);

constructTable("a length named by the word length", [
  ["Maximum length: 64 characters.", S, { maxLength: 64, lengthUnit: "utf16" }],
  ["The maximum length is 64", S, { maxLength: 64, lengthUnit: "utf16" }],
  ["max length 64 bytes", S, { maxLength: 64, lengthUnit: "utf8" }],
  ["Length must not exceed 64.", S, { maxLength: 64, lengthUnit: "utf16" }],
  ["The length must not exceed 64 characters", S, { maxLength: 64, lengthUnit: "utf16" }],
  ["Minimum length: 8 characters", S, { minLength: 8, lengthUnit: "utf16" }],
  ["min length 8", S, { minLength: 8, lengthUnit: "utf16" }],
]);

// One length said with `long` or `a length of`, a limit after its number and unit, a label `Limit:`, and the empty
// value refused in other words: each holds for every value.
constructTable("an exact length, a limit after its number, and the empty value refused", [
  ["6 characters long", S, { minLength: 6, maxLength: 6, lengthUnit: "utf16" }],
  ["Must be 6 characters long", S, { minLength: 6, maxLength: 6, lengthUnit: "utf16" }],
  [
    "Always 6 characters long, digits only",
    S,
    { minLength: 6, maxLength: 6, lengthUnit: "utf16", pattern: "^[0-9]*$" },
  ],
  ["Length of 6", S, { minLength: 6, maxLength: 6, lengthUnit: "utf16" }],
  ["Has a length of exactly 6", S, { minLength: 6, maxLength: 6, lengthUnit: "utf16" }],
  ["A fixed length of 6 characters", S, { minLength: 6, maxLength: 6, lengthUnit: "utf16" }],
  ["Its length must be 6", S, { minLength: 6, maxLength: 6, lengthUnit: "utf16" }],
  ["The length is exactly 32 bytes", S, { minLength: 32, maxLength: 32, lengthUnit: "utf8" }],
  ["Must be 6 characters long or less", S, { maxLength: 6, lengthUnit: "utf16" }],
  ["8 characters long or longer", S, { minLength: 8, lengthUnit: "utf16" }],
  ["A 64 char limit", S, { maxLength: 64, lengthUnit: "utf16" }],
  ["64 character limit", S, { maxLength: 64, lengthUnit: "utf16" }],
  ["Limit: 64 characters", S, { maxLength: 64, lengthUnit: "utf16" }],
  ["Empty values are rejected", S, { minLength: 1, lengthUnit: "utf16" }],
  ["The empty string is invalid", S, { minLength: 1, lengthUnit: "utf16" }],
  ["Empty string not allowed", S, { minLength: 1, lengthUnit: "utf16" }],
  ["Empty strings are forbidden", S, { minLength: 1, lengthUnit: "utf16" }],
]);

constructTable("non-negative in other words", [
  ["A non-negative integer.", I, { minimum: 0 }],
  ["a nonnegative number", I, { minimum: 0 }],
  ["Zero or greater.", I, { minimum: 0 }],
  ["Must be zero or more", I, { minimum: 0 }],
  ["0 or greater", I, { minimum: 0 }],
  ["is always nonnegative", F, { minimum: 0 }],
  // A part of its own after a comma, at the end or in the middle.
  ["clockwise degrees, non-negative", I, { minimum: 0 }],
  ["clockwise degrees, less than 360, non-negative", I, { minimum: 0, maximum: 359 }],
  ["seconds, a non-negative integer, at most 60", I, { minimum: 0, maximum: 60 }],
  ["seconds, positive", I, { minimum: 1 }],
]);

constructTable("a range after `in`, and the names of code for a length", [
  ["in 1-60", I, { minimum: 1, maximum: 60 }],
  ["Seconds, in 1…60", I, { minimum: 1, maximum: 60 }],
  ["maxLength: 64", S, { maxLength: 64, lengthUnit: "utf16" }],
  ["min_length = 1", S, { minLength: 1, lengthUnit: "utf16" }],
]);

constructTable("a bound and its label, the whole note", [
  ["100 max", I, { maximum: 100 }],
  ["1 minimum", I, { minimum: 1 }],
  ["= `emoji`", S, { const: "emoji" }],
]);

constructTable("a regular expression the value matches", [
  ["Must match `^[a-z]+$`.", S, { pattern: "^[a-z]+$" }],
  ["must match the pattern `^[A-Z]{3}$`", S, { pattern: "^[A-Z]{3}$" }],
  ["Should match the regular expression `^\\d+$`", S, { pattern: "^\\d+$" }],
  ["has to match the regex `^[0-9a-f]{64}$`", S, { pattern: "^[0-9a-f]{64}$" }],
  ["The value must match `^[A-Za-z0-9_-]{1,64}$`", S, { pattern: "^[A-Za-z0-9_-]{1,64}$" }],
  ["needs to match the regexp `^x+$`", S, { pattern: "^x+$" }],
  // What the text starts or ends with, as code: the pattern of it, escaped.
  ["Must start with `https://`", S, { pattern: "^https://" }],
  ["must end with `.png`", S, { pattern: "\\.png$" }],
  ["Starts with `@`", S, { pattern: "^@" }],
]);

constructTable("a constant fixed to a value", [
  ["Fixed to `emoji`.", S, { const: "emoji" }],
  ["fixed as `emoji`", S, { const: "emoji" }],
  ["value `emoji`", S, { const: "emoji" }],
  ["set to `emoji`", S, { const: "emoji" }],
  ["The value is `x`", S, { const: "x" }],
  ["always set to `gift`", S, { const: "gift" }],
  ["Fixed value `emoji`", S, { const: "emoji" }],
  ["fixed at 0", I, { const: 0 }],
  ["Constant `emoji`", S, { const: "emoji" }],
  ["Always `emoji`.", S, { const: "emoji" }],
]);

// A value's values told through cases, as references describe a mode parameter one value at a time.
constructTable("values told through cases", [
  ["If `a` is passed, only A; if `b` is passed, only B.", S, { enum: ["a", "b"] }],
  ["How it was obtained: if `mail`, by post; if `hand`, in person", S, { enum: ["mail", "hand"] }],
  ["How it was obtained. If `mail`, it came by post. If `hand`, in person.", S, { enum: ["mail", "hand"] }],
  ["When `asc`, oldest first; when `desc`, newest first", S, { enum: ["asc", "desc"] }],
  [
    "If `quiz` is passed, only quizzes. If `regular` is passed, only regular polls. Otherwise, any.",
    S,
    { enum: ["quiz", "regular"] },
  ],
  ["`all` sends everything; `none` sends nothing; otherwise the default", S, { enum: ["all", "none"] }],
  // Cases opened by `in case of` or `for`, and values set one part at a time (`Set to \`a\` for …, and to \`b\` …`).
  ["In case of `quiz`, a quiz; in case of `regular`, a regular poll", S, { enum: ["quiz", "regular"] }],
  ["For `quiz`, a quiz. For `regular`, a regular poll.", S, { enum: ["quiz", "regular"] }],
  ["Set to `quiz` for quizzes and to `regular` for regular polls", S, { enum: ["quiz", "regular"] }],
  ["Pass `a` to get A, or `b` to get B", S, { enum: ["a", "b"] }],
  ["Set it to `a` to enable, or to `b` to disable", S, { enum: ["a", "b"] }],
  ["Choose `asc` for oldest first or `desc` for newest first", S, { enum: ["asc", "desc"] }],
]);

constructTable("values after a dash, as after a colon", [
  ["Type of the poll — `quiz` or `regular`", S, { enum: ["quiz", "regular"] }],
  ["Type of the poll - `quiz` or `regular`", S, { enum: ["quiz", "regular"] }],
  ["Type of the poll – `quiz`, `regular`", S, { enum: ["quiz", "regular"] }],
  ["Mode — `a`, `b` or `c`", S, { enum: ["a", "b", "c"] }],
  ["Sort order – `asc` | `desc`", S, { enum: ["asc", "desc"] }],
  ["Kind — `x` / `y`", S, { enum: ["x", "y"] }],
]);

// Written as API references state them (issue 27, a second set of rewordings): a bound in signs, a constant after a
// label, emptiness as a part of its own after a comma, what is refused beyond a value, ranges of a character set in
// code spans.
constructTable("bounds in signs", [
  ["Must be > 0", I, { minimum: 1 }],
  ["> 0", I, { minimum: 1 }],
  ["always > 5", I, { minimum: 6 }],
  ["< 100", I, { maximum: 99 }],
  ["must be < 10", I, { maximum: 9 }],
  ["is > 0; a valid date", I, { minimum: 1 }],
]);

constructTable("a constant after a label", [
  ["Constant: 0", I, { const: 0 }],
  ["Constant value: `abc`", S, { const: "abc" }],
  ["constant = 5", I, { const: 5 }],
  ["Fixed value 0; distinguishes it from a regular message", I, { const: 0 }],
  ["Constant `emoji`", S, { const: "emoji" }],
  ["A constant of 7", I, { const: 7 }],
]);

constructTable("not empty as a part of its own", [
  ["At most 64 characters, not empty", S, { minLength: 1, maxLength: 64, lengthUnit: "utf16" }],
  ["up to 64 bytes, non-empty", S, { minLength: 1, maxLength: 64, lengthUnit: "utf8" }],
  ["Display name, non-empty, up to 32 characters", S, { minLength: 1, maxLength: 32, lengthUnit: "utf16" }],
  ["Title, nonempty", S, { minLength: 1, lengthUnit: "utf16" }],
  ["Label, not empty", S, { minLength: 1, lengthUnit: "utf16" }],
  ["1-64 characters, not empty", S, { minLength: 1, maxLength: 64, lengthUnit: "utf16" }],
]);

constructTable("what is refused beyond a value", [
  ["exceeding 10 is an error", I, { maximum: 10 }],
  ["Anything above 10 is rejected", I, { maximum: 10 }],
  ["going over 10 is not allowed", I, { maximum: 10 }],
  ["10 at most", I, { maximum: 10 }],
  ["Seconds, 3600 at the most", I, { maximum: 3600 }],
  ["anything over 5 is invalid", I, { maximum: 5 }],
  ["Values longer than 64 characters are rejected", S, { maxLength: 64, lengthUnit: "utf16" }],
  ["Strings shorter than 2 characters are invalid", S, { minLength: 2, lengthUnit: "utf16" }],
  ["texts over 100 bytes are not accepted", S, { maxLength: 100, lengthUnit: "utf8" }],
]);

// What is refused, said as an error or a failure the values beyond a bound bring, or on both sides of a range at once;
// the signs refused together (zero and the negative numbers).
constructTable("what is refused beyond a value, as an error, a failure, or on both sides", [
  ["A value greater than 100 is an error", I, { maximum: 100 }],
  ["Values greater than 100 cause an error", I, { maximum: 100 }],
  ["Values above 100 result in an error", I, { maximum: 100 }],
  ["Values smaller than 1 lead to an error", I, { minimum: 1 }],
  ["Numbers larger than 100 will fail", I, { maximum: 100 }],
  ["Any value over 100 fails", I, { maximum: 100 }],
  ["Values below 1 or above 100 are rejected", I, { minimum: 1, maximum: 100 }],
  ["Values above 100 or below 1 are rejected", I, { minimum: 1, maximum: 100 }],
  ["Values less than 1 or greater than 100 result in an error", I, { minimum: 1, maximum: 100 }],
  ["Cannot be less than 1 or greater than 100.", I, { minimum: 1, maximum: 100 }],
  ["Must not be smaller than 1 nor larger than 100.", I, { minimum: 1, maximum: 100 }],
  ["Must not be greater than 100 or less than 1", I, { minimum: 1, maximum: 100 }],
  ["Negative values are not allowed.", I, { minimum: 0 }],
  ["Negative numbers are rejected", I, { minimum: 0 }],
  ["Zero and negative values are not allowed.", I, { minimum: 1 }],
  ["Must not be zero or negative", I, { minimum: 1 }],
  ["Cannot be negative or zero", I, { minimum: 1 }],
  ["Texts longer than 64 characters cause an error", S, { maxLength: 64, lengthUnit: "utf16" }],
  // `is expected` says what is required, no hedge.
  ["A value from 1 to 100 is expected", I, { minimum: 1, maximum: 100 }],
]);

// The refusal said first, then what it refuses (`Rejected if longer than 64 characters`).
constructTable("a refusal, then what it refuses", [
  ["Rejected if longer than 64 characters.", S, { maxLength: 64, lengthUnit: "utf16" }],
  ["Refused when longer than 64 characters", S, { maxLength: 64, lengthUnit: "utf16" }],
  ["An error is returned if longer than 64 characters.", S, { maxLength: 64, lengthUnit: "utf16" }],
  ["Invalid if shorter than 2 characters", S, { minLength: 2, lengthUnit: "utf16" }],
  ["The request fails if it is greater than 100.", I, { maximum: 100 }],
  ["Invalid when less than 1.", I, { minimum: 1 }],
  ["Rejected if its length exceeds 64 bytes", S, { maxLength: 64, lengthUnit: "utf8" }],
]);

describe("a refusal under a condition about something else is no bound of the value", () => {
  it.each([
    ["Rejected if more than 100 requests are pending", I],
    ["The request fails if the chat has more than 200 members", I],
    ["Invalid if longer than 64 characters and the chat is private", S],
  ] as const)("%s", (note, type) => {
    expect(readNote(note, type).constraints).toEqual({});
  });
});

describe("what is said of the values beyond a bound, other than that they are refused, is no bound of the value", () => {
  const cases: [string, TypeRef][] = [
    ["Values greater than 100 are reserved", I],
    ["Values greater than 100 mean unlimited", I],
    ["Values greater than 100 require admin rights", I],
    ["Any value greater than 100 disables the limit", I],
    ["Count; values less than 1 are ignored", I],
    ["Numbers above 1000 are counted in thousands", I],
    ["Values under 10 are reserved for the service", I],
  ];
  it.each(cases)("%s", (note, type) => expect(readNote(note, type).constraints).toEqual({}));
});

describe("what is done to things beyond a bound, or how old they are, is no bound of the value", () => {
  const cases: [string, TypeRef][] = [
    ["Duration in seconds; voice notes longer than 60 seconds are cut", I],
    ["texts longer than 4096 characters are split", S],
    ["Numbers over 100 are rounded down", I],
    ["Message identifier; messages up to 48 hours old can be deleted", I],
    ["Photos larger than 10 MB are compressed", I],
    ["Values greater than 100 are clamped to 100", I],
    ["Numbers above 100 are treated as 100", I],
    ["Values below 1 are silently reset to 1", I],
    // A comparison that qualifies another noun: of the groups, ids, usernames, polls, amounts, never of the value.
    ["Number of members; groups with more than 200 members become supergroups", I],
    ["Username; usernames shorter than 5 characters are reserved", S],
    ["Chat id; channels have ids less than -1000000000000", I],
    ["Voter count; polls with more than 100 voters show percentages", I],
    ["Amount; for amounts greater than 100, a fee applies", I],
    ["Number of stars; at least 1 star per 100 messages", I],
    // A count had by another noun: of the chats', polls', albums' things.
    ["Count; works for chats with 1-200 members", I],
    ["Option index; polls have 2-10 options", I],
    ["Id of the album; albums hold 2-10 media", I],
    ["Member count; chats of at least 2 users", I],
  ];
  it.each(cases)("%s", (note, type) => expect(readNote(note, type).constraints).toEqual({}));
});

// Each character of a set once, however often it is named; signs run together in one code span are each in the set.
constructTable("a character set that names a character twice, or signs together in code", [
  [
    "1-256 characters: letters A-Z and a-z, digits 0-9, `_` and `-`",
    S,
    { minLength: 1, maxLength: 256, lengthUnit: "utf16", pattern: "^[A-Za-z0-9_\\-]*$" },
  ],
  ["Letters, A-Z, digits", S, { pattern: "^[A-Za-z0-9]*$" }],
  ["May contain only `A-Z`, `a-z`, `0-9`, `_-`", S, { pattern: "^[A-Za-z0-9_\\-]*$" }],
  ["Characters: A-Z, a-z, `_.-`", S, { pattern: "^[A-Za-z_.\\-]*$" }],
  ["Only printable ASCII characters", S, { pattern: "^[\\x20-\\x7E]*$" }],
]);

// A set of characters with an item no class holds (`emoji`, `Cyrillic letters`, `a leading +`): no pattern, said.
describe("a set of characters with an item no class holds is said", () => {
  it.each(["Only letters, digits and emoji", "Only Cyrillic letters", "Only digits and a leading +"])("%s", (note) => {
    const r = readNote(note, S);
    expect(r.constraints).toEqual({});
    expect(r.findings.map((f) => f.message).join()).toMatch(/shape of a constraint/);
  });
  it.each(["only custom emoji entities allowed", "Only the first 64 characters are shown", "Only for private chats"])(
    "%s: no set, nothing said",
    (note) => expect(readNote(note, S).findings).toEqual([]),
  );
});

constructTable("a character set in code spans", [
  ["Only characters `A-Z`, `a-z`, `0-9`, `_` and `-` are allowed", S, { pattern: "^[A-Za-z0-9_\\-]*$" }],
  ["Allowed characters: `A-Z`, `0-9`", S, { pattern: "^[A-Z0-9]*$" }],
  ["allowed characters are `a-z` and `_`", S, { pattern: "^[a-z_]*$" }],
  ["consisting of `0-9` only", S, { pattern: "^[0-9]*$" }],
  ["from `a-f`, `0-9`", S, { pattern: "^[a-f0-9]*$" }],
  // Ranges in code are items of a set, never values of an enum.
  [
    "1-256 characters; only `A-Z`, `a-z`, `0-9`, `_` and `-` are allowed",
    S,
    { minLength: 1, maxLength: 256, lengthUnit: "utf16", pattern: "^[A-Za-z0-9_\\-]*$" },
  ],
  [
    "1-32 characters from `A-Z` and `0-9`",
    S,
    { minLength: 1, maxLength: 32, lengthUnit: "utf16", pattern: "^[A-Z0-9]*$" },
  ],
]);

// Intervals as mathematics writes them: a bound left out of the interval is a strict one (of an integer, the next
// one in); API references' ways to list accepted numbers; a default in parentheses after the values.
constructTable("intervals, open at one end or both", [
  ["value in [0, 100)", I, { minimum: 0, maximum: 99 }],
  ["(0, 10]", I, { minimum: 1, maximum: 10 }],
  ["(0, 10)", I, { minimum: 1, maximum: 9 }],
  ["Offset, in [1, 12)", I, { minimum: 1, maximum: 11 }],
  ["A number from 1 up to and including 10", I, { minimum: 1, maximum: 10 }],
  ["up to and including 10", I, { maximum: 10 }],
  // Ends said to be excluded in words: never read as included.
  ["between 1 and 10, exclusive", I, { minimum: 2, maximum: 9 }],
  ["1 to 10 (both exclusive)", I, { minimum: 2, maximum: 9 }],
  ["1 to 10 exclusive", I, { minimum: 2, maximum: 9 }],
  ["between 1 and 10, both ends excluded", I, { minimum: 2, maximum: 9 }],
  ["0 (inclusive) to 10 (exclusive)", I, { minimum: 0, maximum: 9 }],
  ["from 0 (exclusive) to 10 (inclusive)", I, { minimum: 1, maximum: 10 }],
  // What a number leaves out is no end of it.
  ["1-10 exclusive of fees", I, { minimum: 1, maximum: 10 }],
  ["1-10, inclusive", I, { minimum: 1, maximum: 10 }],
]);

constructTable("a length said with signs", [
  ["length ≤ 64", S, { maxLength: 64, lengthUnit: "utf16" }],
  ["length <= 64 characters", S, { maxLength: 64, lengthUnit: "utf16" }],
  ["length >= 1", S, { minLength: 1, lengthUnit: "utf16" }],
  ["length < 65", S, { maxLength: 64, lengthUnit: "utf16" }],
  ["1 ≤ length ≤ 64", S, { minLength: 1, maxLength: 64, lengthUnit: "utf16" }],
]);

constructTable("numbers a sentence accepts", [
  ["only values 1, 2 and 3 are valid", I, { enum: [1, 2, 3] }],
  ["Accepts 1, 5, 10, 15, 30 or 60", I, { enum: [1, 5, 10, 15, 30, 60] }],
  ["Allowed values: 1, 2, 4", I, { enum: [1, 2, 4] }],
  ["Valid values are 10, 20 or 30", I, { enum: [10, 20, 30] }],
  ["Only 3, 6 or 12 are accepted", I, { enum: [3, 6, 12] }],
  ["Supported values: 0 and 1", I, { enum: [0, 1] }],
]);

constructTable("a default in parentheses after the values", [
  ["Either `asc` or `desc` (default `desc`)", S, { enum: ["asc", "desc"], default: "desc" }],
  ["`asc` or `desc` (defaults to `asc`)", S, { enum: ["asc", "desc"], default: "asc" }],
  ["One of `a`, `b`, `c` (default `b`)", S, { enum: ["a", "b", "c"], default: "b" }],
  ["Can be `on` or `off` (default: `off`)", S, { enum: ["on", "off"], default: "off" }],
  ["`asc` (ascending) or `desc` (descending)", S, { enum: ["asc", "desc"] }],
  ["Must be `x` or `y` (default `x`)", S, { enum: ["x", "y"], default: "x" }],
  // A list of values alone, then the default in parentheses (both were lost: the enum in silence).
  ["`asc` or `desc` (default `asc`)", S, { enum: ["asc", "desc"], default: "asc" }],
  ["Order, `asc` or `desc` (default: `asc`)", S, { enum: ["asc", "desc"], default: "asc" }],
]);

// A label with the word value before its number, signs around a name (strict or not), a character set said before
// `only`, an abbreviated label of a length.
constructTable("a bound's label with the word value", [
  ["Minimum value 1, maximum value 50", I, { minimum: 1, maximum: 50 }],
  ["Max value 10", I, { maximum: 10 }],
  ["min value 0", I, { minimum: 0 }],
  ["The maximum value 99", I, { maximum: 99 }],
  ["Maximum allowed value 7", I, { maximum: 7 }],
  ["minimum accepted value 2", I, { minimum: 2 }],
]);

constructTable("signs around a name, strict or not", [
  ["0 ≤ value < 256", I, { minimum: 0, maximum: 255 }],
  ["0 < x <= 10", I, { minimum: 1, maximum: 10 }],
  ["0 < x < 10", I, { minimum: 1, maximum: 9 }],
  ["0 <= x <= 10", I, { minimum: 0, maximum: 10 }],
  ["1 ≤ n < 10", I, { minimum: 1, maximum: 9 }],
  ["-5 < offset ≤ 5", I, { minimum: -4, maximum: 5 }],
]);

constructTable("a character set said before only", [
  ["Lowercase letters only", S, { pattern: "^[a-z]*$" }],
  ["ASCII letters and digits only", S, { pattern: "^[A-Za-z0-9]*$" }],
  ["digits only", S, { pattern: "^[0-9]*$" }],
  ["Latin letters only", S, { pattern: "^[A-Za-z]*$" }],
  ["uppercase letters only", S, { pattern: "^[A-Z]*$" }],
  ["letters, digits and underscores only", S, { pattern: "^[A-Za-z0-9_]*$" }],
  // The whole note a set of characters, as a Limits cell writes it.
  ["A-Z a-z 0-9 _ -", S, { pattern: "^[A-Za-z0-9_\\-]*$" }],
  ["Alphanumeric characters and underscores", S, { pattern: "^[A-Za-z0-9_]*$" }],
]);

constructTable("an abbreviated label of a length", [
  ["Max. length: 32 characters", S, { maxLength: 32, lengthUnit: "utf16" }],
  ["max. length 32", S, { maxLength: 32, lengthUnit: "utf16" }],
]);

constructTable("the values a field takes, said with a verb", [
  ["Currently, only `HTML` is supported", S, { enum: ["HTML"] }],
  ["One of `a`, `b`; never `c`", S, { enum: ["a", "b"] }],
  // Values each with what it is for, after a colon; values opening sentences; the values of what the field names.
  [
    "Origin of the gift: `upgrade` if it was upgraded, `transfer` if it was transferred",
    S,
    { enum: ["upgrade", "transfer"] },
  ],
  ["Origin: `upgrade` for upgraded gifts, `transfer` for transferred ones", S, { enum: ["upgrade", "transfer"] }],
  ["`upgrade`: upgraded. `transfer`: transferred.", S, { enum: ["upgrade", "transfer"] }],
  ["Possible origins are `upgrade` and `transfer`", S, { enum: ["upgrade", "transfer"] }],
  ["Supported formats: `static`, `video`", S, { enum: ["static", "video"] }],
  ["Takes the values `private`, `group` and `channel`", S, { enum: ["private", "group", "channel"] }],
  ["takes one of the values `a`, `b`", S, { enum: ["a", "b"] }],
  ["Accepts the following values: `up`, `down`", S, { enum: ["up", "down"] }],
  ["accepts either of the values `on` or `off`", S, { enum: ["on", "off"] }],
  ["Has the values `x`, `y`, `z`", S, { enum: ["x", "y", "z"] }],
  ["takes any of the values `a`, `b` or `c`", S, { enum: ["a", "b", "c"] }],
  ["Can take the values `a` and `b`", S, { enum: ["a", "b"] }],
  ["Has the value `a` or `b`", S, { enum: ["a", "b"] }],
  ["Holds one of the values `a`, `b`", S, { enum: ["a", "b"] }],
]);

constructTable("characters drawn from a set, and a set written as one code span", [
  ["drawn from `A-Za-z0-9_-`", S, { pattern: "^[A-Za-z0-9_\\-]*$" }],
  ["characters taken from A-Z, a-z and 0-9", S, { pattern: "^[A-Za-z0-9]*$" }],
  ["chosen from a-z and `_`", S, { pattern: "^[a-z_]*$" }],
  ["composed of `a-z0-9.`", S, { pattern: "^[a-z0-9.]*$" }],
  ["made of a-f and 0-9", S, { pattern: "^[a-f0-9]*$" }],
  ["Allowed: A-Z, a-z, 0-9, _ and -.", S, { pattern: "^[A-Za-z0-9_\\-]*$" }],
  ["Permitted characters: a-z, 0-9", S, { pattern: "^[a-z0-9]*$" }],
]);

constructTable("a regular expression in code, anchored at both ends, after matching", [
  [
    "1-256 characters matching `^[A-Za-z0-9_-]+$`",
    S,
    {
      minLength: 1,
      maxLength: 256,
      lengthUnit: "utf16",
      pattern: "^[A-Za-z0-9_-]+$",
    },
  ],
  ["a string matching `^[a-z]{2}$`", S, { pattern: "^[a-z]{2}$" }],
  ["Values that match `^\\d+$`", S, { pattern: "^\\d+$" }],
  ["text which matches `^#[0-9a-f]{6}$`", S, { pattern: "^#[0-9a-f]{6}$" }],
  ["must match `^x$`", S, { pattern: "^x$" }],
  ["ids which match `^[A-Z]+$` only", S, { pattern: "^[A-Z]+$" }],
]);

constructTable("a length whose unit is said before its numbers, or how it is measured", [
  ["length in bytes: 1-64", S, { minLength: 1, maxLength: 64, lengthUnit: "utf8" }],
  ["Length in characters is 1 to 32", S, { minLength: 1, maxLength: 32, lengthUnit: "utf16" }],
  ["length in bytes between 1 and 64", S, { minLength: 1, maxLength: 64, lengthUnit: "utf8" }],
  ["maximum length in bytes: 64", S, { maxLength: 64, lengthUnit: "utf8" }],
  ["Min length in characters: 2", S, { minLength: 2, lengthUnit: "utf16" }],
  ["1-64 bytes when UTF-8 encoded", S, { minLength: 1, maxLength: 64, lengthUnit: "utf8" }],
  ["at most 64 bytes once encoded as UTF-8", S, { maxLength: 64, lengthUnit: "utf8" }],
  ["up to 100 bytes if UTF-8-encoded", S, { maxLength: 100, lengthUnit: "utf8" }],
  ["between 1 and 4096 characters once entities are parsed", S, { minLength: 1, maxLength: 4096, lengthUnit: "utf16" }],
  ["1-4096 characters when entities are parsed", S, { minLength: 1, maxLength: 4096, lengthUnit: "utf16" }],
  ["0-1024 characters when parsed", S, { minLength: 0, maxLength: 1024, lengthUnit: "utf16" }],
]);

constructTable("a bound of a value counted in a unit of time, as a range of it is", [
  ["at most 60 seconds", I, { maximum: 60 }],
  ["up to 60 seconds", I, { maximum: 60 }],
  ["at least 5 seconds", I, { minimum: 5 }],
  ["no more than 24 hours", I, { maximum: 24 }],
  ["60 seconds max", I, { maximum: 60 }],
  ["5 seconds minimum", I, { minimum: 5 }],
]);

describe("a time something lasts or takes, or a moment from now, is no bound of the value", () => {
  const cases = [
    "valid for at least 1 hour",
    "within 5 seconds",
    "Unix time; at most 86400 seconds from now",
    "no more than 600 seconds in the future",
    "If specified, the date must be 300 to 2678400 seconds (30 days) in the future.",
    "Unix time, 60-3600 seconds in the future",
    "between 1 and 5 minutes ago",
    "after 10 seconds",
    "for 30 seconds",
  ];
  it.each(cases)("%s", (note) => expect(readNote(note, I).constraints).toEqual({}));
});

describe("cases that are no list of values", () => {
  const cases: [string, TypeRef][] = [
    ["If `a` is passed, A; if `a` is passed twice, B.", S],
    ["If `a` is passed, only A.", S],
    ["If `a` is passed, A; some other words; if `b` is passed, B.", S],
    // One value set, or parts joined by `and` of which one sets no value: no list of the value's values.
    ["Set to `a` for A", S],
    ["Use `a` with care and `b` rarely", S],
    ["If `a` is set and `b` is empty, nothing", S],
    ["Type — `quiz` and `regular` are kept", S],
  ];
  it.each(cases)("%s", (note, type) => expect(readNote(note, type).constraints).toEqual({}));
});

describe("length words on a value that has no length are named, never a bound of the value", () => {
  const cases: [string, TypeRef][] = [
    ["Shorter than 65 characters.", I],
    ["fewer than 65 characters", I],
    ["Length must not exceed 64.", I],
    ["Maximum length: 64 characters.", I],
    ["Must match `^[a-z]+$`.", I],
    ["must match `[unclosed`", S],
  ];
  it.each(cases)("%s", (note, type) => {
    const r = readNote(note, type);
    expect(r.constraints).toEqual({});
    expect(r.findings.length).toBe(1);
  });
});

describe("a bound of a text that names no unit is named, never lost: it may be a length in any unit", () => {
  const named: [string, TypeRef][] = [
    ["1-64", S],
    ["Between 1 and 100", S],
    ["Size: 1-64", S],
    ["The title, at most 64", S],
    ["Range 1-64.", S],
    ["Identifier; up to 128", S],
    ["Must be 1-64", S],
    ["Its value is 1-64", S],
    ["Has a size of 1-256", S],
    ["Should be at most 5", S],
  ];
  it.each(named)("%s", (note, type) => {
    const r = readNote(note, type);
    expect(r.constraints).toEqual({});
    expect(r.findings.length).toBe(1);
  });
  // A bound after words of another subject, or in a name, speaks of something else: description.
  const described: [string, TypeRef][] = [
    ["A thumbnail's width and height should not exceed 320", S],
    ["ISO 639-1 language code", S],
    ["Two-letter ISO 3166-1 alpha-2 country code", S],
    ["Rotated up to 360 degrees by clients", S],
    ["Turned by up to 90 degrees when shown", S],
  ];
  it.each(described)("%s", (note, type) => {
    const r = readNote(note, type);
    expect(r.constraints).toEqual({});
    expect(r.findings).toEqual([]);
  });
});

// A count of things in a text, or of the digits of a number, is no bound of the value and no length the model holds.
describe("a count of words, lines or digits that no constraint holds is named", () => {
  const named: [string, TypeRef][] = [
    ["Up to 5 words", S],
    ["At most 3 lines", S],
    ["A list of up to 5 tags, comma-separated", S],
    ["Up to 10 digits", I],
    ["1-10 digits", I],
    ["At most 3 items", B],
  ];
  it.each(named)("%s", (note, type) => {
    const r = readNote(note, type);
    expect(r.constraints).toEqual({});
    expect(r.findings.length).toBe(1);
  });
});

// Values allowed only when something holds cannot be checked by a validator: said, as a bound under a condition is.
describe("values allowed under a condition are named; what the value is in one case is description", () => {
  const named: [string, TypeRef][] = [
    ["One of `a` or `b`, unless the chat is private", S],
    ["Must match `^[a-z]+$` if the chat is private", S],
    ["Up to 5 items if the chat is private", list(S)],
    ["At most 5 if the chat is private", I],
  ];
  it.each(named)("%s", (note, type) => {
    const r = readNote(note, type);
    expect(r.constraints).toEqual({});
    expect(r.type).toEqual(type);
    expect(r.findings.length).toBe(1);
  });
  const described: [string, TypeRef][] = [
    ["Equals 0 when the message is scheduled", I],
    ["Always True, if the document is sent as part of an album", B],
    ["Turned by up to 90 degrees when shown", S],
  ];
  it.each(described)("%s", (note, type) => {
    const r = readNote(note, type);
    expect(r.constraints).toEqual({});
    expect(r.findings).toEqual([]);
  });
});

describe("conditional requirements are description (the table's requiredness stands)", () => {
  const cases: [string, TypeRef][] = [
    ["Required if inline_message_id is not specified", I],
    ["required if the message is sent to a direct messages chat", I],
    ["Required if ok is False", S],
    ["Mandatory when `type` is `photo`", S],
    ["Required if `x` is set, 1-64 characters", S],
    ["needed only if the bot is an administrator", B],
  ];
  it.each(cases)("%s", (note, type) => {
    expect(readNote(note, type)).toMatchObject({ constraints: {}, findings: [] });
  });
});

describe("list lengths go to the list", () => {
  const cases: [string, TypeRef, TypeRef][] = [
    ["up to 100", users, { ...users, maxItems: 100 }],
    ["Up to 100 winners", users, { ...users, maxItems: 100 }],
    ["at most 100 users", users, { ...users, maxItems: 100 }],
    ["Limited to 10 elements.", list(I), { ...list(I), maxItems: 10 }],
    ["Must not have more than 5 items.", users, { ...users, maxItems: 5 }],
    ["Cannot contain fewer than 2 items.", users, { ...users, minItems: 2 }],
    ["An empty list is not accepted.", users, { ...users, minItems: 1 }],
    ["Capped at 5 items", users, { ...users, maxItems: 5 }],
    ["10 items max", users, { ...users, maxItems: 10 }],
    // The empty list named; a count labelled by what it counts; a count in words with its bound's words after it.
    ["Cannot be an empty array", users, { ...users, minItems: 1 }],
    ["Max items: 10", users, { ...users, maxItems: 10 }],
    ["Minimum entries = 1", users, { ...users, minItems: 1 }],
    ["Ten entries or fewer", users, { ...users, maxItems: 10 }],
    ["Three items at most", users, { ...users, maxItems: 3 }],
    // A negated bound with the items it counts; a count labelled: of the list, never the ids.
    ["not more than 100 elements", list(I), { ...list(I), maxItems: 100 }],
    ["not more than a hundred elements", list(I), { ...list(I), maxItems: 100 }],
    ["no fewer than 2 entries", list(I), { ...list(I), minItems: 2 }],
    ["count: 1–100", list(I), { ...list(I), minItems: 1, maxItems: 100 }],
    ["Number of items: 1-100", list(I), { ...list(I), minItems: 1, maxItems: 100 }],
    // A count said with between or from, and a list said to be non-empty before its length: of the list, never the ids.
    [
      "A JSON-serialized list of between 1 and 100 identifiers of messages",
      list(I),
      { ...list(I), minItems: 1, maxItems: 100 },
    ],
    ["from 2 to 10 options", users, { ...users, minItems: 2, maxItems: 10 }],
    ["at least 2 and at most 10 options", list(I), { ...list(I), minItems: 2, maxItems: 10 }],
    ["Identifiers of the messages; 1-100 of them", list(I), { ...list(I), minItems: 1, maxItems: 100 }],
    ["ids, between 1 and 100 of them", list(I), { ...list(I), minItems: 1, maxItems: 100 }],
    ["at most 10 of them", list(I), { ...list(I), maxItems: 10 }],
    ["an array with 2-10 elements", list(I), { ...list(I), minItems: 2, maxItems: 10 }],
    ["must contain 1 to 50 usernames", list(S), { ...list(S), minItems: 1, maxItems: 50 }],
    ["A list with up to 10 tags", list(S), { ...list(S), maxItems: 10 }],
    [
      "A non-empty JSON-serialized list of at most 100 identifiers",
      list(I),
      { ...list(I), minItems: 1, maxItems: 100 },
    ],
    ["A non-empty list of up to 10 items", users, { ...users, minItems: 1, maxItems: 10 }],
    ["2 options minimum", users, { ...users, minItems: 2 }],
    ["5 tags or fewer", list(S), { ...list(S), maxItems: 5 }],
    ["restricted to 3 entries", users, { ...users, maxItems: 3 }],
    ["A JSON-serialized list of 1-100 identifiers", list(I), { ...list(I), minItems: 1, maxItems: 100 }],
    ["1-100 identifiers", list(I), { ...list(I), minItems: 1, maxItems: 100 }],
    ["3 or 4 base colors, RGB24", list(I), { ...list(I), minItems: 3, maxItems: 4 }],
    ["at least 2 options", users, { ...users, minItems: 2 }],
    ["up to 4 sizes each", list(list(I)), { ...list({ ...list(I), maxItems: 4 }) }],
    ["in not more than 4 sizes each", list(list(I)), { ...list({ ...list(I), maxItems: 4 }) }],
    ["not more than 10 buttons per row", list(list(I)), { ...list({ ...list(I), maxItems: 10 }) }],
    ["at most 10 buttons per row", list(list(I)), { ...list({ ...list(I), maxItems: 10 }) }],
    ["Non-empty list of user identifiers", list(I), { ...list(I), minItems: 1 }],
    ["must not be empty", users, { ...users, minItems: 1 }],
    ["must not be empty; up to 100", users, { ...users, minItems: 1, maxItems: 100 }],
    ["Maximum number of items: 10", users, { ...users, maxItems: 10 }],
    ["The minimum number of entries is 2", users, { ...users, minItems: 2 }],
  ];
  it.each(cases)("%s", (note, type, want) => {
    const r = readNote(note, type);
    expect(r.type).toEqual(want);
    expect(r.constraints).toEqual({});
    expect(r.findings).toEqual([]);
  });
});

describe("a number said not to be zero is named: no bound of the model holds it", () => {
  it.each(["Must be non-zero", "Nonzero", "Must be different from zero"])("%s", (note) => {
    const r = readNote(note, I);
    expect(r.constraints).toEqual({});
    expect(r.findings.map((f) => f.message).join()).toMatch(/says the value is not 0/);
  });
});

describe("a bound or a set of characters said as advice is named, never read", () => {
  it.each([
    ["Should be at least 1", I],
    ["Should be greater than 0", I],
    ["should not be at least 3", I],
    ["Should only contain letters", S],
    ["should only consist of digits", S],
  ] as [string, TypeRef][])("%s", (note, type) => {
    const r = readNote(note, type);
    expect(r.constraints).toEqual({});
    expect(r.findings.map((f) => f.message).join()).toMatch(/is advice \("should"\): described, not enforced/);
  });
});

describe("statements that must not become constraints", () => {
  const cases: [string, TypeRef][] = [
    ["Always True, if the document is sent as part of an album", { kind: "true" }],
    // A value with a slash inside one code span is one value; a slash outside code joins no values.
    ["MIME type, e.g. `text/html`", S],
    ["the path `a`/`b` is used", S],
    // Positive as a preference, and a number of parts (never a thousands group before a hyphen).
    ["any value, positive values preferred", I],
    ["in 2 100-character parts", I],
    ["Example values: `a`, `b`", S],
    // A start said of one case only, and when a member came.
    ["starts with `@` for usernames", S],
    ["Added in 9.2", I],
    ["Since version 9", I],
    // What the value is made from: what is said after is said of that thing.
    ["Label; base64 of at most 48 bytes of data", S],
    ["SHA-256 hash of a token of up to 64 bytes", S],
    // Which characters something is done to is no statement of what every character is.
    ["The characters matching `[a-z]` are upper-cased", S],
    ["Any characters matching `[<>]` are escaped", S],
    // What one case must hold says nothing of the others (sendInvoice.prices).
    ["Must contain exactly one item for payments in Stars", list(I)],
    ["For example: `a`, `b`", S],
    // Values after a colon joined by `and` are meant together, not one of them.
    ["Kept entities: `bold`, `italic` and `underline`", S],
    ["Options such as: `a`, `b`", S],
    ["Limited to administrators of the chat", S],
    ["Limited to 5 per minute", I],
    ["Always false for replies in another chat or topic; always true for business-account messages", B],
    ["Equals 0 when the server scheduled the message instead of sending it at once", I],
    ["0 while scheduled", I],
    ["`text_link` only", S],
    ["`custom_emoji` only; full sticker info comes from getCustomEmojiStickers", S],
    ["only for `pre`", S],
    ["0-based; quiz polls only", I],
    ["ISO 3166-1 alpha-2", S],
    ["ISO 3166-1 alpha-2", I],
    ["default: the current bot", S],
    ["defaults to can_pin_messages if omitted", B],
    ["An empty list means all types except chat_member (the default)", list(S)],
    ["Starts from a certain positive number and increases sequentially", I],
    ["downscaled to fit 450x450 then box-blurred radius 12", B],
    ["usable for 5 minutes to send messages", I],
    ["Must not be deleted for 24 hours to receive payment", B],
    ["link valid at least 1 hour; maximum download size 20 MB", S],
    ["If there are no new updates for at least a week, the next id is chosen randomly", I],
    ["one of a fixed set of emoji; the set of allowed values is not shown", S],
    ["0 means restricted forever", I],
    ["RGB24", I],
    ["UTF-16 code units", I],
    ["added in 9.2; type not shown", S],
    ["gifts per 1000 upgrades receiving this model", I],
    ["may be empty in channels", S],
    ["If non-empty, all active usernames", list(S)],
    ["empty string removes the webhook", S],
    ["roughly 100", I],
    ["default is whatever the client picks, usually 7", I],
    ["Codecs, for example: `h264` or `av01`", S],
    // Digits joined by hyphens are a date or a phone number, never ranges; an example is description.
    ["Phone number, for example +1-212-555-0123", S],
    ["Date of the change, e.g. 2024-01-15", S],
    ["In the form 1-800-555-0199", S],
    ["For example `@channelusername`", S],
    ["e.g. `abc`", S],
    ["A range `a-Z` is no character set", S],
  ];
  it.each(cases)("%s", (note, type) => {
    const r = readNote(note, type);
    expect(r.constraints).toEqual({});
    expect(r.type).toEqual(type);
    expect(r.findings).toEqual([]);
  });
  it("puts no bound from bounds that contradict each other, and says so", () => {
    const r = readNote("at least 10, at most 5", I);
    expect(r.constraints).toEqual({});
    expect(r.findings.map((f) => f.message)).toEqual([
      '"at least 10, at most 5" states bounds no value meets (at least 10, at most 5); expected bounds that hold together',
    ]);
  });
  it("reads a bound without a unit as a length only where the length lacks it, and says the one it does not read", () => {
    expect(readNote("max 128 characters, min 1", S).constraints).toMatchObject({ minLength: 1, maxLength: 128 });
    const r = readNote("1-64 characters; 0-9", S);
    expect(r.constraints).toMatchObject({ minLength: 1, maxLength: 64 });
    expect(r.findings.map((f) => f.message).join()).toMatch(/"0-9" is a bound without a unit beside a length/);
  });
  it("keeps the hull of ranges scoped to cases", () => {
    expect(readNote("1-6 for the emoji 🎲, 🎯; 1-5 for 🏀, ⚽; 1-64 for 🎰", I).constraints).toEqual({
      minimum: 1,
      maximum: 64,
    });
  });
  it("bounds a list of identifiers, not each identifier", () => {
    expect(readNote("A JSON-serialized list of 1-100 identifiers", list(I)).constraints).toEqual({});
  });
});

describe("a value that does not fit the type is named, never a constraint", () => {
  const cases: [string, TypeRef, string][] = [
    ["Always 1", S, "states 1, which is not a value of type String"],
    ["Defaults to 5", S, "states 5, which is not a value of type String"],
    ["Default `abc`", I, 'states "abc", which is not a value of type Integer'],
    ["Always true", I, "states true, which is not a value of type Integer"],
    ["Default 1", B, "states 1, which is not a value of type Boolean"],
    ["Default 2.5", I, "states 2.5, which is not a value of type Integer"],
    ["Always 3", list(I), "states 3, which is not a value of type Array of Integer"],
  ];
  it.each(cases)("%s", (note, type, message) => {
    const r = readNote(note, type);
    expect(r.constraints).toEqual({});
    expect(r.findings.map((f) => f.message).join("\n")).toContain(message);
  });
  const fitting: Case[] = [
    ["Always 3", { kind: "union", members: [I, S] }, { const: 3 }],
    ["Default 2", F, { default: 2 }],
    ["Always `7`", I, { const: 7 }],
    ["Always True", { kind: "true" }, { const: true }],
    ["default `HTML`", S, { default: "HTML" }],
    // One value allowed, in a list's words, of a Boolean: the constant it spells.
    ["Only `true` is allowed", B, { const: true }],
    ["Allowed values: `true`", B, { const: true }],
  ];
  it.each(fitting)("%s fits", (note, type, want) => {
    expect(readNote(note, type)).toMatchObject({ constraints: want, findings: [] });
  });
});

describe("near misses are named", () => {
  const cases: [string, TypeRef, string][] = [
    ["One of private, group, supergroup or channel", S, "One"],
    ["Always on", B, ""],
    ["1-64 characters", I, "1"],
    ["up to 64 bits", I, "up"],
    ["100-1", I, "100-1"],
    ["1-99999999999999999999", I, "1-99999999999999999999"],
    // A value no type of the model holds: named, never a constraint.
    ["may be null", S, "may be null"],
    ["Nullable", S, "Nullable"],
    ["The name, or null", S, "or null"],
    ["at least 10, at most 5", I, "at least 10"],
    // A negation no phrasing reads as a whole: not read the other way round, named.
    ["Must not be at least 5.", I, "not be at least 5"],
    ["Must not be one of `a`, `b`.", S, "Must not be one of"],
    ["Values are not between 1 and 5.", I, "not between"],
    // One value alone: a constant or an example, which its words do not tell.
    ["`emoji`", S, "`emoji`"],
    // A value at first: a default, or the state the service begins in, which the words do not tell.
    ["Initially 10.", I, "Initially 10"],
    ["Starts at 10", I, "Starts at 10"],
    ["Starts at the first message", I, ""],
    ["Initially, the bot has no commands", S, ""],
    // The value the field has, or what a caller is told to pass.
    ["Sort order, set to `asc`", S, "set to `asc`"],
    // A length after a comma, whether exact or at most not said.
    ["Token, 64 characters", S, ", 64 characters"],
    ["Set to `asc` to sort ascending", S, ""],
  ];
  it.each(cases)("%s", (note, type, at) => {
    const r = readNote(note, type);
    if (at === "") return expect(r.findings).toEqual([]);
    expect(r.findings.length).toBeGreaterThan(0);
    expect(note.slice(r.findings[0]?.start).startsWith(at)).toBe(true);
  });
});

describe("list lengths on a union with array members", () => {
  it("bound the arrays, not the scalars", () => {
    const union: TypeRef = {
      kind: "union",
      members: [
        { kind: "array", items: I },
        { kind: "array", items: S },
      ],
    };
    const r = readNote("up to 3 items", union);
    expect(r.constraints).toEqual({});
    expect(r.type).toEqual({
      kind: "union",
      members: [
        { kind: "array", items: I, maxItems: 3 },
        { kind: "array", items: S, maxItems: 3 },
      ],
    });
  });
});

describe("a bound after a negation no phrasing reads is never read the other way round", () => {
  it.each([
    ["Must not be at least 5.", I],
    ["Must not be one of `a`, `b`.", S],
    ["Values are not between 1 and 5.", I],
    ["It does not have to be up to 10 characters", S],
    // `no` negates as `not` does.
    ["There is no limit greater than 5", I],
    // Values refused, alone: no constraint of the model holds them.
    ["Cannot be `a` or `b`", S],
    ["Must not be `admin`", S],
    ["`admin` is not allowed", S],
    // A negation further back in the part, or in the part the clause opened with when this one goes on with its verb.
    ["It must not ever be longer than 64 bytes", S],
    ["It is not allowed to be longer than 64 bytes", S],
    ["The text may never in any case be longer than 64 characters", S],
    ["Do not make it longer than 64 characters", S],
    ["Avoid values longer than 64 characters", S],
    ["It cannot, under any circumstances, be longer than 64 bytes", S],
    ["It isn't allowed to be shorter than 3 characters", S],
    ["Must not (ever) be longer than 64 characters", S],
  ] as [string, TypeRef][])("%s", (note, type) => {
    const r = readNote(note, type);
    expect(r.constraints).toEqual({});
    expect(r.findings.map((f) => f.message).join()).toMatch(/is negated: not read/);
  });
});

constructTable("values joined by bars, as a type union writes them, in code spans or one code span of literals", [
  ["`regular` | `quiz`", S, { enum: ["regular", "quiz"] }],
  ["Type of the poll (`regular` | `quiz`)", S, { enum: ["regular", "quiz"] }],
  ["One of `a` | `b` | `c`", S, { enum: ["a", "b", "c"] }],
  ['`"private" | "group" | "channel"`', S, { enum: ["private", "group", "channel"] }],
  ["Kind of chat: `'private' | 'group'`", S, { enum: ["private", "group"] }],
  ['Must be one of `"on" | "off"`', S, { enum: ["on", "off"] }],
]);

constructTable("a character set after a colon that ends the clause, named in words or typeset", [
  [
    "1-256 characters: alphanumerics, underscores and hyphens",
    S,
    { minLength: 1, maxLength: 256, lengthUnit: "utf16", pattern: "^[A-Za-z0-9_\\-]*$" },
  ],
  ["Characters: A-Z, a-z and 0-9", S, { pattern: "^[A-Za-z0-9]*$" }],
  ["Alphabet: lowercase letters and digits only", S, { pattern: "^[a-z0-9]*$" }],
  ["made of alphanumeric characters and underscores", S, { pattern: "^[A-Za-z0-9_]*$" }],
  ["characters from A–Z, a–z, 0–9, `_` and `-`", S, { pattern: "^[A-Za-z0-9_\\-]*$" }],
  ["Allowed: a–f and 0–9", S, { pattern: "^[a-f0-9]*$" }],
  ["alphanumerics only", S, { pattern: "^[A-Za-z0-9]*$" }],
]);

describe("a colon before words about characters that go on is no character set", () => {
  it.each([
    ["Note: digits are counted as characters", S],
    ["Type of chat: letters or digits are both fine", S],
    ["Example: letters, then digits", S],
    ["Sorted: A-Z before a-z, then others", S],
    // A bar between words, not values, is no list of values.
    ["`a | b`", S],
    ['`"a"`', S],
  ] as [string, TypeRef][])("%s", (note, type) => {
    expect(readNote(note, type).constraints).toEqual({});
  });
});

constructTable("a character set after a comma, said before only, the rest of its clause", [
  [
    "1-16 characters, `a-z` and `0-9` only",
    S,
    { minLength: 1, maxLength: 16, lengthUnit: "utf16", pattern: "^[a-z0-9]*$" },
  ],
  ["Tag, lowercase letters and digits only", S, { pattern: "^[a-z0-9]*$" }],
  ["An identifier, A-Z and `_` only", S, { pattern: "^[A-Z_]*$" }],
  ["Code of the country, uppercase letters only", S, { pattern: "^[A-Z]*$" }],
  ["Short name, letters, digits and underscores only", S, { pattern: "^[A-Za-z0-9_]*$" }],
  ["Up to 8 characters, `0-9a-f` only", S, { maxLength: 8, lengthUnit: "utf16", pattern: "^[0-9a-f]*$" }],
  // Numbers and a dash alone are a range of values, however the clause ends.
  ["Level, 1-9 only", I, { minimum: 1, maximum: 9 }],
  ["1-9 only", I, { minimum: 1, maximum: 9 }],
]);

constructTable("a default as what leaving the value out stands for", [
  ["Omitted means 0", I, { default: 0 }],
  ["Absent is the same as 0", I, { default: 0 }],
  ["If left out, 0", I, { default: 0 }],
  ["Missing counts as `false`", B, { default: false }],
  ["Unset equals 100", I, { default: 100 }],
  ["If left unset, 40 is used", I, { default: 40 }],
  // The caller who leaves it out, a label of the default with its condition, values left out in the plural.
  ["If you omit it, 100", I, { default: 100 }],
  ["If you do not pass it, it is 100", I, { default: 100 }],
  ["The default value of this parameter is 100", I, { default: 100 }],
  ["The default for this field: `all`", S, { default: "all" }],
  ["If left empty, 100", I, { default: 100 }],
  // A value that means the same as leaving it out, said with the condition.
  ["If zero or omitted, 100 is used", I, { default: 100 }],
  ["If omitted or 0, defaults to 100", I, { default: 100 }],
  ["When the bot leaves it out, `all`", S, { default: "all" }],
  ["If you skip this parameter, 10 is used", I, { default: 10 }],
  ["Default (if omitted): 5", I, { default: 5 }],
  ["Default (when not set): `auto`", S, { default: "auto" }],
  ["Missing values are treated as 5", I, { default: 5 }],
  ["Omitted values are read as `false`", B, { default: false }],
]);

constructTable("bounds in more words: each end said inclusive, not to exceed, one or more, positive twice said", [
  ["from 1 (inclusive) to 100 (inclusive)", I, { minimum: 1, maximum: 100 }],
  ["between 1 (inclusive) and 100 (inclusive)", I, { minimum: 1, maximum: 100 }],
  ["not to exceed 100", I, { maximum: 100 }],
  ["Not to exceed 64 characters", S, { maxLength: 64, lengthUnit: "utf16" }],
  ["one or more", I, { minimum: 1 }],
  ["Non-zero positive integer", I, { minimum: 1 }],
  ["non negative", I, { minimum: 0 }],
]);

constructTable("lengths in more words: a limit named by its length, a count and a plus, blank", [
  ["a 64-character limit", S, { maxLength: 64, lengthUnit: "utf16" }],
  ["64-byte maximum", S, { maxLength: 64, lengthUnit: "utf8" }],
  ["3+ characters", S, { minLength: 3, lengthUnit: "utf16" }],
  ["must not be blank", S, { minLength: 1, lengthUnit: "utf16" }],
  ["cannot be blank", S, { minLength: 1, lengthUnit: "utf16" }],
  ["up to 64 UTF-16 code units", S, { maxLength: 64, lengthUnit: "utf16" }],
]);

describe("a length in code points is named: no unit of the model holds it", () => {
  it.each([
    "up to 64 code points",
    "1-64 code points",
    "between 1 and 64 Unicode code points",
    "at most 10 code points",
  ])("%s", (note) => {
    const r = readNote(note, S);
    expect(r.constraints).toEqual({});
    expect(r.findings.map((f) => f.message).join()).toMatch(/counts code points/);
  });
});

// What each item is that the list could be said to be too (`non-empty`): said, never read of the list.
describe("what each item is, where it could be the list's, is said", () => {
  it.each(["Each item non-empty", "Each string non-empty, up to 10 items"])("%s", (note) => {
    const r = readNote(note, list(S));
    expect(r.constraints).toEqual({});
    expect(r.type).not.toHaveProperty("minItems");
    expect(r.findings.map((f) => f.message).join()).toMatch(/each item/);
  });
});

describe("what each item of a list is, and a list of exactly so many", () => {
  const strings = list(S);
  const cases: [string, TypeRef, object, object][] = [
    ["Each item 1-64 characters", strings, { minLength: 1, maxLength: 64, lengthUnit: "utf16" }, {}],
    ["Every element: one of `a`, `b`", strings, { enum: ["a", "b"] }, {}],
    ["Values: `a`, `b`", strings, { enum: ["a", "b"] }, {}],
    ["Each one of 1, 2, 3", list(I), { enum: [1, 2, 3] }, {}],
    ["exactly 2 items", strings, {}, { minItems: 2, maxItems: 2 }],
    ["must contain exactly 3 elements", strings, {}, { minItems: 3, maxItems: 3 }],
    // A sign or a bound said of each item, alone or after the list's count.
    ["Each item must be positive", list(I), { minimum: 1 }, {}],
    ["Each positive", list(I), { minimum: 1 }, {}],
    ["All items are non-negative", list(I), { minimum: 0 }, {}],
    ["1-100 elements, each positive", list(I), { minimum: 1 }, { minItems: 1, maxItems: 100 }],
    ["Every id is at most 100", list(I), { maximum: 100 }, {}],
  ];
  it.each(cases)("%s", (note, type, constraints, lengths) => {
    const r = readNote(note, type);
    expect(r.constraints).toEqual(constraints);
    expect(r.type).toMatchObject(lengths);
    expect(r.findings).toEqual([]);
  });
});

constructTable("numbers with a sign of their own, and values in code said of a number", [
  ["latitude in degrees, -90 to +90", F, { minimum: -90, maximum: 90 }],
  ["must be in range −90…90", F, { minimum: -90, maximum: 90 }],
  ["−180 to 180", F, { minimum: -180, maximum: 180 }],
  ["`3`, `6` or `12`", I, { enum: [3, 6, 12] }],
  ["One of `3`, `6`, `12`", I, { enum: [3, 6, 12] }],
  ["One of `3`, `6`, `12`", S, { enum: ["3", "6", "12"] }],
  ["Allowed: 3, 6, 12", I, { enum: [3, 6, 12] }],
]);

describe("a positive Float is named: no bound of the model excludes 0 alone", () => {
  it.each(["positive", "Must be positive", "A positive number"])("%s", (note) => {
    const r = readNote(note, F);
    expect(r.constraints).toEqual({});
    expect(r.findings.map((f) => f.message).join()).toMatch(/positive Float/);
  });
});

constructTable("a length in ASCII characters, and a regular expression after its label", [
  ["up to 32 ASCII characters", S, { maxLength: 32, lengthUnit: "utf16" }],
  ["1-16 ASCII chars", S, { minLength: 1, maxLength: 16, lengthUnit: "utf16" }],
  ["Pattern: `^[a-z]+$`", S, { pattern: "^[a-z]+$" }],
  ["The regex is `^[a-z]{2}$`", S, { pattern: "^[a-z]{2}$" }],
  ["Regular expression: `^\\d+$`", S, { pattern: "^\\d+$" }],
  ["regexp `^x$`", S, { pattern: "^x$" }],
]);

describe("a length in Unicode characters is named: code points, no unit of the model", () => {
  it.each(["up to 32 Unicode characters", "1-32 Unicode characters"])("%s", (note) => {
    const r = readNote(note, S);
    expect(r.constraints).toEqual({});
    expect(r.findings.map((f) => f.message).join()).toMatch(/counts code points/);
  });
});

constructTable("what is refused beyond a length, the values named by what they are", [
  ["Captions longer than 1024 characters are rejected", S, { maxLength: 1024, lengthUnit: "utf16" }],
  ["Names shorter than 3 characters are not accepted", S, { minLength: 3, lengthUnit: "utf16" }],
  ["The caption; captions longer than 1024 characters are rejected", S, { maxLength: 1024, lengthUnit: "utf16" }],
]);

describe("a difference from another value is no bound of this one", () => {
  it.each([
    ["Same as `offset` but at least 5 lower", I],
    ["at least 5 more than offset", I],
    ["at most 64 characters longer than the title", S],
    ["at least 2 more items than options", list(S)],
    ["exactly 3 higher than the previous one", I],
  ] as [string, TypeRef][])("%s", (note, type) => {
    const r = readNote(note, type);
    expect(r.constraints).toEqual({});
    expect(r.type).toEqual(type);
  });
});

describe("how long something takes or how often it is done is no bound of the value", () => {
  it.each([
    "Takes up to 5 seconds to apply",
    "The server waits up to 50 seconds",
    "Delivery may take at least 2 minutes",
    "retries at most 3 times",
    "is tried at least 2 times",
    "The change lasts up to 24 hours",
  ])("%s", (note) => {
    expect(readNote(note, I).constraints).toEqual({});
  });
});

constructTable("an end said to be out of the range", [
  ["Between 1 and 100, excluding 100", I, { minimum: 1, maximum: 99 }],
  ["from 0 to 10, not including 0", I, { minimum: 1, maximum: 10 }],
  ["1-100 (except 100)", I, { minimum: 1, maximum: 99 }],
  ["0 to 360, without 360", I, { minimum: 0, maximum: 359 }],
]);

describe("a value said to be out of a range that is none of its ends is named", () => {
  it.each(["1-100 except 50", "between 1 and 100, excluding 42"])("%s", (note) => {
    const r = readNote(note, I);
    expect(r.constraints).toEqual({});
    expect(r.findings.map((f) => f.message).join()).toMatch(/excludes a value inside its range/);
  });
});

constructTable("values in more words: a choice, the default marked, values after equal, each with what it is for", [
  ["Use `a` for X and `b` for Y", S, { enum: ["a", "b"] }],
  ["Set to `a` to do X, or `b` to do Y", S, { enum: ["a", "b"] }],
  ["`a`, `b` (default) or `c`", S, { enum: ["a", "b", "c"], default: "b" }],
  ["must equal `a` or `b`", S, { enum: ["a", "b"] }],
  ["must equal `a`", S, { const: "a" }],
  ["Any of `a`, `b`", S, { enum: ["a", "b"] }],
  ["Choose from `a`, `b`, `c`", S, { enum: ["a", "b", "c"] }],
  ["Select `a` or `b`", S, { enum: ["a", "b"] }],
  ["one of (`a`, `b`)", S, { enum: ["a", "b"] }],
  ["values `a`, `b` are supported", S, { enum: ["a", "b"] }],
]);

constructTable("values told through cases joined by either/or, or each with what it means after a comma", [
  ["Either `a` — first; or `b` — second", S, { enum: ["a", "b"] }],
  ["`a` means first, `b` means second", S, { enum: ["a", "b"] }],
  ["`a` = first, `b` = second", S, { enum: ["a", "b"] }],
  ["`a` stands for the first, `b` for the second, `c` for the third", S, { enum: ["a", "b", "c"] }],
  ["either `on` — enabled; or `off` — disabled", S, { enum: ["on", "off"] }],
  ["`x`: first; `y`: second", S, { enum: ["x", "y"] }],
]);

describe("how precise a number is written is no bound; a step it keeps is named", () => {
  it.each(["up to two decimal places", "at most 2 decimal digits", "exactly 3 significant digits"])("%s", (note) => {
    const r = readNote(note, F);
    expect(r.constraints).toEqual({});
    expect(r.findings).toEqual([]);
  });
  it.each(["multiple of 5", "Must be divisible by 10", "even numbers only", "Must be even"])("%s", (note) => {
    const r = readNote(note, I);
    expect(r.constraints).toEqual({});
    expect(r.findings.map((f) => f.message).join()).toMatch(/states a step the value keeps/);
  });
});

describe("items said to be distinct are named: no constraint of the model holds it", () => {
  const strings: TypeRef = { kind: "array", items: S };
  it.each([
    "Items must be unique",
    "No duplicates",
    "A list of distinct ids",
    "Must not contain duplicates",
    "Duplicate values are not allowed",
    "Elements should be distinct",
  ])("%s", (note) => {
    const r = readNote(note, strings);
    expect(r.constraints).toEqual({});
    expect(r.findings.map((f) => f.message).join()).toMatch(/states that the items are distinct/);
  });
  // What is unique of one value (an identifier) is no statement about items.
  it.each(["Unique identifier for this user", "Unique identifier of the chat"])("%s", (note) => {
    expect(readNote(note, S).findings).toEqual([]);
  });
});

describe("a bound that is one of two alternatives, the other a value of its own, bounds one case: nothing is read", () => {
  it.each([
    ["Number of seconds, 0 to disable, otherwise 60-86400", I],
    ["0 (off) or 60-86400", I],
    ["Either 0 or between 60 and 86400", I],
    ["0, or from 60 to 86400", I],
    ["-1 means unlimited; otherwise 1-10", I],
    ["1-64 characters, or empty to remove", S],
    ["Empty string, or 1-64 characters", S],
  ] as [string, TypeRef][])("%s", (note, type) => {
    expect(readNote(note, type).constraints).toEqual({});
  });
  // A value beside a range that is a number is the hull of both; a list of values joined by or is a list.
  it.each([
    ["from 1 to 10, or -1 for unlimited", I, { minimum: -1, maximum: 10 }],
    ["One of `a` or `b`", S, { enum: ["a", "b"] }],
    ["10 or more", I, { minimum: 10 }],
  ] as [string, TypeRef, object][])("%s", (note, type, constraints) => {
    expect(readNote(note, type).constraints).toEqual(constraints);
  });
});

// Numbers as a writer spells them: in words (one value for the words of one number), as a product with the
// multiplication sign, and a length in bytes by the byte's symbol B.
constructTable("numbers in words, products with ×, lengths in B", [
  ["up to one hundred", I, { maximum: 100 }],
  ["at most twenty-one", I, { maximum: 21 }],
  ["between two and twelve", I, { minimum: 2, maximum: 12 }],
  // The first end in words before `up to` or `until`.
  ["Count, from zero up to a hundred", I, { minimum: 0, maximum: 100 }],
  ["from five up to 100", I, { minimum: 5, maximum: 100 }],
  ["from zero until 100", I, { minimum: 0, maximum: 100 }],
  ["at most two thousand five hundred", I, { maximum: 2500 }],
  ["no more than one hundred and twelve", I, { maximum: 112 }],
  ["0 ≤ x ≤ 7 × 24 × 60", I, { minimum: 0, maximum: 10080 }],
  ["minute of the week, 0 to 7×24×60", I, { minimum: 0, maximum: 10080 }],
  ["1–64 B", S, { minLength: 1, maxLength: 64, lengthUnit: "utf8" }],
  ["up to 64 B", S, { maxLength: 64, lengthUnit: "utf8" }],
  ["1 to 10, defaulting to 1", I, { minimum: 1, maximum: 10, default: 1 }],
]);

describe("counts of a list in words, and a count of each item's list said with each or per", () => {
  it.each([
    ["three or four base colors, RGB24", list(I), { ...list(I), minItems: 3, maxItems: 4 }],
    ["up to one hundred", users, { ...users, maxItems: 100 }],
    ["at most twelve options", users, { ...users, maxItems: 12 }],
    ["between two and ten items", users, { ...users, minItems: 2, maxItems: 10 }],
    ["each with up to 4 sizes", list(list(I)), list({ ...list(I), maxItems: 4 })],
    ["at most four sizes per photo", list(list(I)), list({ ...list(I), maxItems: 4 })],
    ["up to 8 buttons in each row", list(list(I)), list({ ...list(I), maxItems: 8 })],
    // Per a thing that is no item of the list: of the list itself.
    ["up to 10 reactions per message", users, { ...users, maxItems: 10 }],
    // The length of the list said with the word length or size, or as JSON Schema names it: never of its items.
    ["Array length between 1 and 10", list(S), { ...list(S), minItems: 1, maxItems: 10 }],
    ["list length: 1–10", list(S), { ...list(S), minItems: 1, maxItems: 10 }],
    ["array size at most 10", users, { ...users, maxItems: 10 }],
    ["minItems: 1, maxItems: 10", users, { ...users, minItems: 1, maxItems: 10 }],
    ["Never empty", users, { ...users, minItems: 1 }],
  ] as [string, TypeRef, TypeRef][])("%s", (note, type, want) => {
    const r = readNote(note, type);
    expect(r.type).toEqual(want);
    expect(r.findings).toEqual([]);
  });
});

describe("number words that are no count, and counts of each item of a flat list, are never a bound", () => {
  it.each([
    ["one of the chats the bot is in", users],
    ["the one and only owner", S],
    ["a small b is a bit: 64 b", S],
  ] as [string, TypeRef][])("%s reads no bound", (note, type) => {
    const r = readNote(note, type);
    expect(r.constraints.maximum ?? r.constraints.maxLength).toBeUndefined();
  });
  it("a count of each item's list where the items are no lists is named, not enforced", () => {
    const r = readNote("up to 4 sizes each", users);
    expect(r.type).toEqual(users);
    expect(r.findings.map((f) => f.message).join()).toMatch(/each item's list/);
  });
});

// Defaults as API references word them: who applies the value, how leaving it out is read, the default named first.
constructTable("defaults said of the server, or of leaving the value out", [
  ["If absent, the server uses 40.", I, { default: 40 }],
  ["The server assumes 40 if this parameter is omitted", I, { default: 40 }],
  ["The service uses 40 when omitted", I, { default: 40 }],
  ["Server default: 40", I, { default: 40 }],
  ["Defaults: 40", I, { default: 40 }],
  ["If not present, treated as 40", I, { default: 40 }],
  ["An unspecified value is treated as 40", I, { default: 40 }],
  ["Omitting it is the same as passing 40", I, { default: 40 }],
  ["If you do not pass it, 40 is used", I, { default: 40 }],
  ["The default, 40, is used when the field is absent", I, { default: 40 }],
  ["Implicitly 40", I, { default: 40 }],
]);

constructTable("labels written as code writes them, an only value, a length in an interval", [
  ["min=1, max=100", I, { minimum: 1, maximum: 100 }],
  ["1 (min) – 100 (max)", I, { minimum: 1, maximum: 100 }],
  ["1 (minimum) to 100 (maximum)", I, { minimum: 1, maximum: 100 }],
  ["max=64 characters", S, { maxLength: 64, lengthUnit: "utf16" }],
  ["length ∈ [1, 64]", S, { minLength: 1, maxLength: 64, lengthUnit: "utf16" }],
  ["no longer than 64 characters, and not empty", S, { minLength: 1, maxLength: 64, lengthUnit: "utf16" }],
  ["The only supported value is `a`", S, { const: "a" }],
  ["`a` (the only allowed value)", S, { const: "a" }],
]);

// Spaces refused only somewhere (`at the start`) are no pattern of every character.
describe("characters refused only somewhere are no pattern", () => {
  it.each([
    "Must not contain spaces at the start or the end",
    "No spaces are counted",
    "Cannot contain whitespace between words",
  ])("%s", (note) => expect(readNote(note, S).constraints.pattern).toBeUndefined());
  // Characters refused at one place, or a kind of characters no set reads, or a length alone: said, never silent.
  it.each([
    "No leading or trailing spaces",
    "Must not start with a digit",
    "Lowercase only",
    "Must be numeric",
    "Hexadecimal string",
    "6 characters",
  ])("%s: said", (note) => {
    const r = readNote(note, S);
    expect(r.constraints).toEqual({});
    expect(r.findings.map((f) => f.message).join()).toMatch(/shape of a constraint/);
  });
});

describe("letters and digits said in one word, before `only` or the rest of the clause", () => {
  it.each([
    ["Alphanumeric only", {}],
    ["Alphanumeric only, 1-32 characters", { minLength: 1, maxLength: 32, lengthUnit: "utf16" }],
    ["Alphanumeric, up to 32 characters", { maxLength: 32, lengthUnit: "utf16" }],
  ] as [string, object][])("%s", (note, lengths) => {
    expect(readNote(note, S).constraints).toEqual({ pattern: "^[A-Za-z0-9]*$", ...lengths });
  });
});

describe("a value said of the value left out that is no default, and values said to be included, are named", () => {
  it.each([
    ["If omitted, the message is sent to topic 1", I, /shape of a constraint/],
    ["If absent, the client shows 40", I, /shape of a constraint/],
    // A regular expression after its label that is not anchored: which part of the value matches is not said.
    ["Pattern: `[a-z0-9_]+`", S, /shape of a constraint/],
    ["Format: `[0-9]{4}-[0-9]{2}`", S, /shape of a constraint/],
    ["Possible values include `a` and `b`", S, /leaves its list of values open/],
    // Values after a word that names them, in a sentence no phrasing reads.
    ["Gets the values `a` and `b` from the server", S, /shape of a constraint/],
    ["The reply states the value `a` or `b` here", S, /shape of a constraint/],
  ] as [string, TypeRef, RegExp][])("%s", (note, type, message) => {
    const r = readNote(note, type);
    expect(r.constraints).toEqual({});
    expect(r.findings.map((f) => f.message).join()).toMatch(message);
  });
});

constructTable("values in single quotes, ranges in percent, a constant said to be one", [
  ["'regular' or 'quiz'", S, { enum: ["regular", "quiz"] }],
  ["One of 'private', 'group', 'channel'", S, { enum: ["private", "group", "channel"] }],
  ["0% to 100%", I, { minimum: 0, maximum: 100 }],
  ["dimming, 0–100 %", I, { minimum: 0, maximum: 100 }],
  ["0 (constant)", I, { const: 0 }],
  ["`user` (fixed)", S, { const: "user" }],
]);

describe("a share of another value, and an apostrophe, are no bound and no value", () => {
  it.each([
    ["up to 50% of the price", I],
    ["between 10% and 20% of the amount", I],
    ["at most 5% more than the base fee", I],
    ["the bot's users' names", S],
  ] as [string, TypeRef][])("%s", (note, type) => {
    expect(readNote(note, type).constraints).toEqual({});
  });
});

constructTable("numbers joined by or, the whole note", [
  ["1, 2 or 3", I, { enum: [1, 2, 3] }],
  ["3 or 4", I, { enum: [3, 4] }],
  ["0 (disabled) or 1 (enabled)", I, { enum: [0, 1] }],
  // Numbers told through cases, each with what it means.
  ["0 = off, 1 = on", I, { enum: [0, 1] }],
  ["0 — none; 1 — partial; 2 — full", I, { enum: [0, 1, 2] }],
  ["0 means disabled, 1 means enabled", I, { enum: [0, 1] }],
  // Ranges of cases are no values: their hull.
  ["values 1-6 for dice, 2-5 for darts", I, { minimum: 1, maximum: 6 }],
]);

describe("a product written with both signs of a dimension is still one number", () => {
  it("0 to 7×24x60", () => {
    expect(readNote("0 to 7×24x60", I).constraints).toEqual({ minimum: 0, maximum: 10080 });
  });
});

constructTable("a dozen, bounds after their numbers, a bound that closes a clause, values said to be", [
  ["Up to a dozen", I, { maximum: 12 }],
  ["Up to a hundred", I, { maximum: 100 }],
  ["1-100, default a dozen", I, { minimum: 1, maximum: 100, default: 12 }],
  ["Defaults to ten", I, { default: 10 }],
  ["At most two dozen", I, { maximum: 24 }],
  ["100 at most, 1 at least", I, { minimum: 1, maximum: 100 }],
  ["1 at least, 100 at most", I, { minimum: 1, maximum: 100 }],
  ["Non-negative, 100 at most", I, { minimum: 0, maximum: 100 }],
  ["1 character minimum, maximum length of 64 characters", S, { minLength: 1, maxLength: 64, lengthUnit: "utf16" }],
  ["10 characters or more", S, { minLength: 10, lengthUnit: "utf16" }],
  ["must not be longer than 64 characters and not empty", S, { minLength: 1, maxLength: 64, lengthUnit: "utf16" }],
  ["Values are `regular` and `quiz`", S, { enum: ["regular", "quiz"] }],
  ["Type of the poll, values are `regular` or `quiz`", S, { enum: ["regular", "quiz"] }],
  ["at most 100 on the default server, default 40", I, { maximum: 100, default: 40 }],
  // A regular expression written bare, anchored at both ends; the full stop after it is the sentence's.
  [
    "1-256 characters matching ^[A-Za-z0-9_-]+$",
    S,
    { minLength: 1, maxLength: 256, lengthUnit: "utf16", pattern: "^[A-Za-z0-9_-]+$" },
  ],
  ["Must match ^[a-z]{2}$.", S, { pattern: "^[a-z]{2}$" }],
]);

describe("words that read like a default or a number, and are neither", () => {
  it.each([
    ["The default is one of the chat's settings", S],
    ["the default server", I],
    ["about a dozen", I],
  ] as [string, TypeRef][])("%s", (note, type) => {
    expect(readNote(note, type).constraints).toEqual({});
  });
});

describe("a pattern no phrasing reads is named, never lost", () => {
  it.each(["must match ^[a-z ]+$", "matching the pattern [a-z]+", "Must match the regex ^a b$"])("%s", (note) => {
    const r = readNote(note, S);
    expect(r.constraints).toEqual({});
    expect(r.findings.map((f) => f.message).join()).toMatch(/shape of a constraint/);
  });
});

constructTable(
  "bounds as API references write them: up to and including, through in words, a limit named by its unit",
  [
    ["1 up to and including 10", I, { minimum: 1, maximum: 10 }],
    ["up to and including 10", I, { maximum: 10 }],
    ["one through ten", I, { minimum: 1, maximum: 10 }],
    ["Character limit: 64", S, { maxLength: 64, lengthUnit: "utf16" }],
    ["the byte limit is 64", S, { maxLength: 64, lengthUnit: "utf8" }],
    ["1 char min., max. 64 chars", S, { minLength: 1, maxLength: 64, lengthUnit: "utf16" }],
    ["64 chars max.", S, { maxLength: 64, lengthUnit: "utf16" }],
  ],
);

constructTable("a unit said apart from the lengths, ranges from … up to a unit, defaults by leaving out, sets", [
  ["minLength 1, maxLength 64, in bytes", S, { minLength: 1, maxLength: 64, lengthUnit: "utf8" }],
  ["maxLength 64 (bytes)", S, { maxLength: 64, lengthUnit: "utf8" }],
  ["up to 64, in bytes", S, { maxLength: 64, lengthUnit: "utf8" }],
  ["1-256, in bytes, from A-Z, a-z", S, { minLength: 1, maxLength: 256, lengthUnit: "utf8", pattern: "^[A-Za-z]*$" }],
  ["not empty, at most 64 (in bytes)", S, { minLength: 1, maxLength: 64, lengthUnit: "utf8" }],
  ["lengths are in UTF-8 bytes; 1-64", S, { minLength: 1, maxLength: 64, lengthUnit: "utf8" }],
  ["at most 64, measured in UTF-16 code units", S, { maxLength: 64, lengthUnit: "utf16" }],
  // A unit of the length written beside it wins over one said apart.
  ["1-64 characters, counted in UTF-16 code units", S, { minLength: 1, maxLength: 64, lengthUnit: "utf16" }],
  ["from 1 up to 64 bytes", S, { minLength: 1, maxLength: 64, lengthUnit: "utf8" }],
  ["from 1 through 64 characters", S, { minLength: 1, maxLength: 64, lengthUnit: "utf16" }],
  ["a max of 10 and a min of 1", I, { minimum: 1, maximum: 10 }],
  ["1-10; omit for 1", I, { minimum: 1, maximum: 10, default: 1 }],
  ["Leave out to use `all`", S, { default: "all" }],
  ["treated as false if not present", B, { default: false }],
  ["Is treated as 0 when omitted", I, { default: 0 }],
  ["a value in {`regular`, `quiz`}", S, { enum: ["regular", "quiz"] }],
  ["{`a`, `b`, `c`}", S, { enum: ["a", "b", "c"] }],
  ["either of `regular`, `quiz`", S, { enum: ["regular", "quiz"] }],
]);

describe("a unit alone, or of what is no text, is description", () => {
  it.each([
    ["Size of the file (bytes)", I],
    ["Name (in characters)", S],
    ["Duration, in seconds", I],
    ["Offset in UTF-16 code units to the start of the entity", I],
    ["Omit for all chats", list(S)],
    ["Omit for the default", I],
  ] as [string, TypeRef][])("%s", (note, type) => {
    const r = readNote(note, type);
    expect(r.constraints).toEqual({});
    expect(r.findings).toEqual([]);
  });
});

constructTable("typographic apostrophes and single quotes read as plain ones", [
  ["Offset length can’t exceed 64 bytes.", S, { maxLength: 64, lengthUnit: "utf8" }],
  ["It mustn’t be longer than 64 characters", S, { maxLength: 64, lengthUnit: "utf16" }],
  ["One of ‘regular’, ‘quiz’", S, { enum: ["regular", "quiz"] }],
  ["The user’s name, 1-64 characters", S, { minLength: 1, maxLength: 64, lengthUnit: "utf16" }],
  ["Never empty, at most 64 characters", S, { minLength: 1, maxLength: 64, lengthUnit: "utf16" }],
]);

describe("values after only, alone in their part, are named: the values allowed, or the cases the value is for", () => {
  it.each(["only `regular`", "only ‘regular’", "Currently only `regular` or `quiz`", "For now, only `a`, `b`"])(
    "%s",
    (note) => {
      const r = readNote(note, S);
      expect(r.constraints).toEqual({});
      expect(r.findings.map((f) => f.message).join()).toMatch(/shape of a constraint/);
    },
  );
});

describe("only before words that are no values is description", () => {
  it.each(["Only `private` chats", "only custom emoji entities allowed", "Only for bots", "`text_link` only"])(
    "%s",
    (note) => {
      const r = readNote(note, S);
      expect(r.constraints).toEqual({});
      expect(r.findings).toEqual([]);
    },
  );
});

constructTable("a range written as code, the labels of a schema, both ends in other words", [
  ["`1..100`", I, { minimum: 1, maximum: 100 }],
  ["`[1, 100]`", I, { minimum: 1, maximum: 100 }],
  ["range `1-100`", I, { minimum: 1, maximum: 100 }],
  ["`0 <= x <= 100`", I, { minimum: 0, maximum: 100 }],
  ["`1-64` characters", S, { minLength: 1, maxLength: 64, lengthUnit: "utf16" }],
  ["min_value=1, max_value=100", I, { minimum: 1, maximum: 100 }],
  ["maxValue: 100", I, { maximum: 100 }],
  ["the value must fall within 1 and 100", I, { minimum: 1, maximum: 100 }],
  ["bounded by 1 and 100", I, { minimum: 1, maximum: 100 }],
  // A character range in code stays one; numbers in code one by one are values.
  ["only `A-Z`, `a-z`, `0-9`, `_` allowed", S, { pattern: "^[A-Za-z0-9_]*$" }],
  ["One of `3`, `6`", S, { enum: ["3", "6"] }],
]);

constructTable("a negation of empty and of a length together, each the other way round; a length up to and including", [
  ["Cannot be empty or exceed 4096 characters", S, { minLength: 1, maxLength: 4096, lengthUnit: "utf16" }],
  [
    "It can’t be empty or exceed 4096 characters after entities parsing",
    S,
    { minLength: 1, maxLength: 4096, lengthUnit: "utf16" },
  ],
  ["cannot be empty or longer than 64 bytes", S, { minLength: 1, maxLength: 64, lengthUnit: "utf8" }],
  ["must not be blank, or more than 10 characters", S, { minLength: 1, maxLength: 10, lengthUnit: "utf16" }],
  ["1 up to and including 4096 characters", S, { minLength: 1, maxLength: 4096, lengthUnit: "utf16" }],
  ["up to and including 64 bytes", S, { maxLength: 64, lengthUnit: "utf8" }],
]);

constructTable("a default after a dash", [
  ["Default — false", B, { default: false }],
  ["1-10, default – 5", I, { minimum: 1, maximum: 10, default: 5 }],
  // A count labelled, of a number: its range.
  ["count: 1-100", I, { minimum: 1, maximum: 100 }],
]);

constructTable("a class of characters written bare, alphanumeric alone, an interval glued, a bound in a parenthesis", [
  ["only [a-z0-9_] allowed", S, { pattern: "^[a-z0-9_]*$" }],
  ["must be alphanumeric", S, { pattern: "^[A-Za-z0-9]*$" }],
  ["[1,100]", I, { minimum: 1, maximum: 100 }],
  ["[0,100)", I, { minimum: 0, maximum: 99 }],
  ["between 1,000 and 5,000", I, { minimum: 1000, maximum: 5000 }],
  ["Items per page (1,000 max)", I, { maximum: 1000 }],
]);

describe("a bracket of numbers is no class of characters", () => {
  it.each(["only [0,100] allowed", "only [1-100] allowed"])("%s", (note) => {
    expect(readNote(note, S).constraints).toEqual({});
  });
});

constructTable("non-empty said in a parenthesis of its own", [
  ["at most 64 characters (not empty)", S, { minLength: 1, maxLength: 64, lengthUnit: "utf16" }],
  ["(non-empty) at most 64 characters", S, { minLength: 1, maxLength: 64, lengthUnit: "utf16" }],
]);

constructTable("a value said to be new inside its list is one of the list", [
  ["One of `a`, `b` or the new `c`", S, { enum: ["a", "b", "c"] }],
  ["One of `a`, `b`, or (since 9.3) `c`", S, { enum: ["a", "b", "c"] }],
  ["One of `a`, `b` and, from 9.3, `c`", S, { enum: ["a", "b", "c"] }],
  ["One of `a`, `b`, or also `c`", S, { enum: ["a", "b", "c"] }],
  ["One of `3`, `6` or the new `12`", I, { enum: [3, 6, 12] }],
]);

describe("a value said to be new beside the list leaves the list open, said", () => {
  it.each(["One of `a`, `b`; `c` was added in 9.3", "Either `a` or `b`. `c` has been introduced in 9.3."])(
    "%s",
    (note) => {
      const r = readNote(note, S);
      expect(r.constraints).toEqual({});
      expect(r.findings.map((f) => f.message).join()).toMatch(/leaves its list of values open/);
    },
  );
});

constructTable("a width said with a negated comparison is a width, never a maximum", [
  ["Not more than 52 significant bits", I, { integerBits: 52 }],
  ["no greater than 52 bits", I, { integerBits: 52 }],
]);

// A switch's state as its default, the whole clause (as settings references write `Off by default`).
constructTable("a Boolean's default said as the state of a switch", [
  ["Off by default", B, { default: false }],
  ["on by default", B, { default: true }],
  ["Disabled by default.", B, { default: false }],
  ["Enabled by default", B, { default: true }],
  // A form's yes and no; what the service takes when nothing else is said; the values it may be set to.
  ["Default: no", B, { default: false }],
  ["The default is yes", B, { default: true }],
  ["Uses 100 unless told otherwise", I, { default: 100 }],
  ["Can be set to `asc` or `desc`.", S, { enum: ["asc", "desc"] }],
  ["disabled unless set", B, { default: false }],
  ["Off if omitted", B, { default: false }],
  ["enabled when not specified", B, { default: true }],
]);

describe("a switch's state said of something else, or of a value that is no switch", () => {
  it.each(["Notifications are off by default", "the preview is on by default for links", "off when the chat is muted"])(
    "%s: description",
    (note) => {
      const r = readNote(note, B);
      expect(r.constraints).toEqual({});
      expect(r.findings).toEqual([]);
    },
  );
  it.each(["Off by default", "enabled by default"])("%s of a String: named", (note) => {
    const r = readNote(note, S);
    expect(r.constraints).toEqual({});
    expect(r.findings.map((f) => f.message).join()).toMatch(/which is not a value of type String/);
  });
});

describe("a count of one thing per another is a ratio: named, never a bound of a number", () => {
  it.each([
    "At most 1 connection per chat is used at a time",
    "up to 5 retries per update",
    "no more than 3 requests for each chat",
    "At most 20 messages in each group",
    "at most 2 stickers per set",
    "up to 8 workers per core",
  ])("%s", (note) => {
    const r = readNote(note, I);
    expect(r.constraints).toEqual({});
    expect(r.findings.map((f) => f.message).join()).toMatch(/a ratio/);
  });
});

describe("a part named by its place, and what a bound used to be, are description", () => {
  it.each([
    ["Only the first 3 octets are logged", S],
    ["Only the first 100 characters are kept", S],
    ["the last 4 digits are shown", S],
    ["Before 9.0 the maximum was 40", I],
    ["The limit used to be 100", I],
    ["the default had been 20 until 8.3", I],
  ] as [string, TypeRef][])("%s", (note, type) => {
    const r = readNote(note, type);
    expect(r.constraints).toEqual({});
    expect(r.findings).toEqual([]);
  });
});

constructTable("values said to be permitted or acceptable", [
  ["Permitted values are `a`, `b`, `c`", S, { enum: ["a", "b", "c"] }],
  ["Acceptable values: `a`, `b`", S, { enum: ["a", "b"] }],
  ["The permitted options are `a` or `b`", S, { enum: ["a", "b"] }],
  ["Acceptable: 3, 6, 12", I, { enum: [3, 6, 12] }],
  ["the acceptable values are 1, 2 and 3", I, { enum: [1, 2, 3] }],
  ["Permitted modes: `a` and `b`", S, { enum: ["a", "b"] }],
]);

constructTable("a value of a list marked the default, whatever phrasing read the list", [
  ["Either `quiz` or `regular` (default)", S, { enum: ["quiz", "regular"], default: "regular" }],
  ["Either `quiz` (for quizzes) or `regular` (default)", S, { enum: ["quiz", "regular"], default: "regular" }],
  ["One of `quiz` (a quiz) or `regular` (the default)", S, { enum: ["quiz", "regular"], default: "regular" }],
  ["Must be `asc` (default) or `desc`", S, { enum: ["asc", "desc"], default: "asc" }],
  ["Possible values: `a`, `b` (is the default), `c`", S, { enum: ["a", "b", "c"], default: "b" }],
  ["Can be 1, 2 (default) or 3", I, { enum: [1, 2, 3], default: 2 }],
]);

constructTable("lengths, emptiness and signs in more words (a third set of rewordings)", [
  ["Must not exceed sixty-four characters", S, { maxLength: 64, lengthUnit: "utf16" }],
  ["1 or more characters", S, { minLength: 1, lengthUnit: "utf16" }],
  ["Must be non-blank", S, { minLength: 1, lengthUnit: "utf16" }],
  ["Must not be an empty string", S, { minLength: 1, lengthUnit: "utf16" }],
  ["Cannot be the empty string", S, { minLength: 1, lengthUnit: "utf16" }],
  ["Zero or positive", I, { minimum: 0 }],
  ["Unsigned", I, { minimum: 0 }],
  ["an unsigned integer", I, { minimum: 0 }],
]);

// An unsigned width holds 0 up to 2^n - 1: never the signed width, whose validators refuse half of its values.
constructTable("an unsigned width is its range, never the signed width", [
  ["Unsigned 32-bit integer", I, { minimum: 0, maximum: 4294967295, integerBits: 52 }],
  ["32-bit unsigned", I, { minimum: 0, maximum: 4294967295, integerBits: 52 }],
  ["an unsigned 8-bit value", I, { minimum: 0, maximum: 255 }],
  ["unsigned 16-bit", F, { minimum: 0, maximum: 65535 }],
  ["Signed 32-bit integer", I, { integerBits: 32 }],
  ["unsigned 64-bit integer", I, { minimum: 0, integerBits: 52 }],
]);

constructTable("a constant, values and defaults in more words (a third set of rewordings)", [
  ["The string `private`", S, { const: "private" }],
  ['Always the string "emoji"', S, { const: "emoji" }],
  ["Literally `emoji`", S, { const: "emoji" }],
  ["The literal string `emoji`", S, { const: "emoji" }],
  ["`emoji` for this variant", S, { const: "emoji" }],
  ["Has the value `emoji`", S, { const: "emoji" }],
  ["Always `emoji` for this type", S, { const: "emoji" }],
  ["`a`, `b` or `c` are accepted", S, { enum: ["a", "b", "c"] }],
  ["Accepts `a`, `b` or `c`", S, { enum: ["a", "b", "c"] }],
  ["Takes `a` or `b`", S, { enum: ["a", "b"] }],
  ["A value among `a`, `b`, `c`", S, { enum: ["a", "b", "c"] }],
  ["When not provided, defaults to `HTML`", S, { default: "HTML" }],
  ["If none is given, 100", I, { default: 100 }],
  ["If nothing is passed, 0 is used", I, { default: 0 }],
  ["Must consist of lowercase Latin letters and digits", S, { pattern: "^[a-z0-9]*$" }],
  ["Should consist of digits", S, { pattern: "^[0-9]*$" }],
]);

describe("a constant said of some cases, or values said of an example, are no constraint", () => {
  it.each([
    ["Always `emoji` for bots", S],
    ["e.g. `a` or `b` are accepted", S],
    ["Set to `a` for A", S],
  ] as [string, TypeRef][])("%s", (note, type) => expect(readNote(note, type).constraints).toEqual({}));
});

constructTable("values as a JSON array, a constant said exactly", [
  ["Must be one of [`a`, `b`]", S, { enum: ["a", "b"] }],
  ['Must be one of ["a", "b"]', S, { enum: ["a", "b"] }],
  ['in ["asc", "desc"]', S, { enum: ["asc", "desc"] }],
  ["Must be exactly `private`", S, { const: "private" }],
  ["Discriminator: `emoji`", S, { const: "emoji" }],
  ["Tag = `emoji`", S, { const: "emoji" }],
  ["Is `emoji` for this kind", S, { const: "emoji" }],
  ["Is always exactly `private`", S, { const: "private" }],
  // An interval in brackets stays a range; a length said exactly stays a length.
  ["in [1, 100]", I, { minimum: 1, maximum: 100 }],
  ["Must be exactly 5 characters", S, { minLength: 5, maxLength: 5, lengthUnit: "utf16" }],
]);

// An array's length is its count of items (JavaScript's `length`, the words `list length`): of a list of texts, a
// length with no unit is the list's; with a unit (`1-64 characters`), or JSON Schema's `maxLength`, each text's.
describe("a length with no unit of a list is the list's count", () => {
  const texts = list(S);
  it.each([
    ["Length: 1-10", { minItems: 1, maxItems: 10 }],
    ["length at most 10", { maxItems: 10 }],
    ["max length 10", { maxItems: 10 }],
    ["Array length must be between 1 and 10", { minItems: 1, maxItems: 10 }],
  ])("%s", (note, want) => {
    const r = readNote(note, texts);
    expect(r.constraints).toEqual({});
    expect(r.type).toEqual({ ...texts, ...want });
  });
  it.each([
    ["Length: 1-10 characters", { minLength: 1, maxLength: 10, lengthUnit: "utf16" }],
    ["maxLength 64", { maxLength: 64, lengthUnit: "utf16" }],
    ["maxLength 64, in bytes", { maxLength: 64, lengthUnit: "utf8" }],
    ["Each item 1-64 characters", { minLength: 1, maxLength: 64, lengthUnit: "utf16" }],
  ])("%s: each text's", (note, want) => {
    const r = readNote(note, texts);
    expect(r.constraints).toEqual(want);
    expect(r.type).toEqual(texts);
  });
});

constructTable("limits, sizes and counts of characters in more words (a fourth set of rewordings)", [
  ["Limit: 100", I, { maximum: 100 }],
  ["Hard limit of 100", I, { maximum: 100 }],
  ["100 maximum, 1 minimum", I, { minimum: 1, maximum: 100 }],
  ["Positive or zero", I, { minimum: 0 }],
  ["Maximum size: 64 characters", S, { maxLength: 64, lengthUnit: "utf16" }],
  ["Size limit: 64 bytes", S, { maxLength: 64, lengthUnit: "utf8" }],
  ["Character count 1-64", S, { minLength: 1, maxLength: 64, lengthUnit: "utf16" }],
  ["Number of characters: up to 64", S, { maxLength: 64, lengthUnit: "utf16" }],
  ["1 to 64 letters", S, { minLength: 1, maxLength: 64, lengthUnit: "utf16" }],
]);

describe("a limit of a rate is no bound of the value", () => {
  it.each(["rate limit of 30 per second", "Limit: 100 per minute"])("%s", (note) => {
    expect(readNote(note, I).constraints).toEqual({});
  });
});
