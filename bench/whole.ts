// npm run bench:generate -- --whole: whole processes, as a user runs them, on spec/9.2 and on the full-size spec
// (test/fixtures/spec-full-9.2; or the spec folders given). `botspec generate` (the built CLI) three ways:
//   cold: --no-cache, everything read, checked, rendered and laid out (as on a fresh machine);
//   warm: the spec unchanged since the last run (the render recalled from the project's cache);
//   one file edited: the largest document of a copy of the spec edited before each run (bench/edits.ts: a note
//     reworded, a paragraph added, a word changed, in turn), the stages' work of the runs before it in the cache;
// against the tools a user would pick instead, each given botspec's own schema.json of that spec:
// json-schema-to-typescript, quicktype and openapi-typescript (types only), Ajv's standalone validators, and the
// pipeline of json-schema-to-typescript then Ajv (types + validators, the same artifacts). Every tool runs once per
// round, alternated, RUNS rounds (default 7). Each process's CPU time (user + system, its threads and children) and
// peak memory come from getrusage through a small Python wrapper, wall time from the clock. Ratios are medians of
// per-round ratios (botspec's over the peer's, under 1: botspec took less); the edit row is also set against cold.
import { execFileSync, spawn, spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { editSpec } from "./edits.ts";
import { median, printTable } from "./stats.ts";

const RUNS = Number(process.env.RUNS ?? 7);
const given = process.argv.slice(2).filter((a) => a.startsWith("spec") || a.startsWith("test/") || a.startsWith("/"));
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

interface Tool {
  readonly name: string;
  readonly argv: () => string[];
  /** Before each run, outside the measurement. */
  readonly before?: (round: number) => void;
}

/** Runs in `cwd`, the benchmark's own folder: no tool reads this repository's configuration (redocly.yaml). */
function measure(tool: Tool, cwd: string): Sample {
  const start = performance.now();
  const r = spawnSync("python3", ["-c", RUSAGE, ...tool.argv()], { encoding: "utf8", cwd });
  const wall = performance.now() - start;
  const [code, cpu, rss] = r.stdout.trim().split(" ").map(Number);
  if (code !== 0 || r.status !== 0) throw new Error(`${tool.name} failed: ${r.stderr}`);
  return { cpu: (cpu ?? 0) * 1000, wall, rss: rss ?? 0 };
}

const node = (script: string, ...args: string[]) => [process.execPath, resolve(script), ...args];
const BOTSPEC = "dist/generator/bin.js";

function botspecTools(spec: string, work: string): Tool[] {
  const generate = (specDir: string, out: string, ...extra: string[]) =>
    node(BOTSPEC, "generate", "-q", "--spec", specDir, "--out", out, ...extra);
  // A project of its own (package.json), so that its cache is its own; the edited copy of the spec lives there.
  const project = join(work, "project");
  mkdirSync(project, { recursive: true });
  writeFileSync(join(project, "package.json"), '{ "name": "bench-project", "private": true }\n');
  const edited = join(project, "spec");
  cpSync(resolve(spec), edited, { recursive: true });
  const [cmd = "node", ...args] = generate(edited, join(project, "out"));
  execFileSync(cmd, args);
  return [
    {
      name: "botspec cold (--no-cache)",
      argv: () => generate(resolve(spec), mkdtempSync(join(work, "out-")), "--no-cache"),
    },
    { name: "botspec warm (spec unchanged)", argv: () => generate(resolve(spec), mkdtempSync(join(work, "out-"))) },
    {
      name: "botspec, one file edited",
      before: (round) => void editSpec(edited, round),
      argv: () => generate(edited, join(project, "out")),
    },
  ];
}

function peerTools(spec: string, work: string): Tool[] {
  // botspec's own schema.json of this spec, and the same definitions as an OpenAPI document.
  const first = mkdtempSync(join(work, "schema-"));
  execFileSync(process.execPath, [BOTSPEC, "generate", "-q", "--spec", spec, "--out", first]);
  const schemaPath = join(first, "schema.json");
  const schema = JSON.parse(readFileSync(schemaPath, "utf8")) as { $defs: object };
  const openapi = { openapi: "3.1.0", info: { title: "Bot Service Interface", version: "1" }, paths: {} };
  const doc = JSON.stringify({ ...openapi, components: { schemas: schema.$defs } });
  writeFileSync(join(work, "openapi.json"), doc.replace(/#\/\$defs\//g, "#/components/schemas/"));
  const jsts = node(
    "node_modules/json-schema-to-typescript/dist/src/cli.js",
    schemaPath,
    "-o",
    join(work, "jsts.d.ts"),
    "--unreachableDefinitions",
  );
  const ajv = node("bench/peers/ajv-standalone.mjs", schemaPath, join(work, "ajv.mjs"));
  const quote = (argv: string[]) => argv.map((a) => `'${a.replace(/'/g, "'\\''")}'`).join(" ");
  return [
    { name: "json-schema-to-typescript", argv: () => jsts },
    {
      name: "quicktype (TypeScript)",
      argv: () =>
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
    },
    {
      name: "openapi-typescript",
      argv: () =>
        node("node_modules/openapi-typescript/bin/cli.js", join(work, "openapi.json"), "-o", join(work, "oat.ts")),
    },
    { name: "Ajv standalone validators", argv: () => ajv },
    { name: "json-schema-to-typescript + Ajv standalone", argv: () => ["sh", "-c", `${quote(jsts)} && ${quote(ajv)}`] },
  ];
}

/** CPU milliseconds a process (all its threads) has used so far, from /proc/<pid>/stat (utime + stime). */
function cpuOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8")
    .replace(/^.*\) /, "")
    .split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

/**
 * `generate --watch` on its own copy of the spec, edited once per round as the edit row is: the process's CPU from one
 * "watching" line to the next, and the wall time from the edit to that line (the watcher's debounce included).
 */
async function watchCycles(spec: string, work: string, rounds: number): Promise<Sample[]> {
  const project = join(work, "watch");
  mkdirSync(project, { recursive: true });
  writeFileSync(join(project, "package.json"), '{ "name": "bench-watch", "private": true }\n');
  cpSync(resolve(spec), join(project, "spec"), { recursive: true });
  const child = spawn(process.execPath, [resolve(BOTSPEC), "generate", "--watch", "--spec", "spec", "--out", "out"], {
    cwd: project,
    stdio: ["ignore", "pipe", "inherit"],
  });
  let waiting: (() => void) | undefined;
  child.stdout.on("data", (d: Buffer) => d.toString().includes("watching for changes") && waiting?.());
  const next = () => new Promise<void>((done) => (waiting = done));
  await next();
  const samples: Sample[] = [];
  for (let round = 0; round < rounds; round++) {
    const cpu = cpuOf(child.pid ?? 0);
    const start = performance.now();
    const finished = next();
    editSpec(join(project, "spec"), round);
    await finished;
    samples.push({ cpu: cpuOf(child.pid ?? 0) - cpu, wall: performance.now() - start, rss: 0 });
  }
  child.kill("SIGTERM");
  return samples;
}

/** The median over rounds of a's measure over b's, round by round. */
function ratio(a: Sample[], b: Sample[], of: (s: Sample) => number): string {
  return median(a.map((s, round) => of(s) / of(b[round] ?? { cpu: NaN, wall: NaN, rss: NaN }))).toFixed(2);
}

async function bench(spec: string): Promise<void> {
  const work = mkdtempSync(join(tmpdir(), "botspec-whole-"));
  const ours = botspecTools(spec, work);
  const peers = peerTools(spec, work);
  const all = [...ours, ...peers];
  const samples = all.map(() => [] as Sample[]);
  for (let round = 0; round < RUNS; round++)
    for (const [i, tool] of all.entries()) {
      tool.before?.(round);
      samples[i]?.push(measure(tool, work));
    }
  const watched = await watchCycles(spec, work, RUNS);
  rmSync(work, { recursive: true, force: true });
  const cpu = (s: Sample) => s.cpu;
  const wall = (s: Sample) => s.wall;
  console.log(`\n${spec}: ${RUNS} rounds, alternated (CPU = user + system of the process, its threads and children)`);
  printTable([
    ["tool", "CPU ms", "wall ms", "peak MiB"],
    ...all.map((t, i) => {
      const s = samples[i] ?? [];
      return [
        t.name,
        median(s.map(cpu)).toFixed(0),
        median(s.map(wall)).toFixed(0),
        median(s.map((x) => x.rss)).toFixed(0),
      ];
    }),
  ]);
  console.log("\nbotspec over each peer (median of per-round ratios), CPU / wall:");
  printTable([
    ["peer", ...ours.map((t) => t.name.replace(/^botspec,? /, ""))],
    ...peers.map((p, j) => {
      const theirs = samples[ours.length + j] ?? [];
      return [
        p.name,
        ...ours.map((_, i) => `${ratio(samples[i] ?? [], theirs, cpu)} / ${ratio(samples[i] ?? [], theirs, wall)}`),
      ];
    }),
  ]);
  const [cold, warm, edit] = samples;
  const over = (name: string, s: Sample[]) =>
    console.log(`${name} over cold: CPU ${ratio(s, cold ?? [], cpu)}, wall ${ratio(s, cold ?? [], wall)}`);
  console.log("");
  over("warm", warm ?? []);
  over("one file edited", edit ?? []);
  // The watch rounds run after the alternated ones: their ratio is against the median cold run.
  const coldCpu = median((cold ?? []).map(cpu));
  const coldWall = median((cold ?? []).map(wall));
  const [wc, ww] = [median(watched.map(cpu)), median(watched.map(wall))];
  console.log(
    `--watch cycle, the same edits: CPU ${wc.toFixed(0)} ms, wall ${ww.toFixed(0)} ms (edit to done, debounce included); over the median cold run: CPU ${(wc / coldCpu).toFixed(2)}, wall ${(ww / coldWall).toFixed(2)}`,
  );
}

for (const spec of SPECS) await bench(spec);
