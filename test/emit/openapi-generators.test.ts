// openapi.json as a new user takes it: the common OpenAPI generators, run by their own command lines on the documents
// of spec/9.2 and of the full-size spec — @hey-api/openapi-ts, orval (fetch and axios clients), typed-openapi,
// openapi-zod-client, swagger-typescript-api and openapi-typescript-codegen — each finish, and everything they write compiles in one program under strict flags;
// swagger-parser validates both documents (openapi-spec-validator and Redocly do in openapi.test.ts). Two of the
// clients call botspec serve with every shown method: @hey-api's (each answer passes the version's response
// validators) and openapi-zod-client's (zodios checks each request and answer against the document's own schemas).
import SwaggerParser from "@apidevtools/swagger-parser";
import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import ts from "typescript";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emitAll } from "../../generator/emit/emit-all.ts";
import type { Method, SpecModel } from "../../generator/model/model.ts";
import { readAssets } from "../../generator/input/assets.ts";
import { sampleValue } from "../../generator/serve/sample.ts";
import { createFakeService, type FakeService } from "../../generator/serve/service.ts";
import { served } from "../helpers.ts";

const run = promisify(execFile);
const BIN = resolve("node_modules/.bin");
const versions: [string, string][] = [
  ["spec/9.2", "spec/9.2"],
  ["the full-size spec", "test/fixtures/spec-full-9.2"],
];
/** Each generator: the files it writes into `out` for a document, and the file a program starts from. */
const GENERATORS = [
  "hey-api",
  "orval-fetch",
  "orval-axios",
  "typed-openapi",
  "openapi-zod-client",
  "swagger-typescript-api",
  "openapi-typescript-codegen",
] as const;
type Generator = (typeof GENERATORS)[number];
type Check = (method: string, x: unknown) => { ok: boolean };
type Setup = { model: SpecModel; doc: string; out: string; service: FakeService; check: Check };

const setups = new Map<string, Setup>();
let root = "";
/** What each generator said, by version and generator: "" when it finished. */
const finished = new Map<string, string>();
let compiled: Map<string, string[]> | undefined;

const slug = (name: string) => name.replace(/\W+/g, "-");
const entry = (out: string, g: Generator) =>
  ({
    "hey-api": join(out, "hey-api", "index.ts"),
    "orval-fetch": join(out, "orval-fetch", "api.ts"),
    "orval-axios": join(out, "orval-axios", "api.ts"),
    "typed-openapi": join(out, "typed-openapi.ts"),
    "openapi-zod-client": join(out, "openapi-zod-client.ts"),
    "swagger-typescript-api": join(out, "swagger-typescript-api", "api.ts"),
    "openapi-typescript-codegen": join(out, "openapi-typescript-codegen", "index.ts"),
  })[g];

/** One generator's command line, as its README gives it. */
function command(g: Generator, doc: string, out: string): [string, string[]] {
  switch (g) {
    case "hey-api":
      return [join(BIN, "openapi-ts"), ["-i", doc, "-o", join(out, "hey-api")]];
    case "orval-fetch":
    case "orval-axios": {
      const client = g === "orval-fetch" ? "fetch" : "axios";
      const config = join(out, `orval-${client}.config.cjs`);
      const target = entry(out, g);
      writeFileSync(
        config,
        `module.exports = ${JSON.stringify({ api: { input: doc, output: { target, client } } })};\n`,
      );
      return [join(BIN, "orval"), ["--config", config]];
    }
    case "typed-openapi":
      // typed-openapi joins its working folder and -o.
      return [join(BIN, "typed-openapi"), [doc, "-o", "typed-openapi.ts"]];
    case "openapi-zod-client":
      return [join(BIN, "openapi-zod-client"), [doc, "-o", entry(out, g)]];
    case "swagger-typescript-api":
      return [join(BIN, "swagger-typescript-api"), ["generate", "-p", doc, "-o", join(out, g), "-n", "api.ts"]];
    case "openapi-typescript-codegen":
      // Its command is `openapi`, a name @redocly/cli also installs: called by its file.
      return [
        process.execPath,
        [resolve("node_modules/openapi-typescript-codegen/bin/index.js"), "--input", doc, "--output", join(out, g)],
      ];
  }
}

async function generate(name: string, g: Generator, doc: string, out: string): Promise<void> {
  const [file, args] = command(g, doc, out);
  const env = { ...process.env, NO_COLOR: "1", SCARF_ANALYTICS: "false", DO_NOT_TRACK: "1" };
  try {
    await run(file, args, { cwd: out, env, timeout: 240_000, maxBuffer: 64 << 20 });
    finished.set(`${name} ${g}`, "");
  } catch (e) {
    const { stdout = "", stderr = "" } = e as { stdout?: string; stderr?: string };
    finished.set(`${name} ${g}`, `${String(e)}\n${stdout}\n${stderr}`.slice(0, 2000));
  }
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), "botspec-generators-"));
  // The generated code imports axios, zod and @zodios/core: the project's own, as a user's project has them.
  symlinkSync(resolve("node_modules"), join(root, "node_modules"), "dir");
  const jobs: Promise<void>[] = [];
  for (const [name, dir] of versions) {
    const { model, validators } = await served(dir);
    const out = join(root, slug(name));
    mkdirSync(out);
    const files = await emitAll(model, readAssets(), ["openapi"]);
    const doc = join(out, "openapi.json");
    writeFileSync(doc, files.find((f) => f.path === "openapi.json")?.contents ?? "");
    for (const f of validators) writeFileSync(join(out, f.path), f.contents);
    const check = (await import(join(out, "validators.mjs"))).validateResponse as Check;
    const service = await createFakeService({ model, validators, maxPollSeconds: 1 });
    setups.set(name, { model, doc, out, service, check });
    for (const g of GENERATORS) jobs.push(generate(name, g, doc, out));
  }
  await Promise.all(jobs);
}, 600_000);
afterAll(async () => {
  for (const s of setups.values()) await s.service.close();
  if (root !== "") rmSync(root, { recursive: true, force: true });
});

/** Every file the generators wrote, in one program under strict flags: the errors of each (version, generator). */
function typeErrors(name: string, g: Generator): string[] {
  if (!compiled) {
    const owners = new Map<string, string>();
    for (const [n] of versions)
      for (const gen of GENERATORS) owners.set(entry((setups.get(n) as Setup).out, gen), `${n} ${gen}`);
    const program = ts.createProgram([...owners.keys()], {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      lib: ["lib.es2022.d.ts", "lib.dom.d.ts", "lib.dom.iterable.d.ts"],
      skipLibCheck: true,
      types: [],
    });
    compiled = new Map([...owners.values()].map((o) => [o, []]));
    for (const d of ts.getPreEmitDiagnostics(program)) {
      const file = d.file?.fileName ?? "";
      const owner = [...owners].find(([path]) => file.startsWith(path.replace(/[^/]*$/, "")))?.[1] ?? "elsewhere";
      const said = `${file.slice(root.length)}: ${ts.flattenDiagnosticMessageText(d.messageText, "\n").slice(0, 300)}`;
      (compiled.get(owner) ?? compiled.set(owner, []).get(owner))?.push(said);
    }
  }
  return [...(compiled.get(`${name} ${g}`) ?? ["not compiled"]), ...(compiled.get("elsewhere") ?? [])];
}

/** Sampled required params of a method (a webhook's URL on loopback). */
function paramsOf(model: SpecModel, m: Method): Record<string, unknown> {
  const required = m.params.filter((p) => p.required);
  return Object.fromEntries(
    required.map((p) => [
      p.name,
      p.name === "url" ? "http://127.0.0.1:9/hook" : sampleValue(model, p.type, p.constraints),
    ]),
  );
}

/** Methods a client can call with JSON: shown, no file required; not getUpdates (long polling is tested elsewhere). */
const callable = (model: SpecModel) =>
  model.methods.filter((m) => m.shown && m.name !== "getUpdates" && !m.params.some((p) => p.upload && p.required));

describe.each(versions)("OpenAPI generators on openapi.json of %s", (name) => {
  it("is valid to swagger-parser", async () => {
    await expect(SwaggerParser.validate((setups.get(name) as Setup).doc)).resolves.toBeDefined();
  });
  it.each(GENERATORS)("%s finishes, and what it writes compiles under strict flags", (g) => {
    expect(finished.get(`${name} ${g}`)).toBe("");
    expect(typeErrors(name, g)).toEqual([]);
  });
  it("@hey-api/openapi-ts's client calls every shown method of botspec serve and gets what a plain POST gets", async () => {
    const { model, out, service, check } = setups.get(name) as Setup;
    const sdk = (await import(entry(out, "hey-api"))) as Record<string, Call>;
    const { client } = (await import(join(out, "hey-api", "client.gen.ts"))) as {
      client: { setConfig(c: object): void };
    };
    client.setConfig({ baseUrl: service.url });
    const token = "4301:heyapi";
    await callsAgree(model, service, token, async (m, params) => {
      const r = (await (sdk[m.name] as Call)({ path: { token }, body: params })) as { data?: unknown; error?: unknown };
      const answer = r.data ?? r.error;
      expect(check(m.name, answer), `${m.name}: ${JSON.stringify(answer).slice(0, 300)}`).toMatchObject({ ok: true });
      return answer;
    });
  });
  it("openapi-zod-client's zodios client calls every shown method; zod finds each answer fits the document", async () => {
    const { model, out, service } = setups.get(name) as Setup;
    const { createApiClient } = (await import(entry(out, "openapi-zod-client"))) as {
      createApiClient(baseUrl: string): Record<string, (body: unknown, config: object) => Promise<unknown>>;
    };
    const api = createApiClient(service.url);
    const token = "4302:zodios";
    await callsAgree(model, service, token, async (m, params) => {
      const call = api[m.name] as (body: unknown, config: object) => Promise<unknown>;
      // An error answer is thrown with the answer in it; an answer that does not fit its schema, a ZodError.
      return call(params, { params: { token } }).catch((e: { response?: { data?: unknown }; message: string }) => {
        expect(e.response?.data, `${m.name}: ${e.message.slice(0, 600)}`).toBeDefined();
        return e.response?.data;
      });
    });
  });
});

type Call = (options: object) => Promise<unknown>;
type Answer = { ok: boolean; description?: string };

/**
 * A client's answer to each callable method with sampled params is the answer a plain JSON POST of the same params
 * gets from a twin bot (ok, or the same refusal: a sampled `media` is no file the fake knows); most succeed; nothing
 * is broken.
 */
async function callsAgree(
  model: SpecModel,
  service: FakeService,
  token: string,
  call: (m: Method, params: Record<string, unknown>) => Promise<unknown>,
): Promise<void> {
  let ok = 0;
  const methods = callable(model);
  // The plain POSTs go to a twin bot, which goes through the same calls in the same order (the same state).
  const twin = token.replace(/:/, "0:plain-");
  for (const m of methods) {
    const params = paramsOf(model, m);
    const answer = (await call(m, params)) as Answer;
    const plain = (await (
      await fetch(`${service.url}/bot${twin}/${m.name}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(params),
      })
    ).json()) as Answer;
    expect({ ok: answer?.ok, description: answer?.description }, m.name).toEqual({
      ok: plain.ok,
      description: plain.description,
    });
    if (answer.ok) ok++;
  }
  expect(ok, "calls that succeed").toBeGreaterThan(methods.length * 0.8);
  expect(service.report()[token]?.broken).toEqual([]);
}
