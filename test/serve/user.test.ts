// A simulated user against a real bot (grammY, long polling) on the whole interface: /start gets a reply with an
// inline keyboard; a press of its button reaches the bot as a callback_query carrying that message, the bot answers it
// (the query closes) and edits the message (the store holds the new text); a photo the user sends is a file the bot
// can getFile and download; a reply carries the message replied to; membership and inline queries reach the bot.
import { Bot, InlineKeyboard } from "grammy";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { served } from "../helpers.ts";
import { createFakeService, type FakeService } from "../../generator/serve/service.ts";

let service: FakeService;
beforeAll(async () => {
  service = await createFakeService({ ...(await served("test/fixtures/spec-full-9.2")), maxPollSeconds: 1 });
});
afterAll(() => service.close());

const until = async (test: () => boolean) => {
  for (let i = 0; i < 400 && !test(); i++) await new Promise((r) => setTimeout(r, 25));
  expect(test()).toBe(true);
};

describe("a simulated user and a grammY bot", () => {
  it("start, press a button, edit, upload, reply: every step agrees with what the bot sent", async () => {
    const token = "6001:scenario";
    const user = service.user(token);
    const bot = new Bot(token, { client: { apiRoot: service.url } });
    const seen: string[] = [];
    let downloaded = new Uint8Array();
    bot.command("start", async (ctx) => {
      seen.push(`start:${ctx.match}`);
      await ctx.reply("Pick one", { reply_markup: new InlineKeyboard().text("Yes", "yes").text("No", "no") });
    });
    bot.on("callback_query:data", async (ctx) => {
      seen.push(`pressed:${ctx.callbackQuery.data}:${ctx.callbackQuery.message?.message_id}`);
      await ctx.answerCallbackQuery();
      await ctx.editMessageText(`You chose ${ctx.callbackQuery.data}`);
    });
    bot.on("message:photo", async (ctx) => {
      const file = await ctx.getFile();
      downloaded = new Uint8Array(
        await (await fetch(`${service.url}/file/bot${token}/${file.file_path}`)).arrayBuffer(),
      );
      seen.push("photo");
    });
    bot.on("message:text", (ctx) => void seen.push(`reply-to:${ctx.message.reply_to_message?.message_id}`));
    bot.on("chat_member", (ctx) => void seen.push(`member:${ctx.chatMember.new_chat_member.status}`));
    bot.on("inline_query", (ctx) => void seen.push(`inline:${ctx.inlineQuery.query}`));
    const running = bot.start({
      timeout: 1,
      allowed_updates: ["message", "callback_query", "chat_member", "inline_query"],
    });
    try {
      const start = user.text({ text: "/start promo" });
      expect((start?.message as { entities: unknown[] }).entities).toEqual([
        { type: "bot_command", offset: 0, length: 6 },
      ]);
      await until(() => seen.includes("start:promo"));
      const chat = 1001;
      await until(() => user.message(chat, 2) !== undefined);
      expect(user.message(chat, 2)).toMatchObject({ text: "Pick one", from: { id: 6001, is_bot: true } });
      user.press({ message_id: 2, data: "no" });
      await until(() => user.message(chat, 2)?.text === "You chose no");
      expect(seen).toContain("pressed:no:2");
      await until(() => user.openQueries().length === 0);
      user.file({ kind: "photo", data: new Uint8Array([9, 8, 7]) });
      await until(() => seen.includes("photo"));
      expect(downloaded).toEqual(new Uint8Array([9, 8, 7]));
      user.text({ text: "about that", reply_to: 2 });
      await until(() => seen.includes("reply-to:2"));
      user.member({ chat_id: -100500, joined: true, user: 1002 });
      user.inlineQuery({ query: "cats" });
      await until(() => seen.includes("member:member") && seen.includes("inline:cats"));
      expect(() => user.press({ message_id: 2, data: "maybe" })).toThrow(/no inline button/);
    } finally {
      await bot.stop();
      await running;
    }
    expect(service.report()[token]).toMatchObject({ broken: [] });
  });
  it("the control API runs the same steps, and says what is wrong with a step", async () => {
    const token = "6002:control";
    const step = (name: string, body: unknown) =>
      fetch(`${service.url}/_control/bot${token}/user/${name}`, { method: "POST", body: JSON.stringify(body) });
    const r = await step("text", { text: "/help" });
    expect(((await r.json()) as { result: { message: { text: string } } }).result.message.text).toBe("/help");
    expect((await step("text", { text: 5 })).status).toBe(400);
    expect((await step("press", { message_id: 99 })).status).toBe(400);
    expect((await step("dance", {})).status).toBe(404);
    const file = await step("file", {
      kind: "document",
      data: Buffer.from("abc").toString("base64"),
      file_name: "a.txt",
    });
    const id = ((await file.json()) as { result: { message: { document: { file_id: string } } } }).result.message
      .document.file_id;
    const got = await fetch(`${service.url}/bot${token}/getFile`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ file_id: id }),
    });
    expect(((await got.json()) as { result: { file_size: number } }).result.file_size).toBe(3);
    // The control API serves a stored file's bytes by its id (the chat page's images), sandboxed and never sniffed.
    const bytes = await fetch(`${service.url}/_control/bot${token}/files/${id}`);
    expect([bytes.status, Buffer.from(await bytes.arrayBuffer()).toString()]).toEqual([200, "abc"]);
    expect(bytes.headers.get("content-security-policy")).toMatch(/sandbox/);
    expect(bytes.headers.get("x-content-type-options")).toBe("nosniff");
    expect((await fetch(`${service.url}/_control/bot${token}/files/no-such-file`)).status).toBe(404);
  });
});

describe("updates as snapshots", () => {
  const pending = async (token: string) =>
    (
      (await (await fetch(`${service.url}/bot${token}/getUpdates?timeout=0`)).json()) as {
        result: Record<
          string,
          { text?: string; edit_date?: number; entities?: unknown[]; reply_to_message?: Record<string, unknown> }
        >[];
      }
    ).result;

  it("an edit queues edited_message with the new version and leaves the queued message as it was", async () => {
    const token = "6101:snapshots";
    const user = service.user(token);
    const sent = user.text({ text: "/start first" }) as { message: { message_id: number } };
    user.edit({ message_id: sent.message.message_id, text: "plain now" });
    const [first, second] = await pending(token);
    expect(first?.message).toMatchObject({ text: "/start first", entities: [{ type: "bot_command" }] });
    expect(first?.message).not.toHaveProperty("edit_date");
    expect(second?.edited_message).toMatchObject({ text: "plain now" });
    expect(second?.edited_message).toHaveProperty("edit_date");
    expect(second?.edited_message).not.toHaveProperty("entities");
  });

  it("a reply to a reply carries reply_to_message one level deep", async () => {
    const token = "6102:replies";
    const user = service.user(token);
    const a = user.text({ text: "one" }) as { message: { message_id: number } };
    const b = user.text({ text: "two", reply_to: a.message.message_id }) as { message: { message_id: number } };
    user.text({ text: "three", reply_to: b.message.message_id });
    const third = (await pending(token))[2]?.message;
    expect(third?.reply_to_message).toMatchObject({ text: "two" });
    expect(third?.reply_to_message).not.toHaveProperty("reply_to_message");
  });
});
