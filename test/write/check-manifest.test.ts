// check with the manifest damaged: the manifest is what tells botspec's files from others, so its loss or any change
// of it is drift (check exits 1 and names it), and generate writes it again; intact, check passes.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { main } from "../../generator/cli.ts";

const root = mkdtempSync(join(tmpdir(), "botspec-check-manifest-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));
cpSync("spec/9.2", join(root, "spec"), { recursive: true });
writeFileSync(join(root, "package.json"), "{}\n");
const MANIFEST = join(root, "out/.botspec-manifest.json");

async function run(...args: string[]): Promise<{ code: number; err: string[] }> {
  const err: string[] = [];
  const code = await main([...args, "-q", "--spec", "spec", "--out", "out"], {
    cwd: root,
    out: () => {},
    err: (l) => err.push(l),
  });
  return { code, err };
}

const DAMAGE: [string, () => void, RegExp][] = [
  ["deleted", () => rmSync(MANIFEST), /^missing: out\/\.botspec-manifest\.json$/],
  [
    "cut short",
    () => writeFileSync(MANIFEST, readFileSync(MANIFEST, "utf8").slice(0, 100)),
    /^stale: out\/\.botspec-manifest\.json$/,
  ],
  [
    "a hash changed",
    () => writeFileSync(MANIFEST, readFileSync(MANIFEST, "utf8").replace(/"sha256:[0-9a-f]/, '"sha256:x')),
    /^stale: /,
  ],
  ["emptied", () => writeFileSync(MANIFEST, ""), /^stale: /],
];

describe("check, with the manifest", () => {
  it.each(DAMAGE)("%s, finds drift; generate repairs it", async (_, damage, line) => {
    expect((await run("generate")).code).toBe(0);
    expect((await run("check")).code).toBe(0);
    damage();
    const checked = await run("check");
    expect(checked.code).toBe(1);
    expect(checked.err.some((l) => line.test(l))).toBe(true);
    expect((await run("generate")).code).toBe(0);
    expect((await run("check")).code).toBe(0);
  });
});
