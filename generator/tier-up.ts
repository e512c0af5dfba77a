// Imported first by the executable (bin.ts), never by the library: V8 is told to wait about six times longer than
// its default (67,584 bytes of bytecode run) before it considers a function for its optimizing compiler. A run of
// botspec is a second or a few of cold code: on two cores, optimizing early spends the core the other thread needs,
// and much of that code has run its last loop before the optimized version is ready. Measured by
// `npm run bench:generate -- --whole` and on synthetic specs 4 and 16 times the size: 15-18% less time for each
// (1.0 → 0.84 s, 2.05 → 1.74 s, 5.3 → 4.75 s), where turning the optimizing compiler off altogether made the large
// specs 13% and 70% slower. Set before any of botspec's own code runs.
import { setFlagsFromString } from "node:v8";

setFlagsFromString("--interrupt-budget=400000");
