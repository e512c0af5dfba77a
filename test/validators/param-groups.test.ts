// A group of a method's parameters (`Can't be used together with close_date`, `Exactly one of text or photo must be
// given`) is checked by the generated validators and schema.json, described in openapi.json and methods.ts, and
// checked by the Python params model's source (its check_groups call), as a type's group is.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { spawnSync } from "node:child_process";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { main } from "../../generator/cli.ts";
import { doc, strictAjv } from "../helpers.ts";

const endpoints = [
  "### sendBody",
  "",
  "Path `/sendBody`. Returns True on success.",
  "",
  "| Parameter | Type | Required | Rules |",
  "|---|---|---|---|",
  "| chat_id | Integer | Yes | Target chat |",
  "| text | String | No | Text |",
  "| photo | String | No | File id of a photo |",
  "| period | Integer | No | Seconds; can't be used together with close_date |",
  "| close_date | Integer | No | Unix time; can't be used together with period |",
  "| reply_to | Integer | No | Message to reply to |",
  "| quote | String | No | Quote to reply with |",
  "",
  "Exactly one of text or photo must be given.",
  "",
  "At least one of reply_to or quote must be given.",
].join("\n");

const PY = ["python3", "/usr/bin/python3"].find(
  (p) => spawnSync(p, ["-c", "import pydantic; assert pydantic.VERSION[0] == '2'"]).status === 0,
);
if (!PY) console.warn("param-groups: no Python with pydantic 2; its check of check_groups is skipped");

let root = "";
let v: { validateParams: (m: string, x: unknown) => { ok: boolean; errors: { message: string }[] } };
let schemaOk: (x: unknown) => boolean;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), "botspec-param-groups-"));
  mkdirSync(join(root, "spec"));
  writeFileSync(join(root, "spec/doc.md"), doc({ endpoints }));
  const err: string[] = [];
  const code = await main(["generate", "--spec", "spec", "--out", "out"], {
    cwd: root,
    out: () => {},
    err: (l) => err.push(l),
  });
  if (code !== 0) throw new Error(err.join("\n"));
  v = await import(resolve(root, "out/validators.mjs"));
  const schema = JSON.parse(readFileSync(join(root, "out/schema.json"), "utf8"));
  schemaOk = strictAjv().addSchema(schema).getSchema(`${schema.$id}#/$defs/sendBody.params`)!;
}, 120_000);
afterAll(() => rmSync(root, { recursive: true, force: true }));

const R = { reply_to: 5 };
const CASES: [string, Record<string, unknown>, boolean][] = [
  ["text alone", { chat_id: 1, text: "hi", ...R }, true],
  ["photo alone", { chat_id: 1, photo: "AgAD", ...R }, true],
  ["neither text nor photo", { chat_id: 1, ...R }, false],
  ["both text and photo", { chat_id: 1, text: "hi", photo: "AgAD", ...R }, false],
  ["text with period", { chat_id: 1, text: "hi", period: 60, ...R }, true],
  ["text with period and close_date", { chat_id: 1, text: "hi", period: 60, close_date: 1700000000, ...R }, false],
  ["quote alone of reply_to and quote", { chat_id: 1, text: "hi", quote: "q" }, true],
  ["both reply_to and quote", { chat_id: 1, text: "hi", reply_to: 5, quote: "q" }, true],
  ["neither reply_to nor quote", { chat_id: 1, text: "hi" }, false],
];

describe("a method's groups of parameters", () => {
  it.each(CASES)("validators: %s", (_, params, ok) => {
    expect(v.validateParams("sendBody", params).ok).toBe(ok);
  });
  it.each(CASES)("schema.json: %s", (_, params, ok) => {
    expect(schemaOk(params)).toBe(ok);
  });
  it("openapi.json says them as x-botspec-groups and a sentence, never as a oneOf of required-only objects", () => {
    const api = JSON.parse(readFileSync(join(root, "out/openapi.json"), "utf8"));
    const params = api.components.schemas["sendBody.params"];
    expect(params.oneOf).toBeUndefined();
    expect(params.allOf).toBeUndefined();
    expect(params["x-botspec-groups"]).toEqual([
      { kind: "exactly-one", fields: ["text", "photo"] },
      { kind: "at-least-one", fields: ["reply_to", "quote"] },
      { kind: "at-most-one", fields: ["period", "close_date"] },
    ]);
    expect(params.description).toContain("Exactly one of text, photo is present.");
    expect(params.description).toContain("At least one of reply_to, quote is present.");
  });
  it("methods.ts says them in the method's documentation", () => {
    const ts = readFileSync(join(root, "out/methods.ts"), "utf8");
    expect(ts).toContain("Exactly one of the params: text, photo.");
    expect(ts).toContain("At most one of the params: period, close_date.");
    expect(ts).toContain("At least one of the params: reply_to, quote.");
  });
  it.skipIf(!PY)("the Python runtime's check_groups refuses what the validators refuse", () => {
    const script = [
      "import sys, json",
      "sys.path.insert(0, sys.argv[1])",
      "from types import SimpleNamespace",
      "from botspec_types import _runtime as r",
      'groups = (("exactly-one", ("text", "photo")), ("at-least-one", ("reply_to", "quote")), ("at-most-one", ("period", "close_date")))',
      "out = []",
      "for case in json.loads(sys.argv[2]):",
      "    try:",
      "        r.check_groups(SimpleNamespace(**case), groups)",
      "        out.append(True)",
      "    except ValueError:",
      "        out.append(False)",
      "print(json.dumps(out))",
    ].join("\n");
    const cases = CASES.map(([, params]) => params);
    const run = spawnSync(PY!, ["-c", script, join(root, "out/python"), JSON.stringify(cases)], { encoding: "utf8" });
    expect(run.stderr).toBe("");
    expect(JSON.parse(run.stdout)).toEqual(CASES.map(([, , ok]) => ok));
  });
  it("the Python params model checks them", () => {
    const py = readFileSync(join(root, "out/python/botspec_types/methods.py"), "utf8");
    expect(py).toMatch(
      /_r\.check_groups\(self, \(\("exactly-one", \("text", "photo"\)\), \("at-least-one", \("reply_to", "quote"\)\), \("at-most-one", \("period", "close_date"\)\),?\)\)/,
    );
  });
});
