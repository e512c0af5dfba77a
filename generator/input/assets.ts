// The hand-written files emitters copy into the output (runtimes of validators, client, Python, Go, Rust): every
// artifact folder's runtime/ folder (generator/emit/<artifact>/runtime/), read by file name before anything is
// emitted. The folders themselves are the one list (the build copies the same folders into dist/); the emitters
// read nothing and are handed these texts.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const EMIT = join(dirname(dirname(fileURLToPath(import.meta.url))), "emit");

/** The runtime folders of the artifacts, in name order. */
export function runtimeFolders(): string[] {
  return readdirSync(EMIT)
    .sort()
    .map((d) => join(EMIT, d, "runtime"))
    .filter((d) => existsSync(d));
}

/** Every runtime file, by file name. */
export function readAssets(): Record<string, string> {
  const assets: Record<string, string> = {};
  for (const dir of runtimeFolders())
    for (const f of readdirSync(dir).sort()) assets[f] = readFileSync(join(dir, f), "utf8");
  return assets;
}
