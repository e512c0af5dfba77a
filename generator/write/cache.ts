// What the last run rendered into an output folder, kept with the project's other caches
// (node_modules/.cache/botspec/): the build of botspec and each version's source hash. A version whose sources and
// botspec build are unchanged, and whose files are intact, is not rendered again. No project, no cache.
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { projectRoot } from "../paths.ts";
import { sha256 } from "./manifest.ts";

export interface Cache {
  /** The botspec build and the artifacts chosen: output of another build or choice is never reused. */
  readonly buildId: string;
  /** Output prefix of a version (`9.2/`, or "" for a lone version) → source hash. */
  readonly versions: Readonly<Record<string, string>>;
}

function cachePath(out: string): string | undefined {
  const project = projectRoot(out);
  if (!project) return undefined;
  return join(project, "node_modules", ".cache", "botspec", `${sha256(resolve(out)).slice(7, 23)}.json`);
}

/** The cache of `out` when it was written by this very build of botspec. */
export function readCache(out: string, buildId: string): Cache | undefined {
  const path = cachePath(out);
  try {
    const cache = path ? (JSON.parse(readFileSync(path, "utf8")) as Cache) : undefined;
    return cache?.buildId === buildId && typeof cache.versions === "object" ? cache : undefined;
  } catch {
    return undefined;
  }
}

export function writeCache(out: string, cache: Cache): void {
  const path = cachePath(out);
  if (!path) return;
  try {
    mkdirSync(join(path, ".."), { recursive: true });
    writeFileSync(`${path}.tmp`, JSON.stringify(cache));
    renameSync(`${path}.tmp`, path);
  } catch {
    // A cache that cannot be written only costs time on the next run.
  }
}
