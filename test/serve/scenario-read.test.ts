// Scenario files read before anything runs: a step must name a step the simulated user has (never a name Object's
// prototype answers to, such as constructor or toString), an expectation a method by a string, params an object; a
// time limit a whole number of milliseconds. Each fault is said with its step; a good scenario is taken as it is.
import { describe, expect, it } from "vitest";
import { readScenario } from "../../generator/serve/scenario.ts";

const scenario = (steps: unknown[], extra: Record<string, unknown> = {}) => ({ token: "1:abc", steps, ...extra });

describe("a scenario file", () => {
  const BAD: [string, unknown, RegExp][] = [
    [
      "a user step named constructor",
      scenario([{ user: "constructor" }]),
      /step 1 has "user": "constructor", which is no user step/,
    ],
    [
      "a user step named toString",
      scenario([{ user: "text", text: "hi" }, { user: "toString" }]),
      /step 2 .*"toString"/,
    ],
    ["a user step named __proto__", scenario([{ user: "__proto__" }]), /step 1 .*"__proto__"/],
    [
      "a step of neither kind",
      scenario([{ wait: 5 }]),
      /step 1 has neither "user", "expect", "expect_update" nor "clock"/,
    ],
    ["an update kind that is a number", scenario([{ expect_update: 1 }]), /step 1 has "expect_update" that is not/],
    [
      "update fields that are a list",
      scenario([{ expect_update: "message", fields: ["text"] }]),
      /step 1 has "fields" that are not an object/,
    ],
    ["a step that is a list", scenario([["text"]]), /step 1 is not an object/],
    [
      "params that are a string",
      scenario([{ expect: "sendMessage", params: "hi" }]),
      /step 1 has "params" that are not an object/,
    ],
    [
      "a time limit as a string",
      scenario([], { timeout_ms: "1500" }),
      /"timeout_ms" is "1500"; expected a whole number/,
    ],
    ["a time limit of none", scenario([], { timeout_ms: 0 }), /"timeout_ms" is 0/],
    ["a time limit of a year", scenario([], { timeout_ms: 31_536_000_000 }), /"timeout_ms" is 31536000000/],
    ["no steps", { token: "1:abc" }, /expected \{ "token"/],
  ];
  it.each(BAD)("with %s is refused, saying where", (_, data, why) => {
    const r = readScenario(data);
    expect(typeof r).toBe("string");
    expect(r).toMatch(why);
  });

  it("with user steps, expectations and a time limit is taken as it is", () => {
    const good = scenario(
      [
        { user: "text", text: "/start" },
        { expect: "sendMessage", params: { text: "hi" } },
      ],
      { timeout_ms: 1500 },
    );
    expect(readScenario(good)).toEqual(good);
  });
});
