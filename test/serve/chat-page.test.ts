// The chat page of botspec serve (GET /), in headless Chromium (Debian's, which .ci/run installs; missing, the test is
// skipped saying so): a person chats through it with a grammY bot on the full-size spec — a command, the bot's
// inline keyboard pressed and the message edited, a reply quoted, a document sent, an inline query answered and a
// result picked, a reply keyboard's button, an invoice paid, a poll voted — and watches the call log.
// UPDATE_SCREENSHOT=1 writes docs/chat-page.png, the picture docs/serve.md shows.
import { existsSync } from "node:fs";
import { Bot, InlineKeyboard } from "grammy";
import { chromium, type Browser, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFakeService, type FakeService } from "../../generator/serve/service.ts";
import { served } from "../helpers.ts";

const CHROMIUM = "/usr/bin/chromium";
const hasChromium = existsSync(CHROMIUM);
if (!hasChromium)
  console.warn(`skipped: the chat page in a browser: no Chromium at ${CHROMIUM} (apt-get install chromium)`);
const FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"];

let service: FakeService;
let browser: Browser | undefined;
let bot: Bot | undefined;
const token = "7001:chatpage";

beforeAll(async () => {
  const { model, validators } = await served("test/fixtures/spec-full-9.2");
  service = await createFakeService({ model, validators, maxPollSeconds: 1 });
  if (!hasChromium) return;
  browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
  bot = new Bot(token, { client: { apiRoot: service.url } });
  bot.command("start", (ctx) =>
    ctx.reply("Hello! Tap below.", { reply_markup: new InlineKeyboard().text("Tap", "tap") }),
  );
  bot.callbackQuery("tap", async (ctx) => {
    await ctx.answerCallbackQuery({ text: "tapped" });
    await ctx.editMessageText("Tapped, thank you.");
  });
  bot.command("menu", (ctx) =>
    ctx.reply("Pick a colour", {
      reply_markup: { keyboard: [[{ text: "Red" }, { text: "Blue" }]], resize_keyboard: true },
    }),
  );
  bot.command("buy", (ctx) =>
    ctx.replyWithInvoice("Tea", "A cup of tea", "tea-1", "XTR", [{ label: "Tea", amount: 5 }]),
  );
  bot.on("pre_checkout_query", (ctx) => ctx.answerPreCheckoutQuery(true));
  bot.on("message:successful_payment", (ctx) => ctx.reply("Thanks for the tea"));
  bot.command("poll", (ctx) => ctx.replyWithPoll("Tea or coffee?", ["tea", "coffee"], { is_anonymous: false }));
  bot.on("poll_answer", (ctx) =>
    ctx.api.sendMessage(ctx.pollAnswer.user?.id ?? 0, `Voted ${ctx.pollAnswer.option_ids.join(",")}`),
  );
  bot.on("inline_query", (ctx) =>
    ctx.answerInlineQuery([
      {
        type: "article",
        id: "cats-1",
        title: `Cats: ${ctx.inlineQuery.query}`,
        input_message_content: { message_text: "A picture of cats" },
      },
    ]),
  );
  bot.on("message:document", (ctx) => ctx.reply(`Got ${ctx.message.document.file_name}`));
  bot.on("message:photo", (ctx) =>
    ctx.replyWithPhoto(ctx.message.photo[ctx.message.photo.length - 1]!.file_id, { caption: "Your photo back" }),
  );
  bot.on("message:text", (ctx) =>
    ctx.reply(`You said: ${ctx.message.text}`, { reply_parameters: { message_id: ctx.message.message_id } }),
  );
  void bot.start({ timeout: 1 });
});
/** A PNG of one pixel. */
const PNG = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==";

afterAll(async () => {
  await bot?.stop();
  await browser?.close();
  await service?.close();
});

const bubble = (page: Page, text: string) =>
  page.waitForFunction(
    (want) => [...document.querySelectorAll(".message")].some((m) => (m as HTMLElement).innerText.includes(want)),
    text,
    { timeout: 15_000 },
  );

describe("the chat page", () => {
  it("is served at / as one page that fetches nothing from elsewhere", async () => {
    const r = await fetch(`${service.url}/`);
    expect(r.status).toBe(200);
    expect(r.headers.get("content-type")).toMatch(/^text\/html/);
    expect(r.headers.get("content-security-policy")).toContain("default-src 'none'");
    expect(await r.text()).not.toMatch(/\b(src|href)="https?:/);
  });
  it("reads the newest calls only: /calls?last=N", async () => {
    const t = "7002:last";
    for (const text of ["one", "two", "three"])
      await fetch(`${service.url}/bot${t}/sendMessage?chat_id=1001&text=${text}`);
    const r = (await (await fetch(`${service.url}/_control/bot${t}/calls?last=2`)).json()) as {
      result: { params: { text: string } }[];
    };
    expect(r.result.map((c) => c.params.text)).toEqual(["two", "three"]);
  });
  it.skipIf(!hasChromium)(
    "chats with a grammY bot: a command, buttons, an edit, a reply, a document, an inline query, a reply keyboard, an invoice paid, a poll, the call log",
    async () => {
      const page = await (browser as Browser).newPage({ viewport: { width: 1200, height: 760 } });
      await page.goto(`${service.url}/`);
      await page.waitForFunction(
        (t) => [...document.querySelectorAll("#bot option")].some((o) => (o as HTMLOptionElement).value === t),
        token,
        { timeout: 15_000 },
      );
      await page.selectOption("#bot", token);
      await page.fill("#text", "/start");
      await page.press("#text", "Enter");
      await bubble(page, "Hello! Tap below.");
      await page.click(".keyboard button:has-text('Tap')");
      await bubble(page, "Tapped, thank you.");
      expect(await page.locator(".message", { hasText: "Tapped, thank you." }).innerText()).toContain("edited");
      await page.fill("#text", "how are you?");
      await page.press("#text", "Enter");
      await bubble(page, "You said: how are you?");
      // The reply quotes the message it answers; the user's own messages stand on the other side.
      expect(await page.locator(".message", { hasText: "You said: how are you?" }).locator(".quote").innerText()).toBe(
        "how are you?",
      );
      expect(await page.locator(".message.mine", { hasText: "how are you?" }).count()).toBeGreaterThan(0);
      await page.setInputFiles("#file", { name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
      await bubble(page, "Got notes.txt");
      // A photo, sent from the page and sent back by the bot by its file_id: both bubbles show the image itself.
      await page.setInputFiles("#file", { name: "dot.png", mimeType: "image/png", buffer: Buffer.from(PNG, "base64") });
      await bubble(page, "Your photo back");
      const shown = page.locator(".message", { hasText: "Your photo back" }).locator("img.photo");
      await page.waitForFunction(
        (img) => (img as HTMLImageElement | null)?.complete === true,
        await shown.elementHandle(),
      );
      expect(await shown.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(1);
      await page.waitForFunction(
        () => document.querySelector("#calls")?.textContent?.includes("editMessageText"),
        undefined,
        {
          timeout: 10_000,
        },
      );
      // An inline query typed as `@bot query`: the bot's results offered, one picked, its message sent via the bot.
      await page.fill("#text", "@chatpage_bot cats");
      await page.press("#text", "Enter");
      await page.click("#results button:has-text('Cats: cats')", { timeout: 15_000 });
      await bubble(page, "A picture of cats");
      // A poll: the user votes by its option's button; the bot hears the answer, the counts change.
      await page.fill("#text", "/poll");
      await page.press("#text", "Enter");
      await bubble(page, "Poll: Tea or coffee?");
      await page.click(".keyboard button:has-text('coffee')");
      await bubble(page, "Voted 1");
      await bubble(page, "coffee · 1");
      // A reply keyboard stands under the input; its button sends its text.
      await page.fill("#text", "/menu");
      await page.press("#text", "Enter");
      await page.click("#reply-keyboard button:has-text('Red')", { timeout: 15_000 });
      await bubble(page, "You said: Red");
      // An invoice paid by its button: pre_checkout_query answered, the payment made, the bot thanks.
      await page.fill("#text", "/buy");
      await page.press("#text", "Enter");
      await bubble(page, "Invoice: Tea");
      await page.click(".message button:has-text('Pay')");
      await bubble(page, "Paid 5 XTR");
      await bubble(page, "Thanks for the tea");
      // A link the bot sends opens only as a web address in the page, never as script.
      await (bot as Bot).api.sendMessage(1001, "a link", {
        entities: [{ type: "text_link", offset: 2, length: 4, url: "javascript:alert(1)" }],
      });
      await bubble(page, "a link");
      expect(await page.locator(".message", { hasText: "a link" }).locator("a").getAttribute("href")).toBe(
        "about:blank",
      );
      if (process.env.UPDATE_SCREENSHOT) await page.screenshot({ path: "docs/chat-page.png" });
      expect(service.report()[token]?.broken).toEqual([]);
      await page.close();
    },
  );
});
