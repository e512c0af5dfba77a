// serve: the fake service on loopback until Ctrl-C (SIGINT) or SIGTERM, or, with --scenario, until the scenario ends
// (exit 0 when every step passed, 1 otherwise). Stubs and updates can be given as files; -v logs every request.
import { resolve } from "node:path";
import { loadServed } from "./serve-model.ts";
import { readJsonFile, InputError } from "../input/read.ts";
import type { Stub } from "../serve/bot.ts";
import { readScenario } from "../serve/scenario.ts";
import { createFakeService, type FakeService } from "../serve/service.ts";
import type { Io } from "./io.ts";

export interface ServeOptions {
  readonly dir: string;
  readonly port: number;
  readonly seed: number;
  readonly verbose: boolean;
  readonly report: boolean;
  readonly strictWire: boolean;
  readonly host?: string;
  readonly "secret-header"?: string;
  readonly "webhook-host"?: string;
  readonly scenario?: string;
  readonly stubs?: string;
  readonly updates?: string;
}

function objectFile(path: string, what: string): Record<string, unknown> {
  const data = readJsonFile(path, what);
  if (!data || typeof data !== "object" || Array.isArray(data))
    throw new InputError(path, `is not a JSON object; expected ${what}`);
  return data as Record<string, unknown>;
}

export async function runServe(o: ServeOptions, io: Io): Promise<number> {
  const stubs = o.stubs
    ? (objectFile(resolve(io.cwd, o.stubs), '{ "<method>": { "result": … } }') as Record<string, Stub>)
    : {};
  const served = await loadServed(o.dir, io.cwd, io.progress);
  const service = await createFakeService({
    model: served.model,
    validators: served.validators,
    port: o.port,
    host: o.host ?? "127.0.0.1",
    seed: o.seed,
    strictWire: o.strictWire,
    stubs,
    webhookHosts: (o["webhook-host"] ?? "").split(",").filter(Boolean),
    ...(o["secret-header"] ? { secretHeader: o["secret-header"] } : {}),
    ...(o.verbose ? { log: (line: string) => io.err(line) } : {}),
  }).catch((e: unknown) => {
    throw new InputError(resolve(io.cwd, o.stubs ?? o.dir), e instanceof Error ? e.message : String(e));
  });
  try {
    if (o.updates) pushFile(service, resolve(io.cwd, o.updates));
    io.out(
      `serving spec ${service.model.version} at ${service.url} (methods: ${service.url}/bot<token>/METHOD; control: ${service.url}/_control/)`,
    );
    const named = service.model.methods.filter((m) => !m.shown).map((m) => m.name);
    if (named.length > 0) io.out(`methods named only in prose, answered with true unless stubbed: ${named.join(", ")}`);
    const status = o.scenario ? await scenario(service, resolve(io.cwd, o.scenario), io) : await stopped();
    if (o.report) printReport(service, io);
    return status;
  } finally {
    await service.close();
  }
}

/** `{ "<token>": [Update, …] }`: queued at start. */
function pushFile(service: FakeService, path: string): void {
  for (const [token, updates] of Object.entries(objectFile(path, '{ "<token>": [Update, …] }'))) {
    if (!Array.isArray(updates)) throw new InputError(path, `the updates of ${token} are not a list`);
    try {
      service.pushUpdates(token, updates as Record<string, unknown>[]);
    } catch (e) {
      throw new InputError(path, e instanceof Error ? e.message : String(e));
    }
  }
}

async function scenario(service: FakeService, path: string, io: Io): Promise<number> {
  const s = readScenario(readJsonFile(path, "a scenario"));
  if (typeof s === "string") throw new InputError(path, s);
  io.out(`scenario ${path}: start your bot with token ${s.token} and API root ${service.url}`);
  const result = await service.runScenario(s, (line) => io.out(line));
  io.out(result.failed ? `scenario failed at step ${result.failed.step}` : `scenario passed: ${result.passed} step(s)`);
  return result.failed ? 1 : 0;
}

function stopped(): Promise<number> {
  return new Promise((done) => {
    process.once("SIGINT", () => done(0));
    process.once("SIGTERM", () => done(0));
  });
}

function printReport(service: FakeService, io: Io): void {
  for (const [token, r] of Object.entries(service.report())) {
    io.out(
      `bot ${token.split(":")[0]}: ${r.calls} call(s), ${r.broken.length} broke the spec, ${r.deviations.length} deviation(s)`,
    );
    for (const b of r.broken)
      for (const e of b.errors)
        io.out(`  ${b.method} (${b.encoding}) ${e.path || "/"}: ${e.message}${e.spec ? ` (${e.spec})` : ""}`);
    for (const d of r.deviations)
      io.out(`  deviation ${d.method} ${d.param || "/"}: ${d.message}${d.spec ? ` (${d.spec})` : ""}`);
  }
}
