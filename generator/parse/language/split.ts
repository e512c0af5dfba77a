// Splitting spec text at separators that stand outside parentheses and backticks, keeping positions.
import { subSpan, trimSpan, type Span } from "../../model/source.ts";
import { CODE_CLOSE, CODE_OPEN, isMarkup } from "../../model/marked-text.ts";

/** What a sentence starts with: a capital letter or a code span. */
const SENTENCE_START = new RegExp(`[A-Z${CODE_OPEN}]`);

/** Indices in `text` that are at parenthesis depth 0 and outside inline code. */
function topLevelMask(text: string): boolean[] {
  const mask: boolean[] = [];
  let depth = 0;
  let code = false;
  for (const ch of text) {
    const before = depth === 0 && !code;
    if (ch === CODE_OPEN || ch === CODE_CLOSE) code = ch === CODE_OPEN;
    else if (!code && ch === "(") depth++;
    else if (!code && ch === ")") depth = Math.max(0, depth - 1);
    for (let k = 0; k < ch.length; k++) mask.push(before && depth === 0 && !code && ch !== CODE_CLOSE);
  }
  return mask;
}

/** Splits at every top-level occurrence of `separator`; pieces are trimmed, empty ones dropped. */
export function splitTopLevel(span: Span, separator: string): Span[] {
  const mask = topLevelMask(span.text);
  const pieces: Span[] = [];
  let from = 0;
  let i = span.text.indexOf(separator);
  while (i >= 0) {
    if (mask[i]) {
      pieces.push(subSpan(span, from, i));
      from = i + separator.length;
    }
    i = span.text.indexOf(separator, i + 1);
  }
  pieces.push(subSpan(span, from));
  return pieces.map(trimSpan).filter((p) => p.text.length > 0);
}

/** Index of the first top-level occurrence of `separator`, or -1. */
export function indexOfTopLevel(text: string, separator: string, from = 0): number {
  const mask = topLevelMask(text);
  let i = text.indexOf(separator, from);
  while (i >= 0 && !mask[i]) i = text.indexOf(separator, i + 1);
  return i;
}

/**
 * Splits prose into sentences at a top-level `. ` before a capital letter (or before any letter where `starts` says a
 * sentence starts there: `… String?. data and x are mutually exclusive`); drops the final period.
 */
export function splitSentences(span: Span, starts?: (rest: string) => boolean): Span[] {
  const mask = topLevelMask(span.text);
  const pieces: Span[] = [];
  let from = 0;
  // What follows a `. ` is looked at up to its first 240 characters: a sentence says what it is near its start, and a
  // long note of many `. ` is read in linear time.
  // Emphasis before the first letter (`. **Returns:** True`) is passed over: the sentence starts at its letter.
  const first = (i: number) => {
    let j = i + 2;
    while (j < i + 8 && isMarkup(span.text.charCodeAt(j))) j++;
    return span.text[j] ?? "";
  };
  const opens = (i: number) => SENTENCE_START.test(first(i)) || (starts?.(span.text.slice(i + 2, i + 242)) ?? false);
  for (let i = 0; i < span.text.length - 2; i++) {
    if (span.text[i] === "." && span.text[i + 1] === " " && mask[i] && opens(i)) {
      pieces.push(subSpan(span, from, i));
      from = i + 2;
    }
  }
  pieces.push(subSpan(span, from));
  return pieces
    .map(dropFinalPeriod)
    .map(trimSpan)
    .filter((p) => p.text.length > 0);
}

export function dropFinalPeriod(span: Span): Span {
  const t = trimSpan(span);
  return t.text.endsWith(".") ? subSpan(t, 0, t.text.length - 1) : t;
}

/** If the span is `head (inner)` with the parentheses closing at its end, returns head and inner. */
export function splitTrailingParens(span: Span): { head: Span; inner: Span } | undefined {
  const t = trimSpan(span);
  if (!t.text.endsWith(")")) return undefined;
  let depth = 0;
  for (let i = t.text.length - 1; i >= 0; i--) {
    const ch = t.text[i];
    if (ch === ")") depth++;
    else if (ch === "(") depth--;
    if (depth === 0) {
      return { head: trimSpan(subSpan(t, 0, i)), inner: trimSpan(subSpan(t, i + 1, t.text.length - 1)) };
    }
  }
  return undefined;
}
