// The response envelope, from the overview's "Every response is a JSON object with: …" and the Errors list's
// "A failed call returns …".
import type { DiagnosticSink } from "../diagnostics.ts";
import type { EnvelopeDraft, FieldDraft } from "./drafts.ts";
import { readMentions } from "./mentions.ts";
import type { Block } from "./sections.ts";
import { subSpan, type Span } from "./source.ts";
import { dropFinalPeriod, splitSentences, splitTopLevel } from "./split.ts";

const SUCCESS = /^Every response is a JSON object with: /;
const FAILURE = /^A failed call returns /;
const PRESENT_WHEN = /present when `([a-z_]+)` is (true|false)/;

function listItems(blocks: Block[]): Span[] {
  return blocks.flatMap((b) => (b.kind === "list" ? b.items : []));
}

function findSentence(blocks: Block[], pattern: RegExp): Span | undefined {
  for (const item of listItems(blocks)) {
    for (const sentence of splitSentences(item)) if (pattern.test(sentence.text)) return sentence;
  }
  return undefined;
}

/** `result (present when \`ok\` is true; …)` makes `ok` that literal in the success form. */
function successFields(at: Span, sink: DiagnosticSink): FieldDraft[] {
  const body = dropFinalPeriod(subSpan(at, SUCCESS.exec(at.text)?.[0].length ?? 0));
  const fields = splitTopLevel(body, ";").flatMap((piece) => readMentions(piece, sink));
  const literal = fields.map((f) => PRESENT_WHEN.exec(f.note)).find(Boolean);
  return fields.map((f) =>
    literal && f.name === literal[1] ? { ...f, type: { kind: "literal", value: literal[2] === "true" } } : f,
  );
}

export function parseEnvelope(overview: Block[], errors: Block[], sink: DiagnosticSink): EnvelopeDraft | undefined {
  const success = findSentence(overview, SUCCESS);
  const failure = findSentence(errors, FAILURE);
  if (!success || !failure) return undefined;
  const failureBody = dropFinalPeriod(subSpan(failure, FAILURE.exec(failure.text)?.[0].length ?? 0));
  return { at: success, success: successFields(success, sink), failure: readMentions(failureBody, sink) };
}
