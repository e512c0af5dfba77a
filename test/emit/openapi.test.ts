// openapi.json, checked by tools nobody here wrote: Python's openapi-spec-validator (preinstalled with the machines'
// Python 3.11; missing, the test fails saying so), Redocly's lint, and openapi-typescript, whose types must compile
// under strict flags (openapi-fetch calls the fake service with them in test/serve/openapi-fetch.test.ts);
// and against the model, for every method (params, requiredness, results), so that the two cannot drift.
import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import ts from "typescript";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emitAll } from "../../generator/emit/emit-all.ts";
import type { SpecModel } from "../../generator/model/model.ts";
import { readAssets } from "../../generator/input/assets.ts";
import { python, REDOCLY_FINDINGS, redoclyLint, served } from "../helpers.ts";

type Doc = {
  paths: Record<string, Record<string, any>>;
  components: { schemas: Record<string, any> };
  servers: { variables?: Record<string, object> }[];
};

const versions: [string, string][] = [
  ["spec/9.2", "spec/9.2"],
  ["the full-size spec", "test/fixtures/spec-full-9.2"],
];
const docs = new Map<string, { model: SpecModel; doc: Doc; path: string }>();
let root = "";
/** openapi-spec-validator's verdict on every document, from one Python process started as soon as they are written. */
let verdicts: Promise<Map<string, string>>;

const VALIDATE = [
  "import sys",
  "from openapi_spec_validator import validate",
  "from openapi_spec_validator.readers import read_from_filename",
  "for path in sys.argv[1:]:",
  "    try:",
  "        validate(read_from_filename(path)[0])",
  "        print(path + ' valid', flush=True)",
  "    except Exception as e:",
  "        print(path + ' ' + str(e).splitlines()[0], flush=True)",
].join("\n");

function validateAll(paths: string[]): Promise<Map<string, string>> {
  return new Promise((done) => {
    const child = spawn(python(), ["-c", VALIDATE, ...paths]);
    let out = "";
    child.stdout.on("data", (c: Buffer) => (out += c.toString()));
    child.stderr.on("data", (c: Buffer) => (out += c.toString()));
    child.on("close", () => {
      const byPath = new Map<string, string>();
      for (const p of paths)
        byPath.set(
          p,
          out
            .split("\n")
            .find((l) => l.startsWith(`${p} `))
            ?.slice(p.length + 1) ?? out.slice(-500),
        );
      done(byPath);
    });
  });
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), "botspec-openapi-"));
  for (const [name, dir] of versions) {
    const { model } = await served(dir);
    const [file] = await emitAll(model, readAssets(), ["openapi"]);
    const path = join(root, `${name.replace(/\W+/g, "-")}.json`);
    writeFileSync(path, file?.contents ?? "");
    docs.set(name, { model, doc: JSON.parse(file?.contents ?? "{}") as Doc, path });
  }
  verdicts = validateAll([...docs.values()].map((d) => d.path));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

/**
 * openapi-typescript's types of every document (its Node API, as its CLI runs it), compiled in one strict program:
 * the errors of each document's file, by name.
 */
let compiled: Promise<Map<string, string[]>> | undefined;
async function typeErrors(name: string): Promise<string[]> {
  compiled ??= (async () => {
    const { default: openapiTS, astToString } = await import("openapi-typescript");
    const files = new Map<string, string>();
    for (const [n, { path }] of docs) {
      const out = join(root, `${n.replace(/\W+/g, "-")}.d.ts`);
      writeFileSync(out, astToString(await openapiTS(new URL(`file://${path}`))));
      files.set(out, n);
    }
    const program = ts.createProgram([...files.keys()], {
      strict: true,
      noEmit: true,
      exactOptionalPropertyTypes: true,
      noUncheckedIndexedAccess: true,
      skipLibCheck: false,
      types: [],
    });
    const byName = new Map<string, string[]>([...files.values()].map((n) => [n, []]));
    for (const d of ts.getPreEmitDiagnostics(program)) {
      const owner = (d.file && files.get(d.file.fileName)) ?? [...byName.keys()][0] ?? "";
      byName.get(owner)?.push(ts.flattenDiagnosticMessageText(d.messageText, "\n"));
    }
    return byName;
  })();
  return (await compiled).get(name) ?? [`no types of ${name}`];
}

describe.each(versions)("openapi.json of %s", (name) => {
  it("is valid OpenAPI 3.1 to openapi-spec-validator", async () => {
    const py = python();
    const has = (() => {
      try {
        execFileSync(py, ["-c", "import openapi_spec_validator"], { stdio: "ignore" });
        return true;
      } catch {
        return false;
      }
    })();
    expect(has, `${py} lacks openapi-spec-validator (pip install openapi-spec-validator)`).toBe(true);
    expect((await verdicts).get(docs.get(name)?.path ?? "")).toBe("valid");
  });
  it("passes Redocly's recommended rules (less those redocly.yaml disables, with their reasons)", () => {
    const r = redoclyLint(docs.get(name)?.path ?? "");
    expect(r.status, r.said).toBe(0);
    expect(r.said).not.toMatch(REDOCLY_FINDINGS);
  });
  it("gives openapi-typescript types that compile under strict flags", async () => {
    expect(await typeErrors(name)).toEqual([]);
  });
  it("says of every method what the model says: params, requiredness, result", () => {
    const { model, doc } = docs.get(name) as { model: SpecModel; doc: Doc };
    for (const m of model.methods) {
      const item = doc.paths[`/bot{token}/${m.name}`];
      expect(item?.post?.operationId, m.name).toBe(m.name);
      expect(item?.get?.summary, m.name).toBeTruthy();
      if (!m.shown) {
        expect(item?.post?.["x-botspec-shown"]).toBe(false);
        continue;
      }
      const params = doc.components.schemas[`${m.name}.params`];
      expect(Object.keys(params.properties ?? {}).sort(), m.name).toEqual(m.params.map((p) => p.name).sort());
      expect([...(params.required ?? [])].sort(), m.name).toEqual(
        m.params
          .filter((p) => p.required)
          .map((p) => p.name)
          .sort(),
      );
      expect(item?.get?.parameters.map((p: { name: string }) => p.name).sort()).toEqual(
        m.params.map((p) => p.name).sort(),
      );
      // The result is written in place: `<Method>Result` is a name orval gives the operation's own response type.
      expect(doc.components.schemas[`${m.name}.result`], m.name).toBeUndefined();
      const result = item?.post?.responses["200"].content["application/json"].schema.allOf[1].properties.result;
      expect(result, m.name).toBeDefined();
      expect(result, m.name).not.toHaveProperty("title");
      const multipart = item?.post?.requestBody.content["multipart/form-data"];
      // Every method takes multipart (the spec gives four ways to pass params to each); a method that takes a file
      // has its own multipart schema, every param standing alone and each file a binary part.
      expect(multipart, `${m.name} multipart`).toBeDefined();
      const files = m.params.filter((p) => p.upload);
      if (files.length === 0) expect(multipart.schema).toEqual({ $ref: `#/components/schemas/${m.name}.params` });
      else {
        expect(Object.keys(multipart.schema.properties).sort(), m.name).toEqual(m.params.map((p) => p.name).sort());
        for (const f of files)
          expect(JSON.stringify(multipart.schema.properties[f.name])).toContain('"format":"binary"');
      }
    }
  });
  it("names each operation by its method and gives no component a name generators derive for operations", () => {
    const { model, doc } = docs.get(name) as { model: SpecModel; doc: Doc };
    const pascal = (n: string) =>
      n
        .replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string | undefined) => (c ?? "").toUpperCase())
        .replace(/^./, (c) => c.toUpperCase());
    // orval: <Op>Result, <Op>Body, <Op>200 and, for an operation with query parameters, <Op>Params (so too
    // swagger-typescript-api); @hey-api/openapi-ts: <Op>Data, <Op>Response(s), <Op>Error(s); openapi-generator:
    // <Op>Request.
    const SUFFIXES = ["Result", "Body", "200", "Data", "Response", "Responses", "Error", "Errors", "Request"];
    const derived = new Set(
      Object.values(doc.paths).flatMap((item) =>
        ["post", "get"].flatMap((verb) => {
          const op = item[verb] as { operationId: string; parameters?: unknown[] };
          const suffixes = op.parameters?.length ? [...SUFFIXES, "Params"] : SUFFIXES;
          return suffixes.map((x) => pascal(`${op.operationId}${x}`));
        }),
      ),
    );
    expect(
      Object.keys(doc.components.schemas)
        .map(pascal)
        .filter((c) => derived.has(c)),
    ).toEqual([]);
    for (const m of model.methods) {
      expect(doc.paths[`/bot{token}/${m.name}`]?.post?.summary).toBe(m.name);
      expect(doc.paths[`/bot{token}/${m.name}`]?.post?.description ?? "").toBe(m.description);
    }
  });
  it("stands each parameter alone, requires the result on success, and puts no description on a server variable", () => {
    const { model, doc } = docs.get(name) as { model: SpecModel; doc: Doc };
    // No $ref reaches into another schema (generators such as typed-openapi and orval stop on `…/properties/x`).
    // Each query parameter by `schema` (a JSON-serialized one a string of JSON content): orval's fetch client
    // crashes on a parameter given by `content`.
    for (const item of Object.values(doc.paths))
      for (const p of item.get.parameters as { schema?: object; content?: object }[]) {
        expect(p.schema).toBeDefined();
        expect(p).not.toHaveProperty("content");
      }
    const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"([^"]+)"/g)].map((m) => m[1] ?? "");
    expect(refs.filter((r) => /\/properties\//.test(r))).toEqual([]);
    for (const m of model.methods) {
      const ok = doc.paths[`/bot{token}/${m.name}`]?.post?.responses["200"].content["application/json"].schema;
      const own = (ok.allOf as { required?: string[] }[]).find((s) => s.required);
      expect(own?.required, m.name).toEqual([model.envelope.result.name]);
    }
    for (const server of doc.servers)
      for (const v of Object.values(server.variables ?? {})) expect(v).not.toHaveProperty("description");
  });
  it("maps each union told apart by a value to $refs of its variants", () => {
    const { model, doc } = docs.get(name) as { model: SpecModel; doc: Doc };
    for (const t of model.types) {
      if (t.kind !== "union") continue;
      const d = doc.components.schemas[t.name]?.discriminator;
      if (!d) continue;
      expect(d.propertyName).toBe(t.discriminator);
      for (const target of Object.values(d.mapping) as string[]) {
        expect(target).toMatch(/^#\/components\/schemas\//);
        expect(doc.components.schemas[target.split("/").pop() ?? ""]).toBeDefined();
      }
    }
  });
});

describe("openapi.json of the full-size spec", () => {
  it("writes every schema as an object: no boolean schemas, which Redoc and OpenAPI 3.0 tools cannot read", () => {
    const { doc } = docs.get("the full-size spec") as { doc: Doc };
    const booleans: string[] = [];
    // Schema positions: a boolean there is a boolean schema (additionalProperties: false is OpenAPI 3.0 too).
    const single = ["items", "not", "contains", "if", "then", "else", "propertyNames"];
    const lists = ["anyOf", "oneOf", "allOf", "prefixItems"];
    const maps = ["properties", "patternProperties"];
    const walk = (v: unknown, at: string): void => {
      if (typeof v === "boolean") booleans.push(at);
      if (!v || typeof v !== "object") return;
      const s = v as Record<string, unknown>;
      for (const k of single) if (k in s) walk(s[k], `${at}/${k}`);
      for (const k of lists) (s[k] as unknown[] | undefined)?.forEach((x, i) => walk(x, `${at}/${k}/${i}`));
      for (const k of maps) for (const [n, x] of Object.entries(s[k] ?? {})) walk(x, `${at}/${k}/${n}`);
    };
    for (const [n, x] of Object.entries(doc.components.schemas)) walk(x, n);
    expect(booleans).toEqual([]);
  });
  it("writes 52-bit identifiers as int64 and Integer-or-String as either", () => {
    const { doc } = docs.get("the full-size spec") as { doc: Doc };
    expect(doc.components.schemas.Chat.properties.id).toMatchObject({ type: "integer", format: "int64" });
    const chatId = JSON.stringify(doc.components.schemas["sendMessage.params"].properties.chat_id);
    expect(chatId).toContain('"integer"');
    expect(chatId).toContain('"string"');
    // Exclusive alternatives (no value is both): oneOf, which generators read as a union.
    expect(doc.components.schemas["sendMessage.params"].properties.chat_id.oneOf).toHaveLength(2);
    const union = doc.components.schemas.MessageOrigin;
    expect(union.discriminator.mapping.user).toBe("#/components/schemas/MessageOriginUser");
  });
  it("writes results of several JSON types as oneOf, constants with their type, and groups of fields as x-botspec-groups", () => {
    const { doc } = docs.get("the full-size spec") as { doc: Doc };
    const ok = (m: string) =>
      doc.paths[`/bot{token}/${m}`]?.post?.responses["200"].content["application/json"].schema.allOf[1].properties
        .result;
    // Message or Boolean: an object or a boolean, never both.
    expect(ok("editMessageText").oneOf).toEqual([{ $ref: "#/components/schemas/Message" }, { type: "boolean" }]);
    expect(doc.components.schemas.MessageOriginUser.properties.type).toMatchObject({ type: "string", const: "user" });
    // Four kinds of reply markup are all objects: one may match two, so they stay anyOf.
    expect(doc.components.schemas["sendMessage.params"].properties.reply_markup.anyOf).toHaveLength(4);
    const button = doc.components.schemas.InlineKeyboardButton;
    expect(button.oneOf).toBeUndefined();
    expect(button["x-botspec-groups"]).toEqual([
      expect.objectContaining({ kind: "exactly-one", fields: expect.arrayContaining(["url", "callback_data"]) }),
    ]);
    expect(button.description).toMatch(/Exactly one of url, callback_data, .* is present\./);
  });
  it("names enum members whose values are no identifiers (emoji, MIME types) in x-enum-varnames, uniquely", () => {
    const { doc } = docs.get("the full-size spec") as { doc: Doc };
    const emoji = doc.components.schemas.ReactionTypeEmoji.properties.emoji;
    const names = emoji["x-enum-varnames"] as string[];
    expect(names).toHaveLength(emoji.enum.length);
    expect(new Set(names).size).toBe(names.length);
    for (const n of names) expect(n).toMatch(/^[A-Za-z_][A-Za-z0-9_]*$/);
    expect(names[emoji.enum.indexOf("👍")]).toBe("U_1F44D");
    // Values that are identifiers already need no names.
    expect(doc.components.schemas.MessageEntity.properties.type).not.toHaveProperty("x-enum-varnames");
  });
});
