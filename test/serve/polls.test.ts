// Polls and reactions (issue 28, item 2): a grammY bot sends a poll that is not anonymous; the simulated user votes
// (poll_answer, and the poll's new counts), changes the vote, cannot vote twice in a one-answer poll or for an option
// that is not there; stopPoll closes it (a `poll` update, the stopped Poll, no vote after); reactions reach the bot only
// when its allowed_updates names message_reaction, with the old and the new reactions, and are taken back.
import { Bot } from "grammy";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFakeService, type FakeService } from "../../generator/serve/service.ts";
import { served } from "../helpers.ts";

let service: FakeService;
beforeAll(async () => {
  service = await createFakeService({ ...(await served("test/fixtures/spec-full-9.2")), maxPollSeconds: 1 });
});
afterAll(() => service.close());

/** The updates queued for a bot since the last call, confirmed as a client does (offset: the last one's id + 1). */
const offsets = new Map<string, number>();
const updates = async (token: string, allowed?: string[]) => {
  const r = await fetch(`${service.url}/bot${token}/getUpdates`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      timeout: 0,
      offset: offsets.get(token) ?? 0,
      ...(allowed ? { allowed_updates: allowed } : {}),
    }),
  });
  const body = (await r.json()) as { ok: boolean; result: Record<string, any>[]; description?: string };
  expect(body.ok, body.description).toBe(true);
  const last = body.result.at(-1);
  if (last) offsets.set(token, (last.update_id as number) + 1);
  return body.result;
};

describe("polls", () => {
  it("counts votes, says poll_answer and the new state, replaces a vote, refuses what the poll does not allow, stops", async () => {
    const token = "6101:polls";
    const bot = new Bot(token, { client: { apiRoot: service.url } });
    const group = -100123;
    const sent = await bot.api.sendPoll(group, "Tea or coffee?", [{ text: "tea" }, { text: "coffee" }], {
      is_anonymous: false,
    });
    expect(sent.poll).toMatchObject({
      question: "Tea or coffee?",
      options: [
        { text: "tea", voter_count: 0 },
        { text: "coffee", voter_count: 0 },
      ],
      total_voter_count: 0,
      is_closed: false,
      is_anonymous: false,
      type: "regular",
      allows_multiple_answers: false,
    });
    const user = service.user(token);
    const at = { chat_id: group, message_id: sent.message_id };
    user.vote({ ...at, option_ids: [1] });
    const first = await updates(token);
    expect(first.map((u) => Object.keys(u).find((k) => k !== "update_id"))).toEqual(["poll_answer", "poll"]);
    expect(first[0]?.poll_answer).toMatchObject({ poll_id: sent.poll.id, user: { id: 1001 }, option_ids: [1] });
    expect(first[1]?.poll.options.map((o: { voter_count: number }) => o.voter_count)).toEqual([0, 1]);
    user.vote({ ...at, option_ids: [0] });
    user.vote({ ...at, user: 1002, option_ids: [0] });
    const later = (await updates(token)).filter((u) => u.poll).at(-1);
    expect(later?.poll).toMatchObject({ total_voter_count: 2, options: [{ voter_count: 2 }, { voter_count: 0 }] });
    expect(() => user.vote({ ...at, option_ids: [0, 1] })).toThrow(/one answer/);
    expect(() => user.vote({ ...at, option_ids: [2] })).toThrow(/indexes/);
    const stopped = await bot.api.stopPoll(group, sent.message_id);
    expect(stopped).toMatchObject({ id: sent.poll.id, is_closed: true, total_voter_count: 2 });
    expect((await updates(token)).map((u) => u.poll?.is_closed)).toEqual([true]);
    expect(() => user.vote({ ...at, option_ids: [1] })).toThrow(/closed/);
    await expect(bot.api.stopPoll(group, sent.message_id)).rejects.toThrow(/already been closed/);
    // Flags not given take the defaults the spec states (is_anonymous "defaults to True", type "defaults to “regular”").
    const plain = await bot.api.sendPoll(group, "Again?", [{ text: "yes" }, { text: "no" }]);
    expect(plain.poll).toMatchObject({ is_anonymous: true, type: "regular", allows_multiple_answers: false });
    user.vote({ chat_id: group, message_id: plain.message_id, option_ids: [0] });
    expect((await updates(token)).map((u) => Object.keys(u).find((k) => k !== "update_id"))).toEqual(["poll"]);
    expect(service.report()[token]?.broken).toEqual([]);
  });
});

describe("reactions", () => {
  it("reach the bot as message_reaction with the old and new ones, only when allowed_updates names them", async () => {
    const token = "6102:reactions";
    const bot = new Bot(token, { client: { apiRoot: service.url } });
    const sent = await bot.api.sendMessage(1001, "react to me");
    const user = service.user(token);
    user.react({ message_id: sent.message_id, emoji: ["👍"] });
    // By default a bot receives every kind but chat_member, message_reaction and message_reaction_count.
    expect(await updates(token)).toEqual([]);
    await updates(token, ["message", "message_reaction"]);
    user.react({ message_id: sent.message_id, emoji: ["🔥"] });
    const [u] = await updates(token, ["message", "message_reaction"]);
    expect(u?.message_reaction).toMatchObject({
      chat: { id: 1001 },
      message_id: sent.message_id,
      user: { id: 1001 },
      old_reaction: [{ type: "emoji", emoji: "👍" }],
      new_reaction: [{ type: "emoji", emoji: "🔥" }],
    });
    // Taken back: no reactions.
    user.react({ message_id: sent.message_id, emoji: [] });
    const [back] = await updates(token, ["message", "message_reaction"]);
    expect(back?.message_reaction).toMatchObject({ old_reaction: [{ emoji: "🔥" }], new_reaction: [] });
  });
});
