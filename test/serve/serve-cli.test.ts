// botspec serve as a user starts it: a scenario file run against a real bot (grammY) prints pass/fail per step and
// exits 0, or 1 at the first failed step; stubs and updates given as files; -v logs requests without the token's
// secret; Ctrl-C (SIGINT) ends the service; SIGTERM answers the open long polls and ends it.
import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { Bot, InlineKeyboard } from "grammy";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const BIN = resolve("dist/generator/bin.js");
const SPEC = resolve("test/fixtures/spec-full-9.2");
const SMALL = resolve("spec/9.2");
let root = "";
beforeAll(() => void (root = mkdtempSync(join(tmpdir(), "botspec-serve-"))));
afterAll(() => rmSync(root, { recursive: true, force: true }));

interface Served {
  readonly child: ChildProcessWithoutNullStreams;
  readonly out: string[];
  readonly err: string[];
  readonly url: Promise<string>;
  readonly exit: Promise<number | null>;
}

function serve(args: string[], spec = SPEC): Served {
  const child = spawn(process.execPath, [BIN, "serve", "--spec", spec, "--port", "0", ...args], { cwd: root });
  const out: string[] = [];
  const err: string[] = [];
  let found: (u: string) => void = () => {};
  const url = new Promise<string>((r) => (found = r));
  child.stdout.on("data", (c: Buffer) => {
    out.push(...c.toString().split("\n").filter(Boolean));
    const m = /serving spec \S+ at (http:\/\/[^\s]+)/.exec(out.join("\n"));
    if (m?.[1]) found(m[1]);
  });
  child.stderr.on("data", (c: Buffer) => err.push(...c.toString().split("\n").filter(Boolean)));
  const timer = setTimeout(() => child.kill("SIGKILL"), 60_000);
  const exit = new Promise<number | null>((r) => child.on("close", (code) => (clearTimeout(timer), r(code))));
  return { child, out, err, url, exit };
}

const scenario = (token: string, steps: object[]) => {
  const path = join(root, `${token.split(":")[0]}.json`);
  writeFileSync(path, JSON.stringify({ token, timeout_ms: 10_000, steps }));
  return path;
};

function keyboardBot(token: string, apiRoot: string): Bot {
  const bot = new Bot(token, { client: { apiRoot } });
  bot.command("start", (ctx) => ctx.reply("Pick one", { reply_markup: new InlineKeyboard().text("Yes", "yes") }));
  bot.on("callback_query:data", async (ctx) => {
    await ctx.answerCallbackQuery();
    await ctx.editMessageText(`You chose ${ctx.callbackQuery.data}`);
  });
  return bot;
}

describe("botspec serve --scenario", () => {
  it("passes a scenario a real bot follows, step by step, and exits 0", async () => {
    const token = "9001:cli";
    const path = scenario(token, [
      { user: "text", text: "/start" },
      { expect: "sendMessage", params: { text: "Pick one" } },
      { user: "press", message_id: 2, data: "yes" },
      { expect: "answerCallbackQuery" },
      { expect: "editMessageText", params: { text: "You chose yes" } },
    ]);
    const s = serve(["--scenario", path, "-v"]);
    const bot = keyboardBot(token, await s.url);
    const running = bot.start({ timeout: 1 });
    const code = await s.exit;
    await bot.stop().catch(() => {});
    await running.catch(() => {});
    expect(s.out.filter((l) => /^(pass|fail) /.test(l))).toEqual([
      "pass 1 user text",
      "pass 2 expect sendMessage",
      "pass 3 user press",
      "pass 4 expect answerCallbackQuery",
      "pass 5 expect editMessageText",
    ]);
    expect(code).toBe(0);
    expect(s.err.some((l) => /^POST \/bot9001:…\/sendMessage 200 \d+ ms$/.test(l))).toBe(true);
    expect(s.err.join("\n")).not.toContain("9001:cli");
  });
  it("stops at the first step the bot does not follow and exits 1", async () => {
    const token = "9002:cli";
    const path = join(root, "fail.json");
    writeFileSync(
      path,
      JSON.stringify({
        token,
        timeout_ms: 500,
        steps: [{ user: "text", text: "/start" }, { expect: "sendPhoto" }, { user: "text", text: "never" }],
      }),
    );
    const s = serve(["--scenario", path]);
    // A bot that polls once (user steps wait for a poll) and sends nothing.
    await fetch(`${await s.url}/bot${token}/getUpdates`);
    expect(await s.exit).toBe(1);
    expect(s.out).toContain("pass 1 user text");
    expect(s.out.join("\n")).toMatch(
      /fail 2 expect sendPhoto: no call of sendPhoto answered with success within 500 ms; no call of it was made/,
    );
    expect(s.out.join("\n")).not.toContain("never");
  });
});

describe("botspec serve", () => {
  it("starts with stubs and updates from files, and ends on Ctrl-C", async () => {
    const stubs = join(root, "stubs.json");
    writeFileSync(
      stubs,
      JSON.stringify({
        getWebhookInfo: { result: { url: "", has_custom_certificate: false, pending_update_count: 42 } },
      }),
    );
    const updates = join(root, "updates.json");
    writeFileSync(
      updates,
      JSON.stringify({
        "9003:cli": [{ message: { message_id: 1, date: 1, chat: { id: 5, type: "private" }, text: "queued" } }],
      }),
    );
    const s = serve(["--stubs", stubs, "--updates", updates], SMALL);
    const url = await s.url;
    const post = async (method: string, body: object) =>
      (await (
        await fetch(`${url}/bot9003:cli/${method}`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(body),
        })
      ).json()) as { result: unknown };
    expect((await post("getWebhookInfo", {})).result).toMatchObject({ pending_update_count: 42 });
    expect((await post("getUpdates", {})).result).toMatchObject([{ message: { text: "queued" } }]);
    s.child.kill("SIGINT");
    expect(await s.exit).toBe(0);
  });
  // Without the service ending its polls, this would wait out their 50 s and the test's own limit.
  it("on SIGTERM answers every open long poll with no updates and exits", { timeout: 20_000 }, async () => {
    const s = serve([], SMALL);
    const url = await s.url;
    const polls = Array.from({ length: 40 }, (_, i) =>
      fetch(`${url}/bot${9100 + i}:poll/getUpdates?timeout=50`)
        .then((r) => r.json() as Promise<{ ok: boolean; result: unknown[] }>)
        .catch((e: unknown) => ({ ok: false, result: [String(e)] })),
    );
    await new Promise((r) => setTimeout(r, 300));
    s.child.kill("SIGTERM");
    expect(await s.exit).toBe(0);
    expect(await Promise.all(polls)).toEqual(polls.map(() => ({ ok: true, result: [] })));
  });
  it("refuses a stub its method does not return, naming it", async () => {
    const stubs = join(root, "bad-stubs.json");
    writeFileSync(stubs, JSON.stringify({ getWebhookInfo: { result: "many" } }));
    const s = serve(["--stubs", stubs], SMALL);
    expect(await s.exit).toBe(2);
    expect(s.err.join("\n")).toContain("stub of getWebhookInfo: the result is not what getWebhookInfo returns");
  });
});
