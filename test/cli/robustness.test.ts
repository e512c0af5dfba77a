// Damaged specs: whatever is done to the documents, loading them ends in a model or in located diagnostics, never a
// crash; and a model always ends in artifacts that parse as TypeScript, import as JavaScript and, for a sample of
// them, type-check.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import fc from "fast-check";
import ts from "typescript";
import { afterAll, describe, expect, it } from "vitest";
import { DiagnosticSink, formatDiagnostic } from "../../generator/model/diagnostics.ts";
import { buildModel } from "../../generator/ir/build.ts";
import { checkModel } from "../../generator/ir/check.ts";
import { parseSpec } from "../../generator/parse/spec.ts";
import { makeSource } from "../../generator/model/source.ts";
import { emitAll } from "../../generator/emit/emit-all.ts";
import { readAssets } from "../../generator/input/assets.ts";

const files = ["core.md", "supporting.md"].map((f) => ({
  name: f,
  lines: readFileSync(`spec/9.2/${f}`, "utf8").split("\n"),
}));
const assets = readAssets();
const root = mkdtempSync(join(tmpdir(), "botspec-damaged-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

type Edit =
  { kind: "delete" | "duplicate"; line: number } | { kind: "insert"; line: number; column: number; text: string };

const edit: fc.Arbitrary<Edit> = fc.oneof(
  fc.record({ kind: fc.constant("delete" as const), line: fc.nat(600) }),
  fc.record({ kind: fc.constant("duplicate" as const), line: fc.nat(600) }),
  fc.record({
    kind: fc.constant("insert" as const),
    line: fc.nat(600),
    column: fc.nat(200),
    text: fc.constantFrom(
      "|",
      "`",
      "(",
      ")",
      ";",
      "?",
      " or ",
      "Array of ",
      ": ",
      "*/",
      "###",
      "\\",
      "Integer",
      "One of `x`",
      "1-",
      "\u2028",
      "${",
      "'",
      '"',
      "Obj",
      "up to 3 ",
      "Always `a`",
      ". Default 7",
    ),
  }),
);

function apply(lines: readonly string[], edits: readonly Edit[]): string {
  const out = [...lines];
  for (const e of edits) {
    const i = e.line % out.length;
    if (e.kind === "delete") out.splice(i, 1);
    else if (e.kind === "duplicate") out.splice(i, 0, out[i] ?? "");
    else if (e.kind === "insert") {
      const l = out[i] ?? "";
      const c = e.column % (l.length + 1);
      out[i] = l.slice(0, c) + e.text + l.slice(c);
    }
  }
  return out.join("\n");
}

const written: string[] = [];

/** Writes the artifacts; every TypeScript file must parse without a syntax error. */
function writeArtifacts(dir: string, artifacts: { path: string; contents: string }[]): void {
  mkdirSync(dir, { recursive: true });
  for (const f of artifacts) {
    mkdirSync(dirname(join(dir, f.path)), { recursive: true });
    writeFileSync(join(dir, f.path), f.contents);
    if (!f.path.endsWith(".ts")) continue;
    const source = ts.createSourceFile(f.path, f.contents, ts.ScriptTarget.ES2022, true);
    const syntax = (source as unknown as { parseDiagnostics: ts.Diagnostic[] }).parseDiagnostics;
    expect(
      syntax.map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n")),
      `${dir}/${f.path}`,
    ).toEqual([]);
  }
}

describe("damaged specs", () => {
  it("end in artifacts that parse and import, or in located diagnostics", async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(edit, { minLength: 1, maxLength: 4 }), fc.nat(1), async (edits, which) => {
        const sources = files.map((f, i) =>
          makeSource(`spec/9.2/${f.name}`, i === which ? apply(f.lines, edits) : f.lines.join("\n")),
        );
        const sink = new DiagnosticSink();
        const model = buildModel({ sources, draft: parseSpec(sources, sink), sourceDir: "spec/9.2" }, sink);
        checkModel(model, sink);
        for (const d of sink.items)
          expect(formatDiagnostic(d)).toMatch(/^spec\/9\.2\/\w+\.md:\d+:\d+ (error|warning): \S/);
        if (sink.errors.length > 0) return;
        const dir = join(root, String(run++));
        writeArtifacts(dir, await emitAll(model, assets));
        const validators = await import(resolve(dir, "validators.mjs"));
        // Imports and runs: a damaged spec may legitimately make this value invalid, never make the call throw.
        expect(typeof validators.validate("Update", { update_id: 1 }).ok).toBe("boolean");
        written.push(dir);
      }),
      { numRuns: 8 },
    );
  });
  it("a sample of those artifacts type-checks", () => {
    const sample = written
      .slice(0, 1)
      .flatMap((dir) => ["types.ts", "methods.ts", "validators.ts"].map((f) => join(dir, f)));
    const tsc = resolve("node_modules/typescript/bin/tsc");
    execFileSync(process.execPath, [
      tsc,
      "--noEmit",
      "--strict",
      "--exactOptionalPropertyTypes",
      "--module",
      "nodenext",
      "--target",
      "es2022",
      "--skipLibCheck",
      ...sample,
    ]);
  });
});
