// A union with an array member: the validators agree with schema.json (Ajv) on values of every member and of none.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { main } from "../../generator/cli.ts";
import { doc, strictAjv } from "../helpers.ts";

const resources = "### Target\n\n| Field | Type | Notes |\n|---|---|---|\n| ids | Integer or Array of String | 1-64 characters |\n| nested | Array of Array of Integer or String? | |\n| mixed | Array of Integer or Array of String? | up to 3 items |\n";
let root = "";
let validate: (t: string, x: unknown) => { ok: boolean };
let ajv: (x: unknown) => boolean;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), "botspec-union-arrays-"));
  mkdirSync(join(root, "spec"));
  writeFileSync(join(root, "spec/doc.md"), doc({ resources }));
  const err: string[] = [];
  if ((await main(["generate", "--spec", "spec", "--out", "out", "-q"], { cwd: root, out: () => {}, err: (l) => err.push(l) })) !== 0) throw new Error(err.join("\n"));
  ({ validate } = await import(resolve(root, "out/validators.mjs")));
  const schema = JSON.parse(readFileSync(join(root, "out/schema.json"), "utf8"));
  const compiled = (strictAjv()).addSchema(schema).getSchema(`${schema.$id}#/$defs/Target`);
  ajv = (x) => compiled?.(x) === true;
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("unions with array members", () => {
  const cases: [string, unknown, boolean][] = [
    ["the scalar member", { ids: 5 }, true],
    ["the array member", { ids: ["a", "b"] }, true],
    ["an empty array", { ids: [] }, true],
    ["an array of the wrong items", { ids: [1] }, false],
    ["an item too long", { ids: ["x".repeat(65)] }, false],
    ["neither", { ids: "a" }, false],
    ["a nested array member", { ids: 1, nested: [[1, 2], [3]] }, true],
    ["the other member of a nested union", { ids: 1, nested: "s" }, true],
    ["two array members, the second", { ids: 1, mixed: ["a"] }, true],
  ];
  it.each(cases)("%s", (_, value, ok) => {
    expect(validate("Target", value).ok).toBe(ok);
    expect(ajv(value)).toBe(ok);
  });
  it("agree on generated values", () => {
    const leaf = fc.oneof(fc.integer({ min: -5, max: 5 }), fc.string({ maxLength: 70 }), fc.boolean());
    const member = fc.oneof(leaf, fc.array(leaf, { maxLength: 5 }), fc.array(fc.array(leaf, { maxLength: 3 }), { maxLength: 3 }));
    fc.assert(
      fc.property(fc.record({ ids: member, nested: member, mixed: member }, { requiredKeys: ["ids"] }), (value) => {
        expect(validate("Target", value).ok).toBe(ajv(value));
      }),
      { numRuns: 2000 },
    );
  });
});
