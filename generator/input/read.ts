// Reading spec folders: every .md file of a folder, in name order. Only regular files are read (a FIFO, a device or
// anything that is no file is refused), and none larger than a spec could be.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { makeSource, type SourceText } from "../model/source.ts";
import { compareVersions } from "../model/versions.ts";

/** Input botspec cannot read at all: a missing folder, an unreadable or non-regular file. Exit status 2. */
export class InputError extends Error {
  constructor(
    readonly path: string,
    message: string,
  ) {
    super(message);
    this.name = "InputError";
  }
}

/** The largest JSON input read (configuration, baseline, accepted changes, scenario, stubs, updates). */
const MAX_JSON = 16 * 1024 * 1024;

/**
 * A JSON file's data. Only a regular file of at most MAX_JSON bytes of UTF-8 is read: a FIFO or a device (which could
 * block or never end), a larger file, bytes that are not UTF-8, unreadable or non-JSON text are each an InputError
 * saying what was expected.
 */
export function readJsonFile(path: string, expected: string): unknown {
  const st = statSync(path, { throwIfNoEntry: false });
  if (!st) throw new InputError(path, `does not exist; expected ${expected}`);
  if (!st.isFile()) throw new InputError(path, `is not a regular file; expected a JSON file holding ${expected}`);
  if (st.size > MAX_JSON)
    throw new InputError(path, `is ${st.size} bytes; expected ${expected} under ${MAX_JSON} bytes`);
  let bytes: Buffer;
  try {
    bytes = readFileSync(path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? "error";
    throw new InputError(path, `cannot be read (${code}); expected a readable file holding ${expected}`);
  }
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new InputError(path, `is not UTF-8 text; expected ${expected} as JSON in UTF-8`);
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new InputError(
      path,
      `cannot be read as JSON (${error instanceof Error ? error.message : String(error)}); expected ${expected}`,
    );
  }
}

const MAX_FILE = 64 * 1024 * 1024;

function entries(dir: string): string[] {
  let st;
  try {
    st = statSync(dir);
  } catch {
    throw new InputError(dir, "does not exist; expected a spec folder holding .md files");
  }
  if (!st.isDirectory()) throw new InputError(dir, "is not a folder; expected a spec folder holding .md files");
  try {
    return readdirSync(dir);
  } catch (error) {
    throw new InputError(
      dir,
      `cannot be read (${(error as NodeJS.ErrnoException).code ?? "error"}); expected a readable spec folder`,
    );
  }
}

function readSpecFile(path: string): string {
  const st = statSync(path, { throwIfNoEntry: false });
  if (!st?.isFile())
    throw new InputError(path, "is not a regular file; expected the .md files of a spec to be plain files");
  if (st.size > MAX_FILE)
    throw new InputError(path, `is ${st.size} bytes; expected a spec document under ${MAX_FILE} bytes`);
  try {
    return readFileSync(path, "utf8");
  } catch (error) {
    throw new InputError(
      path,
      `cannot be read (${(error as NodeJS.ErrnoException).code ?? "error"}); expected a readable file`,
    );
  }
}

/** The .md files of `dir`, each named `<label>/<file>` in positions. */
export function readSpecDir(dir: string, label: string): SourceText[] {
  return entries(dir)
    .filter((f) => f.endsWith(".md"))
    .sort()
    .map((f) => makeSource(`${label}/${f}`, readSpecFile(join(dir, f))));
}

/** Whether a folder holds .md files directly (a version folder) rather than version folders (a spec root). */
export function isVersionFolder(dir: string): boolean {
  return entries(dir).some((f) => f.endsWith(".md"));
}

/** Sub-folders of `specRoot` that hold .md files, in version order (9.1 before 9.2, 9.10 after 9.9). */
export function listSpecDirs(specRoot: string): string[] {
  const dirs = entries(specRoot).filter(
    (d) =>
      statSync(join(specRoot, d), { throwIfNoEntry: false })?.isDirectory() &&
      readdirSync(join(specRoot, d)).some((f) => f.endsWith(".md")),
  );
  return dirs.sort(compareVersions).map((d) => join(specRoot, d));
}
