// npm run bench:generate — time per phase of generating one version, against json-schema-to-typescript turning
// our own schema.json into types alone; the two are run alternately in one process and medians compared. Then a
// scaling run on synthetic specs of 1x, 4x and 16x the size (SCALING=0 leaves it out). With --whole: whole
// processes against json-schema-to-typescript, quicktype and openapi-typescript (bench/whole.ts).
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { compile } from "json-schema-to-typescript";
import { DiagnosticSink } from "../generator/model/diagnostics.ts";
import { buildJsonSchema } from "../generator/emit/json-schema/emit-json-schema.ts";
import { formatFiles } from "../generator/emit/format.ts";
import { buildModel } from "../generator/ir/build.ts";
import { checkModel } from "../generator/ir/check.ts";
import { parseSpec } from "../generator/parse/spec.ts";
import { ARTIFACT_TABLE } from "../generator/emit/artifacts.ts";
import type { OutputFile } from "../generator/emit/shared/output.ts";
import { generateVersion } from "../generator/run/render.ts";
import { readSpecDir } from "../generator/input/read.ts";
import { readAssets } from "../generator/input/assets.ts";
import { writeOutput } from "../generator/write/output.ts";
import { median, printTable } from "./stats.ts";
import { scaledSpec } from "./synthetic.ts";

if (process.argv.includes("--whole")) {
  await import("./whole.ts");
  process.exit(0);
}

const SPEC =
  process.argv.find((a) => !a.startsWith("-") && a !== process.argv[0] && a !== process.argv[1]) ?? "spec/9.2";
const RUNS = Number(process.env.RUNS ?? 9);

const assets = readAssets();

async function ours(out: string): Promise<Record<string, number>> {
  const t: Record<string, number> = {};
  let mark = performance.now();
  const lap = (name: string) => {
    const now = performance.now();
    t[name] = now - mark;
    mark = now;
  };
  const sources = readSpecDir(SPEC, SPEC);
  const sink = new DiagnosticSink();
  const draft = parseSpec(sources, sink);
  lap("parse");
  const model = buildModel({ sources, draft, sourceDir: SPEC }, sink);
  checkModel(model, sink);
  sink.throwIfErrors();
  lap("model");
  const files: OutputFile[] = [];
  for (const row of ARTIFACT_TABLE) {
    const emit = await row.emitter();
    files.push(...emit({ model, specLabel: SPEC, assets }));
    lap(`emit ${row.name}`);
  }
  const formatted = await formatFiles(files);
  lap("format");
  await writeOutput({ dir: out, files: formatted, sources: {}, generator: "botspec bench" });
  lap("write");
  t.total = Object.values(t).reduce((a, b) => a + b, 0);
  return t;
}

async function theirs(schema: object): Promise<number> {
  const start = performance.now();
  await compile(schema as never, "Spec", {
    unreachableDefinitions: true,
    additionalProperties: false,
    bannerComment: "",
  });
  return performance.now() - start;
}

const sink = new DiagnosticSink();
const sources = readSpecDir(SPEC, SPEC);
const schema = buildJsonSchema({
  model: buildModel({ sources, draft: parseSpec(sources, sink), sourceDir: SPEC }, sink),
  specLabel: SPEC,
  assets: {},
});
const ourRuns: Record<string, number>[] = [];
const theirRuns: number[] = [];
for (let i = 0; i < RUNS; i++) {
  const out = mkdtempSync(join(tmpdir(), "botspec-bench-"));
  ourRuns.push(await ours(out));
  rmSync(out, { recursive: true, force: true });
  theirRuns.push(await theirs(schema));
}
const phases = Object.keys(ourRuns[0] ?? {});
console.log(
  `botspec generate, ${SPEC}, ${RUNS} runs alternated with json-schema-to-typescript (medians, ms; first run included)`,
);
printTable([
  ["phase", "median ms", "min ms"],
  ...phases.map((p) => [p, median(ourRuns.map((r) => r[p] ?? 0)), Math.min(...ourRuns.map((r) => r[p] ?? 0))]),
]);
const ourTotal = median(ourRuns.map((r) => r.total ?? 0));
const ourCore = median(ourRuns.map((r) => (r.total ?? 0) - (r["emit validators"] ?? 0)));
const theirTotal = median(theirRuns);
printTable([
  ["", "median ms"],
  ["botspec, all artifacts", ourTotal],
  ["botspec, types + methods + schema + ir (no validators)", ourCore],
  ["json-schema-to-typescript, types only", theirTotal],
]);
console.log(
  `ratio: botspec takes ${(ourTotal / theirTotal).toFixed(2)}x (all artifacts) and ${(ourCore / theirTotal).toFixed(2)}x (no validators) the time of json-schema-to-typescript`,
);

// Scaling: synthetic specs of 1x, 4x and 16x the size of the spec; the whole version (read, model, every artifact,
// formatting) per byte should stay flat as the size grows.
if (process.env.SCALING !== "0") {
  const rows: (string | number)[][] = [["size", "bytes", "types", "median ms", "µs per byte"]];
  for (const times of [1, 4, 16]) {
    const dir = mkdtempSync(join(tmpdir(), "botspec-scale-"));
    for (const [f, text] of Object.entries(scaledSpec(SPEC, times))) writeFileSync(join(dir, f), text);
    const bytes = readdirSync(dir).reduce((n, f) => n + statSync(join(dir, f)).size, 0);
    const runs: number[] = [];
    let types = 0;
    for (let i = 0; i < (times === 16 ? 3 : 5); i++) {
      const start = performance.now();
      const { model } = await generateVersion(dir, process.cwd());
      runs.push(performance.now() - start);
      types = model.types.length;
    }
    rmSync(dir, { recursive: true, force: true });
    rows.push([`${times}x`, bytes, types, median(runs), (median(runs) * 1000) / bytes]);
  }
  console.log(`\nscaling on synthetic specs from ${SPEC} (whole version: read, model, all artifacts, formatting)`);
  printTable(rows);
}
