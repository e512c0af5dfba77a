// A simulated user: what a person does in a chat with the bot, made into the updates the service would send, by the
// bot's store, so that ids, chats and messages agree with what the bot sent. Text and commands (with their
// bot_command entities), a press of an inline button of a message the bot sent, a reply, a photo or a document (whose
// file the bot can getFile), an edit, a member joining or leaving, an inline query.
import { findEntities } from "./entities.ts";
import { oneLevel } from "./replies.ts";
import type { Json, Store } from "./store.ts";

export interface UserContext {
  readonly store: Store;
  /** Unix time, seconds. */
  readonly now: () => number;
  /** Queues an update for the bot (made when the bot receives its kind); returns it with its update_id. */
  readonly push: (update: Json) => Json | undefined;
}

/** A step's fault: a button or message that is not there. */
export class UserError extends Error {}

export interface Who {
  /** The user's id (default 1001) and name. */
  readonly user?: number;
  readonly first_name?: string;
  /** The chat it happens in (default the user's private chat with the bot). */
  readonly chat_id?: number | string;
}

export function userOf(w: Who): Json {
  const id = w.user ?? 1001;
  return { id, is_bot: false, first_name: w.first_name ?? `User ${id}` };
}

function chatOf(c: UserContext, w: Who): Json {
  const user = userOf(w);
  if (w.chat_id === undefined) return c.store.remember({ id: user.id, type: "private", first_name: user.first_name });
  const chat = c.store.chat(w.chat_id);
  if (!chat) throw new UserError(`no chat ${String(w.chat_id)}`);
  return chat;
}

function userMessage(c: UserContext, w: Who, content: Json): Json {
  const chat = chatOf(c, w);
  const message = {
    message_id: c.store.nextMessageId(chat.id as number),
    from: userOf(w),
    date: c.now(),
    chat,
    ...content,
  };
  return c.store.add(message);
}

export function stored(c: UserContext, w: Who, messageId: number): Json {
  const chat = chatOf(c, w);
  const m = c.store.message(chat.id as number, messageId);
  if (!m) throw new UserError(`no message ${messageId} in chat ${String(chat.id)}`);
  return m;
}

/** Text or a command: `/start payload` gets its bot_command entity, as the service marks it. */
export function sendText(
  c: UserContext,
  w: Who & { text: string; reply_to?: number; message_thread_id?: number },
): Json | undefined {
  const entities = findEntities(w.text);
  const reply = w.reply_to !== undefined ? { reply_to_message: oneLevel(stored(c, w, w.reply_to)) } : {};
  const content = { text: w.text, ...(entities.length > 0 ? { entities } : {}), ...reply, ...inTopic(c, w) };
  return c.push({ message: userMessage(c, w, content) });
}

/** A message the user writes in a forum topic (`message_thread_id`): the topic must be open. */
function inTopic(c: UserContext, w: Who & { message_thread_id?: number }): Json {
  if (w.message_thread_id === undefined) return {};
  const topic = c.store.topics.get(chatOf(c, w).id as number)?.get(w.message_thread_id);
  if (!topic) throw new UserError(`no topic ${w.message_thread_id} in chat ${String(w.chat_id)}`);
  if (topic.closed) throw new UserError(`topic ${w.message_thread_id} is closed`);
  return { message_thread_id: w.message_thread_id, is_topic_message: true };
}

/** A press of an inline button of a message the bot sent: a callback_query carrying that message and its data. */
export function pressButton(c: UserContext, w: Who & { message_id: number; data?: string }): Json | undefined {
  const message = stored(c, w, w.message_id);
  const rows = ((message.reply_markup as Json | undefined)?.inline_keyboard ?? []) as Json[][];
  const buttons = rows.flat().filter((b) => typeof b.callback_data === "string");
  const button = w.data === undefined ? buttons[0] : buttons.find((b) => b.callback_data === w.data);
  if (!button)
    throw new UserError(`message ${w.message_id} has no inline button with callback_data ${w.data ?? "(any)"}`);
  const id = c.store.queryId();
  c.store.queries.add(id);
  const chat = message.chat as Json;
  return c.push({
    callback_query: { id, from: userOf(w), message, chat_instance: String(chat.id), data: button.callback_data },
  });
}

/** A photo or a document the user sends: the file is kept, so that the bot can getFile and download it. */
export function sendFile(
  c: UserContext,
  w: Who & { kind: "photo" | "document"; data: Uint8Array; file_name?: string; mime_type?: string; caption?: string },
): Json | undefined {
  const name = w.file_name ?? (w.kind === "photo" ? "photo.jpg" : "file.bin");
  const mime = w.mime_type ?? (w.kind === "photo" ? "image/jpeg" : "application/octet-stream");
  const file = c.store.keepFile(w.data, name, mime, `${w.kind}s`);
  const ids = { file_id: file.file_id, file_unique_id: file.file_unique_id, file_size: w.data.byteLength };
  const media =
    w.kind === "photo"
      ? { photo: [{ ...ids, width: 320, height: 240 }] }
      : { document: { ...ids, file_name: name, mime_type: mime } };
  return c.push({ message: userMessage(c, w, { ...media, ...(w.caption ? { caption: w.caption } : {}) }) });
}

/** The user edits a message of its own. */
export function editText(c: UserContext, w: Who & { message_id: number; text: string }): Json | undefined {
  const message = stored(c, w, w.message_id);
  if ((message.from as Json | undefined)?.id !== userOf(w).id)
    throw new UserError("a user edits only its own messages");
  // The new text's own entities (a command in it), none of the old text's.
  const entities = findEntities(w.text);
  delete message.entities;
  Object.assign(message, { text: w.text, edit_date: c.now(), ...(entities.length > 0 ? { entities } : {}) });
  return c.push({ edited_message: message });
}

/** A member joins or leaves a group: chat_member; the bot added or removed: my_chat_member. */
export function membership(
  c: UserContext,
  w: Who & { chat_id: number | string; joined: boolean; bot?: boolean },
): Json | undefined {
  const chat = chatOf(c, w);
  const member = w.bot ? c.store.me : userOf(w);
  const [before, after] = w.joined ? ["left", "member"] : ["member", "left"];
  const update = {
    chat,
    from: userOf(w),
    date: c.now(),
    old_chat_member: { status: before, user: member },
    new_chat_member: { status: after, user: member },
  };
  return c.push(w.bot ? { my_chat_member: update } : { chat_member: update });
}

/**
 * The user blocks the bot in their private chat (or unblocks it): my_chat_member (member ↔ kicked); while blocked,
 * whatever the bot sends there is refused with 403 "Forbidden: bot was blocked by the user".
 */
export function blockBot(c: UserContext, w: Who & { blocked: boolean }): Json | undefined {
  const user = userOf(w);
  const chat = c.store.remember({ id: user.id, type: "private", first_name: user.first_name });
  if (w.blocked) c.store.blocked.add(user.id as number);
  else c.store.blocked.delete(user.id as number);
  const member = { status: "member", user: c.store.me };
  const kicked = { status: "kicked", user: c.store.me, until_date: 0 };
  const [before, after] = w.blocked ? [member, kicked] : [kicked, member];
  return c.push({
    my_chat_member: { chat, from: user, date: c.now(), old_chat_member: before, new_chat_member: after },
  });
}

/** The user pays an invoice the bot sent: a pre_checkout_query, its checkout kept for answerPreCheckoutQuery. */
export function payInvoice(c: UserContext, w: Who & { message_id: number }): Json | undefined {
  const message = stored(c, w, w.message_id);
  const chat = message.chat as Json;
  const invoice = c.store.payments.invoices.get(`${chat.id}:${w.message_id}`);
  if (!invoice) throw new UserError(`message ${w.message_id} is no invoice the bot sent`);
  const id = c.store.queryId();
  const from = userOf(w);
  c.store.payments.checkouts.set(id, {
    chat,
    from,
    payload: invoice.payload,
    currency: invoice.currency,
    total: invoice.total,
  });
  return c.push({
    pre_checkout_query: {
      id,
      from,
      currency: invoice.currency,
      total_amount: invoice.total,
      invoice_payload: invoice.payload,
    },
  });
}

/** An inline query typed in any chat; kept, so that the bot's answer and the user's choice can follow. */
export function inlineQuery(c: UserContext, w: Who & { query: string }): Json | undefined {
  const id = c.store.queryId();
  c.store.inline.set(id, { query: w.query, from: userOf(w) });
  return c.push({ inline_query: { id, from: userOf(w), query: w.query, offset: "" } });
}

/**
 * The user picks a result the bot answered an inline query with: chosen_inline_result, and the message it makes in
 * the chat (the user's private chat unless `chat_id`), from the user and `via_bot` the bot, with the result's text.
 */
export function chooseResult(c: UserContext, w: Who & { query_id?: string; result_id: string }): Json | undefined {
  const id = w.query_id ?? [...c.store.inline.keys()].at(-1);
  const query = id === undefined ? undefined : c.store.inline.get(id);
  if (!query || id === undefined) throw new UserError(`no inline query ${w.query_id ?? "was typed"}`);
  if (!query.results) throw new UserError(`inline query ${id} was not answered by answerInlineQuery`);
  const result = query.results.find((r) => r.id === w.result_id);
  if (!result) throw new UserError(`inline query ${id} has no result ${JSON.stringify(w.result_id)}`);
  const content = (result.input_message_content ?? {}) as Json;
  const text = typeof content.message_text === "string" ? content.message_text : undefined;
  const caption = typeof result.caption === "string" ? result.caption : undefined;
  const message = userMessage(
    c,
    { ...w, user: query.from.id as number },
    {
      via_bot: c.store.me,
      ...(text !== undefined ? { text } : caption !== undefined ? { caption } : { text: String(result.title ?? "") }),
    },
  );
  c.push({ chosen_inline_result: { result_id: w.result_id, from: query.from, query: query.query } });
  return c.push({ message });
}
