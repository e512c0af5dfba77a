// npm run bench:serve — the fake service under load on loopback: BOTS bots (default 20) long-poll while a stream of
// updates is pushed to each (PER_BOT, default 200); faults are injected mid-stream (429 with retry_after, 5xx,
// dropped connections) and the clients retry as the spec says. Prints throughput, latency percentiles (push → handled)
// and the lost and duplicated counts, which must be 0. Then sendMessage throughput on the whole interface
// (test/fixtures/spec-full-9.2: params validated, the message built and stored) against a floor, a bare node:http
// server answering fixed JSON, in alternated rounds (ROUNDS, default 5, of CALLS, default 2000, at CONCURRENCY 16).
// Bounded to 60 s for the first phase.
import { createServer } from "node:http";
import { loadModel } from "../generator/run/pipeline.ts";
import { startFakeService } from "../generator/run/fake-service.ts";
import { median, printTable } from "./stats.ts";

const BOTS = Number(process.env.BOTS ?? 20);
const PER_BOT = Number(process.env.PER_BOT ?? 200);
const service = await startFakeService({ spec: "spec/9.2", maxPollSeconds: 1 });
const deadline = Date.now() + 60_000;
const pushedAt = new Map<string, number>();
const latencies: number[] = [];
const received = new Map<string, number>();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function poll(token: string, expect: number): Promise<void> {
  let offset = 0;
  let got = 0;
  while (got < expect && Date.now() < deadline) {
    let r: Response;
    try {
      r = await fetch(`${service.url}/bot${token}/getUpdates`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ offset, timeout: 1 }),
      });
    } catch {
      await sleep(20); // a dropped connection: try again
      continue;
    }
    const body = (await r.json()) as {
      ok: boolean;
      result?: { update_id: number; message: { text: string } }[];
      parameters?: { retry_after?: number };
    };
    if (!body.ok) {
      await sleep(Math.min((body.parameters?.retry_after ?? 0.05) * 1000, 200));
      continue;
    }
    for (const u of body.result ?? []) {
      const key = `${token}/${u.message.text}`;
      received.set(key, (received.get(key) ?? 0) + 1);
      if (received.get(key) === 1) latencies.push(performance.now() - (pushedAt.get(key) ?? 0));
      offset = u.update_id + 1;
      got++;
    }
  }
}

async function push(token: string): Promise<void> {
  for (let i = 0; i < PER_BOT && Date.now() < deadline; i++) {
    const key = `${token}/${i}`;
    pushedAt.set(key, performance.now());
    await fetch(`${service.url}/_control/bot${token}/updates`, {
      method: "POST",
      body: JSON.stringify({
        message: { message_id: i + 1, date: 1, chat: { id: 1, type: "private" }, text: String(i) },
      }),
    });
    if (i === Math.floor(PER_BOT / 2)) {
      for (const fault of [{ error_code: 429, retry_after: 0.05, times: 2 }, { error_code: 502 }, { drop: true }]) {
        await fetch(`${service.url}/_control/bot${token}/faults`, {
          method: "POST",
          body: JSON.stringify({ method: "getUpdates", ...fault }),
        });
      }
    }
  }
}

/** Webhook delivery while the receiver is down for its first second: every update arrives once, in order. */
async function webhookPhase(
  count: number,
): Promise<{ received: number; duplicated: number; inOrder: boolean; ms: number }> {
  const { createServer } = await import("node:http");
  const token = "2000:webhook";
  const seen: number[] = [];
  const server = createServer((req, res) => {
    let data = "";
    req.on("data", (c: Buffer) => (data += c.toString()));
    req.on("end", () => {
      seen.push(Number((JSON.parse(data) as { message: { text: string } }).message.text));
      res.writeHead(200).end();
    });
  });
  // A port that refuses connections until the receiver starts listening on it.
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const port = (server.address() as { port: number }).port;
  await new Promise<void>((r) => server.close(() => r()));
  const started = performance.now();
  for (let i = 0; i < count; i++)
    await fetch(`${service.url}/_control/bot${token}/updates`, {
      method: "POST",
      body: JSON.stringify({
        message: { message_id: i + 1, date: 1, chat: { id: 1, type: "private" }, text: String(i) },
      }),
    });
  await fetch(`${service.url}/bot${token}/setWebhook`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ url: `http://127.0.0.1:${port}/` }),
  });
  await sleep(1000);
  await new Promise<void>((r) => server.listen(port, "127.0.0.1", r));
  while (seen.length < count && Date.now() < deadline) await sleep(20);
  const ms = performance.now() - started;
  await fetch(`${service.url}/bot${token}/deleteWebhook`, { method: "POST" });
  await new Promise<void>((r) => server.close(() => r()));
  return {
    received: new Set(seen).size,
    duplicated: seen.length - new Set(seen).size,
    inOrder: seen.every((v, i) => v === i),
    ms,
  };
}

const tokens = Array.from({ length: BOTS }, (_, i) => `${1000 + i}:bench`);
const started = performance.now();
await Promise.all(tokens.flatMap((t) => [poll(t, PER_BOT), push(t)]));
const seconds = (performance.now() - started) / 1000;
const hook = await webhookPhase(PER_BOT);
await service.close();
latencies.sort((a, b) => a - b);
const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN;
const lost = [...pushedAt.keys()].filter((k) => !received.has(k)).length;
const duplicated = [...received.values()].filter((n) => n > 1).length;
console.log(
  `fake service: ${BOTS} bots long-polling, ${PER_BOT} updates each, faults mid-stream (429 x2, 502, a dropped connection per bot)`,
);
printTable([
  ["", "value"],
  ["updates delivered", latencies.length],
  ["seconds", seconds],
  ["updates per second", latencies.length / seconds],
  ["latency p50 ms", pct(50)],
  ["latency p95 ms", pct(95)],
  ["latency p99 ms", pct(99)],
  ["lost", lost],
  ["duplicated", duplicated],
]);
console.log(
  `webhook with its receiver down for the first second: ${hook.received}/${PER_BOT} delivered, ${hook.duplicated} twice, in order: ${hook.inOrder}, ${Math.round(hook.ms)} ms`,
);
/** Calls per second of `calls` sendMessage POSTs, `concurrency` at a time, to `base`. */
async function rate(base: string, calls: number, concurrency: number): Promise<number> {
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < calls) {
      const i = next++;
      const r = await fetch(`${base}/bot3000:rate/sendMessage`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ chat_id: 100 + (i % 50), text: `message ${i}` }),
      });
      if (!((await r.json()) as { ok: boolean }).ok) throw new Error("a call failed");
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return calls / ((performance.now() - started) / 1000);
}

async function throughput(): Promise<void> {
  const ROUNDS = Number(process.env.ROUNDS ?? 5);
  const CALLS = Number(process.env.CALLS ?? 2000);
  const CONCURRENCY = Number(process.env.CONCURRENCY ?? 16);
  const fake = await startFakeService({ model: loadModel("test/fixtures/spec-full-9.2") });
  const fixed = JSON.stringify({
    ok: true,
    result: { message_id: 1, date: 1, chat: { id: 1, type: "private" }, text: "x" },
  });
  const floor = createServer((req, res) => {
    req.resume();
    req.on("end", () => res.writeHead(200, { "content-type": "application/json" }).end(fixed));
  });
  await new Promise<void>((r) => floor.listen(0, "127.0.0.1", r));
  const floorUrl = `http://127.0.0.1:${(floor.address() as { port: number }).port}`;
  const ours: number[] = [];
  const bare: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    ours.push(await rate(fake.url, CALLS, CONCURRENCY));
    bare.push(await rate(floorUrl, CALLS, CONCURRENCY));
  }
  await fake.close();
  await new Promise<void>((r) => floor.close(() => r()));
  console.log(
    `sendMessage on the whole interface, ${ROUNDS} alternated rounds of ${CALLS} calls, ${CONCURRENCY} at a time`,
  );
  printTable([
    ["", "calls/s (median)", "of the floor"],
    ["fake service", median(ours), median(ours) / median(bare)],
    ["floor: node:http, fixed JSON", median(bare), 1],
  ]);
}

await throughput();
process.exitCode =
  lost === 0 && duplicated === 0 && hook.received === PER_BOT && hook.duplicated === 0 && hook.inOrder ? 0 : 1;
