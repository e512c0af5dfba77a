// The Conventions list, read with the phrase book: the types referenced but not shown (opaque), and the Integer
// width rules. Items may be wrapped over lines or set in bold; each sentence of an item is read on its own.
import type { DiagnosticSink } from "../diagnostics.ts";
import type { ConventionsDraft, NotShownDraft } from "./drafts.ts";
import { CONVENTION_PHRASES, type ConventionConstruct } from "./phrase-book.ts";
import { readPrefix } from "./sentences.ts";
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

export function parseConventions(blocks: Block[], sink: DiagnosticSink): ConventionsDraft {
  const items = blocks.flatMap((b) => (b.kind === "list" ? b.items : []));
  const found = new Set<ConventionConstruct>();
  const notShown: NotShownDraft[] = [];
  for (const item of items) {
    for (const sentence of splitSentences(item)) {
      const read = readPrefix(sentence, CONVENTION_PHRASES);
      if (!read) continue;
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
