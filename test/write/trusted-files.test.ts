// Nothing botspec reads from disk steers it outside the output folder: crafted journals (a remove list reaching
// outside, a staging folder outside, an install list from outside), a manifest listing paths outside, a render-cache
// entry with such paths, a user's file that mentions botspec but carries no banner, a folder of user files with .git/,
// links to outside and a dangling link. Each is refused with a located error, or left alone; nothing outside changes.
import {
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { createHash } from "node:crypto";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { main } from "../../generator/cli.ts";
import { carriesBanner } from "../../generator/write/manifest.ts";
import { smallSpec } from "../helpers.ts";
import { runCli, temporaryProjects } from "../projects.ts";

const temporary = temporaryProjects();

/** A project with a spec, a victim folder beside it holding a precious file, and one generate already done. */
async function project(): Promise<{ root: string; victim: string; run: () => Promise<{ code: number; err: string }> }> {
  const files = {
    "project/spec/9.2/core.md": smallSpec(),
    "project/package.json": "{}\n",
    "victim/precious.txt": "keep me\n",
  };
  const root = temporary("trust", { files, packageJson: null });
  const victim = join(root, "victim");
  const run = async () => {
    const { code, err } = await runCli(join(root, "project"), ["generate", "--spec", "spec/9.2", "--out", "out"]);
    return { code, err: err.join("\n") };
  };
  expect((await run()).code).toBe(0);
  return { root, victim, run };
}

const journal = (root: string) => join(root, "project/out/.botspec-journal.json");
const untouched = (victim: string) => {
  expect(readdirSync(victim)).toEqual(["precious.txt"]);
  expect(readFileSync(join(victim, "precious.txt"), "utf8")).toBe("keep me\n");
};
const staging = ".botspec-staging-abcdef";
/** A staging folder as botspec makes one, with its identity; `files` staged in it. */
function stage(root: string, files: Record<string, string> = {}): string {
  const dir = join(root, "project/out", staging);
  mkdirSync(dir);
  for (const [p, text] of Object.entries(files)) writeFileSync(join(dir, p), text);
  const st = lstatSync(dir, { bigint: true });
  return `${st.dev}:${st.ino}`;
}
const hash = (text: string) => `sha256:${createHash("sha256").update(text).digest("hex")}`;

describe("a crafted journal in the output folder", () => {
  const cases: [string, (victim: string, id: string) => object, RegExp][] = [
    [
      "removes a file outside",
      (_, id) => ({ staging, id, install: [], remove: [["../../victim/precious.txt", "sha256:0"]] }),
      /lists \["\.\.\/\.\.\/victim\/precious\.txt","sha256:0"\] to remove/,
    ],
    [
      "removes an absolute path",
      (v, id) => ({ staging, id, install: [], remove: [[join(v, "precious.txt"), "sha256:0"]] }),
      /not a plain path inside the folder/,
    ],
    [
      "names a staging folder outside",
      (_, id) => ({ staging: "../../victim", id, install: [], remove: [] }),
      /staging folder "\.\.\/\.\.\/victim" that is not of botspec's naming/,
    ],
    [
      "names staging `../..`",
      (_, id) => ({ staging: "../..", id, install: [], remove: [] }),
      /not of botspec's naming/,
    ],
    [
      "installs from outside",
      (_, id) => ({ staging: "../../../victim", id, install: [["precious.txt", "sha256:0"]], remove: [] }),
      /not of botspec's naming/,
    ],
    [
      "names a staging folder of its naming that it did not make",
      () => ({ staging, id: "1:2", install: [], remove: [] }),
      /not the folder botspec made/,
    ],
    ["is not a journal", () => ({ nothing: true }), /not of botspec's naming/],
  ];
  it.each(cases)("%s: refused with a located error, nothing touched", async (_, journalOf, message) => {
    const { root, victim, run } = await project();
    writeFileSync(journal(root), JSON.stringify(journalOf(victim, stage(root))));
    const r = await run();
    expect(r.code).toBe(1);
    expect(r.err).toContain("out/.botspec-journal.json: error:");
    expect(r.err).toMatch(message);
    untouched(victim);
    expect(existsSync(join(root, "project/out/types.ts"))).toBe(true);
  });
  it("whose staging folder is a link of botspec's naming to a folder outside: nothing moved in from there", async () => {
    const { root, victim, run } = await project();
    symlinkSync(victim, join(root, "project/out", staging));
    const st = lstatSync(victim, { bigint: true });
    const id = `${st.dev}:${st.ino}`;
    writeFileSync(
      journal(root),
      JSON.stringify({ staging, id, install: [["precious.txt", hash("keep me\n")]], remove: [] }),
    );
    const r = await run();
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/not the folder botspec made/);
    untouched(victim);
    expect(existsSync(join(root, "project/out/precious.txt"))).toBe(false);
  });
  const userFiles: [string, (id: string) => object][] = [
    ["removes", (id) => ({ staging, id, install: [], remove: [["notes.md", hash("mine\n")]] })],
    [
      "replaces",
      (id) => ({ staging, id, install: [["notes.md", hash("// Code generated by botspec\n")]], remove: [] }),
    ],
  ];
  it.each(userFiles)("that %s a user's file without the banner: the file stays, the run says so", async (_, of) => {
    const { root, run } = await project();
    writeFileSync(join(root, "project/out/notes.md"), "mine\n");
    writeFileSync(journal(root), JSON.stringify(of(stage(root, { "notes.md": "// Code generated by botspec\n" }))));
    const r = await run();
    expect(r.code).toBe(1);
    expect(r.err).toMatch(
      /notes\.md: error: is listed by an interrupted run's journal, but is not a file botspec wrote/,
    );
    expect(readFileSync(join(root, "project/out/notes.md"), "utf8")).toBe("mine\n");
    expect((await run()).code).toBe(0);
    expect(readFileSync(join(root, "project/out/notes.md"), "utf8")).toBe("mine\n");
  });
  it("a staged file altered after the journal recorded it is not installed", async () => {
    const { root, run } = await project();
    const before = readFileSync(join(root, "project/out/types.ts"), "utf8");
    const id = stage(root, { "types.ts": "// Code generated by botspec\naltered\n" });
    writeFileSync(journal(root), JSON.stringify({ staging, id, install: [["types.ts", hash("other")]], remove: [] }));
    const r = await run();
    expect(r.code).toBe(0);
    expect(r.err).toMatch(
      /botspec-journal\.json: warning: 1 staged file\(s\) of an interrupted run no longer held what its journal recorded \(types\.ts\); they were not installed/,
    );
    expect(readFileSync(join(root, "project/out/types.ts"), "utf8")).toBe(before);
  });
  it("that is botspec's own is completed first, and check names it", async () => {
    const { root, run } = await project();
    const types = readFileSync(join(root, "project/out/types.ts"), "utf8");
    const id = stage(root);
    writeFileSync(journal(root), JSON.stringify({ staging, id, install: [], remove: [["types.ts", hash(types)]] }));
    const err: string[] = [];
    await main(["check", "--spec", "spec/9.2", "--out", "out"], {
      cwd: join(root, "project"),
      out: () => {},
      err: (l) => err.push(l),
    });
    expect(err.join("\n")).toMatch(/interrupted: out \(.*journal out\/\.botspec-journal\.json/);
    expect((await run()).code).toBe(0);
    expect(existsSync(journal(root))).toBe(false);
    expect(existsSync(join(root, "project/out/types.ts"))).toBe(true);
  });
});

describe("a crafted manifest or cache entry", () => {
  it("a manifest listing paths outside removes nothing there", async () => {
    const { root, victim, run } = await project();
    const manifest = join(root, "project/out/.botspec-manifest.json");
    const m = JSON.parse(readFileSync(manifest, "utf8"));
    m.files["../../victim/precious.txt"] = "sha256:0";
    m.files[join(victim, "precious.txt")] = "sha256:0";
    writeFileSync(manifest, JSON.stringify(m));
    writeFileSync(join(victim, "precious.txt"), "// Code generated by botspec\nkeep me\n");
    expect((await run()).code).toBe(0);
    expect(readFileSync(join(victim, "precious.txt"), "utf8")).toBe("// Code generated by botspec\nkeep me\n");
  });
  it("a cache entry with paths outside is no render, even with a right hash: the version is rendered afresh", async () => {
    const { root, victim, run } = await project();
    const cache = join(root, "project/node_modules/.cache/botspec/renders");
    for (const f of readdirSync(cache).filter((x) => x.endsWith(".json"))) {
      // An entry: its hash, a line of JSON listing each file's path and length in bytes, then the files' bytes.
      const text = readFileSync(join(cache, f), "utf8");
      const body0 = text.slice(text.indexOf("\n") + 1);
      const head = JSON.parse(body0.slice(0, body0.indexOf("\n")));
      head.files.push({ path: "../../victim/precious.txt", bytes: "overwritten".length });
      // Crafted with the hash of what it now holds: the hash tells damage, the paths are checked all the same.
      const body = `${JSON.stringify(head)}${body0.slice(body0.indexOf("\n"))}overwritten`;
      writeFileSync(join(cache, f), `${createHash("sha256").update(body).digest("hex")}\n${body}`);
    }
    rmSync(join(root, "project/out"), { recursive: true });
    expect((await run()).code).toBe(0);
    untouched(victim);
  });
});

describe("the banner", () => {
  const cases: [string, boolean][] = [
    ["// Code generated by botspec from spec/9.2. DO NOT EDIT.\n", true],
    ['{\n  "$schema": "x",\n  "$comment": "Code generated by botspec from spec/9.2."\n}', true],
    ['{\n  "//": "Code generated by botspec. It lists…"\n}', true],
    ["<!-- Code generated by botspec from spec/9.1 and spec/9.2. -->\n# Changes", true],
    ["// A hand-written wrapper around the client generated by botspec.\nexport {};\n", false],
    ["/* Code generated by botspec */\n", false],
    ["export const x = 1; // Code generated by botspec\n", false],
    ['{\n  "name": "x",\n  "a": 1,\n  "b": 2,\n  "c": 3,\n  "$comment": "Code generated by botspec"\n}', false],
  ];
  it.each(cases)("%j carries it: %s", (head, want) => expect(carriesBanner(head)).toBe(want));
  it("a hand-written client.ts that mentions botspec is not overwritten", async () => {
    const { root, run } = await project();
    writeFileSync(join(root, "project/out/client.ts"), "// Wraps the client generated by botspec.\nexport {};\n");
    const r = await run();
    expect(r.code).toBe(1);
    expect(r.err).toContain("client.ts: error: was not written by botspec");
    expect(readFileSync(join(root, "project/out/client.ts"), "utf8")).toBe(
      "// Wraps the client generated by botspec.\nexport {};\n",
    );
  });
});

describe("a folder of user files", () => {
  it("with .git/, links to outside and a dangling link: nothing of theirs changes", async () => {
    const { root, victim, run } = await project();
    const out = join(root, "project/out");
    mkdirSync(join(out, ".git"));
    writeFileSync(join(out, ".git/HEAD"), "ref: refs/heads/main\n");
    writeFileSync(join(out, "notes.md"), "mine\n");
    symlinkSync(join(victim, "precious.txt"), join(out, "outside.txt"));
    symlinkSync(join(root, "nowhere"), join(out, "dangling"));
    symlinkSync(victim, join(out, "victim-dir"));
    writeFileSync(
      join(root, "project/spec/9.2/core.md"),
      smallSpec().replace("| is_bot | Boolean | |", "| is_bot | Boolean | changed |"),
    );
    expect((await run()).code).toBe(0);
    expect(readFileSync(join(out, ".git/HEAD"), "utf8")).toBe("ref: refs/heads/main\n");
    expect(readFileSync(join(out, "notes.md"), "utf8")).toBe("mine\n");
    untouched(victim);
    expect(readFileSync(join(out, "types.ts"), "utf8")).toContain("changed");
  });
});
