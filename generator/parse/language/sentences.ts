// Sentences read with the phrase book: a span is lexed, matched whole against the book's phrasings, and the slots
// of the match are handed back with spans, so that every construct keeps its position.
import type { DiagnosticSink } from "../../model/diagnostics.ts";
import type { TypeRef } from "../../model/model.ts";
import { lex, type Token } from "./lexicon.ts";
import { matchAt, matchFirst, matchWhole, type Match, type Pattern, type SlotValue } from "./phrase.ts";
import {
  CONSTRUCT_TRIGGERS,
  METHOD_PHRASES,
  QUALIFIER_KEYWORDS,
  QUALIFIER_PHRASES,
  RESOURCE_PHRASES,
  type Phrase,
  type SentenceConstruct,
} from "./phrase-book.ts";
import { spanPosition, subSpan, type Span } from "../../model/source.ts";

export interface Read<C extends string> {
  readonly construct: C;
  readonly match: Match;
  readonly tokens: readonly Token[];
  readonly span: Span;
}

/** The first phrasing of the book that the whole span matches. */
export function readWhole<C extends string>(span: Span, phrases: readonly Phrase<C>[]): Read<C> | undefined {
  const tokens = lex(span.text);
  const found = matchWhole(phrases, tokens);
  return found && { construct: found.phrase.construct, match: found.match, tokens, span };
}

/** The first phrasing that matches at the start of the span (not necessarily all of it). */
export function readPrefix<C extends string>(span: Span, phrases: readonly Phrase<C>[]): Read<C> | undefined {
  const tokens = lex(span.text);
  const found = matchFirst(phrases, tokens);
  return found && { construct: found.phrase.construct, match: found.match, tokens, span };
}

/** A sentence of a resource section. */
export function readSentence(span: Span): Read<SentenceConstruct> | undefined {
  return readWhole(span, RESOURCE_PHRASES);
}

/** A sentence of an endpoint section. */
export function readMethodSentence(span: Span): Read<SentenceConstruct> | undefined {
  return readWhole(span, METHOD_PHRASES);
}

/** The span of a slot's tokens (or of tokens [from, to) of the read). */
export function slotSpan(read: Read<string>, slot: SlotValue | undefined): Span | undefined {
  if (!slot || !("tokens" in slot) || slot.tokens.length === 0) return undefined;
  const first = slot.tokens[0] as Token;
  const last = slot.tokens[slot.tokens.length - 1] as Token;
  return subSpan(read.span, first.start, last.end);
}

/** The text after token index `i` of a read, as a span (for the list after `Name:`). */
export function spanFrom(read: Read<string>, i: number): Span {
  const t = read.tokens[i];
  return subSpan(read.span, t ? t.start : read.span.text.length);
}

export function names(slot: SlotValue | undefined): string[] {
  return slot?.kind === "names" ? slot.names : [];
}

export function typeOf(slot: SlotValue | undefined): TypeRef | undefined {
  return slot?.kind === "type" ? slot.type : undefined;
}

/** What a parenthetical qualifier after a name says: `(sent)`, `(discriminator \`status\`)`, `(all Boolean, all optional)`. */
export interface Qualifier {
  sent: boolean;
  discriminator?: string;
  allOptional: boolean;
  allType?: TypeRef;
  /** Parts that are description rather than qualifier. */
  readonly notes: string[];
}

/** Reads the parts of a qualifier separated by `,` and `;`; a part that names a qualifier keyword but is not read is warned of. */
export function readQualifier(span: Span, sink: DiagnosticSink): Qualifier {
  const q: Qualifier = { sent: false, allOptional: false, notes: [] };
  const tokens = lex(span.text);
  const parts: Token[][] = [[]];
  for (const t of tokens) {
    if (t.text === "," || t.text === ";") parts.push([]);
    else parts.at(-1)?.push(t);
  }
  let alone: { type?: TypeRef; text: string } | undefined;
  for (const part of parts.filter((p) => p.length > 0)) {
    const found = matchWhole(QUALIFIER_PHRASES, part);
    const text = span.text.slice(part[0]?.start, part.at(-1)?.end);
    if (found?.phrase.construct === "type-alone") {
      alone = { ...withType(typeOf(found.match.slots.type)), text };
      // `(Boolean?, …)`: an optional type alone is every member's, each optional.
      if (found.match.slots.type?.kind === "type" && found.match.slots.type.optional && alone.type)
        applyQualifier(q, "all-type", found.match);
    } else if (found) applyQualifier(q, found.phrase.construct, found.match);
    else if (part.some((t) => QUALIFIER_KEYWORDS.has(t.value))) {
      sink.warn(
        spanPosition(subSpan(span, part[0]?.start ?? 0)),
        `qualifier "${text}" is not one this reader knows; expected "sent", "sent to the service", "discriminator \`field\`", "all optional" or "all Type"`,
      );
      q.notes.push(text);
    } else q.notes.push(text);
  }
  if (alone?.type && q.allOptional && !q.allType) q.allType = alone.type;
  else if (alone) q.notes.push(alone.text);
  return q;
}

const withType = (type: TypeRef | undefined) => (type ? { type } : {});

function applyQualifier(q: Qualifier, construct: string, m: Match): void {
  if (construct === "sent") q.sent = true;
  else if (construct === "discriminator") {
    const field = names(m.slots.field)[0];
    if (field) q.discriminator = field;
  } else if (construct === "all-optional") q.allOptional = true;
  else if (construct === "all-type" || construct === "all-type-optional") {
    const type = typeOf(m.slots.type);
    if (type) q.allType = type;
    // `(all Boolean?)`: an optional type is of members each of which may be absent.
    const optional = m.slots.type?.kind === "type" && m.slots.type.optional;
    if (construct === "all-type-optional" || optional) q.allOptional = true;
  }
}

/** Whether unread text looks like a construct: a type name opening a definition, a field with a type, a keyword. */
export function looksLikeConstruct(
  text: string,
  triggers: readonly Pattern[] = CONSTRUCT_TRIGGERS,
): string | undefined {
  const tokens = lex(text);
  for (let i = 0; i < tokens.length; i++) {
    for (const p of triggers) {
      const m = matchAt(p, tokens, i);
      if (m) return text.slice(tokens[i]?.start, tokens[m.end - 1]?.end);
    }
  }
  return undefined;
}
