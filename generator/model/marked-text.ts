// Text as the readers see it: inline Markdown marked by parse/inline-marks.ts from remark's tree (each markup
// character replaced by a mark of the private-use area, code spans between two marks), and the text given back as
// written (`markdownOf`) or as read (`plainOf`) for descriptions, names and messages. Shared by every stage that holds
// text the parser read; it knows no Markdown syntax.

/** U+E000 + c: the ASCII character c written as markup, read as nothing. */
export const MARK = 0xe000;
/** The last backtick of the run that opens a code span, and the first of the run that closes it. */
export const CODE_OPEN = "\ue0a0";
export const CODE_CLOSE = "\ue0a1";
/** Any character of this encoding: markup marks and the two code marks. */
export const ENCODED = /[\ue000-\ue07f\ue0a0\ue0a1]/;
export const ENCODED_ALL = /[\ue000-\ue07f\ue0a0\ue0a1]/g;

/** A character written as markup: skipped by every reader. */
export const isMarkup = (code: number): boolean => code >= MARK && code < MARK + 0x80;

/** The text as written: marks back to the characters they stand for. */
export function markdownOf(text: string): string {
  if (!ENCODED.test(text)) return text;
  return text.replace(ENCODED_ALL, (c) => {
    const code = c.charCodeAt(0);
    return isMarkup(code) ? String.fromCharCode(code - MARK) : "`";
  });
}

/** The text as read: without markup, and without the marks of code spans. */
export function plainOf(text: string): string {
  return ENCODED.test(text) ? text.replace(ENCODED_ALL, "") : text;
}
