// Scenarios: a JSON list of what simulated users do and what the bot is expected to call, run against a bot that
// talks to the fake service (`botspec serve --scenario FILE`, or `service.runScenario` from code). Before its first
// user step a scenario waits for the bot to poll or set its webhook (so that what users do reaches a bot that asks
// for it). Each expectation waits, up to its time limit, for the next call of that method whose params contain the ones
// given and whose answer is a success (or, with `answer`, contains the one given: its status, description, or fields of
// the result); an update expectation waits likewise for the next update of that kind queued for the bot (by a user
// step or by the service itself: a poll's answer, an edit, a payment) whose object contains the fields given. Each
// step is said as it passes or fails, a failure says what the calls of that method (or the updates of that kind) were,
// and the first failure ends the run.
//   { "token": "123:abc", "timeout_ms": 5000, "steps": [
//       { "user": "text", "text": "/start" },
//       { "user": "text", "from": 42, "chat_id": -100, "text": "hi all" },
//       { "expect": "sendMessage", "params": { "text": "Pick one" } },
//       { "expect": "sendMessage", "params": { "chat_id": 7 }, "answer": { "status": 403 } },
//       { "expect": "sendMessage", "answer": { "result": { "chat": { "id": 42 } } } },
//       { "clock": 3600 },
//       { "user": "press", "message_id": 2, "data": "yes" },
//       { "expect": "answerCallbackQuery" },
//       { "user": "vote", "message_id": 3, "option_ids": [1] },
//       { "expect_update": "poll_answer", "fields": { "option_ids": [1] } } ] }
import type { BotState, CallRecord } from "./bot.ts";
import { runStep, userStepNamed } from "./control-user.ts";
import type { ServiceState } from "./state.ts";
import { UserError } from "./user.ts";

export interface Scenario {
  readonly token: string;
  readonly timeout_ms?: number;
  readonly steps: readonly Record<string, unknown>[];
}

export interface ScenarioResult {
  readonly passed: number;
  readonly failed?: { readonly step: number; readonly why: string };
}

/** The scenario a JSON value describes, or why it is none. */
export function readScenario(data: unknown): Scenario | string {
  const s = data as Partial<Scenario> | null;
  if (!s || typeof s !== "object" || typeof s.token !== "string" || !Array.isArray(s.steps))
    return 'expected { "token": "<id>:<secret>", "timeout_ms"?: n, "steps": [{ "user": …, … } | { "expect": "<method>", "params"?: {…}, "answer"?: {…} } | { "expect_update": "<kind>", "fields"?: {…} } | { "clock": seconds }] }';
  const t = s.timeout_ms;
  if (t !== undefined && (typeof t !== "number" || !Number.isInteger(t) || t < 1 || t > MAX_TIMEOUT_MS))
    return `"timeout_ms" is ${JSON.stringify(t)}; expected a whole number of milliseconds from 1 to ${MAX_TIMEOUT_MS}`;
  for (const [i, x] of s.steps.entries()) {
    const why = stepFault(x);
    if (why) return `step ${i + 1} ${why}`;
  }
  return s as Scenario;
}

/** The longest an expectation may wait: ten minutes. */
const MAX_TIMEOUT_MS = 600_000;

const isObject = (v: unknown) => typeof v === "object" && v !== null && !Array.isArray(v);

/** What is wrong with a step, if anything. */
function stepFault(x: unknown): string | undefined {
  if (!isObject(x)) return "is not an object";
  const step = x as Record<string, unknown>;
  if (step.clock !== undefined)
    return typeof step.clock === "number" && Number.isFinite(step.clock) && step.clock > 0
      ? undefined
      : `has "clock": ${JSON.stringify(step.clock)}; expected a positive number of seconds`;
  if (typeof step.user === "string") {
    if (!userStepNamed(step.user)) return `has "user": ${JSON.stringify(step.user)}, which is no user step`;
    return step.from === undefined || Number.isSafeInteger(step.from)
      ? undefined
      : `has "from": ${JSON.stringify(step.from)}; expected the user's id, a whole number`;
  }
  if (step.expect_update !== undefined) {
    if (typeof step.expect_update !== "string") return `has "expect_update" that is not the name of a kind of update`;
    return step.fields === undefined || isObject(step.fields) ? undefined : `has "fields" that are not an object`;
  }
  if (typeof step.expect !== "string") return 'has neither "user", "expect", "expect_update" nor "clock"';
  if (step.params !== undefined && !isObject(step.params)) return `has "params" that are not an object`;
  if (step.answer !== undefined && !isObject(step.answer)) return `has "answer" that is not an object`;
  return undefined;
}

/** Whether `actual` holds every value of `expected` (objects by their keys, arrays item by item, else equal). */
function contains(actual: unknown, expected: unknown): boolean {
  if (expected && typeof expected === "object") {
    if (!actual || typeof actual !== "object") return false;
    return Object.entries(expected).every(
      ([k, v]) => Object.hasOwn(actual, k) && contains((actual as Record<string, unknown>)[k], v),
    );
  }
  return actual === expected;
}

/** Whether a call's answer is the one a step expects: the one given, else a success. */
function answered(c: CallRecord, step: Record<string, unknown>): boolean {
  if (c.answer === undefined) return false;
  return step.answer === undefined ? c.answer.status === 200 : contains(c.answer, step.answer);
}

/** The calls of the method since `from`, as a failure says them. */
function seen(calls: readonly CallRecord[], method: string): string {
  const mine = calls.filter((c) => c.method.toLowerCase() === method).slice(-3);
  if (mine.length === 0) return "no call of it was made";
  const one = (c: CallRecord) =>
    `${JSON.stringify(c.params).slice(0, 200)} answered ${c.answer?.status ?? "(not yet)"}${c.answer?.description ? ` "${c.answer.description}"` : ""}`;
  return `the last calls of it: ${mine.map(one).join("; ")}`;
}

/** `from` counts calls over the whole run (the log keeps the newest: see BotState.logCall). */
async function expectCall(bot: BotState, from: number, step: Record<string, unknown>, ms: number): Promise<number> {
  const method = String(step.expect).toLowerCase();
  const deadline = Date.now() + ms;
  for (;;) {
    const start = Math.max(0, from - bot.droppedCalls);
    const i = bot.calls.findIndex(
      (c, k) =>
        k >= start && c.method.toLowerCase() === method && contains(c.params, step.params ?? {}) && answered(c, step),
    );
    if (i >= 0) return bot.droppedCalls + i + 1;
    if (Date.now() > deadline) {
      const answer = step.answer ? ` answered ${JSON.stringify(step.answer)}` : " answered with success";
      throw new UserError(
        `no call of ${String(step.expect)}${step.params ? ` with ${JSON.stringify(step.params)}` : ""}${answer} within ${ms} ms; ${seen(bot.calls.slice(Math.max(0, from - bot.droppedCalls)), method)}`,
      );
    }
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** The newest updates of a kind (those an earlier expectation took too), as a failure says them. */
function seenUpdates(updates: readonly Record<string, unknown>[], kind: string): string {
  const mine = updates.filter((u) => u[kind] !== undefined).slice(-3);
  if (mine.length === 0) return `no update of ${kind} was queued (the bot gets the kinds its allowed_updates name)`;
  return `the last updates of it: ${mine.map((u) => JSON.stringify(u[kind]).slice(0, 200)).join("; ")}`;
}

/** `from` counts updates queued over the whole run (the log keeps the newest); the cursor after the one found. */
async function expectUpdate(bot: BotState, from: number, step: Record<string, unknown>, ms: number): Promise<number> {
  const kind = String(step.expect_update);
  const deadline = Date.now() + ms;
  for (;;) {
    const start = Math.max(0, from - bot.droppedQueued);
    const i = bot.queued.findIndex(
      (u, k) => k >= start && u[kind] !== undefined && contains(u[kind], step.fields ?? {}),
    );
    if (i >= 0) return bot.droppedQueued + i + 1;
    if (Date.now() > deadline) {
      const fields = step.fields ? ` with ${JSON.stringify(step.fields)}` : "";
      throw new UserError(`no update of ${kind}${fields} within ${ms} ms; ${seenUpdates(bot.queued, kind)}`);
    }
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Waits until the bot polls or has set a webhook: what users do before that would reach no one asking for it. */
async function botListening(bot: BotState, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (!bot.webhook && !bot.calls.some((c) => c.method === "getUpdates")) {
    if (Date.now() > deadline)
      throw new UserError(`the bot neither polled (getUpdates) nor set a webhook within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Where a scenario has read to: in the call log, and in the log of updates queued. */
interface Cursor {
  readonly calls: number;
  readonly updates: number;
}

/** Runs one step; the cursor after it. */
async function runOne(state: ServiceState, bot: BotState, step: Record<string, unknown>, at: Cursor, ms: number) {
  if (typeof step.clock === "number") {
    state.clock.advance(step.clock * 1000);
    return at;
  }
  if (typeof step.user === "string") {
    await botListening(bot, ms);
    const { user, from, ...body } = step;
    runStep(state, bot, user, from === undefined ? body : { ...body, user: from });
    return at;
  }
  if (typeof step.expect_update === "string") {
    const known = state.methods.kinds.all;
    if (!known.includes(step.expect_update))
      throw new UserError(
        `${step.expect_update} is no kind of update of this spec; expected one of ${known.join(", ")}`,
      );
    return { ...at, updates: await expectUpdate(bot, at.updates, step, ms) };
  }
  return { ...at, calls: await expectCall(bot, at.calls, step, ms) };
}

const said = (step: Record<string, unknown>) =>
  typeof step.clock === "number"
    ? `clock +${step.clock} s`
    : typeof step.user === "string"
      ? `user ${step.user}`
      : typeof step.expect_update === "string"
        ? `expect update ${step.expect_update}`
        : `expect ${String(step.expect)}`;

export async function runScenario(
  state: ServiceState,
  s: Scenario,
  say: (line: string) => void,
): Promise<ScenarioResult> {
  const bot = state.bot(s.token);
  let cursor: Cursor = { calls: bot.droppedCalls + bot.calls.length, updates: bot.droppedQueued + bot.queued.length };
  for (const [i, step] of s.steps.entries()) {
    try {
      cursor = await runOne(state, bot, step, cursor, s.timeout_ms ?? 10_000);
      say(`pass ${i + 1} ${said(step)}`);
    } catch (e) {
      if (!(e instanceof UserError)) throw e;
      say(`fail ${i + 1} ${said(step)}: ${e.message}`);
      return { passed: i, failed: { step: i + 1, why: e.message } };
    }
  }
  return { passed: s.steps.length };
}
