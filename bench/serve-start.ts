// npm run bench:serve-start — how soon `botspec serve` answers with the full-size spec (test/fixtures/spec-full-9.2),
// as a user runs it (the built CLI, a project of its own in a temporary folder): the first start (the spec read, the
// validators rendered, both kept in the project's cache), then later starts (recalled), each timed from spawn to the
// first answer of getMe. Then getUpdates against a queue of QUEUE pending updates (default 100,000) and against a
// queue of 3,100: a call returning 100 updates should cost the same either way (O(returned), not O(queue)).
import { spawn } from "node:child_process";
import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { startFakeService } from "../generator/run/fake-service.ts";
import { median, printTable } from "./stats.ts";

const RUNS = Number(process.env.RUNS ?? 7);
const QUEUE = Number(process.env.QUEUE ?? 100_000);
const project = mkdtempSync(join(tmpdir(), "botspec-serve-start-"));
writeFileSync(join(project, "package.json"), '{ "name": "a-bot", "private": true }\n');
cpSync("test/fixtures/spec-full-9.2", join(project, "spec"), { recursive: true });

/** Milliseconds from spawn to the first answer of getMe. */
function start(): Promise<number> {
  const t0 = performance.now();
  const child = spawn(process.execPath, [resolve("dist/generator/bin.js"), "serve", "--spec", "spec", "--port", "0"], {
    cwd: project,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const killer = setTimeout(() => child.kill(), 30_000);
  return new Promise((done, fail) => {
    let text = "";
    child.stdout.on("data", async (d: Buffer) => {
      text += d;
      const port = /127\.0\.0\.1:(\d+)/.exec(text)?.[1];
      if (!port || text === "") return;
      text = "";
      const ok = (await fetch(`http://127.0.0.1:${port}/bot1:abc/getMe`).then((r) => r.json())) as { ok: boolean };
      const ms = performance.now() - t0;
      clearTimeout(killer);
      child.kill();
      ok.ok ? done(ms) : fail(new Error("getMe failed"));
    });
    child.on("exit", (code) => code && fail(new Error(`serve exited ${code}`)));
  });
}

const first = await start();
const later: number[] = [];
for (let i = 0; i < RUNS; i++) later.push(await start());
rmSync(project, { recursive: true, force: true });

/** Median ms of a getUpdates of 100 from a queue of `size` updates, each call confirming the 100 before (the queue
 * refilled to its size first). */
async function getUpdates(size: number): Promise<number> {
  const service = await startFakeService({ spec: "spec/9.2" });
  const updates = Array.from({ length: size }, (_, i) => ({
    update_id: i + 1,
    message: { message_id: i + 1, date: 1, chat: { id: 7, type: "private" }, text: "hi" },
  }));
  service.pushUpdates("1:abc", updates);
  const times: number[] = [];
  let offset = 0;
  for (let i = 0; i < 30; i++) {
    const t0 = performance.now();
    const r = (await fetch(`${service.url}/bot1:abc/getUpdates?limit=100&timeout=0&offset=${offset}`).then((r) =>
      r.json(),
    )) as { result: { update_id: number }[] };
    offset = (r.result.at(-1)?.update_id ?? offset) + 1;
    times.push(performance.now() - t0);
  }
  await service.close();
  return median(times);
}
// 3,100: enough for the 30 calls to return 100 each, as from the large queue.
const [small, large] = [await getUpdates(3_100), await getUpdates(QUEUE)];

printTable([
  ["serve, full-size spec", "ms"],
  ["first start (read, render, keep)", first.toFixed(0)],
  [`later starts (median of ${RUNS})`, median(later).toFixed(0)],
  ["later starts (max)", Math.max(...later).toFixed(0)],
]);
printTable([
  ["getUpdates of 100", "median ms"],
  ["queue of 3,100", small.toFixed(2)],
  [`queue of ${QUEUE}`, large.toFixed(2)],
  ["ratio", (large / small).toFixed(2)],
]);
