// npm run build (also run by `prepare`, and by the tests when a generator source is newer than dist/): the CLI and
// the programmatic API as plain JavaScript in dist/, run by plain node.
//   1. tsc compiles generator/ (declarations included).
//   2. The hand-written runtimes travel with the generator (the emitters copy them into output); bin.js is executable.
// The libraries of the stack (unified, remark-parse, ts-morph, prettier) are loaded from node_modules as installed,
// never bundled: what runs is the package each names, with its licence beside it.
import { execFileSync } from "node:child_process";
import { chmodSync, cpSync, existsSync, readdirSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
execFileSync(process.execPath, [require.resolve("typescript/bin/tsc"), "-p", "tsconfig.build.json"], {
  stdio: "inherit",
});

// Every artifact folder's runtime/ folder (the one list of runtimes: generator/input/assets.ts reads the same).
for (const r of readdirSync("generator/emit").filter((d) => existsSync(`generator/emit/${d}/runtime`)))
  cpSync(`generator/emit/${r}/runtime`, `dist/generator/emit/${r}/runtime`, { recursive: true });
chmodSync("dist/generator/bin.js", 0o755);

// 3. The build's hash of its own code (generator/run/identity.ts, as compiled just now), so that a run knows the
//    build it is without reading the whole tree: identity.ts reads this stamp first.
const { hashTree } = await import("../dist/generator/run/identity.js");
writeFileSync("dist/generator/build-hash.txt", `${hashTree("dist/generator")}\n`);
