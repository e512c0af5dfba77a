// Input whose shape decides how deep a reader goes: quotes, lists and inline markup nested thousands of levels, and a
// note with a list, a range chain or a run of spaces that a phrase reads at every position. Each ends in a model or
// one located error, never an internal failure at 1:1 (a stack overflow), and within the test's time (the bench,
// `npm run bench:scaling`, measures how time grows).
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { buildFrom, doc } from "../../helpers.ts";

const deep: [string, string, string][] = [
  ["10,000 nested quotes", "> ".repeat(10_000) + "x\n", "3:"],
  ["100 nested list items", Array.from({ length: 100 }, (_, i) => `${"  ".repeat(i)}- item`).join("\n"), "3"],
  ["3,000 lists nested on one line", `${"- ".repeat(3_000)}x`, "3:"],
  ["5,000 nested quotes inside a list", "- " + "> ".repeat(5_000) + "x", "3:"],
  // Refused before remark reads them: micromark took 22 s for 6,000 list markers on one line, 12 s for 24,000 quotes.
  ["20,000 list markers on one line", `${"- ".repeat(20_000)}x`, "3:"],
  ["30,000 nested quotes", `${"> ".repeat(30_000)}x`, "3:"],
  ["1,000 numbered markers", `${"1. ".repeat(1_000)}x`, "3:"],
];

function thrown(run: () => unknown): string {
  try {
    run();
    return "";
  } catch (error) {
    return (error as Error).message;
  }
}

describe("nesting deeper than a spec's constructs", () => {
  it.each(deep)("%s: one located error", (_, markdown, line) => {
    const message = thrown(() => buildFrom({ "doc.md": `# T\n\n${markdown}\n` }));
    expect(message).toMatch(
      new RegExp(
        `^doc/doc\\.md:${line}\\d*:?\\d* error: lists, quotes or inline markup nested more than 64 levels deep`,
      ),
    );
    expect(message).not.toMatch(/call stack|could not read/);
  });
  it("nesting as deep as specs write it reads as before", () => {
    const markdown = Array.from({ length: 6 }, (_, i) => `${"  ".repeat(i)}- item ${i}`).join("\n");
    expect(
      thrown(() =>
        buildFrom({ "doc.md": doc({ resources: `> > quoted *with **strong [link](x)***\n\n${markdown}` }) }),
      ),
    ).toBe("");
  });
});

describe("emphasis delimiters past what micromark resolves in linear time", () => {
  const refused: [string, string, string][] = [
    ["5,000 emphasis pairs in a paragraph", "*a* ".repeat(2_500), "3:8193"],
    ["5,000 underscore pairs in a paragraph", "_a_ ".repeat(2_500), "3:8193"],
    ["a paragraph of lines of strong text", "**b** x\n".repeat(2_100), "2051:1"],
    [
      "a table cell of emphasis",
      `| Field | Type | Notes |\n|---|---|---|\n| id | Integer | ${"*a* ".repeat(2_100)} |`,
      "5:8210", // after "| id | Integer | " (17 characters) and 2,048 pairs of 4
    ],
  ];
  it.each(refused)("%s: one located error, before remark reads it", (_, markdown, at) => {
    const started = performance.now();
    const message = thrown(() => buildFrom({ "doc.md": `# T\n\n${markdown}\n` }));
    expect(message).toMatch(new RegExp(`^doc/doc\\.md:${at} error: more than 4096 runs of \\* or _ in one block`));
    expect(performance.now() - started).toBeLessThan(20_000);
  });
  const read: [string, string][] = [
    ["3,000 snake_case names in a paragraph", "a_b_c ".repeat(3_000)],
    ["2,000 emphasis pairs in paragraphs of 100", Array.from({ length: 20 }, () => "*a* ".repeat(100)).join("\n\n")],
    ["emphasis as specs write it", "Some *emphasis*, __strong__ and `code_with_underscores` here."],
  ];
  it.each(read)("%s: read as before", (_, markdown) => {
    expect(thrown(() => buildFrom({ "doc.md": doc({ resources: markdown }) }))).toBe("");
  });
});

describe("long notes read at every position", () => {
  const cell = (note: string) =>
    doc({
      resources: `### Thing\n\nA thing.\n\n| Field | Type | Description |\n|---|---|---|\n| id | Integer | ${note} |\n`,
    });
  const shapes: [string, string][] = [
    ["a list of 20,000 values", Array.from({ length: 20_000 }, (_, i) => `\`v${i}\``).join(" or ")],
    ["a chain of 20,000 ranges", Array.from({ length: 20_000 }, (_, i) => `${i}-${i + 5}`).join(", ")],
    ["20,000 `at least` clauses", Array.from({ length: 20_000 }, (_, i) => `at least ${i} characters`).join(", ")],
    ["a run of 500,000 spaces", `Text${" ".repeat(500_000)}end.`],
    // A bare regular expression is looked for from each `^`: glued punctuation is scanned a bounded way from each.
    ["a glued run of 20,000 `^[`", `must match ${"^[".repeat(10_000)}`],
  ];
  it("a paragraph of 20,000 sentences is description, in a bounded time", () => {
    const text = "The quick brown fox jumps over the lazy dog.\n".repeat(20_000);
    const table = "| Field | Type | Description |\n|---|---|---|\n| id | Integer | Its id. |\n";
    const { model } = buildFrom({ "doc.md": doc({ resources: `### Thing\n\n${text}\n${table}` }) });
    expect(model.types.some((t) => t.name === "Thing")).toBe(true);
  }, 60_000);
  it.each(shapes)(
    "%s: read, in a bounded time",
    (_, note) => {
      const { model } = buildFrom({ "doc.md": cell(note) });
      expect(model.types.some((t) => t.name === "Thing")).toBe(true);
    },
    60_000,
  );
});

describe("a spec error while the render worker is busy", () => {
  const root = mkdtempSync(join(tmpdir(), "botspec-busy-"));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  it("is said, exit 1 (the process no longer ends silently with 13)", () => {
    cpSync("spec/9.2", join(root, "spec"), { recursive: true });
    writeFileSync(join(root, "package.json"), "{}\n");
    const core = join(root, "spec/core.md");
    writeFileSync(core, `${readFileSync(core, "utf8")}\n${"> ".repeat(10_000)}x\n`);
    const r = spawnSync(
      process.execPath,
      [resolve("dist/generator/bin.js"), "generate", "--spec", "spec", "--out", "out"],
      {
        cwd: root,
        encoding: "utf8",
        timeout: 60_000,
      },
    );
    expect(r.stderr).toMatch(
      /^spec\/core\.md:\d+:\d+ error: lists, quotes or inline markup nested more than 64 levels deep/,
    );
    expect(r.status).toBe(1);
  }, 60_000);
});
