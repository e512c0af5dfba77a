// The Conventions list, read with the phrase book: the types referenced but not shown (opaque), and the Integer
// width rules. Items may be wrapped over lines or set in bold; each sentence of an item is read on its own.
import { DiagnosticSink } from "../../model/diagnostics.ts";
import type { ConventionsDraft, NotShownDraft } from "../drafts.ts";
import { lex, type Token } from "../language/lexicon.ts";
import { matchAt, type Match } from "../language/phrase.ts";
import {
  CONVENTION_PHRASES,
  CONVENTION_TRIGGERS,
  NOT_SHOWN_PHRASES,
  type ConventionConstruct,
  type NotShownConstruct,
} from "../language/phrase-book.ts";
import { looksLikeConstruct, readPrefix } from "../language/sentences.ts";
import type { Block } from "../markdown/sections.ts";
import { spanPosition, subSpan, trimSpan, type Span } from "../../model/source.ts";
import { dropFinalPeriod, splitSentences } from "../language/split.ts";

const SEPARATOR = new Set([",", ";", "and"]);

/** One entry of the list at token i, by the phrase book: followed by a separator or the end, else nothing. */
function entryAt(tokens: readonly Token[], i: number): { construct: NotShownConstruct; match: Match } | undefined {
  for (const p of NOT_SHOWN_PHRASES) {
    const match = matchAt(p.pattern, tokens, i);
    const next = match ? tokens[match.end] : undefined;
    if (match && (next === undefined || SEPARATOR.has(next.value))) return { construct: p.construct, match };
  }
  return undefined;
}

function drafts(list: Span, tokens: readonly Token[], construct: NotShownConstruct, m: Match): NotShownDraft[] {
  const names = m.slots.name?.kind === "names" ? m.slots.name : undefined;
  const text = (from?: Token, to?: Token) =>
    list.text
      .slice(from?.start ?? 0, to?.end ?? 0)
      .replace(/\*+/g, "")
      .replace(/\s+/g, " ")
      .trim();
  const paren = m.slots.note?.kind === "text" ? m.slots.note.tokens : [];
  const note = construct === "type" ? text(paren[0], paren.at(-1)) : text(tokens[m.start], tokens[m.end - 1]);
  // `InputFile (beyond being an uploaded file)`: the type of file uploads.
  const upload = construct === "type" && paren.some((t) => t.kind === "word" && t.value.startsWith("upload"));
  return (names?.names ?? []).map((name, k) => ({
    kind: construct === "fields" ? "field" : construct,
    name,
    at: subSpan(list, names?.tokens[k]?.start ?? 0),
    note,
    ...(upload ? { upload } : {}),
  }));
}

/** The list of types not shown: entries read by the phrase book, separated by commas, semicolons or "and". */
function readNotShown(list: Span, sink: DiagnosticSink): NotShownDraft[] {
  const tokens = lex(list.text);
  const out: NotShownDraft[] = [];
  for (let i = 0; i < tokens.length;) {
    if (SEPARATOR.has(tokens[i]?.value ?? "")) {
      i++;
      continue;
    }
    const hit = entryAt(tokens, i);
    if (hit) {
      out.push(...drafts(list, tokens, hit.construct, hit.match));
      i = hit.match.end;
      continue;
    }
    const end = tokens.findIndex((t, j) => j > i && (t.value === "," || t.value === ";"));
    const stop = end < 0 ? tokens.length : end;
    const piece = list.text.slice(tokens[i]?.start ?? 0, tokens[stop - 1]?.end ?? list.text.length);
    sink.error(
      spanPosition(subSpan(list, tokens[i]?.start ?? 0)),
      `cannot read "${piece}" in the list of types not shown; expected a type name, "X types", "X values" or "the fields X.a and Y.b beyond their existence"`,
    );
    i = stop;
  }
  return out;
}

/**
 * A lead no phrasing reads that names types, then a colon and a list each entry of which reads as a type not shown
 * (`Types mentioned elsewhere: A, B, C`): the list of types not shown, by its structure, and said.
 */
function listByStructure(sentence: Span, sink: DiagnosticSink): NotShownDraft[] | undefined {
  const tokens = lex(sentence.text);
  const colon = tokens.findIndex((t) => t.text === ":");
  if (colon < 0 || !tokens.slice(0, colon).some((t) => t.value === "types")) return undefined;
  const list = dropFinalPeriod(trimSpan(subSpan(sentence, tokens[colon]!.end)));
  const trial = new DiagnosticSink();
  const entries = readNotShown(list, trial);
  if (trial.items.length > 0 || entries.length < 2) return undefined;
  const lead = sentence.text.slice(0, tokens[colon]!.end);
  sink.warn(
    spanPosition(sentence),
    `"${lead}" read as the list of types not shown, by the list of type names after it; expected "Types referenced but whose fields are not shown:"`,
  );
  return entries;
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
        const listed = listByStructure(sentence, sink);
        if (listed) notShown.push(...listed);
        else warnNearMiss(sentence, sink);
        continue;
      }
      found.add(read.construct);
      if (read.construct !== "not-shown") continue;
      const last = read.tokens[read.match.end - 1];
      const list = dropFinalPeriod(trimSpan(subSpan(sentence, last ? last.end : 0)));
      notShown.push(...readNotShown(list, sink));
    }
  }
  return {
    notShown,
    integers32: found.has("integers32"),
    wideIdentifiers: found.has("wide-identifiers"),
    wideFileSizes: found.has("wide-file-sizes"),
  };
}
