// Replies, as the spec states them for ReplyParameters (and the older reply_to_message_id): the message replied to,
// in the same chat or in chat_id, given back as reply_to_message one level deep (it carries no reply_to_message of its
// own); a missing one fails unless allow_sending_without_reply; a quote must be an exact substring of the original's
// text or caption, or sending fails, and is given back as the TextQuote with its position in UTF-16 units.
import { CallFault, objectType, type CallContext } from "./messages.ts";
import type { Json } from "./store.ts";

interface Reply {
  readonly messageId: number;
  readonly chatId: unknown;
  readonly allowMissing: boolean;
  readonly quote?: string;
}

/** What the call asks to reply to, if anything. */
function replyOf(c: CallContext, chat: Json): Reply | undefined {
  const p = c.params.reply_parameters as Record<string, unknown> | undefined;
  if (p && typeof p === "object" && p.message_id !== undefined)
    return {
      messageId: Number(p.message_id),
      chatId: p.chat_id ?? chat.id,
      allowMissing: p.allow_sending_without_reply === true,
      ...(typeof p.quote === "string" ? { quote: p.quote } : {}),
    };
  if (c.params.reply_to_message_id === undefined) return undefined;
  return {
    messageId: Number(c.params.reply_to_message_id),
    chatId: chat.id,
    allowMissing: c.params.allow_sending_without_reply === true,
  };
}

/** The TextQuote of `quote` in the original, with only the fields the model's TextQuote has. */
function textQuote(c: CallContext, original: Json, quote: string): Json {
  const source = typeof original.text === "string" ? original.text : String(original.caption ?? "");
  const position = source.indexOf(quote);
  if (quote === "" || position < 0) throw new CallFault("Bad Request: quote not found in the message to be replied");
  const fields = new Set(objectType(c.model, "TextQuote")?.fields.map((f) => f.name) ?? []);
  const all: Json = { text: quote, position, is_manual: true };
  return Object.fromEntries(Object.entries(all).filter(([k]) => fields.has(k)));
}

/** The fields a reply adds to a new message in `chat`: reply_to_message (and quote); none when it replies to nothing. */
export function replyFields(c: CallContext, chat: Json): Json {
  const reply = replyOf(c, chat);
  if (!reply) return {};
  const target = c.store.chat(reply.chatId);
  const original = target ? c.store.message(target.id as number, reply.messageId) : undefined;
  if (!original) {
    if (reply.allowMissing && reply.quote === undefined) return {};
    throw new CallFault("Bad Request: message to be replied not found");
  }
  return {
    reply_to_message: oneLevel(original),
    ...(reply.quote !== undefined ? { quote: textQuote(c, original, reply.quote) } : {}),
  };
}

/** A message as it stands in reply_to_message: a copy of it without a reply_to_message of its own. */
export function oneLevel(message: Json): Json {
  const { reply_to_message: _, ...once } = message;
  return structuredClone(once);
}
