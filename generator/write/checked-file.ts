// Files of botspec's caches that carry the sha256 of their content on their first line: read back only when the
// hash is right (a file altered, cut short, not a regular file or over the size bound is as good as none), written
// aside under a random name created exclusively and renamed into place (never through a link; a killed run leaves the
// old file whole).
import { createHash, randomBytes } from "node:crypto";
import { closeSync, lstatSync, openSync, readFileSync, renameSync, rmSync, writeSync } from "node:fs";

/** A larger file is not read. */
const MAX_BYTES = 256 * 1024 * 1024;

const digest = (text: string) => createHash("sha256").update(text).digest("hex");

/** The JSON a file holds after its hash, if the hash is right; undefined for anything else. */
export function readChecked(path: string): unknown {
  try {
    const stat = lstatSync(path);
    if (!stat.isFile() || stat.size > MAX_BYTES) return undefined;
    const text = readFileSync(path, "utf8");
    const nl = text.indexOf("\n");
    const body = text.slice(nl + 1);
    return nl === 64 && digest(body) === text.slice(0, 64) ? JSON.parse(body) : undefined;
  } catch {
    return undefined;
  }
}

/** Writes `hash\nbody` aside and renames it into place. */
export function writeChecked(path: string, body: string): void {
  writeAside(path, `${digest(body)}\n${body}`);
}

/**
 * Writes a file whole: into a new file beside it, of a random name, created exclusively (O_EXCL: never through a link
 * or over a file someone made there), then renamed over the target (which replaces a link rather than following it).
 */
export function writeAside(path: string, contents: string, beforeRename: () => void = () => {}): void {
  const aside = `${path}.botspec-${randomBytes(8).toString("hex")}.tmp`;
  const fd = openSync(aside, "wx", 0o644);
  try {
    writeSync(fd, contents);
  } finally {
    closeSync(fd);
  }
  try {
    beforeRename();
    renameSync(aside, path);
  } catch (error) {
    rmSync(aside, { force: true });
    throw error;
  }
}
