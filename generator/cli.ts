// Command line: arguments and exit codes. `generate [--spec DIR --out DIR] [--check]`, `diff OLD NEW [--json] [--fail-on S]`.
import { join, resolve } from "node:path";
import { SpecError } from "./diagnostics.ts";
import type { OutputFile } from "./emit/shared/output.ts";
import { generateVersion, summarize } from "./pipeline.ts";
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
}

function parseGenerateArgs(argv: string[]): GenerateArgs | string {
  let spec: string | undefined;
  let out: string | undefined;
  let check = false;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === "--check") check = true;
    else if (a === "--spec" && argv[i + 1]) spec = argv[++i];
    else if (a === "--out" && argv[i + 1]) out = argv[++i];
    else return `unknown argument "${a}"; expected --spec DIR, --out DIR or --check`;
  }
  if ((spec === undefined) !== (out === undefined)) return "--spec and --out go together";
  return { check, ...(spec ? { spec } : {}), ...(out ? { out } : {}) };
}

/** Plans the output of every spec folder; in the default layout, generated/<version>/ for each spec/<version>/. */
async function planGenerate(args: GenerateArgs, io: Io): Promise<PlannedOutput> {
  if (args.spec && args.out) {
    const started = performance.now();
    const { model, files } = await generateVersion(resolve(io.cwd, args.spec), io.cwd);
    io.out(summarize(model, performance.now() - started));
    return { dir: resolve(io.cwd, args.out), files };
  }
  const files: OutputFile[] = [];
  for (const dir of listSpecDirs(join(io.cwd, "spec"))) {
    const started = performance.now();
    const { model, files: own } = await generateVersion(dir, io.cwd);
    const folder = dir.split(/[\\/]/).pop() ?? model.version;
    if (folder !== model.version) throw new SpecError([{ position: model.history[0]?.position ?? { file: displayPath(dir, io.cwd), line: 1, column: 1 }, message: `${displayPath(dir, io.cwd)} holds version ${model.version} by its Versioning table; expected the folder to be named ${model.version}` }]);
    files.push(...own.map((f) => ({ path: `${model.version}/${f.path}`, contents: f.contents })));
    io.out(summarize(model, performance.now() - started));
  }
  return { dir: join(io.cwd, "generated"), files };
}

export async function runGenerate(argv: string[], io: Io): Promise<number> {
  const args = parseGenerateArgs(argv);
  if (typeof args === "string") {
    io.err(`error: ${args}`);
    return 2;
  }
  const plan = await planGenerate(args, io);
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

export async function main(argv: string[], io: Io): Promise<number> {
  const [command, ...rest] = argv;
  try {
    if (command === "generate") return await runGenerate(rest, io);
    io.err(`usage: botspec generate [--spec DIR --out DIR] [--check]`);
    return 2;
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
