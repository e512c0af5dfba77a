// Rendered versions, kept with the project's other caches (node_modules/.cache/botspec/renders/): a version's model,
// warnings and files under a key made of everything they depend on (botspec's build and its renderers' versions, the
// artifacts chosen, the spec's label and its sources). Output is a pure function of that key, so a version rendered
// once is not rendered again, whatever folder it is written to next. No project, no cache; a cache that cannot be
// read or written only costs time. The newest entries are kept, the others removed.
import { mkdirSync, readdirSync, rmSync, statSync, utimesSync } from "node:fs";
import { readCheckedBytes, writeCheckedBytes } from "./checked-file.ts";
import { isPlainPath } from "./journal-paths.ts";
import { join } from "node:path";
import type { Diagnostic } from "../model/diagnostics.ts";
import { fileOfBytes, utf8Of, type OutputFile } from "../emit/shared/output.ts";
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
        const entry = decodeEntry(readCheckedBytes(path), key);
        if (!entry) return undefined;
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
        writeCheckedBytes(join(dir, `${key}.json`), encodeEntry(key, entry));
        prune(dir);
      } catch {
        // Not kept: the next run renders again.
      }
    },
  };
}

/**
 * An entry as bytes: a line of JSON (its key, model, warnings, and each file's path and length in bytes), then the
 * files' contents one after another, as they are (not escaped into JSON: reading them back is a slice, not a parse).
 */
function encodeEntry(key: string, entry: CachedRender): Buffer {
  const contents = entry.files.map(utf8Of);
  const files = entry.files.map((f, i) => ({ path: f.path, bytes: contents[i]!.length }));
  const head = JSON.stringify({ key, model: entry.model, warnings: entry.warnings, files });
  return Buffer.concat([Buffer.from(`${head}\n`), ...contents]);
}

/** The entry kept under `key` in these bytes; undefined for anything else (the render is made again). */
function decodeEntry(body: Buffer | undefined, key: string): CachedRender | undefined {
  const nl = body?.indexOf(10) ?? -1;
  if (!body || nl < 0) return undefined;
  const head = JSON.parse(body.toString("utf8", 0, nl)) as Partial<CachedRender> & { key?: string; files?: unknown };
  if (head.key !== key || !Array.isArray(head.files) || !Array.isArray(head.warnings)) return undefined;
  // An entry whose files are not plain paths inside the output folder is no render of botspec's: a miss.
  const listed = head.files as { path?: unknown; bytes?: unknown }[];
  if (!listed.every((f) => isPlainPath(f?.path) && Number.isSafeInteger(f.bytes) && (f.bytes as number) >= 0))
    return undefined;
  let at = nl + 1;
  // Each file's bytes as they are: decoded only if read (a run that finds its output current never does).
  const files = listed.map((f) => fileOfBytes(f.path as string, body.subarray(at, (at += f.bytes as number))));
  return at === body.length ? { model: head.model as SpecModel, warnings: head.warnings, files } : undefined;
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
