// Clients nobody here wrote, against the fake service through their API root option: grammY and telegraf run a
// long-polling bot; pushed updates reach their handlers exactly once, in order, with offsets confirmed; grammY's
// webhook handler on a local port receives deliveries with the secret token, and the method it answers with is run;
// every request they send passes the conformance report. getMe is named only in spec/9.2, so it is stubbed.
import { createServer, type Server } from "node:http";
import { Bot, webhookCallback } from "grammy";
import { Telegraf } from "telegraf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FakeService } from "../../generator/serve/service.ts";
import { startFakeService } from "../../generator/run/fake-service.ts";

let service: FakeService;
// The spec writes the secret token header with "Service" in place of the platform's name; real clients check the
// platform's own header, which the fake service is told here.
const PLATFORM_HEADER = "X-Telegram-Bot-Api-Secret-Token";
beforeAll(async () => {
  service = await startFakeService({ spec: "spec/9.2", maxPollSeconds: 1, secretHeader: PLATFORM_HEADER });
});
afterAll(() => service.close());

const control = (token: string, path: string, body: unknown) =>
  fetch(`${service.url}/_control/bot${token}/${path}`, { method: "POST", body: JSON.stringify(body) });
const me = {
  id: 42,
  is_bot: true,
  first_name: "Fake",
  username: "fake_bot",
  can_join_groups: true,
  can_read_all_group_messages: false,
  supports_inline_queries: false,
};
const text = (t: string) => ({
  message: {
    message_id: 1,
    date: 1,
    chat: { id: 7, type: "private", first_name: "U" },
    from: { id: 7, is_bot: false, first_name: "U" },
    text: t,
  },
});
const until = async (test: () => boolean) => {
  for (let i = 0; i < 800 && !test(); i++) await new Promise((r) => setTimeout(r, 25));
  expect(test()).toBe(true);
};
const report = async (token: string) =>
  (
    (await (await fetch(`${service.url}/_control/bot${token}/report`)).json()) as {
      result: { calls: number; broken: unknown[] };
    }
  ).result;

describe("grammY", () => {
  it("long polling: every pushed update once, in order, offsets confirmed, every request conformant", async () => {
    const token = "1001:grammy-polling";
    await control(token, "stubs/getMe", { result: me });
    const bot = new Bot(token, { client: { apiRoot: service.url } });
    const seen: string[] = [];
    bot.on("message:text", (ctx) => void seen.push(ctx.message.text));
    const running = bot.start({ timeout: 1 });
    await control(token, "updates", [text("one"), text("two"), text("three")]);
    await until(() => seen.length >= 3);
    await bot.stop();
    await running;
    expect(seen).toEqual(["one", "two", "three"]);
    const pending = (await (await fetch(`${service.url}/bot${token}/getWebhookInfo`)).json()) as {
      result: { pending_update_count: number };
    };
    expect(pending.result.pending_update_count).toBe(0);
    expect(await report(token)).toMatchObject({ broken: [] });
  });
  it("webhook: deliveries carry the secret token; the method the handler answers with is run", async () => {
    const token = "1002:grammy-webhook";
    await control(token, "stubs/getMe", { result: me });
    const bot = new Bot(token, {
      client: { apiRoot: service.url, canUseWebhookReply: (m) => m === "answerCallbackQuery" },
    });
    const seen: string[] = [];
    bot.on("callback_query:data", async (ctx) => {
      seen.push(ctx.callbackQuery.data);
      await ctx.answerCallbackQuery();
    });
    await bot.init();
    const server: Server = createServer(webhookCallback(bot, "http", { secretToken: "s3cret" }));
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    try {
      const port = (server.address() as { port: number }).port;
      await fetch(`${service.url}/bot${token}/setWebhook`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ url: `http://127.0.0.1:${port}/`, secret_token: "s3cret" }),
      });
      await control(token, "updates", {
        callback_query: {
          id: "cb1",
          from: { id: 7, is_bot: false, first_name: "U" },
          chat_instance: "ci",
          data: "pressed",
        },
      });
      await until(() => seen.length === 1);
      const calls = async () =>
        (
          (await (await fetch(`${service.url}/_control/bot${token}/calls`)).json()) as {
            result: { method: string; encoding: string }[];
          }
        ).result;
      for (let i = 0; i < 400 && !(await calls()).some((c) => c.encoding === "webhook-reply"); i++)
        await new Promise((r) => setTimeout(r, 25));
      expect((await calls()).filter((c) => c.encoding === "webhook-reply").map((c) => c.method)).toEqual([
        "answerCallbackQuery",
      ]);
      expect(seen).toEqual(["pressed"]);
    } finally {
      await fetch(`${service.url}/bot${token}/deleteWebhook`, { method: "POST" });
      await new Promise<void>((r) => server.close(() => r()));
    }
  });
});

describe("telegraf", () => {
  it("long polling: every pushed update once, in order, every request conformant", async () => {
    const token = "1003:telegraf-polling";
    await control(token, "stubs/getMe", { result: me });
    const bot = new Telegraf(token, { telegram: { apiRoot: service.url }, handlerTimeout: 5_000 });
    const seen: string[] = [];
    bot.on("text", (ctx) => void seen.push(ctx.message.text));
    const running = bot.launch({ dropPendingUpdates: false }).catch(() => {});
    await control(token, "updates", [text("a"), text("b")]);
    await until(() => seen.length >= 2);
    bot.stop("test");
    await running;
    expect(seen).toEqual(["a", "b"]);
    expect(await report(token)).toMatchObject({ broken: [] });
  });
});
