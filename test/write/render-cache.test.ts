// The render cache (node_modules/.cache/botspec/renders/): a version rendered once is recalled, into any folder, with
// the same bytes, its warnings said again and --strict still failing on them; a change of sources or of label renders
// afresh; --no-cache neither recalls nor keeps; a damaged or altered entry (its hash checked) is rendered over.
import { createHash } from "node:crypto";
import { cpSync, existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { main } from "../../generator/cli.ts";
import { smallSpec } from "../helpers.ts";
import { runCli, temporaryProjects } from "../projects.ts";

const temporary = temporaryProjects();

/** A project with a small spec (core.md): the cache's behaviour does not depend on the spec's size. */
const project = () => temporary("cache", { files: { "spec/core.md": smallSpec() } });
const run = (cwd: string, ...args: string[]) => runCli(cwd, ["generate", "--spec", "spec", ...args]);

const files = (dir: string) =>
  Object.fromEntries(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => relative(dir, join(e.parentPath, e.name)))
      .sort()
      .map((f) => [f, readFileSync(join(dir, f), "utf8")]),
  );
const entries = (root: string) => {
  const dir = join(root, "node_modules/.cache/botspec/renders");
  return existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith(".json")) : [];
};
const cached = (out: string[]) => out.some((l) => l.endsWith("(cached)"));

describe("the render cache", () => {
  it("recalls a version rendered before, into another folder, with the same bytes", async () => {
    const root = project();
    const first = await run(root, "--out", "a");
    const second = await run(root, "--out", "b");
    expect([first.code, second.code]).toEqual([0, 0]);
    expect([cached(first.out), cached(second.out)]).toEqual([false, true]);
    expect(files(join(root, "b"))).toEqual(files(join(root, "a")));
    expect(entries(root)).toHaveLength(1);
  });

  it("says the warnings again, and --strict fails on them", async () => {
    const root = project();
    const core = join(root, "spec/core.md");
    writeFileSync(
      core,
      readFileSync(core, "utf8").replace(
        "- Integer fields fit",
        "- Counters have 40 odd bits in a wobbly way.\n- Integer fields fit",
      ),
    );
    const first = await run(root, "--out", "a");
    const strict = await run(root, "--out", "b", "--strict");
    expect(cached(strict.out)).toBe(true);
    const warning = (r: { err: string[] }) => r.err.filter((l) => l.includes("warning:"));
    expect(warning(strict)).toEqual(warning(first));
    expect(warning(first)).toHaveLength(1);
    expect(strict.code).toBe(1);
    expect(existsSync(join(root, "b"))).toBe(false);
  });

  it("renders afresh when a source changes, or the spec is named otherwise", async () => {
    const root = project();
    await run(root, "--out", "a");
    const core = join(root, "spec/core.md");
    writeFileSync(core, `${readFileSync(core, "utf8")}\n`);
    const edited = await run(root, "--out", "b");
    cpSync(join(root, "spec"), join(root, "spec-copy"), { recursive: true });
    const renamed = await main(["generate", "--spec", "spec-copy", "--out", "c"], {
      cwd: root,
      out: () => {},
      err: () => {},
    });
    expect([cached(edited.out), renamed]).toEqual([false, 0]);
    expect(readFileSync(join(root, "c/types.ts"), "utf8")).toContain("spec-copy/core.md");
    expect(entries(root)).toHaveLength(3);
  });

  it("--no-cache neither recalls nor keeps", async () => {
    const root = project();
    const r = await run(root, "--out", "a", "--no-cache");
    expect([r.code, cached(r.out), entries(root)]).toEqual([0, false, []]);
    await run(root, "--out", "b");
    expect(cached((await run(root, "--out", "c", "--no-cache")).out)).toBe(false);
  });

  it("renders over a damaged entry", async () => {
    const root = project();
    await run(root, "--out", "a");
    const [entry] = entries(root);
    writeFileSync(join(root, "node_modules/.cache/botspec/renders", entry ?? "x"), '{"key": "other"');
    const r = await run(root, "--out", "b");
    expect([r.code, cached(r.out)]).toEqual([0, false]);
    expect(files(join(root, "b"))).toEqual(files(join(root, "a")));
  });

  it("renders over an entry altered on disk, whose content no longer has its hash", async () => {
    const root = project();
    await run(root, "--out", "a");
    const [entry] = entries(root);
    const path = join(root, "node_modules/.cache/botspec/renders", entry ?? "x");
    const text = readFileSync(path, "utf8");
    expect(text).toMatch(/^[0-9a-f]{64}\n/);
    writeFileSync(path, text.replace("export interface", "export interface Injected {}\nexport interface"));
    const r = await run(root, "--out", "b");
    expect([r.code, cached(r.out)]).toEqual([0, false]);
    expect(files(join(root, "b"))).toEqual(files(join(root, "a")));
  });

  // An entry is its hash, a line of JSON listing each file's path and length in bytes, then the files' bytes.
  const framings: [string, (head: { files: { bytes: number }[] }, rest: string) => string][] = [
    ["a file longer than what follows", (h, rest) => ((h.files[0]!.bytes += 1), `${JSON.stringify(h)}\n${rest}`)],
    ["bytes left over after the last file", (h, rest) => `${JSON.stringify(h)}\n${rest}extra`],
    ["a negative length", (h, rest) => ((h.files[0]!.bytes = -1), `${JSON.stringify(h)}\n${rest}`)],
    ["no line of JSON", (_, rest) => rest],
  ];
  it.each(framings)("renders over an entry with its right hash but %s", async (_, craft) => {
    const root = project();
    await run(root, "--out", "a");
    const [entry] = entries(root);
    const path = join(root, "node_modules/.cache/botspec/renders", entry ?? "x");
    const text = readFileSync(path, "utf8");
    const body = text.slice(text.indexOf("\n") + 1);
    const nl = body.indexOf("\n");
    const crafted = craft(JSON.parse(body.slice(0, nl)), body.slice(nl + 1));
    writeFileSync(path, `${createHash("sha256").update(crafted).digest("hex")}\n${crafted}`);
    const r = await run(root, "--out", "b");
    expect([r.code, cached(r.out)]).toEqual([0, false]);
    expect(files(join(root, "b"))).toEqual(files(join(root, "a")));
  });
});
