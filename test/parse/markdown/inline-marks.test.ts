// Inline Markdown is read by remark alone: the lexicon sees content and code spans as remark's tree gave them, never
// backticks, emphasis or escapes as written; and the text as written comes back whole for descriptions.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { markdownOf, plainOf } from "../../../generator/model/marked-text.ts";
import { lex } from "../../../generator/parse/language/lexicon.ts";
import { inlineText, markdownParser } from "../../../generator/parse/markdown/markdown.ts";
import { makeSource } from "../../../generator/model/source.ts";

const parse = markdownParser();
/** The tokens of a paragraph as the readers see them: kind and value. */
const tokensOf = (markdown: string) => lex(inlineText(markdown, parse)).map((t) => [t.kind, t.value]);

describe("inline Markdown as remark reads it", () => {
  const cases: [string, string, (string | number)[][]][] = [
    [
      "a code span",
      "one of `a`",
      [
        ["word", "one"],
        ["word", "of"],
        ["code", "a"],
      ],
    ],
    ["a code span of two backticks holding one", "`` a`b ``", [["code", "a`b"]]],
    [
      "an escaped backtick is a backtick",
      "\\`a\\`",
      [
        ["punct", "`"],
        ["word", "a"],
        ["punct", "`"],
      ],
    ],
    [
      "strong emphasis is its words",
      "**Integer fields** are",
      [
        ["word", "integer"],
        ["word", "fields"],
        ["word", "are"],
      ],
    ],
    [
      "emphasis with underscores",
      "_at most_ 5",
      [
        ["word", "at"],
        ["word", "most"],
        ["number", "5"],
      ],
    ],
    [
      "a link is its text",
      "see [Message](#message)",
      [
        ["word", "see"],
        ["word", "message"],
      ],
    ],
    [
      "an escaped star is a star",
      "2 \\* 3",
      [
        ["number", "2"],
        ["punct", "*"],
        ["number", "3"],
      ],
    ],
    [
      "an entity is its character",
      "a &amp; b",
      [
        ["word", "a"],
        ["punct", "&"],
        ["word", "b"],
      ],
    ],
    [
      "a product without spaces stays a product",
      "0 to 7*24*60",
      [
        ["number", "0"],
        ["word", "to"],
        ["number", "7"],
        ["punct", "*"],
        ["number", "24"],
        ["punct", "*"],
        ["number", "60"],
      ],
    ],
    ["intraword underscores are a name", "edited_channel_post", [["word", "edited_channel_post"]]],
    [
      "a continued line's indent is nothing",
      "up to\n   5",
      [
        ["word", "up"],
        ["word", "to"],
        ["number", "5"],
      ],
    ],
  ];
  it.each(cases)("%s", (_, markdown, want) => expect(tokensOf(markdown)).toEqual(want));

  it("keeps offsets: a token's span in the text as read is its span in the file", () => {
    const text = "a **`b`** and `` c ``";
    const read = inlineText(text, parse);
    expect(read).toHaveLength(text.length);
    const code = lex(read).filter((t) => t.kind === "code");
    // A code span's token runs from the last backtick that opens it to the first that closes it.
    expect(code.map((t) => text.slice(t.start, t.end))).toEqual(["`b`", "` c `"]);
  });
  it("reads an escaped pipe in a table cell's code span as a pipe", () => {
    const table = "| a | b |\n|---|---|\n| x | one of `p\\|q` |\n";
    expect(lex(inlineText(table, parse)).find((t) => t.kind === "code")?.value).toBe("p|q");
  });
});

describe("what is not read as Markdown", () => {
  it.each([
    ["raw backticks given to the lexicon are no code span", "`a`", ["punct", "word", "punct"]],
    ["raw stars given to the lexicon are stars", "**a**", ["punct", "punct", "word", "punct", "punct"]],
  ])("%s", (_, raw, kinds) => expect(lex(raw).map((t) => t.kind)).toEqual(kinds));
  it("text in the encoding's own characters is not taken for marks", () => {
    const read = inlineText("a \ue0a0b\ue0a1 c", parse);
    expect(lex(read).some((t) => t.kind === "code")).toBe(false);
  });
});

describe("the text as written comes back", () => {
  const dirs = ["spec/9.1", "spec/9.2", "test/fixtures/spec-full-9.2", "test/fixtures/reworded-9.2"];
  const files = dirs.flatMap((d) =>
    readdirSync(d)
      .filter((f) => f.endsWith(".md"))
      .map((f) => join(d, f)),
  );
  it.each(files)("%s: markdownOf(as read) is the file", (file) => {
    const { text } = makeSource(file, readFileSync(file, "utf8"));
    expect(markdownOf(inlineText(text, parse))).toBe(text);
  });
  it("plainOf drops markup and code marks", () => {
    expect(plainOf(inlineText("**`Message`** fields", parse))).toBe("Message fields");
  });
});
