// A private scratch folder for files botspec writes only to read back at once (the fake service imports the
// validators it generated from one). The folder is gone before withScratch returns, whether `use` succeeds or throws.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { OutputFile } from "../emit/shared/output.ts";

export async function withScratch<T>(files: readonly OutputFile[], use: (dir: string) => Promise<T>): Promise<T> {
  const dir = mkdtempSync(join(tmpdir(), "botspec-scratch-"));
  try {
    for (const f of files) writeFileSync(join(dir, f.path), f.contents);
    return await use(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
