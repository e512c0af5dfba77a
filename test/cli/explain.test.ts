// botspec explain: each constraint with the words it came from, each warning with a stable id; and warning baselines:
// an accepted warning does not fail --strict, a new one does, an accepted id no longer said is reported.
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { main } from "../../generator/cli.ts";

const FULL = "test/fixtures/spec-full-9.2";
let root = "";

async function run(args: string[], cwd = process.cwd()): Promise<{ code: number; out: string[]; err: string[] }> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(args, {
    cwd,
    out: (l) => out.push(...l.split("\n")),
    err: (l) => err.push(...l.split("\n")),
  });
  return { code, out, err };
}

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), "botspec-explain-"));
  cpSync("spec/9.2", join(root, "spec/9.2"), { recursive: true });
  writeFileSync(join(root, "package.json"), '{ "name": "user-project", "private": true }\n');
  // Two near misses: a list of bare words, and a bound given as a word.
  const core = join(root, "spec/9.2/core.md");
  const text = readFileSync(core, "utf8")
    .replace("| username | String? | |", "| username | String? | Must be one of alpha, beta, or gamma |")
    .replace("| last_name | String? | |", "| last_name | String? | Must be at most `ten` characters |");
  writeFileSync(core, text);
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("botspec explain", () => {
  it("recalls an explained version from the project's render cache, and says the same", async () => {
    const renders = join(root, "node_modules/.cache/botspec/renders");
    const first = await run(["explain", "--json", "--spec", "spec/9.2"], root);
    expect(first.code).toBe(0);
    const kept = readdirSync(renders).filter((f) => readFileSync(join(renders, f), "utf8").includes("explained.json"));
    expect(kept).toHaveLength(1);
    const again = await run(["explain", "--json", "--spec", "spec/9.2"], root);
    expect(again).toEqual(first);
    // An edit is explained afresh, not recalled.
    const core = join(root, "spec/9.2/core.md");
    const before = readFileSync(core, "utf8");
    writeFileSync(core, before.replace("| first_name | String | |", "| first_name | String | 1-64 characters |"));
    const edited = await run(["explain", "User.first_name", "--json", "--spec", "spec/9.2"], root);
    writeFileSync(core, before);
    expect(JSON.stringify(edited.out)).toContain("maxLength");
  });
  it("names the clause each constraint of a field came from", async () => {
    const r = await run(["explain", "Chat.id", "--spec", FULL]);
    expect(r.code).toBe(0);
    expect(r.out[0]).toMatch(/^Chat\.id: Integer \(test\/fixtures\/spec-full-9\.2\/1-core\.md:102:3\)$/);
    expect(r.out).toContain("  integerBits 52");
    expect(r.out.join("\n")).toContain('from "But it has at most 52 significant bits');
    expect(r.out.join("\n")).not.toContain("minimum");
  });
  it("lists every value of an enum with its clause, and says where a width comes from the Conventions", async () => {
    const r = await run(["explain", "--spec", FULL, "--json"]);
    type Member = { path: string; constraints: { key: string; value: unknown; from: string[] }[] };
    const members = (JSON.parse(r.out.join("\n")) as { members: Member[] }).members;
    const c = members.find((m) => m.path === "MessageEntity.type")?.constraints.find((x) => x.key === "enum");
    expect(c?.value).toHaveLength(19);
    expect(c?.from).toHaveLength(1);
    expect(c?.from[0]).toContain("`bot_command` (/start@jobs_bot)");
    const chat = members
      .find((m) => m.path === "sendLocation.chat_id")
      ?.constraints.find((x) => x.key === "integerBits");
    expect(chat?.from).toEqual(["the Conventions' width of Integer fields"]);
  });
  it("explains every member of a method it is asked for", async () => {
    const r = await run(["explain", "getUpdates", "--spec", "spec/9.2"]);
    expect(r.out.filter((l) => /^getUpdates\./.test(l))).toHaveLength(4);
  });
  it("refuses a target the version does not have", async () => {
    const r = await run(["explain", "Nothing.here", "--spec", "spec/9.2"]);
    expect(r.code).toBe(2);
    expect(r.err.join("\n")).toContain("Nothing.here is no type, field, method or parameter");
  });
  it("lists warnings with stable ids, the same from run to run and after an edit elsewhere", async () => {
    const a = await run(["explain", "--warnings", "--spec", "spec/9.2"], root);
    expect(a.out).toHaveLength(2);
    for (const l of a.out) expect(l).toMatch(/^W[0-9a-f]{10} spec\/9\.2\/core\.md:\d+:3 warning: note of User\./);
    const core = join(root, "spec/9.2/core.md");
    const before = readFileSync(core, "utf8");
    writeFileSync(core, `\n\n${before}`);
    const b = await run(["explain", "--warnings", "--spec", "spec/9.2"], root);
    writeFileSync(core, before);
    expect(b.out.map((l) => l.split(" ")[0])).toEqual(a.out.map((l) => l.split(" ")[0]));
  });
});

describe("explain --warnings on a spec with none", () => {
  it('says "no warnings" rather than nothing', async () => {
    const r = await run(["explain", "--warnings", "--spec", "spec/9.2"]);
    expect([r.code, r.out]).toEqual([0, ["no warnings"]]);
  });
});

describe("explain shows all that the validators enforce", () => {
  it("the unit each length is counted in", async () => {
    const bytes = await run(["explain", "InlineKeyboardButton.callback_data", "--spec", FULL]);
    expect(bytes.out).toContain("  maxLength 64 (UTF-8 bytes)");
    const units = await run(["explain", "sendMessage.text", "--spec", FULL]);
    expect(units.out).toContain("  maxLength 4096 (UTF-16 code units)");
    const json = JSON.parse((await run(["explain", "sendMessage.text", "--json", "--spec", FULL])).out.join("\n"));
    expect(json.members[0].constraints).toContainEqual(
      expect.objectContaining({ key: "minLength", unit: "UTF-16 code units" }),
    );
  });
  it("the groups of a type, with the sentence they came from, for the type and for a member of a group", async () => {
    const line =
      /^InlineKeyboardButton: exactly one of url, callback_data, .*pay \(test\/fixtures\/spec-full-9\.2\/1-core\.md:\d+:\d+\)$/;
    for (const target of ["InlineKeyboardButton", "InlineKeyboardButton.url"]) {
      const r = await run(["explain", target, "--spec", FULL]);
      expect(r.out.some((l) => line.test(l))).toBe(true);
      expect(r.out).toContain(
        '    from "Exactly one of the optional fields must be used to specify type of the button"',
      );
    }
    expect((await run(["explain", "InlineKeyboardButton.text", "--spec", FULL])).out.some((l) => line.test(l))).toBe(
      false,
    );
  });
  it('the whole version ends with "no warnings" when there are none', async () => {
    const r = await run(["explain", "--spec", "spec/9.2"]);
    expect(r.out.at(-1)).toBe("no warnings");
    expect(r.out).toContain("CallbackQuery: exactly one of data, game_short_name (spec/9.2/supporting.md:97:347)");
  });
});

describe("explain with the stage store", () => {
  it("says the same after the documents and notes were kept, and after an edit", async () => {
    const first = await run(["explain", "User", "--spec", "spec/9.2"], root);
    const again = await run(["explain", "User", "--spec", "spec/9.2"], root);
    expect(again).toEqual(first);
    expect(first.out.length).toBeGreaterThan(0);
  });
});

describe("a warnings baseline", () => {
  it("lets --strict pass on accepted warnings, fails on a new one, and reports stale ids", async () => {
    const listed = await run(["explain", "--warnings", "--json", "--spec", "spec/9.2"], root);
    const all = JSON.parse(listed.out.join("\n")) as { id: string; reason: string }[];
    expect(all).toHaveLength(2);
    writeFileSync(join(root, "all.json"), JSON.stringify(all));
    const ok = await run(
      ["generate", "--spec", "spec/9.2", "--out", "out", "--strict", "--baseline", "all.json"],
      root,
    );
    expect(ok.code).toBe(0);
    expect(ok.err.filter((l) => l.includes(" warning: ")).every((l) => / \(accepted W[0-9a-f]{10}: /.test(l))).toBe(
      true,
    );
    writeFileSync(join(root, "one.json"), JSON.stringify([all[0], { id: "W0000000000", reason: "gone" }]));
    const bad = await run(["check", "--spec", "spec/9.2", "--out", "out", "--strict", "--baseline", "one.json"], root);
    expect(bad.code).toBe(1);
    expect(bad.err.join("\n")).toContain("1 warning(s) and --strict");
    expect(bad.err.join("\n")).toContain("1 accepted warning(s) no longer said: W0000000000");
  });
  it("is read from the configuration too", async () => {
    writeFileSync(
      join(root, "botspec.config.json"),
      JSON.stringify({ spec: "spec/9.2", out: "out2", baseline: "all.json" }),
    );
    const r = await run(["generate", "--strict"], root);
    rmSync(join(root, "botspec.config.json"));
    expect(r.code).toBe(0);
  });
});
