import { describe, expect, it } from "vitest";
import { modelOf } from "../helpers.ts";

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
    expect(m).toMatchObject({ shown: true, path: "/getUpdates", result: { kind: "array", items: { kind: "ref", name: "Update" } }, acceptsUpload: true, notes: ["Rules: the method does not work while a webhook is set."] });
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
    expect(m?.params.map((p) => [p.name, p.type, p.required])).toEqual([["drop_pending_updates", { kind: "boolean" }, false]]);
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
