// The generated folder in ordinary consumer set-ups. TypeScript: plain tsc with outDir under module node16, nodenext and
// bundler, in ES-module and in CommonJS projects, with strict, exactOptionalPropertyTypes, noUncheckedIndexedAccess and
// noPropertyAccessFromIndexSignature; the folder's sources take the consumer's module format, the runtime travels with
// the compiled output, and the built app runs under plain node. JavaScript: the prebuilt .mjs files, imported and
// required. Every app prints its result and nothing else: no warning from node (typeless package, require of ESM).
import { execFile } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateVersion } from "../../generator/run/render.ts";
import { smallSpec } from "../helpers.ts";

const run = promisify(execFile);
const root = mkdtempSync(join(tmpdir(), "botspec-consumers-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

// A small spec in the same constructs: the folder's files, imports and runtimes are those of any spec, and six tsc
// builds of spec/9.2's 520 KB validators.ts took a third of the whole test run (tsc.test.ts checks generated/ itself).
beforeAll(async () => {
  const spec = join(root, "spec", "1.0");
  mkdirSync(spec, { recursive: true });
  writeFileSync(join(spec, "doc.md"), smallSpec());
  const { files, warnings } = await generateVersion(spec);
  expect(warnings).toEqual([]);
  for (const f of files) {
    mkdirSync(dirname(join(root, "gen", f.path)), { recursive: true });
    writeFileSync(join(root, "gen", f.path), f.contents);
  }
});

const USE = [
  "const update: Update = { update_id: 1 };",
  'const r = validate("Update", { update_id: 1, message: { message_id: 1, date: 1, chat: { id: 1, type: "secret_new_kind" } } });',
  'const p = validateParams("getUpdates", { limit: 5, extra: true });',
  'console.log(JSON.stringify([isUser({ id: 1, is_bot: false, first_name: "A" }), r.ok, r.unknown?.length, p.ok, methods.setWebhook.params.certificate.upload, update.update_id]));',
];
const APP = [
  'import type { Update } from "./gen/types.js";',
  'import { methods } from "./gen/methods.js";',
  'import { isUser, validate, validateParams } from "./gen/validators.js";',
  ...USE,
].join("\n");
const WANT = JSON.stringify([true, true, 1, false, true, 1]);

function folder(name: string, pkg: object): string {
  const dir = join(root, name);
  mkdirSync(join(dir, "src"), { recursive: true });
  cpSync(join(root, "gen"), join(dir, "src/gen"), { recursive: true });
  writeFileSync(join(dir, "package.json"), `${JSON.stringify(pkg)}\n`);
  return dir;
}

/** Runs a built app; its whole output, standard error included, must be the result line. */
async function start(file: string): Promise<string> {
  const { stdout, stderr } = await run(process.execPath, [file]);
  return `${stdout.trim()}${stderr.trim() ? `\nstderr: ${stderr.trim()}` : ""}`;
}

const STRICT = {
  strict: true,
  exactOptionalPropertyTypes: true,
  noUncheckedIndexedAccess: true,
  noPropertyAccessFromIndexSignature: true,
  noUnusedLocals: true,
  target: "ES2022",
  outDir: "dist",
  rootDir: "src",
  types: [],
  skipLibCheck: false,
};

function tsProject(name: string, pkg: object, compilerOptions: Record<string, unknown>): void {
  const dir = folder(name, pkg);
  writeFileSync(join(dir, "src/app.ts"), APP);
  // composite: so that one `tsc -b` builds all six (one TypeScript start instead of six); it only adds declarations.
  const options = { ...STRICT, ...compilerOptions, composite: true };
  writeFileSync(join(dir, "tsconfig.json"), JSON.stringify({ compilerOptions: options, include: ["src"] }));
}

const ESM = { type: "module" };
const CJS = { name: "cjs-consumer" };
const TS_SETUPS: [string, object, Record<string, unknown>][] = [
  ["esm-node16", ESM, { module: "node16", moduleResolution: "node16" }],
  ["esm-nodenext", ESM, { module: "nodenext", moduleResolution: "nodenext" }],
  ["esm-bundler", ESM, { module: "esnext", moduleResolution: "bundler" }],
  ["cjs-node16", CJS, { module: "node16", moduleResolution: "node16" }],
  ["cjs-nodenext", { ...CJS, type: "commonjs" }, { module: "nodenext", moduleResolution: "nodenext" }],
  ["cjs-commonjs", CJS, { module: "commonjs", moduleResolution: "node10", ignoreDeprecations: "5.0" }],
];

/** tsc's report of building every set-up: each error line names the file, and so the set-up's folder. */
let built = "";
beforeAll(async () => {
  for (const [name, pkg, options] of TS_SETUPS) tsProject(name, pkg, options);
  const references = TS_SETUPS.map(([name]) => ({ path: `./${name}` }));
  writeFileSync(join(root, "tsconfig.json"), JSON.stringify({ files: [], references }));
  built = await run(process.execPath, [resolve("node_modules/typescript/bin/tsc"), "-b", root]).then(
    (r) => r.stdout,
    (e: { stdout?: string }) => e.stdout ?? String(e),
  );
});

describe("TypeScript consumers build the generated folder with tsc and outDir", () => {
  it.each(TS_SETUPS)("%s: builds, and the built app runs without a warning", async (name) => {
    expect(built.split("\n").filter((line) => line.includes(`${name}/`))).toEqual([]);
    // A User; an Update with an unknown chat type passes (received), listed in unknown; params are exact; an upload.
    expect(await start(join(root, name, "dist/app.js"))).toBe(WANT);
  });
});

const JS_USE = [
  'const r = validate("Update", { update_id: 1, message: { message_id: 1, date: 1, chat: { id: 1, type: "secret_new_kind" } } });',
  'const p = validateParams("getUpdates", { limit: 5, extra: true });',
  "const ajv = addBotspecKeywords({ added: [], addKeyword(k) { this.added.push(k.keyword); } });",
  'console.log(JSON.stringify([isUser({ id: 1, is_bot: false, first_name: "A" }), r.ok, r.unknown?.length, p.ok, ajv.added.length]));',
].join("\n");
const JS_WANT = JSON.stringify([true, true, 1, false, 4]);

const IMPORTS = [
  'import { isUser, validate, validateParams } from "./src/gen/validators.mjs";',
  'import { addBotspecKeywords } from "./src/gen/schema-keywords.mjs";',
];
const REQUIRES = [
  'const { isUser, validate, validateParams } = require("./src/gen/validators.mjs");',
  'const { addBotspecKeywords } = require("./src/gen/schema-keywords.mjs");',
];
describe("JavaScript consumers use the prebuilt modules", () => {
  it.each([
    ["imported from an ES module in a package without a type", "app.mjs", IMPORTS],
    ["required from CommonJS", "app.cjs", REQUIRES],
  ])("%s", async (_, file, head) => {
    const app = join(folder(file.replace(".", "-"), CJS), file);
    writeFileSync(app, [...head, JS_USE].join("\n"));
    expect(await start(app)).toBe(JS_WANT);
  });
});
