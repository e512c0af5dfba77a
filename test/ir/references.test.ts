// Notes that refer to the model: "update types" are the names of Update's optional fields; "same semantics as in
// getUpdates" takes that method's parameter's constraints.
import { describe, expect, it } from "vitest";
import { modelOf } from "../helpers.ts";

const resources = "### Update\n\n| Field | Type |\n|---|---|\n| update_id | Integer |\n| message | Sticker? |\n| poll | Sticker? |\n\n### Hook\n\n| Field | Type | Notes |\n|---|---|---|\n| allowed_updates | Array of String? | Update types subscribed to |\n";
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
