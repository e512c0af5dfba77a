// What the fake service does for the methods whose answer follows from the request: a table of behaviours by method
// family, each citing the spec's statement it follows, over the bot's store. Any other method answers `true` when it
// returns True, and otherwise a value of its result type whose fields take the call's values of the same name.
import type { Method, TypeRef } from "../model/model.ts";
import { pollOf, stopPoll } from "./polls.ts";
import { businessFields, getBusinessConnection } from "./business.ts";
import { leafTypes } from "../model/types.ts";
import { replyFields } from "./replies.ts";
import { CallFault, contentOf, fileObject, fileOf, objectType, sentMessage, type CallContext } from "./messages.ts";
import { sampleValue } from "./sample.ts";
import { answerPreCheckout, invoiceOf, keepInvoice, refund } from "./payments.ts";
import { changeTopic, createTopic, topicFields } from "./topics.ts";
import type { Json } from "./store.ts";

export { CallFault, type CallContext } from "./messages.ts";

interface Family {
  readonly applies: (m: Method) => boolean;
  readonly run: (c: CallContext) => unknown;
  /** The statement of the spec it follows. */
  readonly spec: string;
}

const returns = (m: Method, name: string) =>
  leafTypes(m.result ?? { kind: "unknown" }).some((t) => t.kind === "ref" && t.name === name);
const named =
  (...names: string[]) =>
  (m: Method) =>
    names.includes(m.name);

function chatOf(c: CallContext, key = "chat_id"): Json {
  const chat = c.store.chat(c.params[key]);
  if (!chat) throw new CallFault("Bad Request: chat not found");
  if (chat.type === "private" && c.store.blocked.has(chat.id as number))
    throw new CallFault("Forbidden: bot was blocked by the user", 403);
  return chat;
}

function messageOf(c: CallContext, what: string): Json {
  const chat = chatOf(c);
  const found = c.store.message(chat.id as number, Number(c.params.message_id));
  if (!found) throw new CallFault(`Bad Request: message to ${what} not found`);
  return found;
}

/** sendMediaGroup: one message per item, sharing a media_group_id; each item's media resolved like a file. */
function album(c: CallContext): Json[] {
  const chat = chatOf(c);
  const items = Array.isArray(c.params.media) ? (c.params.media as Json[]) : [];
  const group = `${c.now}${c.store.nextMessageId(0)}`;
  return items.map((item) => {
    const field = String(item.type ?? "document");
    const t = objectType(c.model, "Message")?.fields.find((f) => f.name === field)?.type;
    const leaf = t ? leafTypes(t)[0] : undefined;
    const file = fileOf(c, item.media, `${field}s`);
    const media = leaf?.kind === "ref" ? fileObject(c, leaf.name, file) : {};
    const message = sentMessage(c, chat, { caption: item.caption, parse_mode: item.parse_mode });
    Object.assign(message, { media_group_id: group, [field]: t?.kind === "array" ? [media] : media });
    return message;
  });
}

/** editMessage*: the stored message changed; a call that changes nothing is refused as the service refuses it. */
function edit(c: CallContext): unknown {
  if (c.params.inline_message_id !== undefined) return true;
  const message = messageOf(c, "edit");
  const changes = contentOf(c, c.params);
  if (c.method.name === "editMessageReplyMarkup") changes.reply_markup = c.params.reply_markup;
  const same = Object.entries(changes).every(([k, v]) => JSON.stringify(message[k]) === JSON.stringify(v));
  if (same)
    throw new CallFault(
      "Bad Request: message is not modified: specified new message content and reply markup are exactly the same as a current content and reply markup of the message",
    );
  Object.assign(message, changes, { edit_date: c.now });
  if (c.params.reply_markup === undefined && c.method.name !== "editMessageReplyMarkup") delete message.reply_markup;
  return message;
}

/** "A message can only be deleted if it was sent less than 48 hours ago" (deleteMessage), by the fake's clock. */
const DELETABLE_SECONDS = 48 * 3600;

function deleteMessages(c: CallContext): unknown {
  const chat = chatOf(c);
  const ids = Array.isArray(c.params.message_ids) ? (c.params.message_ids as number[]) : [Number(c.params.message_id)];
  const old = (id: number) =>
    c.now - Number(c.store.message(chat.id as number, id)?.date ?? c.now) >= DELETABLE_SECONDS;
  // deleteMessages skips what cannot be deleted; deleteMessage says why it cannot.
  if (c.method.name === "deleteMessage" && ids.some(old)) throw new CallFault("Bad Request: message can't be deleted");
  const gone = ids.filter((id) => !old(id) && c.store.delete(chat.id as number, id));
  if (c.method.name === "deleteMessage" && gone.length === 0)
    throw new CallFault("Bad Request: message to delete not found");
  return true;
}

function forward(c: CallContext): unknown {
  const from = chatOf(c, "from_chat_id");
  const ids = Array.isArray(c.params.message_ids) ? (c.params.message_ids as number[]) : [Number(c.params.message_id)];
  const to = chatOf(c);
  const copies = ids.flatMap((id) => {
    const original = c.store.message(from.id as number, id);
    if (!original) return [];
    const { message_id: _, chat: __, date: ___, from: ____, ...content } = original;
    const copy = sentMessage(c, to, {});
    Object.assign(copy, content);
    return [copy];
  });
  if (copies.length === 0) throw new CallFault("Bad Request: message to forward not found");
  if (c.method.name === "forwardMessage") return copies[0];
  const ids2 = copies.map((m) => ({ message_id: m.message_id }));
  return c.method.name === "copyMessage" ? ids2[0] : ids2;
}

function getFile(c: CallContext): unknown {
  const file = c.store.fileById(c.params.file_id);
  if (!file) throw new CallFault("Bad Request: invalid file_id");
  return {
    file_id: file.file_id,
    file_unique_id: file.file_unique_id,
    file_size: file.data.byteLength,
    file_path: file.file_path,
  };
}

function getChat(c: CallContext): unknown {
  const chat = chatOf(c);
  const full = sampleValue(c.model, { kind: "ref", name: "ChatFullInfo" }, {}, c.seed) as Json;
  return { ...full, ...chat };
}

/** answerInlineQuery: the results are kept for the user to choose from; an id the fake did not make is refused. */
function answerInline(c: CallContext): unknown {
  const query = c.store.inline.get(String(c.params.inline_query_id));
  if (!query) throw new CallFault("Bad Request: query is too old and response timeout expired or query ID is invalid");
  query.results = Array.isArray(c.params.results) ? (c.params.results as Json[]) : [];
  return true;
}

/** answerCallbackQuery: the simulated user's query is closed (an id the fake did not make is still answered). */
function answerQuery(c: CallContext): unknown {
  c.store.queries.delete(String(c.params.callback_query_id));
  return true;
}

const FAMILIES: readonly Family[] = [
  {
    applies: named("answerCallbackQuery"),
    run: answerQuery,
    spec: "answerCallbackQuery: On success, True is returned",
  },
  {
    applies: named("createForumTopic"),
    run: (c) => createTopic(c, chatOf(c)),
    spec: "createForumTopic: Returns ForumTopic",
  },
  {
    applies: named("editForumTopic", "closeForumTopic", "reopenForumTopic", "deleteForumTopic"),
    run: (c) => changeTopic(c, chatOf(c)),
    spec: "editForumTopic / closeForumTopic / reopenForumTopic / deleteForumTopic: Returns True on success",
  },
  {
    applies: named("sendInvoice"),
    run: (c) => {
      const message = sentMessage(c, chatOf(c), c.params, { invoice: invoiceOf(c) });
      keepInvoice(c.store, message, c.params.payload);
      return message;
    },
    spec: "sendInvoice: On success, the sent Message is returned",
  },
  {
    applies: named("sendPoll"),
    run: (c) => {
      const chat = chatOf(c);
      const id = c.store.queryId();
      const message = sentMessage(c, chat, c.params, {
        ...topicFields(c, chat),
        ...replyFields(c, chat),
        poll: pollOf(c, id),
      });
      c.store.polls.set(id, { chatId: chat.id as number, messageId: message.message_id as number, votes: new Map() });
      return message;
    },
    spec: "sendPoll: On success, the sent Message is returned",
  },
  {
    applies: named("stopPoll"),
    run: (c) => stopPoll(c, chatOf(c).id as number),
    spec: "stopPoll: On success, the stopped Poll is returned",
  },
  {
    applies: named("answerPreCheckoutQuery"),
    run: answerPreCheckout,
    spec: "answerPreCheckoutQuery: On success, True is returned",
  },
  { applies: named("refundStarPayment"), run: refund, spec: "refundStarPayment: Returns True on success" },
  {
    applies: named("answerInlineQuery"),
    run: answerInline,
    spec: "answerInlineQuery: On success, True is returned. No more than 50 results per query are allowed",
  },
  {
    applies: named("getMe"),
    run: (c) => ({ ...meFields(c), ...c.store.me }),
    spec: "getMe: Returns basic information about the bot in form of a User object",
  },
  {
    applies: named("sendMediaGroup"),
    run: album,
    spec: "sendMediaGroup: On success, an array of Messages that were sent is returned",
  },
  {
    applies: named("forwardMessage", "forwardMessages", "copyMessage", "copyMessages"),
    run: forward,
    spec: "forwardMessage / copyMessage: the sent Message, or its MessageId",
  },
  {
    applies: (m) => m.name.startsWith("editMessage") || m.name === "stopMessageLiveLocation",
    run: edit,
    spec: "editMessage*: On success, … the edited Message is returned, otherwise True is returned",
  },
  {
    applies: named("deleteMessage", "deleteMessages"),
    run: deleteMessages,
    spec: "deleteMessage: Returns True on success",
  },
  {
    applies: named("getBusinessConnection"),
    run: getBusinessConnection,
    spec: "getBusinessConnection: Returns a BusinessConnection object on success",
  },
  { applies: named("getFile"), run: getFile, spec: "getFile: On success, a File object is returned" },
  { applies: named("getChat"), run: getChat, spec: "getChat: Returns a ChatFullInfo object on success" },
  {
    applies: (m) => m.name.startsWith("send") && returns(m, "Message"),
    run: (c) => {
      const chat = chatOf(c);
      const extra = { ...topicFields(c, chat), ...replyFields(c, chat), ...businessFields(c) };
      return sentMessage(c, chat, c.params, extra);
    },
    spec: "send*: On success, the sent Message is returned",
  },
];

/** Flags of the bot's User that only getMe returns, as the model has them (the smallest values). */
function meFields(c: CallContext): Json {
  const user = objectType(c.model, "User");
  const flags = (user?.fields ?? []).filter((f) => f.optional && f.type.kind === "boolean").map((f) => [f.name, false]);
  return Object.fromEntries(flags);
}

/** The result of a call: a family's behaviour, else `true` for True, else a sample filled from the call's values. */
export function behave(c: CallContext): unknown {
  const family = FAMILIES.find((f) => f.applies(c.method));
  if (family) return family.run(c);
  const result = c.method.result;
  // "Returns True on success": the interface's Boolean results are True when the call succeeds.
  if (result === null || result.kind === "true" || result.kind === "boolean") return true;
  return filled(c, result);
}

/** A value of the result type whose top-level fields take the call's values of the same name (a created link's name). */
function filled(c: CallContext, type: TypeRef): unknown {
  const value = sampleValue(c.model, type, {}, c.seed);
  if (type.kind !== "ref" || !value || typeof value !== "object") return value;
  const t = objectType(c.model, type.name);
  for (const f of t?.fields ?? []) {
    const v = c.params[f.name];
    const kinds = leafTypes(f.type).map((x) => x.kind);
    const plain =
      (typeof v === "string" && kinds.includes("string")) ||
      (typeof v === "number" && kinds.includes("integer")) ||
      (typeof v === "boolean" && kinds.includes("boolean"));
    if (plain) (value as Json)[f.name] = v;
  }
  return value;
}
