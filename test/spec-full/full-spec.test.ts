// The whole interface in the service's own note wording (test/fixtures/spec-full-9.2, copied from shared/spec-full):
// it generates with its exact counts, says at most a handful of warnings (each listed with why it is one), and no
// constraint read from a note rejects a real update that the seed spec's validators accept.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { main } from "../../generator/cli.ts";
import { loadSpec } from "../../generator/run/pipeline.ts";
import { validate as validate92 } from "../../generated/9.2/validators.mjs";
import type { SpecModel } from "../../generator/model/model.ts";

const FIXTURE = "test/fixtures/spec-full-9.2";
type Validate = (
  type: string,
  x: unknown,
  o?: { compatible?: boolean },
) => { ok: boolean; errors: { path: string; message: string }[] };

/** Warnings the fixture may give, by the words they quote, each with why it is a true one. */
const ACCEPTED_WARNINGS: readonly [RegExp, string][] = [];

/**
 * Real samples a type the fixture shows in full makes invalid, though the seed spec (which shows fewer fields and
 * notes) accepts them: the sample, and the field with the rule of the fixture it breaks.
 */
const INVALID_UNDER_FULL: Readonly<Record<string, string>> = {
  // User.is_bot is required in the full User table (1-core.md:83); these captures (older library fixtures) lack it.
  "chosen_inline_result-01.json": "/chosen_inline_result/from/is_bot",
  "pre_checkout_query-01.json": "/pre_checkout_query/from/is_bot",
  "pre_checkout_query-02.json": "/pre_checkout_query/from/is_bot",
  "shipping_query-01.json": "/shipping_query/from/is_bot",
  // InlineQuery.id is a String (2-more-types.md:70); this sample writes it as a number.
  "inline_query-02.json": "/inline_query/id",
  // Sticker.type is required (2-more-types.md:15); this sample predates it.
  "message-31.json": "/message/sticker/type",
  // PhotoSize.file_unique_id is required (1-core.md:388); this sample predates it.
  "message-46.json": "/message/game/photo/0/file_unique_id",
};

let model: SpecModel;
let warnings: string[];
let root = "";
let full: Validate;

beforeAll(async () => {
  const loaded = loadSpec(FIXTURE);
  model = loaded.model;
  warnings = loaded.warnings.map((w) => `${w.position.line}:${w.position.column} ${w.message}`);
  root = mkdtempSync(join(tmpdir(), "botspec-full-"));
  const err: string[] = [];
  const code = await main(["generate", "--spec", resolve(FIXTURE), "--out", join(root, "out"), "--no-cache"], {
    cwd: root,
    out: () => {},
    err: (l) => err.push(l),
  });
  if (code !== 0) throw new Error(err.join("\n"));
  full = (await import(join(root, "out/validators.mjs"))).validate as Validate;
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("the full-size spec", () => {
  it("has the counts its README gives", () => {
    const objects = model.types.filter((t) => t.kind === "object");
    expect(model.types).toHaveLength(278);
    expect(objects.reduce((n, t) => n + (t.kind === "object" ? t.fields.length : 0), 0)).toBe(1428);
    expect(model.methods).toHaveLength(158);
    expect(model.methods.reduce((n, m) => n + m.params.length, 0)).toBe(770);
  });
  it("says at most 10 warnings, each one listed with why it is a true one", () => {
    expect(warnings.length).toBeLessThanOrEqual(10);
    for (const w of warnings)
      expect(
        ACCEPTED_WARNINGS.some(([re]) => re.test(w)),
        w,
      ).toBe(true);
  });
  it("reads the groups of Update and of the keyboard buttons", () => {
    const groups = (name: string) => {
      const t = model.types.find((x) => x.name === name);
      return t?.kind === "object" ? t.groups.map((g) => [g.kind, g.fields.length]) : [];
    };
    expect(groups("Update")).toEqual([["at-most-one", 23]]);
    expect(groups("KeyboardButton")).toEqual([["at-most-one", 6]]);
    expect(groups("InlineKeyboardButton")).toEqual([["exactly-one", 10]]);
    expect(groups("InlineQueryResultsButton")).toEqual([["exactly-one", 2]]);
  });
  it("reads the group of sendPoll's parameters from their notes (3-endpoints.md:463-464, `Can't be used together with …`)", () => {
    const m = model.methods.find((x) => x.name === "sendPoll");
    expect(m?.groups?.map((g) => [g.kind, ...g.fields])).toEqual([["at-most-one", "open_period", "close_date"]]);
  });
  // What each of these notes states, read from the fixture's text (file:line in the comment).
  const members: [string, Record<string, unknown>][] = [
    ["Chat.id", { integerBits: 52 }], // 1-core.md:102 "may have more than 32 significant bits … at most 52"
    ["User.id", { integerBits: 52 }], // 1-core.md:82
    ["ChatFullInfo.linked_chat_id", { integerBits: 52 }], // "greater than 32 bits … smaller than 52 bits"
    ["Animation.file_size", { integerBits: 52 }], // "can be bigger than 2^31 … at most 52 significant bits"
    ["sendLocation.live_period", { minimum: 60, maximum: 2147483647, integerBits: 32 }], // "… or 0x7FFFFFFF for …"
    ["sendPoll.close_date", { integerBits: 32 }], // "at least 5 and no more than 600 seconds in the future"
    [
      "InlineQueryResultsButton.start_parameter",
      { minLength: 1, maxLength: 64, lengthUnit: "utf16", pattern: "^[A-Za-z0-9_\\-]*$" },
    ],
    ["BotCommand.command", { minLength: 1, maxLength: 32, lengthUnit: "utf16", pattern: "^[a-z0-9_]*$" }],
    ["SuggestedPostPrice.amount", { minimum: 5, maximum: 10000000000000, integerBits: 52 }], // two cases, hull
    ["InlineKeyboardButton.callback_data", { minLength: 1, maxLength: 64, lengthUnit: "utf8" }], // "… when …, 1-64 bytes"
    ["sendPhoto.caption", { minLength: 0, maxLength: 1024, lengthUnit: "utf16" }], // "(… when resending …), 0-1024"
    ["sendPoll.is_anonymous", { default: true }], // "True, if …, defaults to True"
    [
      "createForumTopic.icon_color",
      { enum: [7322096, 16766590, 13338331, 9367192, 16749490, 16478047], integerBits: 32 },
    ],
    ["giftPremiumSubscription.month_count", { enum: [3, 6, 12], integerBits: 32 }],
    ["uploadStickerFile.sticker_format", { enum: ["static", "animated", "video"] }],
    ["InputSticker.format", { enum: ["static", "animated", "video"] }], // "`static` for a .WEBP …"
    ["SuggestedPostPaid.currency", { enum: ["XTR", "TON"] }], // "`XTR` for Stars or `TON` for toncoins"
    ["InlineQueryResultVideo.mime_type", { enum: ["text/html", "video/mp4"] }],
    ["sendInvoice.max_tip_amount", { default: 0, integerBits: 32 }], // "For example, … US$ 1.45 … = 145" is none
    ["Message.date", { minimum: 1, integerBits: 32 }], // "It is always a positive number"
    ["answerInlineQuery.next_offset", { maxLength: 64, lengthUnit: "utf8" }], // "can't exceed 64 bytes"
  ];
  it.each(members)("%s", (path, want) => {
    const [owner, name] = path.split(".") as [string, string];
    const t = model.types.find((x) => x.name === owner);
    const m = model.methods.find((x) => x.name === owner);
    const member =
      t?.kind === "object" ? t.fields.find((f) => f.name === name) : m?.params.find((p) => p.name === name);
    expect(member?.constraints).toEqual(want);
  });
  it("reads every value of MessageEntity.type", () => {
    const t = model.types.find((x) => x.name === "MessageEntity");
    const type = t?.kind === "object" ? t.fields.find((f) => f.name === "type") : undefined;
    expect(type?.constraints.enum).toHaveLength(19); // mention … custom_emoji, each with its explanation
    expect(type?.constraints.enum).toContain("bot_command");
  });
  it("rejects no real update that spec/9.2 accepts, unless a rule the fixture shows in full says why", () => {
    const rejected: string[] = [];
    for (const file of readdirSync("test/fixtures/updates").sort()) {
      const value = JSON.parse(readFileSync(`test/fixtures/updates/${file}`, "utf8"));
      if (!validate92("Update", value, { compatible: true }).ok) continue;
      const r = full("Update", value, { compatible: true });
      const paths = r.ok ? [] : r.errors.map((e) => e.path);
      if (!r.ok && paths.join() !== INVALID_UNDER_FULL[file]) rejected.push(`${file}: ${JSON.stringify(r.errors)}`);
    }
    expect(rejected).toEqual([]);
  });
});
