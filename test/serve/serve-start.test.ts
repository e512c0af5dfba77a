// The fake service's start: the model and validators of a version kept in the project's cache on the first start
// and recalled on the next (no Markdown read again), a changed spec read afresh; and the update queue confirmed by
// offset whether its update_ids come in order or not.
import { cpSync, mkdtempSync, rmSync, writeFileSync, appendFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadServed } from "../../generator/cli/serve-model.ts";
import { BotState } from "../../generator/serve/bot.ts";

const project = mkdtempSync(join(tmpdir(), "botspec-serve-start-"));
afterAll(() => rmSync(project, { recursive: true, force: true }));

describe("the start of botspec serve", () => {
  it("recalls the model and validators of unchanged sources, and reads a changed spec again", async () => {
    writeFileSync(join(project, "package.json"), '{ "name": "a-bot", "private": true }\n');
    cpSync("spec/9.2", join(project, "spec"), { recursive: true });
    const said: string[] = [];
    const first = await loadServed(join(project, "spec"), project, (t) => said.push(t));
    const second = await loadServed(join(project, "spec"), project, (t) => said.push(`again: ${t}`));
    expect([first.cached, second.cached]).toEqual([false, true]);
    // A first start says each stage on the status line; a recalled one has nothing to say.
    expect(said.map((t) => t.replace(/^.*: /, ""))).toEqual(["reading", "building", "emitting validators"]);
    expect(second.model).toEqual(first.model);
    expect(second.validators.map((f) => f.path).sort()).toEqual(["validator-runtime.mjs", "validators.mjs"]);
    appendFileSync(join(project, "spec", "core.md"), "\n");
    expect((await loadServed(join(project, "spec"), project)).cached).toBe(false);
  });
});

describe("confirming updates by offset", () => {
  const ids = (bot: BotState) => bot.pending(100).map((u) => u.update_id);
  const cases: [string, number[], number, number[]][] = [
    ["in order", [1, 2, 3, 4], 3, [3, 4]],
    ["out of order", [5, 1, 7, 2], 3, [5, 7]],
    ["all confirmed", [1, 2], 9, []],
    ["negative: the last one kept", [1, 2, 3], -1, [3]],
  ];
  it.each(cases)("%s", (_, given, offset, want) => {
    const bot = new BotState({ now: () => 0 }, "1:abc");
    bot.push(given.map((update_id) => ({ update_id })));
    bot.confirm(offset);
    expect(ids(bot)).toEqual(want);
  });
});
