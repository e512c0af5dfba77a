// Type expressions in text: the token grammar (grammar.ts) applied to a piece of text, with text offsets.
import type { TypeRef } from "../../model/model.ts";
import { readTypeTokens, startsType } from "./grammar.ts";
import { lex } from "./lexicon.ts";
import { isMarkup } from "../../model/marked-text.ts";

export interface ScannedType {
  readonly type: TypeRef;
  readonly optional: boolean;
  /** Index in the text just after the expression (and its `?`). */
  readonly end: number;
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
  return { type: read.type, optional: read.optional, end };
}

/** Parses text that must be exactly one type expression. */
export function parseTypeExpr(text: string): ScannedType | undefined {
  const trimmed = text.trim();
  const scanned = scanTypeExpr(trimmed);
  return scanned && scanned.end === trimmed.length ? scanned : undefined;
}
