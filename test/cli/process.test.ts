// The built CLI as users run it: plain node, no tsx. Exit statuses, one-line errors, FIFOs, closed and full output,
// --watch, and an install by symlink (npm link). Kills at random moments are `npm run bench:kill` (a bounded loop);
// every step a kill can stop the writer at is tested in output-safety.test.ts.
import { execFileSync, spawn, spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { smallSpec } from "../helpers.ts";

const BIN = resolve("dist/generator/bin.js");
const root = mkdtempSync(join(tmpdir(), "botspec-process-"));
cpSync("spec", join(root, "spec"), { recursive: true });
writeFileSync(join(root, "package.json"), '{ "name": "sdk", "private": true }\n');
afterAll(() => rmSync(root, { recursive: true, force: true }));

function cli(args: string[], cwd = root) {
  const r = spawnSync(process.execPath, [BIN, ...args], { cwd, encoding: "utf8", timeout: 60_000 });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

describe("the command line", () => {
  it("--version and --help for each command, listing every flag with its default and the exit statuses", () => {
    expect(cli(["--version"]).out.trim()).toBe(JSON.parse(readFileSync("package.json", "utf8")).version);
    for (const c of ["generate", "check", "diff"]) {
      const help = cli([c, "--help"]);
      expect(help.code).toBe(0);
      expect(help.out).toMatch(new RegExp(`^usage: botspec ${c}`));
      expect(help.out).toContain("exit status:");
    }
    expect(cli(["generate", "--help"]).out).toMatch(/--out DIR .*\(default: config "out", else generated\)/);
  });
  const errors: [string, string[], RegExp][] = [
    [
      "a missing spec folder",
      ["generate", "--spec", "nope", "--out", "o"],
      /^nope: error: does not exist; expected a spec folder/,
    ],
    ["an unknown flag", ["generate", "--frobnicate"], /^error: Unknown option '--frobnicate'/],
    ["an unknown command", ["frobnicate"], /^error: unknown command "frobnicate"/],
    [
      "a bad --fail-on",
      ["diff", "9.1", "9.2", "--fail-on", "sometimes"],
      /^error: --fail-on takes breaking or potentially-breaking/,
    ],
  ];
  it.each(errors)("%s: one line, exit 2, no stack trace", (_, args, want) => {
    const r = cli(args);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(want);
    expect(r.err).not.toMatch(/\n\s+at /);
  });
  it("refuses a FIFO among the spec's files instead of hanging", () => {
    const spec = join(root, "fifo-spec");
    cpSync(join(root, "spec/9.2"), spec, { recursive: true });
    execFileSync("mkfifo", [join(spec, "x.md")]);
    const r = cli(["generate", "--spec", "fifo-spec", "--out", "fifo-out"]);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/^fifo-spec\/x\.md: error: is not a regular file/);
  });
  it("ends quietly when its output is closed, and says so in one line when it is full", () => {
    const closed = spawnSync(
      "bash",
      ["-c", `node ${JSON.stringify(BIN)} diff 9.1 9.2 | head -c 10 > /dev/null; echo "\${PIPESTATUS[0]}"`],
      { cwd: root, encoding: "utf8" },
    );
    expect(closed.stderr).toBe("");
    expect(closed.stdout.trim()).toBe("0");
    const full = spawnSync("bash", ["-c", `node ${JSON.stringify(BIN)} diff 9.1 9.2 > /dev/full`], {
      cwd: root,
      encoding: "utf8",
    });
    expect(full.stderr).toMatch(/^botspec: cannot write the output \(ENOSPC\)\n$/);
    expect(full.status).toBe(1);
  });
  it("writes the diff to a file with -o, and refuses to overwrite a file it did not write", () => {
    expect(cli(["diff", "9.1", "9.2", "--json", "-o", "changes.json"]).code).toBe(0);
    expect(JSON.parse(readFileSync(join(root, "changes.json"), "utf8")).to).toBe("9.2");
    writeFileSync(join(root, "notes.md"), "mine\n");
    expect(cli(["diff", "9.1", "9.2", "-o", "notes.md"]).code).toBe(1);
    expect(readFileSync(join(root, "notes.md"), "utf8")).toBe("mine\n");
  });
});

describe("--watch", () => {
  it("regenerates when the spec changes, keeps running through a spec error, follows the folder through removal and a rename, and stops on SIGTERM", async () => {
    // A small spec: what is watched and said does not depend on the spec's size.
    const dir = join(root, "watch");
    mkdirSync(join(dir, "spec/9.2"), { recursive: true });
    writeFileSync(join(dir, "spec/9.2/core.md"), smallSpec());
    writeFileSync(join(dir, "package.json"), "{}\n");
    const child = spawn(process.execPath, [BIN, "generate", "--watch", "--spec", "spec/9.2", "--out", "out"], {
      cwd: dir,
    });
    let out = "";
    let err = "";
    child.stdout.on("data", (d: Buffer) => (out += d.toString()));
    child.stderr.on("data", (d: Buffer) => (err += d.toString()));
    const until = async (test: () => boolean) => {
      for (let i = 0; i < 600 && !test(); i++) await new Promise((r) => setTimeout(r, 50));
      expect(test()).toBe(true);
    };
    await until(() => out.includes("watching for changes"));
    const core = join(dir, "spec/9.2/core.md");
    const text = readFileSync(core, "utf8");
    writeFileSync(core, text.replace("| is_bot | Boolean | |", "| is_bot | Boolan | |"));
    await until(() => err.includes('unknown type "Boolan"'));
    writeFileSync(core, text.replace("| is_bot | Boolean | |", "| is_bot | Boolean | A bot |"));
    await until(() => readFileSync(join(dir, "out/types.ts"), "utf8").includes("A bot"));
    // The folder removed and made again (a checkout of another branch): said, followed, and edits after it regenerate.
    rmSync(join(dir, "spec/9.2"), { recursive: true });
    await until(() => out.includes("lost the spec folder spec/9.2"));
    mkdirSync(join(dir, "spec/9.2"));
    writeFileSync(core, text.replace("| is_bot | Boolean | |", "| is_bot | Boolean | Back again |"));
    await until(() => out.includes("found the spec folder spec/9.2 again"));
    await until(() => readFileSync(join(dir, "out/types.ts"), "utf8").includes("Back again"));
    writeFileSync(core, text.replace("| is_bot | Boolean | |", "| is_bot | Boolean | Edited after |"));
    await until(() => readFileSync(join(dir, "out/types.ts"), "utf8").includes("Edited after"));
    // Renamed away and back.
    renameSync(join(dir, "spec/9.2"), join(dir, "spec/moved"));
    renameSync(join(dir, "spec/moved"), join(dir, "spec/9.2"));
    writeFileSync(core, text.replace("| is_bot | Boolean | |", "| is_bot | Boolean | After the move |"));
    await until(() => readFileSync(join(dir, "out/types.ts"), "utf8").includes("After the move"));
    expect(out).toMatch(/spec\/9\.2\/core\.md changed; generating/);
    expect(out).not.toContain(dir);
    child.kill("SIGTERM");
    const code = await new Promise((done) => child.on("exit", done));
    expect(code).toBe(0);
  });
});

describe("--watch with a configuration", () => {
  it("follows the spec folder the configuration names after it changes", async () => {
    const dir = join(root, "watch-config");
    for (const v of ["a", "b"]) {
      mkdirSync(join(dir, `spec/${v}`), { recursive: true });
      writeFileSync(join(dir, `spec/${v}/core.md`), smallSpec());
    }
    writeFileSync(join(dir, "package.json"), "{}\n");
    const config = join(dir, "botspec.config.json");
    writeFileSync(config, JSON.stringify({ spec: "spec/a", out: "out" }));
    const child = spawn(process.execPath, [BIN, "generate", "--watch"], { cwd: dir });
    let out = "";
    child.stdout.on("data", (d: Buffer) => (out += d.toString()));
    const until = async (test: () => boolean) => {
      for (let i = 0; i < 600 && !test(); i++) await new Promise((r) => setTimeout(r, 50));
      expect(test()).toBe(true);
    };
    try {
      await until(() => out.includes("watching for changes"));
      writeFileSync(config, JSON.stringify({ spec: "spec/b", out: "out" }));
      await until(() => out.includes("following spec/b"));
      // The run the change started, then a moment for the new folder's watch to begin.
      await until(() => out.split("following spec/b")[1]?.includes("watching for changes") === true);
      await new Promise((r) => setTimeout(r, 500));
      const core = join(dir, "spec/b/core.md");
      writeFileSync(core, smallSpec().replace("| is_bot | Boolean | |", "| is_bot | Boolean | From b |"));
      await until(() => readFileSync(join(dir, "out/types.ts"), "utf8").includes("From b"));
      expect(out).toMatch(/spec\/b\/core\.md changed; generating/);
    } finally {
      child.kill("SIGTERM");
      await new Promise((done) => child.on("exit", done));
    }
  });
});

describe("installed by symlink, as npm link does", () => {
  it("runs from node_modules/.bin through the link", () => {
    const dir = join(root, "linked");
    mkdirSync(join(dir, "node_modules/.bin"), { recursive: true });
    symlinkSync(process.cwd(), join(dir, "node_modules/botspec"));
    symlinkSync("../botspec/dist/generator/bin.js", join(dir, "node_modules/.bin/botspec"));
    const r = spawnSync(join(dir, "node_modules/.bin/botspec"), ["--version"], { cwd: dir, encoding: "utf8" });
    expect(r.stdout.trim()).toBe(JSON.parse(readFileSync("package.json", "utf8")).version);
  });
});
