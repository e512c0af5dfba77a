// Blocks read without micromark (generator/parse/markdown-blocks.ts) give the tree micromark gives, positions and all:
// on every Markdown document here, on tables that must be left to micromark, and on documents of any shape.
import fc from "fast-check";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseMarkdown, parseMarkdownPlain } from "../../generator/parse/markdown.ts";
import { blocksReadable, readBlocks } from "../../generator/parse/markdown-blocks.ts";

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((f) => f.endsWith(".md"))
    .map((f) => join(dir, f));
}

const readHere = (text: string) =>
  blocksReadable(text) ? readBlocks(text).filter((b) => b.node.type === "table").length : 0;

describe("tables read without micromark, on the documents here", () => {
  const files = [...markdownFiles("spec"), ...markdownFiles("test/fixtures")];
  it("covers the spec documents", () => expect(files.length).toBeGreaterThan(8));
  for (const f of files)
    it(`${f}: the same tree as micromark's`, () => {
      const text = readFileSync(f, "utf8");
      expect(parseMarkdown(text)).toEqual(parseMarkdownPlain(text));
    });
  it("reads most tables of the full-size spec itself", () => {
    const text = readFileSync("test/fixtures/spec-full-9.2/1-core.md", "utf8");
    const all = text.split("\n").filter((l) => /^\|(?: *:?-+:? *\|)+$/.test(l)).length;
    expect(readHere(text)).toBeGreaterThan(all * 0.8);
  });
});

const table = (...rows: string[]) => ["| A | B |", "|---|:-:|", ...rows].join("\n");

describe("tables read without micromark, case by case", () => {
  // [what, document, tables read here]
  const cases: [string, string, number][] = [
    ["text and code spans", `Intro\n\n${table("| x `c` y | a_b |", "| | z |")}\n\nafter\n`, 1],
    [
      "code spans of two backticks, unclosed ones, spaces",
      `${table("| ``a`b`` | ` x ` |", "| `open | `` ` `` |")}\n`,
      1,
    ],
    ["a table right after a heading", `### Title\n${table("| x | y |")}\n`, 1],
    ["two tables and a list between", `${table("| 1 | 2 |")}\n\n- item\n\n${table("| 3 | 4 |")}\n\n- other\n`, 2],
    ["wide characters", `${table("| ❤‍🔥 é | 🎲 |")}\n`, 1],
    ["emphasis", `${table("| *Optional*. x | y **z** |", "| a*b*c | * not * |")}\n`, 1],
    ["emphasis of three stars, or of runs that do not pair", `${table("| ***x*** | *a **b** c* |")}\n`, 0],
    ["a link", `${table("| [Message](#message) | *see* [x](https://e.org/a_b?c=d) |")}\n`, 1],
    ["a link with a title, an image, an empty destination", `${table('| [a](b "t") | ![i](j) [k]() |')}\n`, 0],
    ["an escaped pipe", `${table("| a \\| b | y |")}\n`, 0],
    ["HTML", `${table("| <b>x</b> | y |")}\n`, 0],
    ["an entity", `${table("| &amp; | y |")}\n`, 0],
    ["an underscore at a word's edge", `${table("| _x_ | y |")}\n`, 0],
    ["underscores that can neither open nor close", `${table("| a_b, _ and - | x __ y |")}\n`, 1],
    ["a table after a paragraph line", `Para\n${table("| x | y |")}\n`, 0],
    ["a table followed by a line", `${table("| x | y |")}\nlazy\n`, 0],
    ["a row of other width", `${table("| x | y | z |")}\n`, 0],
    ["a row without its closing pipe", `${table("| x | y")}\n`, 0],
    ["a table inside a fence", "```\n" + table("| x | y |") + "\n```\n", 0],
    ["a table after a fence", "```js\ncode\n```\n\n" + table("| x | y |") + "\n", 1],
    ["a document with a link definition", `[a]: /x\n\n${table("| x | y |")}\n`, 0],
    ["a document with an HTML block", `<div>\n\n${table("| x | y |")}\n\n</div>\n`, 0],
    ["a document with CRLF", `${table("| x | y |")}\n`.replace(/\n/g, "\r\n"), 1],
    ["emphasis next to an emoji", `${table("| 🎲*a* | *b*🎲 |")}\n`, 1],
    ["a star before an emoji that cannot close", `${table("| *`*🎲 | y |")}\n`, 0],
    ["a document with a lone CR", `${table("| x | y |")}\r\rText\n`, 0],
    ["a delimiter row of other width", "| A | B |\n|---|\n| x | y |\n", 0],
  ];
  for (const [what, text, read] of cases)
    it(what, () => {
      expect(readHere(text)).toBe(read);
      expect(parseMarkdown(text)).toEqual(parseMarkdownPlain(text));
    });
});

const readKinds = (text: string) => (blocksReadable(text) ? readBlocks(text).map((b) => b.node.type) : []);

describe("paragraphs and headings read without micromark, case by case", () => {
  // [what, document, blocks read here]
  const cases: [string, string, string[]][] = [
    ["a paragraph of lines", "Intro line,\nnext line with `code` and a_b.\n", ["paragraph"]],
    ["a paragraph of lines ending in CRLF", "Intro line,\r\nnext line.\r\n\r\nOne line.\r\n", ["paragraph"]],
    ["a code span over a line end", "A `code\nspan` here.\n\nNext.\n", ["paragraph", "paragraph"]],
    [
      "headings and paragraphs apart",
      "# Title\n\nText.\n\n### Sub `x`\n\nMore.\n",
      ["heading", "paragraph", "heading", "paragraph"],
    ],
    ["a heading with a table under it", "### Sub\n| A |\n|---|\n| x |\n\nText.\n", ["table", "paragraph"]],
    ["a heading under a paragraph line", "Text.\n## Head\n", []],
    ["a heading with closing hashes", "## Head ##\n", []],
    ["a paragraph with emphasis", "Some *text* and **more**.\n", ["paragraph"]],
    ["a paragraph with a link", "See [Message](#message).\n", ["paragraph"]],
    ["a paragraph line with a trailing space", "Line one \nline two\n", []],
    ["a paragraph with a list item under it", "Para\n- item\n", []],
    ["a paragraph with a setext underline", "Title\n=====\n", []],
    ["a paragraph with an ordered item", "Para\n1. item\n", []],
    ["a paragraph under a list item, lazily", "- item\nlazy line\n", []],
    ["a paragraph inside a fence that ends a paragraph", "Para\n```\nx\n\n| A |\n|---|\n| x |\n\nText\n```\n", []],
    ["a paragraph after a list, apart", "- item\n\nAfter the list.\n", ["paragraph"]],
    ["a paragraph after an indented line", "- item\n\n  inside the item\n\nAfter.\n", ["paragraph"]],
    ["brackets that make no link", "Specify [`message`, `edited`] or [x] [y].\n", ["paragraph"]],
    ["a link whose label has emphasis with underscores", "See [_a_](#y) and [a_b](#z).\n", []],
    ["a link whose label has underscores inside words", "See [a_b](#z).\n", ["paragraph"]],
    ["a link inside brackets", "See [a [x](#y) here.\n", ["paragraph"]],
    ["a link label with a code span", "See [a `b`](#y) here.\n", []],
    ["wide characters", "Emoji ❤‍🔥 and é.\n", ["paragraph"]],
  ];
  for (const [what, text, read] of cases)
    it(what, () => {
      expect(readKinds(text)).toEqual(read);
      expect(parseMarkdown(text)).toEqual(parseMarkdownPlain(text));
    });
});

/** Documents of any shape in the spec's constructs, with table cells of any text. */
const cellText = fc
  .array(
    fc.constantFrom(
      "a",
      "b",
      "_",
      "`",
      "``",
      " ",
      "*",
      "[x](y)",
      "\\|",
      "<b>",
      "&amp;",
      "é",
      "🎲",
      "x_y",
      "-",
      ":",
      "\t",
      "\\",
      "!",
    ),
    {
      maxLength: 8,
    },
  )
  .map((parts) => parts.join(""));
const row = (width: number) =>
  fc.array(cellText, { minLength: width, maxLength: width }).map((cs) => `|${cs.map((c) => ` ${c} `).join("|")}|`);
const tableArb = fc
  .integer({ min: 1, max: 4 })
  .chain((width) =>
    fc
      .tuple(row(width), fc.array(row(width), { maxLength: 4 }), fc.constantFrom("---", ":-:", "--:", ":--"))
      .map(([head, body, d]) => [head, `|${Array(width).fill(d).join("|")}|`, ...body].join("\n")),
  );
const word = fc.constantFrom(
  "Word",
  "a_b",
  "x",
  "`code`",
  "``",
  "`",
  "1.",
  "*",
  "_x",
  "é",
  "-",
  "#",
  "A1",
  " ",
  "  ",
  "[y]",
  "\\",
);
const proseLine = fc.array(word, { minLength: 1, maxLength: 6 }).map((ws) => ws.join(" "));
const paragraphArb = fc.array(proseLine, { minLength: 1, maxLength: 3 }).map((ls) => ls.join("\n"));
const headingArb = fc.tuple(fc.integer({ min: 1, max: 7 }), proseLine).map(([n, l]) => `${"#".repeat(n)} ${l}`);
const block = fc.oneof(
  tableArb,
  tableArb,
  paragraphArb,
  paragraphArb,
  headingArb,
  fc.constantFrom(
    "Some *text* with `code`.",
    "### Heading",
    "- a\n- b",
    "1. one",
    "> quote",
    "```\n| a |\n|---|\n```",
    "---",
    "Para\nline two",
    "> | A |\n> |---|\n> | x |",
    "  | A | B |\n  |---|---|\n  | x | y |",
    "- item\n\n  | A |\n  |---|\n  | x |",
    "    | A |\n    |---|",
    "| A |\n|---|\n| x |   ",
    "| A |\n|---|",
    "<!-- c -->",
    "[a]: /x",
    "| A |\n|---|\n| x\ty |",
    "Setext\n===",
    "| A |\n| --- |\n| `a|b` |",
    "\uFEFF| A |\n|---|\n| x |",
  ),
);
const docArb = fc
  .array(fc.tuple(block, fc.constantFrom("\n\n", "\n", "\n\n\n")), { minLength: 1, maxLength: 6 })
  .map((bs) => bs.map(([b, sep]) => b + sep).join(""));
/** The same documents, some with CRLF line ends. */
const docsArb = fc.tuple(docArb, fc.boolean()).map(([d, crlf]) => (crlf ? d.replace(/\n/g, "\r\n") : d));

describe("tables read without micromark, on documents of any shape", () => {
  it("give micromark's tree", () => {
    fc.assert(
      fc.property(docsArb, (text) => {
        expect(parseMarkdown(text)).toEqual(parseMarkdownPlain(text));
      }),
      { numRuns: Number(process.env.MARKDOWN_RUNS ?? 300) },
    );
  });
});
