// Compiled code of the renderers' large CommonJS files (the TypeScript compiler inside ts-morph, prettier), kept
// between runs as Node 22's module.enableCompileCache() keeps it; Node 20 has no such thing. V8 takes a quarter of
// a second to compile TypeScript's 9 MB; from its own cached data it only checks and maps it. The cache lives beside
// the packages it compiles (node_modules/.cache/botspec/code/), each entry named by a hash of Node's version, the
// file's path, size and modification time, so that a changed file is compiled afresh; V8 refuses data of another
// build or flags itself, and then the file is compiled as usual. Anything that cannot be read or written only costs
// time.
import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import Module, { createRequire } from "node:module";
import { dirname, join, sep } from "node:path";
import { Script, constants } from "node:vm";
import { threadId } from "node:worker_threads";

/** Files smaller than this compile faster than their cached data is read and checked. */
const LARGE = 64 * 1024;

interface Pending {
  readonly script: Script;
  readonly path: string;
}

export interface CodeCache {
  /** require(id), the large files it loads compiled from cached data where there is some. */
  require(id: string): unknown;
  /**
   * Keeps the code of files that had no usable cached data, with every function compiled since they were loaded,
   * and removes entries unused for a month; returns how many entries it wrote.
   */
  save(): number;
}

type Compile = (this: Module, content: string, filename: string) => unknown;

/** The cache for packages resolved from `from` (a file URL or path); none when they are not in a node_modules. */
export function openCodeCache(from: string): CodeCache {
  const load = createRequire(from);
  const pending: Pending[] = [];
  return {
    require(id) {
      const dir = cacheDir(load.resolve(id));
      if (dir === undefined) return load(id);
      const proto = Module.prototype as unknown as { _compile: Compile };
      const original = proto._compile;
      proto._compile = function (content, filename) {
        return content.length < LARGE
          ? original.call(this, content, filename)
          : compileCached(this, content, filename, dir, pending);
      };
      try {
        return load(id);
      } finally {
        proto._compile = original;
      }
    },
    save() {
      const written = pending.splice(0).filter((p) => writeQuietly(p.path, p.script.createCachedData()));
      for (const dir of new Set(written.map((p) => dirname(p.path)))) pruneQuietly(dir);
      return written.length;
    },
  };
}

/** node_modules/.cache/botspec/code/ of the node_modules folder holding `file`. */
function cacheDir(file: string): string | undefined {
  const at = file.lastIndexOf(`${sep}node_modules${sep}`);
  return at === -1 ? undefined : join(file.slice(0, at), "node_modules", ".cache", "botspec", "code");
}

/**
 * The entry of a file: Node's version, the file's path, size and modification time (hashing its whole text, 9 MB of
 * TypeScript, cost 50-80 ms a run); a file rewritten in place gets a new time and so a new entry, and V8 itself
 * refuses data made from other source.
 */
function entryKey(filename: string, content: string): string {
  let stamp: string;
  try {
    const s = statSync(filename);
    stamp = `${s.size}\0${s.mtimeMs}\0${s.ino}`;
  } catch {
    stamp = createHash("sha256").update(content).digest("hex");
  }
  return createHash("sha256").update(`${process.version}\0${process.arch}\0${filename}\0${stamp}`).digest("hex");
}

function compileCached(module: Module, content: string, filename: string, dir: string, pending: Pending[]): unknown {
  const path = join(dir, `${entryKey(filename, content).slice(0, 32)}.bin`);
  const cachedData = readQuietly(path);
  const script = new Script(Module.wrap(content), {
    filename,
    cachedData,
    importModuleDynamically: constants.USE_MAIN_CONTEXT_DEFAULT_LOADER,
  });
  if (cachedData === undefined || script.cachedDataRejected === true) pending.push({ script, path });
  else touchQuietly(path);
  const wrapper = script.runInThisContext({ displayErrors: true }) as (...args: unknown[]) => unknown;
  const exports: unknown = module.exports;
  return wrapper.call(exports, exports, createRequire(filename), module, filename, dirname(filename));
}

function readQuietly(path: string): Buffer | undefined {
  try {
    return readFileSync(path);
  } catch {
    return undefined;
  }
}

function writeQuietly(path: string, data: Buffer): boolean {
  const temp = `${path}.${process.pid}.${threadId}.tmp`;
  try {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(temp, data);
    renameSync(temp, path);
    return true;
  } catch {
    try {
      rmSync(temp, { force: true });
    } catch {
      // there was no folder to write it in
    }
    return false;
  }
}

function touchQuietly(path: string): void {
  try {
    const now = new Date();
    utimesSync(path, now, now);
  } catch {
    // only its age is lost
  }
}

/** Entries untouched for this long belong to files no longer loaded (another version of a package, of Node). */
const UNUSED = 30 * 24 * 3600 * 1000;
/** A temporary file this old was left by a run that was killed while writing it. */
const LEFT = 600 * 1000;

function pruneQuietly(dir: string): void {
  try {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      const age = Date.now() - statSync(path).mtimeMs;
      if (age > UNUSED || (name.endsWith(".tmp") && age > LEFT)) rmSync(path, { force: true });
    }
  } catch {
    // pruned next time
  }
}
