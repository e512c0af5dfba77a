// Differential: on every sample, real and generated, the validators and Ajv on our own schema.json agree.
import { readdirSync, readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { strictAjv } from "../helpers.ts";
import type { SpecModel } from "../../generator/model/model.ts";
import { validate, validateParams, validateResponse } from "../../generated/9.2/validators.mjs";
import type { MethodName } from "../../generated/9.2/methods.js";
import { ModelArbitraries, mutations } from "./arbitraries.ts";

const model = JSON.parse(readFileSync("generated/9.2/ir.json", "utf8")) as SpecModel;
const schema = JSON.parse(readFileSync("generated/9.2/schema.json", "utf8"));
// Ajv as it comes: lengths in code points, patterns with the u flag. schema.json states UTF-16 lengths with patterns.
const ajv = strictAjv();
ajv.addSchema(schema);
const ajvFor = (def: string) => {
  const v = ajv.getSchema(`${schema.$id}#/$defs/${def}`);
  if (!v) throw new Error(`no $defs/${def}`);
  return v;
};
const arbs = new ModelArbitraries(model);
// An upload is no JSON value: it is checked where it is sent, in multipart form data.
const names = model.types.filter((t) => !(t.kind === "opaque" && t.upload)).map((t) => t.name);

function agree(def: string, value: unknown, ours: boolean): void {
  const theirs = ajvFor(def)(value);
  expect(ours, `${def}: validators ${ours}, Ajv ${theirs} on ${JSON.stringify(value).slice(0, 1500)}; Ajv: ${JSON.stringify(ajvFor(def).errors)}`).toBe(theirs);
}

describe("validators and Ajv on schema.json", () => {
  it("agree on every real sample", () => {
    const manifest = JSON.parse(readFileSync("test/fixtures/manifest.json", "utf8"));
    for (const f of readdirSync("test/fixtures/updates")) {
      const value = JSON.parse(readFileSync(`test/fixtures/updates/${f}`, "utf8"));
      agree("Update", value, validate("Update", value, { strict: true }).ok);
    }
    for (const [f, { method }] of Object.entries(manifest.responses) as [string, { method: MethodName }][]) {
      const value = JSON.parse(readFileSync(`test/fixtures/responses/${f}`, "utf8"));
      agree(`${method}.response`, value, validateResponse(method, value, { strict: true }).ok);
    }
  });

  it("agree on 5,000 generated values, valid and singly mutated", () => {
    let count = 0;
    const sample = fc.constantFrom(...names).chain((name) => arbs.type(name).map((value) => ({ name, value })));
    const withMutation = sample.chain(({ name, value }) => {
      const sites = mutations(model, name, value);
      return fc.option(fc.nat(Math.max(0, sites.length - 1)), { freq: 2 }).map((i) => ({ name, value: i === null || sites.length === 0 ? value : (sites[i] as (typeof sites)[number]).apply(value) }));
    });
    fc.assert(
      fc.property(withMutation, ({ name, value }) => {
        count++;
        agree(name, value, validate(name as never, value, { strict: true }).ok);
      }),
      { numRuns: 5000 },
    );
    expect(count).toBeGreaterThanOrEqual(4000);
  });

  it("agree on values of the wrong shape altogether", () => {
    fc.assert(
      fc.property(fc.constantFrom(...names), fc.jsonValue({ maxDepth: 3 }), (name, value) => {
        agree(name, value, validate(name as never, value, { strict: true }).ok);
      }),
      { numRuns: 3000 },
    );
  });

  it("count characters in UTF-16 code units, as schema.json's x-utf16MaxLength says", () => {
    const at = { id: "p", question: "😀".repeat(150), options: [], total_voter_count: 0, is_closed: false, is_anonymous: true, type: "quiz", allows_multiple_answers: false };
    const over = { ...at, question: "😀".repeat(151) };
    agree("Poll", at, validate("Poll", at).ok);
    agree("Poll", over, validate("Poll", over).ok);
    expect(validate("Poll", over).ok).toBe(false);
    expect(schema.$defs.Poll.properties.question).toMatchObject({ maxLength: 300, "x-utf16MaxLength": 300 });
    const mixed = { ...at, question: "😀x".repeat(101) };
    agree("Poll", mixed, validate("Poll", mixed).ok);
  });

  it("count UTF-8 bytes where the spec does, as schema.json's x-utf8MaxLength says", () => {
    const over = { text: "x", callback_data: "é".repeat(33) };
    const at = { text: "x", callback_data: "é".repeat(32) };
    expect([validate("InlineKeyboardButton", over).ok, ajvFor("InlineKeyboardButton")(over)]).toEqual([false, false]);
    expect([validate("InlineKeyboardButton", at).ok, ajvFor("InlineKeyboardButton")(at)]).toEqual([true, true]);
    expect(schema.$defs.InlineKeyboardButton.properties.callback_data).toMatchObject({ maxLength: 64, "x-utf8MaxLength": 64 });
  });
});

describe("validators and Ajv on method params and responses", () => {
  const shown = model.methods.filter((m) => m.shown);
  const asObject = (m: (typeof shown)[number]) => ({
    kind: "object" as const,
    name: `${m.name}.params`,
    position: m.position,
    description: "",
    fields: m.params.map((p) => ({ kind: "field" as const, name: p.name, position: p.position, type: p.type, optional: !p.required, description: "", constraints: p.constraints })),
    groups: [],
    extends: [],
    alternatives: [],
    sentToService: true,
  });
  const paramsModel = { ...model, types: [...model.types, ...shown.map(asObject)] } as SpecModel;
  const paramArbs = new ModelArbitraries(paramsModel);

  it("agree on generated params, valid and mutated", () => {
    const sample = fc.constantFrom(...shown).chain((m) => paramArbs.type(`${m.name}.params`).map((value) => ({ m, value })));
    const withMutation = sample.chain(({ m, value }) => {
      const sites = mutations(paramsModel, `${m.name}.params`, value);
      return fc.option(fc.nat(Math.max(0, sites.length - 1))).map((i) => ({ m, value: i === null || sites.length === 0 ? value : (sites[i] as (typeof sites)[number]).apply(value) }));
    });
    fc.assert(fc.property(withMutation, ({ m, value }) => agree(`${m.name}.params`, value, validateParams(m.name as MethodName, value).ok)), { numRuns: 1000 });
  });

  it("agree on generated responses, successes and failures", () => {
    const success = fc.constantFrom(...shown).chain((m) => paramArbs.value(m.result ?? { kind: "unknown" }, {}, 1).map((result) => ({ m, value: { ok: true, result } as unknown })));
    const failure = fc.constantFrom(...model.methods).chain((m) => fc.record({ ok: fc.constant(false), error_code: fc.integer(), description: fc.string(), parameters: fc.object() }, { requiredKeys: ["ok", "error_code"] }).map((value) => ({ m, value: value as unknown })));
    const broken = fc.oneof(success, failure).chain(({ m, value }) => fc.constantFrom<unknown>(value, { ...(value as object), ok: "yes" }, { ...(value as object), result: null }).map((v) => ({ m, value: v })));
    fc.assert(fc.property(broken, ({ m, value }) => agree(`${m.name}.response`, value, validateResponse(m.name as MethodName, value, { strict: true }).ok)), { numRuns: 1000 });
  });
});
