// What a run says as it goes: a status line of stages on a terminal only (never in a pipe or CI), cleared before
// other lines; and under --watch, each run says only the warnings the run before did not (the others counted).
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { main } from "../../generator/cli.ts";
import { runGenerate } from "../../generator/cli/generate.ts";
import { terminalStatus } from "../../generator/cli/progress.ts";
import { resolveConfig } from "../../generator/run/config.ts";

const root = mkdtempSync(join(tmpdir(), "botspec-progress-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function fakeStream(isTTY: boolean) {
  const written: string[] = [];
  const stream = { isTTY, columns: 40, write: (s: string) => written.push(s) } as unknown as NodeJS.WriteStream;
  return { stream, written };
}

/** generate of spec/9.2 in a project of its own under `name`, each status line it shows kept. */
async function generateIn(name: string, ...flags: string[]): Promise<{ code: number; stages: string[] }> {
  cpSync("spec/9.2", join(root, name, "spec/9.2"), { recursive: true });
  writeFileSync(join(root, name, "package.json"), "{}\n");
  const stages: string[] = [];
  const args = ["generate", ...flags, "--no-cache", "--spec", "spec/9.2", "--out", "out"];
  const code = await main(args, {
    cwd: join(root, name),
    out: () => {},
    err: () => {},
    progress: (t) => stages.push(t),
  });
  return { code, stages };
}

describe("the status line", () => {
  it("is there on a terminal, not in a pipe, not in CI, not on a dumb terminal", () => {
    expect(terminalStatus(fakeStream(true).stream, {})).toBeDefined();
    expect(terminalStatus(fakeStream(false).stream, {})).toBeUndefined();
    expect(terminalStatus(fakeStream(true).stream, { CI: "true" })).toBeUndefined();
    expect(terminalStatus(fakeStream(true).stream, { TERM: "dumb" })).toBeUndefined();
  });
  it("overwrites itself, fits the width, and clears once", () => {
    const { stream, written } = fakeStream(true);
    const status = terminalStatus(stream, {});
    status?.show("9.2: reading");
    status?.show(`9.2: ${"x".repeat(60)}`);
    status?.clear();
    status?.clear();
    expect(written[0]).toBe("\r\x1b[K9.2: reading");
    expect(written[1]?.length).toBeLessThanOrEqual(39 + 4);
    expect(written[1]?.endsWith("…")).toBe(true);
    expect(written.slice(2)).toEqual(["\r\x1b[K"]);
  });
  it("gets every stage of a fresh run, in order", async () => {
    const { code, stages } = await generateIn("stages");
    expect(code).toBe(0);
    expect(stages).toEqual([
      "spec/9.2: reading",
      "spec/9.2: building",
      "spec/9.2: emitting",
      "spec/9.2: formatting",
      "out: writing",
    ]);
  });
});

describe("-q", () => {
  it("shows no status line either", async () => {
    const { code, stages } = await generateIn("quiet", "-q");
    expect([code, stages]).toEqual([0, []]);
  });
});

describe("warnings under --watch", () => {
  it("are said once; a run says only those that are new, and counts the others", async () => {
    const dir = join(root, "watch");
    cpSync("spec/9.2", join(dir, "spec/9.2"), { recursive: true });
    writeFileSync(join(dir, "package.json"), "{}\n");
    const core = join(dir, "spec/9.2/core.md");
    const near = (row: string, note: string) => (t: string) =>
      t.replace(`| ${row} | String? | |`, `| ${row} | String? | ${note} |`);
    const one = near("username", "Must be one of alpha, beta, or gamma");
    const two = near("last_name", "Must be at most `ten` characters");
    writeFileSync(core, one(readFileSync(core, "utf8")));
    const known = { ids: new Set<string>() as ReadonlySet<string> };
    const runOnce = async () => {
      const err: string[] = [];
      const config = resolveConfig(dir, { spec: "spec/9.2", out: "out" });
      const opts = { config, check: false, strict: false, force: false, quiet: true, cache: false, known };
      await runGenerate(opts, { cwd: dir, out: () => {}, err: (l) => err.push(l) });
      return err;
    };
    const first = await runOnce();
    expect(first.filter((l) => l.includes(" warning: "))).toHaveLength(1);
    const again = await runOnce();
    expect(again.filter((l) => l.includes(" warning: "))).toHaveLength(0);
    expect(again).toContain("1 warning(s) as in the last run, not repeated");
    writeFileSync(core, two(readFileSync(core, "utf8")));
    const third = await runOnce();
    expect(third.filter((l) => l.includes(" warning: "))).toEqual([expect.stringContaining("last_name")]);
    for (const l of third) expect(l).not.toContain(dir);
  });
});
