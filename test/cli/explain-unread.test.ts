// Accounting of notes (`botspec explain --unread`): a clause with a constraint's shape that no statement read and no
// warning names is listed, with its member and place; a clause read into a constraint, read deliberately as
// description (an example, a rate), or warned of (a hedge, a near miss) is not. On every spec here each listed clause
// stands at the place given, in the member's note, and none overlaps what was read.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { main } from "../../generator/cli.ts";
import { buildFrom, doc } from "../helpers.ts";

async function run(args: string[]): Promise<{ code: number; out: string }> {
  const out: string[] = [];
  const code = await main(args, { cwd: process.cwd(), out: (l) => out.push(l), err: () => {} });
  return { code, out: out.join("\n") };
}

const SPECS = [
  "spec/9.1",
  "spec/9.2",
  "test/fixtures/spec-full-9.2",
  "test/fixtures/reworded-9.2",
  "test/fixtures/small-spec",
];

describe("explain --unread on every spec here", () => {
  it.each(SPECS)("%s: each clause listed stands in its member's row, at the place given", async (spec) => {
    const r = await run(["explain", "--unread", "--json", "--spec", spec]);
    expect(r.code).toBe(0);
    const rows = JSON.parse(r.out) as { path: string; at: string; clause: string }[];
    for (const row of rows) {
      const [file, line] = row.at.split(":");
      const text = readFileSync(file as string, "utf8").split(/\r?\n/)[Number(line) - 1] ?? "";
      // The clause as written (a note may continue on a following line only in a paragraph, never in a row).
      expect(text.replace(/\\\|/g, "|")).toContain(row.clause.split("\n")[0]);
      expect(row.path).toMatch(/^[A-Za-z]\w*\.\w+$/);
    }
  });
});

describe("what is listed and what is not", () => {
  const table = (rows: string) =>
    doc({ resources: `### Thing\n\nA thing.\n\n| Field | Type | Description |\n|---|---|---|\n${rows}` });
  const made: string[] = [];
  afterAll(() => made.forEach((d) => rmSync(d, { recursive: true, force: true })));
  const spec = async (rows: string) => {
    const dir = mkdtempSync(join(tmpdir(), "botspec-unread-"));
    made.push(dir);
    mkdirSync(join(dir, "spec"));
    writeFileSync(join(dir, "spec/doc.md"), table(rows));
    return join(dir, "spec");
  };
  it("lists a shaped clause read as nothing, and not what was read, described or warned of", async () => {
    const dir = await spec(
      [
        "| a | Array of String | Must contain exactly one item for payments in Stars |",
        "| b | String | 1-64 characters |",
        "| c | Integer | up to 7 or so |",
        "| d | Integer | For example, 5 |",
        "| e | String | Plain words only here |",
        "",
      ].join("\n"),
    );
    const r = await run(["explain", "--unread", "--spec", dir]);
    expect(r.out).toContain('Thing.a: "Must contain exactly one item for payments in Stars"');
    expect(r.out).not.toMatch(/Thing\.[bcde]:/);
    expect(r.out).toMatch(/1 clause\(s\) with a constraint's shape read as nothing/);
  });
  it("says so when nothing is unread", async () => {
    const dir = await spec("| b | String | 1-64 characters |\n");
    expect((await run(["explain", "--unread", "--spec", dir])).out).toBe(
      "no clause with a constraint's shape was read as nothing",
    );
  });
  it("a clause read as nothing is description: no warning", () => {
    const { diagnostics } = buildFrom({ "doc.md": table("| a | Integer | Must contain exactly one item |\n") });
    expect(diagnostics).toEqual([]);
  });
});
