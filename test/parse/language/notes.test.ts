import { describe, expect, it } from "vitest";
import type { Constraints, TypeRef } from "../../../generator/model/model.ts";
import { parseConstraints, parseIntegerBits } from "../../note.ts";

const int: TypeRef = { kind: "integer" };
const float: TypeRef = { kind: "float" };
const str: TypeRef = { kind: "string" };

describe("parseConstraints", () => {
  const cases: [string, TypeRef, Constraints][] = [
    [
      "One of `private`, `group`, `supergroup`, `channel`",
      str,
      { enum: ["private", "group", "supergroup", "channel"] },
    ],
    ["`regular` or `quiz`", str, { enum: ["regular", "quiz"] }],
    ["`quiz` allows only quiz polls; `regular` only regular polls; otherwise any", str, { enum: ["quiz", "regular"] }],
    ["`text_link` only", str, {}],
    ["1-64 characters", str, { minLength: 1, maxLength: 64, lengthUnit: "utf16" }],
    ["1-64 bytes", str, { minLength: 1, maxLength: 64, lengthUnit: "utf8" }],
    [
      "0-1024 characters after entity parsing; must be an exact substring",
      str,
      { minLength: 0, maxLength: 1024, lengthUnit: "utf16" },
    ],
    ["clockwise degrees, 0-359", int, { minimum: 0, maximum: 359 }],
    ["1-10, default 1", int, { minimum: 1, maximum: 10, default: 1 }],
    ["Simultaneous HTTPS connections for delivery, 1-100, default 40", int, { minimum: 1, maximum: 100, default: 40 }],
    ["default false", { kind: "boolean" }, { default: false }],
    ["Seconds of long polling; default 0 (short polling, for testing only)", int, { default: 0 }],
    ["Always 0; distinguishes it from a regular message", int, { const: 0 }],
    ["Always false for replies in another chat or topic", { kind: "boolean" }, {}],
    ["Always positive, a valid date", int, { minimum: 1 }],
    ["Seconds of long polling; default 0; should be positive", int, { default: 0 }],
    ["minute of the week from Monday, 0 to 7*24*60", int, { minimum: 0, maximum: 10080 }],
    ["meters, 0-1500", float, { minimum: 0, maximum: 1500 }],
    ["1-6 for the emoji 🎲; 1-5 for 🏀, ⚽; 1-64 for 🎰", int, { minimum: 1, maximum: 64 }],
    ["0-based; quiz polls only", int, {}],
    ["ISO 3166-1 alpha-2", str, {}],
    ["ISO 3166-1 alpha-2", int, {}],
    ["default: the current bot", str, {}],
    ["defaults to can_pin_messages if omitted", { kind: "boolean" }, {}],
    [
      "1-256 characters from A-Z, a-z, 0-9, `_`, `-`",
      str,
      { minLength: 1, maxLength: 256, lengthUnit: "utf16", pattern: "^[A-Za-z0-9_\\-]*$" },
    ],
    ["1-100 characters", { kind: "array", items: str }, { minLength: 1, maxLength: 100, lengthUnit: "utf16" }],
  ];
  it.each(cases)("%s (%j)", (note, type, want) => {
    expect(parseConstraints(note, type)).toEqual(want);
  });
});

describe("parseEnum and parseIntegerBits", () => {
  it("reads no enum from prose", () => {
    expect(
      parseConstraints("one of a fixed set of emoji; the set of allowed values is not shown", str).enum,
    ).toBeUndefined();
  });
  const bits: [string, 32 | 52 | undefined][] = [
    ["Up to 52 significant bits", 52],
    ["Discussion group of a channel and vice versa; under 52 bits", 52],
    ["up to 52 bits", 52],
    ["signed 32-bit, unique within the message", 32],
    ["RGB24", undefined],
  ];
  it.each(bits)("%s → %s", (note, want) => {
    expect(parseIntegerBits(note)).toBe(want);
  });
});
