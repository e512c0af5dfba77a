// Tests that run the installed form of botspec use dist/: built by `npm ci` (prepare). Rebuilt here only when a
// generator source is newer than the build, so that a developer's edit is never tested against stale JavaScript.
import { execFileSync } from "node:child_process";
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";

function newest(dir: string): number {
  return Math.max(...readdirSync(dir, { recursive: true, encoding: "utf8" }).map((f) => statSync(join(dir, f)).mtimeMs));
}

export default function setup(): void {
  let built = 0;
  try {
    built = statSync("dist/generator/bin.js").mtimeMs;
  } catch {
    built = 0;
  }
  if (built >= newest("generator")) return;
  execFileSync(process.execPath, ["scripts/build.mjs"], { stdio: "inherit" });
}
