// Property tests: values generated from the model pass; each single mutation fails at the mutated path.
import { readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { SpecModel } from "../../generator/model/model.ts";
import { validate } from "../../generated/9.2/validators.mjs";
import { ModelArbitraries, mutations } from "./arbitraries.ts";

const model = JSON.parse(readFileSync("generated/9.2/ir.json", "utf8")) as SpecModel;
const arbs = new ModelArbitraries(model);
// An upload is no JSON value: it is checked where it is sent, in multipart form data.
const names = model.types.filter((t) => !(t.kind === "opaque" && t.upload)).map((t) => t.name);
const sample = fc.constantFrom(...names).chain((name) => arbs.type(name).map((value) => ({ name, value })));

describe("generated values", () => {
  it("every type has an arbitrary", () => {
    for (const name of names) expect(fc.sample(arbs.type(name), 3)).toHaveLength(3);
  });

  it("valid values pass in every mode", () => {
    fc.assert(
      fc.property(sample, ({ name, value }) => {
        const result = validate(name as never, value);
        expect(result.ok, JSON.stringify({ name, value, result }).slice(0, 2000)).toBe(true);
        expect(validate(name as never, value, { compatible: true }).ok).toBe(true);
        expect(validate(name as never, value, { exact: true }).ok).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it("a single mutation fails at the mutated path", () => {
    const mutated = sample.filter(({ name, value }) => mutations(model, name, value).length > 0).chain(({ name, value }) => {
      const sites = mutations(model, name, value);
      return fc.nat(sites.length - 1).map((i) => ({ name, value, mutation: sites[i] as (typeof sites)[number] }));
    });
    const seen = new Set<string>();
    fc.assert(
      fc.property(mutated, ({ name, value, mutation }) => {
        seen.add(mutation.kind);
        const broken = mutation.apply(value);
        const result = validate(name as never, broken, { allErrors: true, strict: true });
        const context = JSON.stringify({ name, kind: mutation.kind, path: mutation.path, result }).slice(0, 2000);
        expect(result.ok, context).toBe(false);
        if (!result.ok) expect(result.errors.map((e) => e.path), context).toEqual([mutation.path]);
        expect(validate(name as never, broken, { compatible: true }).ok, context).toBe(mutation.compatibleAccepts);
      }),
      { numRuns: 3000 },
    );
    expect([...seen].sort()).toEqual(["bad-discriminator", "drop-required", "out-of-range", "too-long", "unknown-enum", "wrong-primitive"]);
  });
});
