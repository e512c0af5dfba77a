// The fake Bot Service: every method of a spec version, served as the spec says, on loopback; params checked with the
// validators generated from the same model (exact, as a client's sends are); a control API for tests in any language.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { OutputFile } from "../emit/shared/output.ts";
import type { Method, SpecModel } from "../model/model.ts";
import { methodNamed } from "../model/names.ts";
import { BotState, type CallRecord, type Clock, type Fault, type Stub } from "./bot.ts";
import type { ServiceState, Validators } from "./state.ts";
import { conformance, handleControl, stubFault } from "./control.ts";
import { serveChatPage } from "./chat-page.ts";
import { BoundedMap, STATE_LIMITS } from "./bounded.ts";
import { simulatedUser, type SimulatedUser } from "./control-user.ts";
import { runScenario, type Scenario, type ScenarioResult } from "./scenario.ts";
import { send } from "./http.ts";
import { allowedFilter, answer, fail, updateKinds, type Answer } from "./methods.ts";
import { deliver, type Delivery, type WebhookReply } from "./webhook.ts";
import { decodeBody, decodeParams, DEFAULT_LIMITS, isUpload, TOKEN, TransportError, type Limits } from "./transport.ts";
import type { FileLimits } from "./store.ts";

/** The service is handed what it serves: a model and its validators' modules, as the run layer rendered them. */
export interface FakeServiceOptions {
  readonly model: SpecModel;
  /** validators.mjs and validator-runtime.mjs of the model (run/fake-service.ts renderValidators). */
  readonly validators: readonly OutputFile[];
  readonly clock?: Clock;
  readonly host?: string;
  readonly port?: number;
  /** Long polls wait at most this many seconds (default 50). */
  readonly maxPollSeconds?: number;
  /** The header webhook requests carry the secret token in (default X-Service-Bot-Api-Secret-Token, as the spec writes it). */
  readonly secretHeader?: string;
  /** Seed of the results generated for unstubbed methods (default 0: the smallest valid values). */
  readonly seed?: number;
  /** Bytes of a body and of a multipart body (default 10 MiB and 60 MiB); over them a call is 413. */
  readonly bodyLimits?: Limits;
  /** Files kept per bot, in count and bytes (default 1000 and 256 MiB); the oldest go first. */
  readonly fileLimits?: FileLimits;
  /** Stubs every bot starts with, by method: `{ "getChat": { "result": … } }` (each checked as the control API checks one). */
  readonly stubs?: Readonly<Record<string, Stub>>;
  /** Called with a line for every call: the bot, the method, the encoding, the status, how long it took. */
  readonly log?: (line: string) => void;
  /** Hosts besides this machine (loopback) that a webhook may point at; the fake never sends elsewhere. */
  readonly webhookHosts?: readonly string[];
  /** Refuse what real clients send beyond the spec (numbers as strings, a `method` field, …) instead of accepting it. */
  readonly strictWire?: boolean;
}

export interface FakeService {
  /** `http://127.0.0.1:<port>`: the base of `/bot<token>/METHOD` and of `/_control/…`. */
  readonly url: string;
  readonly model: SpecModel;
  /** Per token: every call whose encoding or params broke the spec (the conformance report). */
  report(): Record<string, ReturnType<typeof conformance>>;
  /** The simulated user of a bot: text, press, file, edit, member, inlineQuery (also POST /_control/bot<token>/user/…). */
  user(token: string): SimulatedUser;
  /** Queues updates for a bot as POST /_control/bot<token>/updates does; throws naming the first that is no Update. */
  pushUpdates(token: string, updates: readonly Record<string, unknown>[]): Record<string, unknown>[];
  /** Runs a scenario of user steps and expected calls against the bot of its token; each step said as it ends. */
  runScenario(scenario: Scenario, say?: (line: string) => void): Promise<ScenarioResult>;
  close(): Promise<void>;
}

/**
 * The validators' modules as rendered (validators.mjs and validator-runtime.mjs), imported from data: URLs (the
 * runtime first, then the validators with their one import of it pointed there): nothing is written to disk.
 */
async function importValidators(rendered: readonly OutputFile[]): Promise<Validators> {
  const files = new Map(rendered.map((f) => [f.path, f.contents]));
  const module = (text: string) => `data:text/javascript;base64,${Buffer.from(text).toString("base64")}`;
  const runtime = module(files.get("validator-runtime.mjs") ?? "");
  const validators = (files.get("validators.mjs") ?? "").replace('from "./validator-runtime.mjs"', `from "${runtime}"`);
  return (await import(module(validators))) as Validators;
}

/** A call's params as the log keeps them: an uploaded file as its name and size, never its bytes. */
function logged(params: Record<string, unknown>): Record<string, unknown> {
  const keep = (v: unknown): unknown =>
    isUpload(v)
      ? { file_name: v.fileName, size: v.data.byteLength, mime_type: v.mimeType }
      : Array.isArray(v)
        ? v.map(keep)
        : v && typeof v === "object"
          ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, keep(x)]))
          : v;
  return keep(params) as Record<string, unknown>;
}

function reply(res: ServerResponse, a: Answer): void {
  // A body refused for its size is not read on: the connection closes after the answer.
  if (!a.ok && a.error_code === 413) res.setHeader("connection", "close");
  send(res, a.ok ? 200 : a.error_code >= 100 && a.error_code < 600 ? a.error_code : 400, a);
}

/** A path with its %-escapes decoded (`/bot123%3Aabc/getMe`, as some clients write the token), or undefined. */
function decodedPath(url: URL): string | undefined {
  try {
    return decodeURIComponent(url.pathname);
  } catch {
    return undefined;
  }
}

/** GET /file/bot<token>/<file_path>: a file the bot uploaded earlier. */
function handleFile(res: ServerResponse, path: string, state: ServiceState): void {
  const m = /^\/file\/bot([^/]+)\/(.+)$/.exec(path);
  if (!m || !TOKEN.test(m[1] ?? "")) return reply(res, fail(401, "Unauthorized"));
  const file = state.bots.get(m[1] as string)?.store.fileByPath(m[2] ?? "");
  if (!file) return reply(res, fail(404, "Not Found: no such file"));
  res.writeHead(200, { "content-type": file.mimeType, "content-length": file.data.byteLength });
  res.end(Buffer.from(file.data));
}

/** What an injected fault of each status says, as the service words it. */
const FAULT_DESCRIPTIONS: Readonly<Record<number, string>> = {
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  409: "Conflict",
  413: "Request Entity Too Large",
  502: "Bad Gateway",
};

/** A call to the service: routed to its bot and method, then its fault (if one is set), else decoded and answered. */
async function handleCall(req: IncomingMessage, res: ServerResponse, url: URL, state: ServiceState): Promise<void> {
  const path = decodedPath(url);
  if (path === undefined) return reply(res, fail(400, "Bad Request: a malformed %-escape in the path"));
  if (path.startsWith("/file/") && req.method === "GET") return handleFile(res, path, state);
  const routed = routeCall(req, path, state);
  if ("ok" in routed) return reply(res, routed);
  const { bot, method } = routed;
  // A poll is in flight from its arrival until its answer is sent: overlapping polls are told apart (bot.ts). It is
  // landed once its answer is handed to the system ("finish": before the client can read it, so the bot's next poll
  // never meets it) or its connection closed.
  const poll = method.name === "getUpdates" ? bot.takeOff() : undefined;
  if (poll) for (const done of ["finish", "close"]) res.once(done, () => bot.land(poll));
  const fault = bot.takeFault(method.name);
  // Unref'd: a delayed call never holds a closing service open (closeServer ends its connection).
  if (fault?.delay_ms) await new Promise((r) => setTimeout(r, Math.min(fault.delay_ms as number, 60_000)).unref());
  if (fault?.drop) return void req.socket.destroy();
  if (fault?.error_code) return reply(res, faulted(bot, method, fault, state));
  const call = await decodeCall(req, url, path, method, state);
  // Logged when it arrives (a long poll is seen while it waits), its answer added once there is one.
  bot.logCall(call.record);
  const first = call.record.errors[0];
  const a = first
    ? fail(400, `Bad Request: ${first.path ? `parameter ${first.path.slice(1).split("/")[0]}: ` : ""}${first.message}`)
    : await answer(method, call.params, { ...state.methods, bot, ...(poll ? { poll } : {}) }, call.attachments);
  // The record is near the end unless the log was cut meanwhile (then it may be gone: nothing to mend).
  const index = bot.calls.lastIndexOf(call.record);
  const kept = a.ok && method.name !== "getUpdates" ? { result: a.result } : {};
  if (index >= 0) bot.calls[index] = { ...call.record, answer: { ...answerOf(a), ...kept } };
  reply(res, a);
}

/** The bot and the method a call's path names, or the answer that refuses it. */
function routeCall(
  req: IncomingMessage,
  path: string,
  state: ServiceState,
): { bot: BotState; method: Method } | Answer {
  if (req.method !== "GET" && req.method !== "POST") return fail(405, "Method Not Allowed: use GET or POST");
  const m = /^\/bot([^/]*)\/([^/]*)$/.exec(path);
  if (!m) return fail(404, "Not Found");
  const [, token = "", name = ""] = m;
  if (!TOKEN.test(token)) return fail(401, "Unauthorized");
  const method = methodNamed(state.model, name);
  if (!method) return fail(404, "Not Found: method not found");
  return { bot: state.bot(token), method };
}

/** The answer of an injected fault, logged with the call as a fault (a 429 with its retry_after). */
function faulted(bot: BotState, method: Method, fault: Fault, state: ServiceState): Answer {
  const code = fault.error_code as number;
  const description =
    code === 429
      ? `Too Many Requests: retry after ${fault.retry_after ?? 1}`
      : (FAULT_DESCRIPTIONS[code] ?? (code >= 500 ? "Internal Server Error" : "Bad Request"));
  const a = fail(code, description, fault.retry_after !== undefined ? { retry_after: fault.retry_after } : undefined);
  const at = state.clock.now();
  bot.logCall({
    method: method.name,
    params: {},
    encoding: "",
    ok: true,
    errors: [],
    at,
    answer: { ...answerOf(a), fault: true },
  });
  return a;
}

/** A call's params decoded and checked: what the call log keeps of it, and the params and files to answer with. */
async function decodeCall(req: IncomingMessage, url: URL, path: string, method: Method, state: ServiceState) {
  const decoded = await decodeParams(req, url, method, state.limits);
  const deviations = [
    ...(path !== url.pathname ? [{ param: "", message: "a %-encoded token in the path (`%3A` for `:`)" }] : []),
    ...decoded.deviations,
  ];
  const check = method.shown ? state.validators.validateParams(method.name, decoded.params) : { ok: true, errors: [] };
  const errors = [
    ...decoded.faults.map((message) => ({ path: "", message })),
    ...(check.ok ? [] : (check.errors ?? [])),
    ...(state.strictWire ? deviations.map((d) => ({ path: d.param ? `/${d.param}` : "", message: d.message })) : []),
  ];
  const record: CallRecord = {
    method: method.name,
    params: logged(decoded.params),
    encoding: decoded.encoding,
    ok: errors.length === 0,
    errors,
    deviations,
    at: state.clock.now(),
  };
  return { record, params: decoded.params, attachments: decoded.attachments };
}

/** A call's answer as the call log keeps it. */
function answerOf(a: Answer): { status: number; description?: string } {
  return a.ok
    ? { status: 200 }
    : { status: a.error_code >= 100 && a.error_code < 600 ? a.error_code : 400, description: a.description };
}

/** The webhook reply call: a method and its params in a webhook's answer, run like a call; its result goes nowhere. */
/**
 * The webhook reply call: a method and its params in a webhook's answer, in any of the three content types a call's
 * body may have, run like a call; its result goes nowhere. An answer that names no method is no call.
 */
async function replyCall(state: ServiceState, bot: BotState, reply: WebhookReply): Promise<void> {
  const type = reply.contentType.split(";")[0]?.trim().toLowerCase() ?? "";
  const named = await decodeBody(reply.contentType, reply.body, undefined).catch(() => undefined);
  const name = named?.params.method;
  if (typeof name !== "string" || type === "") return;
  const method = methodNamed(state.model, name);
  const decoded = await decodeBody(reply.contentType, reply.body, method).catch(() => undefined);
  if (!decoded) return;
  const { method: _, ...params } = decoded.params;
  const check = method?.shown
    ? state.validators.validateParams(method.name, params)
    : { ok: method !== undefined, errors: method ? [] : [{ path: "", message: `unknown method ${String(name)}` }] };
  bot.logCall({
    method: method?.name ?? String(name),
    params,
    encoding: "webhook-reply",
    ok: check.ok,
    errors: check.errors ?? [],
    at: state.clock.now(),
  });
  if (method && check.ok) await answer(method, params, { ...state.methods, bot }, decoded.attachments);
}

/** One line a request once answered: the method, the path with the token's secret hidden, the status, the time. */
function logRequest(req: IncomingMessage, res: ServerResponse, url: URL, log: (line: string) => void): void {
  const started = performance.now();
  const path = url.pathname.replace(/(bot[^/:%]+)(?::|%3A)[^/]*/i, "$1:…");
  res.on("finish", () => log(`${req.method} ${path} ${res.statusCode} ${Math.round(performance.now() - started)} ms`));
}

const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[::1\]|::1)$/i;

/** Why a webhook cannot be set to `url`: not an http(s) URL, a host off this machine, or the fake's own port. */
function webhookFault(url: string, selfPort: string, hosts: readonly string[]): string | undefined {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return "an HTTP URL must be provided for webhook";
  }
  if (u.protocol !== "http:" && u.protocol !== "https:") return "an HTTP URL must be provided for webhook";
  const loopback = LOOPBACK.test(u.hostname);
  if (!loopback && !hosts.includes(u.hostname))
    return `the fake service delivers only to this machine; ${u.hostname} is not allowed (serve --webhook-host ${u.hostname} allows it)`;
  const port = u.port || (u.protocol === "https:" ? "443" : "80");
  if (loopback && port === selfPort) return "the webhook points at the fake service itself";
  return undefined;
}

export async function createFakeService(options: FakeServiceOptions): Promise<FakeService> {
  const { model } = options;
  const v = await importValidators(options.validators);
  const wired = wireState(model, v, options);
  const { state, bots } = wired;
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    if (options.log) logRequest(req, res, url, options.log);
    if (url.pathname === "/" && (req.method === "GET" || req.method === "HEAD")) return serveChatPage(res);
    const work = url.pathname.startsWith("/_control/")
      ? handleControl(req, res, url, state)
      : handleCall(req, res, url, state);
    work.catch((e: unknown) =>
      e instanceof TransportError
        ? reply(res, fail(e.status, e.message))
        : reply(res, fail(500, `Internal Server Error: ${e instanceof Error ? e.message : String(e)}`)),
    );
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? "127.0.0.1", resolve));
  const address = server.address() as AddressInfo;
  wired.listening(String(address.port));
  return {
    url: `http://${address.address.includes(":") ? `[${address.address}]` : address.address}:${address.port}`,
    model,
    report: () => Object.fromEntries([...bots].map(([token, b]) => [token, conformance(b)])),
    user: (token) => simulatedUser(state, state.bot(token)),
    runScenario: (scenario, say = () => {}) => runScenario(state, scenario, say),
    pushUpdates: (token, updates) => {
      const bad = updates.findIndex((u) => !v.validate("Update", { update_id: 1, ...u }).ok);
      if (bad >= 0) throw new Error(`update ${bad + 1} of ${token.split(":")[0]} is no Update`);
      return state.bot(token).push(updates, allowedFilter(state.bot(token), state.methods.kinds));
    },
    close: () => closeServer(server, wired.close),
  };
}

/** The service's clock: the given one (or the machine's), moved forward by the control API and scenarios. */
function serviceClock(options: FakeServiceOptions): Clock & { advance(ms: number): void } {
  let offset = 0;
  const base = options.clock ?? { now: () => Date.now() };
  return { now: () => base.now() + offset, advance: (ms: number) => void (offset += ms) };
}

/** A new bot's state, with the stubs every bot starts with (each checked once, as the control API checks one). */
function botMaker(model: SpecModel, v: Validators, options: FakeServiceOptions, clock: Clock) {
  const stubs = Object.entries(options.stubs ?? {});
  for (const [name, stub] of stubs) {
    const fault = stubFault(model, v, name, stub);
    if (fault) throw new Error(`stub of ${name}: ${fault}`);
  }
  return (token: string) => {
    const bot = new BotState(clock, token, options.fileLimits);
    for (const [name, stub] of stubs) bot.stubs.set(methodNamed(model, name)?.name ?? name, stub);
    return bot;
  };
}

/** The service's state: its clock, its bots (made on first use, with the stubs given), webhooks delivered. */
function wireState(model: SpecModel, v: Validators, options: FakeServiceOptions) {
  const clock = serviceClock(options);
  // Bots by token, the oldest forgotten past a thousand: a client that makes up tokens does not grow the service.
  const bots = new BoundedMap<string, BotState>(STATE_LIMITS.bots);
  const newBot = botMaker(model, v, options, clock);
  const at = { closed: false, self: "" };
  const delivery: Delivery = {
    secretHeader: options.secretHeader ?? "X-Service-Bot-Api-Secret-Token",
    replyCall: (bot, data) => replyCall(state, bot, data),
    now: () => clock.now(),
  };
  const onWebhook = (bot: BotState) => {
    if (bot.delivering) return;
    bot.delivering = true;
    void deliver(bot, delivery, () => at.closed).finally(() => (bot.delivering = false));
  };
  const state: ServiceState = {
    model,
    methods: {
      model,
      kinds: updateKinds(model),
      maxPollSeconds: options.maxPollSeconds ?? 50,
      onWebhook,
      seed: options.seed ?? 0,
      checkWebhook: (url: string) => webhookFault(url, at.self, options.webhookHosts ?? []),
    },
    validators: v,
    strictWire: options.strictWire === true,
    limits: options.bodyLimits ?? DEFAULT_LIMITS,
    clock,
    bots,
    bot: (t) => bots.get(t) ?? (bots.set(t, newBot(t)).get(t) as BotState),
  };
  const close = () => {
    at.closed = true;
    for (const b of bots.values()) b.close();
  };
  /** `listening`: the port the service took (a webhook may never point back at it). */
  return { state, bots, listening: (port: string) => void (at.self = port), close };
}

/** How long a closing service lets the calls under way answer before it ends their connections. */
const CLOSE_GRACE_MS = 500;

/**
 * Stops taking connections; `stop` ends the long polls, which answer (with no updates) on the next turns of the loop;
 * connections close as they fall idle, and whatever is still open after CLOSE_GRACE_MS is ended.
 */
async function closeServer(server: ReturnType<typeof createServer>, stop: () => void): Promise<void> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  stop();
  const idle = setInterval(() => server.closeIdleConnections(), 10);
  const limit = setTimeout(() => server.closeAllConnections(), CLOSE_GRACE_MS);
  try {
    await closed;
  } finally {
    clearInterval(idle);
    clearTimeout(limit);
  }
}
