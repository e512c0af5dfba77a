// Importing one validator bundles only what it reaches: esbuild, minified, isUser under 10 KB; and it still works.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { buildSync } from "esbuild";
import { afterAll, describe, expect, it } from "vitest";

const dir = mkdtempSync(join(tmpdir(), "botspec-shake-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function bundle(code: string): string {
  const entry = join(dir, `entry-${Math.random().toString(36).slice(2)}.mjs`);
  writeFileSync(entry, code);
  const r = buildSync({ entryPoints: [entry], bundle: true, minify: true, write: false, format: "esm", platform: "neutral" });
  return r.outputFiles[0]?.text ?? "";
}

describe("tree-shaking the validators", () => {
  const validators = JSON.stringify(resolve("generated/9.2/validators.mjs"));
  it("bundles isUser alone in under 10 KB, and the bundle works", async () => {
    const text = bundle(`import { isUser } from ${validators}; export const ok = isUser({ id: 1, is_bot: false, first_name: "A" }), bad = isUser({ id: "x" });`);
    expect(text.length).toBeLessThan(10_000);
    const out = join(dir, "user.mjs");
    writeFileSync(out, text);
    const m = await import(out);
    expect([m.ok, m.bad]).toEqual([true, false]);
  });
  it("keeps the whole module when validate() by name is used", () => {
    expect(bundle(`import { validate } from ${validators}; export const r = validate("Update", {});`).length).toBeGreaterThan(100_000);
  });
});
