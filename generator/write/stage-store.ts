// The stage store on disk, in the project's node_modules/.cache/botspec/stages/. The small values of a kind (sections,
// note readings, statement layouts) stand together in <kind>.json, read on the kind's first use and written once at
// the end of a run when the run kept something new; a run counts as one generation, and entries not used in the last
// KEEP_RUNS generations, or the oldest beyond MAX_ENTRIES, are left out when the file is written. The large values
// (an artifact's files) stand each in its own file, <kind>/<key>.json, read only when asked for; the newest
// KEEP_FILES of them are kept. Every file starts with the sha256 of the rest: one altered or cut short is not
// recalled (the stage makes its value afresh). Files are written aside (a new file of a random name, created
// exclusively) and renamed into place: a killed run leaves the old file whole. Anything that cannot be read or
// written only costs time.
import { mkdirSync, readdirSync, rmSync, statSync, utimesSync } from "node:fs";
import { join } from "node:path";
import type { StageKind, StageStore } from "../model/stages.ts";
import { readChecked, writeChecked } from "./checked-file.ts";

const KEEP_RUNS = 8;
const KEEP_FILES = 48;
/** The kinds whose values stand each in a file of its own. */
const LARGE: ReadonlySet<StageKind> = new Set(["artifacts"]);
const MAX_ENTRIES = 50_000;

export interface StageStoreOnDisk extends StageStore {
  /** Writes every kind that kept something new in this run. */
  save(): void;
}

interface Bucket {
  generation: number;
  /** key → [generation last used, value] */
  entries: Map<string, [number, unknown]>;
  changed: boolean;
}

function readBucket(path: string): Bucket {
  const empty: Bucket = { generation: 1, entries: new Map(), changed: false };
  try {
    const data = readChecked(path) as { generation: number; entries: [string, number, unknown][] } | undefined;
    if (!data) return empty;
    const entries = new Map(data.entries.map(([k, g, v]): [string, [number, unknown]] => [k, [g, v]]));
    return { generation: data.generation + 1, entries, changed: false };
  } catch {
    return empty;
  }
}

function writeBucket(path: string, bucket: Bucket): void {
  const kept = [...bucket.entries]
    .filter(([, [g]]) => g > bucket.generation - KEEP_RUNS)
    .sort((a, b) => b[1][0] - a[1][0])
    .slice(0, MAX_ENTRIES)
    .map(([k, [g, v]]) => [k, g, v]);
  writeChecked(path, JSON.stringify({ generation: bucket.generation, entries: kept }));
}

/** The newest KEEP_FILES files of a folder of large values (and no temporary file older than a minute). */
function pruneFiles(dir: string): void {
  const files = readdirSync(dir).map((f) => ({ path: join(dir, f), at: statSync(join(dir, f)).mtimeMs }));
  const old = Date.now() - 60_000;
  for (const f of files.filter((f) => f.path.endsWith(".tmp") && f.at < old)) rmSync(f.path, { force: true });
  const values = files.filter((f) => f.path.endsWith(".json")).sort((a, b) => b.at - a.at);
  for (const f of values.slice(KEEP_FILES)) rmSync(f.path, { force: true });
}

const KEY = /^[A-Za-z0-9_-]+$/;

/** A large value's file, if its key is of the store's naming and its hash is right (touched: kept the longest). */
function recallFile(dir: string, kind: StageKind, key: string): unknown {
  if (!KEY.test(key)) return undefined;
  const path = join(dir, kind, `${key}.json`);
  const value = readChecked(path);
  if (value !== undefined) touch(path);
  return value;
}

/** Writes the large values kept in this run, each in its own file, then the buckets that changed. */
function saveAll(dir: string, files: Map<StageKind, Map<string, unknown>>, buckets: Map<StageKind, Bucket>): void {
  for (const [kind, values] of files)
    try {
      mkdirSync(join(dir, kind), { recursive: true });
      for (const [key, value] of values) writeChecked(join(dir, kind, `${key}.json`), JSON.stringify(value));
      pruneFiles(join(dir, kind));
    } catch {
      // Not kept: the next run makes it again.
    }
  files.clear();
  for (const [kind, b] of buckets)
    if (b.changed)
      try {
        mkdirSync(dir, { recursive: true });
        writeBucket(join(dir, `${kind}.json`), b);
        b.changed = false;
      } catch {
        // Not kept: the next run makes it again.
      }
}

/** The store in `dir` (created when first written). */
export function openStageStore(dir: string): StageStoreOnDisk {
  const buckets = new Map<StageKind, Bucket>();
  const files = new Map<StageKind, Map<string, unknown>>();
  const bucket = (kind: StageKind): Bucket => {
    let b = buckets.get(kind);
    if (!b) buckets.set(kind, (b = readBucket(join(dir, `${kind}.json`))));
    return b;
  };
  return {
    recall<T>(kind: StageKind, key: string): T | undefined {
      if (LARGE.has(kind)) return (files.get(kind)?.get(key) ?? recallFile(dir, kind, key)) as T | undefined;
      const b = bucket(kind);
      const entry = b.entries.get(key);
      if (entry) entry[0] = b.generation;
      return entry?.[1] as T | undefined;
    },
    keep(kind, key, value) {
      if (!LARGE.has(kind)) {
        const b = bucket(kind);
        b.entries.set(key, [b.generation, value]);
        b.changed = true;
      } else if (files.has(kind)) files.get(kind)?.set(key, value);
      else files.set(kind, new Map([[key, value]]));
    },
    save: () => saveAll(dir, files, buckets),
  };
}

function touch(path: string): void {
  try {
    const now = new Date();
    utimesSync(path, now, now);
  } catch {
    // Its age is only a guess at its use.
  }
}
