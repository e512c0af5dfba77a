// The Conventions list: the types referenced but not shown (opaque), and the Integer width rules.
import type { DiagnosticSink } from "../diagnostics.ts";
import type { ConventionsDraft, NotShownDraft } from "./drafts.ts";
import type { Block } from "./sections.ts";
import { spanPosition, subSpan, type Span } from "./source.ts";
import { dropFinalPeriod, splitTopLevel } from "./split.ts";

const NOT_SHOWN = /^Types referenced but whose fields are not shown:\s*/;

function readEntry(piece: Span, sink: DiagnosticSink): NotShownDraft[] {
  const text = piece.text.replace(/^and /, "");
  const at = subSpan(piece, piece.text.length - text.length);
  const type = /^([A-Z][A-Za-z0-9]*)(?: \(([^)]*)\))?$/.exec(text);
  if (type) return [{ kind: "type", name: type[1] ?? "", at, note: type[2] ?? "" }];
  const family = /^([A-Z][A-Za-z0-9]*) (types|values)$/.exec(text);
  if (family) return [{ kind: family[2] === "types" ? "family" : "values", name: family[1] ?? "", at, note: text }];
  const fields = /^the fields? (.+?) beyond their existence$/.exec(text);
  if (fields) {
    return (fields[1] ?? "").split(/,\s*|\s+and\s+/).map((name) => ({ kind: "field" as const, name, at: subSpan(at, text.indexOf(name)), note: text }));
  }
  sink.error(spanPosition(piece), `cannot read "${piece.text}" in the list of types not shown; expected a type name, "X types", "X values" or "the fields X.a and Y.b beyond their existence"`);
  return [];
}

export function parseConventions(blocks: Block[], sink: DiagnosticSink): ConventionsDraft {
  const items = blocks.flatMap((b) => (b.kind === "list" ? b.items : []));
  const notShown: NotShownDraft[] = [];
  for (const item of items) {
    const m = NOT_SHOWN.exec(item.text);
    if (!m) continue;
    const list = dropFinalPeriod(subSpan(item, m[0].length));
    for (const piece of splitTopLevel(list, ",")) notShown.push(...readEntry(piece, sink));
  }
  const all = items.map((i) => i.text).join("\n");
  return {
    notShown,
    integers32: /Integer fields fit a signed 32-bit integer/.test(all),
    wideIdentifiers: /Identifiers of users and chats[^.]*52 significant bits/.test(all),
    wideFileSizes: /File sizes[^.]*52 significant bits/.test(all),
  };
}
