// npm run bench:generate -- --whole: whole processes, as a user runs them, on spec/9.2 and on the full-size spec
// (test/fixtures/spec-full-9.2; or the spec folders given). `botspec generate` (the built CLI, a fresh output folder
// each run) cold (--no-cache: read, check and render everything, as after any change of the spec) and warm (the spec
// unchanged: the render recalled from the project's cache, written all the same), against the tools a user would pick
// instead, each turning botspec's own schema.json of that spec into TypeScript: json-schema-to-typescript, quicktype
// and openapi-typescript (fed the same definitions as an OpenAPI document). Every tool runs once per round, alternated,
// RUNS rounds (default 7). Each process's CPU time (user + system, its threads and children) and peak memory are read
// from getrusage by a small Python wrapper; the ratio is botspec's CPU over the peer's in each round, the table shows
// the median of those ratios (under 1: botspec used less CPU).
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { median, printTable } from "./stats.ts";

const RUNS = Number(process.env.RUNS ?? 7);
const given = process.argv.filter((a) => a.startsWith("spec") || a.startsWith("test/"));
const SPECS = given.length > 0 ? given : ["spec/9.2", "test/fixtures/spec-full-9.2"];

/** Runs a command; its CPU seconds and peak resident memory (MiB), from the kernel's accounting of the child. */
const RUSAGE = [
  "import resource, subprocess, sys",
  "r = subprocess.run(sys.argv[1:], stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)",
  "u = resource.getrusage(resource.RUSAGE_CHILDREN)",
  "sys.stderr.write(r.stderr.decode(errors='replace')[-2000:] if r.returncode else '')",
  "print(r.returncode, u.ru_utime + u.ru_stime, u.ru_maxrss / 1024)",
].join("\n");

interface Sample {
  readonly cpu: number;
  readonly wall: number;
  readonly rss: number;
}

/** Runs in `cwd`, the benchmark's own folder: no tool reads this repository's configuration (redocly.yaml). */
function measure(name: string, argv: string[], cwd: string): Sample {
  const start = performance.now();
  const r = spawnSync("python3", ["-c", RUSAGE, ...argv], { encoding: "utf8", cwd });
  const wall = performance.now() - start;
  const [code, cpu, rss] = r.stdout.trim().split(" ").map(Number);
  if (code !== 0 || r.status !== 0) throw new Error(`${name} failed: ${r.stderr}`);
  return { cpu: (cpu ?? 0) * 1000, wall, rss: rss ?? 0 };
}

function tools(spec: string, work: string): [string, () => string[]][] {
  const node = (script: string, ...args: string[]) => [process.execPath, resolve(script), ...args];
  const generate = (...extra: string[]) =>
    node(
      "dist/generator/bin.js",
      "generate",
      "-q",
      "--spec",
      resolve(spec),
      "--out",
      mkdtempSync(join(work, "out-")),
      ...extra,
    );
  // botspec's own schema.json of this spec, and the same definitions as an OpenAPI document.
  const first = mkdtempSync(join(work, "schema-"));
  execFileSync(process.execPath, ["dist/generator/bin.js", "generate", "-q", "--spec", spec, "--out", first]);
  const schemaPath = join(first, "schema.json");
  const schema = JSON.parse(readFileSync(schemaPath, "utf8")) as { $defs: object };
  const openapi = { openapi: "3.1.0", info: { title: "Bot Service Interface", version: "1" }, paths: {} };
  const doc = JSON.stringify({ ...openapi, components: { schemas: schema.$defs } });
  writeFileSync(join(work, "openapi.json"), doc.replace(/#\/\$defs\//g, "#/components/schemas/"));
  return [
    ["botspec generate, cold (--no-cache)", () => generate("--no-cache")],
    ["botspec generate, warm (spec unchanged)", () => generate()],
    [
      "json-schema-to-typescript",
      () =>
        node(
          "node_modules/json-schema-to-typescript/dist/src/cli.js",
          schemaPath,
          "-o",
          join(work, "jsts.d.ts"),
          "--unreachableDefinitions",
        ),
    ],
    [
      "quicktype (TypeScript)",
      () =>
        node(
          "node_modules/quicktype/dist/index.js",
          "--lang",
          "ts",
          "--src-lang",
          "schema",
          "--just-types",
          "-o",
          join(work, "qt.ts"),
          `${schemaPath}#/$defs/Update`,
        ),
    ],
    [
      "openapi-typescript",
      () => node("node_modules/openapi-typescript/bin/cli.js", join(work, "openapi.json"), "-o", join(work, "oat.ts")),
    ],
  ];
}

function bench(spec: string): void {
  const work = mkdtempSync(join(tmpdir(), "botspec-whole-"));
  const list = tools(spec, work);
  const samples = list.map(() => [] as Sample[]);
  for (let round = 0; round < RUNS; round++)
    for (const [i, [name, argv]] of list.entries()) samples[i]?.push(measure(name, argv(), work));
  rmSync(work, { recursive: true, force: true });
  /** The median over rounds of botspec's CPU (tool b) over tool i's, round by round. */
  const ratio = (b: number, i: number) =>
    median((samples[b] ?? []).map((s, round) => s.cpu / (samples[i]?.[round]?.cpu ?? Number.NaN))).toFixed(2);
  console.log(`\n${spec}: ${RUNS} rounds, alternated (CPU = user + system of the process and its threads)`);
  printTable([
    ["tool", "CPU ms", "wall ms", "peak MiB", "cold CPU ratio", "warm CPU ratio"],
    ...list.map(([name], i) => {
      const s = samples[i] ?? [];
      return [
        name,
        median(s.map((x) => x.cpu)).toFixed(0),
        median(s.map((x) => x.wall)).toFixed(0),
        median(s.map((x) => x.rss)).toFixed(0),
        ratio(0, i),
        ratio(1, i),
      ];
    }),
  ]);
}

for (const spec of SPECS) bench(spec);
