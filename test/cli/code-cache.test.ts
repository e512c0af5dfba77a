// The code cache of the renderers' large CommonJS files: what it keeps, when it is used, and that a module loaded
// through it behaves as required by Node itself (inner requires, __dirname, module.exports replaced). Each load is a
// new process of the built code-cache.js, as each run is: V8 also caches compiled code within a process.
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

let project = "";
const cacheDir = () => join(project, "node_modules", ".cache", "botspec", "code");
const entries = () => readdirSync(cacheDir()).filter((f) => f.endsWith(".bin"));

/** A package `big` whose main file is over the size worth caching, with a small file it requires. */
function writeBig(salt: string, size = 100_000): string {
  const dir = join(project, "node_modules", "big");
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, "package.json"), JSON.stringify({ name: "big", main: "index.js" }));
  writeFileSync(join(dir, "small.js"), "exports.base = 40;\n");
  const head = `const { base } = require("./small");\nmodule.exports = { answer: () => base + 2, where: __dirname, salt: "${salt}" };\n`;
  const file = join(dir, "index.js");
  writeFileSync(file, head + `// ${"x".repeat(size - head.length)}\n`);
  return file;
}

/** Loads `big` through the code cache in a new process, as a run does; returns it and what save wrote. */
function loadBig(): { big: { answer: number; where: string; salt: string }; wrote: number } {
  const script = `import { openCodeCache } from ${JSON.stringify(pathToFileURL(resolve("dist/generator/code-cache.js")).href)};
    const cache = openCodeCache(${JSON.stringify(join(project, "app.js"))});
    const big = cache.require("big");
    console.log(JSON.stringify({ big: { ...big, answer: big.answer() }, wrote: cache.save() }));`;
  const r = spawnSync(process.execPath, ["--input-type=module", "-e", script], { encoding: "utf8" });
  expect(r.stderr).toBe("");
  return JSON.parse(r.stdout);
}

beforeEach(() => {
  project = mkdtempSync(join(tmpdir(), "botspec-code-"));
  writeFileSync(join(project, "package.json"), "{}");
});
afterEach(() => rmSync(project, { recursive: true, force: true }));

describe("code cache", () => {
  it("keeps a large file's code on the first load and compiles from it on the next", () => {
    writeBig("a");
    const first = loadBig();
    expect(first.big.answer).toBe(42);
    expect(first.big.where).toBe(join(project, "node_modules", "big"));
    expect(first.wrote).toBe(1);
    expect(entries()).toHaveLength(1);
    const second = loadBig();
    expect(second.big.answer).toBe(42);
    expect(second.wrote).toBe(0);
  });

  it("compiles a changed file afresh, even one of the same size", () => {
    writeBig("a");
    loadBig();
    writeBig("b");
    const changed = loadBig();
    expect(changed.big.salt).toBe("b");
    expect(changed.wrote).toBe(1);
  });

  it("compiles as usual from damaged cached data, and replaces it", () => {
    writeBig("a");
    loadBig();
    for (const f of entries()) writeFileSync(join(cacheDir(), f), "not code");
    const again = loadBig();
    expect(again.big.answer).toBe(42);
    expect(again.wrote).toBe(1);
    expect(loadBig().wrote).toBe(0);
  });

  it("leaves small files and a cache that cannot be written alone", () => {
    writeBig("a", 1000);
    expect(loadBig().wrote).toBe(0);
    writeBig("a");
    writeFileSync(join(project, "node_modules", ".cache"), "a file where the folder would be");
    const blocked = loadBig();
    expect(blocked.big.answer).toBe(42);
    expect(blocked.wrote).toBe(0);
  });
});
