// Rendered versions, kept with the project's other caches (node_modules/.cache/botspec/renders/): a version's model,
// warnings and files under a key made of everything they depend on (botspec's build and its renderers' versions, the
// artifacts chosen, the spec's label and its sources). Output is a pure function of that key, so a version rendered
// once is not rendered again, whatever folder it is written to next. No project, no cache; a cache that cannot be
// read or written only costs time. The newest entries are kept, the others removed.
import { mkdirSync, readdirSync, rmSync, statSync, utimesSync } from "node:fs";
import { readChecked, writeChecked } from "./checked-file.ts";
import { isPlainPath } from "./journal-paths.ts";
import { join } from "node:path";
import type { Diagnostic } from "../model/diagnostics.ts";
import type { OutputFile } from "../emit/shared/output.ts";
import type { SpecModel } from "../model/model.ts";
import { projectRoot } from "./paths.ts";
import { sha256 } from "./manifest.ts";

export interface CachedRender {
  readonly model: SpecModel;
  readonly warnings: readonly Diagnostic[];
  /** Paths relative to the version's own output folder. */
  readonly files: readonly OutputFile[];
}

export interface RenderCache {
  recall(key: string): CachedRender | undefined;
  keep(key: string, entry: CachedRender): void;
}

/** Entries kept: enough for every version of a spec folder and a few builds of botspec. */
const KEEP = 24;

/** The key of a render: a hash of its parts, in order. */
export function renderKey(parts: readonly string[]): string {
  return sha256(parts.join("\0")).slice(7, 39);
}

/** botspec's cache folder in the project holding the output folder, else the spec folder's; none outside any project. */
export function cacheFolder(out: string, spec: string): string | undefined {
  const project = projectRoot(out) ?? projectRoot(spec);
  return project ? join(project, "node_modules", ".cache", "botspec") : undefined;
}

/** The render cache of the project (see cacheFolder). */
export function openRenderCache(out: string, spec: string): RenderCache | undefined {
  const folder = cacheFolder(out, spec);
  return folder ? folderCache(join(folder, "renders")) : undefined;
}

function folderCache(dir: string): RenderCache {
  return {
    recall(key) {
      const path = join(dir, `${key}.json`);
      try {
        // Checked against the hash it was kept with: an entry altered on disk is no render of botspec's.
        const entry = readChecked(path) as (CachedRender & { key?: string }) | undefined;
        if (!entry || entry.key !== key || !Array.isArray(entry.files) || !Array.isArray(entry.warnings))
          return undefined;
        // An entry whose files are not plain paths inside the output folder is no render of botspec's: a miss.
        const files = entry.files as unknown[];
        if (!files.every((f) => isPlainPath((f as OutputFile)?.path) && typeof (f as OutputFile).contents === "string"))
          return undefined;
        const now = new Date();
        utimesSync(path, now, now);
        return entry;
      } catch {
        return undefined;
      }
    },
    keep(key, entry) {
      try {
        mkdirSync(dir, { recursive: true });
        writeChecked(join(dir, `${key}.json`), JSON.stringify({ key, ...entry }));
        prune(dir);
      } catch {
        // Not kept: the next run renders again.
      }
    },
  };
}

function prune(dir: string): void {
  const files = readdirSync(dir);
  // What a killed run left half written.
  for (const f of files.filter((f) => f.endsWith(".tmp")))
    if (Date.now() - statSync(join(dir, f)).mtimeMs > 60_000) rmSync(join(dir, f), { force: true });
  const entries = files
    .filter((f) => f.endsWith(".json"))
    .map((f) => ({ path: join(dir, f), at: statSync(join(dir, f)).mtimeMs }))
    .sort((a, b) => b.at - a.at);
  for (const e of entries.slice(KEEP)) rmSync(e.path, { force: true });
}
