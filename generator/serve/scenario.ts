// Scenarios: a JSON list of what a simulated user does and what the bot is expected to call, run against a bot that
// talks to the fake service (`botspec serve --scenario FILE`, or `service.runScenario` from code). Each expectation
// waits, up to its time limit, for the next call of that method whose params contain the ones given; each step is
// said as it passes or fails, and the first failure ends the run. The base of an SDK's conformance suite.
//   { "token": "123:abc", "timeout_ms": 5000, "steps": [
//       { "user": "text", "text": "/start" },
//       { "expect": "sendMessage", "params": { "text": "Pick one" } },
//       { "user": "press", "message_id": 2, "data": "yes" },
//       { "expect": "answerCallbackQuery" } ] }
import type { BotState } from "./bot.ts";
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
    return 'expected { "token": "<id>:<secret>", "timeout_ms"?: n, "steps": [{ "user": …, … } | { "expect": "<method>", "params"?: {…} }] }';
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

/** What is wrong with a step, if anything. */
function stepFault(x: unknown): string | undefined {
  if (!x || typeof x !== "object" || Array.isArray(x)) return "is not an object";
  const step = x as Record<string, unknown>;
  if (typeof step.user === "string")
    return userStepNamed(step.user) ? undefined : `has "user": ${JSON.stringify(step.user)}, which is no user step`;
  if (typeof step.expect !== "string") return 'has neither "user" nor "expect"';
  const p = step.params;
  return p === undefined || (typeof p === "object" && p !== null && !Array.isArray(p))
    ? undefined
    : `has "params" that are not an object`;
}

/** Whether `actual` holds every value of `expected` (objects by their keys, arrays item by item, else equal). */
function contains(actual: unknown, expected: unknown): boolean {
  if (expected && typeof expected === "object") {
    if (!actual || typeof actual !== "object") return false;
    return Object.entries(expected).every(([k, v]) => contains((actual as Record<string, unknown>)[k], v));
  }
  return actual === expected;
}

async function expectCall(bot: BotState, from: number, step: Record<string, unknown>, ms: number): Promise<number> {
  const method = String(step.expect).toLowerCase();
  const deadline = Date.now() + ms;
  for (;;) {
    const i = bot.calls.findIndex(
      (c, k) => k >= from && c.ok && c.method.toLowerCase() === method && contains(c.params, step.params ?? {}),
    );
    if (i >= 0) return i + 1;
    if (Date.now() > deadline)
      throw new UserError(
        `no call of ${String(step.expect)}${step.params ? ` with ${JSON.stringify(step.params)}` : ""} within ${ms} ms`,
      );
    await new Promise((r) => setTimeout(r, 20));
  }
}

export async function runScenario(
  state: ServiceState,
  s: Scenario,
  say: (line: string) => void,
): Promise<ScenarioResult> {
  const bot = state.bot(s.token);
  let cursor = bot.calls.length;
  for (const [i, step] of s.steps.entries()) {
    const what = typeof step.user === "string" ? `user ${step.user}` : `expect ${String(step.expect)}`;
    try {
      if (typeof step.user === "string") {
        const { user, ...body } = step;
        runStep(state, bot, user, body);
      } else cursor = await expectCall(bot, cursor, step, s.timeout_ms ?? 10_000);
      say(`pass ${i + 1} ${what}`);
    } catch (e) {
      if (!(e instanceof UserError)) throw e;
      say(`fail ${i + 1} ${what}: ${e.message}`);
      return { passed: i, failed: { step: i + 1, why: e.message } };
    }
  }
  return { passed: s.steps.length };
}
