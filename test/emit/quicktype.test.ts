// schema.json in quicktype: `schema.json#/$defs/Update` becomes Python that compiles, and Go and Rust that compile and
// decode every real Update the spec allows (test/fixtures/manifest.json). Go and Rust come from Debian's packages,
// offline (golang-go; cargo with librust-serde-json-dev and librust-serde-derive-dev, which .ci/run installs); where a
// toolchain is absent its test is skipped, never faked.
import { execFileSync, spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { cargoEnv, named } from "../cargo.ts";
import { python } from "../helpers.ts";

const work = mkdtempSync(join(tmpdir(), "botspec-quicktype-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));
const CACHE = resolve("node_modules/.cache/botspec-tests");
const manifest = JSON.parse(readFileSync("test/fixtures/manifest.json", "utf8")) as { updates: Record<string, { strict: boolean }> };
const allowed = Object.keys(manifest.updates)
  .filter((f) => manifest.updates[f]?.strict)
  .map((f) => resolve("test/fixtures/updates", f));

/** quicktype on `schema.json#/$defs/Update`, or on the whole file when `pointer` is "". */
function quicktype(lang: string, out: string, extra: string[] = [], pointer = "#/$defs/Update"): string {
  const schema = `${resolve("generated/9.2/schema.json")}${pointer}`;
  execFileSync(process.execPath, ["node_modules/quicktype/dist/index.js", "--lang", lang, "--src-lang", "schema", ...extra, "-o", out, schema], { stdio: ["ignore", "ignore", "ignore"] });
  return readFileSync(out, "utf8");
}

const has = (cmd: string, ...args: string[]) => spawnSync(cmd, args).status === 0;

/** Writes `text` to `path` unless it holds it already (its time then stays, and build tools skip it). */
function writeChanged(path: string, text: string): void {
  if (!existsSync(path) || readFileSync(path, "utf8") !== text) {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, text);
  }
}

function copyChanged(from: string, to: string): void {
  for (const e of readdirSync(from, { recursive: true, withFileTypes: true }))
    if (e.isFile()) writeChanged(join(to, relative(from, join(e.parentPath, e.name))), readFileSync(join(e.parentPath, e.name), "utf8"));
}
const serdeCrates = () => existsSync("/usr/share/cargo/registry") && readdirSync("/usr/share/cargo/registry").some((d) => d.startsWith("serde_json-"));

describe("schema.json in quicktype", () => {
  it("turns schema.json#/$defs/Update into Python that compiles", () => {
    const out = join(work, "update.py");
    expect(quicktype("python", out)).toMatch(/^class Update:/m);
    execFileSync(python(), ["-m", "py_compile", out]);
  });

  it("given schema.json without a pointer, generates the whole tree (the root is an Update)", () => {
    const text = quicktype("python", join(work, "whole.py"), [], "");
    for (const cls of ["Message", "Chat", "User", "CallbackQuery"]) expect(text).toMatch(new RegExp(`^class ${cls}:`, "m"));
  });

  it.skipIf(!has("go", "version"))("into Go that compiles and decodes every allowed Update", () => {
    const dir = join(work, "go");
    cpSync("test/quicktype/go", dir, { recursive: true });
    expect(quicktype("go", join(dir, "update.go"), ["--package", "botapi"])).toMatch(/^type Update struct/m);
    const env = { ...process.env, GOPROXY: "off", GOFLAGS: "-mod=mod", GO111MODULE: "on", GOCACHE: join(CACHE, "go") };
    const out = execFileSync("go", ["run", "./cmd/decode", ...allowed], { cwd: dir, env, encoding: "utf8" });
    expect(out.trim().split("\n").at(-1)).toBe(`${allowed.length} decoded, 0 failed`);
  });

  it.skipIf(!has("cargo", "--version") || !serdeCrates())("into Rust that compiles and decodes every allowed Update", () => {
    // A folder kept between runs, its files rewritten only when they change: cargo then rebuilds only what did.
    const dir = join(CACHE, "rust-crate");
    copyChanged("test/quicktype/rust", dir);
    const code = quicktype("rust", join(work, "update.rs"), ["--visibility", "public", "--derive-debug"]);
    expect(code).toMatch(/^pub struct Update \{/m);
    writeChanged(join(dir, "src/update.rs"), code);
    // The target folder every crate of the tests shares (test/cargo.ts): the crate under a package name of its own.
    writeChanged(join(dir, "Cargo.toml"), named(readFileSync("test/quicktype/rust/Cargo.toml", "utf8"), "botapi-quicktype-decode"));
    const out = execFileSync("cargo", ["run", "--offline", "-q", "--bin", "decode", "--", ...allowed], { cwd: dir, env: cargoEnv(), encoding: "utf8" });
    expect(out.trim().split("\n").at(-1)).toBe(`${allowed.length} decoded, 0 failed`);
  }, 120_000);
});
