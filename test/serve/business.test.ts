// Business connections (issue 28, item 2): the simulated user connects a grammY bot to their business account, a
// customer writes to it (business_message), the bot answers on the account's behalf (the message from the account,
// sender_business_bot the bot), getBusinessConnection answers the connection; disconnected, or unknown, it is refused.
import { Bot } from "grammy";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFakeService, type FakeService } from "../../generator/serve/service.ts";
import { served } from "../helpers.ts";

let service: FakeService;
beforeAll(async () => {
  service = await createFakeService({ ...(await served("test/fixtures/spec-full-9.2")), maxPollSeconds: 1 });
});
afterAll(() => service.close());

describe("business connections", () => {
  it("connect, a customer's message, an answer on the account's behalf, the connection, a disconnect", async () => {
    const token = "6201:business";
    const bot = new Bot(token, { client: { apiRoot: service.url } });
    const me = await bot.api.getMe();
    const user = service.user(token);
    const connected = user.business({ user: 1001, enabled: true }) as { business_connection: { id: string } };
    const id = connected.business_connection.id;
    expect(connected.business_connection).toMatchObject({ user: { id: 1001 }, user_chat_id: 1001, is_enabled: true });
    const asked = user.businessText({ user: 1002, business_connection_id: id, text: "Do you deliver?" }) as {
      business_message: Record<string, unknown>;
    };
    expect(asked.business_message).toMatchObject({
      chat: { id: 1002 },
      from: { id: 1002 },
      business_connection_id: id,
    });
    const answer = await bot.api.sendMessage(1002, "Yes, every day.", { business_connection_id: id });
    expect(answer).toMatchObject({
      chat: { id: 1002 },
      from: { id: 1001 },
      sender_business_bot: { id: me.id },
      business_connection_id: id,
      text: "Yes, every day.",
    });
    expect(await bot.api.getBusinessConnection(id)).toMatchObject({ id, user: { id: 1001 }, is_enabled: true });
    // Connected again: the same connection; disconnected: refused, as an unknown one is.
    expect(
      (user.business({ user: 1001, enabled: false }) as { business_connection: { id: string } }).business_connection.id,
    ).toBe(id);
    await expect(bot.api.sendMessage(1002, "still there?", { business_connection_id: id })).rejects.toThrow(
      /business connection not found/,
    );
    await expect(bot.api.getBusinessConnection("bc-none")).rejects.toThrow(/business connection not found/);
    expect(() => user.businessText({ user: 1002, business_connection_id: id, text: "hello?" })).toThrow(/no enabled/);
    expect(service.report()[token]?.broken).toEqual([]);
  });
});
