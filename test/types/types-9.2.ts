// Type-level tests of generated/9.2: compiled by tsc (strict, exactOptionalPropertyTypes) in test/emit/tsc.test.ts.
import type { ChatMember, InaccessibleMessage, KeyboardButton, MaybeInaccessibleMessage, Message, MessageEntity, Poll, ReactionType, Update, User, UserProfilePhotos } from "../../generated/9.2/types.js";
import type { MethodParams, MethodResponse, MethodResult, Methods } from "../../generated/9.2/methods.js";
import { methods } from "../../generated/9.2/methods.js";

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const expectType = <T extends true>(_: T): void => undefined;

// Discriminated unions narrow on their discriminator.
export function untilDate(m: ChatMember): number | undefined {
  switch (m.status) {
    case "kicked":
      return m.until_date;
    case "restricted":
      return m.until_date;
    case "creator":
      // @ts-expect-error an owner has no until_date
      return m.until_date;
    default:
      return undefined;
  }
}
export function reactionKey(r: ReactionType): string {
  if (r.type === "emoji") return r.emoji;
  if (r.type === "custom_emoji") return r.custom_emoji_id;
  expectType<Equal<typeof r.type, "paid">>(true);
  return "paid";
}
// @ts-expect-error "unknown" is no ChatMember status
export const badStatus: ChatMember["status"] = "unknown";

// Literals: True is true, InaccessibleMessage.date is 0.
export const premium: User["is_premium"] = true;
// @ts-expect-error True only ever true
export const notPremium: User["is_premium"] = false;
expectType<Equal<InaccessibleMessage["date"], 0>>(true);
export const inaccessible: MaybeInaccessibleMessage = { chat: { id: 1, type: "private" }, message_id: 1, date: 0 };

// Enums are string-literal unions.
expectType<Equal<Poll["type"], "regular" | "quiz">>(true);
// @ts-expect-error "bolder" is no entity type
export const entity: MessageEntity = { type: "bolder", offset: 0, length: 1 };

// Optional fields are optional; with exactOptionalPropertyTypes they are not undefined.
export const update: Update = { update_id: 1 };
// @ts-expect-error update_id is required
export const noId: Update = {};
// @ts-expect-error an optional field may be absent, not undefined
export const undefinedMessage: Update = { update_id: 1, message: undefined };

// KeyboardButton accepts a string; nested arrays.
export const buttons: KeyboardButton[][] = [["yes", { text: "no", request_contact: true }]];
expectType<Equal<UserProfilePhotos["photos"][number][number]["file_id"], string>>(true);

// Integer or String.
export const reply: NonNullable<Message["reply_to_message"]> = { message_id: 1, date: 1, chat: { id: 1, type: "group" } };

// Methods: params and results.
expectType<Equal<MethodResult<"getUpdates">, Update[]>>(true);
expectType<Equal<MethodResult<"setWebhook">, true>>(true);
expectType<Equal<Methods["getMe"]["shown"], false>>(true);
expectType<Equal<MethodResult<"getMe">, unknown>>(true);
export const params: MethodParams<"getUpdates"> = { limit: 10, allowed_updates: ["message"] };
// @ts-expect-error: allowed_updates names kinds of update
export const misspelt: MethodParams<"getUpdates"> = { allowed_updates: ["mesage"] };
// @ts-expect-error url is required by setWebhook
export const noUrl: MethodParams<"setWebhook"> = {};
// @ts-expect-error getWebhookInfo takes no parameters
export const extra: MethodParams<"getWebhookInfo"> = { url: "x" };
export function resultOf(r: MethodResponse<"getUpdates">): Update[] {
  return r.ok ? r.result : [];
}
export const certificateIsUpload: true = methods.setWebhook.params.certificate.upload;
export const urlIsRequired: true = methods.setWebhook.params.url.required;

// Validators: type guards, results, Standard Schema v1 (checked against @standard-schema/spec).
import type { StandardSchemaV1 } from "@standard-schema/spec";
import { isUpdate, schemas, validate, validateParams } from "../../generated/9.2/validators.js";
export const standardUpdate: StandardSchemaV1<unknown, Update> = schemas.Update;
export function narrow(value: unknown): number {
  if (isUpdate(value)) return value.update_id;
  const r = validate("ChatMember", value);
  if (r.ok) expectType<Equal<typeof r.value, ChatMember>>(true);
  const p = validateParams("getUpdates", value);
  return p.ok ? (p.value.limit ?? 0) : r.ok ? 1 : -1;
}
// @ts-expect-error no such type
validate("Nope", {});
