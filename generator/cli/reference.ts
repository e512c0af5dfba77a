// botspec reference: a reference page of one spec version, one HTML file that opens offline. The version's
// openapi.json (its model recalled from the render cache as serve recalls it) is made a reference document
// (emit/openapi/reference-doc.ts) and rendered by Redocly's build-docs with Redoc's scripts inlined; the page starts
// with botspec's banner and is written by the writer's single-file rule (an existing file botspec did not write is
// refused). Redocly runs as a child process, with telemetry and update checks off.
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join, relative, resolve } from "node:path";
import { promisify } from "node:util";
import { emitAll } from "../emit/emit-all.ts";
import { referenceDocument } from "../emit/openapi/reference-doc.ts";
import { readAssets } from "../input/assets.ts";
import { sampleValue } from "../serve/sample.ts";
import { writeReport } from "../write/output.ts";
import type { Io } from "./io.ts";
import { loadServed } from "./serve-model.ts";

export interface ReferenceOptions {
  /** The version folder. */
  readonly dir: string;
  /** The page to write; by default reference-<version>.html in the working folder. */
  readonly out?: string;
}

/** Seed of the examples' values: any fixed one, so that pages are the same from run to run. */
const EXAMPLE_SEED = 7;

/** Text in an HTML comment: `--` cannot stand inside one. */
const htmlComment = (text: string) => `<!-- ${text.replace(/--/g, "- -").replace(/[<>]/g, " ")} -->`;

async function render(document: string, html: string): Promise<void> {
  const cli = createRequire(import.meta.url).resolve("@redocly/cli/bin/cli.js");
  const env = { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true", NO_COLOR: "1" };
  const args = ["build-docs", document, "--inlineBundle", "--openapi.schemaDefinitionsTagName=types", "-o", html];
  await promisify(execFile)(process.execPath, [cli, ...args], { env, timeout: 300_000, maxBuffer: 16 << 20 });
}

/** The reference document of a version, as JSON text. */
export async function referenceJson(dir: string, cwd: string, progress?: (text: string) => void): Promise<string> {
  const { model } = await loadServed(dir, cwd, progress);
  const [file] = await emitAll(model, readAssets(), ["openapi"]);
  const doc = JSON.parse(file?.contents ?? "{}") as Record<string, unknown>;
  const sample = (type: Parameters<typeof sampleValue>[1], c: Parameters<typeof sampleValue>[2]) =>
    sampleValue(model, type, c, EXAMPLE_SEED, true);
  return JSON.stringify(referenceDocument(doc, model, sample), null, 2);
}

export async function runReference(opts: ReferenceOptions, io: Io): Promise<number> {
  const json = await referenceJson(opts.dir, io.cwd, io.progress);
  const doc = JSON.parse(json) as { info: { version: string }; "x-generated": string };
  const out = resolve(io.cwd, opts.out ?? `reference-${doc.info.version}.html`);
  const work = mkdtempSync(join(tmpdir(), "botspec-reference-"));
  try {
    io.progress?.(`${relative(io.cwd, opts.dir) || "."}: rendering the page`);
    writeFileSync(join(work, "openapi.json"), json);
    await render(join(work, "openapi.json"), join(work, "page.html"));
    writeReport(out, `${htmlComment(doc["x-generated"])}\n${readFileSync(join(work, "page.html"), "utf8")}`);
  } finally {
    rmSync(work, { recursive: true, force: true });
    io.progress?.("");
  }
  io.out(relative(io.cwd, out) || out);
  return 0;
}
