// Malformed specs: exit status 1, one diagnostic per fault at its exact position, nothing written.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runCli, temporaryProjects } from "../projects.ts";

const temporary = temporaryProjects();

/** A copy of spec/9.2 in a temp folder, with `edit` applied to one file, run through generate --spec/--out. */
async function generateMutated(
  file: string,
  edit: (lines: string[]) => void,
): Promise<{ code: number; errors: string[]; wrote: boolean }> {
  const root = temporary("diag", { copies: ["spec/9.2"] });
  const path = join(root, "spec/9.2", file);
  const lines = readFileSync(path, "utf8").split("\n");
  edit(lines);
  writeFileSync(path, lines.join("\n"));
  const { code, err } = await runCli(root, ["generate", "--spec", "spec/9.2", "--out", "out"]);
  return { code, errors: err, wrote: existsSync(join(root, "out")) };
}

const replaceLine = (n: number, text: string) => (lines: string[]) => {
  lines[n - 1] = text;
};

describe("diagnostics on a malformed spec", () => {
  const cases: [string, string, (lines: string[]) => void, string][] = [
    [
      "unknown type reference",
      "core.md",
      replaceLine(85, "| language_code | Langtag | IETF language tag |"),
      'spec/9.2/core.md:85:3 error: unknown type "Langtag" in User.language_code',
    ],
    [
      "row with a missing cell",
      "core.md",
      replaceLine(84, "| username |"),
      "spec/9.2/core.md:84:1 error: row of User.username has 1 cell; expected 3",
    ],
    [
      "bad type expression",
      "core.md",
      replaceLine(84, "| username | Array of | |"),
      'spec/9.2/core.md:84:14 error: bad type expression "Array of" in User.username',
    ],
    [
      "duplicate field",
      "core.md",
      (l) => l.splice(84, 0, "| username | String? | again |"),
      'spec/9.2/core.md:85:3 error: duplicate field in User "username", first defined at spec/9.2/core.md:84:3',
    ],
    [
      "field without a type",
      "core.md",
      replaceLine(84, "| username |  | |"),
      "spec/9.2/core.md:84:3 error: field User.username has no type",
    ],
    [
      "field without a type in a compact row",
      "supporting.md",
      replaceLine(107, "| Birthdate | day Integer (1-31); month; year Integer? |"),
      "spec/9.2/supporting.md:107:35 error: field Birthdate.month has no type",
    ],
    [
      "misspelt primitive in a compact row",
      "supporting.md",
      replaceLine(107, "| Birthdate | day Integer (1-31); month intger; year Integer? |"),
      'spec/9.2/supporting.md:107:41 error: in Birthdate.month: cannot read the type of "month"',
    ],
    [
      "duplicate discriminator value",
      "supporting.md",
      replaceLine(122, "| banned | `left` | user User; until_date Integer (0 means banned forever) |"),
      'spec/9.2/supporting.md:122:3 error: duplicate discriminator value "left" in ChatMember: ChatMemberLeft and ChatMemberBanned',
    ],
    [
      "unreadable table",
      "core.md",
      // New header words over a row whose second cell is no type (over a name and a type in every row, a table is
      // read by its cells).
      (l) => {
        l[77] = "| Field | Kind | Notes |";
        l[80] = "| is_bot | yes or no | |";
      },
      'spec/9.2/core.md:78:1 error: unknown table "| Field | Kind | Notes |"',
    ],
    [
      "unreadable definition",
      "supporting.md",
      replaceLine(74, "ChatBackground: whatever this is."),
      "spec/9.2/supporting.md:74:17 error: cannot read any field of ChatBackground",
    ],
    [
      "a type's table without its header row",
      "core.md",
      (l) => l.splice(32, 1),
      "spec/9.2/core.md:33:1 error: these table rows are not read: the table has no header row",
    ],
    [
      "a parameter table without its header row",
      "core.md",
      (l) => l.splice(402, 1),
      "spec/9.2/core.md:403:1 error: these table rows are not read: the table has no header row",
    ],
    [
      "the Limits table without its header row",
      "core.md",
      (l) => l.splice(490, 1),
      "spec/9.2/core.md:491:1 error: these table rows are not read: the table has no header row",
    ],
    [
      "the Versioning table without its header row",
      "core.md",
      (l) => l.splice(512, 1),
      "spec/9.2/core.md:513:1 error: these table rows are not read: the table has no header row",
    ],
    [
      "list inside a resource section",
      "core.md",
      replaceLine(31, "- At most one optional field is present in any update."),
      "spec/9.2/core.md:31:1 error: cannot read a list in a resource section",
    ],
    [
      "method without a result",
      "core.md",
      replaceLine(430, "Path `/deleteWebhook`. Parameter: drop_pending_updates Boolean, optional."),
      "spec/9.2/core.md:428:5 error: method deleteWebhook does not say what it returns",
    ],
  ];
  it.each(cases)("%s", async (_name, file, edit, want) => {
    const { code, errors, wrote } = await generateMutated(file, edit);
    expect(code).toBe(1);
    expect(
      errors.some((e) => e.startsWith(want)),
      `got:\n${errors.join("\n")}`,
    ).toBe(true);
    expect(errors.every((e) => /^spec\/9\.2\/\w+\.md:\d+:\d+ error: .+; expected /.test(e))).toBe(true);
    expect(errors.join("\n")).not.toMatch(/\n\s+at /);
    expect(wrote).toBe(false);
  });

  it.each([
    ["a type's", 32],
    ["a parameter", 402],
    ["the Limits", 490],
    ["the Versioning", 512],
  ])("%s table without its header row is one diagnostic, nothing more", async (_name, index) => {
    const { errors } = await generateMutated("core.md", (l) => l.splice(index, 1));
    expect(errors).toEqual([expect.stringContaining(`core.md:${index + 1}:1 error: these table rows are not read`)]);
  });

  it("accepts the unmodified spec", async () => {
    const { code, errors, wrote } = await generateMutated("core.md", () => {});
    expect(errors).toEqual([]);
    expect(code).toBe(0);
    expect(wrote).toBe(true);
  });
});
