// The rust artifact in Rust (cargo offline, serde and serde_json from Debian's packaged crates): the crate builds, and
// an integration test deserializes every case the TypeScript validators read compatibly (every sample Update, and
// each with one string replaced by a value no version lists or one member set to null) and serializes it back to the
// same JSON: unlisted variants through their Unknown variant. On spec/9.2 and the full-size spec. Without cargo or
// the crates it is skipped.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emitRust } from "../../generator/emit/rust/emit-rust.ts";
import { readAssets } from "../../generator/input/assets.ts";
import { served } from "../helpers.ts";
import { cargoEnv, named } from "../cargo.ts";
import { casesJudged, writeAll, type Case } from "./cases.ts";

const REGISTRY = "/usr/share/cargo/registry";
const CARGO =
  spawnSync("cargo", ["--version"]).status === 0 &&
  existsSync(REGISTRY) &&
  readdirSync(REGISTRY).some((d) => d.startsWith("serde_json-"));
if (!CARGO)
  console.warn(
    "rust: no cargo with Debian's serde crates (apt-get install cargo librust-serde-json-dev librust-serde-derive-dev; .ci/run does); the Rust tests are skipped",
  );

const work = mkdtempSync(join(tmpdir(), "botspec-rust-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const SPECS = [
  ["spec/9.2", "spec/9.2"],
  ["the full-size spec", "test/fixtures/spec-full-9.2"],
] as const;

describe.skipIf(!CARGO).each(SPECS)("the rust crate of %s", (label, spec) => {
  const dir = join(work, label.replace(/\W+/g, "-"));
  // The crate in a folder kept between runs, its files rewritten only when they change: cargo then rebuilds only
  // what did (the cases, which change with nothing cargo builds, stay in the run's own folder).
  const crate = resolve("node_modules/.cache/botspec-tests/rust-crates", label.replace(/\W+/g, "-"));
  // One target folder for every crate of the tests (test/cargo.ts): this crate under a package name of its own.
  const env = cargoEnv();
  let cases: Case[] = [];
  beforeAll(async () => {
    const { model, validators } = await served(spec);
    const files = emitRust({ model, specLabel: spec, assets: readAssets() });
    const local = (path: string) => path.replace(/^rust\/botapi\//, "");
    writeAll(crate, [
      ...files.map((f) => ({
        path: local(f.path),
        contents: f.path.endsWith("Cargo.toml")
          ? named(f.contents, `botapi-${label.replace(/\W+/g, "-")}`)
          : f.contents,
      })),
      { path: "tests/roundtrip.rs", contents: readFileSync("test/langs/rust/roundtrip.rs", "utf8") },
      { path: ".cargo/config.toml", contents: readFileSync("test/quicktype/rust/.cargo/config.toml", "utf8") },
    ]);
    cases = await casesJudged(join(dir, "ts"), validators);
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, "cases.json"), JSON.stringify(cases));
  }, 120_000);

  it("builds, and deserializes every case the validators read and serializes it back unchanged", () => {
    // Only the round trip: the crate holds no unit tests, and building its library again as a test harness would
    // double the longest compile.
    const run = spawnSync("cargo", ["test", "--offline", "-q", "--test", "roundtrip", "--", "--nocapture"], {
      cwd: crate,
      env: { ...env, BOTSPEC_CASES: join(dir, "cases.json") },
      encoding: "utf8",
      maxBuffer: 1 << 26,
    });
    expect(run.stdout + run.stderr, run.stdout.slice(-3000)).toMatch(/\d+ cases read and written back/);
    expect(run.status).toBe(0);
    expect(cases.filter((c) => c.compatible && !c.strict).length).toBeGreaterThan(10);
  }, 600_000);
});
