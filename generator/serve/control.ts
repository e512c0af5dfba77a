// The control API, per bot under /_control/bot<token>/: push updates, stub a method's result or error, read the call
// log; for the whole service: advance the clock, reset. JSON in, JSON out.
import type { IncomingMessage, ServerResponse } from "node:http";
import { BotState, type CallRecord, type Fault, type Stub } from "./bot.ts";
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
  return { calls: bot.droppedCalls + bot.calls.length, broken, deviations };
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

/** What a control route is handed: the request, the response, the bot of the path's token, its one argument. */
interface Route {
  readonly req: IncomingMessage;
  readonly res: ServerResponse;
  readonly bot: BotState;
  readonly arg: string;
  readonly state: ServiceState;
}

const ok = (res: ServerResponse, result: unknown) => send(res, 200, { ok: true, result });

/** The control API of one bot, by `HTTP method + path under /_control/bot<token>/` (`:` the one argument). */
const ROUTES: Readonly<Record<string, (r: Route) => unknown>> = {
  "POST updates": (r) => pushUpdates(r.req, r.res, r.bot, r.state),
  "GET calls": (r) => ok(r.res, newest(r.bot.calls, r.req)),
  "GET files": (r) => ok(r.res, filesOf(r.bot)),
  "GET files/:": (r) => fileBytes(r.res, r.bot, r.arg),
  "GET report": (r) => ok(r.res, conformance(r.bot)),
  "POST faults": (r) => addFault(r.req, r.res, r.bot),
  "GET faults": (r) => ok(r.res, r.bot.faults),
  "DELETE faults/:": (r) => removed(r.res, r.bot.removeFault(Number(r.arg)), `fault ${r.arg}`),
  "GET stubs": (r) => ok(r.res, Object.fromEntries(r.bot.stubs)),
  "DELETE stubs/:": (r) => removed(r.res, deleteStub(r.bot, r.arg), `stub of ${r.arg}`),
  "POST stubs/:": (r) => stub(r.req, r.res, r.bot, r.arg, r.state),
  "POST user/:": (r) => userStep(r.req, r.res, r.bot, r.arg, r.state),
  "GET chat/:": (r) => ok(r.res, r.bot.store.messagesOf(Number(r.arg))),
  "GET inline/:": (r) => ok(r.res, r.bot.store.inline.get(r.arg)?.results ?? null),
};

/** The control routes of one bot, as `METHOD path` (`:` the one argument): what docs/control-api.openapi.json describes. */
export const BOT_ROUTES: readonly string[] = Object.keys(ROUTES);

/** The calls a `?last=N` asks for (the newest N), else all the log keeps. */
function newest(calls: readonly CallRecord[], req: IncomingMessage): readonly CallRecord[] {
  const last = Number(new URL(req.url ?? "/", "http://localhost").searchParams.get("last") ?? NaN);
  return Number.isInteger(last) && last >= 0 ? calls.slice(calls.length - Math.min(last, calls.length)) : calls;
}

function filesOf(bot: BotState) {
  return bot.store.allFiles().map((f) => ({
    file_id: f.file_id,
    file_path: f.file_path,
    file_name: f.fileName,
    file_size: f.data.byteLength,
  }));
}

/**
 * A stored file's bytes by its file_id (the chat page shows photos with it). Sandboxed and never sniffed: a file a
 * bot or a user uploaded as HTML is not a page of this origin.
 */
function fileBytes(res: ServerResponse, bot: BotState, id: string): void {
  const file = bot.store.fileById(id);
  if (!file) return send(res, 404, { ok: false, description: `no file ${id}` });
  res.writeHead(200, {
    "content-type": file.mimeType,
    "content-length": file.data.byteLength,
    "content-security-policy": "default-src 'none'; sandbox",
    "x-content-type-options": "nosniff",
    "cache-control": "no-store",
  });
  res.end(Buffer.from(file.data));
}

const UNKNOWN_PATH =
  "unknown control path; expected /_control/bot<token>/updates, /stubs, /stubs/<method>, /calls, /report, /faults, /faults/<id>, /files, /files/<file_id>, /user/<step>, /chat/<chat_id>, /inline/<query_id>, or /_control/bots, /_control/clock, /_control/reset";

export async function handleControl(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  state: ServiceState,
): Promise<void> {
  if (url.pathname === "/_control/reset" && req.method === "POST") return reset(res, state);
  if (url.pathname === "/_control/clock" && req.method === "POST") return moveClock(req, res, state);
  if (url.pathname === "/_control/bots" && req.method === "GET") return ok(res, [...state.bots.keys()]);
  const m =
    /^\/_control\/bot([^/]+)\/(updates|calls|report|faults|files|stubs|(stubs|user|faults|chat|inline|files)\/([^/]+))$/.exec(
      url.pathname,
    );
  const valid = m && TOKEN.test(m[1] ?? "") && (m[3] !== "user" || /^[a-z-]+$/.test(m[4] ?? ""));
  if (
    !m ||
    !valid ||
    (m[3] === "faults" && !/^\d+$/.test(m[4] ?? "")) ||
    (m[3] === "chat" && !/^-?\d+$/.test(m[4] ?? ""))
  )
    return send(res, 404, { ok: false, description: UNKNOWN_PATH });
  const route = ROUTES[`${req.method} ${m[3] ? `${m[3]}/:` : m[2]}`];
  if (!route) return send(res, 405, { ok: false, description: "method not allowed here" });
  await route({ req, res, bot: state.bot(m[1] as string), arg: m[4] ?? "", state });
}

function reset(res: ServerResponse, state: ServiceState): void {
  for (const b of state.bots.values()) {
    b.webhook = undefined;
    b.wakeAll();
  }
  state.bots.clear();
  send(res, 200, { ok: true });
}

async function moveClock(req: IncomingMessage, res: ServerResponse, state: ServiceState): Promise<void> {
  const data = (await body(req)) as { seconds?: unknown } | undefined;
  if (typeof data?.seconds !== "number" || data.seconds < 0)
    return send(res, 400, { ok: false, description: 'expected { "seconds": n }, n ≥ 0' });
  state.clock.advance(data.seconds * 1000);
  send(res, 200, { ok: true, result: { now: Math.floor(state.clock.now() / 1000) } });
}
