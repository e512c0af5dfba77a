// The simulated user in the control API: POST /_control/bot<token>/user/<step> with what the user does (text, press,
// file, edit, member, inline-query, choose, pay, vote, react, business, business-text, block); the update the store made, or null when the bot does not receive its kind.
import type { IncomingMessage, ServerResponse } from "node:http";
import type { BotState } from "./bot.ts";
import { vote } from "./polls.ts";
import { businessText, connectBusiness } from "./business.ts";
import { react } from "./reactions.ts";
import { readJson, send } from "./http.ts";
import { allowedFilter } from "./methods.ts";
import type { ServiceState } from "./state.ts";
import {
  editText,
  inlineQuery,
  membership,
  blockBot,
  chooseResult,
  payInvoice,
  pressButton,
  sendFile,
  sendText,
  UserError,
  type UserContext,
  type Who,
} from "./user.ts";

/** The simulated user of a bot: its updates made by the store, checked as Updates, queued when the bot receives them. */
export function userContext(state: ServiceState, bot: BotState): UserContext {
  return {
    store: bot.store,
    now: () => Math.floor(state.clock.now() / 1000),
    push: (update) => {
      const check = state.validators.validate("Update", { update_id: 1, ...update });
      if (!check.ok) throw new UserError(`the step makes no valid Update: ${JSON.stringify(check.errors)}`);
      return bot.push([update], allowedFilter(bot, state.methods.kinds))[0];
    },
  };
}

type Body = Record<string, unknown>;

/** A field of a step's body of the given type, or a UserError naming it. */
function need<T>(b: Body, key: string, type: "string" | "number" | "boolean", optional = false): T {
  const v = b[key];
  if (v === undefined && optional) return undefined as T;
  if (typeof v !== type) throw new UserError(`"${key}" must be a ${type}`);
  return v as T;
}

/** A list of numbers of a step's body, or a UserError naming it. */
function numbers(b: Body, key: string): number[] {
  const v = b[key];
  if (!Array.isArray(v) || !v.every((x) => typeof x === "number"))
    throw new UserError(`"${key}" must be a list of numbers`);
  return v as number[];
}

/** Who does the step and where: `user`, `first_name`, `chat_id`, each optional. */
function who(b: Body): Who {
  const chat = b.chat_id;
  if (chat !== undefined && typeof chat !== "number" && typeof chat !== "string")
    throw new UserError('"chat_id" must be a number or a string');
  const user = need<number | undefined>(b, "user", "number", true);
  const name = need<string | undefined>(b, "first_name", "string", true);
  return {
    ...(user !== undefined ? { user } : {}),
    ...(name ? { first_name: name } : {}),
    ...(chat !== undefined ? { chat_id: chat } : {}),
  };
}

const STEPS: Readonly<Record<string, (c: UserContext, b: Body) => unknown>> = {
  text: (c, b) => {
    const reply = need<number | undefined>(b, "reply_to", "number", true);
    const thread = need<number | undefined>(b, "message_thread_id", "number", true);
    return sendText(c, {
      ...who(b),
      text: need(b, "text", "string"),
      ...(reply !== undefined ? { reply_to: reply } : {}),
      ...(thread !== undefined ? { message_thread_id: thread } : {}),
    });
  },
  press: (c, b) => {
    const data = need<string | undefined>(b, "data", "string", true);
    return pressButton(c, {
      ...who(b),
      message_id: need(b, "message_id", "number"),
      ...(data !== undefined ? { data } : {}),
    });
  },
  file: (c, b) => {
    const kind = need<string>(b, "kind", "string");
    if (kind !== "photo" && kind !== "document") throw new UserError('"kind" must be photo or document');
    const [name, mime, caption] = ["file_name", "mime_type", "caption"].map((k) =>
      need<string | undefined>(b, k, "string", true),
    );
    return sendFile(c, {
      ...who(b),
      kind,
      data: new Uint8Array(Buffer.from(need<string>(b, "data", "string"), "base64")),
      ...(name ? { file_name: name } : {}),
      ...(mime ? { mime_type: mime } : {}),
      ...(caption ? { caption } : {}),
    });
  },
  edit: (c, b) =>
    editText(c, { ...who(b), message_id: need(b, "message_id", "number"), text: need(b, "text", "string") }),
  member: (c, b) => {
    const w = who(b);
    if (w.chat_id === undefined) throw new UserError('"chat_id" names the group');
    const bot = need<boolean | undefined>(b, "bot", "boolean", true);
    return membership(c, { ...w, chat_id: w.chat_id, joined: need(b, "joined", "boolean"), ...(bot ? { bot } : {}) });
  },
  "inline-query": (c, b) => inlineQuery(c, { ...who(b), query: need(b, "query", "string") }),
  pay: (c, b) => payInvoice(c, { ...who(b), message_id: need(b, "message_id", "number") }),
  choose: (c, b) =>
    chooseResult(c, {
      ...who(b),
      result_id: need<string>(b, "result_id", "string"),
      ...(typeof b.query_id === "string" ? { query_id: b.query_id } : {}),
    }),
  vote: (c, b) =>
    vote(c, { ...who(b), message_id: need(b, "message_id", "number"), option_ids: numbers(b, "option_ids") }),
  react: (c, b) => {
    const one = b.emoji;
    const emoji =
      typeof one === "string" ? [one] : Array.isArray(one) && one.every((e) => typeof e === "string") ? one : undefined;
    if (!emoji) throw new UserError('"emoji" must be a string or a list of strings');
    return react(c, { ...who(b), message_id: need(b, "message_id", "number"), emoji });
  },
  business: (c, b) =>
    connectBusiness(c, { ...who(b), enabled: need<boolean | undefined>(b, "enabled", "boolean", true) ?? true }),
  "business-text": (c, b) =>
    businessText(c, {
      ...who(b),
      business_connection_id: need(b, "business_connection_id", "string"),
      text: need(b, "text", "string"),
    }),
  block: (c, b) =>
    blockBot(c, { ...who(b), blocked: need<boolean | undefined>(b, "blocked", "boolean", true) ?? true }),
};

/** POST /_control/bot<token>/user/<step>: what the simulated user does; the update made, or null if not received. */
/** A step of the simulated user by name, with its body as JSON gives it; a UserError when it cannot be done. */
/** A step the simulated user can take, by its own name only (never a name on Object's prototype: `constructor`). */
/** The names of the simulated user's steps. */
export const USER_STEPS: readonly string[] = Object.keys(STEPS);

export function userStepNamed(step: string): ((ctx: UserContext, b: Record<string, unknown>) => unknown) | undefined {
  return Object.hasOwn(STEPS, step) ? STEPS[step] : undefined;
}

export function runStep(state: ServiceState, bot: BotState, step: string, b: Record<string, unknown>): unknown {
  const run = userStepNamed(step);
  if (!run) throw new UserError(`no user step ${step}; expected ${Object.keys(STEPS).join(", ")}`);
  return run(userContext(state, bot), b);
}

export async function userStep(
  req: IncomingMessage,
  res: ServerResponse,
  bot: BotState,
  step: string,
  state: ServiceState,
): Promise<void> {
  const run = userStepNamed(step);
  if (!run)
    return send(res, 404, {
      ok: false,
      description: `no user step ${step}; expected ${Object.keys(STEPS).join(", ")}`,
    });
  const data = await readJson(req);
  if (!data || typeof data !== "object" || Array.isArray(data))
    return send(res, 400, { ok: false, description: "expected a JSON object describing the step" });
  try {
    send(res, 200, { ok: true, result: run(userContext(state, bot), data as Record<string, unknown>) ?? null });
  } catch (e) {
    if (!(e instanceof UserError)) throw e;
    send(res, 400, { ok: false, description: e.message });
  }
}

/** The simulated user as functions, for tests in JavaScript (`service.user(token).text({ text: "/start" })`). */
export function simulatedUser(state: ServiceState, bot: BotState) {
  const c = () => userContext(state, bot);
  return {
    text: (step: Parameters<typeof sendText>[1]) => sendText(c(), step),
    press: (step: Parameters<typeof pressButton>[1]) => pressButton(c(), step),
    file: (step: Parameters<typeof sendFile>[1]) => sendFile(c(), step),
    edit: (step: Parameters<typeof editText>[1]) => editText(c(), step),
    member: (step: Parameters<typeof membership>[1]) => membership(c(), step),
    inlineQuery: (step: Parameters<typeof inlineQuery>[1]) => inlineQuery(c(), step),
    block: (step: Parameters<typeof blockBot>[1]) => blockBot(c(), step),
    choose: (step: Parameters<typeof chooseResult>[1]) => chooseResult(c(), step),
    pay: (step: Parameters<typeof payInvoice>[1]) => payInvoice(c(), step),
    vote: (step: Parameters<typeof vote>[1]) => vote(c(), step),
    react: (step: Parameters<typeof react>[1]) => react(c(), step),
    business: (step: Parameters<typeof connectBusiness>[1]) => connectBusiness(c(), step),
    businessText: (step: Parameters<typeof businessText>[1]) => businessText(c(), step),
    /** Callback queries pressed and not yet answered by the bot. */
    openQueries: () => [...bot.store.queries],
    /** A message as the store holds it now. */
    message: (chatId: number, messageId: number) => bot.store.message(chatId, messageId),
  };
}

export type SimulatedUser = ReturnType<typeof simulatedUser>;
