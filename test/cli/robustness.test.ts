// Damaged specs: whatever is done to the documents, loading them ends in a model or in diagnostics, never a crash.
import { readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DiagnosticSink, formatDiagnostic } from "../../generator/diagnostics.ts";
import { buildModel } from "../../generator/ir/build.ts";
import { checkModel } from "../../generator/ir/check.ts";
import { parseSpec } from "../../generator/parse/spec.ts";
import { makeSource } from "../../generator/parse/source.ts";

const files = ["core.md", "supporting.md"].map((f) => ({ name: f, lines: readFileSync(`spec/9.2/${f}`, "utf8").split("\n") }));

type Edit = { kind: "delete" | "duplicate"; line: number } | { kind: "insert"; line: number; column: number; text: string };

const edit: fc.Arbitrary<Edit> = fc.oneof(
  fc.record({ kind: fc.constant("delete" as const), line: fc.nat(600) }),
  fc.record({ kind: fc.constant("duplicate" as const), line: fc.nat(600) }),
  fc.record({ kind: fc.constant("insert" as const), line: fc.nat(600), column: fc.nat(200), text: fc.constantFrom("|", "`", "(", ")", ";", "?", " or ", "Array of ", ": ", "*/", "###", "\\", "Integer", "One of `x`", "1-") }),
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

describe("damaged specs", () => {
  it("end in a model or in located diagnostics", () => {
    fc.assert(
      fc.property(fc.array(edit, { minLength: 1, maxLength: 4 }), fc.nat(1), (edits, which) => {
        const sources = files.map((f, i) => makeSource(`spec/9.2/${f.name}`, i === which ? apply(f.lines, edits) : f.lines.join("\n")));
        const sink = new DiagnosticSink();
        const model = buildModel({ sources, draft: parseSpec(sources, sink), sourceDir: "spec/9.2" }, sink);
        checkModel(model, sink);
        for (const d of sink.items) expect(formatDiagnostic(d)).toMatch(/^spec\/9\.2\/\w+\.md:\d+:\d+ (error|warning): \S/);
      }),
      { numRuns: 60 },
    );
  });
});
