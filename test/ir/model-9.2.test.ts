// The 9.2 model against the documents: an independent line reader of the field tables, and spot checks of the
// other constructs, each expectation read off the spec text.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { SpecModel } from "../../generator/model/model.ts";
import { loadModel } from "../../generator/run/pipeline.ts";
import { fieldOf, objectOf, unionOf } from "../helpers.ts";

const model: SpecModel = loadModel("spec/9.2", process.cwd());

/** `### Name` + `| Field | Type | Notes |` rows, read line by line with no Markdown parser. */
function fieldTableRows(file: string): { type: string; field: string; optional: boolean }[] {
  const rows: { type: string; field: string; optional: boolean }[] = [];
  let heading = "";
  let inTable = false;
  let allOptional = false;
  for (const line of readFileSync(file, "utf8").split("\n")) {
    if (line.startsWith("### "))
      [heading, inTable, allOptional] = [line.slice(4).replace(/ \(.*\)$/, ""), false, false];
    else if (/^\| Field \| Type/.test(line)) inTable = true;
    else if (/\(all optional/.test(line)) allOptional = true;
    else if (inTable && line.startsWith("|") && !line.startsWith("|---")) {
      const [names = "", types = ""] = line
        .split("|")
        .slice(1)
        .map((c) => c.trim());
      const typeList =
        types
          .split(/;|\(/)[0]
          ?.split(",")
          .map((t) => t.trim()) ?? [];
      names.split(",").forEach((n, i) =>
        rows.push({
          type: heading,
          field: n.trim(),
          optional: allOptional || (typeList[i] ?? typeList[0] ?? "").endsWith("?"),
        }),
      );
    } else if (!line.startsWith("|")) inTable = false;
  }
  return rows;
}

describe("the 9.2 model", () => {
  const rows = [...fieldTableRows("spec/9.2/core.md"), ...fieldTableRows("spec/9.2/supporting.md")];
  it("has every field of every field table with its optionality", () => {
    expect(rows.length).toBeGreaterThan(150);
    for (const r of rows) expect(fieldOf(model, r.type, r.field).optional, `${r.type}.${r.field}`).toBe(r.optional);
  });

  it("carries its version, its files and a source hash", () => {
    expect(model.version).toBe("9.2");
    expect(model.files).toEqual(["spec/9.2/core.md", "spec/9.2/supporting.md"]);
    expect(model.sourceHash).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(fieldOf(model, "User", "language_code").position).toEqual({ file: "spec/9.2/core.md", line: 85, column: 3 });
  });

  it("reads Message's service-message table as optional fields after the content fields", () => {
    const names = objectOf(model, "Message").fields.map((f) => f.name);
    expect(names.indexOf("reply_markup")).toBeLessThan(names.indexOf("new_chat_members"));
    expect(fieldOf(model, "Message", "pinned_message")).toMatchObject({
      type: { kind: "ref", name: "MaybeInaccessibleMessage" },
      optional: true,
    });
    expect(fieldOf(model, "Message", "suggested_post_refunded")).toMatchObject({
      type: { kind: "ref", name: "SuggestedPostRefunded" },
      optional: true,
    });
  });

  it("reads ChatFullInfo as every Chat field plus its own", () => {
    const chat = objectOf(model, "Chat").fields.map((f) => f.name);
    const full = objectOf(model, "ChatFullInfo").fields.map((f) => f.name);
    expect(full.slice(0, chat.length)).toEqual(chat);
    expect(fieldOf(model, "ChatFullInfo", "accepted_gift_types").optional).toBe(false);
  });

  it("reads the administrator variant with every ChatAdministratorRights field, same optionality", () => {
    const rights = objectOf(model, "ChatAdministratorRights").fields.map((f) => [f.name, f.optional]);
    expect(rights).toHaveLength(15);
    const admin = objectOf(model, "ChatMemberAdministrator").fields.map((f) => [f.name, f.optional]);
    expect(admin).toEqual([
      ["status", false],
      ["user", false],
      ["can_be_edited", false],
      ...rights,
      ["custom_title", true],
    ]);
    expect(
      objectOf(model, "ChatMemberRestricted")
        .fields.filter((f) => f.name.startsWith("can_"))
        .map((f) => f.optional),
    ).toEqual(Array(14).fill(false));
  });

  it("has the unions the spec shows, named after the service's naming", () => {
    const unions = model.types.filter((t) => t.kind === "union").map((t) => t.name);
    expect(unions.sort()).toEqual([
      "BackgroundFill",
      "BackgroundType",
      "ChatMember",
      "MaybeInaccessibleMessage",
      "MessageOrigin",
      "OwnedGift",
      "PaidMedia",
      "ReactionType",
      "StoryAreaType",
    ]);
    expect(
      unionOf(model, "ChatMember").variants.map((v) => `${v.type}=${v.match.kind === "equals" ? v.match.value : "*"}`),
    ).toEqual([
      "ChatMemberOwner=creator",
      "ChatMemberAdministrator=administrator",
      "ChatMemberMember=member",
      "ChatMemberRestricted=restricted",
      "ChatMemberLeft=left",
      "ChatMemberBanned=kicked",
    ]);
    expect(unionOf(model, "StoryAreaType").variants.map((v) => [v.type, v.extra["Maximum per story"]])).toEqual([
      ["StoryAreaTypeLocation", "10"],
      ["StoryAreaTypeSuggestedReaction", "5"],
      ["StoryAreaTypeLink", "3"],
      ["StoryAreaTypeWeather", "3"],
      ["StoryAreaTypeUniqueGift", "1"],
    ]);
    expect(unionOf(model, "BackgroundFill").variants.map((v) => v.type)).toEqual([
      "BackgroundFillSolid",
      "BackgroundFillGradient",
      "BackgroundFillFreeformGradient",
    ]);
    expect(unionOf(model, "PaidMedia").variants.map((v) => v.type)).toEqual([
      "PaidMediaPreview",
      "PaidMediaPhoto",
      "PaidMediaVideo",
    ]);
  });

  it("reads the constraints the notes state", () => {
    expect(fieldOf(model, "Chat", "type").constraints.enum).toEqual(["private", "group", "supergroup", "channel"]);
    expect(fieldOf(model, "MessageEntity", "type").constraints.enum).toHaveLength(19);
    expect(fieldOf(model, "InlineKeyboardButton", "callback_data").constraints).toMatchObject({
      minLength: 1,
      maxLength: 64,
      lengthUnit: "utf8",
    });
    expect(fieldOf(model, "BackgroundFillGradient", "rotation_angle").constraints).toMatchObject({
      minimum: 0,
      maximum: 359,
    });
    expect(fieldOf(model, "KeyboardButtonRequestUsers", "max_quantity").constraints).toMatchObject({
      minimum: 1,
      maximum: 10,
      default: 1,
    });
    expect(fieldOf(model, "InaccessibleMessage", "date").constraints.const).toBe(0);
    expect(fieldOf(model, "ChatShared", "chat_id").constraints.integerBits).toBe(52);
    expect(fieldOf(model, "Update", "update_id").constraints.integerBits).toBe(32);
    expect(fieldOf(model, "Gift", "publisher_chat").type).toEqual({ kind: "unknown" });
  });

  it("has the methods shown and the methods named only", () => {
    expect(model.methods.map((m) => [m.name, m.shown])).toEqual([
      ["getUpdates", true],
      ["setWebhook", true],
      ["deleteWebhook", true],
      ["getWebhookInfo", true],
      ["getMe", false],
      ["getFile", false],
      ["answerCallbackQuery", false],
      ["answerWebAppQuery", false],
      ["getCustomEmojiStickers", false],
      ["sendChecklist", false],
      ["editMessageChecklist", false],
      ["getMyStarBalance", false],
      ["giftPremiumSubscription", false],
    ]);
    const setWebhook = model.methods[1];
    expect(setWebhook?.params.map((p) => [p.name, p.required, p.upload])).toEqual([
      ["url", true, false],
      ["certificate", false, true],
      ["ip_address", false, false],
      ["max_connections", false, false],
      ["allowed_updates", false, false],
      ["drop_pending_updates", false, false],
      ["secret_token", false, false],
    ]);
    expect(setWebhook?.acceptsUpload).toBe(true);
    expect(model.methods[3]?.result).toEqual({ kind: "ref", name: "WebhookInfo" });
  });
});
