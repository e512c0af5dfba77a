// Answers that follow from the request, on the whole interface (test/fixtures/spec-full-9.2): what a bot sends is
// stored and returned as the service would (its chat, its content, ids increasing per chat), edits and deletes act on
// stored messages and fail on missing ones, uploads from real clients (grammY's attach://, telegraf's extra `method`
// field) round-trip through getFile and /file/, and what clients send beyond the spec is accepted and listed as a
// deviation (refused with strictWire). Every result passes the fixture's own response validators.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { Bot, InputFile } from "grammy";
import { Telegraf } from "telegraf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { served } from "../helpers.ts";
import { main } from "../../generator/cli.ts";
import { LEASE_MS } from "../../generator/serve/bot.ts";
import { createFakeService, type FakeService } from "../../generator/serve/service.ts";

const FIXTURE = "test/fixtures/spec-full-9.2";
type Check = (method: string, x: unknown) => { ok: boolean; errors: unknown[] };
let service: FakeService;
let strict: FakeService;
let validateResponse: Check;
let root = "";

beforeAll(async () => {
  const { model, validators } = await served(FIXTURE);
  [service, strict] = await Promise.all([
    createFakeService({ model, validators, maxPollSeconds: 1 }),
    createFakeService({ model, validators, maxPollSeconds: 1, strictWire: true }),
  ]);
  root = mkdtempSync(join(tmpdir(), "botspec-state-"));
  const code = await main(["generate", "--spec", resolve(FIXTURE), "--out", join(root, "out")], {
    cwd: root,
    out: () => {},
    err: () => {},
  });
  if (code !== 0) throw new Error("generate failed");
  validateResponse = (await import(join(root, "out/validators.mjs"))).validateResponse as Check;
});
afterAll(async () => {
  await Promise.all([service.close(), strict.close()]);
  rmSync(root, { recursive: true, force: true });
});

async function call(
  token: string,
  method: string,
  body?: unknown,
  on = service,
): Promise<{ status: number; body: { ok: boolean; result?: any; description?: string } }> {
  const r = await fetch(`${on.url}/bot${token}/${method}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: body === undefined ? "" : JSON.stringify(body),
  });
  const json = (await r.json()) as { ok: boolean; result?: unknown; description?: string };
  if (json.ok) expect(validateResponse(method, json), `${method} result`).toMatchObject({ ok: true });
  return { status: r.status, body: json };
}
const report = async (token: string, on = service) =>
  (
    (await (await fetch(`${on.url}/_control/bot${token}/report`)).json()) as {
      result: { broken: unknown[]; deviations: { param: string; message: string }[] };
    }
  ).result;

describe("answers that follow from the request", () => {
  const token = "5001:state";
  it("sendMessage: the text, the chat it names, the bot as sender, ids increasing per chat", async () => {
    const a = await call(token, "sendMessage", { chat_id: 111, text: "hello" });
    expect(a.body.result).toMatchObject({
      message_id: 1,
      text: "hello",
      chat: { id: 111, type: "private" },
      from: { id: 5001, is_bot: true },
    });
    expect((await call(token, "sendMessage", { chat_id: 111, text: "again" })).body.result.message_id).toBe(2);
    expect((await call(token, "sendMessage", { chat_id: -100200, text: "x" })).body.result).toMatchObject({
      message_id: 1,
      chat: { id: -100200, type: "supergroup" },
    });
    expect((await call(token, "sendMessage", { chat_id: "@news_channel", text: "x" })).body.result.chat).toMatchObject({
      type: "channel",
      username: "news_channel",
    });
  });
  it("parse_mode: the text without its markup, the entities it makes", async () => {
    const html = await call(token, "sendMessage", {
      chat_id: 111,
      text: '<b>bold</b> and <a href="https://x.org">link</a> &amp; more',
      parse_mode: "HTML",
    });
    expect(html.body.result).toMatchObject({
      text: "bold and link & more",
      entities: [
        { type: "bold", offset: 0, length: 4 },
        { type: "text_link", offset: 9, length: 4, url: "https://x.org" },
      ],
    });
    const md = await call(token, "sendMessage", { chat_id: 111, text: "*hi* _there_ \\!", parse_mode: "MarkdownV2" });
    expect(md.body.result).toMatchObject({
      text: "hi there !",
      entities: [
        { type: "bold", offset: 0, length: 2 },
        { type: "italic", offset: 3, length: 5 },
      ],
    });
  });
  it("edits change the stored message, and fail as the service fails on a missing or unchanged one", async () => {
    const sent = (await call(token, "sendMessage", { chat_id: 222, text: "before" })).body.result;
    const edited = await call(token, "editMessageText", { chat_id: 222, message_id: sent.message_id, text: "after" });
    expect(edited.body.result).toMatchObject({ message_id: sent.message_id, text: "after" });
    expect(typeof edited.body.result.edit_date).toBe("number");
    expect(
      await call(token, "editMessageText", { chat_id: 222, message_id: sent.message_id, text: "after" }),
    ).toMatchObject({ status: 400, body: { description: expect.stringContaining("message is not modified") } });
    expect(await call(token, "editMessageText", { chat_id: 222, message_id: 999, text: "x" })).toMatchObject({
      status: 400,
      body: { ok: false, description: "Bad Request: message to edit not found" },
    });
  });
  it("deletes remove the stored message", async () => {
    const sent = (await call(token, "sendMessage", { chat_id: 333, text: "bye" })).body.result;
    expect((await call(token, "deleteMessage", { chat_id: 333, message_id: sent.message_id })).body).toEqual({
      ok: true,
      result: true,
    });
    expect(await call(token, "deleteMessage", { chat_id: 333, message_id: sent.message_id })).toMatchObject({
      status: 400,
      body: { description: "Bad Request: message to delete not found" },
    });
    expect(
      await call(token, "editMessageText", { chat_id: 333, message_id: sent.message_id, text: "x" }),
    ).toMatchObject({ status: 400 });
  });
  it("inline mode: a query, the bot's answer kept, the user's choice as chosen_inline_result and a message via the bot", async () => {
    const bot = "5012:inline";
    const user = (step: string, body: object) =>
      fetch(`${service.url}/_control/bot${bot}/user/${step}`, { method: "POST", body: JSON.stringify(body) }).then(
        async (r) => ({
          status: r.status,
          body: (await r.json()) as { ok: boolean; result: Record<string, any>; description?: string },
        }),
      );
    await call(bot, "getUpdates", {});
    const typed = (await user("inline-query", { user: 55, query: "pizza" })).body.result;
    const id = typed.inline_query.id as string;
    expect((await user("choose", { result_id: "r1" })).body).toMatchObject({
      ok: false,
      description: expect.stringMatching(/was not answered/),
    });
    const results = [
      { type: "article", id: "r1", title: "Margherita", input_message_content: { message_text: "One Margherita" } },
    ];
    expect((await call(bot, "answerInlineQuery", { inline_query_id: id, results })).body).toEqual({
      ok: true,
      result: true,
    });
    expect((await call(bot, "answerInlineQuery", { inline_query_id: "nope", results })).body.description).toBe(
      "Bad Request: query is too old and response timeout expired or query ID is invalid",
    );
    expect((await user("choose", { result_id: "r9" })).body.description).toMatch(/has no result "r9"/);
    const chose = (await user("choose", { result_id: "r1" })).body.result;
    expect(chose.message).toMatchObject({ from: { id: 55 }, via_bot: { is_bot: true }, text: "One Margherita" });
    const updates = (await call(bot, "getUpdates", { offset: typed.update_id })).body.result as Record<string, any>[];
    expect(updates.map((u) => Object.keys(u).find((k) => k !== "update_id"))).toEqual([
      "inline_query",
      "chosen_inline_result",
      "message",
    ]);
    expect(updates[1]?.chosen_inline_result).toMatchObject({ result_id: "r1", from: { id: 55 }, query: "pizza" });
    expect(validateResponse("getUpdates", { ok: true, result: updates }).ok).toBe(true);
  });
  it("payments in Stars: invoice, the user pays, pre-checkout answered, successful_payment, a refund once", async () => {
    const bot = "5013:stars";
    const user = (step: string, body: object) =>
      fetch(`${service.url}/_control/bot${bot}/user/${step}`, { method: "POST", body: JSON.stringify(body) }).then(
        async (r) => (await r.json()) as { ok: boolean; result: Record<string, any>; description?: string },
      );
    await call(bot, "getUpdates", {});
    const invoice = { chat_id: 901, title: "Pizza", description: "One pizza", payload: "order-1", currency: "XTR" };
    const sent = await call(bot, "sendInvoice", { ...invoice, prices: [{ label: "Pizza", amount: 50 }] });
    expect(sent.body.result.invoice).toMatchObject({ title: "Pizza", currency: "XTR", total_amount: 50 });
    const paid = await user("pay", { user: 901, message_id: sent.body.result.message_id });
    const query = paid.result.pre_checkout_query;
    expect(query).toMatchObject({ from: { id: 901 }, currency: "XTR", total_amount: 50, invoice_payload: "order-1" });
    expect(
      (await call(bot, "answerPreCheckoutQuery", { pre_checkout_query_id: "nope", ok: true })).body.description,
    ).toBe("Bad Request: query is too old and response timeout expired or query ID is invalid");
    expect((await call(bot, "answerPreCheckoutQuery", { pre_checkout_query_id: query.id, ok: true })).body.result).toBe(
      true,
    );
    const updates = (await call(bot, "getUpdates", { offset: paid.result.update_id })).body.result as Record<
      string,
      any
    >[];
    const payment = updates.at(-1)?.message?.successful_payment;
    expect(payment).toMatchObject({ currency: "XTR", total_amount: 50, invoice_payload: "order-1" });
    expect(validateResponse("getUpdates", { ok: true, result: updates }).ok).toBe(true);
    const charge = { user_id: 901, telegram_payment_charge_id: payment.telegram_payment_charge_id };
    expect((await call(bot, "refundStarPayment", charge)).body.result).toBe(true);
    expect((await call(bot, "refundStarPayment", charge)).body.description).toBe(
      "Bad Request: CHARGE_ALREADY_REFUNDED",
    );
    expect((await call(bot, "refundStarPayment", { ...charge, user_id: 902 })).body.description).toBe(
      "Bad Request: CHARGE_NOT_FOUND",
    );
    // Declined: the checkout ends, no payment is made.
    const again = await user("pay", { user: 901, message_id: sent.body.result.message_id });
    const declined = {
      pre_checkout_query_id: again.result.pre_checkout_query.id,
      ok: false,
      error_message: "Sold out",
    };
    expect((await call(bot, "answerPreCheckoutQuery", declined)).body.result).toBe(true);
    const after = (await call(bot, "getUpdates", { offset: again.result.update_id + 1 })).body.result as unknown[];
    expect(after).toEqual([]);
    expect((await user("pay", { user: 901, message_id: 999 })).ok).toBe(false);
  });
  it("forum topics: created in a supergroup, messages routed by message_thread_id, closed, reopened, edited, deleted", async () => {
    const bot = "5014:topics";
    const group = -1_004_242;
    await call(bot, "getUpdates", {});
    expect((await call(bot, "createForumTopic", { chat_id: 4242, name: "x" })).body.description).toBe(
      "Bad Request: the chat is not a forum",
    );
    const topic = (await call(bot, "createForumTopic", { chat_id: group, name: "Orders" })).body.result;
    expect(topic).toMatchObject({
      name: "Orders",
      message_thread_id: expect.any(Number),
      icon_color: expect.any(Number),
    });
    expect(validateResponse("createForumTopic", { ok: true, result: topic }).ok).toBe(true);
    const thread = topic.message_thread_id as number;
    const sent = await call(bot, "sendMessage", { chat_id: group, message_thread_id: thread, text: "in the topic" });
    expect(sent.body.result).toMatchObject({
      message_thread_id: thread,
      is_topic_message: true,
      chat: { is_forum: true },
    });
    expect(
      (await call(bot, "sendMessage", { chat_id: group, message_thread_id: 999, text: "x" })).body.description,
    ).toBe("Bad Request: message thread not found");
    const user = (body: object) =>
      fetch(`${service.url}/_control/bot${bot}/user/text`, { method: "POST", body: JSON.stringify(body) }).then(
        async (r) => (await r.json()) as { ok: boolean; result: Record<string, any> },
      );
    const wrote = await user({ user: 5, chat_id: group, message_thread_id: thread, text: "hello topic" });
    expect(wrote.result.message).toMatchObject({ message_thread_id: thread, is_topic_message: true });
    expect((await call(bot, "closeForumTopic", { chat_id: group, message_thread_id: thread })).body.result).toBe(true);
    expect((await call(bot, "closeForumTopic", { chat_id: group, message_thread_id: thread })).body.description).toBe(
      "Bad Request: TOPIC_NOT_MODIFIED",
    );
    expect(
      (await call(bot, "sendMessage", { chat_id: group, message_thread_id: thread, text: "x" })).body.description,
    ).toBe("Bad Request: TOPIC_CLOSED");
    expect((await user({ user: 5, chat_id: group, message_thread_id: thread, text: "x" })).ok).toBe(false);
    expect((await call(bot, "reopenForumTopic", { chat_id: group, message_thread_id: thread })).body.result).toBe(true);
    expect(
      (await call(bot, "editForumTopic", { chat_id: group, message_thread_id: thread, name: "Done" })).body.result,
    ).toBe(true);
    expect((await call(bot, "deleteForumTopic", { chat_id: group, message_thread_id: thread })).body.result).toBe(true);
    expect(
      (await call(bot, "editForumTopic", { chat_id: group, message_thread_id: thread, name: "y" })).body.description,
    ).toBe("Bad Request: TOPIC_ID_INVALID");
  });
  it("a user who blocks the bot: my_chat_member (kicked), and 403 on every send until unblocked", async () => {
    const blocker = "5011:blocked";
    const user = (body: object) =>
      fetch(`${service.url}/_control/bot${blocker}/user/block`, { method: "POST", body: JSON.stringify(body) }).then(
        async (r) => (await r.json()) as { ok: boolean; result: Record<string, any> },
      );
    await call(blocker, "getUpdates", {});
    const blocked = await user({ user: 77 });
    expect(blocked.result.my_chat_member).toMatchObject({
      chat: { id: 77, type: "private" },
      old_chat_member: { status: "member" },
      new_chat_member: { status: "kicked", until_date: 0 },
    });
    expect(validateResponse("getUpdates", { ok: true, result: [blocked.result] }).ok).toBe(true);
    expect(await call(blocker, "sendMessage", { chat_id: 77, text: "hello?" })).toMatchObject({
      status: 403,
      body: { ok: false, error_code: 403, description: "Forbidden: bot was blocked by the user" },
    });
    expect((await call(blocker, "sendMessage", { chat_id: 78, text: "another user" })).status).toBe(200);
    await user({ user: 77, blocked: false });
    expect((await call(blocker, "sendMessage", { chat_id: 77, text: "back" })).status).toBe(200);
  });
  it("a chat is one identity: a pushed channel post is stored and editable; its id and @username (any case) reach it", async () => {
    const chat = { id: -1_009_876_543, type: "channel", title: "News", username: "news_chan" };
    const post = { message_id: 41, date: 1_700_000_000, chat, text: "hello" };
    await fetch(`${service.url}/_control/bot${token}/updates`, {
      method: "POST",
      body: JSON.stringify({ channel_post: post }),
    });
    const edited = await call(token, "editMessageText", { chat_id: chat.id, message_id: 41, text: "edited" });
    expect(edited.body).toMatchObject({
      ok: true,
      result: { message_id: 41, text: "edited", chat: { id: chat.id, type: "channel" } },
    });
    for (const chat_id of [chat.id, "@news_chan", "@News_Chan"]) {
      const sent = await call(token, "sendMessage", { chat_id, text: "x" });
      expect(sent.body.result.chat).toEqual(chat);
      expect(sent.body.result.message_id).toBeGreaterThan(41);
    }
    const other = (await call(token, "sendMessage", { chat_id: "@Another_Chan", text: "y" })).body.result.chat;
    expect((await call(token, "sendMessage", { chat_id: "@another_chan", text: "z" })).body.result.chat).toEqual(other);
  });
  it("a message sent 48 hours ago or more cannot be deleted (by the fake's clock); deleteMessages skips it", async () => {
    const { model, validators } = await served(FIXTURE);
    const own = await createFakeService({ model, validators, maxPollSeconds: 1 });
    try {
      const at = (path: string, body: unknown) =>
        fetch(`${own.url}${path}`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(body),
        }).then(async (r) => ({
          status: r.status,
          body: (await r.json()) as { ok: boolean; result?: { message_id: number }; description?: string },
        }));
      const send = async () =>
        (await at(`/bot${token}/sendMessage`, { chat_id: 444, text: "old" })).body.result?.message_id;
      const [a, b] = [await send(), await send()];
      await at("/_control/clock", { seconds: 47 * 3600 });
      const fresh = await send();
      await at("/_control/clock", { seconds: 2 * 3600 });
      expect(await at(`/bot${token}/deleteMessage`, { chat_id: 444, message_id: a })).toMatchObject({
        status: 400,
        body: { ok: false, description: "Bad Request: message can't be deleted" },
      });
      expect((await at(`/bot${token}/deleteMessages`, { chat_id: 444, message_ids: [b, fresh] })).body).toEqual({
        ok: true,
        result: true,
      });
      // b was kept (too old), fresh deleted
      expect((await at(`/bot${token}/deleteMessage`, { chat_id: 444, message_id: fresh })).body.description).toBe(
        "Bad Request: message to delete not found",
      );
      expect((await at(`/bot${token}/deleteMessage`, { chat_id: 444, message_id: b })).body.description).toBe(
        "Bad Request: message can't be deleted",
      );
    } finally {
      await own.close();
    }
  });
  it("getMe from the token; methods that return True answer true; created objects take the call's values", async () => {
    expect((await call("7777:abc", "getMe")).body.result).toMatchObject({ id: 7777, is_bot: true });
    expect((await call(token, "answerCallbackQuery", { callback_query_id: "q1" })).body).toEqual({
      ok: true,
      result: true,
    });
    expect((await call(token, "pinChatMessage", { chat_id: 111, message_id: 1 })).body).toEqual({
      ok: true,
      result: true,
    });
    expect(
      (await call(token, "createChatInviteLink", { chat_id: -100200, name: "friends", member_limit: 5 })).body.result,
    ).toMatchObject({ name: "friends", member_limit: 5 });
  });
  it("forwards and copies stored messages", async () => {
    const sent = (await call(token, "sendMessage", { chat_id: 444, text: "fwd me" })).body.result;
    expect(
      (await call(token, "forwardMessage", { chat_id: 555, from_chat_id: 444, message_id: sent.message_id })).body
        .result,
    ).toMatchObject({ text: "fwd me", chat: { id: 555 } });
    expect(
      (await call(token, "copyMessage", { chat_id: 555, from_chat_id: 444, message_id: sent.message_id })).body.result,
    ).toEqual({ message_id: 2 });
  });
});

describe("replies", () => {
  const token = "5002:replies";
  type Sent = { message_id: number; reply_to_message?: Record<string, unknown>; quote?: Record<string, unknown> };
  const send = async (params: Record<string, unknown>) => call(token, "sendMessage", { chat_id: 222, ...params });
  it("gives back the message replied to, one level deep, and a quote with its position", async () => {
    const first = (await send({ text: "the original words" })).body.result as Sent;
    const second = (await send({ text: "a reply", reply_parameters: { message_id: first.message_id } })).body
      .result as Sent;
    expect(second.reply_to_message).toMatchObject({ message_id: first.message_id, text: "the original words" });
    const third = await send({
      text: "a reply to the reply",
      reply_parameters: { message_id: second.message_id, quote: "reply" },
    });
    const r = third.body.result as Sent;
    expect(r.reply_to_message).toMatchObject({ message_id: second.message_id, text: "a reply" });
    expect(r.reply_to_message).not.toHaveProperty("reply_to_message");
    expect(r.quote).toMatchObject({ text: "reply", position: 2 });
  });
  const FAILS: [string, Record<string, unknown>, RegExp][] = [
    ["a message that is not there", { message_id: 999 }, /message to be replied not found/],
    ["a quote the original does not hold", { message_id: 1, quote: "words never said" }, /quote not found/],
    [
      "a missing message with a quote, even allowed",
      { message_id: 999, quote: "x", allow_sending_without_reply: true },
      /not found/,
    ],
  ];
  it.each(FAILS)("fails for %s", async (_, reply_parameters, why) => {
    const r = await send({ text: "x", reply_parameters });
    expect([r.status, r.body.description]).toEqual([400, expect.stringMatching(why)]);
  });
  it("sends without a reply to a missing message when allow_sending_without_reply is true", async () => {
    const r = await send({ text: "alone", reply_parameters: { message_id: 999, allow_sending_without_reply: true } });
    expect(r.status).toBe(200);
    expect(r.body.result).not.toHaveProperty("reply_to_message");
  });
});

describe("real clients' uploads", () => {
  it("grammY: a document, a photo and an album of two uploads; getFile and /file/ give back the same bytes", async () => {
    const token = "5002:grammy";
    const bot = new Bot(token, { client: { apiRoot: service.url } });
    await bot.init(); // getMe, answered from the token
    const bytes = new TextEncoder().encode("the document's bytes");
    const doc = await bot.api.sendDocument(111, new InputFile(bytes, "notes.txt"), { caption: "a file" });
    expect(doc.document?.file_name).toBe("notes.txt");
    const file = await bot.api.getFile(doc.document?.file_id ?? "");
    const r = await fetch(`${service.url}/file/bot${token}/${file.file_path}`);
    expect(new Uint8Array(await r.arrayBuffer())).toEqual(bytes);
    const photo = await bot.api.sendPhoto(111, new InputFile(new Uint8Array([1, 2, 3]), "p.jpg"));
    expect(photo.photo?.length).toBeGreaterThan(0);
    const album = await bot.api.sendMediaGroup(111, [
      { type: "photo", media: new InputFile(new Uint8Array([4]), "a.jpg") },
      { type: "photo", media: new InputFile(new Uint8Array([5]), "b.jpg"), caption: "second" },
    ]);
    expect(album).toHaveLength(2);
    const groups = album.map((m) => (m as { media_group_id?: string }).media_group_id);
    expect(groups[0]).toBeDefined();
    expect(groups[0]).toBe(groups[1]);
    expect(album[1]?.caption).toBe("second");
    expect(await report(token)).toMatchObject({ broken: [] });
  });
  it("telegraf: a document from a buffer; its extra `method` field is a deviation, not a fault", async () => {
    const token = "5003:telegraf";
    const bot = new Telegraf(token, { telegram: { apiRoot: service.url } });
    const sent = await bot.telegram.sendDocument(111, { source: Buffer.from("telegraf bytes"), filename: "t.txt" });
    expect(sent.document.file_name).toBe("t.txt");
    const r = await report(token);
    expect(r.broken).toEqual([]);
    expect(r.deviations.some((d) => d.param === "method")).toBe(true);
  });
});

describe("the wire as clients write it", () => {
  const token = "5004:wire";
  it("accepts numbers as strings, a null body and a %-encoded token, and lists each as a deviation", async () => {
    expect((await call(token, "getUpdates", { limit: "100", timeout: "0" })).body).toEqual({ ok: true, result: [] });
    const r = await fetch(`${service.url}/bot${token}/getMe`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "null",
    });
    expect(((await r.json()) as { ok: boolean }).ok).toBe(true);
    const encoded = await fetch(`${service.url}/bot${token.replace(":", "%3A")}/getMe`);
    expect(((await encoded.json()) as { result: { id: number } }).result.id).toBe(5004);
    const { deviations, broken } = await report(token);
    expect(broken).toEqual([]);
    expect(deviations.map((d) => d.param).sort()).toEqual(["", "", "limit", "timeout"]);
  });
  it("refuses the same with strictWire", async () => {
    expect((await call(token, "getUpdates", { limit: "100" }, strict)).status).toBe(400);
    expect((await report(token, strict)).broken).toHaveLength(1);
  });
  it("refuses an attach:// that names no part, and answers 400 to a malformed %-escape", async () => {
    const form = new FormData();
    form.set("chat_id", "111");
    form.set("document", "attach://missing");
    const r = await fetch(`${service.url}/bot${token}/sendDocument`, { method: "POST", body: form });
    expect(r.status).toBe(400);
    expect((await fetch(`${service.url}/bot${token}/get%ZZMe`)).status).toBe(400);
    expect((await fetch(`${service.url}/file/bot${token}/%E0%A4%A`)).status).toBe(400);
  });
  it("writes update_id first in every update", async () => {
    await fetch(`${service.url}/_control/bot${token}/updates`, {
      method: "POST",
      body: JSON.stringify({
        message: { message_id: 1, date: 1, chat: { id: 1, type: "private" }, text: "x" },
        update_id: 50,
      }),
    });
    const r = await call(token, "getUpdates", {});
    expect(Object.keys(r.body.result[0])[0]).toBe("update_id");
  });
});

describe("spec behaviour", () => {
  const token = "5005:behaviour";
  it("setWebhook refuses a non-URL, a host off this machine and the fake itself", async () => {
    const bad = async (url: string) => (await call(token, "setWebhook", { url })).body.description ?? "";
    expect(await bad("not a url")).toContain("an HTTP URL must be provided");
    expect(await bad("https://bots.example.org/hook")).toContain("delivers only to this machine");
    expect(await bad(`${service.url}/_control/reset`)).toContain("points at the fake service itself");
    expect((await call(token, "getWebhookInfo")).body.result.url).toBe("");
  });
  it("a second getUpdates ends the waiting one with 409 Conflict", async () => {
    const older = call(token, "getUpdates", { timeout: 1 });
    await new Promise((r) => setTimeout(r, 100));
    const newer = call(token, "getUpdates", { timeout: 0 });
    expect((await older).status).toBe(409);
    expect((await newer).body.ok).toBe(true);
  });
  it("allowed_updates applies when updates are created: narrowing it later loses nothing already queued", async () => {
    const push = (u: object) =>
      fetch(`${service.url}/_control/bot${token}/updates`, { method: "POST", body: JSON.stringify(u) });
    const message = { message: { message_id: 1, date: 1, chat: { id: 1, type: "private" }, text: "queued" } };
    await push(message);
    await call(token, "getUpdates", { allowed_updates: ["callback_query"], timeout: 0, limit: 1 });
    // The same offset again within LEASE_MS would be a second poller (409): this one comes after.
    await new Promise((r) => setTimeout(r, LEASE_MS + 50));
    expect(
      (await call(token, "getUpdates", {})).body.result.map((u: { message?: { text: string } }) => u.message?.text),
    ).toEqual(["queued"]);
    await push({ message: { ...message.message, text: "after" } });
    const r = await call(token, "getUpdates", { offset: -1 });
    expect(r.body.result.map((u: { message?: { text: string } }) => u.message?.text)).toEqual(["queued"]);
  });
});

describe("bounds", () => {
  const token = "5006:bounds";
  it("a control body over its bound is 413 and the connection closes; deep params are 400; /calls still answers", async () => {
    const big = await fetch(`${service.url}/_control/bot${token}/updates`, {
      method: "POST",
      body: "x".repeat(5 * 1024 * 1024),
    });
    expect(big.status).toBe(413);
    let deep: unknown = 1;
    for (let i = 0; i < 100; i++) deep = [deep];
    expect((await call(token, "sendMessage", { chat_id: 1, text: "x", entities: deep })).status).toBe(400);
    expect((await fetch(`${service.url}/_control/bot${token}/calls`)).status).toBe(200);
    expect((await fetch(`${service.url}/bot${token}/getMe`, { method: "PUT" })).status).toBe(405);
    const noBoundary = await fetch(`${service.url}/bot${token}/sendMessage`, {
      method: "POST",
      headers: { "content-type": "multipart/form-data" },
      body: "x",
    });
    expect(noBoundary.status).toBe(400);
  });
});

describe("the webhook reply call", () => {
  it("is run from a JSON, an urlencoded and a multipart answer", async () => {
    const { createServer } = await import("node:http");
    const token = "5007:reply";
    const answers: [string, () => { type: string; body: string | Buffer }][] = [
      [
        "json",
        () => ({ type: "application/json", body: JSON.stringify({ method: "sendMessage", chat_id: 7, text: "json" }) }),
      ],
      [
        "urlencoded",
        () => ({ type: "application/x-www-form-urlencoded", body: "method=sendMessage&chat_id=7&text=form" }),
      ],
      [
        "multipart",
        () => {
          const b = "XyZ";
          const part = (n: string, v: string) =>
            `--${b}\r\nContent-Disposition: form-data; name="${n}"\r\n\r\n${v}\r\n`;
          return {
            type: `multipart/form-data; boundary=${b}`,
            body: `${part("method", "sendMessage")}${part("chat_id", "7")}${part("text", "multi")}--${b}--\r\n`,
          };
        },
      ],
    ];
    let n = 0;
    const server = createServer((req, res) => {
      req.resume();
      req.on("end", () => {
        const a = answers[n++ % answers.length]?.[1]();
        res.writeHead(200, { "content-type": a?.type ?? "text/plain" });
        res.end(a?.body);
      });
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    try {
      const port = (server.address() as { port: number }).port;
      await call(token, "setWebhook", { url: `http://127.0.0.1:${port}/` });
      for (let i = 0; i < 3; i++) await service.user(token).text({ text: `hi ${i}` });
      const texts = async () =>
        (
          (await (await fetch(`${service.url}/_control/bot${token}/calls`)).json()) as {
            result: { encoding: string; params: { text?: string } }[];
          }
        ).result
          .filter((c) => c.encoding === "webhook-reply")
          .map((c) => c.params.text);
      for (let i = 0; i < 200 && (await texts()).length < 3; i++) await new Promise((r) => setTimeout(r, 25));
      expect(await texts()).toEqual(["json", "form", "multi"]);
      expect(service.user(token).message(7, 3)).toMatchObject({ text: "multi" });
    } finally {
      await call(token, "deleteWebhook");
      await new Promise<void>((r) => server.close(() => r()));
    }
  });
});

describe("the generated client of the whole interface", () => {
  it("sends nested files as attach:// parts named for them; a call can be aborted or time out", async () => {
    const { createClient } = (await import(join(root, "out/client.ts"))) as {
      createClient: (o: object) => {
        call(m: string, p?: object, o?: { signal?: AbortSignal; timeoutMs?: number }): Promise<any>;
      };
    };
    const client = createClient({ token: "5008:client", baseUrl: service.url });
    const file = (n: number) => ({ data: new Uint8Array([n, n]), fileName: `f${n}.jpg` });
    const album = await client.call("sendMediaGroup", {
      chat_id: 111,
      media: [
        { type: "photo", media: file(1) },
        { type: "photo", media: file(2), caption: "two" },
      ],
    });
    expect(album).toHaveLength(2);
    expect(album[1].caption).toBe("two");
    const calls = (
      (await (await fetch(`${service.url}/_control/bot5008:client/calls`)).json()) as {
        result: { encoding: string; params: { media: { media: string }[] } }[];
      }
    ).result;
    expect(calls[0]?.encoding).toBe("multipart");
    expect(calls[0]?.params.media.map((m) => m.media)).toEqual(["attach://file0", "attach://file1"]);
    await fetch(`${service.url}/_control/bot5008:client/faults`, {
      method: "POST",
      body: JSON.stringify({ method: "getMe", delay_ms: 2000, times: 2 }),
    });
    await expect(client.call("getMe", {}, { timeoutMs: 100 })).rejects.toThrow(/abort|timeout/i);
    const controller = new AbortController();
    const pending = client.call("getMe", {}, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toThrow(/abort/i);
  });
});

describe("bounds on what is kept", () => {
  it("a part over its bound is 413; kept files go oldest first past their count; refused calls keep nothing", async () => {
    const small = await createFakeService({
      ...(await served(FIXTURE)),
      bodyLimits: { body: 1024, total: 4096 },
      fileLimits: { count: 2, bytes: 1 << 20 },
    });
    try {
      const token = "5009:bounds";
      const upload = (size: number, chat = 111) => {
        const form = new FormData();
        form.set("chat_id", String(chat));
        form.set("document", new Blob([new Uint8Array(size)]), "d.bin");
        return fetch(`${small.url}/bot${token}/sendDocument`, { method: "POST", body: form });
      };
      expect((await upload(2048)).status).toBe(413);
      for (let i = 0; i < 3; i++) expect((await upload(10)).status).toBe(200);
      expect((await upload(10, 0)).status).toBe(400);
      const files = (
        (await (await fetch(`${small.url}/_control/bot${token}/files`)).json()) as { result: { file_path: string }[] }
      ).result;
      expect(files.map((f) => f.file_path.split("_")[1])).toEqual(["2", "3"]);
    } finally {
      await small.close();
    }
  });
});
