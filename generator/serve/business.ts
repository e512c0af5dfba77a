// Business connections as the service runs them: the simulated user connects the bot to their business account
// (business_connection, kept by id; connected again, the same id; disconnected, is_enabled false); a customer writes to
// that account (business_message in the customer's chat, with the connection's id); the bot answers on the account's
// behalf by business_connection_id (the message is from the account, sender_business_bot the bot); a connection that is
// unknown or disabled is refused. getBusinessConnection answers the kept connection.
import { CallFault, type CallContext } from "./messages.ts";
import type { Json } from "./store.ts";
import { userOf, UserError, type UserContext, type Who } from "./user.ts";

const NOT_FOUND = "Bad Request: business connection not found";

/** The user connects (or disconnects) the bot to their business account. */
export function connectBusiness(c: UserContext, w: Who & { enabled: boolean }): Json | undefined {
  const user = userOf(w);
  const known = [...c.store.business.values()].find((b) => (b.user as Json).id === user.id);
  const connection = {
    id: (known?.id as string | undefined) ?? `bc-${c.store.queryId()}`,
    user,
    user_chat_id: user.id,
    date: c.now(),
    is_enabled: w.enabled,
  };
  c.store.business.set(connection.id, connection);
  return c.push({ business_connection: connection });
}

/** A customer writes to the connected account: business_message in the customer's chat with the account. */
export function businessText(
  c: UserContext,
  w: Who & { business_connection_id: string; text: string },
): Json | undefined {
  const connection = c.store.business.get(w.business_connection_id);
  if (!connection?.is_enabled) throw new UserError(`no enabled business connection ${w.business_connection_id}`);
  const from = userOf(w);
  const chat = c.store.remember({ id: from.id, type: "private", first_name: from.first_name });
  const message = c.store.add({
    message_id: c.store.nextMessageId(chat.id as number),
    from,
    date: c.now(),
    chat,
    business_connection_id: w.business_connection_id,
    text: w.text,
  });
  return c.push({ business_message: message });
}

/** The fields of a message the bot sends on a business account's behalf, or none without business_connection_id. */
export function businessFields(c: CallContext): Json {
  const id = c.params.business_connection_id;
  if (id === undefined) return {};
  const connection = typeof id === "string" ? c.store.business.get(id) : undefined;
  if (!connection?.is_enabled) throw new CallFault(NOT_FOUND);
  return { from: connection.user, sender_business_bot: c.store.me, business_connection_id: id };
}

/** getBusinessConnection: the connection kept under its id. */
export function getBusinessConnection(c: CallContext): Json {
  const connection = c.store.business.get(String(c.params.business_connection_id));
  if (!connection) throw new CallFault(NOT_FOUND);
  return structuredClone(connection);
}
