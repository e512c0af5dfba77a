// The package as npm packs it (npm pack --dry-run, no scripts): every file the README links to and every file a
// command's --help names ships in the tarball, as do the executable and the exports; pages built locally
// (docs/reference/, ignored by git) do not.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const BIN = "dist/generator/bin.js";
const COMMANDS = ["generate", "check", "serve", "explain", "diff"];

function packedFiles(): Set<string> {
  const out = execFileSync("npm", ["pack", "--dry-run", "--json", "--ignore-scripts"], {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "ignore"],
  });
  const [pack] = JSON.parse(out) as { files: { path: string }[] }[];
  return new Set((pack?.files ?? []).map((f) => f.path));
}

/** The README's relative links and images: Markdown links, <img src>, without their #fragment. */
function readmeLinks(): string[] {
  const text = readFileSync("README.md", "utf8");
  const links = [...text.matchAll(/\]\(([^)\s]+)\)|<img[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1] ?? m[2] ?? "");
  return links.filter((l) => !/^[a-z]+:|^#/.test(l)).map((l) => l.replace(/#.*$/, ""));
}

/** Paths of the package that the help of the executable and of each command names (docs/…, schemas/…). */
function helpLinks(): string[] {
  const helps = [[], ...COMMANDS.map((c) => [c])].map((args) =>
    execFileSync(process.execPath, [BIN, ...args, "--help"], { encoding: "utf8" }),
  );
  return helps.flatMap((h) => [...h.matchAll(/\b((?:docs|schemas)\/[\w./-]+\w)/g)].map((m) => m[1] ?? ""));
}

describe("the packed tarball", () => {
  const files = packedFiles();
  const pkg = JSON.parse(readFileSync("package.json", "utf8")) as {
    bin: Record<string, string>;
    exports: Record<string, string | Record<string, string>>;
  };

  it("ships every file the README and the help link to", () => {
    const links = [...new Set([...readmeLinks(), ...helpLinks()])];
    expect(links.length).toBeGreaterThan(3);
    expect(links).toContain("docs/diff.schema.json");
    for (const link of links) {
      expect(existsSync(link), `${link} exists`).toBe(true);
      expect(files.has(link), `${link} is packed`).toBe(true);
    }
  });

  it("ships the executable, the exports and the config schema", () => {
    const targets = [
      ...Object.values(pkg.bin),
      ...Object.values(pkg.exports).flatMap((e) => (typeof e === "string" ? [e] : Object.values(e))),
      "schemas/botspec.config.schema.json",
    ].map((p) => p.replace(/^\.\//, ""));
    for (const t of targets) expect(files.has(t), t).toBe(true);
  });

  it("leaves out what is built only locally and the tests", () => {
    const local = [...files].filter((f) => f.startsWith("docs/reference/") || /\.test\.|^test\//.test(f));
    expect(local).toEqual([]);
  });
});
