// After tsc: the hand-written validator runtime travels with the built generator (the emitters copy it into output),
// and the executable is marked executable.
import { chmodSync, cpSync } from "node:fs";
for (const r of ["validators", "client"]) cpSync(`generator/emit/${r}/runtime`, `dist/generator/emit/${r}/runtime`, { recursive: true });
chmodSync("dist/generator/bin.js", 0o755);
