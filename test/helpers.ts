// Test helpers: build a model from Markdown held in memory, and a minimal document around a few definitions.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import type { OutputFile } from "../generator/emit/shared/output.ts";
import Ajv2020 from "ajv/dist/2020.js";
import { DiagnosticSink, formatDiagnostic } from "../generator/model/diagnostics.ts";
import { addBotspecKeywords } from "../generated/9.2/schema-keywords.mjs";
import { buildModel } from "../generator/ir/build.ts";
import { checkModel } from "../generator/ir/check.ts";
import type { Field, ObjectType, SpecModel, TypeDef, UnionType } from "../generator/model/model.ts";
import { parseSpec } from "../generator/parse/spec.ts";
import { makeSource } from "../generator/model/source.ts";

export function buildFrom(files: Record<string, string>): { model: SpecModel; diagnostics: string[] } {
  const sources = Object.entries(files).map(([name, text]) => makeSource(`doc/${name}`, text));
  const sink = new DiagnosticSink();
  const model = buildModel({ sources, draft: parseSpec(sources, sink), sourceDir: "doc" }, sink);
  checkModel(model, sink);
  return { model, diagnostics: sink.sorted().map(formatDiagnostic) };
}

export interface DocParts {
  readonly resources?: string;
  readonly endpoints?: string;
  readonly notShown?: string;
  readonly version?: string;
}

/** A complete small document: overview with the envelope, conventions, resources, endpoints, errors, versioning. */
export function doc(parts: DocParts): string {
  return [
    "# Test document",
    "",
    "## What the service does",
    "",
    "1. Every response is a JSON object with: `ok` (Boolean, always present); `description` (String, optional, human-readable); `result` (present when `ok` is true; holds the method's return value).",
    "",
    "## Resources and their fields",
    "",
    "### Conventions",
    "",
    "- Integer fields fit a signed 32-bit integer unless noted. Identifiers of users and chats may exceed 32 bits but have at most 52 significant bits. File sizes may exceed 2^31 and have at most 52 significant bits.",
    `- Types referenced but whose fields are not shown: ${parts.notShown ?? "Sticker, ResponseParameters, InputFile (beyond being an uploaded file)"}.`,
    "",
    parts.resources ?? "",
    "",
    "## Endpoints",
    "",
    parts.endpoints ?? "",
    "",
    "## Errors",
    "",
    "1. A failed call returns `ok` false, `description` (String, human-readable explanation), `error_code` (Integer) and optionally `parameters` of type ResponseParameters.",
    "",
    "## Versioning",
    "",
    "| Version | Date | Changes |",
    "|---|---|---|",
    `| ${parts.version ?? "1.0"} | 1 January 2025 | First |`,
    "",
  ].join("\n");
}

/**
 * A small complete spec in the same constructs (Update, User, Chat, Message; getUpdates, setWebhook with an upload),
 * for tests of what does not depend on a spec's size: output folders, caches, module formats. It is
 * test/fixtures/small-spec (checked by test/cli/small-spec.test.ts).
 */
export function smallSpec(): string {
  return readFileSync(new URL("./fixtures/small-spec/core.md", import.meta.url), "utf8");
}

export function modelOf(parts: DocParts): SpecModel {
  const { model, diagnostics } = buildFrom({ "doc.md": doc(parts) });
  if (diagnostics.length > 0) throw new Error(`unexpected diagnostics:\n${diagnostics.join("\n")}`);
  return model;
}

export function typeOf(model: SpecModel, name: string): TypeDef {
  const t = model.types.find((x) => x.name === name);
  if (!t) throw new Error(`no type ${name}; have ${model.types.map((x) => x.name).join(", ")}`);
  return t;
}

export function objectOf(model: SpecModel, name: string): ObjectType {
  const t = typeOf(model, name);
  if (t.kind !== "object") throw new Error(`${name} is a ${t.kind}`);
  return t;
}

export function unionOf(model: SpecModel, name: string): UnionType {
  const t = typeOf(model, name);
  if (t.kind !== "union") throw new Error(`${name} is a ${t.kind}`);
  return t;
}

export function fieldOf(model: SpecModel, type: string, field: string): Field {
  const f = objectOf(model, type).fields.find((x) => x.name === field);
  if (!f) throw new Error(`no field ${type}.${field}`);
  return f;
}

/** Field name → compact signature `name?: type` for comparing whole field lists. */
export function signature(f: Field): string {
  return `${f.name}${f.optional ? "?" : ""}: ${JSON.stringify(f.type)}`;
}

/** Strict Ajv 2020 with the length keywords of schema.json (as the README shows a consumer doing it). */
export function strictAjv(options: Record<string, unknown> = {}) {
  return addBotspecKeywords(new Ajv2020.default({ strict: true, ...options }));
}

/** A Python with jsonschema: the first on PATH, else Debian's (which .ci/run installs python3-jsonschema into). */
export function python(): string {
  for (const p of ["python3", "/usr/bin/python3"]) if (spawnSync(p, ["-c", "import jsonschema"]).status === 0) return p;
  throw new Error("no python3 with jsonschema: apt-get install python3-jsonschema (.ci/run does)");
}

/**
 * A version's model and its validators' modules as `botspec serve` starts from them: kept in the project's render
 * cache by the first test file that asks and recalled by the others, so that a run reads the full-size spec once
 * rather than once per file. For tests of the fake service and of artifacts; tests of the reader read the spec.
 */
export async function served(dir: string): Promise<{ model: SpecModel; validators: readonly OutputFile[] }> {
  const { loadServed } = await import("../generator/cli/serve-model.ts");
  const { model, validators } = await loadServed(resolve(dir), process.cwd());
  return { model, validators };
}

/** Redocly's recommended rules (with redocly.yaml) over an OpenAPI document: its exit status and what it said. */
export function redoclyLint(path: string): { status: number | null; said: string } {
  const env = { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" };
  const args = [
    "node_modules/@redocly/cli/bin/cli.js",
    "lint",
    path,
    "--config",
    "redocly.yaml",
    "--format",
    "summary",
  ];
  const r = spawnSync(process.execPath, args, { encoding: "utf8", env, timeout: 60_000 });
  return { status: r.status, said: `${r.stdout}\n${r.stderr}` };
}

/** Redocly's summary lines that name a rule broken, or a count of warnings. */
export const REDOCLY_FINDINGS = /^(warning|error) [a-z0-9-]+: \d+|You have \d+ warning/m;
