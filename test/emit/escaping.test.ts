// Spec text in generated code: notes in JSDoc cannot close the comment, enum values and notes stay string data.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { rsLiteral } from "../../generator/emit/rust/rust-code.ts";
import { writeAll } from "../langs/cases.ts";
import { emitAll } from "../../generator/emit/emit-all.ts";
import { readAssets } from "../../generator/input/assets.ts";
import ts from "typescript";
import { modelOf } from "../helpers.ts";

const hostile = modelOf({
  resources: [
    "### Evil",
    "",
    "A note that ends a comment */ and starts code: process.exit(1); /* done.",
    "",
    "| Field | Type | Notes |",
    "|---|---|---|",
    '| mode | String | One of `a"b`, `c*/d`, `${x}` |',
    "| note | String? | closes */ here; `back`tick and \\u2028 |",
    "",
    "### Update",
    "",
    "| Field | Type | Notes |",
    "|---|---|---|",
    "| update_id | Integer | |",
    "| evil | Evil? | |",
  ].join("\n"),
});
const files = await emitAll(hostile, readAssets());
const work = mkdtempSync(join(tmpdir(), "botspec-escaping-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));
const has = (cmd: string) => spawnSync(cmd, ["--help"]).error === undefined;
const PYTHON = ["python3", "/usr/bin/python3"].find((p) => spawnSync(p, ["--version"]).status === 0);

/** The files of one artifact, written under the work folder. */
function writeOut(artifact: string): string {
  const dir = join(work, artifact);
  writeAll(
    dir,
    files.filter((f) => f.path.startsWith(`${artifact}/`)),
  );
  return dir;
}

function syntaxErrors(name: string, text: string): string[] {
  const file = ts.createSourceFile(
    name,
    text,
    ts.ScriptTarget.ES2022,
    false,
    name.endsWith(".js") ? ts.ScriptKind.JS : ts.ScriptKind.TS,
  );
  const diagnostics = (file as unknown as { parseDiagnostics: readonly ts.Diagnostic[] }).parseDiagnostics;
  return diagnostics.map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n"));
}

/** Identifiers in code, outside comments and string literals. */
function identifiers(text: string): Set<string> {
  const scanner = ts.createScanner(ts.ScriptTarget.ES2022, true, ts.LanguageVariant.Standard, text);
  const names = new Set<string>();
  for (let kind = scanner.scan(); kind !== ts.SyntaxKind.EndOfFileToken; kind = scanner.scan()) {
    if (kind === ts.SyntaxKind.Identifier) names.add(scanner.getTokenText());
  }
  return names;
}

describe("spec text in generated code", () => {
  it.each(files.filter((f) => /\.(ts|js)$/.test(f.path)).map((f) => [f.path, f.contents] as const))(
    "%s parses and keeps the text as data",
    (path, contents) => {
      expect(syntaxErrors(path, contents)).toEqual([]);
      expect(identifiers(contents)).not.toContain("process");
    },
  );
  it("escapes */ in JSDoc and quotes enum values", () => {
    const types = files.find((f) => f.path === "types.ts")?.contents ?? "";
    expect(types).toContain("ends a comment *\\/ and starts code: process.exit(1); /\\* done.");
    expect(types).toContain('mode: "a\\"b" | "c*/d" | "${x}";');
  });
  it.skipIf(!PYTHON)("in Python: every module parses, and the text is string data, never a name", () => {
    const dir = writeOut("python");
    const check =
      "import ast,pathlib,sys\nfor p in pathlib.Path(sys.argv[1]).rglob('*.py'):\n  names={n.id for n in ast.walk(ast.parse(p.read_text())) if isinstance(n, ast.Name)}\n  assert 'process' not in names, p\n";
    const run = spawnSync(PYTHON!, ["-c", check, dir], { encoding: "utf8" });
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
  });
  it.skipIf(!has("gofmt"))("in Go: every file parses", () => {
    const run = spawnSync("gofmt", ["-e", "-l", join(writeOut("go"), "go", "botapi")], { encoding: "utf8" });
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
  });
  it.skipIf(!has("rustfmt"))("in Rust: every file parses", () => {
    const dir = join(writeOut("rust"), "rust", "botapi", "src");
    for (const f of ["lib.rs", "types.rs", "methods.rs", "runtime.rs"]) {
      const run = spawnSync("rustfmt", ["--edition", "2021", "--emit", "stdout", join(dir, f)], { encoding: "utf8" });
      expect(run.stderr, f).toBe("");
    }
  });
  it("writes JSON's escapes as Rust's, and a backslash written in the text as a backslash", () => {
    expect(rsLiteral("a\\u2028")).toBe('"a\\\\u2028"');
    expect(rsLiteral(String.fromCharCode(1))).toBe('"\\u{0001}"');
    expect(rsLiteral(`\\${String.fromCharCode(1)}`)).toBe('"\\\\\\u{0001}"');
  });
  it("validates the hostile enum values as plain strings", async () => {
    const js = files.find((f) => f.path === "validators.mjs")?.contents ?? "";
    expect(js).toContain('new Set(["a\\"b","c*/d","${x}"])');
  });
});
