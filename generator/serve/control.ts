// The control API, per bot under /_control/bot<token>/: push updates, stub a method's result or error, read the call
// log; for the whole service: advance the clock, reset. JSON in, JSON out.
import type { IncomingMessage, ServerResponse } from "node:http";
import { BotState, type Fault, type Stub } from "./bot.ts";
import { readJson as body, send } from "./http.ts";
import type { ServiceState, Validators } from "./state.ts";
import { methodNamed } from "../model/names.ts";
import type { SpecModel } from "../model/model.ts";
import { TOKEN } from "./transport.ts";
import { allowedFilter } from "./methods.ts";
import { userStep } from "./control-user.ts";

async function pushUpdates(
  req: IncomingMessage,
  res: ServerResponse,
  bot: BotState,
  state: ServiceState,
): Promise<void> {
  const data = await body(req);
  const list = Array.isArray(data) ? data : [data];
  const withIds = list.map((u) => (u && typeof u === "object" && !("update_id" in u) ? { update_id: 1, ...u } : u));
  const bad = withIds.map((u, i) => ({ i, r: state.validators.validate("Update", u) })).filter((x) => !x.r.ok);
  if (bad.length > 0)
    return send(res, 400, {
      ok: false,
      description: "not an Update",
      errors: bad.map((b) => ({ index: b.i, errors: b.r.errors })),
    });
  for (const u of list as Record<string, unknown>[]) for (const m of messagesIn(u)) bot.store.learn(m);
  const added = bot.push(list as Record<string, unknown>[], allowedFilter(bot, state.methods.kinds));
  send(res, 200, { ok: true, result: added });
}

/** The messages an update carries at its top (message, channel_post, their edits, business messages …): by shape. */
function messagesIn(update: Record<string, unknown>): Record<string, unknown>[] {
  return Object.values(update).filter((v): v is Record<string, unknown> => {
    const m = v as Record<string, unknown> | null;
    const chat = m?.chat as Record<string, unknown> | undefined;
    return typeof m === "object" && m !== null && typeof m.message_id === "number" && typeof chat?.id === "number";
  });
}

/** Why a stub of a method cannot be set: no such method, no result nor error, a result the method does not return. */
export function stubFault(model: SpecModel, v: Validators, name: string, data: Stub | undefined): string | undefined {
  const method = methodNamed(model, name);
  if (!method) return `no method ${name}`;
  if (!data || typeof data !== "object" || (!("result" in data) && !data.error))
    return 'expected { "result": … } or { "error": { "error_code", "description", "parameters"? } }';
  if ("result" in data && method.shown && method.result) {
    const r = v.validateResponse(method.name, { ok: true, result: data.result });
    if (!r.ok) return `the result is not what ${method.name} returns: ${JSON.stringify(r.errors)}`;
  }
  return undefined;
}

async function stub(
  req: IncomingMessage,
  res: ServerResponse,
  bot: BotState,
  name: string,
  state: ServiceState,
): Promise<void> {
  const data = (await body(req)) as Stub | undefined;
  const fault = stubFault(state.model, state.validators, name, data);
  if (fault) return send(res, fault.startsWith("no method") ? 404 : 400, { ok: false, description: fault });
  const method = methodNamed(state.model, name);
  bot.stubs.set(method?.name ?? name, data as Stub);
  send(res, 200, { ok: true });
}

/** Every call whose encoding or params broke the spec, with the JSON Pointer and the spec line of each fault. */
export function conformance(bot: BotState): {
  calls: number;
  broken: { method: string; encoding: string; errors: readonly { path: string; message: string; spec?: string }[] }[];
  deviations: { method: string; encoding: string; param: string; message: string; spec?: string }[];
} {
  const broken = bot.calls
    .filter((c) => !c.ok)
    .map((c) => ({ method: c.method, encoding: c.encoding, errors: c.errors }));
  const deviations = bot.calls.flatMap((c) =>
    (c.deviations ?? []).map((d) => ({ method: c.method, encoding: c.encoding, ...d })),
  );
  return { calls: bot.calls.length, broken, deviations };
}

async function addFault(req: IncomingMessage, res: ServerResponse, bot: BotState): Promise<void> {
  const f = (await body(req)) as Partial<Fault> | undefined;
  const valid =
    f &&
    typeof f.method === "string" &&
    (f.error_code === undefined || (Number.isInteger(f.error_code) && f.error_code >= 400 && f.error_code < 600)) &&
    (f.delay_ms === undefined || typeof f.delay_ms === "number") &&
    (f.times === undefined || (Number.isInteger(f.times) && f.times > 0));
  if (!valid || !f)
    return send(res, 400, {
      ok: false,
      description:
        'expected { "method": …, "error_code"?: 4xx|5xx, "retry_after"?: n, "delay_ms"?: n, "drop"?: true, "times"?: n }',
    });
  const id = bot.addFault({ ...f, method: f.method as string, times: f.times ?? 1 });
  send(res, 200, { ok: true, result: { id } });
}

/** Removes a bot's stub of a method (by name, any case); whether there was one. */
function deleteStub(bot: BotState, name: string): boolean {
  const key = [...bot.stubs.keys()].find((k) => k.toLowerCase() === name.toLowerCase());
  return key !== undefined && bot.stubs.delete(key);
}

function removed(res: ServerResponse, done: boolean, what: string): void {
  if (done) send(res, 200, { ok: true });
  else send(res, 404, { ok: false, description: `no ${what} to remove` });
}

export async function handleControl(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  state: ServiceState,
): Promise<void> {
  if (url.pathname === "/_control/reset" && req.method === "POST") {
    for (const b of state.bots.values()) {
      b.webhook = undefined;
      b.wakeAll();
    }
    state.bots.clear();
    return send(res, 200, { ok: true });
  }
  if (url.pathname === "/_control/clock" && req.method === "POST") {
    const data = (await body(req)) as { seconds?: unknown } | undefined;
    if (typeof data?.seconds !== "number" || data.seconds < 0)
      return send(res, 400, { ok: false, description: 'expected { "seconds": n }, n ≥ 0' });
    state.clock.advance(data.seconds * 1000);
    return send(res, 200, { ok: true, result: { now: Math.floor(state.clock.now() / 1000) } });
  }
  const m =
    /^\/_control\/bot([^/]+)\/(updates|calls|report|faults|files|stubs|stubs\/([^/]+)|user\/([a-z-]+)|faults\/(\d+))$/.exec(
      url.pathname,
    );
  if (!m || !TOKEN.test(m[1] ?? ""))
    return send(res, 404, {
      ok: false,
      description:
        "unknown control path; expected /_control/bot<token>/updates, /stubs, /stubs/<method>, /calls, /report, /faults, /faults/<id>, /files, /user/<step>, or /_control/clock, /_control/reset",
    });
  const bot = state.bot(m[1] as string);
  if (m[2] === "updates" && req.method === "POST") return pushUpdates(req, res, bot, state);
  if (m[2] === "calls" && req.method === "GET") return send(res, 200, { ok: true, result: bot.calls });
  if (m[2] === "files" && req.method === "GET")
    return send(res, 200, {
      ok: true,
      result: bot.store.allFiles().map((f) => ({
        file_id: f.file_id,
        file_path: f.file_path,
        file_name: f.fileName,
        file_size: f.data.byteLength,
      })),
    });
  if (m[2] === "report" && req.method === "GET") return send(res, 200, { ok: true, result: conformance(bot) });
  if (m[2] === "faults" && req.method === "POST") return addFault(req, res, bot);
  if (m[2] === "faults" && req.method === "GET") return send(res, 200, { ok: true, result: bot.faults });
  if (m[5] && req.method === "DELETE") return removed(res, bot.removeFault(Number(m[5])), `fault ${m[5]}`);
  if (m[2] === "stubs" && req.method === "GET")
    return send(res, 200, { ok: true, result: Object.fromEntries(bot.stubs) });
  if (m[3] && req.method === "DELETE") return removed(res, deleteStub(bot, m[3]), `stub of ${m[3]}`);
  if (m[3] && req.method === "POST") return stub(req, res, bot, m[3], state);
  if (m[4] && req.method === "POST") return userStep(req, res, bot, m[4], state);
  send(res, 405, { ok: false, description: "method not allowed here" });
}
