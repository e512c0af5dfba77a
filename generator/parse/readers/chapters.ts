// The chapters of a spec document by role, in the words editors title them: `## Methods` is the Endpoints chapter,
// `## Types` the Resources chapter, `## 3. Version history` the Versioning chapter. One row per role; adding a title
// is one line here and one line in test/parse/chapters.test.ts. A title matches a row's words exactly, after any
// numbering (`2.`, `2.1`) and closing punctuation; an entry ending in ` …` also matches as the title's first words
// (`Resources and their fields`), so that `## Types of updates` is no Resources chapter.
import { plainOf } from "../../model/marked-text.ts";

export type ChapterRole = "overview" | "resources" | "endpoints" | "errors" | "limits" | "versioning";

const CHAPTER_TITLES: Readonly<Record<ChapterRole, readonly string[]>> = {
  overview: ["what the service does", "overview", "introduction", "about the service", "the service", "general"],
  resources: ["resources …", "types", "available types", "resource types", "objects", "data types", "models"],
  endpoints: ["endpoints", "methods", "available methods", "api methods", "operations"],
  errors: ["errors", "error handling", "failures", "failed calls"],
  limits: ["limits", "limitations", "size limits"],
  versioning: ["versioning", "version history", "versions", "changelog", "change log", "history", "release notes"],
};

/** Titles of the section (any level, usually ###) that lists the document's conventions. */
const CONVENTIONS_TITLES: readonly string[] = [
  "conventions",
  "notation",
  "conventions and notation",
  "type conventions",
];

/** A title as plain words: no numbering, code marks, emphasis or closing punctuation; lower case. */
function titleWords(title: string): string {
  return plainOf(title)
    .replace(/^\s*\d+(?:\.\d+)*\.?\s+/, "")
    .replace(/[\s:.]+$/, "")
    .replace(/\s+/g, " ")
    .trim()
    .toLowerCase();
}

function matches(words: string, entry: string): boolean {
  const prefix = entry.endsWith(" …") ? entry.slice(0, -2) : undefined;
  return prefix === undefined ? words === entry : words === prefix || words.startsWith(`${prefix} `);
}

/** The role of a chapter (a `##` section) by its title, or undefined when no row names it. */
export function chapterRole(title: string): ChapterRole | undefined {
  const words = titleWords(title);
  const roles = Object.keys(CHAPTER_TITLES) as ChapterRole[];
  return roles.find((role) => CHAPTER_TITLES[role].some((entry) => matches(words, entry)));
}

export function isConventionsTitle(title: string): boolean {
  const words = titleWords(title);
  return CONVENTIONS_TITLES.some((entry) => words === entry);
}

/** The known chapter titles, for messages: each role's first two titles (`Endpoints (or Methods)`). */
export function knownChapters(): string {
  const title = (entry: string) => entry.replace(/ …$/, "").replace(/^./, (c) => c.toUpperCase());
  return Object.values(CHAPTER_TITLES)
    .map(([first, second]) => `${title(first ?? "")}${second ? ` (or ${title(second)})` : ""}`)
    .join(", ");
}
