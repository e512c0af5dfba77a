// Command line: arguments and exit statuses. `botspec generate|check|diff`, `--version`, `--help` per command.
// Exit 0 success; 1 a malformed spec, drift, warnings under --strict, diff --fail-on, or a file in the way; 2 bad
// arguments or input botspec cannot read.
import { commandHelp, COMMANDS, mainHelp, parseCommand, type Parsed } from "./cli/commands.ts";
import type { Io } from "./cli/io.ts";
import { CONFIG_FILE, resolveConfig } from "./run/config.ts";
import { resolve } from "node:path";
import { SpecError } from "./model/diagnostics.ts";
import { identity } from "./run/identity.ts";
import { shown } from "./write/paths.ts";
import { InputError } from "./input/read.ts";
import { machineFault, OutputError } from "./write/errors.ts";

export type { Io } from "./cli/io.ts";

const str = (p: Parsed, k: string) => (typeof p.values[k] === "string" ? (p.values[k] as string) : undefined);
const flag = (p: Parsed, k: string) => p.values[k] === true;
const list = (p: Parsed, k: string) => {
  const v = p.values[k];
  return v === undefined ? undefined : (Array.isArray(v) ? v : [v]).map(String);
};

/** The change kinds --only or --ignore names, or a usage error. */
async function kinds(p: Parsed, k: string) {
  const words = list(p, k);
  if (words === undefined) return undefined;
  const { parseKindFilter } = await import("./diff/filter.ts");
  const parsed = parseKindFilter(words);
  if (!parsed.ok) throw new UsageError(`--${k}: ${parsed.error}`);
  return parsed.kinds;
}

// The commands load the reader, the emitters and (when needed) prettier: only when a command runs, so that --version
// and --help answer at once.
async function runCommand(name: string, p: Parsed, io: Io): Promise<number> {
  if (name === "serve") return serve(p, io);
  if (name === "explain") return explain(p, io);
  if (name === "reference") return reference(p, io);
  if (name === "diff") return diff(p, io);
  return generate(name, p, io);
}

/** One of the words a flag takes, or a usage error naming them. */
function oneOf<T extends string>(p: Parsed, k: string, words: readonly T[], given = str(p, k)): T | undefined {
  if (given === undefined || (words as readonly string[]).includes(given)) return given as T | undefined;
  const last = words.length > 1 ? `${words.slice(0, -1).join(", ")} or ${words[words.length - 1]}` : words.join("");
  throw new UsageError(`--${k} takes ${last}, not "${given}"`);
}

async function diff(p: Parsed, io: Io): Promise<number> {
  const { runDiff } = await import("./cli/diff.ts");
  const failOn = oneOf(p, "fail-on", ["breaking", "potentially-breaking"] as const);
  const format = oneOf(
    p,
    "format",
    ["markdown", "json", "github"] as const,
    flag(p, "json") ? "json" : str(p, "format"),
  );
  const profile = oneOf(p, "profile", ["wire", "sdk"] as const) ?? "wire";
  const config = resolveConfig(io.cwd, { spec: str(p, "spec"), config: str(p, "config") });
  const [output, accept] = [str(p, "output"), str(p, "accept")];
  const [only, ignore] = [await kinds(p, "only"), await kinds(p, "ignore")];
  return runDiff(
    {
      old: p.positionals[0] ?? "",
      next: p.positionals[1] ?? "",
      specRoot: config.spec,
      format: format ?? "markdown",
      profile,
      ...(failOn ? { failOn } : {}),
      ...(output ? { output } : {}),
      ...(accept ? { accept } : {}),
      filter: { ...(only ? { only } : {}), ...(ignore ? { ignore } : {}) },
      descriptions: flag(p, "descriptions") || (only?.includes("description-changed") ?? false),
    },
    io,
  );
}

async function generate(name: string, p: Parsed, io: Io): Promise<number> {
  const flags = { spec: str(p, "spec"), out: str(p, "out"), config: str(p, "config"), baseline: str(p, "baseline") };
  const opts = {
    config: resolveConfig(io.cwd, flags),
    check: name === "check" || flag(p, "check"),
    strict: flag(p, "strict"),
    force: flag(p, "force"),
    quiet: flag(p, "quiet"),
    cache: !flag(p, "no-cache"),
  };
  // -q: warnings and errors only, no status line either.
  const runIo: Io = opts.quiet ? { cwd: io.cwd, out: io.out, err: io.err } : io;
  const { runGenerate } = await import("./cli/generate.ts");
  if (!flag(p, "watch")) return runGenerate(opts, runIo);
  const { watch } = await import("./cli/watch.ts");
  // Each run says only the warnings the one before did not; one renderer for the whole watch (`held`): its worker
  // keeps ts-morph and prettier loaded and warm between runs.
  const kept = { known: { ids: new Set<string>() as ReadonlySet<string> }, held: {} };
  const reload = () => {
    try {
      return { ...opts, ...kept, config: resolveConfig(runIo.cwd, flags) };
    } catch (e) {
      report(e, runIo);
      return undefined;
    }
  };
  const configFile = resolve(runIo.cwd, flags.config ?? CONFIG_FILE);
  const once = (o: Parameters<typeof runGenerate>[0]) => runGenerate(o, runIo).catch((e: unknown) => report(e, runIo));
  return watch({ ...opts, ...kept }, runIo, once, { configFile, reload });
}

class UsageError extends Error {}

/** The version a command that reads one version works on: the folder itself, or the newest under a folder of them. */
async function oneVersion(spec: string): Promise<string> {
  const { isVersionFolder, listSpecDirs } = await import("./input/read.ts");
  const dir = isVersionFolder(spec) ? spec : listSpecDirs(spec).at(-1);
  if (!dir) throw new UsageError(`no spec version under ${spec}`);
  return dir;
}

/** botspec explain [TARGET]. */
async function explain(p: Parsed, io: Io): Promise<number> {
  const config = resolveConfig(io.cwd, { spec: str(p, "spec"), config: str(p, "config") });
  const { runExplain } = await import("./cli/explain.ts");
  const target = p.positionals[0];
  const dir = await oneVersion(config.spec);
  return runExplain(
    {
      dir,
      json: flag(p, "json"),
      warningsOnly: flag(p, "warnings"),
      unread: flag(p, "unread"),
      ...(target ? { target } : {}),
    },
    io,
  );
}

/** botspec reference: one version's page. */
async function reference(p: Parsed, io: Io): Promise<number> {
  const config = resolveConfig(io.cwd, { spec: str(p, "spec"), config: str(p, "config") });
  const { runReference } = await import("./cli/reference.ts");
  const out = str(p, "out");
  return runReference({ dir: await oneVersion(config.spec), ...(out ? { out } : {}) }, io);
}

/** botspec serve: runs until SIGINT or SIGTERM, or until its scenario ends. */
async function serve(p: Parsed, io: Io): Promise<number> {
  const port = Number(str(p, "port") ?? 8081);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new UsageError(`--port takes a port number, not "${str(p, "port")}"`);
  const seed = Number(str(p, "seed") ?? 0);
  if (!Number.isInteger(seed) || seed < 0) throw new UsageError(`--seed takes a whole number, not "${str(p, "seed")}"`);
  const config = resolveConfig(io.cwd, { spec: str(p, "spec"), config: str(p, "config") });
  const { runServe } = await import("./cli/serve.ts");
  const files = Object.fromEntries(
    (["scenario", "stubs", "updates", "secret-header", "host", "webhook-host"] as const).flatMap((k) => {
      const v = str(p, k);
      return v === undefined ? [] : [[k, v]];
    }),
  );
  return runServe(
    {
      dir: await oneVersion(config.spec),
      port,
      seed,
      verbose: flag(p, "verbose"),
      report: flag(p, "report"),
      strictWire: flag(p, "strict-wire"),
      ...files,
    },
    io,
  );
}

/** Prints a failure the user can act on; returns its exit status. Anything else is a bug and is thrown on. */
function report(error: unknown, io: Io): number {
  if (error instanceof SpecError) {
    io.err(error.message);
    return 1;
  }
  if (error instanceof OutputError || error instanceof InputError) {
    io.err(`${shown(error.path, io.cwd)}: error: ${error.message}`);
    return error instanceof InputError ? 2 : 1;
  }
  if (error instanceof UsageError) {
    io.err(`error: ${error.message}`);
    return 2;
  }
  const fault = machineFault(error);
  if (fault) return report(fault, io);
  throw error;
}

export async function main(argv: readonly string[], io: Io): Promise<number> {
  const [name, ...rest] = argv;
  if (name === "--version" || name === "-v") return (io.out(identity().version), 0);
  if (name === undefined || name === "--help" || name === "-h" || name === "help") {
    const topic = name === "help" ? COMMANDS[rest[0] ?? ""] : undefined;
    io.out(topic ? commandHelp(topic) : mainHelp(identity().version));
    return name === undefined ? 2 : 0;
  }
  const command = COMMANDS[name];
  if (!command) {
    io.err(`error: unknown command "${name}"; expected ${Object.keys(COMMANDS).join(", ")} (botspec --help)`);
    return 2;
  }
  const parsed = parseCommand(command, rest);
  if (typeof parsed === "string") {
    io.err(`error: ${parsed}\n${command.usage}`);
    return 2;
  }
  if (flag(parsed, "help")) return (io.out(commandHelp(command)), 0);
  try {
    return await runCommand(name, parsed, io);
  } catch (error) {
    return report(error, io);
  }
}
