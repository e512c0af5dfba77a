// The call log of a bot is bounded (issue 31: every server bounds what it keeps): past MAX_CALLS the oldest half goes,
// counted, so a bot that calls for ever does not grow the service; the report still counts every call, and a scenario's
// expectations, which count calls over the whole run, still find the newest.
import { describe, expect, it } from "vitest";
import { BotState, MAX_CALLS, type CallRecord } from "../../generator/serve/bot.ts";

const record = (i: number): CallRecord => ({
  method: `m${i}`,
  params: {},
  encoding: "json",
  ok: true,
  errors: [],
  at: i,
});

describe("the call log", () => {
  it("keeps at most MAX_CALLS, the newest, and counts what it dropped", () => {
    const bot = new BotState({ now: () => 0 } as never, "1:log");
    const total = MAX_CALLS * 2 + 123;
    for (let i = 0; i < total; i++) bot.logCall(record(i));
    expect(bot.calls.length).toBeLessThanOrEqual(MAX_CALLS);
    expect(bot.droppedCalls + bot.calls.length).toBe(total);
    expect(bot.calls.at(-1)?.method).toBe(`m${total - 1}`);
    expect(bot.calls[0]?.method).toBe(`m${bot.droppedCalls}`);
  });
});

describe("the fake's state", () => {
  it("keeps at most a bounded number of chats, messages per chat and other entries, the newest", async () => {
    const { BoundedMap, BoundedSet } = await import("../../generator/serve/bounded.ts");
    const m = new BoundedMap<number, number>(3);
    for (let i = 0; i < 10; i++) m.set(i, i);
    expect([...m.keys()]).toEqual([7, 8, 9]);
    m.set(8, 80); // setting a kept key again keeps the others
    expect([...m.entries()]).toEqual([
      [7, 7],
      [8, 80],
      [9, 9],
    ]);
    const s = new BoundedSet<string>(2);
    for (const v of ["a", "b", "c"]) s.add(v);
    expect([...s]).toEqual(["b", "c"]);
    const { Store } = await import("../../generator/serve/store.ts");
    const { STATE_LIMITS } = await import("../../generator/serve/bounded.ts");
    const store = new Store("1:x");
    const chat = store.remember({ id: 5, type: "private", first_name: "A" });
    for (let i = 0; i < STATE_LIMITS.messagesPerChat + 50; i++)
      store.add({ message_id: store.nextMessageId(5), date: 0, chat, text: String(i) });
    const kept = store.messagesOf(5);
    expect(kept.length).toBe(STATE_LIMITS.messagesPerChat);
    expect(kept.at(-1)?.text).toBe(String(STATE_LIMITS.messagesPerChat + 49));
  });
});
