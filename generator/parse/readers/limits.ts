// The Limits table: `| Subject | Limit |` rows. Which rows speak of a type, a field or a parameter is decided when
// the model is built (ir/build-limits.ts); here they are only collected with their spans.
import type { DiagnosticSink } from "../../model/diagnostics.ts";
import type { LimitDraft, WordDraft } from "../drafts.ts";
import { lex } from "../language/lexicon.ts";
import { readNoteText } from "../language/notes.ts";
import type { Block } from "../markdown/sections.ts";
import { spanPosition, type Span } from "../../model/source.ts";
import { splitTopLevel } from "../language/split.ts";

const words = (text: string): WordDraft[] =>
  lex(text).map((t) => ({ kind: t.kind, text: t.text, value: t.value, end: t.end }));

/** A row with the words of its subject and each clause of its limit read. */
function limitOf(subject: Span, limit: Span): LimitDraft {
  const clauses = splitTopLevel(limit, ";").map((at) => ({ at, words: words(at.text), note: readNoteText(at.text) }));
  return { subject, limit, subjectWords: words(subject.text), clauses };
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
