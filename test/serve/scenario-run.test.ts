// Scenarios run against a bot: a user step waits for the bot to poll (so nothing a user does before the bot starts is
// lost), a step may name its user (`from`: several users in one group), an expectation holds only for a call answered
// with success unless it says which answer (`answer`), a failure says what the calls of that method were, and
// `clock` moves the fake's clock. The bot is a plain long-polling loop that echoes who wrote and when.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFakeService, type FakeService } from "../../generator/serve/service.ts";
import { served } from "../helpers.ts";

let service: FakeService;
beforeAll(async () => {
  // The whole interface (spec/9.2 names sendMessage only in prose).
  const { model, validators } = await served("test/fixtures/spec-full-9.2");
  service = await createFakeService({ model, validators, maxPollSeconds: 1 });
});
afterAll(() => service.close());

/** Polls until `stop`; answers each message with "<from id> <date>" in its chat. */
function echoBot(token: string): { stop: () => Promise<void> } {
  let running = true;
  const api = (method: string, body: unknown) =>
    fetch(`${service.url}/bot${token}/${method}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    }).then((r) => r.json() as Promise<{ ok: boolean; result?: unknown }>);
  const loop = (async () => {
    let offset = 0;
    for (let i = 0; running && i < 200; i++) {
      const r = await api("getUpdates", { offset, timeout: 1 });
      for (const u of (r.result ?? []) as { update_id: number; message?: Record<string, any> }[]) {
        offset = u.update_id + 1;
        const m = u.message;
        if (m) await api("sendMessage", { chat_id: m.chat.id, text: `${m.from.id} ${m.date}` });
      }
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
    },
  };
}

/** The texts the bot sent, from the call log (GET /_control/bot<token>/calls). */
async function sentTexts(token: string): Promise<string[]> {
  const calls = (await (await fetch(`${service.url}/_control/bot${token}/calls`)).json()) as {
    result: { method: string; params: { text?: string } }[];
  };
  return calls.result.filter((c) => c.method === "sendMessage").map((c) => String(c.params.text));
}

describe("a scenario", () => {
  it("waits for the bot's first poll before a user acts: a bot started late still gets the message", async () => {
    const token = "7101:late";
    const run = service.runScenario({
      token,
      timeout_ms: 5_000,
      steps: [{ user: "text", text: "hi" }, { expect: "sendMessage" }],
    });
    await new Promise((r) => setTimeout(r, 300));
    const bot = echoBot(token);
    expect(await run).toEqual({ passed: 2 });
    await bot.stop();
  });
  it("names each user by id: two users in one group", async () => {
    const token = "7102:group";
    const bot = echoBot(token);
    const r = await service.runScenario({
      token,
      timeout_ms: 5_000,
      steps: [
        { user: "text", from: 11, chat_id: -500, text: "a" },
        { expect: "sendMessage", params: { chat_id: -500 } },
        { user: "text", from: 22, chat_id: -500, text: "b" },
        { expect: "sendMessage", params: { chat_id: -500 } },
      ],
    });
    await bot.stop();
    expect(r).toEqual({ passed: 4 });
    expect((await sentTexts(token)).map((t) => t.split(" ")[0])).toEqual(["11", "22"]);
  });
  it("holds an expectation only for a success, unless it names the answer; a failure says what was answered", async () => {
    const token = "7103:blocked";
    await fetch(`${service.url}/_control/bot${token}/stubs/sendMessage`, {
      method: "POST",
      body: JSON.stringify({ error: { error_code: 403, description: "Forbidden: bot was blocked by the user" } }),
    });
    const bot = echoBot(token);
    const failed = await service.runScenario({
      token,
      timeout_ms: 1_500,
      steps: [{ user: "text", text: "hi" }, { expect: "sendMessage" }],
    });
    expect(failed.failed?.step).toBe(2);
    expect(failed.failed?.why).toMatch(
      /answered with success within 1500 ms; the last calls of it: .* answered 403 "Forbidden: bot was blocked by the user"/,
    );
    const passed = await service.runScenario({
      token,
      timeout_ms: 3_000,
      steps: [
        { user: "text", text: "again" },
        { expect: "sendMessage", answer: { status: 403 } },
      ],
    });
    await bot.stop();
    expect(passed).toEqual({ passed: 2 });
  });
  it("expects fields of the answer's result: the message the bot's call made", async () => {
    const token = "7105:result";
    const bot = echoBot(token);
    const passing = await service.runScenario({
      token,
      timeout_ms: 5_000,
      steps: [
        { user: "text", from: 31, text: "hi" },
        { expect: "sendMessage", answer: { status: 200, result: { chat: { id: 31 }, from: { is_bot: true } } } },
      ],
    });
    expect(passing).toEqual({ passed: 2 });
    const failing = await service.runScenario({
      token,
      timeout_ms: 1_500,
      steps: [
        { user: "text", from: 32, text: "hi" },
        { expect: "sendMessage", answer: { result: { chat: { id: 99 } } } },
      ],
    });
    await bot.stop();
    expect(failing.failed?.step).toBe(2);
    expect(failing.failed?.why).toMatch(/answered \{"result":\{"chat":\{"id":99\}\}\} within 1500 ms/);
  });
  it("expects the updates a step queued: the user's message, then its edit as an edited_message of the new text", async () => {
    const token = "7106:updates";
    const bot = echoBot(token);
    const passing = await service.runScenario({
      token,
      timeout_ms: 5_000,
      steps: [
        { user: "text", from: 41, text: "first" },
        { expect_update: "message", fields: { text: "first", from: { id: 41 } } },
        { expect: "sendMessage", params: { chat_id: 41 } },
        { user: "edit", from: 41, message_id: 1, text: "second" },
        { expect_update: "edited_message", fields: { message_id: 1, text: "second" } },
      ],
    });
    await bot.stop();
    expect(passing).toEqual({ passed: 5 });
  });
  // Each case has a bot of its own (its token first).
  const unqueued: [string, Record<string, unknown>[], number, RegExp][] = [
    // Each expectation reads on from the last update it found: the one message is not found twice.
    [
      "7107:twice",
      [{ expect_update: "message" }, { expect_update: "message" }],
      3,
      /no update of message within 1000 ms; the last updates of it: \{"message_id":1/,
    ],
    [
      "7107:fields",
      [{ expect_update: "message", fields: { text: "other" } }],
      2,
      /no update of message with \{"text":"other"\}/,
    ],
    // An update of a kind the bot does not receive by default is never queued.
    [
      "7107:reaction",
      [{ user: "react", from: 51, message_id: 1, emoji: "👍" }, { expect_update: "message_reaction" }],
      3,
      /no update of message_reaction was queued/,
    ],
    [
      "7107:kind",
      [{ expect_update: "messages" }],
      2,
      /messages is no kind of update of this spec; expected one of message, /,
    ],
  ];
  it.each(unqueued)("%s fails an update expectation that nothing queued: %j", async (token, steps, step, why) => {
    const bot = echoBot(token);
    const result = await service.runScenario({
      token,
      timeout_ms: 1_000,
      steps: [{ user: "text", from: 51, text: "only" }, ...steps],
    });
    await bot.stop();
    expect(result.failed?.step).toBe(step);
    expect(result.failed?.why).toMatch(why);
  });
  it("moves the fake's clock", async () => {
    const token = "7104:clock";
    const bot = echoBot(token);
    const r = await service.runScenario({
      token,
      timeout_ms: 5_000,
      steps: [
        { user: "text", text: "a" },
        { expect: "sendMessage" },
        { clock: 7200 },
        { user: "text", text: "b" },
        { expect: "sendMessage" },
      ],
    });
    await bot.stop();
    expect(r).toEqual({ passed: 5 });
    const dates = (await sentTexts(token)).map((t) => Number(t.split(" ")[1]));
    expect((dates[1] as number) - (dates[0] as number)).toBeGreaterThanOrEqual(7200);
  });
});
