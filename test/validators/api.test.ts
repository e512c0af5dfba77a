// The rest of the validator API: never throwing, reportUnknown, params, responses, Standard Schema, plain Node ESM.
import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { isUpdate, isUser, paramSchemas, schemas, validate, validateParams, validateResponse, validateUpdate } from "../../generated/9.2/validators.mjs";

const user = { id: 1, is_bot: false, first_name: "Ann" };
const chat = { id: 1, type: "private" };
const message = { message_id: 5, date: 1700000000, chat, text: "hi" };

describe("never throws", () => {
  it("answers a value nested 100,000 deep with an error", () => {
    let deep: Record<string, unknown> = { ...message };
    for (let i = 0; i < 100_000; i++) deep = { ...message, reply_to_message: deep };
    const result = validate("Message", deep);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors[0]?.message).toMatch(/nested deeper than/);
  });
  it("answers a cyclic object with an error", () => {
    const cyclic: Record<string, unknown> = { ...message };
    cyclic.reply_to_message = cyclic;
    expect(validate("Message", cyclic).ok).toBe(false);
    expect(isUpdate({ update_id: 1, message: cyclic })).toBe(false);
  });
  it("handles huge arrays", () => {
    const photo = Array.from({ length: 200_000 }, (_, i) => ({ file_id: `f${i}`, file_unique_id: `u${i}`, width: 1, height: 1 }));
    expect(validate("Message", { ...message, photo }).ok).toBe(true);
    photo[199_999] = { ...photo[0], width: "x" } as never;
    const bad = validate("Message", { ...message, photo });
    expect(bad.ok ? [] : bad.errors.map((e) => e.path)).toEqual(["/photo/199999/width"]);
  });
  it("survives getters and proxies that throw", () => {
    const hostile = { ...user, get first_name(): string { throw new Error("boom"); } };
    const result = validate("User", hostile);
    expect(result.ok).toBe(false);
    const proxy = new Proxy({}, { get() { throw new Error("trap"); }, ownKeys() { throw new Error("trap"); } });
    expect(validate("Update", proxy, { exact: true }).ok).toBe(false);
    expect(isUser(proxy)).toBe(false);
  });
  it("answers an unknown type name without throwing", () => {
    const result = validate("Nope" as never, {});
    expect(result.ok ? "" : result.errors[0]?.message).toBe("unknown type Nope");
  });
});

describe("results", () => {
  it("returns the value itself, errors with expected and spec lines", () => {
    const bad = validateUpdate({ update_id: "1" });
    expect(bad).toEqual({ ok: false, errors: [{ path: "/update_id", message: "expected an integer, got a string", expected: "Integer", spec: "spec/9.2/core.md:35" }] });
  });
  it("lists unknown fields with reportUnknown, and unknown variants in compatible mode", () => {
    const value = { update_id: 1, message: { ...message, forward_origin: { type: "bot", date: 1 }, brand_new: true } };
    const result = validate("Update", value, { reportUnknown: true, compatible: true });
    expect(result.ok).toBe(true);
    expect(result.unknown?.map((u) => u.path)).toEqual(["/message/forward_origin/type", "/message/brand_new"]);
  });
  it("gives each error as plain data (path, message, expected, spec) that survives JSON and structured cloning", () => {
    const r = validate("User", { id: 2 ** 53, is_bot: "no", first_name: "a" }, { allErrors: true });
    const errors = r.ok ? [] : r.errors;
    expect(errors.map((e) => Object.keys(e))).toEqual([["path", "message", "expected", "spec"], ["path", "message", "expected", "spec"]]);
    expect(errors.map((e) => e.message)).toEqual(["must be at most 4503599627370495, got 9007199254740992", "expected a boolean, got a string"]);
    expect(JSON.parse(JSON.stringify(errors))).toEqual(errors);
    expect(structuredClone(errors)).toEqual(errors);
  });
  it("stops at the first error unless allErrors is set", () => {
    const value = { update_id: "x", message: { ...message, from: { id: "y" }, date: -1 } };
    const first = validateUpdate(value);
    expect(first.ok ? [] : first.errors.map((e) => e.path)).toEqual(["/update_id"]);
    const all = validateUpdate(value, { allErrors: true });
    expect(all.ok ? [] : all.errors.map((e) => e.path)).toEqual(["/update_id", "/message/from/id", "/message/from/is_bot", "/message/from/first_name", "/message/date"]);
  });
  it("gives the same verdict in the fast check and in the error pass", () => {
    for (const value of [{ update_id: 1 }, { update_id: 1, message }, { update_id: -1.5 }, [], null]) {
      expect(isUpdate(value)).toBe(validateUpdate(value).ok);
    }
  });
});

describe("method params and responses", () => {
  it("validates params of shown methods", () => {
    expect(validateParams("getUpdates", { offset: -5, limit: 100, allowed_updates: ["message"] }).ok).toBe(true);
    const bad = validateParams("getUpdates", { limit: 101 });
    expect(bad.ok ? [] : bad.errors.map((e) => e.path)).toEqual(["/limit"]);
    expect(validateParams("setWebhook", {}).ok).toBe(false);
    const token = validateParams("setWebhook", { url: "https://x", secret_token: "bad token!" });
    expect(token.ok ? [] : token.errors.map((e) => e.path)).toEqual(["/secret_token"]);
    expect(validateParams("setWebhook", { url: "https://x", extra: 1 }, { exact: true }).ok).toBe(false);
    expect(validateParams("getMe", { anything: 1 }).ok).toBe(true);
  });
  it("validates responses of a method, success or failure", () => {
    expect(validateResponse("getUpdates", { ok: true, result: [{ update_id: 1, message }] }).ok).toBe(true);
    const broken = { ok: true, result: [{ update_id: 1, message: { ...message, chat: {} } }] };
    const first = validateResponse("getUpdates", broken);
    expect(first.ok ? [] : first.errors.map((e) => e.path)).toEqual(["/result/0/message/chat/id"]);
    const all = validateResponse("getUpdates", broken, { allErrors: true });
    expect(all.ok ? [] : all.errors.map((e) => e.path)).toEqual(["/result/0/message/chat/id", "/result/0/message/chat/type"]);
    expect(validateResponse("setWebhook", { ok: true, result: true, description: "Webhook was set" }).ok).toBe(true);
    expect(validateResponse("setWebhook", { ok: false, error_code: 429, description: "Too Many Requests", parameters: { retry_after: 5 } }).ok).toBe(true);
    const noCode = validateResponse("setWebhook", { ok: false, description: "x" });
    expect(noCode.ok ? [] : noCode.errors.map((e) => e.path)).toEqual(["/error_code"]);
    expect(validateResponse("setWebhook", { result: true }).ok).toBe(false);
  });
});

describe("Standard Schema v1", () => {
  it("validates with vendor botspec and path segments", async () => {
    const std = schemas.Update["~standard"];
    expect([std.version, std.vendor]).toEqual([1, "botspec"]);
    expect(await std.validate({ update_id: 1 })).toEqual({ value: { update_id: 1 } });
    const failed = await std.validate({ update_id: 1, message: { ...message, entities: [{ type: "bold", offset: 0 }] } });
    expect(failed.issues?.map((i) => i.path)).toEqual([["message", "entities", 0, "length"]]);
    expect((await paramSchemas.getUpdates["~standard"].validate({ limit: 0 })).issues?.length).toBe(1);
  });
});

describe("plain Node ESM", () => {
  it("works from a copy of the folder outside the project", () => {
    const dir = mkdtempSync(join(tmpdir(), "botspec-standalone-"));
    try {
      cpSync("generated/9.2", dir, { recursive: true });
      const script = `const { validate } = await import(${JSON.stringify(pathToFileURL(join(dir, "validators.mjs")).href)}); console.log(validate("Update", { update_id: 1 }).ok)`;
      expect(execFileSync(process.execPath, ["--input-type=module", "-e", script], { encoding: "utf8", cwd: dir }).trim()).toBe("true");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
  it("imports validators.mjs with no TypeScript and no dependencies", () => {
    const out = execFileSync(process.execPath, ["--input-type=module", "-e", 'const { validate } = await import("./generated/9.2/validators.mjs"); console.log(validate("User", { id: 1, is_bot: true, first_name: "b" }).ok)'], { encoding: "utf8" });
    expect(out.trim()).toBe("true");
  });
});
