// What the journal and the output folder's guard share: which paths botspec may name, which links lie on the way to
// one, a file's first bytes (where the banner is), and the identity of the staging folder a run made.
import { closeSync, lstatSync, openSync, readSync } from "node:fs";
import { join } from "node:path";

/** The staging folders' prefix inside the output folder (mkdtemp adds six characters). */
export const STAGING = ".botspec-staging-";
/** Where a staging folder keeps hard links to the files the commit replaces (no output path starts so). */
export const REPLACED = ".botspec-replaced";

/**
 * A path botspec may write or remove: relative, `/`-separated, each part a plain name (no `..`, no `.`, no empty part,
 * no backslash or NUL), so that it can only name something inside the folder it is joined to.
 */
export function isPlainPath(p: unknown): p is string {
  return (
    typeof p === "string" &&
    p.length > 0 &&
    p.length < 1024 &&
    !/[\\\0]/.test(p) &&
    p.split("/").every((part) => part !== "" && part !== "." && part !== "..")
  );
}

/** The first folder of `path` inside `dir` that is a symbolic link, if any (the last part is not looked at). */
export function linkOnTheWay(dir: string, path: string): string | undefined {
  const parts = path.split("/");
  for (let i = 1; i < parts.length; i++) {
    const full = join(dir, ...parts.slice(0, i));
    try {
      if (lstatSync(full).isSymbolicLink()) return full;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** The first bytes of a regular file: enough to find the banner. */
export function fileHead(path: string): string {
  const fd = openSync(path, "r");
  try {
    const buffer = Buffer.alloc(1024);
    return buffer.subarray(0, readSync(fd, buffer, 0, 1024, 0)).toString("utf8");
  } finally {
    closeSync(fd);
  }
}

/** A staging folder's identity, `device:inode`, when it is a real folder (not a link); undefined otherwise. */
export function stagedFolder(path: string): string | undefined {
  try {
    const st = lstatSync(path, { bigint: true });
    return st.isDirectory() ? `${st.dev}:${st.ino}` : undefined;
  } catch {
    return undefined;
  }
}
