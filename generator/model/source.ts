// Source text with offsets: every piece of spec text the parser handles is a Span that knows where it came from.
import { createHash } from "node:crypto";
import type { SourcePosition } from "./model.ts";

export interface SourceText {
  readonly path: string;
  readonly text: string;
  readonly lineStarts: readonly number[];
}

/** A piece of source text and the absolute offset of its first character. */
export interface Span {
  readonly source: SourceText;
  readonly text: string;
  readonly start: number;
}

/**
 * A source as the reader sees it: without a byte order mark, every line ending (CRLF, CR) as LF. Lines and columns
 * are those of the file as written.
 */
export function makeSource(path: string, raw: string): SourceText {
  const text = raw.replace(/^\uFEFF/, "").replace(/\r\n?/g, "\n");
  const lineStarts = [0];
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) lineStarts.push(i + 1);
  return { path, text, lineStarts };
}

export function positionAt(source: SourceText, offset: number): SourcePosition {
  let lo = 0;
  let hi = source.lineStarts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((source.lineStarts[mid] ?? 0) <= offset) lo = mid;
    else hi = mid - 1;
  }
  const lineStart = source.lineStarts[lo] ?? 0;
  return { file: source.path, line: lo + 1, column: offset - lineStart + 1 };
}

export function spanAt(source: SourceText, start: number, end: number): Span {
  return { source, text: source.text.slice(start, end), start };
}

export function spanPosition(span: Span): SourcePosition {
  return positionAt(span.source, span.start);
}

/** The part of a span from `from` to `to` (indices into span.text). */
export function subSpan(span: Span, from: number, to: number = span.text.length): Span {
  return { source: span.source, text: span.text.slice(from, to), start: span.start + from };
}

/** The span without leading and trailing white space. */
export function trimSpan(span: Span): Span {
  const lead = span.text.length - span.text.trimStart().length;
  const body = span.text.trim();
  return { source: span.source, text: body, start: span.start + lead };
}

/** sha256 over every file's name and bytes, in name order. */
export function hashSources(sources: readonly SourceText[]): string {
  const hash = createHash("sha256");
  for (const s of [...sources].sort((a, b) => (a.path < b.path ? -1 : 1))) {
    hash
      .update(s.path.split("/").pop() ?? s.path)
      .update("\0")
      .update(s.text)
      .update("\0");
  }
  return `sha256:${hash.digest("hex")}`;
}
