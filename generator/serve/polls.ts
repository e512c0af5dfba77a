// Polls as the service runs them: sendPoll makes a message holding its Poll (open, no votes); the simulated user votes
// (poll_answer for a poll that is not anonymous, and the new poll state, which the bot receives for polls it sent);
// stopPoll closes it and answers the stopped Poll. Votes are kept per poll and user, so that a new vote replaces the
// user's last one, as the service counts them.
import type { Json, PollState } from "./store.ts";
import { CallFault, type CallContext } from "./messages.ts";
import { stored, userOf, UserError, type UserContext, type Who } from "./user.ts";

const text = (o: unknown) => (o && typeof o === "object" ? String((o as Json).text ?? "") : String(o ?? ""));

/** A param as the call gives it, else its default as the spec states it (the model's). */
function given(c: CallContext, name: string): unknown {
  return c.params[name] ?? c.method.params.find((p) => p.name === name)?.constraints.default;
}

/** The Poll a sendPoll call describes: its question and options, each flag as given or as the spec defaults it. */
export function pollOf(c: CallContext, id: string): Json {
  const p = c.params;
  const options = Array.isArray(p.options) ? p.options : [];
  const type = given(c, "type");
  return {
    id,
    question: String(p.question ?? ""),
    options: options.map((o) => ({ text: text(o), voter_count: 0 })),
    total_voter_count: 0,
    is_closed: given(c, "is_closed") === true,
    is_anonymous: given(c, "is_anonymous") === true,
    type: typeof type === "string" ? type : "regular",
    allows_multiple_answers: given(c, "allows_multiple_answers") === true,
    ...(typeof p.correct_option_id === "number" ? { correct_option_id: p.correct_option_id } : {}),
    ...(typeof p.explanation === "string" ? { explanation: p.explanation } : {}),
  };
}

/** stopPoll: the poll of the message closed, its state queued as a `poll` update; the stopped Poll. */
export function stopPoll(c: CallContext, chatId: number): Json {
  const message = c.store.message(chatId, Number(c.params.message_id));
  const poll = message?.poll as Json | undefined;
  if (!message || !poll) throw new CallFault("Bad Request: message with poll to stop not found");
  if (poll.is_closed) throw new CallFault("Bad Request: poll has already been closed");
  poll.is_closed = true;
  c.push({ poll: structuredClone(poll) });
  return structuredClone(poll);
}

/** The counts of a poll from its votes. */
export function recount(poll: Json, state: PollState): void {
  const options = poll.options as Json[];
  for (const o of options) o.voter_count = 0;
  for (const ids of state.votes.values())
    for (const i of ids) (options[i] as Json).voter_count = ((options[i] as Json).voter_count as number) + 1;
  poll.total_voter_count = [...state.votes.values()].filter((ids) => ids.length > 0).length;
}

/**
 * The simulated user votes in a poll the bot sent (no options: the vote taken back): the counts change, then
 * poll_answer when the poll is not anonymous, and the poll's new state.
 */
export function vote(c: UserContext, w: Who & { message_id: number; option_ids: readonly number[] }): Json | undefined {
  const poll = stored(c, w, w.message_id).poll as Json | undefined;
  const state = poll ? c.store.polls.get(poll.id as string) : undefined;
  if (!poll || !state) throw new UserError(`message ${w.message_id} is no poll the bot sent`);
  if (poll.is_closed) throw new UserError(`the poll of message ${w.message_id} is closed`);
  const count = (poll.options as Json[]).length;
  if (w.option_ids.some((i) => !Number.isInteger(i) || i < 0 || i >= count))
    throw new UserError(`"option_ids" must be indexes of the poll's ${count} options`);
  if (!poll.allows_multiple_answers && w.option_ids.length > 1) throw new UserError("the poll takes one answer");
  const user = userOf(w);
  state.votes.set(user.id as number, [...w.option_ids]);
  recount(poll, state);
  const answer = poll.is_anonymous
    ? undefined
    : c.push({ poll_answer: { poll_id: poll.id, user, option_ids: [...w.option_ids] } });
  const update = c.push({ poll: structuredClone(poll) });
  return answer ?? update;
}
