import { describe, expect, it } from "vitest";
import type { ObjectType, TypeRef } from "../../../generator/model/model.ts";
import { modelOf } from "../../helpers.ts";
import { parseTypeExpr } from "../../../generator/parse/language/type-expr.ts";
import { inlineText } from "../../../generator/parse/markdown/markdown.ts";

const int: TypeRef = { kind: "integer" };
const str: TypeRef = { kind: "string" };

describe("parseTypeExpr", () => {
  const cases: [string, TypeRef, boolean][] = [
    ["Integer", int, false],
    ["Float", { kind: "float" }, false],
    ["String?", str, true],
    ["Boolean", { kind: "boolean" }, false],
    ["True", { kind: "true" }, false],
    ["True?", { kind: "true" }, true],
    ["User", { kind: "ref", name: "User" }, false],
    ["Array of String?", { kind: "array", items: str }, true],
    [
      "Array of Array of PhotoSize",
      { kind: "array", items: { kind: "array", items: { kind: "ref", name: "PhotoSize" } } },
      false,
    ],
    ["Integer or String", { kind: "union", members: [int, str] }, false],
    ["Integer or String?", { kind: "union", members: [int, str] }, true],
    ["`emoji`", { kind: "literal", value: "emoji" }, false],
    ["`0`", { kind: "literal", value: 0 }, false],
    // A type's name in a code span is the type (`Returns an array of \`Update\` objects`).
    ["`Update`", { kind: "ref", name: "Update" }, false],
    ["Array of `Message`?", { kind: "array", items: { kind: "ref", name: "Message" } }, true],
    ["`Integer` or `String`", { kind: "union", members: [int, str] }, false],
    ["List of String", { kind: "array", items: str }, false],
    ["list of Integer?", { kind: "array", items: int }, true],
    ["String[]", { kind: "array", items: str }, false],
    ["PhotoSize[][]?", { kind: "array", items: { kind: "array", items: { kind: "ref", name: "PhotoSize" } } }, true],
    ["Integer[] or String", { kind: "union", members: [{ kind: "array", items: int }, str] }, false],
    // Generic and plural forms of an array.
    ["Array<String>", { kind: "array", items: str }, false],
    ["List<Integer or String>?", { kind: "array", items: { kind: "union", members: [int, str] } }, true],
    ["Array<Array<Integer>>", { kind: "array", items: { kind: "array", items: int } }, false],
    ["array of strings", { kind: "array", items: str }, false],
    ["Array of integers?", { kind: "array", items: int }, true],
    // A whole type expression in one code span; two types joined by a slash written against them.
    ["`Array of String`?", { kind: "array", items: str }, true],
    ["`Integer or String`", { kind: "union", members: [int, str] }, false],
    ["`Array<Update>`", { kind: "array", items: { kind: "ref", name: "Update" } }, false],
    ["`String[]`", { kind: "array", items: str }, false],
    ["Integer/String", { kind: "union", members: [int, str] }, false],
    ["`String?`", str, true],
    ["`Array of String?`", { kind: "array", items: str }, true],
    ["Integer/String?", { kind: "union", members: [int, str] }, true],
    ["Message/True", { kind: "union", members: [{ kind: "ref", name: "Message" }, { kind: "true" }] }, false],
    // A bar between types, as a union is written in code.
    ["Integer | String", { kind: "union", members: [int, str] }, false],
    ["Integer | String?", { kind: "union", members: [int, str] }, true],
    ["`Integer | String`", { kind: "union", members: [int, str] }, false],
    ["Array of Integer | String", { kind: "union", members: [{ kind: "array", items: int }, str] }, false],
    ["Message | True", { kind: "union", members: [{ kind: "ref", name: "Message" }, { kind: "true" }] }, false],
    ["Integer|String", { kind: "union", members: [int, str] }, false],
    // A union with its word before it; what an array's items are, named after their type.
    ["either Integer or String", { kind: "union", members: [int, str] }, false],
    ["Integer or a String", { kind: "union", members: [int, str] }, false],
    ["Integer or an Array of String", { kind: "union", members: [int, { kind: "array", items: str }] }, false],
    ["Either Integer or String?", { kind: "union", members: [int, str] }, true],
    ["Array of User objects", { kind: "array", items: { kind: "ref", name: "User" } }, false],
    ["array of String values?", { kind: "array", items: str }, true],
    ["Array of Array of Integer elements", { kind: "array", items: { kind: "array", items: int } }, false],
    // The primitives under the names other references give them.
    ["integer", int, false],
    ["Int?", int, true],
    ["string", str, false],
    ["Bool", { kind: "boolean" }, false],
    ["number", { kind: "float" }, false],
    ["Double", { kind: "float" }, false],
    ["Float64", { kind: "float" }, false],
    // The `?` of an optional after the marks that close an emphasised or linked type.
    ["_String_?", str, true],
    ["**Integer**?", int, true],
    ["[User](#user)?", { kind: "ref", name: "User" }, true],
    ["Int64", int, false],
    ["Long?", int, true],
    ["Array of UInt32", { kind: "array", items: int }, false],
    ["Array of integer", { kind: "array", items: int }, false],
    ["integer | string", { kind: "union", members: [int, str] }, false],
    // Code that is no type expression stays a value.
    ["`a b`", { kind: "literal", value: "a b" }, false],
    ["`up/down`", { kind: "literal", value: "up/down" }, false],
  ];
  it.each(cases)("%s", (given, type, optional) => {
    expect(parseTypeExpr(inlineText(given))).toMatchObject({ type, optional });
  });

  it.each([
    "",
    "Array of",
    "Array String",
    "Integer or",
    "String??",
    "Integer String",
    "String[",
    "String []",
    "List String",
    "Array<String",
    "Array <String>",
    "Array<String?>",
    "strings",
    "Integer /String",
    "Integer/ String",
    "Integer/",
    // `either` before one type is no union.
    "either Integer",
    "either",
    "Integer or a",
  ])("rejects %j", (given) => {
    expect(parseTypeExpr(inlineText(given))).toBeUndefined();
  });
});

// An integer named with its width, as other references write it: the width is the member's, in a table of fields,
// a compact row, or a name's parenthesis; never the Conventions' 32 bits, which would refuse the values it names.
describe("integers named with their width", () => {
  const of = (resources: string, name: string) =>
    (modelOf({ resources }).types.find((t) => t.name === "Thing") as ObjectType).fields.find((f) => f.name === name)!;
  const table = (type: string) =>
    `### Thing\n\n| Field | Type | Notes |\n|---|---|---|\n| id | Integer | |\n| x | ${type} | |\n`;
  const compact = (field: string) => `### Things\n\n| Type | Fields |\n|---|---|\n| Thing | id Integer; ${field} |\n`;
  it.each([
    ["Int64", { integerBits: 52 }],
    ["Long?", { integerBits: 52 }],
    ["Array of Int64", { integerBits: 52 }],
    ["UInt32", { minimum: 0, maximum: 4294967295, integerBits: 52 }],
    ["uint64", { minimum: 0, integerBits: 52 }],
    ["Int32", { integerBits: 32 }],
  ] as [string, object][])("%s", (type, constraints) => {
    expect(of(table(type), "x").constraints).toEqual(constraints);
    expect(of(compact(`x ${type}`), "x").constraints).toEqual(constraints);
    expect(of(compact(`x (${type})`), "x").constraints).toEqual(constraints);
  });
});
