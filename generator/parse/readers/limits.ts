// The Limits table: `| Subject | Limit |` rows. Which rows speak of a type, a field or a parameter is decided when
// the model is built (ir/build-limits.ts); here they are only collected with their spans.
import type { DiagnosticSink } from "../../model/diagnostics.ts";
import type { LimitClause, LimitDraft, WordDraft } from "../drafts.ts";
import { lex } from "../language/lexicon.ts";
import { readNoteText } from "../language/notes.ts";
import type { Block } from "../markdown/sections.ts";
import { spanPosition, trimSpan, type Span } from "../../model/source.ts";
import { splitTopLevel } from "../language/split.ts";

const words = (text: string): WordDraft[] =>
  lex(text).map((t) => ({ kind: t.kind, text: t.text, value: t.value, end: t.end }));

/** A row with the words of its subject and each clause of its limit read. */
function limitOf(subject: Span, limit: Span): LimitDraft {
  const clauses = splitTopLevel(limit, ";").map((at) => {
    const parts = splitTopLevel(at, ",").map(trimSpan).map(clauseOf);
    return { ...clauseOf(at), ...(parts.length > 1 ? { parts } : {}) };
  });
  return { subject, limit, subjectWords: subjectOf(words(subject.text)), clauses };
}

const clauseOf = (at: Span): LimitClause => ({ at, words: words(at.text), note: readNoteText(at.text) });

/** Words after a name that say what kind of thing it names (`Poll object`, `getUpdates method`). */
const KIND_WORDS = new Set(["object", "objects", "type", "types", "method", "parameter", "field"]);

/**
 * The words of a subject, the owner first: names in code as words (`` `Poll` ``, `` `ReplyParameters.quote` ``), the
 * word for what kind of thing a name is left out, the owner said last put first (`quote of ReplyParameters`,
 * `max_connections (setWebhook)`).
 */
function subjectOf(raw: readonly WordDraft[]): WordDraft[] {
  const unwrapped = raw.flatMap((w) => (w.kind === "code" ? words(w.value).map((x) => ({ ...x, end: w.end })) : [w]));
  const named = unwrapped.filter((w, i) => i === 0 || !KIND_WORDS.has(w.value));
  const [a, b, c, d] = named;
  if (named.length === 4 && b?.text === "(" && d?.text === ")" && a && c) return [c, a];
  if (named.length === 3 && b?.value === "of" && a && c) return [c, a];
  return named;
}

export function parseLimits(blocks: Block[], sink: DiagnosticSink): LimitDraft[] {
  const out: LimitDraft[] = [];
  for (const block of blocks) {
    if (block.kind !== "table") continue;
    if (block.header.length !== 2) {
      sink.warn(
        spanPosition(block.at),
        `a table of ${block.header.length} columns in Limits is not read; expected | Subject | Limit |`,
      );
      continue;
    }
    for (const row of block.rows) {
      const [subject, limit] = row.cells;
      if (subject && limit) out.push(limitOf(subject, limit));
    }
  }
  return out;
}
