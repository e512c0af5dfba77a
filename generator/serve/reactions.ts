// Reactions of the simulated user: a message's reactions set anew (none: taken back), as message_reaction with the
// old and the new ones, which the bot receives only when its allowed_updates names message_reaction.
import type { Json } from "./store.ts";
import { stored, userOf, type UserContext, type Who } from "./user.ts";

export function react(c: UserContext, w: Who & { message_id: number; emoji: readonly string[] }): Json | undefined {
  const message = stored(c, w, w.message_id);
  const chat = message.chat as Json;
  const user = userOf(w);
  const key = `${String(chat.id)}:${w.message_id}:${String(user.id)}`;
  const old = c.store.reactions.get(key) ?? [];
  const next = w.emoji.map((emoji) => ({ type: "emoji", emoji }));
  c.store.reactions.set(key, next);
  return c.push({
    message_reaction: { chat, message_id: w.message_id, user, date: c.now(), old_reaction: old, new_reaction: next },
  });
}
