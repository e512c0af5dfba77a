// The Conventions list, read with the phrase book: the types referenced but not shown (opaque), and the Integer
// width rules. Items may be wrapped over lines or set in bold; each sentence of an item is read on its own.
import type { DiagnosticSink } from "../diagnostics.ts";
import type { ConventionsDraft, NotShownDraft } from "./drafts.ts";
import { CONVENTION_PHRASES, CONVENTION_TRIGGERS, type ConventionConstruct } from "./phrase-book.ts";
import { looksLikeConstruct, readPrefix } from "./sentences.ts";
import type { Block } from "./sections.ts";
import { spanPosition, subSpan, trimSpan, type Span } from "./source.ts";
import { dropFinalPeriod, splitSentences, splitTopLevel } from "./split.ts";

function readEntry(piece: Span, sink: DiagnosticSink): NotShownDraft[] {
  const text = piece.text
    .replace(/^and\s+/, "")
    .replace(/\*+/g, "")
    .replace(/\s+/g, " ")
    .trim();
  const at = subSpan(piece, piece.text.length - piece.text.replace(/^and\s+/, "").length);
  const type = /^([A-Z][A-Za-z0-9]*)(?: \(([^)]*)\))?$/.exec(text);
  if (type) return [{ kind: "type", name: type[1] ?? "", at, note: type[2] ?? "" }];
  const family = /^([A-Z][A-Za-z0-9]*) (types|values)$/.exec(text);
  if (family) return [{ kind: family[2] === "types" ? "family" : "values", name: family[1] ?? "", at, note: text }];
  const fields = /^the fields? (.+?) beyond their existence$/.exec(text);
  if (fields) {
    return (fields[1] ?? "").split(/,\s*|\s+and\s+/).map((name) => ({
      kind: "field" as const,
      name,
      at: subSpan(at, Math.max(0, at.text.indexOf(name))),
      note: text,
    }));
  }
  sink.error(
    spanPosition(piece),
    `cannot read "${piece.text}" in the list of types not shown; expected a type name, "X types", "X values" or "the fields X.a and Y.b beyond their existence"`,
  );
  return [];
}

/** A sentence that mentions bits or types not shown but matches no convention: said, never dropped silently. */
function warnNearMiss(sentence: Span, sink: DiagnosticSink): void {
  const near = looksLikeConstruct(sentence.text, CONVENTION_TRIGGERS);
  if (!near) return;
  sink.warn(
    spanPosition(sentence),
    `sentence in Conventions mentions "${near}" but matches no convention; ignored. Expected "Integer fields fit a signed 32-bit integer", "Identifiers of users and chats … 52 significant bits", "File sizes … 52 significant bits" or "Types referenced but whose fields are not shown: A, B"`,
  );
}

export function parseConventions(blocks: Block[], sink: DiagnosticSink): ConventionsDraft {
  const items = blocks.flatMap((b) => (b.kind === "list" ? b.items : []));
  const found = new Set<ConventionConstruct>();
  const notShown: NotShownDraft[] = [];
  for (const item of items) {
    for (const sentence of splitSentences(item)) {
      const read = readPrefix(sentence, CONVENTION_PHRASES);
      if (!read) {
        warnNearMiss(sentence, sink);
        continue;
      }
      found.add(read.construct);
      if (read.construct !== "not-shown") continue;
      const last = read.tokens[read.match.end - 1];
      const list = dropFinalPeriod(trimSpan(subSpan(sentence, last ? last.end : 0)));
      for (const piece of splitTopLevel(list, ",")) notShown.push(...readEntry(piece, sink));
    }
  }
  return {
    notShown,
    integers32: found.has("integers32"),
    wideIdentifiers: found.has("wide-identifiers"),
    wideFileSizes: found.has("wide-file-sizes"),
  };
}
