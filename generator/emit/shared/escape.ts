// Text from outside the generator (spec paths, spec prose) in generated files, one escaping function per place it
// can stand: a line comment, a block (JSDoc) comment, an HTML comment, a string literal. None lets the text end the
// place it stands in, so no path or note can become code.
import type { SourcePosition } from "../../model/model.ts";

const LINE_TERMINATORS = /[\r\n\u2028\u2029]/g;

function unicodeEscape(ch: string): string {
  return `\\u${(ch.codePointAt(0) ?? 0).toString(16).padStart(4, "0")}`;
}

/** Text for a `//` comment: every line terminator (CR, LF, U+2028, U+2029) written as an escape, so the comment cannot end. */
export function escapeLineComment(text: string): string {
  return text.replace(LINE_TERMINATORS, unicodeEscape);
}

/**
 * Text for a JSDoc block: `*​/` cannot close it, `/​*` cannot look like a nested comment to the printer, and no line
 * starts a new tag by accident.
 */
export function escapeJsDoc(text: string): string {
  return text
    .replace(/\*\//g, "*\\/")
    .replace(/\/\*/g, "/\\*")
    .replace(/\r\n?/g, "\n")
    .replace(/[\u2028\u2029]/g, unicodeEscape)
    .replace(/^(\s*)@/gm, "$1\\@");
}

/** Text for an HTML comment in Markdown: `--` cannot end it. */
export function escapeHtmlComment(text: string): string {
  return text.replace(/-(?=-)/g, "-\u200b").replace(LINE_TERMINATORS, unicodeEscape);
}

/** A JavaScript or TypeScript string literal of any text, line separators escaped too. */
export function stringLiteral(text: string): string {
  return JSON.stringify(text).replace(/[\u2028\u2029]/g, unicodeEscape);
}

/** `spec/9.2/core.md:85`: for string values; put it in a comment through the escaping for that place. */
export function seeTag(position: SourcePosition): string {
  return `${position.file}:${position.line}`;
}
