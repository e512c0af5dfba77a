// Forum topics as the service keeps them: createForumTopic makes a topic in a supergroup (its thread id the id of the
// message that opens it; the chat becomes a forum), editForumTopic renames it, closeForumTopic and reopenForumTopic
// close and reopen it, deleteForumTopic removes it; a message sent with message_thread_id goes to that topic (a
// missing one refused, a closed one refused). Descriptions as the service words them.
import { CallFault, type CallContext } from "./messages.ts";
import type { Json, Topic } from "./store.ts";

function topicsOf(c: CallContext, chat: Json): Map<number, Topic> {
  let topics = c.store.topics.get(chat.id as number);
  if (!topics) c.store.topics.set(chat.id as number, (topics = new Map()));
  return topics;
}

function topicOf(c: CallContext, chat: Json): Topic {
  const topic = c.store.topics.get(chat.id as number)?.get(Number(c.params.message_thread_id));
  if (!topic) throw new CallFault("Bad Request: TOPIC_ID_INVALID");
  return topic;
}

export function createTopic(c: CallContext, chat: Json): unknown {
  if (chat.type !== "supergroup") throw new CallFault("Bad Request: the chat is not a forum");
  chat.is_forum = true;
  const id = c.store.nextMessageId(chat.id as number);
  const topic: Topic = {
    name: String(c.params.name ?? ""),
    icon_color: typeof c.params.icon_color === "number" ? c.params.icon_color : 7322096,
    closed: false,
    ...(typeof c.params.icon_custom_emoji_id === "string"
      ? { icon_custom_emoji_id: c.params.icon_custom_emoji_id }
      : {}),
  };
  topicsOf(c, chat).set(id, topic);
  const { closed: _, ...shown } = topic;
  return { message_thread_id: id, ...shown };
}

/** editForumTopic, closeForumTopic, reopenForumTopic, deleteForumTopic. */
export function changeTopic(c: CallContext, chat: Json): unknown {
  const topic = topicOf(c, chat);
  const name = c.method.name;
  if (name === "deleteForumTopic") topicsOf(c, chat).delete(Number(c.params.message_thread_id));
  else if (name === "closeForumTopic" || name === "reopenForumTopic") {
    const closing = name === "closeForumTopic";
    if (topic.closed === closing) throw new CallFault("Bad Request: TOPIC_NOT_MODIFIED");
    topic.closed = closing;
  } else {
    if (typeof c.params.name === "string") topic.name = c.params.name;
    if (typeof c.params.icon_custom_emoji_id === "string") topic.icon_custom_emoji_id = c.params.icon_custom_emoji_id;
  }
  return true;
}

/** The fields a message sent with message_thread_id takes in a forum; a missing or closed topic refuses the send. */
export function topicFields(c: CallContext, chat: Json): Json {
  const thread = c.params.message_thread_id;
  const topics = c.store.topics.get(chat.id as number);
  if (typeof thread !== "number" || !topics) return {};
  const topic = topics.get(thread);
  if (!topic) throw new CallFault("Bad Request: message thread not found");
  if (topic.closed) throw new CallFault("Bad Request: TOPIC_CLOSED");
  return { message_thread_id: thread, is_topic_message: true };
}
