// Files of botspec's caches that carry the sha256 of their content on their first line: read back only when the
// hash is right (a file altered, cut short, not a regular file or over the size bound is as good as none), written
// aside under a random name created exclusively and renamed into place (never through a link; a killed run leaves the
// old file whole).
import { createHash, randomBytes } from "node:crypto";
import { closeSync, lstatSync, openSync, readFileSync, renameSync, rmSync, writeSync } from "node:fs";

/** A larger file is not read. */
const MAX_BYTES = 256 * 1024 * 1024;

/** The hash of bytes (hashed as bytes: a string would be encoded again, which cost more than the hash). */
const digest = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

/** The bytes a file holds after its hash, if the hash is right; undefined for anything else. */
export function readCheckedBytes(path: string): Buffer | undefined {
  try {
    const stat = lstatSync(path);
    if (!stat.isFile() || stat.size > MAX_BYTES) return undefined;
    const bytes = readFileSync(path);
    const body = bytes.subarray(65);
    return bytes[64] === 10 && digest(body) === bytes.toString("latin1", 0, 64) ? body : undefined;
  } catch {
    return undefined;
  }
}

/** The JSON a file holds after its hash, if the hash is right; undefined for anything else. */
export function readChecked(path: string): unknown {
  const body = readCheckedBytes(path);
  try {
    return body && JSON.parse(body.toString("utf8"));
  } catch {
    return undefined;
  }
}

/** Writes `hash\nbody` aside and renames it into place. */
export function writeCheckedBytes(path: string, body: Uint8Array): void {
  writeAside(path, Buffer.concat([Buffer.from(`${digest(body)}\n`), body]));
}

/** Writes `hash\nJSON` aside and renames it into place. */
export function writeChecked(path: string, body: string): void {
  writeCheckedBytes(path, Buffer.from(body));
}

/**
 * Writes a file whole: into a new file beside it, of a random name, created exclusively (O_EXCL: never through a link
 * or over a file someone made there), then renamed over the target (which replaces a link rather than following it).
 */
export function writeAside(path: string, contents: string | Uint8Array, beforeRename: () => void = () => {}): void {
  const aside = `${path}.botspec-${randomBytes(8).toString("hex")}.tmp`;
  const fd = openSync(aside, "wx", 0o644);
  try {
    const bytes = typeof contents === "string" ? Buffer.from(contents) : contents;
    for (let at = 0; at < bytes.length;) at += writeSync(fd, bytes, at);
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
