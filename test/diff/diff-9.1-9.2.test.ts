// 9.1 → 9.2 reproduces the 9.2 row of the Versioning table and nothing more.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { main } from "../../generator/cli.ts";

async function run(...args: string[]): Promise<{ code: number; out: string }> {
  const out: string[] = [];
  const code = await main(args, { cwd: process.cwd(), out: (l) => out.push(l), err: (l) => out.push(l) });
  return { code, out: out.join("\n") };
}

// "ReplyParameters.checklist_task_id; Message.reply_to_checklist_task_id; publisher_chat on Gift and UniqueGift;
// direct messages in channels; suggested posts", read against the 9.2 documents.
const SUGGESTED = ["SuggestedPostInfo", "SuggestedPostApproved", "SuggestedPostApprovalFailed", "SuggestedPostDeclined", "SuggestedPostPaid", "SuggestedPostRefunded"];
const EXPECTED: [string, string, string | null][] = [
  ["type-added", "DirectMessagesTopic", "opaque"],
  ...SUGGESTED.map((t): [string, string, string] => ["type-added", t, "opaque"]),
  ["field-added", "Chat.is_direct_messages", "True?"],
  ["field-added", "ChatFullInfo.is_direct_messages", "True?"],
  ["field-added", "ChatFullInfo.parent_chat", "Chat?"],
  ["field-added", "Message.direct_messages_topic", "DirectMessagesTopic?"],
  ["field-added", "Message.reply_to_checklist_task_id", "Integer?"],
  ["field-added", "Message.is_paid_post", "True?"],
  ["field-added", "Message.suggested_post_info", "SuggestedPostInfo?"],
  ...SUGGESTED.slice(1).map((t): [string, string, string] => ["field-added", `Message.${t.replace(/^SuggestedPost/, "suggested_post").replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}`, `${t}?`]),
  ["description-changed", "ReplyParameters.chat_id", "For a message in another chat: chat id or channel username of the form @channelusername. Unsupported for business-account messages and channel direct messages chats"],
  ["field-added", "ReplyParameters.checklist_task_id", "Integer?"],
  ["field-added", "Gift.publisher_chat", "(type not shown)?"],
  ["field-added", "UniqueGift.publisher_chat", "(type not shown)?"],
];

describe("diff 9.1 9.2", () => {
  it("--json lists exactly the changes of the 9.2 row, all non-breaking", async () => {
    const { code, out } = await run("diff", "9.1", "9.2", "--json");
    expect(code).toBe(0);
    const report = JSON.parse(out);
    expect([report.from, report.to]).toEqual(["9.1", "9.2"]);
    expect(report.changes.map((c: { kind: string; path: string; after: string | null }) => [c.kind, c.path, c.after])).toEqual(EXPECTED);
    for (const c of report.changes) {
      expect(c).toMatchObject({ severity: "non-breaking", breaking: false });
      expect(Object.keys(c)).toEqual(["kind", "path", "breaking", "severity", "direction", "before", "after", "spec"]);
      expect(c.spec).toMatch(/^spec\/9\.2\/(core|supporting)\.md:\d+$/);
    }
    expect(report.changes.find((c: { path: string }) => c.path === "Message.is_paid_post").spec).toBe("spec/9.2/core.md:181");
  });

  it("renders the Markdown report as the golden file", async () => {
    const { out } = await run("diff", "9.1", "9.2");
    expect(`${out}\n`).toBe(readFileSync("test/diff/golden/CHANGES-9.1-9.2.md", "utf8"));
  });

  it("is written by generate as generated/CHANGES-9.1-9.2.md", () => {
    expect(readFileSync("generated/CHANGES-9.1-9.2.md", "utf8")).toBe(readFileSync("test/diff/golden/CHANGES-9.1-9.2.md", "utf8"));
  });

  it("--fail-on sets the exit status; paths to spec folders work as well as versions", async () => {
    expect((await run("diff", "9.1", "9.2", "--fail-on", "breaking")).code).toBe(0);
    expect((await run("diff", "9.1", "9.2", "--fail-on", "potentially-breaking")).code).toBe(0);
    const back = await run("diff", "spec/9.2", "spec/9.1", "--fail-on", "breaking");
    expect(back.code).toBe(1);
    expect(back.out).toContain("22 breaking, 0 potentially breaking, 1 non-breaking.");
    expect(back.out).toContain("- **BREAKING** field-removed `Message.is_paid_post`: − `True?` (response; spec/9.2/core.md:181)");
    expect((await run("diff", "9.1")).code).toBe(2);
    expect((await run("diff", "9.1", "9.2", "--fail-on", "sometimes")).code).toBe(2);
  });
});
