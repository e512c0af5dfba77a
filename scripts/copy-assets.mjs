// After tsc: the hand-written validator runtime travels with the built generator (the emitters copy it into output).
import { cpSync } from "node:fs";
cpSync("generator/emit/validators/runtime", "dist/generator/emit/validators/runtime", { recursive: true });
