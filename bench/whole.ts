// npm run bench:generate -- --whole: whole processes, as a user runs them. `botspec generate` of one version (plain
// node, the built CLI, a fresh output folder each run) against the tools a user would pick instead, each turning our
// own schema.json into TypeScript: json-schema-to-typescript, quicktype, openapi-typescript (fed the same definitions
// as an OpenAPI document). botspec four times: cold (--no-cache: read, check and render everything, as after any
// change of the spec), first run after install (cold, the compiled code cached only by the postinstall warm-up), the
// same with install scripts skipped (no compiled code cached at all), and as a user reruns it
// with the spec unchanged (the render recalled from the project's cache; written to a new folder all the same).
// Alternated in one run; medians and ratios.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { median, printTable } from "./stats.ts";

const SPEC = process.argv.find((a) => a.startsWith("spec/")) ?? "spec/9.2";
const RUNS = Number(process.env.RUNS ?? 7);
const work = mkdtempSync(join(tmpdir(), "botspec-whole-"));
const schemaPath = resolve("generated", SPEC.split("/").pop() ?? "9.2", "schema.json");
const schema = JSON.parse(readFileSync(schemaPath, "utf8"));
const openapi = JSON.parse(
  JSON.stringify({
    openapi: "3.1.0",
    info: { title: "Bot Service Interface", version: "1" },
    paths: {},
    components: { schemas: schema.$defs },
  }).replace(/#\/\$defs\//g, "#/components/schemas/"),
);
writeFileSync(join(work, "openapi.json"), JSON.stringify(openapi));

const node = (script: string, ...args: string[]) => [process.execPath, resolve(script), ...args];
const generate = (...extra: string[]) =>
  node("dist/generator/bin.js", "generate", "-q", "--spec", SPEC, "--out", mkdtempSync(join(work, "out-")), ...extra);
const codeCache = resolve("node_modules/.cache/botspec/code");
const tools: [string, () => string[]][] = [
  ["botspec generate, cold (--no-cache)", () => generate("--no-cache")],
  // As npm installs it: no caches, then the postinstall warm-up (not timed); then the first run.
  [
    "botspec generate, first run after install",
    () => (
      rmSync(codeCache, { recursive: true, force: true }),
      spawnSync(process.execPath, [resolve("scripts/postinstall.mjs")]),
      generate("--no-cache")
    ),
  ],
  [
    "botspec generate, first run, install scripts skipped",
    () => (rmSync(codeCache, { recursive: true, force: true }), generate("--no-cache")),
  ],
  ["botspec generate, spec unchanged", () => generate()],
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

const times = new Map<string, number[]>(tools.map(([n]) => [n, []]));
for (let i = 0; i < RUNS; i++) {
  for (const [name, command] of tools) {
    const [cmd, ...args] = command();
    const start = performance.now();
    const r = spawnSync(cmd as string, args, { stdio: ["ignore", "ignore", "pipe"], encoding: "utf8" });
    const ms = performance.now() - start;
    if (r.status !== 0) throw new Error(`${name} failed: ${r.stderr}`);
    times.get(name)?.push(ms);
  }
}
rmSync(work, { recursive: true, force: true });
const med = (i: number) => median(times.get(tools[i]?.[0] ?? "") ?? []);
console.log(
  `whole processes, ${SPEC}, ${RUNS} runs each, alternated (median ms; ratio = botspec / peer, under 1 means botspec is faster)`,
);
printTable([
  ["tool", "median ms", "min ms", "cold ratio", "first-run ratio", "no-scripts first-run ratio", "unchanged ratio"],
  ...tools.map(([n], i) => [
    n,
    med(i),
    Math.min(...(times.get(n) ?? [])),
    ...[0, 1, 2, 3].map((b) => (med(b) / med(i)).toFixed(2)),
  ]),
]);
