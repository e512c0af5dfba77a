// Notes that refer to the model: "update types" are the names of Update's optional fields; "same semantics as in
// getUpdates" takes that method's parameter's constraints.
import { describe, expect, it } from "vitest";
import { loadModel } from "../../generator/run/pipeline.ts";
import { buildFrom, doc, modelOf } from "../helpers.ts";

const resources =
  "### Update\n\n| Field | Type |\n|---|---|\n| update_id | Integer |\n| message | Sticker? |\n| poll | Sticker? |\n\n### Hook\n\n| Field | Type | Notes |\n|---|---|---|\n| allowed_updates | Array of String? | Update types subscribed to |\n";
const endpoints = [
  "### getUpdates\n\nReturns true.\n\n| Parameter | Type | Required | Rules |\n|---|---|---|---|\n| allowed_updates | Array of String | No | JSON-serialized list of the update types wanted |\n",
  "### setHook\n\nReturns true.\n\n| Parameter | Type | Required | Rules |\n|---|---|---|---|\n| allowed_updates | Array of String | No | Same semantics as in getUpdates |\n",
].join("\n");

describe("references in notes", () => {
  const model = modelOf({ resources, endpoints });
  it("a list of update types takes the kinds of update as its values", () => {
    const hook = model.types.find((t) => t.name === "Hook");
    expect(hook?.kind === "object" && hook.fields[0]?.constraints.enum).toEqual(["message", "poll"]);
    expect(model.methods[0]?.params[0]?.constraints.enum).toEqual(["message", "poll"]);
  });
  it("same semantics as in another method take its parameter's constraints", () => {
    expect(model.methods[1]?.params[0]?.constraints.enum).toEqual(["message", "poll"]);
  });
});

/** The model of a spec whose getUpdates.allowed_updates carries `note`, with Update's kinds message, poll, chat_member. */
function withNote(note: string) {
  const update =
    "### Update\n\n| Field | Type |\n|---|---|\n| update_id | Integer |\n| message | Sticker? |\n| poll | Sticker? |\n| chat_member | Sticker? |\n";
  const getUpdates = `### getUpdates\n\nReturns true.\n\n| Parameter | Type | Required | Rules |\n|---|---|---|---|\n| allowed_updates | Array of String | No | ${note} |\n`;
  const setHook =
    "### setHook\n\nReturns true.\n\n| Parameter | Type | Required | Rules |\n|---|---|---|---|\n| allowed_updates | Array of String | No | Same semantics as in getUpdates |\n";
  const { model, diagnostics } = buildFrom({
    "spec.md": doc({ resources: update, endpoints: `${getUpdates}\n${setHook}` }),
  });
  return { model, diagnostics, param: (i: number) => model.methods[i]?.params[0]?.constraints };
}

describe("no kinds of update known", () => {
  it("an Update without optional fields gives a list of update types no values, and nothing to check names against", () => {
    const update = "### Update\n\n| Field | Type |\n|---|---|\n| update_id | Integer |\n";
    const getUpdates =
      "### getUpdates\n\nReturns true.\n\n| Parameter | Type | Required | Rules |\n|---|---|---|---|\n| allowed_updates | Array of String | No | List of update types. An empty list means all types except chat_member |\n";
    const { model, diagnostics } = buildFrom({ "spec.md": doc({ resources: update, endpoints: getUpdates }) });
    expect(model.methods[0]?.params[0]?.constraints).toEqual({});
    expect(diagnostics).toEqual([]);
  });
});

describe("kinds of update a default leaves out", () => {
  // One line per phrasing: given the note, the kinds the default leaves out.
  const given: [string, string[]][] = [
    ["List of update types. An empty list means all types except chat_member (the default)", ["chat_member"]],
    ["Defaults to all update types except chat_member", ["chat_member"]],
    ["By default every update type but chat_member and poll", ["chat_member", "poll"]],
    ["Default: all kinds of update other than `chat_member`", ["chat_member"]],
    ["If empty, all updates except for chat_member, poll", ["chat_member", "poll"]],
    ["Defaults to all update types, with the exception of chat_member", ["chat_member"]],
    ["Any update type apart from chat_member", ["chat_member"]],
  ];
  it.each(given)("%j", (note, want) => {
    const { param, diagnostics } = withNote(note);
    expect(param(0)?.defaultExcept).toEqual(want);
    expect(param(0)?.enum).toEqual(["message", "poll", "chat_member"]);
    expect(param(1)?.defaultExcept).toEqual(want);
    expect(diagnostics).toEqual([]);
  });

  // Negative: nothing is left out by default.
  const none = [
    "List of the update types wanted",
    "All update types",
    "Update types, except when empty",
    "Types except chat_member are listed",
  ];
  it.each(none)("%j leaves nothing out", (note) => {
    expect(withNote(note).param(0)?.defaultExcept).toBeUndefined();
  });

  it("reads no update kinds into a list that does not say it lists update types", () => {
    const { param, diagnostics } = withNote("Chat types allowed; all types except channel");
    expect([param(0)?.enum, param(0)?.defaultExcept, diagnostics]).toEqual([undefined, undefined, []]);
  });

  it("says a name that is no kind of update, and keeps the others", () => {
    const { param, diagnostics } = withNote(
      "Update types; an empty list means all types except chat_member and chat_membr",
    );
    expect(param(0)?.defaultExcept).toEqual(["chat_member"]);
    expect(diagnostics).toEqual([
      expect.stringMatching(
        /warning: allowed_updates: "chat_membr" in an "all update types except" list is no kind of update; expected one of Update's optional fields \(message, poll, chat_member\)/,
      ),
    ]);
  });

  it("in spec/9.2: getUpdates and setWebhook leave out three kinds, WebhookInfo one", () => {
    const model = loadModel("spec/9.2");
    const param = (method: string) =>
      model.methods.find((m) => m.name === method)?.params.find((p) => p.name === "allowed_updates")?.constraints
        .defaultExcept;
    const info = model.types.find((t) => t.name === "WebhookInfo");
    expect(param("getUpdates")).toEqual(["chat_member", "message_reaction", "message_reaction_count"]);
    expect(param("setWebhook")).toEqual(["chat_member", "message_reaction", "message_reaction_count"]);
    expect(
      info?.kind === "object" && info.fields.find((f) => f.name === "allowed_updates")?.constraints.defaultExcept,
    ).toEqual(["chat_member"]);
  });
});
