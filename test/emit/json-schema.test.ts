// Every schema.json compiles in strict Ajv 2020 with no custom keywords, and says what the spec says.
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { strictAjv } from "../helpers.ts";

const versions = readdirSync("generated", { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);

function compile(version: string) {
  const schema = JSON.parse(readFileSync(`generated/${version}/schema.json`, "utf8"));
  const ajv = strictAjv({ allErrors: false });
  ajv.addSchema(schema);
  const get = (name: string) => {
    const v = ajv.getSchema(`${schema.$id}#/$defs/${name}`);
    if (!v) throw new Error(`no $defs/${name}`);
    return v;
  };
  return { schema, get };
}

describe.each(versions)("schema.json %s", (version) => {
  const { schema, get } = compile(version);
  it("compiles every $defs entry in strict mode", () => {
    for (const name of Object.keys(schema.$defs)) expect(() => get(name), name).not.toThrow();
    expect(JSON.stringify(schema)).not.toContain("additionalProperties");
  });
  it("describes an Update as a whole document: the root refers to $defs/Update", () => {
    const root = strictAjv({ allErrors: false }).compile(schema);
    expect(schema.$ref).toBe("#/$defs/Update");
    expect(root({ update_id: 1, message: { message_id: 1, date: 1, chat: { id: 1, type: "private" } } })).toBe(true);
    expect(root({ update_id: "1" })).toBe(false);
  });
  it("has a titled entry per type and per method", () => {
    expect(schema.$defs.Update.title).toBe("Update");
    expect(Object.keys(schema.$defs)).toEqual(expect.arrayContaining(["getUpdates.params", "getUpdates.result", "getUpdates.response", "response.ok", "response.error"]));
  });
  const chat = { id: -1001234567890, type: "supergroup", title: "t" };
  const cases: [string, string, unknown, boolean][] = [
    ["a minimal message update", "Update", { update_id: 1, message: { message_id: 1, date: 1, chat, text: "hi" } }, true],
    ["two event fields", "Update", { update_id: 1, message: { message_id: 1, date: 1, chat }, edited_message: { message_id: 1, date: 1, chat } }, false],
    ["an unknown chat type", "Chat", { id: 1, type: "secret" }, false],
    ["a 52-bit chat id", "Chat", { id: 2 ** 52 - 1, type: "private" }, true],
    ["a 32-bit overflow", "MessageEntity", { type: "bold", offset: 2 ** 31, length: 1 }, false],
    ["a banned member", "ChatMember", { status: "kicked", user: { id: 1, is_bot: false, first_name: "a" }, until_date: 0 }, true],
    ["an unknown member status", "ChatMember", { status: "ghost", user: { id: 1, is_bot: false, first_name: "a" } }, false],
    ["an inaccessible message", "MaybeInaccessibleMessage", { chat, message_id: 1, date: 0 }, true],
    ["a string button", "KeyboardButton", "Yes", true],
    ["two button options", "KeyboardButton", { text: "x", request_contact: true, request_location: true }, false],
    ["an inline button with no action", "InlineKeyboardButton", { text: "x" }, false],
    ["True as false", "User", { id: 1, is_bot: false, first_name: "a", is_premium: false }, false],
    ["a too-long quote", "ReplyParameters", { message_id: 1, quote: "x".repeat(1025) }, false],
    ["an error response", "getUpdates.response", { ok: false, error_code: 409, description: "Conflict" }, true],
    ["an ok response", "setWebhook.response", { ok: true, result: true }, true],
    ["an ok response with a wrong result", "setWebhook.response", { ok: true, result: false }, false],
  ];
  it.each(cases)("%s", (_name, def, value, valid) => {
    expect(get(def)(value)).toBe(valid);
  });
});
