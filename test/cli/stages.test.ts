// The built CLI with its render worker and stage store: after edits a writer makes (a note reworded; then a paragraph
// added above everything and a table row removed), generate writes what a run without any cache (--no-cache) writes;
// the stage store holds what the runs made. (test/render/stages.test.ts holds each edit alone, in-process.)
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const BIN = resolve("dist/generator/bin.js");
const root = mkdtempSync(join(tmpdir(), "botspec-stages-cli-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function generate(...args: string[]): void {
  const r = spawnSync(process.execPath, [BIN, "generate", "-q", "--spec", "spec", ...args], {
    cwd: root,
    encoding: "utf8",
    timeout: 60_000,
  });
  expect(r.stderr).toBe("");
  expect(r.status).toBe(0);
}

const contents = (dir: string) =>
  Object.fromEntries(
    readdirSync(join(root, dir), { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile() && !e.name.startsWith("."))
      .map((e) => join(e.parentPath, e.name))
      .map((f) => [relative(join(root, dir), f), readFileSync(f, "utf8")]),
  );

const EDITS: [string, (t: string) => string][] = [
  ["a note reworded", (t) => t.replace("Other party of a private chat", "The other party of a private chat")],
  ["a paragraph added above everything", (t) => t.replace(/\n\n/, "\n\nA paragraph added above everything.\n\n")],
  ["a table row removed", (t) => t.replace(/\n\| last_name \|[^\n]*/, "")],
];

describe("generate after edits, with the stage store", () => {
  it("writes what a run without cache writes", () => {
    cpSync("spec/9.2", join(root, "spec"), { recursive: true });
    writeFileSync(join(root, "package.json"), '{ "name": "sdk", "private": true }\n');
    const core = join(root, "spec/core.md");
    const edit = (edits: typeof EDITS) => {
      const before = readFileSync(core, "utf8");
      writeFileSync(
        core,
        edits.reduce((t, [, e]) => e(t), before),
      );
      expect(readFileSync(core, "utf8")).not.toBe(before);
    };
    generate("--out", "out");
    edit(EDITS.slice(0, 1));
    generate("--out", "out");
    edit(EDITS.slice(1));
    generate("--out", "out");
    generate("--out", "fresh", "--no-cache");
    expect(contents("out")).toEqual(contents("fresh"));
    expect(readdirSync(join(root, "node_modules/.cache/botspec/stages")).sort()).toEqual(
      ["artifacts", "drafts.json", "format.json", "prose.json", "sections.json"].sort(),
    );
  });
});
