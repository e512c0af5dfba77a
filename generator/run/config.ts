// Options resolved once: command-line flags over botspec.config.json over defaults, paths made absolute against the
// folder that holds the configuration (or the working directory).
import { existsSync } from "node:fs";
import { basename, dirname, resolve } from "node:path";
import { echoed } from "../model/diagnostics.ts";
import { InputError, isVersionFolder, readJsonFile } from "../input/read.ts";
import { ARTIFACT_NAMES, ARTIFACT_TABLE } from "../emit/artifacts.ts";

export const CONFIG_FILE = "botspec.config.json";
export const ARTIFACTS = ARTIFACT_NAMES;
/** An artifact's name, one of ARTIFACT_TABLE's (emit/artifacts.ts). */
export type Artifact = string;

export interface Config {
  /** A version folder, or a folder of version folders. */
  readonly spec: string;
  readonly out: string;
  readonly artifacts: readonly Artifact[];
  /** CHANGES-<old>-<new>.md between consecutive versions. */
  readonly changes: boolean;
  /** Accepted warnings (`--baseline FILE`), absolute. */
  readonly baseline?: string;
}

interface ConfigFile {
  spec?: unknown;
  out?: unknown;
  artifacts?: unknown;
  changes?: unknown;
  baseline?: unknown;
}

function readConfigFile(path: string): ConfigFile {
  const data = readJsonFile(path, "a configuration object");
  if (typeof data !== "object" || data === null || Array.isArray(data))
    throw new InputError(path, 'is not a JSON object; expected { "spec": …, "out": … }');
  const known = new Set(["$schema", "spec", "out", "artifacts", "changes", "baseline"]);
  const unknown = Object.keys(data).filter((k) => !known.has(k));
  if (unknown.length > 0)
    throw new InputError(
      path,
      `has unknown key(s) ${echoed(unknown)}; expected spec, out, artifacts, changes, baseline`,
    );
  return data as ConfigFile;
}

function stringOption(path: string, key: string, value: unknown): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== "string" || value === "") throw new InputError(path, `"${key}" must be a non-empty string`);
  return value;
}

/** What an artifact imports: methods.ts imports types.ts; validators.ts imports both (the artifact table's needs). */
const NEEDS: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  ARTIFACT_TABLE.map((a) => [a.name, a.needs]),
);

function artifactsOption(path: string, value: unknown): Artifact[] | undefined {
  if (value === undefined) return undefined;
  if (!Array.isArray(value) || value.some((v) => !(ARTIFACTS as readonly unknown[]).includes(v)))
    throw new InputError(path, `"artifacts" must be a list of ${ARTIFACTS.join(", ")}`);
  const chosen = value as Artifact[];
  const twice = chosen.find((a, i) => chosen.indexOf(a) !== i);
  if (twice !== undefined) throw new InputError(path, `"artifacts" lists ${twice} twice; expected each artifact once`);
  for (const a of chosen) {
    const missing = (NEEDS[a] ?? []).filter((n) => !chosen.includes(n));
    if (missing.length > 0)
      throw new InputError(path, `"artifacts" lists ${a}, which imports ${missing.join(" and ")}; expected those too`);
  }
  return chosen;
}

/** The configuration for a run in `cwd`, with flags `--spec`/`--out`/`--config` taking precedence. */
export function resolveConfig(
  cwd: string,
  flags: {
    spec?: string | undefined;
    out?: string | undefined;
    config?: string | undefined;
    baseline?: string | undefined;
  },
): Config {
  for (const [name, value] of Object.entries(flags))
    if (value === "") throw new InputError(cwd, `--${name} is empty; expected a path`);
  const path = flags.config ? resolve(cwd, flags.config) : resolve(cwd, CONFIG_FILE);
  if (flags.config && !existsSync(path)) throw new InputError(path, "does not exist; expected a configuration file");
  const file = existsSync(path) ? readConfigFile(path) : {};
  const base = existsSync(path) ? dirname(path) : cwd;
  const spec = flags.spec ? resolve(cwd, flags.spec) : resolve(base, stringOption(path, "spec", file.spec) ?? "spec");
  const configured = stringOption(path, "out", file.out);
  // One version and no output folder named: it goes where the layout of several would put it, generated/<version>/.
  const lone = !flags.out && !configured && existsSync(spec) && isVersionFolder(spec);
  const out = flags.out
    ? resolve(cwd, flags.out)
    : resolve(base, configured ?? "generated", lone ? basename(spec) : "");
  if (file.changes !== undefined && typeof file.changes !== "boolean")
    throw new InputError(path, `"changes" must be true or false`);
  const baseline = flags.baseline
    ? resolve(cwd, flags.baseline)
    : file.baseline !== undefined
      ? resolve(base, stringOption(path, "baseline", file.baseline) as string)
      : undefined;
  return {
    spec,
    out,
    artifacts: artifactsOption(path, file.artifacts) ?? [...ARTIFACTS],
    changes: (file.changes as boolean | undefined) ?? true,
    ...(baseline ? { baseline } : {}),
  };
}
