// Spec text in generated code: notes in JSDoc cannot close the comment, enum values and notes stay string data.
import { describe, expect, it } from "vitest";
import { emitAll } from "../../generator/emit/emit-all.ts";
import { readAssets } from "../../generator/read.ts";
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

function syntaxErrors(name: string, text: string): string[] {
  const file = ts.createSourceFile(name, text, ts.ScriptTarget.ES2022, false, name.endsWith(".js") ? ts.ScriptKind.JS : ts.ScriptKind.TS);
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
  it.each(files.filter((f) => /\.(ts|js)$/.test(f.path)).map((f) => [f.path, f.contents] as const))("%s parses and keeps the text as data", (path, contents) => {
    expect(syntaxErrors(path, contents)).toEqual([]);
    expect(identifiers(contents)).not.toContain("process");
  });
  it("escapes */ in JSDoc and quotes enum values", () => {
    const types = files.find((f) => f.path === "types.ts")?.contents ?? "";
    expect(types).toContain("ends a comment *\\/ and starts code: process.exit(1); /\\* done.");
    expect(types).toContain('mode: "a\\"b" | "c*/d" | "${x}";');
  });
  it("validates the hostile enum values as plain strings", async () => {
    const js = files.find((f) => f.path === "validators.mjs")?.contents ?? "";
    expect(js).toContain('new Set(["a\\"b","c*/d","${x}"])');
  });
});
