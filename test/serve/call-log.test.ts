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
