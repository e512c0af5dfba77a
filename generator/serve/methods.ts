// What the fake service answers each method: update delivery (getUpdates) and the webhook state machine as the spec's
// States and transitions say; a stub when one is set; else what the call does to the bot's store (behaviours.ts): the
// sent message, the edited one, true, or a value of the result type filled from the call.
import { updateKindNames } from "../model/direction.ts";
import type { Method, SpecModel } from "../model/model.ts";
import type { BotState, PollFlight } from "./bot.ts";
import { behave, CallFault, type CallContext } from "./behaviours.ts";
import type { UploadedFile } from "./transport.ts";

export type Answer =
  | { readonly ok: true; readonly result: unknown }
  | { readonly ok: false; readonly error_code: number; readonly description: string; readonly parameters?: unknown };

export const ok = (result: unknown): Answer => ({ ok: true, result });
export const fail = (error_code: number, description: string, parameters?: unknown): Answer => ({
  ok: false,
  error_code,
  description,
  ...(parameters !== undefined ? { parameters } : {}),
});

/**
 * The kinds of update (Update's optional fields), and those a bot gets without asking: all but the ones the model
 * says getUpdates' allowed_updates leaves out by default (read from its note: "all types except chat_member, …").
 */
export function updateKinds(model: SpecModel): { all: string[]; byDefault: string[] } {
  const all = updateKindNames(model.types) ?? [];
  const allowed = model.methods.find((m) => m.name === "getUpdates")?.params.find((p) => p.name === "allowed_updates");
  const excepted = new Set(allowed?.constraints.defaultExcept ?? []);
  return { all, byDefault: all.filter((k) => !excepted.has(k)) };
}

export interface MethodContext {
  readonly model: SpecModel;
  readonly bot: BotState;
  readonly kinds: { all: string[]; byDefault: string[] };
  /** Long polls wait at most this long, whatever `timeout` asks (seconds). */
  readonly maxPollSeconds: number;
  /** A webhook was set: deliveries start. */
  readonly onWebhook: (bot: BotState) => void;
  /** Unstubbed results are generated from the model with this seed (0: the smallest values). */
  readonly seed: number;
  /** Why a webhook URL cannot be set (not a URL, a host off this machine, the fake itself), or undefined. */
  readonly checkWebhook: (url: string) => string | undefined;
  /** A getUpdates request in flight since it arrived. */
  readonly poll?: PollFlight;
}

/** The kinds of update a bot gets: those its webhook or its last getUpdates asked for, else the default ones. An update of a kind this version does not know is delivered: the bot may know it. */
export function allowedFilter(
  bot: BotState,
  kinds: { all: string[]; byDefault: string[] },
): (u: Record<string, unknown>) => boolean {
  const allowed = new Set(bot.webhook?.allowedUpdates ?? bot.allowedUpdates ?? kinds.byDefault);
  return (u) => {
    const event = Object.keys(u).find((k) => kinds.all.includes(k));
    return event === undefined || allowed.has(event);
  };
}

const CONFLICT = "Conflict: terminated by other getUpdates request; make sure that only one bot instance is running";

const num = (v: unknown): number | undefined => (typeof v === "number" ? v : undefined);

async function getUpdates(p: Record<string, unknown>, ctx: MethodContext): Promise<Answer> {
  const { bot } = ctx;
  if (bot.webhook)
    return fail(
      409,
      "Conflict: can't use getUpdates method while webhook is active; use deleteWebhook to delete the webhook first",
    );
  if (Array.isArray(p.allowed_updates))
    bot.allowedUpdates = (p.allowed_updates as string[]).length > 0 ? (p.allowed_updates as string[]) : undefined;
  bot.confirm(num(p.offset));
  const limit = num(p.limit) ?? 100;
  const deadline = Date.now() + Math.min(num(p.timeout) ?? 0, ctx.maxPollSeconds) * 1000;
  // One poll at a time, as the service does: a newer getUpdates ends the waiting one with 409 Conflict, and of polls
  // that overlap only one is handed the updates.
  const poll = ctx.poll ?? { conflicted: false, delivered: false };
  if (bot.poll && bot.poll !== poll) bot.poll.conflicted = true;
  if (bot.overtaken(poll) || bot.leased(num(p.offset) ?? 0)) poll.conflicted = true;
  bot.poll = poll;
  bot.wakeAll();
  try {
    let updates = poll.conflicted ? [] : bot.pending(limit);
    while (updates.length === 0 && Date.now() < deadline && !bot.webhook && !poll.conflicted && !bot.closing) {
      await bot.wait(deadline - Date.now());
      updates = bot.pending(limit);
    }
    if (poll.conflicted) return fail(409, CONFLICT);
    if (updates.length > 0) bot.deliver(poll, num(p.offset) ?? 0);
    return ok(updates);
  } finally {
    if (bot.poll === poll) bot.poll = undefined;
  }
}

function setWebhook(p: Record<string, unknown>, ctx: MethodContext): Answer {
  const { bot } = ctx;
  if (p.drop_pending_updates === true) bot.dropPending();
  const refused = typeof p.url === "string" && p.url !== "" ? ctx.checkWebhook(p.url) : undefined;
  if (refused) return fail(400, `Bad Request: bad webhook: ${refused}`);
  if (typeof p.url !== "string" || p.url === "") bot.webhook = undefined;
  else {
    const allowed = Array.isArray(p.allowed_updates) ? (p.allowed_updates as string[]) : undefined;
    bot.webhook = {
      url: p.url,
      hasCertificate: p.certificate !== undefined,
      ...(typeof p.secret_token === "string" ? { secretToken: p.secret_token } : {}),
      ...(num(p.max_connections) !== undefined ? { maxConnections: num(p.max_connections) as number } : {}),
      ...(allowed ? { allowedUpdates: allowed } : {}),
    };
    bot.lastError = undefined;
    bot.wakeAll();
    ctx.onWebhook(bot);
  }
  return ok(true);
}

function webhookInfo(ctx: MethodContext): Answer {
  const w = ctx.bot.webhook;
  const e = ctx.bot.lastError;
  return ok({
    url: w?.url ?? "",
    has_custom_certificate: w?.hasCertificate ?? false,
    pending_update_count: ctx.bot.pendingCount,
    ...(e ? { last_error_date: e.date, last_error_message: e.message } : {}),
    ...(w?.maxConnections !== undefined ? { max_connections: w.maxConnections } : {}),
    ...(w?.allowedUpdates ? { allowed_updates: w.allowedUpdates } : {}),
  });
}

export async function answer(
  method: Method,
  params: Record<string, unknown>,
  ctx: MethodContext,
  attachments: ReadonlyMap<string, UploadedFile> = new Map(),
): Promise<Answer> {
  const stub = ctx.bot.stubs.get(method.name);
  if (stub?.error) return fail(stub.error.error_code, stub.error.description, stub.error.parameters);
  if (stub && "result" in stub) return ok(stub.result);
  switch (method.name) {
    case "getUpdates":
      return getUpdates(params, ctx);
    case "setWebhook":
      return setWebhook(params, ctx);
    case "deleteWebhook":
      if (params.drop_pending_updates === true) ctx.bot.dropPending();
      ctx.bot.webhook = undefined;
      return ok(true);
    case "getWebhookInfo":
      return webhookInfo(ctx);
  }
  const call: CallContext = {
    model: ctx.model,
    method,
    params,
    attachments,
    store: ctx.bot.store,
    now: Math.floor(ctx.bot.now() / 1000),
    seed: ctx.seed,
    push: (update) => ctx.bot.push([update], allowedFilter(ctx.bot, ctx.kinds))[0],
  };
  try {
    return ok(behave(call));
  } catch (error) {
    if (error instanceof CallFault) return fail(error.status, error.message);
    throw error;
  }
}
