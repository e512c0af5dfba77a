// The programmatic API: generate, check, diff and loadModel, with the options of the command line.
import type { Config } from "./run/config.ts";
import { ARTIFACTS, resolveConfig, type Artifact } from "./run/config.ts";
import { runGenerate } from "./cli/generate.ts";
import { main } from "./cli.ts";
import { diffModels } from "./diff/diff.ts";
import type { DiffReport } from "./diff/report.ts";
import type { Profile } from "./diff/rules.ts";
import { loadModel as load } from "./run/pipeline.ts";
import type { SpecModel } from "./model/model.ts";

export type { SpecModel, TypeDef, Method, Field, TypeRef, Constraints } from "./model/model.ts";
export type { DiffReport } from "./diff/report.ts";
export type { Change } from "./diff/change.ts";
export type { Artifact } from "./run/config.ts";
export type { Profile, Severity } from "./diff/rules.ts";
export { SpecError, type Diagnostic } from "./model/diagnostics.ts";
export { createFakeService, type FakeService, type FakeServiceOptions } from "./serve/service.ts";
export { renderValidators, startFakeService, type StartOptions } from "./run/fake-service.ts";

export interface GenerateOptions {
  /** A version folder, or a folder of version folders (default: the config's, else `spec`). */
  readonly spec?: string;
  /** The output folder (default: the config's, else `generated`). */
  readonly out?: string;
  /** Folder relative paths are resolved against, and where botspec.config.json is looked for (default: process.cwd()). */
  readonly cwd?: string;
  readonly config?: string;
  readonly artifacts?: readonly Artifact[];
  readonly strict?: boolean;
  readonly force?: boolean;
}

export interface RunResult {
  /** The exit status the command line would give: 0 success, 1 spec errors, drift or a file in the way, 2 bad input. */
  readonly status: number;
  /** What the command line would print: summaries, diagnostics (`file:line:col error|warning: …`), drift. */
  readonly output: readonly string[];
}

async function run(options: GenerateOptions, check: boolean): Promise<RunResult> {
  const cwd = options.cwd ?? process.cwd();
  const output: string[] = [];
  const io = { cwd, out: (l: string) => output.push(l), err: (l: string) => output.push(...l.split("\n")) };
  const args = [
    "generate",
    ...(options.spec ? ["--spec", options.spec] : []),
    ...(options.out ? ["--out", options.out] : []),
    ...(options.config ? ["--config", options.config] : []),
  ];
  if (!options.artifacts)
    return {
      status: await main(
        [
          ...args,
          ...(check ? ["--check"] : []),
          ...(options.strict ? ["--strict"] : []),
          ...(options.force ? ["--force"] : []),
        ],
        io,
      ),
      output,
    };
  const base = resolveConfig(cwd, { spec: options.spec, out: options.out, config: options.config });
  const config: Config = {
    ...base,
    artifacts: options.artifacts.filter((a) => (ARTIFACTS as readonly string[]).includes(a)),
  };
  return {
    status: await runGenerate(
      { config, check, strict: options.strict === true, force: options.force === true, quiet: false },
      io,
    ),
    output,
  };
}

/** Writes every artifact, as `botspec generate` does. */
export function generate(options: GenerateOptions = {}): Promise<RunResult> {
  return run(options, false);
}

/** Writes nothing; status 1 when the output is not what generate would write, as `botspec check` does. */
export function check(options: GenerateOptions = {}): Promise<RunResult> {
  return run(options, true);
}

/** The model of one spec folder; throws SpecError (with located diagnostics) when it is malformed. */
export function loadModel(specDir: string): SpecModel {
  return load(specDir);
}

/** The semantic diff between two spec folders, judged by a profile (wire, the default, or sdk). */
export function diff(oldSpecDir: string, newSpecDir: string, options: { profile?: Profile } = {}): DiffReport {
  const old = load(oldSpecDir);
  const next = load(newSpecDir);
  return { from: old.version, to: next.version, changes: diffModels(old, next, options.profile ?? "wire") };
}
