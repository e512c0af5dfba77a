// A refusal of the writer: what it would not touch and why; the CLI prints it and exits 1.
export class OutputError extends Error {
  constructor(
    readonly path: string,
    message: string,
  ) {
    super(message);
    this.name = "OutputError";
  }
}

/** Faults of the machine, by the code the system gives: what it means and what the user can do. */
const FAULTS: Readonly<Record<string, string>> = {
  ENOSPC: "no space left on the device; expected room for the files",
  EDQUOT: "the disk quota is used up; expected room for the files",
  EFBIG: "a file would exceed the size limit on files (ulimit -f); expected a limit that fits the files",
  EROFS: "is on a read-only file system; expected a folder botspec may write",
  EACCES: "permission denied; expected a folder and files botspec may read and write",
  EPERM: "operation not permitted; expected a folder and files botspec may read and write",
  EIO: "an input/output error of the device; expected a working disk",
  EMFILE: "too many open files in this process; expected a higher limit (ulimit -n)",
  ENFILE: "too many open files on the machine; expected fewer open files",
  ENAMETOOLONG: "a path is too long for the file system; expected a shorter output path",
  ENOTDIR: "a part of the path is not a folder; expected folders along the path",
  ELOOP: "too many symbolic links along the path; expected a plain path",
};

/**
 * A fault of the machine (full disk, file-size limit, read-only or forbidden folder …) as one located line, or
 * undefined for anything else. Where it happens the writer has left the old output as it was (or a journal the next
 * run completes), so the message says what to mend, not what was lost.
 */
export function machineFault(error: unknown, where = "."): OutputError | undefined {
  const e = error as NodeJS.ErrnoException | null;
  const what = typeof e?.code === "string" ? FAULTS[e.code] : undefined;
  if (!what || typeof e?.syscall !== "string") return undefined;
  const path = typeof e.path === "string" ? e.path : where;
  return new OutputError(path, `${what} (${e.code} on ${e.syscall}); earlier output is left as it was`);
}
