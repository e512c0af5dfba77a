// The 9.2 validators on values written from the spec: verdicts, error paths, modes.
import { describe, expect, it } from "vitest";
import { validate, type ValidateOptions } from "../../generated/9.2/validators.mjs";

const user = { id: 1, is_bot: false, first_name: "Ann" };
const chat = { id: -1001234567890, type: "supergroup", title: "T" };
const message = { message_id: 5, date: 1700000000, chat, from: user, text: "hi" };
const admin = { status: "administrator", user, can_be_edited: false, is_anonymous: false, can_manage_chat: true, can_delete_messages: true, can_manage_video_chats: true, can_restrict_members: true, can_promote_members: false, can_change_info: true, can_invite_users: true, can_post_stories: false, can_edit_stories: false, can_delete_stories: false };

type Case = [name: string, type: string, value: unknown, options: ValidateOptions | undefined, paths: string[] | "ok"];
const cases: Case[] = [
  ["a text message update", "Update", { update_id: 1, message }, undefined, "ok"],
  ["a missing required field", "Update", { update_id: 1, message: { ...message, chat: undefined } }, undefined, ["/message/chat"]],
  ["a wrong primitive deep inside", "Update", { update_id: 1, message: { ...message, entities: [{ type: "bold", offset: "0", length: 1 }] } }, undefined, ["/message/entities/0/offset"]],
  ["a fraction for an Integer", "MessageEntity", { type: "bold", offset: 0.5, length: 1 }, undefined, ["/offset"]],
  ["an Integer over 32 bits", "MessageEntity", { type: "bold", offset: 2 ** 31, length: 1 }, undefined, ["/offset"]],
  ["a 52-bit user id", "User", { ...user, id: 2 ** 52 - 1 }, undefined, "ok"],
  ["a user id over 52 bits", "User", { ...user, id: 2 ** 53 }, undefined, ["/id"]],
  ["a 52-bit file size", "File", { file_id: "a", file_unique_id: "b", file_size: 2 ** 40 }, undefined, "ok"],
  ["an infinite Float", "Location", { latitude: Infinity, longitude: 0 }, undefined, ["/latitude"]],
  ["True as false", "User", { ...user, is_premium: false }, undefined, ["/is_premium"]],
  ["null for an optional field", "Message", { ...message, from: null }, undefined, ["/from"]],
  ["null for an optional string", "Chat", { ...chat, username: null }, undefined, ["/username"]],
  ["an unknown enum value, strict", "Chat", { ...chat, type: "secret" }, { strict: true }, ["/type"]],
  ["an unknown enum value in received data, by default", "Chat", { ...chat, type: "secret" }, undefined, "ok"],
  ["an unknown enum value, compatible", "Chat", { ...chat, type: "secret" }, { compatible: true }, "ok"],
  ["a known variant", "ChatMember", admin, undefined, "ok"],
  ["a variant missing an included right", "ChatMember", { ...admin, can_post_stories: undefined }, undefined, ["/can_post_stories"]],
  ["an unknown variant, strict", "ChatMember", { status: "ghost", user }, { strict: true }, ["/status"]],
  ["an unknown variant in received data, by default", "ChatMember", { status: "ghost", user }, undefined, "ok"],
  ["an unknown variant, compatible", "ChatMember", { status: "ghost", user }, { compatible: true }, "ok"],
  ["a known variant stays checked in compatible mode", "ChatMember", { status: "kicked", user }, { compatible: true }, ["/until_date"]],
  ["no discriminator", "MessageOrigin", { date: 1 }, undefined, ["/type"]],
  ["a number as discriminator, compatible", "MessageOrigin", { type: 3, date: 1 }, { compatible: true }, ["/type"]],
  ["one precise error for a bad variant", "ReactionType", { type: "emoji" }, undefined, ["/emoji"]],
  ["an inaccessible message by date 0", "MaybeInaccessibleMessage", { chat, message_id: 3, date: 0 }, undefined, "ok"],
  ["a message by any other date", "MaybeInaccessibleMessage", { chat, message_id: 3, date: 5 }, undefined, "ok"],
  ["an inaccessible message with more fields stays inaccessible", "MaybeInaccessibleMessage", { chat, date: 0 }, undefined, ["/message_id"]],
  ["a string keyboard button", "KeyboardButton", "Yes", undefined, "ok"],
  ["an object keyboard button", "KeyboardButton", { text: "Share", request_contact: true }, undefined, "ok"],
  ["two options where at most one may be", "KeyboardButton", { text: "x", request_contact: true, request_location: true }, undefined, [""]],
  ["a number as keyboard button", "KeyboardButton", 5, undefined, [""]],
  ["exactly one action: none", "InlineKeyboardButton", { text: "x" }, undefined, [""]],
  ["exactly one action: one", "InlineKeyboardButton", { text: "x", callback_data: "go" }, undefined, "ok"],
  ["callback_data of 64 bytes", "InlineKeyboardButton", { text: "x", callback_data: "é".repeat(32) }, undefined, "ok"],
  ["callback_data of 66 bytes", "InlineKeyboardButton", { text: "x", callback_data: "é".repeat(33) }, undefined, ["/callback_data"]],
  ["an empty callback_data", "InlineKeyboardButton", { text: "x", callback_data: "" }, undefined, ["/callback_data"]],
  ["a poll question of 300 UTF-16 units", "Poll", { id: "p", question: "😀".repeat(150), options: [], total_voter_count: 0, is_closed: false, is_anonymous: true, type: "quiz", allows_multiple_answers: false }, undefined, "ok"],
  ["a poll question of 302 UTF-16 units", "Poll", { id: "p", question: "😀".repeat(151), options: [], total_voter_count: 0, is_closed: false, is_anonymous: true, type: "quiz", allows_multiple_answers: false }, undefined, ["/question"]],
  ["a range kept", "BackgroundFill", { type: "gradient", top_color: 0, bottom_color: 0, rotation_angle: 359 }, undefined, "ok"],
  ["a range broken", "BackgroundFill", { type: "gradient", top_color: 0, bottom_color: 0, rotation_angle: 360 }, undefined, ["/rotation_angle"]],
  ["two events in one update", "Update", { update_id: 1, message, edited_message: message }, undefined, [""]],
  ["an unknown field is accepted", "User", { ...user, brand_new: 1 }, undefined, "ok"],
  ["an unknown field in exact mode", "User", { ...user, brand_new: 1 }, { exact: true }, ["/brand_new"]],
  ["a weird key in exact mode", "User", { ...user, "a/b~c": 1 }, { exact: true }, ["/a~1b~0c"]],
  ["an array where an object belongs", "Update", [], undefined, [""]],
  ["null at the root", "Update", null, undefined, [""]],
  ["a string at the root", "Update", "update", undefined, [""]],
  ["a __proto__ key from JSON", "User", JSON.parse('{"id":1,"is_bot":false,"first_name":"a","__proto__":{"is_bot":true}}'), undefined, "ok"],
  ["fields inherited from a prototype count, as in JSON Schema", "User", Object.create({ id: 1, is_bot: false, first_name: "a" }), undefined, "ok"],
  ["a constructor key", "User", JSON.parse('{"id":1,"is_bot":false,"first_name":"a","constructor":5}'), { exact: true }, ["/constructor"]],
];

describe("validate()", () => {
  it.each(cases)("%s", (_name, type, value, options, want) => {
    const result = validate(type as never, value, options);
    if (want === "ok") {
      expect(result.ok, JSON.stringify(result)).toBe(true);
      if (result.ok) expect(result.value).toBe(value);
    } else {
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.errors.map((e) => e.path)).toEqual(want);
    }
  });
});
