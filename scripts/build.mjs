// npm run build (also run by `prepare`, and by the tests when a generator source is newer than dist/): the CLI and
// the programmatic API as plain JavaScript in dist/, run by plain node.
//   1. tsc compiles generator/ (declarations included).
//   2. The Markdown parser (unified + remark-parse + GFM tables, some 80 small ES modules) is bundled into the one
//      module that uses it, dist/generator/parse/markdown.js, so that a cold run loads one file instead of resolving
//      and linking each of them (about 80 ms → 17 ms here). markdown.ts imports nothing of botspec's own, so the
//      bundle holds no second copy of any botspec module.
//   3. The hand-written runtimes travel with the generator (the emitters copy them into output); bin.js is executable.
import { execFileSync } from "node:child_process";
import { chmodSync, cpSync } from "node:fs";
import { createRequire } from "node:module";
import { build } from "esbuild";

const require = createRequire(import.meta.url);
execFileSync(process.execPath, [require.resolve("typescript/bin/tsc"), "-p", "tsconfig.build.json"], {
  stdio: "inherit",
});

await build({
  entryPoints: ["generator/parse/markdown.ts"],
  outfile: "dist/generator/parse/markdown.js",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  legalComments: "inline",
  logLevel: "warning",
  allowOverwrite: true,
});

for (const r of ["validators", "client"])
  cpSync(`generator/emit/${r}/runtime`, `dist/generator/emit/${r}/runtime`, { recursive: true });
chmodSync("dist/generator/bin.js", 0o755);
