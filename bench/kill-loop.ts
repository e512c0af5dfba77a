// npm run bench:kill — kills `botspec generate` (the built CLI) at random moments, N times (KILLS, default 40), and
// counts what each kill left in the output folder: exactly the old files, exactly the new ones, old and new side by
// side with the journal in the folder (killed among the renames after the commit point; the next run completes
// them), or a mix without a journal (which must never happen); then checks that the next run finishes and leaves
// nothing behind. Half the kills land anywhere in the run, half in its write phase (just after the last summary
// line). SIGNAL=SIGTERM (or SIGINT, SIGHUP) sends that instead of SIGKILL: a stop botspec holds until its commit is
// done, so it should never leave old and new side by side. Bounded to 10 minutes.
import { spawn, spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

const BIN = resolve("dist/generator/bin.js");
const KILLS = Number(process.env.KILLS ?? 40);
const SIGNAL = (process.env.SIGNAL ?? "SIGKILL") as NodeJS.Signals;
const root = mkdtempSync(join(tmpdir(), "botspec-kill-"));

/** The run's own work inside the output folder: staging folders, the journal, the lock (not the manifest). */
const ownWork = /(^|\/)\.botspec-(staging-|journal|lock)/;

function files(dir: string): string {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile() && !ownWork.test(join(e.parentPath, e.name).slice(dir.length + 1)))
      .map((e) => `${join(e.parentPath, e.name).slice(dir.length)}:${readFileSync(join(e.parentPath, e.name), "utf8")}`)
      .sort()
      .join("\n");
  } catch {
    return "";
  }
}

const edit = (dir: string) => {
  const core = join(dir, "spec/9.2/core.md");
  writeFileSync(
    core,
    readFileSync(core, "utf8").replace("| is_bot | Boolean | |", "| is_bot | Boolean | Whether the user is a bot |"),
  );
};
const gen = (cwd: string) => spawnSync(process.execPath, [BIN, "generate", "-q"], { cwd }).status;

const template = join(root, "old");
cpSync("spec", join(template, "spec"), { recursive: true });
writeFileSync(join(template, "package.json"), "{}\n");
/** A whole run, and the time from its last summary line to its end (the write phase), in ms. */
async function timeRun(cwd: string): Promise<{ runMs: number; tailMs: number }> {
  const t0 = performance.now();
  let summary = 0;
  await new Promise<void>((done) => {
    const child = spawn(process.execPath, [BIN, "generate"], { cwd });
    child.stdout.on("data", (d: Buffer) => d.toString().includes("9.2: ") && (summary = performance.now()));
    child.on("exit", () => done());
  });
  const end = performance.now();
  return { runMs: end - t0, tailMs: end - summary };
}
const { runMs, tailMs } = await timeRun(template);
const reference = join(root, "new");
cpSync(template, reference, { recursive: true });
edit(reference);
gen(reference);
const [old, next] = [files(join(template, "generated")), files(join(reference, "generated"))];

const counts = { old: 0, new: 0, mixed: 0, journaled: 0, recovered: 0, leftovers: 0 };
const deadline = Date.now() + 10 * 60_000;
for (let i = 0; i < KILLS && Date.now() < deadline; i++) {
  const dir = join(root, `run-${i}`);
  cpSync(template, dir, { recursive: true });
  edit(dir);
  const inWrite = i % 2 === 1;
  await new Promise<void>((done) => {
    const child = spawn(process.execPath, [BIN, "generate"], { cwd: dir });
    if (inWrite)
      child.stdout.on(
        "data",
        (d: Buffer) => d.toString().includes("9.2: ") && setTimeout(() => child.kill(SIGNAL), Math.random() * tailMs),
      );
    else setTimeout(() => child.kill(SIGNAL), Math.random() * runMs);
    child.on("exit", () => done());
  });
  const now = files(join(dir, "generated"));
  if (now === old) counts.old++;
  else if (now === next) counts.new++;
  // Old and new side by side with the journal in the folder: killed among the renames after the commit point,
  // which any next run completes first (docs/usage.md). Without a journal it would be a broken write.
  else if (existsSync(join(dir, "generated/.botspec-journal.json"))) counts.journaled++;
  else counts.mixed++;
  if (gen(dir) === 0 && files(join(dir, "generated")) === next) counts.recovered++;
  const left = [...readdirSync(dir), ...readdirSync(join(dir, "generated"))];
  if (left.some((n) => n.includes("botspec-") && n !== ".botspec-manifest.json")) counts.leftovers++;
  rmSync(dir, { recursive: true, force: true });
}
rmSync(root, { recursive: true, force: true });
const total = counts.old + counts.new + counts.journaled + counts.mixed;
console.log(
  `kills by ${SIGNAL}: ${total} (half in the write phase); a whole run takes ${Math.round(runMs)} ms, its write phase ${Math.round(tailMs)} ms`,
);
console.log(
  `left exactly the old files: ${counts.old}; exactly the new files: ${counts.new}; old and new with the journal that completes them: ${counts.journaled}; a mix without a journal: ${counts.mixed}`,
);
console.log(
  `next run finished the output: ${counts.recovered}/${total}; left botspec's work files in or beside the folder: ${counts.leftovers}`,
);
process.exitCode = counts.mixed === 0 && counts.recovered === total && counts.leftovers === 0 ? 0 : 1;
