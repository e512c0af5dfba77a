// The document `botspec reference` renders, checked as data (the page itself is opened in reference.test.ts): one
// operation per method, its GET form said in the description; examples of params and answers that the version's own
// validators accept, with no integer at the far end of a 32- or 52-bit range; a title that does not repeat the version.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { referenceJson } from "../../generator/cli/reference.ts";
import type { SpecModel } from "../../generator/model/model.ts";
import { served } from "../helpers.ts";

type Op = { description?: string; requestBody?: any; responses: Record<string, any> };
type Doc = { info: { title: string; version: string }; paths: Record<string, { post: Op; get?: Op }> };
type Check = (method: string, x: unknown) => { ok: boolean; errors?: unknown };
const versions: [string, string][] = [
  ["spec/9.2", "spec/9.2"],
  ["the full-size spec", "test/fixtures/spec-full-9.2"],
];
const setups = new Map<string, { model: SpecModel; doc: Doc; params: Check; response: Check }>();
let root = "";

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), "botspec-refdoc-"));
  for (const [name, dir] of versions) {
    const { model, validators } = await served(dir);
    const out = join(root, name.replace(/\W+/g, "-"));
    for (const f of validators)
      writeFileSync(
        `${out}-${f.path}`,
        f.contents.replace("./validator-runtime.mjs", `./${out.split("/").pop()}-validator-runtime.mjs`),
      );
    const v = await import(`${out}-validators.mjs`);
    const doc = JSON.parse(await referenceJson(dir, process.cwd())) as Doc;
    setups.set(name, { model, doc, params: v.validateParams as Check, response: v.validateResponse as Check });
  }
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Every integer in a value. */
const integers = (v: unknown): number[] =>
  Number.isInteger(v) ? [v as number] : v && typeof v === "object" ? Object.values(v).flatMap(integers) : [];

describe.each(versions)("the reference document of %s", (name) => {
  it("has one operation per method, its GET form said in the description, and one version", () => {
    const { model, doc } = setups.get(name) as { model: SpecModel; doc: Doc };
    expect(doc.info.title).not.toContain(doc.info.version);
    for (const m of model.methods) {
      const item = doc.paths[`/bot{token}/${m.name}`];
      expect(item?.get, m.name).toBeUndefined();
      expect(item?.post.description, m.name).toContain(`GET /bot{token}/${m.name}`);
    }
  });
  it("shows examples of params and answers that the version's validators accept, none at a range's far end", () => {
    const { model, doc, params, response } = setups.get(name) as NonNullable<ReturnType<typeof setups.get>>;
    let shown = 0;
    // A method whose required param can only be a file has no JSON example of its params.
    for (const m of model.methods.filter((x) => x.shown)) {
      const fileOnly = m.params.some((p) => p.required && p.upload && p.type.kind !== "union");
      const post = doc.paths[`/bot{token}/${m.name}`]?.post as Op;
      const sent = post.requestBody.content["application/json"].example;
      const answer = post.responses["200"].content["application/json"].example;
      if (!fileOnly) expect(params(m.name, sent), `${m.name} ${JSON.stringify(sent)}`).toMatchObject({ ok: true });
      expect(response(m.name, answer), `${m.name} ${JSON.stringify(answer).slice(0, 300)}`).toMatchObject({ ok: true });
      for (const n of [...integers(sent), ...integers(answer)]) expect(Math.abs(n), m.name).toBeLessThan(2 ** 31 - 1);
      shown++;
    }
    expect(shown).toBeGreaterThan(0);
  });
});
