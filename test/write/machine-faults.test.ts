// Faults of the machine while botspec writes: a file-size limit (ulimit -f), a full disk, a read-only mount. Each ends
// in one located line (no stack trace), exit 1, the earlier output byte for byte as it was and nothing of the run's
// own left in the folder. The mounts need root and a kernel that lets the test mount a tmpfs: elsewhere they skip
// with a message (the size limit needs neither).
import { spawnSync } from "node:child_process";
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { machineFault } from "../../generator/write/errors.ts";

const BIN = resolve("dist/generator/bin.js");
const root = mkdtempSync(join(tmpdir(), "botspec-faults-"));
afterAll(() => {
  for (const m of mounted) spawnSync("umount", [m]);
  rmSync(root, { recursive: true, force: true });
});
cpSync("spec/9.2", join(root, "spec"), { recursive: true });
cpSync("spec/9.1", join(root, "spec91"), { recursive: true });
writeFileSync(join(root, "package.json"), "{}\n");
const mounted: string[] = [];

function generate(out: string, spec = "spec", shellPrefix = ""): { status: number | null; stderr: string } {
  const r = spawnSync(
    "bash",
    ["-c", `${shellPrefix}exec "$0" "$1" generate -q --spec "$3" --out "$2"`, process.execPath, BIN, out, spec],
    {
      cwd: root,
      encoding: "utf8",
      timeout: 60_000,
    },
  );
  return { status: r.status, stderr: r.stderr };
}

function files(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const e of readdirSync(dir, { recursive: true, withFileTypes: true }))
    if (e.isFile())
      out[join(e.parentPath, e.name).slice(dir.length + 1)] = readFileSync(join(e.parentPath, e.name), "utf8");
  return out;
}

/** Generates spec/9.1 into `out`: the next run, of spec/9.2, has files to write. */
function earlier(out: string): Record<string, string> {
  expect(generate(out, "spec91").status).toBe(0);
  return files(join(root, out));
}

function expectOneLine(r: { status: number | null; stderr: string }, what: RegExp): void {
  expect(r.status).toBe(1);
  expect(r.stderr.trim().split("\n")).toHaveLength(1);
  expect(r.stderr).toMatch(what);
  expect(r.stderr).not.toMatch(/\n\s+at /);
}

function canMount(dir: string, options: string): boolean {
  mkdirSync(dir, { recursive: true });
  const r = spawnSync("mount", ["-t", "tmpfs", "-o", options, "none", dir]);
  if (r.status === 0) mounted.push(dir);
  return r.status === 0;
}

describe("a fault of the machine while writing", () => {
  it("a file-size limit: one located line, the earlier output as it was", () => {
    const before = earlier("limit");
    const r = generate("limit", "spec", "ulimit -f 64; ");
    expectOneLine(
      r,
      /^limit: error: a file would exceed the size limit on files \(ulimit -f\).*\(EFBIG on write\); earlier output is left as it was\n$/,
    );
    expect(files(join(root, "limit"))).toEqual(before);
  });
  it("a full disk: one located line, the earlier output as it was", (ctx) => {
    const out = join(root, "full");
    if (!canMount(out, "size=8m"))
      return ctx.skip("cannot mount a tmpfs here (needs root); the size-limit case stands for it");
    const before = earlier("full");
    spawnSync("dd", ["if=/dev/zero", `of=${join(out, "filler.bin")}`, "bs=1k", "count=9000"], { stdio: "ignore" });
    const r = generate("full");
    expectOneLine(r, /^full: error: no space left on the device.*\(ENOSPC on write\)/);
    expect(Object.keys(files(out)).sort()).toEqual([...Object.keys(before), "filler.bin"].sort());
    expect(files(out)).toEqual({ ...before, "filler.bin": readFileSync(join(out, "filler.bin"), "utf8") });
  });
  it("a read-only folder: one located line", (ctx) => {
    const out = join(root, "ro");
    if (!canMount(out, "ro")) return ctx.skip("cannot mount a tmpfs here (needs root)");
    expectOneLine(generate("ro"), /^ro\/\.botspec-lock[^:]*: error: is on a read-only file system.*\(EROFS on open\)/);
  });
  const table: [string, string, RegExp][] = [
    ["ENOSPC", "write", /no space left on the device/],
    ["EFBIG", "write", /size limit on files/],
    ["EROFS", "open", /read-only file system/],
    ["EACCES", "open", /permission denied/],
    ["EDQUOT", "write", /quota/],
  ];
  it.each(table)("%s is said as what it means, where it happened", (code, syscall, what) => {
    const fault = machineFault(Object.assign(new Error("x"), { code, syscall, path: "/x/y" }), "out");
    expect(fault?.path).toBe("/x/y");
    expect(fault?.message).toMatch(what);
  });
  it("a bug is no fault of the machine: thrown on as it is", () => {
    expect(machineFault(new TypeError("x"))).toBeUndefined();
    expect(machineFault(Object.assign(new Error("x"), { code: "ENOSPC" }))).toBeUndefined();
  });
});
