// The response envelope, from the overview's "Every response is a JSON object with: …" and the Errors list's
// "A failed call returns …", each read with the phrase book (ENVELOPE_PHRASES) in the words editors use.
import type { DiagnosticSink } from "../../model/diagnostics.ts";
import type { EnvelopeDraft, FieldDraft } from "../drafts.ts";
import { readMentions } from "./mentions.ts";
import type { Block } from "../markdown/sections.ts";
import { lex } from "../language/lexicon.ts";
import { matchFirst } from "../language/phrase.ts";
import { ENVELOPE_PHRASES, PRESENCE_PHRASES } from "../language/phrase-book.ts";
import { readPrefix } from "../language/sentences.ts";
import { subSpan, trimSpan, type Span } from "../../model/source.ts";
import { dropFinalPeriod, splitSentences, splitTopLevel } from "../language/split.ts";

function listItems(blocks: Block[]): Span[] {
  return blocks.flatMap((b) => (b.kind === "list" ? b.items : []));
}

/** The first sentence of the list items that states this part of the envelope, and where its fields begin. */
function findSentence(blocks: Block[], part: "success" | "failure"): { at: Span; body: Span } | undefined {
  for (const item of listItems(blocks))
    for (const sentence of splitSentences(item)) {
      const read = readPrefix(sentence, ENVELOPE_PHRASES);
      if (read?.construct !== part) continue;
      const last = read.tokens[read.match.end - 1];
      return { at: sentence, body: dropFinalPeriod(trimSpan(subSpan(sentence, last?.end ?? 0))) };
    }
  return undefined;
}

/** `result (present when \`ok\` is true; …)` makes `ok` that literal in the success form. */
function successFields(body: Span, sink: DiagnosticSink): FieldDraft[] {
  const fields = splitTopLevel(body, ";").flatMap((piece) => readMentions(piece, sink));
  const literal = fields.map((f) => presentWhen(f.note)).find(Boolean);
  return fields.map((f) =>
    literal && f.name === literal.field ? { ...f, type: { kind: "literal", value: literal.value } } : f,
  );
}

/** `present when \`ok\` is true` (PRESENCE_PHRASES) anywhere in a note: the field and its Boolean value. */
function presentWhen(note: string): { field: string; value: boolean } | undefined {
  const tokens = lex(note);
  for (let i = 0; i < tokens.length; i++) {
    const s = matchFirst(PRESENCE_PHRASES, tokens, i)?.match.slots;
    const field = s?.name?.kind === "names" ? s.name.names[0] : undefined;
    if (field && s?.is?.kind === "value" && typeof s.is.value === "boolean") return { field, value: s.is.value };
  }
  return undefined;
}

export function parseEnvelope(overview: Block[], errors: Block[], sink: DiagnosticSink): EnvelopeDraft | undefined {
  const success = findSentence(overview, "success");
  const failure = findSentence(errors, "failure");
  if (!success || !failure) return undefined;
  return { at: success.at, success: successFields(success.body, sink), failure: readMentions(failure.body, sink) };
}
