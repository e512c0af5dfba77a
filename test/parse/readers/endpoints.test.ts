import { describe, expect, it } from "vitest";
import { modelOf } from "../../helpers.ts";

const model = modelOf({
  resources: ["### Update", "", "| Field | Type | Notes |", "|---|---|---|", "| update_id | Integer | |"].join("\n"),
  endpoints: [
    "All paths are relative to the base.",
    "",
    "### getUpdates",
    "",
    "Path `/getUpdates`. Receives updates. Returns `result` = Array of Update.",
    "",
    "| Parameter | Type | Required | Rules |",
    "|---|---|---|---|",
    "| offset | Integer | No | Id of the first update |",
    "| limit | Integer | No | 1-100, default 100 |",
    "| chat_id | Integer or String | Yes | Target chat |",
    "| certificate | InputFile | No | Upload |",
    "",
    "Rules: the method does not work while a webhook is set.",
    "",
    "### deleteWebhook",
    "",
    "Path `/deleteWebhook`. Parameter: drop_pending_updates Boolean, optional. Returns true.",
    "",
    "### getWebhookInfo",
    "",
    "Path `/getWebhookInfo`. No parameters. Returns Update.",
    "",
    "### Other",
    "",
    "All other methods, including getMe, sendThing: not shown beyond their names and purpose (sendThing sends a thing).",
  ].join("\n"),
});

describe("endpoints", () => {
  it("reads a method with a parameter table", () => {
    const m = model.methods.find((x) => x.name === "getUpdates");
    expect(m).toMatchObject({
      shown: true,
      path: "/getUpdates",
      result: { kind: "array", items: { kind: "ref", name: "Update" } },
      acceptsUpload: true,
      notes: ["Rules: the method does not work while a webhook is set."],
    });
    expect(m?.params.map((p) => [p.name, p.required, p.upload])).toEqual([
      ["offset", false, false],
      ["limit", false, false],
      ["chat_id", true, false],
      ["certificate", false, true],
    ]);
    expect(m?.params[1]?.constraints).toEqual({ minimum: 1, maximum: 100, default: 100, integerBits: 32 });
    expect(m?.params[2]?.constraints.integerBits).toBe(52);
  });
  it("reads `Parameter: x Boolean, optional. Returns true.`", () => {
    const m = model.methods.find((x) => x.name === "deleteWebhook");
    expect(m?.result).toEqual({ kind: "true" });
    expect(m?.params.map((p) => [p.name, p.type, p.required])).toEqual([
      ["drop_pending_updates", { kind: "boolean" }, false],
    ]);
  });
  it("reads `No parameters. Returns X.`", () => {
    const m = model.methods.find((x) => x.name === "getWebhookInfo");
    expect(m?.params).toEqual([]);
    expect(m?.result).toEqual({ kind: "ref", name: "Update" });
  });
  it("lists methods named only in prose as not shown, with their purpose", () => {
    const named = model.methods.filter((x) => !x.shown);
    expect(named.map((m) => [m.name, m.result, m.params.length])).toEqual([
      ["getMe", null, 0],
      ["sendThing", null, 0],
    ]);
    expect(named[1]?.description).toBe("sendThing sends a thing");
  });
  it("reads the envelope and the version", () => {
    expect(model.version).toBe("1.0");
    expect(model.envelope.success.map((f) => [f.name, f.type, f.optional])).toEqual([
      ["ok", { kind: "literal", value: true }, false],
      ["description", { kind: "string" }, true],
    ]);
    expect(model.envelope.result.name).toBe("result");
    expect(model.envelope.failure.map((f) => [f.name, f.type, f.optional])).toEqual([
      ["ok", { kind: "literal", value: false }, false],
      ["description", { kind: "string" }, false],
      ["error_code", { kind: "integer" }, false],
      ["parameters", { kind: "ref", name: "ResponseParameters" }, true],
    ]);
  });
});

describe("Returns sentences in their common forms", () => {
  const resources =
    "### Update\n\n| Field | Type |\n|---|---|\n| update_id | Integer |\n\n### Message\n\n| Field | Type |\n|---|---|\n| message_id | Integer |\n";
  const message = { kind: "ref", name: "Message" };
  const messageOrTrue = { kind: "union", members: [message, { kind: "true" }] };
  const cases: [string, object][] = [
    ["On success, the sent Message is returned.", message],
    ["Returns the edited Message, or True if the message is inline.", messageOrTrue],
    ["The edited Message is returned, otherwise True.", messageOrTrue],
    ["Returns Message on success, or True for inline messages.", messageOrTrue],
    ["Returns either a Message or True.", messageOrTrue],
    ["Returns a Message object if the message is not inline, otherwise True.", messageOrTrue],
    ["Returns Message (or True when the message is inline).", messageOrTrue],
    // The other result in a clause of its own after a semicolon, and the value true in lower case.
    ["Returns the edited Message; True for inline messages.", messageOrTrue],
    ["Returns the Message (or true for inline messages).", messageOrTrue],
    // Another verb of result, the other after `or with`.
    ["Responds with the edited Message, or with True for inline messages.", messageOrTrue],
    ["Replies with a Message, or True if the message is inline.", messageOrTrue],
    ["If the message is not inline, the Message is returned; otherwise True is returned.", messageOrTrue],
    ["If the message was sent by the bot, the edited Message is returned, otherwise True is returned.", messageOrTrue],
    [
      "On success, if the message is not inline, the edited Message is returned, otherwise True is returned.",
      messageOrTrue,
    ],
    // The two after a label of the result; the two and their cases in a parenthesis; the other's case first.
    ["Result: the edited Message, or True for inline messages.", messageOrTrue],
    ["Returns: Message | True (True for inline messages).", messageOrTrue],
    ["Returns Message or True (True for inline messages).", messageOrTrue],
    ["On success, the edited Message is returned; for inline messages, True is returned.", messageOrTrue],
    // What the first result is, in a clause of its own before the other; the other after a semicolon or a verb.
    ["Returns the Message that was sent, or True if the message is inline.", messageOrTrue],
    ["Returns the Message which was edited, or True.", messageOrTrue],
    ["Returns the edited Message if it was sent by the bot; True otherwise.", messageOrTrue],
    ["Returns the edited Message if it was sent by the bot, otherwise returns True.", messageOrTrue],
    ["Returns the Message that was sent.", message],
    // What comes on success after a label of it.
    ["On success: the sent Message.", message],
    ["Success: True.", { kind: "true" }],
    ["Returns on success an Array of Update.", { kind: "array", items: { kind: "ref", name: "Update" } }],
    ["Responds with the new Message.", message],
    ["Returns: Message", message],
    ["On success, an array of Update objects is returned.", { kind: "array", items: { kind: "ref", name: "Update" } }],
    ["Returns an array of Update objects.", { kind: "array", items: { kind: "ref", name: "Update" } }],
    ["Returns a list of Update objects.", { kind: "array", items: { kind: "ref", name: "Update" } }],
    ["On success, a list of Update objects is returned.", { kind: "array", items: { kind: "ref", name: "Update" } }],
    // What holds the result, named (`the response's result`, `Response:`), another verb, the type in a code span.
    ["The response's `result` is an Array of Update.", { kind: "array", items: { kind: "ref", name: "Update" } }],
    ["Response: an array of Update objects.", { kind: "array", items: { kind: "ref", name: "Update" } }],
    ["The `result` field holds the sent Message.", message],
    ["Response: `result` is an Array of Update.", { kind: "array", items: { kind: "ref", name: "Update" } }],
    ["Reply: `result` = Message.", message],
    [
      "On success, the response's `result` is a list of Update objects.",
      { kind: "array", items: { kind: "ref", name: "Update" } },
    ],
    ["Yields the sent Message on success.", message],
    ["Returns an array of `Update` objects.", { kind: "array", items: { kind: "ref", name: "Update" } }],
    ["Returns the sent `Message`.", message],
    // What the result is, after its type; the type in parentheses; a label; `true` in a code span.
    ["Return value: Message.", message],
    ["Returns: the sent message (Message).", message],
    ["It returns the Message that was sent.", message],
    ["Returns a Message object describing the sent message.", message],
    ["Returns the Message sent.", message],
    ["On success, returns the edited Message; otherwise True.", messageOrTrue],
    ["Responds with `true`.", { kind: "true" }],
    // The other's case first, the first result after `for others`; what the result is after `If successful, returns`;
    // the field named before a colon.
    ["For inline messages True is returned; for others, the edited Message.", messageOrTrue],
    ["For inline messages, True is returned, and for other messages the edited Message is returned.", messageOrTrue],
    ["If the message is inline, True is returned; otherwise, the edited Message.", messageOrTrue],
    ["If successful, returns the Message that was sent.", message],
    ["Returns `result`: Message.", message],
  ];
  it.each(cases)("%s", (sentence, result) => {
    const endpoints = `### doThing\n\n${sentence}\n\n| Parameter | Type | Required | Notes |\n|---|---|---|---|\n| a | Integer | Yes | |\n`;
    expect(modelOf({ resources, endpoints }).methods[0]?.result).toEqual(result);
  });
});

describe("a method's heading as API references write it names the method", () => {
  const resources = "### Update\n\n| Field | Type | Notes |\n|---|---|---|\n| update_id | Integer | |";
  const method = (heading: string) =>
    `${heading}\n\nReturns true.\n\n| Parameter | Type | Required | Rules |\n|---|---|---|---|\n| limit | Integer | No | 1-100 |`;
  it.each([
    "### getMe",
    "### `getMe`",
    "### getMe()",
    "### `getMe()`",
    "### POST getMe",
    "### GET `getMe`",
    "### 4.2 getMe",
    "### 4.2. getMe",
    "### Method: getMe",
    "### getMe — who the bot is",
    "### getMe: who the bot is",
    // A remark or a signature in parentheses, last.
    "### getMe (no parameters needed)",
    "### `getMe` (since 1.0)",
    "### getMe(limit)",
  ])("%s", (heading) => {
    const m = modelOf({ resources, endpoints: method(heading) });
    expect(m.methods.map((x) => [x.name, x.params.map((p) => p.name)])).toEqual([["getMe", ["limit"]]]);
  });
  it.each([
    "### errors: a list",
    "### Post limits",
    "### getMe and more",
    "### The getMe call",
    "### getMe (a) and more",
  ])("%s names no method", (heading) => {
    const m = modelOf({ resources, endpoints: `${heading}\n\nSome prose.` });
    expect(m.methods).toEqual([]);
  });
});
