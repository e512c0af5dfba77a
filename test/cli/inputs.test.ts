// JSON inputs botspec is handed (a configuration, a warnings baseline, accepted changes, a scenario) read only as
// regular files of bounded size in UTF-8: a FIFO or a device is refused at once (no hang, no endless read), so are a
// folder, a file over the bound, bytes that are not UTF-8 and text that is no JSON; each is one located line and exit
// status 2, never a stack trace.
import { execFileSync } from "node:child_process";
import { closeSync, mkdirSync, mkdtempSync, openSync, rmSync, writeFileSync, ftruncateSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { main } from "../../generator/cli.ts";

const root = mkdtempSync(join(tmpdir(), "botspec-inputs-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const INPUTS: [string, () => string, RegExp][] = [
  [
    "a FIFO",
    () => (execFileSync("mkfifo", [join(root, "fifo.json")]), join(root, "fifo.json")),
    /is not a regular file/,
  ],
  ["a device that never ends", () => "/dev/zero", /is not a regular file/],
  ["a folder", () => (mkdirSync(join(root, "dir.json")), join(root, "dir.json")), /is not a regular file/],
  [
    "a file over the bound",
    () => {
      const fd = openSync(join(root, "big.json"), "w");
      ftruncateSync(fd, 17 * 1024 * 1024);
      closeSync(fd);
      return join(root, "big.json");
    },
    /is 17825792 bytes; expected .* under 16777216 bytes/,
  ],
  [
    "bytes that are not UTF-8",
    () => (writeFileSync(join(root, "latin1.json"), Buffer.from([0x7b, 0xe9, 0x7d])), join(root, "latin1.json")),
    /is not UTF-8 text/,
  ],
  [
    "text that is no JSON",
    () => (writeFileSync(join(root, "text.json"), "not json"), join(root, "text.json")),
    /cannot be read as JSON/,
  ],
];

async function run(args: string[]): Promise<{ code: number; err: string[] }> {
  const err: string[] = [];
  const code = await main(args, { cwd: process.cwd(), out: () => {}, err: (l) => err.push(...l.split("\n")) });
  return { code, err };
}

describe.each(INPUTS)("%s given as", (_, make, message) => {
  const path = make();
  it.each([
    ["--config", ["generate", "--check", "--config", path]],
    ["--baseline", ["generate", "--check", "--baseline", path]],
    ["diff --accept", ["diff", "9.1", "9.2", "--accept", path]],
    ["serve --scenario", ["serve", "--spec", "spec/9.2", "--port", "0", "--scenario", path]],
  ])("%s is refused in one located line with status 2", async (_, args) => {
    const r = await run(args as string[]);
    expect(r.code).toBe(2);
    expect(r.err.filter(Boolean)).toHaveLength(1);
    expect(r.err[0]).toContain(path);
    expect(r.err[0]).toMatch(message);
  });
});

describe("what an input says, echoed in a message", () => {
  const project = () => {
    const dir = mkdtempSync(join(root, "project-"));
    writeFileSync(join(dir, "package.json"), "{}\n");
    return dir;
  };
  const runIn = async (cwd: string, args: string[]) => {
    const err: string[] = [];
    const code = await main(args, { cwd, out: () => {}, err: (l) => err.push(...l.split("\n")) });
    return { code, err: err.filter(Boolean) };
  };

  it("lists at most five unknown configuration keys, escaped and shortened, and counts the rest", async () => {
    const dir = project();
    const keys = Object.fromEntries(Array.from({ length: 200_000 }, (_, i) => [`key${i}\u001b[31m`, 1]));
    writeFileSync(join(dir, "botspec.config.json"), JSON.stringify(keys));
    const r = await runIn(dir, ["generate", "--check"]);
    expect(r.code).toBe(2);
    expect(r.err).toHaveLength(1);
    expect(r.err[0]!.length).toBeLessThan(600);
    expect(r.err[0]).toContain("key0\\u001b[31m, key1\\u001b[31m");
    expect(r.err[0]).toContain("and 199995 more");
    expect(r.err[0]).not.toContain("\u001b");
  });

  it("refuses an artifact listed twice, as the configuration's schema does", async () => {
    const dir = project();
    writeFileSync(join(dir, "botspec.config.json"), JSON.stringify({ artifacts: ["types", "types"] }));
    const r = await runIn(dir, ["generate", "--check"]);
    expect([r.code, r.err]).toEqual([2, [expect.stringContaining('"artifacts" lists types twice')]]);
  });

  it.each(["--out", "--spec", "--config", "--baseline"])("refuses %s given as an empty string", async (flag) => {
    const r = await runIn(project(), ["generate", "--check", flag, ""]);
    expect([r.code, r.err]).toEqual([2, [expect.stringContaining(`${flag} is empty; expected a path`)]]);
  });

  it("echoes stale baseline ids escaped, five at most", async () => {
    const dir = project();
    const ids = Array.from({ length: 50 }, (_, i) => ({ id: `W${i}\u0007\u001b]0;x\u0007`, reason: "r" }));
    writeFileSync(join(dir, "baseline.json"), JSON.stringify(ids));
    const r = await runIn(process.cwd(), [
      "generate",
      "--check",
      "--spec",
      "spec/9.2",
      "--out",
      "generated/9.2",
      "--baseline",
      join(dir, "baseline.json"),
    ]);
    const line = r.err.find((l) => l.includes("no longer said")) ?? "";
    expect(line).toContain("50 accepted warning(s) no longer said: W0\\u0007\\u001b]0;x\\u0007,");
    expect(line).toContain("and 45 more");
    expect(line).not.toMatch(/[\u0000-\u001f]/);
  });
});

// These spellings were refused before this test was written (the working directory, or the spec inside the folder):
// it holds the refusal in place; the case the attack reported was not reproduced here.
describe("an output folder that is a project's root", () => {
  it("is refused however it is spelled and from wherever botspec runs", async () => {
    const dir = mkdtempSync(join(root, "proj-"));
    writeFileSync(join(dir, "package.json"), "{}\n");
    execFileSync("cp", ["-r", "spec/9.2", join(dir, "spec")]);
    const elsewhere = mkdtempSync(join(root, "elsewhere-"));
    for (const [cwd, out] of [
      [elsewhere, dir],
      [elsewhere, `${dir}/`],
      [elsewhere, `${dir}/spec/..`],
      [dir, dir],
      [dir, "."],
    ] as const) {
      const err: string[] = [];
      const code = await main(["generate", "-q", "--spec", join(dir, "spec"), "--out", out], {
        cwd,
        out: () => {},
        err: (l) => err.push(l),
      });
      expect([code, err.join("\n")]).toEqual([1, expect.stringMatching(/refuses to write there/)]);
    }
  });
});

describe("an empty spec folder", () => {
  it("is refused from the command line and from the configuration alike, and what was written stays", async () => {
    const dir = mkdtempSync(join(root, "empty-spec-"));
    writeFileSync(join(dir, "package.json"), "{}\n");
    execFileSync("cp", ["-r", "spec/9.2", join(dir, "spec")]);
    mkdirSync(join(dir, "empty"));
    const run = async (args: string[]) => {
      const err: string[] = [];
      const code = await main(["generate", "-q", ...args], { cwd: dir, out: () => {}, err: (l) => err.push(l) });
      return { code, err };
    };
    expect((await run(["--spec", "spec", "--out", "out"])).code).toBe(0);
    const written = execFileSync("ls", [join(dir, "out")], { encoding: "utf8" });
    const refused = await run(["--spec", "empty", "--out", "out"]);
    expect([refused.code, refused.err.join("\n")]).toEqual([2, expect.stringMatching(/holds no \.md files/)]);
    writeFileSync(join(dir, "botspec.config.json"), JSON.stringify({ spec: "empty", out: "out" }));
    const configured = await run([]);
    expect([configured.code, configured.err.join("\n")]).toEqual([2, expect.stringMatching(/holds no \.md files/)]);
    expect(execFileSync("ls", [join(dir, "out")], { encoding: "utf8" })).toBe(written);
  });
});

describe("diff -o", () => {
  it("never writes through a link someone made where a temporary file could go", async () => {
    const dir = mkdtempSync(join(root, "report-"));
    const outside = join(dir, "outside.txt");
    writeFileSync(outside, "keep me\n");
    const report = join(dir, "report.md");
    // The name an earlier botspec wrote its temporary file under, made a link to a file outside.
    execFileSync("ln", ["-s", outside, `${report}.botspec-tmp-${process.pid}`]);
    const err: string[] = [];
    const code = await main(["diff", "9.1", "9.2", "-o", report], {
      cwd: process.cwd(),
      out: () => {},
      err: (l) => err.push(l),
    });
    expect(code).toBe(0);
    expect(execFileSync("cat", [outside], { encoding: "utf8" })).toBe("keep me\n");
    expect(execFileSync("head", ["-c", 40, report].map(String), { encoding: "utf8" })).toMatch(
      /^<!-- Code generated by botspec/,
    );
  });
});
