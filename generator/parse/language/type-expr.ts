// Type expressions in text: the token grammar (grammar.ts) applied to a piece of text, with text offsets.
import type { TypeRef } from "../../model/model.ts";
import { readTypeTokens, startsType, WIDTH_NOTES } from "./grammar.ts";
import { lex, type Token } from "./lexicon.ts";
import { isMarkup } from "../../model/marked-text.ts";

export interface ScannedType {
  readonly type: TypeRef;
  readonly optional: boolean;
  /** Index in the text just after the expression (and its `?`). */
  readonly end: number;
  /** What a name of an integer with its width says (`Int64`: `int64`), read as the member's note. */
  readonly width?: string;
}

/** Whether a type expression can start at `from`. */
export function startsTypeExpr(text: string, from = 0): boolean {
  return startsType(lex(text.slice(from, from + 200)), 0);
}

/** Scans a type expression starting at `from`; stops before whatever follows it (a note, a separator). */
export function scanTypeExpr(text: string, from = 0): ScannedType | undefined {
  const tokens = lex(text.slice(from));
  const read = readTypeTokens(tokens, 0);
  if (!read) return undefined;
  const last = tokens[read.end - 1];
  // Emphasis around the type (`*String*`, `**Integer**`) closes after it: its marks are the type's too.
  let end = from + (last?.end ?? 0);
  while (end < text.length && isMarkup(text.charCodeAt(end))) end++;
  // `_String_?`, `[Sticker](#sticker)?`: the `?` of an optional after the marks that close the type.
  const marked = end > from + (last?.end ?? 0);
  if (marked && !read.optional && text[end] === "?") return { ...scanned(read, end + 1, tokens), optional: true };
  return scanned(read, end, tokens);
}

function scanned(read: { type: TypeRef; optional: boolean; end: number }, end: number, tokens: Token[]): ScannedType {
  const width = tokens.slice(0, read.end).find((t) => t.kind === "word" && WIDTH_NOTES[t.text] !== undefined);
  return { type: read.type, optional: read.optional, end, ...(width ? { width: WIDTH_NOTES[width.text]! } : {}) };
}

/** Parses text that must be exactly one type expression. */
export function parseTypeExpr(text: string): ScannedType | undefined {
  const trimmed = text.trim();
  const scanned = scanTypeExpr(trimmed);
  return scanned && scanned.end === trimmed.length ? scanned : undefined;
}
