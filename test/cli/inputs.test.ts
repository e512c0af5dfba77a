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
