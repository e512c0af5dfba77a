// The concurrency harness: N generate runs (separate processes) into one output folder, by one name or by several (the
// folder, a symbolic link to it, a relative path), with or without a stale lock left by a dead process, with or
// without a pause inside the takeover. Each run renders its own spec (one note differs), so the folder must end as
// exactly one run's whole output. Used by test/cli/concurrency.test.ts and, with more rounds, bench/concurrency.ts.
import { spawn } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join, relative, resolve } from "node:path";

const BIN = resolve("dist/generator/bin.js");

export interface Case {
  readonly runs: number;
  readonly aliases: boolean;
  readonly stale: boolean;
  /** Milliseconds a run pauses inside the takeover of a stale lock. */
  readonly pauseMs: number;
}

export interface Outcome {
  readonly codes: (number | null)[];
  /** Which run's output the folder holds, or -1 when it is none's whole output. */
  readonly winner: number;
  /** Entries beside the folder besides the runs' specs and the alias (staging folders, journals): must be none. */
  readonly leftBeside: string[];
  /** Pairs of runs that held the lock at once: must be none. */
  readonly overlaps: number;
  readonly errors: string[];
}

/** Files of a folder (relative path → contents), lock files aside. */
function contents(dir: string, base = dir, out = new Map<string, string>()): Map<string, string> {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, e.name);
    if (e.isDirectory()) contents(full, base, out);
    else if (!e.name.startsWith(".botspec-lock")) out.set(relative(base, full), readFileSync(full, "utf8"));
  }
  return out;
}

const equal = (a: Map<string, string>, b: Map<string, string>) =>
  a.size === b.size && [...a].every(([k, v]) => b.get(k) === v);

function run(cwd: string, args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number | null; err: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, [BIN, "generate", ...args], { cwd, env: { ...process.env, ...env } });
    let err = "";
    child.stderr.on("data", (c: Buffer) => (err += c.toString()));
    const timer = setTimeout(() => child.kill("SIGKILL"), 60_000);
    child.on("close", (code) => (clearTimeout(timer), done({ code, err })));
  });
}

/** A pid no process has now. */
function deadPid(): number {
  for (let pid = 4_000_000; pid > 100_000; pid -= 7919) {
    try {
      process.kill(pid, 0);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === "ESRCH") return pid;
    }
  }
  return 999_999;
}

/** Counts pairs of acquire–release intervals that overlap. */
function overlapsIn(log: string): number {
  const held = new Map<string, [bigint, bigint]>();
  for (const line of log.split("\n").filter(Boolean)) {
    const [pid, what, t] = line.split(" ");
    const at = BigInt(t ?? 0);
    const prev = held.get(pid ?? "") ?? [at, at];
    held.set(pid ?? "", what === "acquire" ? [at, prev[1]] : [prev[0], at]);
  }
  const spans = [...held.values()].sort((a, b) => (a[0] < b[0] ? -1 : 1));
  return spans.filter((s, i) => i > 0 && s[0] < (spans[i - 1] as [bigint, bigint])[1]).length;
}

/** Prepares a project with one spec per run and the output each gives alone. */
export async function prepare(runs: number, spec: string): Promise<{ root: string; expected: Map<string, string>[] }> {
  const root = mkdtempSync(join(tmpdir(), "botspec-concurrency-"));
  writeFileSync(join(root, "package.json"), '{ "name": "project", "private": true }\n');
  const expected: Map<string, string>[] = [];
  for (let i = 0; i < runs; i++) {
    mkdirSync(join(root, `specs/run${i}/9.2`), { recursive: true });
    writeFileSync(
      join(root, `specs/run${i}/9.2/core.md`),
      spec.replace("| is_bot | Boolean | |", `| is_bot | Boolean | Run ${i} |`),
    );
    const alone = join(root, `alone${i}`);
    const r = await run(root, ["--spec", `specs/run${i}/9.2`, "--out", alone], {});
    if (r.code !== 0) throw new Error(`run ${i} alone failed: ${r.err}`);
    expected.push(contents(alone));
    rmSync(alone, { recursive: true, force: true });
  }
  return { root, expected };
}

/** One round of a case: every run at once into `out`, by the names the case asks for. */
export async function round(root: string, expected: Map<string, string>[], c: Case): Promise<Outcome> {
  const work = mkdtempSync(join(root, "round-"));
  const out = join(work, "out");
  mkdirSync(out);
  if (c.aliases) symlinkSync(out, join(work, "alias"));
  if (c.stale) writeFileSync(join(out, ".botspec-lock"), `${deadPid()}\n`);
  const log = join(work, "lock.log");
  const names = (i: number) => (!c.aliases ? out : ([out, join(work, "alias"), relative(root, out)][i % 3] as string));
  const env = {
    BOTSPEC_TEST_LOCK_LOG: log,
    ...(c.pauseMs ? { BOTSPEC_TEST_TAKEOVER_PAUSE_MS: String(c.pauseMs) } : {}),
  };
  const results = await Promise.all(
    Array.from({ length: c.runs }, (_, i) => run(root, ["--spec", `specs/run${i}/9.2`, "--out", names(i)], env)),
  );
  const final = contents(out);
  const winner = expected.findIndex((e, i) => i < c.runs && equal(final, e));
  const leftBeside = readdirSync(work).filter((n) => !["out", "alias", "lock.log"].includes(n));
  const outcome: Outcome = {
    codes: results.map((r) => r.code),
    winner,
    leftBeside,
    overlaps: existsSync(log) ? overlapsIn(readFileSync(log, "utf8")) : 0,
    errors: results.filter((r) => r.code !== 0).map((r) => r.err.slice(-500)),
  };
  rmSync(work, { recursive: true, force: true });
  return outcome;
}
