// Command line: arguments and exit codes. `generate [--spec DIR --out DIR] [--check]`, `diff OLD NEW [--json] [--fail-on S]`.
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { formatDiagnostic, SpecError } from "./diagnostics.ts";
import { diffModels } from "./diff/diff.ts";
import { renderJson, renderMarkdown } from "./diff/report.ts";
import type { Severity } from "./diff/rules.ts";
import type { OutputFile } from "./emit/shared/output.ts";
import type { SpecModel } from "./model/model.ts";
import { generateVersion, loadModel, summarize } from "./pipeline.ts";
import { displayPath, listSpecDirs } from "./read.ts";
import { compareOutput, describeDrift, writeOutputs, type PlannedOutput } from "./write.ts";

interface Io {
  readonly cwd: string;
  readonly out: (line: string) => void;
  readonly err: (line: string) => void;
}

export interface GenerateArgs {
  readonly spec?: string;
  readonly out?: string;
  readonly check: boolean;
  /** Warnings fail the run. */
  readonly strict: boolean;
}

function parseGenerateArgs(argv: string[]): GenerateArgs | string {
  let spec: string | undefined;
  let out: string | undefined;
  let check = false;
  let strict = false;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === "--check") check = true;
    else if (a === "--strict") strict = true;
    else if (a === "--spec" && argv[i + 1]) spec = argv[++i];
    else if (a === "--out" && argv[i + 1]) out = argv[++i];
    else return `unknown argument "${a}"; expected --spec DIR, --out DIR, --check or --strict`;
  }
  if ((spec === undefined) !== (out === undefined)) return "--spec and --out go together";
  return { check, strict, ...(spec ? { spec } : {}), ...(out ? { out } : {}) };
}

/** Generates one version, printing its warnings and its summary line. */
async function generateOne(dir: string, io: Io, warned: { count: number }): Promise<{ model: SpecModel; files: OutputFile[] }> {
  const started = performance.now();
  const { model, files, warnings } = await generateVersion(dir, io.cwd);
  for (const w of warnings) io.err(formatDiagnostic(w));
  warned.count += warnings.length;
  io.out(summarize(model, warnings.length, performance.now() - started));
  return { model, files };
}

/** Plans the output of every spec folder; in the default layout, generated/<version>/ for each spec/<version>/. */
async function planGenerate(args: GenerateArgs, io: Io, warned: { count: number }): Promise<PlannedOutput> {
  if (args.spec && args.out) {
    const { files } = await generateOne(resolve(io.cwd, args.spec), io, warned);
    return { dir: resolve(io.cwd, args.out), files };
  }
  const files: OutputFile[] = [];
  const models: SpecModel[] = [];
  for (const dir of listSpecDirs(join(io.cwd, "spec"))) {
    const { model, files: own } = await generateOne(dir, io, warned);
    const folder = dir.split(/[\\/]/).pop() ?? model.version;
    if (folder !== model.version) throw new SpecError([{ severity: "error", position: model.history[0]?.position ?? { file: displayPath(dir, io.cwd), line: 1, column: 1 }, message: `${displayPath(dir, io.cwd)} holds version ${model.version} by its Versioning table; expected the folder to be named ${model.version}` }]);
    files.push(...own.map((f) => ({ path: `${model.version}/${f.path}`, contents: f.contents })));
    models.push(model);
  }
  return { dir: join(io.cwd, "generated"), files: [...files, ...changeFiles(models)] };
}

/** CHANGES-<old>-<new>.md for each consecutive pair of versions. */
function changeFiles(models: readonly SpecModel[]): OutputFile[] {
  return models.slice(1).map((next, i) => {
    const old = models[i] as SpecModel;
    return { path: `CHANGES-${old.version}-${next.version}.md`, contents: renderMarkdown({ from: old.version, to: next.version, changes: diffModels(old, next) }) };
  });
}

export async function runGenerate(argv: string[], io: Io): Promise<number> {
  const args = parseGenerateArgs(argv);
  if (typeof args === "string") {
    io.err(`error: ${args}`);
    return 2;
  }
  const warned = { count: 0 };
  const plan = await planGenerate(args, io, warned);
  if (args.strict && warned.count > 0) {
    io.err(`${warned.count} warning(s) and --strict: nothing written`);
    return 1;
  }
  if (args.check) {
    const lines = describeDrift(plan.dir, compareOutput(plan), io.cwd);
    for (const line of lines) io.err(line);
    if (lines.length > 0) io.err(`generated output is not what generate would write; run npm run generate`);
    return lines.length > 0 ? 1 : 0;
  }
  const { written, removed } = writeOutputs([plan]);
  io.out(`wrote ${written} file(s), removed ${removed} orphan(s) in ${displayPath(plan.dir, io.cwd)}`);
  return 0;
}

interface DiffArgs {
  readonly old: string;
  readonly next: string;
  readonly json: boolean;
  readonly failOn?: Severity;
}

function parseDiffArgs(argv: string[]): DiffArgs | string {
  const positional: string[] = [];
  let json = false;
  let failOn: Severity | undefined;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i] as string;
    if (a === "--json") json = true;
    else if (a === "--fail-on") {
      const level = argv[++i];
      if (level !== "breaking" && level !== "potentially-breaking") return `--fail-on takes breaking or potentially-breaking, not "${level ?? ""}"`;
      failOn = level;
    } else if (a.startsWith("--")) return `unknown argument "${a}"; expected --json or --fail-on LEVEL`;
    else positional.push(a);
  }
  const [old, next] = positional;
  if (positional.length !== 2 || !old || !next) return "diff takes two versions or spec folders: OLD NEW";
  return { old, next, json, ...(failOn ? { failOn } : {}) };
}

/** A version under spec/ (`9.1`) or a path to a spec folder. */
function specFolder(arg: string, cwd: string): string {
  const underSpec = join(cwd, "spec", arg);
  return existsSync(underSpec) ? underSpec : resolve(cwd, arg);
}

export function runDiff(argv: string[], io: Io): number {
  const args = parseDiffArgs(argv);
  if (typeof args === "string") {
    io.err(`error: ${args}`);
    return 2;
  }
  const old = loadModel(specFolder(args.old, io.cwd), io.cwd);
  const next = loadModel(specFolder(args.next, io.cwd), io.cwd);
  const report = { from: old.version, to: next.version, changes: diffModels(old, next) };
  io.out((args.json ? renderJson(report) : renderMarkdown(report)).trimEnd());
  const failing = args.failOn === "breaking" ? ["breaking"] : args.failOn ? ["breaking", "potentially-breaking"] : [];
  return report.changes.some((c) => failing.includes(c.severity)) ? 1 : 0;
}

const USAGE = [
  "usage: botspec generate [--spec DIR --out DIR] [--check] [--strict]",
  "       botspec diff OLD NEW [--json] [--fail-on breaking|potentially-breaking]",
  "OLD and NEW are versions under spec/ (9.1) or paths to spec folders.",
].join("\n");

export async function main(argv: string[], io: Io): Promise<number> {
  const [command, ...rest] = argv;
  try {
    const help = command === "help" || argv.includes("--help") || argv.includes("-h");
    if (!help && command === "generate") return await runGenerate(rest, io);
    if (!help && command === "diff") return runDiff(rest, io);
    (help ? io.out : io.err)(USAGE);
    return help ? 0 : 2;
  } catch (error) {
    if (error instanceof SpecError) {
      io.err(error.message);
      return 1;
    }
    io.err(`error: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}

const isEntry = process.argv[1] !== undefined && import.meta.url === new URL(`file://${resolve(process.argv[1])}`).href;
if (isEntry) {
  const code = await main(process.argv.slice(2), { cwd: process.cwd(), out: (l) => console.log(l), err: (l) => console.error(l) });
  process.exitCode = code;
}
