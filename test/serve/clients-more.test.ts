// More clients nobody here wrote, from npm, on the whole interface: node-telegram-bot-api (v2), gramio and
// telegram-bot-api, each pointed at the fake by its API-root option. The first two run the same scenario with the simulated user: /start gets a
// reply with an inline keyboard, a button press is answered and the message edited, a document is uploaded and comes
// back through getFile. Every request they send passes the conformance report.
import { Bot as NtbaBot, InlineKeyboardBuilder, InputFile as NtbaFile } from "node-telegram-bot-api";
import { Bot as GramioBot, InlineKeyboard, MediaUpload } from "gramio";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { served } from "../helpers.ts";
import { createFakeService, type FakeService } from "../../generator/serve/service.ts";

let service: FakeService;
beforeAll(async () => {
  service = await createFakeService({ ...(await served("test/fixtures/spec-full-9.2")), maxPollSeconds: 1 });
});
afterAll(() => service.close());

const until = async (what: string, test: () => boolean) => {
  for (let i = 0; i < 400 && !test(); i++) await new Promise((r) => setTimeout(r, 25));
  expect(test(), what).toBe(true);
};

/** The scenario every client runs: start, press, edit; the caller's bot reacts, this checks the store. */
async function scenario(token: string, seen: string[]): Promise<void> {
  const user = service.user(token);
  user.text({ text: "/start" });
  await until("reply to /start", () => user.message(1001, 2)?.text === "Pick one");
  user.press({ message_id: 2, data: "yes" });
  await until("edited after the press", () => user.message(1001, 2)?.text === "You chose yes");
  await until("query answered", () => user.openQueries().length === 0);
  expect(seen).toEqual(["start", "pressed:yes"]);
}

const bytes = new TextEncoder().encode("uploaded by a client");
const download = async (token: string, fileId: string) => {
  const r = await fetch(`${service.url}/bot${token}/getFile`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ file_id: fileId }),
  });
  const path = ((await r.json()) as { result: { file_path: string } }).result.file_path;
  return new Uint8Array(await (await fetch(`${service.url}/file/bot${token}/${path}`)).arrayBuffer());
};

describe("node-telegram-bot-api", () => {
  it("long polling: start, press, edit; an upload round-trips", async () => {
    const token = "7001:ntba";
    const bot = new NtbaBot(token, { apiRoot: service.url });
    const seen: string[] = [];
    bot.command("start", async (ctx) => {
      seen.push("start");
      await ctx.reply("Pick one", { reply_markup: new InlineKeyboardBuilder().text("Yes", "yes").build() });
    });
    bot.on("callback_query", async (ctx) => {
      const q = ctx.callbackQuery;
      seen.push(`pressed:${q?.data}`);
      await ctx.answerCallbackQuery();
      await ctx.api.editMessageText({ chat_id: 1001, message_id: 2, text: `You chose ${q?.data}` });
    });
    const running = bot.startPolling();
    try {
      await scenario(token, seen);
      const sent = await bot.api.sendDocument({ chat_id: 1001, document: new NtbaFile(bytes, { filename: "n.txt" }) });
      expect(await download(token, (sent as { document: { file_id: string } }).document.file_id)).toEqual(bytes);
    } finally {
      bot.stop();
      await running.catch(() => {});
    }
    expect(service.report()[token]).toMatchObject({ broken: [] });
  });
});

describe("gramio", () => {
  it("long polling: start, press, edit; an upload round-trips", async () => {
    const token = "7002:gramio";
    const seen: string[] = [];
    const bot = new GramioBot(token, { api: { baseURL: `${service.url}/bot` } })
      .command("start", async (ctx) => {
        seen.push("start");
        await ctx.send("Pick one", { reply_markup: new InlineKeyboard().text("Yes", "yes") });
      })
      .on("callback_query", async (ctx) => {
        seen.push(`pressed:${ctx.data}`);
        await ctx.answer();
        await ctx.editText(`You chose ${ctx.data}`);
      });
    await bot.start();
    try {
      await scenario(token, seen);
      const sent = await bot.api.sendDocument({ chat_id: 1001, document: MediaUpload.buffer(bytes, "g.txt") });
      expect(await download(token, sent.document?.file_id ?? "")).toEqual(bytes);
    } finally {
      await bot.stop();
    }
    expect(service.report()[token]).toMatchObject({ broken: [] });
  });
});

describe("telegram-bot-api (npm)", () => {
  it("getMe, a message, an upload from a stream, and long polling", async () => {
    const token = "7003:tba";
    const { Readable } = await import("node:stream");
    const TG = (await import("telegram-bot-api")).default as unknown as {
      new (o: object): Record<string, (p?: object) => Promise<any>> & {
        setMessageProvider(p: object): void;
        start(): Promise<void>;
        stop(): Promise<void>;
        on(e: string, f: (u: any) => void): void;
      };
      GetUpdateMessageProvider: new (o?: object) => object;
    };
    const api = new TG({ token, baseUrl: service.url });
    expect((await api.getMe?.())?.id).toBe(7003);
    expect((await api.sendMessage?.({ chat_id: 111, text: "hi" }))?.text).toBe("hi");
    const stream = Object.assign(Readable.from([Buffer.from(bytes)]), { path: "s.txt" });
    const sent = await api.sendDocument?.({ chat_id: 111, document: stream });
    expect(await download(token, sent.document.file_id)).toEqual(bytes);
    const seen: string[] = [];
    api.setMessageProvider(new TG.GetUpdateMessageProvider());
    api.on("update", (u) => void seen.push(u.message?.text));
    await api.start();
    try {
      service.user(token).text({ text: "polled" });
      await until("the update reaches the client", () => seen.includes("polled"));
    } finally {
      await api.stop();
    }
    expect(service.report()[token]).toMatchObject({ broken: [] });
  });
});
