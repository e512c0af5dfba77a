// npm run bench — the generated validators against Ajv and @exodus/schemasafe compiled from our schema.json (with the
// length keywords; schemasafe ignores them) and against JSON.parse of the
// same payloads, on the real corpus (valid and invalid updates separately), runs alternated, medians and ratios;
// then the import time of validators.mjs against Ajv's compile time for the whole bundle.
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import Ajv2020 from "ajv/dist/2020.js";
import { validator as schemasafe } from "@exodus/schemasafe";
import { addBotspecKeywords } from "../generated/9.2/schema-keywords.mjs";
import { validate } from "../generated/9.2/validators.mjs";
import { median, printTable } from "./stats.ts";

const RUNS = Number(process.env.RUNS ?? 15);
const ROUNDS = Number(process.env.ROUNDS ?? 200);
const manifest = JSON.parse(readFileSync("test/fixtures/manifest.json", "utf8")) as {
  updates: Record<string, { strict: boolean }>;
};
const texts = readdirSync("test/fixtures/updates").map((f) => ({
  f,
  text: readFileSync(`test/fixtures/updates/${f}`, "utf8"),
}));
const corpus = {
  valid: texts.filter((t) => manifest.updates[t.f]?.strict),
  invalid: texts.filter((t) => !manifest.updates[t.f]?.strict),
};
const schema = JSON.parse(readFileSync("generated/9.2/schema.json", "utf8"));

function compileAjv() {
  const ajv = addBotspecKeywords(new Ajv2020.default({ strict: true }));
  ajv.addSchema(schema);
  for (const def of Object.keys(schema.$defs)) ajv.getSchema(`${schema.$id}#/$defs/${def}`);
  return ajv;
}

const ajvUpdate = compileAjv().getSchema(`${schema.$id}#/$defs/Update`);
if (!ajvUpdate) throw new Error("no Update in schema.json");
// schemasafe compiles one root schema: the bundle with Update as its root; includeErrors for the first error's path.
const safeUpdate = schemasafe(
  { ...schema, $ref: "#/$defs/Update" },
  { mode: "default", includeErrors: true, allowUnusedKeywords: true },
);

/** Validations per second over `rounds` passes of the corpus. */
function throughput(items: readonly unknown[], fn: (v: unknown) => unknown): number {
  const start = performance.now();
  let sink = 0;
  for (let r = 0; r < ROUNDS; r++) for (const v of items) sink += fn(v) ? 1 : 0;
  const ms = performance.now() - start;
  if (sink < 0) console.log(sink);
  return (ROUNDS * items.length) / (ms / 1000);
}

const contenders: Record<string, (set: "valid" | "invalid") => number> = {
  botspec: (set) => {
    const values = corpus[set].map((t) => JSON.parse(t.text));
    return throughput(values, (v) => {
      // Strict to the version, as Ajv and schemasafe are to schema.json (the default for received data is compatible).
      const r = validate("Update", v, { strict: true });
      return r.ok || r.errors[0]?.path !== undefined;
    });
  },
  "botspec allErrors": (set) => {
    const values = corpus[set].map((t) => JSON.parse(t.text));
    return throughput(values, (v) => {
      const r = validate("Update", v, { allErrors: true, strict: true });
      return r.ok || r.errors[0]?.path !== undefined;
    });
  },
  "botspec compatible (default)": (set) => {
    const values = corpus[set].map((t) => JSON.parse(t.text));
    return throughput(values, (v) => {
      const r = validate("Update", v);
      return r.ok || r.errors[0]?.path !== undefined;
    });
  },
  ajv: (set) => {
    const values = corpus[set].map((t) => JSON.parse(t.text));
    return throughput(values, (v) => ajvUpdate(v) || ajvUpdate.errors?.[0]?.instancePath !== undefined);
  },
  schemasafe: (set) => {
    const values = corpus[set].map((t) => JSON.parse(t.text));
    return throughput(values, (v) => safeUpdate(v as never) || safeUpdate.errors?.[0]?.instanceLocation !== undefined);
  },
  "JSON.parse": (set) =>
    throughput(
      corpus[set].map((t) => t.text),
      (t) => JSON.parse(t as string),
    ),
};

const results: Record<string, number[]> = {};
for (let run = 0; run < RUNS; run++) {
  for (const set of ["valid", "invalid"] as const) {
    for (const [name, fn] of Object.entries(contenders)) (results[`${name} ${set}`] ??= []).push(fn(set));
  }
}

console.log(
  `validation of real updates: ${corpus.valid.length} valid, ${corpus.invalid.length} invalid; ${RUNS} alternated runs of ${ROUNDS} passes; medians`,
);
const row = (name: string, set: string) => median(results[`${name} ${set}`] ?? []);
printTable([
  ["", "valid ops/s", "invalid ops/s"],
  ...Object.keys(contenders).map((name) => [name, Math.round(row(name, "valid")), Math.round(row(name, "invalid"))]),
]);
console.log(
  `botspec / Ajv: ${(row("botspec", "valid") / row("ajv", "valid")).toFixed(2)}x on valid, ${(row("botspec", "invalid") / row("ajv", "invalid")).toFixed(2)}x on invalid (both return their first error with its path; "allErrors" collects every one)`,
);
console.log(
  `botspec / schemasafe: ${(row("botspec", "valid") / row("schemasafe", "valid")).toFixed(2)}x on valid, ${(row("botspec", "invalid") / row("schemasafe", "invalid")).toFixed(2)}x on invalid (over 1: botspec is faster)`,
);

const importMs: number[] = [];
const compileMs: number[] = [];
for (let run = 0; run < 7; run++) {
  const out = execFileSync(
    process.execPath,
    [
      "--input-type=module",
      "-e",
      'const t = performance.now(); await import("./generated/9.2/validators.mjs"); console.log(performance.now() - t)',
    ],
    { encoding: "utf8" },
  );
  importMs.push(Number(out.trim()));
  const start = performance.now();
  compileAjv();
  compileMs.push(performance.now() - start);
}
printTable([
  ["", "median ms"],
  ["import validators.mjs (fresh process)", median(importMs)],
  ["Ajv compile of schema.json (all $defs)", median(compileMs)],
]);
console.log(`Ajv's compile takes ${(median(compileMs) / median(importMs)).toFixed(1)}x the import of validators.mjs`);
