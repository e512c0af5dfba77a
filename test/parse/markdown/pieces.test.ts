// A document read by remark in pieces (pieces.ts) is read as remark's tree of the whole document reads it: on every
// document here, on documents made of the constructs that tie lines together across a heading (fenced code, HTML
// blocks, lists, quotes, tables, link definitions), and after edits, with pieces recalled from a store.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { markdownParser } from "../../../generator/parse/markdown/markdown.ts";
import { readDocumentData, type PieceStore } from "../../../generator/parse/markdown/pieces.ts";
import { encodeSections, type DocumentData } from "../../../generator/parse/markdown/section-codec.ts";
import { readDocument } from "../../../generator/parse/markdown/sections.ts";
import { makeSource } from "../../../generator/model/source.ts";

const parse = markdownParser();

function whole(text: string): DocumentData {
  const doc = readDocument(makeSource("doc.md", text), parse);
  return encodeSections(doc, doc.sections);
}

/** A store that counts the pieces remark had to read. */
function countingStore(): PieceStore & { read: number } {
  const kept = new Map<string, DocumentData>();
  return {
    read: 0,
    recall: (text) => kept.get(text),
    keep(text, data) {
      this.read++;
      kept.set(text, data);
    },
  };
}

function documents(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return documents(path);
    return name.endsWith(".md") ? [path] : [];
  });
}

describe("pieces read as the whole document", () => {
  it.each([...documents("spec"), ...documents("test/fixtures")])("%s", (path) => {
    const text = makeSource(path, readFileSync(path, "utf8")).text;
    expect(readDocumentData(makeSource(path, text), parse)).toEqual(whole(text));
  });

  // Each would read otherwise if the piece before a `#` line were read without remark's word that it is a heading.
  const tricky: [string, string][] = [
    ["a # line inside fenced code", "# A\n\n```\n# not a heading\n```\n\n## B\n\ntext\n"],
    ["an unclosed fence runs to the end", "# A\n\n~~~\n## swallowed\n\n| a |\n"],
    ["an HTML block over a # line", "# A\n\n<div>\n# inside\n</div>\n\n## B\n"],
    ["an HTML comment over a # line", "# A\n\n<!--\n# inside\n-->\n\n## B\n"],
    ["a # line indented under a list item", "# A\n\n- item\n\n  # sub\n\n## B\n"],
    ["a # line in a quote", "# A\n\n> quote\n> # inside\n\n## B\n"],
    ["a heading right after a paragraph", "# A\ntext\n# B\ntext\n"],
    ["a table up to a heading", "# A\n\n| a | b |\n|---|---|\n| 1 | 2 |\n# B\n"],
    ["a link defined after its use", "# A\n\nsee [x]\n\n## B\n\n[x]: http://a.example\n"],
    ["a link defined before its use", "# A\n\n[x]: http://a.example\n\n## B\n\nsee [x] and *[x]*\n"],
    ["seven #s are text", "# A\n\n####### seven\n\n## B\n"],
    ["#s without a space are text", "# A\npara\n#hashtag\n## B\n"],
    ["a heading at the very end without a line end", "# A\n\ntext\n## B"],
    ["no heading at all", "text\n\n- a\n- b\n"],
    ["text before the first heading", "lead\n\n# A\n\ntext\n"],
  ];
  it.each(tricky)("%s", (_, text) => {
    expect(readDocumentData(makeSource("doc.md", text), parse)).toEqual(whole(text));
  });

  const line = fc.constantFrom(
    "# H1",
    "## H2",
    "### H3",
    "#x",
    "text with *em* and `code`",
    "```",
    "~~~",
    "<div>",
    "</div>",
    "<!--",
    "-->",
    "- item",
    "  # indented",
    "> # quoted",
    "| a | b |",
    "|---|---|",
    "[x]: http://a.example",
    "see [x]",
    "===",
    "",
  );
  it("on generated documents", () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 40 }), (lines) => {
        const text = lines.join("\n");
        expect(readDocumentData(makeSource("doc.md", text), parse)).toEqual(whole(text));
      }),
      { numRuns: 300 },
    );
  });
});

describe("guesses that are no cut", () => {
  it("a thousand `#` lines in one fenced block: read as the whole is, by a bounded number of readings", () => {
    const text = `# A\n\n\`\`\`\n${"# a comment\n".repeat(1_000)}\`\`\`\n\n## B\n\ntext\n`;
    let readings = 0;
    const counted = (t: string) => (readings++, parse(t));
    expect(readDocumentData(makeSource("doc.md", text), counted)).toEqual(whole(text));
    // The guesses inside the block are tried a few at a time, then the document is read whole: never one reading each.
    expect(readings).toBeLessThan(20);
  });
});

describe("pieces recalled after an edit", () => {
  const text = readFileSync("test/fixtures/spec-full-9.2/3-endpoints.md", "utf8");
  const edits: [string, (t: string) => string][] = [
    ["a word changed", (t) => t.replace("Use this method to receive", "Use this method to fetch")],
    ["a paragraph added", (t) => t.replace("\n### setWebhook", "\nA new paragraph.\n\n### setWebhook")],
    ["a heading added", (t) => t.replace("\n### setWebhook", "\n### newThing\n\nText.\n\n### setWebhook")],
  ];
  it.each(edits)("%s: one or two pieces read again, the same sections as the whole", (_, edit) => {
    const store = countingStore();
    readDocumentData(makeSource("doc.md", text), parse, store);
    const first = store.read;
    const edited = edit(text);
    expect(edited).not.toBe(text);
    expect(readDocumentData(makeSource("doc.md", edited), parse, store)).toEqual(whole(edited));
    expect(first).toBeGreaterThan(100);
    expect(store.read - first).toBeGreaterThan(0);
    expect(store.read - first).toBeLessThanOrEqual(2);
  });
});
