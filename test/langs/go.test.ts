// The go artifact in Go (Debian's golang, offline, standard library only): gofmt finds nothing to change, go vet
// passes on the package, and a go test decodes every case the TypeScript validators read compatibly (every sample
// Update, and each with one string replaced by a value no version lists or one member set to null) and encodes it
// back to the same JSON: unlisted variants through their Unknown type, byte for byte. On spec/9.2 and the full-size
// spec. Without Go it is skipped.
import { spawnSync } from "node:child_process";
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emitGo } from "../../generator/emit/go/emit-go.ts";
import { readAssets } from "../../generator/input/assets.ts";
import { served } from "../helpers.ts";
import { casesJudged, writeAll, type Case } from "./cases.ts";

const GO = spawnSync("go", ["version"]).status === 0;
if (!GO) console.warn("go: no Go toolchain (apt-get install golang-go; .ci/run does); the Go tests are skipped");

const work = mkdtempSync(join(tmpdir(), "botspec-go-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));
const env = {
  ...process.env,
  GOPROXY: "off",
  GOFLAGS: "-mod=mod",
  GOCACHE: resolve("node_modules/.cache/botspec-tests/go"),
};

const SPECS = [
  ["spec/9.2", "spec/9.2"],
  ["the full-size spec", "test/fixtures/spec-full-9.2"],
] as const;

describe.skipIf(!GO).each(SPECS)("the go package of %s", (label, spec) => {
  const dir = join(work, label.replace(/\W+/g, "-"));
  const pkg = join(dir, "go", "botapi");
  let cases: Case[] = [];
  beforeAll(async () => {
    const { model, validators } = await served(spec);
    writeAll(dir, emitGo({ model, specLabel: spec, assets: readAssets() }));
    cases = await casesJudged(join(dir, "ts"), validators);
    writeFileSync(join(dir, "cases.json"), JSON.stringify(cases));
    copyFileSync("test/langs/go/roundtrip_test.go", join(pkg, "roundtrip_test.go"));
  }, 120_000);

  it("is laid out as gofmt lays it out", () => {
    const run = spawnSync("gofmt", ["-l", "types.go", "methods.go", "runtime.go"], { cwd: pkg, encoding: "utf8" });
    expect(run.status).toBe(0);
    expect(run.stdout).toBe("");
  });

  it("passes go vet", () => {
    const run = spawnSync("go", ["vet", "./..."], { cwd: pkg, env, encoding: "utf8" });
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
  }, 300_000);

  it("decodes every case the validators read and encodes it back unchanged", () => {
    const run = spawnSync("go", ["test", "-count=1", "-v", "./..."], {
      cwd: pkg,
      env: { ...env, BOTSPEC_CASES: join(dir, "cases.json") },
      encoding: "utf8",
    });
    expect(run.stdout).toMatch(/--- PASS: TestRoundTrip/);
    expect(cases.filter((c) => c.compatible && !c.strict).length).toBeGreaterThan(10);
  }, 300_000);
});
