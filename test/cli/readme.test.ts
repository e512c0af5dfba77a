// The README as a new user follows it: every command of its code blocks run as written in a project of their own, and
// every snippet compiled or used there. botspec is installed from a tarball (`npm pack` of this checkout) with no
// warning the README does not explain. In that project the quick start's commands run with npx; the configuration
// block is the project's botspec.config.json and `npx botspec generate` follows it; the TypeScript block compiles
// against what it generated under strict and exactOptionalPropertyTypes. Set apart, each with its reason: the git URL
// (npm installs botspec's devDependencies to run its `prepare`, a minute and a gigabyte; here a clone of HEAD runs
// that `prepare` and packs what a git install would get), the set-up of botspec's own repository (`.ci/run` runs it on
// a clean clone) and a fixed port (a test listens on port 0).
import { execFile, spawn } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import type { Code, Root } from "mdast";
import remarkParse from "remark-parse";
import ts from "typescript";
import { unified } from "unified";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const run = promisify(execFile);
const REPO = process.cwd();
const blocks = (() => {
  const tree = unified().use(remarkParse).parse(readFileSync("README.md", "utf8")) as Root;
  const codes: Code[] = [];
  const walk = (n: { type: string; children?: unknown[] }) => {
    if (n.type === "code") codes.push(n as Code);
    for (const c of (n.children ?? []) as { type: string }[]) walk(c);
  };
  walk(tree);
  return codes;
})();
/** The block whose text contains `marker`, one only. */
const block = (lang: string, marker: string) => {
  const found = blocks.filter((b) => b.lang === lang && b.value.includes(marker));
  expect(found, `one ${lang} block with ${marker}`).toHaveLength(1);
  return (found[0] as Code).value;
};
/** The commands of a shell block: one per line, comments off. */
const commands = (text: string) =>
  text
    .split("\n")
    .map((l) => l.replace(/\s+#.*$/, "").trim())
    .filter(Boolean);

let root = "";
let tarball = "";
const said = new Map<string, string>();

/** A fresh project: a package.json, the repository's spec versions. */
function project(name: string): string {
  const dir = join(root, name);
  mkdirSync(dir);
  writeFileSync(
    join(dir, "package.json"),
    `${JSON.stringify({ name: `user-${name}`, private: true, type: "module" })}\n`,
  );
  cpSync("spec", join(dir, "spec"), { recursive: true });
  return dir;
}

/** Runs an `npm i` line of the README with the tarball standing for the README's placeholder. */
async function install(line: string, dir: string): Promise<string> {
  const args = line.replace("/path/to/botspec-0.1.0.tgz", tarball).split(/\s+/).slice(1);
  const env = {
    ...process.env,
    npm_config_audit: "false",
    npm_config_fund: "false",
    npm_config_prefer_offline: "true",
  };
  const r = await run("npm", args, { cwd: dir, env, timeout: 240_000, maxBuffer: 64 << 20 });
  return `${r.stdout}\n${r.stderr}`;
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), "botspec-readme-"));
  const packed = await run("npm", ["pack", "--ignore-scripts", "--pack-destination", root], { timeout: 120_000 });
  tarball = join(root, packed.stdout.trim().split("\n").pop() ?? "");
  const [fromTarball] = commands(block("sh", "npm i -D"));
  said.set("tarball", await install(fromTarball ?? "", project("tarball")));
}, 600_000);
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** `npx botspec …` in a project, as written (`--port` aside); its exit status and what it said. */
async function npx(line: string, cwd: string) {
  const args = line.split(/\s+/).slice(1);
  return run("npx", ["--no-install", ...args], { cwd, timeout: 240_000, maxBuffer: 64 << 20 }).then(
    (r) => ({ code: 0, out: r.stdout, err: r.stderr }),
    (e: { code?: number; stdout?: string; stderr?: string }) => ({
      code: e.code ?? -1,
      out: e.stdout ?? "",
      err: e.stderr ?? "",
    }),
  );
}

/** `npx botspec serve …` on port 0: it listens, answers a call, and ends on SIGTERM. */
async function serveOnce(line: string, cwd: string): Promise<unknown> {
  const args = line
    .replace(/--port \d+/, "--port 0")
    .split(/\s+/)
    .slice(1);
  // Its own process group: npx runs botspec as a child, and the stop must reach both.
  const child = spawn("npx", ["--no-install", ...args], { cwd, stdio: ["ignore", "pipe", "pipe"], detached: true });
  let text = "";
  const url = await new Promise<string>((done, fail) => {
    const timer = setTimeout(() => {
      process.kill(-(child.pid as number), "SIGKILL");
      fail(new Error(`serve said: ${text}`));
    }, 60_000);
    const read = (c: Buffer) => {
      text += c.toString();
      const m = /http:\/\/127\.0\.0\.1:\d+/.exec(text);
      if (m) {
        clearTimeout(timer);
        done(m[0]);
      }
    };
    child.stdout.on("data", read);
    child.stderr.on("data", read);
  });
  const ended = new Promise((done) => child.on("close", done));
  try {
    return await (await fetch(`${url}/bot1:readme/getMe`)).json();
  } finally {
    process.kill(-(child.pid as number), "SIGTERM");
    await ended;
  }
}

describe("the README's install commands", () => {
  it.each(["tarball"])("install botspec from a %s with no warning the README does not explain", (name) => {
    const warnings = (said.get(name) ?? "").split("\n").filter((l) => /^npm (warn|WARN|error|ERR)/.test(l));
    // The one warning the README explains: npm 11 on botspec's `prepare` script.
    const explained =
      /^npm warn install-scripts(\s*$|\s+\d+ package has install scripts|\s+botspec@\S+ \(prepare: npm run build\)|\s+Run `npm install-scripts)/;
    expect(warnings.filter((l) => !explained.test(l))).toEqual([]);
    expect(existsSync(join(root, name, "node_modules/botspec/dist/generator/bin.js"))).toBe(true);
  });
});

describe("the README's git URL", () => {
  it("names a repository whose prepare builds what a git install runs, from a clean clone of HEAD", async () => {
    expect(commands(block("sh", "npm i -D"))[1]).toMatch(/^npm i -D git\+https:\/\/\S+\.git$/);
    const clone = join(root, "clone");
    await run("git", ["clone", "--quiet", REPO, clone], { timeout: 120_000 });
    // npm installs botspec's devDependencies before it runs prepare: the repository's own stand in for them here.
    symlinkSync(join(REPO, "node_modules"), join(clone, "node_modules"), "dir");
    const scripts = (
      JSON.parse(readFileSync(join(clone, "package.json"), "utf8")) as { scripts: Record<string, string> }
    ).scripts;
    expect(Object.keys(scripts).filter((k) => /^(pre|post)?install$/.test(k))).toEqual([]);
    await run("npm", ["run", "prepare"], { cwd: clone, timeout: 240_000 });
    const packed = await run("npm", ["pack", "--dry-run", "--json", "--ignore-scripts"], {
      cwd: clone,
      timeout: 120_000,
    });
    const files = (JSON.parse(packed.stdout) as { files: { path: string }[] }[])[0]?.files.map((f) => f.path) ?? [];
    expect(files).toContain("dist/generator/bin.js");
    const version = await run(process.execPath, [join(clone, "dist/generator/bin.js"), "--version"]);
    expect(version.stdout.trim()).toMatch(/^\d+\.\d+\.\d+/);
  });
});

describe("the README's quick start, run as written in a project that installed botspec", () => {
  const dir = () => join(root, "tarball");
  it("runs every command: generate, check, diff, explain, reference and serve", async () => {
    const lines = commands(block("sh", "npx botspec generate"));
    expect(lines.length).toBeGreaterThan(4);
    for (const line of lines) {
      expect(line, "each line is npx botspec").toMatch(/^npx botspec /);
      if (/^npx botspec serve\b/.test(line)) {
        expect(await serveOnce(line, dir()), line).toMatchObject({ ok: true });
        continue;
      }
      const r = await npx(line, dir());
      // diff --fail-on ends 1 on a breaking change, and then says which.
      if (/--fail-on/.test(line) && r.code === 1) expect(r.err, line).toMatch(/breaking/);
      else expect(r, line).toMatchObject({ code: 0 });
    }
    expect(readdirSync(join(dir(), "generated")).sort()).toEqual([
      ".botspec-manifest.json",
      "9.1",
      "9.2",
      "CHANGES-9.1-9.2.md",
    ]);
    expect(existsSync(join(dir(), "reference-9.2.html"))).toBe(true);
  });
  it("follows the configuration block, and its TypeScript block compiles against what it generated", async () => {
    writeFileSync(join(dir(), "botspec.config.json"), block("json", '"artifacts"'));
    expect(await npx("npx botspec generate", dir())).toMatchObject({ code: 0 });
    const file = join(dir(), "snippet.ts");
    writeFileSync(file, block("ts", "createClient"));
    const program = ts.createProgram([file], {
      strict: true,
      exactOptionalPropertyTypes: true,
      noUncheckedIndexedAccess: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      typeRoots: [resolve(REPO, "node_modules/@types")],
      types: ["node"],
    });
    const errors = ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n"));
    expect(errors).toEqual([]);
  });
  it("sets apart only the set-up of botspec's own repository, which .ci/run runs on a clean clone", () => {
    const others = blocks.filter((b) => b.lang === "sh" && !/npm i -D|npx botspec generate/.test(b.value));
    expect(others.map((b) => commands(b.value))).toEqual([["npm ci && npm run generate", "npm test"]]);
  });
});
