// matchFirst tries a book's phrasings only where their first word or slot can start (generator/parse/phrase-index.ts):
// at every position of every line of the specs here, it finds what trying every phrasing in order finds.
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { lex } from "../../../generator/parse/language/lexicon.ts";
import { compile, matchAt, matchFirst, type Pattern } from "../../../generator/parse/language/phrase.ts";
import * as BOOK from "../../../generator/parse/language/phrase-book.ts";
import { inlineText, markdownParser } from "../../../generator/parse/markdown/markdown.ts";

const parse = markdownParser();

type Book = readonly { readonly pattern: Pattern; readonly construct: string }[];

/** The first phrasing that matches at `i`, every phrasing tried in order. */
function naive(phrases: Book, tokens: ReturnType<typeof lex>, i: number) {
  for (const phrase of phrases) {
    const match = matchAt(phrase.pattern, tokens, i);
    if (match && match.end > i) return { construct: phrase.construct, match };
  }
  return undefined;
}

/** Two matches alike: compared as values, which toEqual on every position made slow. */
const sameMatch = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

const books: [string, Book][] = Object.entries(BOOK as Record<string, unknown>).flatMap(([name, value]) =>
  Array.isArray(value) && value.every((p: { pattern?: Pattern }) => p?.pattern !== undefined)
    ? [[name, value as Book]]
    : [],
);
const lines = ["spec/9.2", "test/fixtures/reworded-9.2"]
  .flatMap((dir) =>
    readdirSync(dir)
      .filter((f) => f.endsWith(".md"))
      .flatMap((f) => readFileSync(join(dir, f), "utf8").split("\n"))
      .map((l) => l.replace(/\|/g, " ").trim())
      .filter((l) => l !== ""),
  )
  .concat([
    // Wordings of a next version that no spec here holds yet: a union told apart by a value, said after its variants.
    "Either a Message or an InaccessibleMessage. An InaccessibleMessage has `date` 0.",
    "Message or InaccessibleMessage, told apart by `date`, which is 0 for the latter.",
    "This object is a Message or an InaccessibleMessage (`date` is 0 for an InaccessibleMessage).",
  ]);

/** Each line's tokens, lexed once for every book. */
const tokenized = lines.map((line) => lex(inlineText(line, parse)));

describe("phrasings tried only where they can start", () => {
  it("covers the books and the lines", () => {
    expect(books.length).toBeGreaterThan(8);
    expect(lines.length).toBeGreaterThan(500);
  });
  for (const [name, phrases] of books)
    it(`${name}: the same first match as trying every phrasing`, () => {
      let found = 0;
      const differ: string[] = [];
      tokenized.forEach((tokens, n) => {
        for (let i = 0; i < tokens.length; i++) {
          const want = naive(phrases, tokens, i);
          const got = matchFirst(phrases, tokens, i);
          const same = got ? want?.construct === got.phrase.construct && sameMatch(got.match, want.match) : !want;
          if (!same) differ.push(`${lines[n]} @${i}: ${want?.construct} wanted, ${got?.phrase.construct} found`);
          if (want) found++;
        }
      });
      expect(differ).toEqual([]);
      expect(found, "the lines hold matches of this book").toBeGreaterThan(0);
    });
});

describe("a parenthesis or bracket as written in a phrasing", () => {
  it("matches the token it names, and a backslash before anything else is a fault of the book", () => {
    const tokens = lex("score (non-negative)");
    expect(matchAt(compile("\\( non-negative \\)"), tokens, 1)?.end).toBe(4);
    expect(matchAt(compile("\\[ non-negative \\]"), tokens, 1)).toBeUndefined();
    expect(() => compile("\\x non-negative")).toThrow(/a backslash escapes only/);
  });
});

describe("a word that must come next, left to what follows (`&,`)", () => {
  it("is required where it stands and never taken into the match", () => {
    const p = compile("{num} long (&,|$)");
    expect(matchAt(p, lex("6 long, digits only"), 0)?.end).toBe(2);
    expect(matchAt(p, lex("6 long"), 0)?.end).toBe(2);
    expect(matchAt(p, lex("6 long or less"), 0)).toBeUndefined();
  });
});
