// After tsc: the hand-written validator runtime travels with the built generator (the emitters copy it into output),
// and the executable is marked executable.
import { chmodSync, cpSync } from "node:fs";
cpSync("generator/emit/validators/runtime", "dist/generator/emit/validators/runtime", { recursive: true });
chmodSync("dist/generator/bin.js", 0o755);
