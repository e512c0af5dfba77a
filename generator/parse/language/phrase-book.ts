// The phrase book: every construct of notes, sentences, parts of definitions and the document's own statements, with
// the phrasings that mean it, one table per family in phrase-book/. Adding a phrasing is one line there and one line in
// test/parse/*-phrases.test.ts (or the test of its construct). The pattern language is described in phrase.ts.
export type { Phrase } from "./phrase-book/book.ts";
export * from "./phrase-book/notes.ts";
export * from "./phrase-book/sentences.ts";
export * from "./phrase-book/parts.ts";
export * from "./phrase-book/document.ts";
export * from "./phrase-book/columns.ts";
export * from "./phrase-book/group-signals.ts";
