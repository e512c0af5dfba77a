// One field segment of a list: `name Type`, `a, b, c Type (note)`, `name Type: note`, `x Type? and y Type? (note)`,
// `name (note)` without a type. Returns "prose" when the segment does not start like a field at all.
import type { TypeRef } from "../../model/model.ts";
import { clip } from "../../model/diagnostics.ts";
import { subSpan, type Span } from "../../model/source.ts";
import { parseTypeExpr, scanTypeExpr, startsTypeExpr } from "../language/type-expr.ts";
import { lex } from "../language/lexicon.ts";
import { statedValue } from "../language/notes.ts";
import { matchWhole } from "../language/phrase.ts";
import { OPTIONAL_PHRASES } from "../language/phrase-book.ts";
import { CODE_CLOSE, CODE_OPEN, plainOf } from "../../model/marked-text.ts";

/**
 * A note that says the field may be absent (`optional`, `may be omitted`, `Optional. Text of …`): the flag, and the
 * note without that clause (the rest as written).
 */
export function optionalInWords(note: string): { optional: boolean; note: string } {
  // `(Optional) The user's bio`, `[Optional] …`: a mark in brackets before the note.
  const mark = /^\s*[([]([^()[\]]*)[)\]]\s*/.exec(note);
  if (mark && saysOptional(mark[1] ?? ""))
    return { optional: true, note: optionalInClauses(note.slice(mark[0].length)).note };
  // `*Optional* The user's bio`: the word set apart by its emphasis alone, no stop after it.
  const emphasised = /^\s*([\ue000-\ue07f]+)([^\ue000-\ue07f]+)\1\s+/.exec(note);
  if (emphasised && saysOptional(emphasised[2] ?? ""))
    return { optional: true, note: optionalInClauses(note.slice(emphasised[0].length)).note };
  // `Entity parsing mode (optional, omit for plain text)`: a parenthesis that opens by saying so; the rest stays.
  const opened = openedByOptional(note);
  if (opened !== undefined) return { optional: true, note: optionalInClauses(opened).note };
  return optionalInClauses(note);
}

/** A note whose first parenthesis opens with `optional,` (or any phrase of it): the note without those words. */
function openedByOptional(note: string): string | undefined {
  const open = note.indexOf("(");
  const close = open < 0 ? -1 : note.indexOf(")", open);
  const inner = close < 0 ? "" : note.slice(open + 1, close);
  const cut = inner.search(/[,;]/);
  if (cut < 0 || inner.includes("(") || !saysOptional(inner.slice(0, cut))) return undefined;
  return `${note.slice(0, open)}(${inner.slice(cut + 1).trim()})${note.slice(close + 1)}`;
}

function optionalInClauses(note: string): { optional: boolean; note: string } {
  // Clauses, each followed by its separator: `;`, `,`, a `.` or `:` that ends a sentence or a label, or a dash between
  // spaces.
  // Each separator starts where a run of spaces starts (the lookbehinds): linear, however long the run.
  // Marks of inline markup may stand between a separator and its spaces (`*Optional.* Text`).
  const parts = note.split(/((?<!\s)\s*[;,][\ue000-\ue07f]*\s*|[.:][\ue000-\ue07f]*\s+|(?:^|(?<!\s)\s+)[—–-]\s+)/);
  const kept: string[] = [];
  let found = false;
  for (let i = 0; i < parts.length; i += 2) {
    const clause = parts[i] ?? "";
    // A clause that is only `optional`, or ends in a parenthesis that is (`Four digits (optional)`).
    // The clause's full stop, also inside marks that close after it (`*Optional.*`).
    const bare = clause.replace(/\.([\ue000-\ue07f]*)$/, "$1");
    const paren = /(?<!\s)\s*\(([^()]*)\)\s*$/.exec(bare);
    const said = optionalSaid(bare);
    // A condition of presence (`Only present for bots`) says the field may be absent and stays description.
    if (said === "present-when") ((found = true), kept.push(clause, parts[i + 1] ?? ""));
    else if (said) found = true;
    else if (paren && saysOptional(paren[1] ?? ""))
      ((found = true), kept.push(clause.slice(0, paren.index), parts[i + 1] ?? ""));
    else kept.push(clause, parts[i + 1] ?? "");
  }
  if (!found) return { optional: false, note };
  return {
    optional: true,
    note: kept
      .join("")
      .replace(/^\s*[—–-]\s+/, "")
      .replace(/(?:(?<!\s)\s*[;,]|(?<!\s)\s+[—–-])\s*$/, "")
      .trim(),
  };
}

/** Whether text is only a statement that a value may be absent (`optional`, `may be omitted`). */
export function saysOptional(text: string): boolean {
  return optionalSaid(text) !== undefined;
}

/** What text says of a value's presence, when that is all it says: optional, or present under a condition only. */
function optionalSaid(text: string): "optional" | "present-when" | undefined {
  return matchWhole(OPTIONAL_PHRASES, lex(text))?.phrase.construct;
}

/** `Optional Integer`: where the type starts after a leading `optional`, else 0. */
export function afterOptionalWord(text: string): number {
  const [first, second] = lex(text);
  // `Optional<String>` is one type expression, the wrapper and all.
  const word = first?.kind === "word" && first.value === "optional" && second && second.text !== "<";
  return word ? second.start : 0;
}

export interface ScannedField {
  readonly name: string;
  readonly at: Span;
  readonly type: TypeRef | null;
  readonly optional: boolean;
  readonly note: string;
  /** The note followed a colon and may continue in the next segments (`value Integer: 1-6 for …; 1-5 for …`). */
  readonly colonNote: boolean;
}

export type ScanResult =
  | { readonly kind: "fields"; readonly fields: ScannedField[] }
  | { readonly kind: "prose" }
  | { readonly kind: "error"; readonly at: Span; readonly message: string; readonly field?: string };

/** Emphasis written around a name (`**title**`, `_title_`): the marks of `*` and `_` as markup. */
const EMPHASIS = "[\ue02a\ue05f]{1,3}";
/** A name with its underscores perhaps escaped (`file\_id`: the backslash marked as markup, read as nothing). */
const ESCAPED_NAME = "[a-z](?:[a-z0-9_]|\ue05c_)*";
const NAME = new RegExp(`^(?:${CODE_OPEN}|${EMPHASIS})?(${ESCAPED_NAME})(?:${CODE_CLOSE}|${EMPHASIS})?`);

interface Named {
  name: string;
  at: Span;
  note: string;
}

/** Reads a balanced parenthesised note starting at `from` (which holds "("); returns the note and the end index. */
export function readParenNote(text: string, from: number): { note: string; end: number } | undefined {
  let depth = 0;
  for (let i = from; i < text.length; i++) {
    if (text[i] === "(") depth++;
    else if (text[i] === ")" && --depth === 0) return { note: text.slice(from + 1, i).trim(), end: i + 1 };
  }
  return undefined;
}

export function joinNotes(...notes: string[]): string {
  return notes.filter((n) => n.length > 0).join("; ");
}

function fail(span: Span, from: number, message: string, field?: string): ScanResult {
  return { kind: "error", at: subSpan(span, from), message, ...(field ? { field } : {}) };
}

/** Scans `name[ (note)][, name[ (note)]]…` and returns the names and the index after them. */
function scanNames(span: Span, from: number): { names: Named[]; end: number } | undefined {
  const text = span.text;
  const names: Named[] = [];
  let i = from;
  for (;;) {
    const m = NAME.exec(text.slice(i));
    if (!m) return names.length > 0 ? { names, end: i - 2 } : undefined;
    const named: Named = { name: plainOf(m[1] ?? ""), at: subSpan(span, i, i + m[0].length), note: "" };
    i += m[0].length;
    if (text.startsWith(" (", i)) {
      const paren = readParenNote(text, i + 1);
      if (!paren) return undefined;
      named.note = paren.note;
      i = paren.end;
    }
    names.push(named);
    if (!text.startsWith(", ", i) || !NAME.test(text.slice(i + 2))) return { names, end: i };
    i += 2;
  }
}

/** Verbs that, after a field's name, make a sentence about it, never a type. */
const FIELD_VERBS = new Set([
  ...["is", "are", "must", "can", "cannot", "may", "should", "will", "has", "have", "holds", "appears", "comes"],
]);

/** A segment that stops after its names: prose, unless it plainly meant to be a field. */
function noType(span: Span, names: Named[], i: number): ScanResult {
  const next = /^ ([A-Za-z]+)/.exec(span.text.slice(i))?.[1]?.toLowerCase() ?? "";
  const typeLike = ["integer", "float", "string", "boolean", "true", "array"].includes(next);
  // `game_short_name has the name of a game`, `data is set by the client`: a verb after names says something of them.
  const saysOf = FIELD_VERBS.has(next);
  const looksLikeField =
    !saysOf &&
    (names.length > 1 || (names[0]?.name.includes("_") ?? false) || span.text.startsWith(CODE_OPEN) || typeLike);
  return looksLikeField
    ? fail(
        span,
        i,
        `cannot read the type of "${names.map((n) => n.name).join(", ")}"; expected a type such as String, Integer?, Array of X or a reference`,
        names.map((n) => n.name).join(", "),
      )
    : { kind: "prose" };
}

interface Tail {
  readonly note: string;
  readonly colonNote: boolean;
  readonly chained: ScannedField[];
  /** Fields joined by `and` share the last one's note; fields after commas each have their own. */
  readonly joined?: boolean;
}

/** `, optional` (or `, may be omitted`, ` — optional`) after a type: the words and their length, else nothing. */
function optionalAfterComma(text: string, i: number): { words: string; length: number } | undefined {
  const m = /^(?:,| [—–-]) ([^(]+?)(?= \(|$)/.exec(text.slice(i));
  return m && saysOptional(m[1] ?? "") ? { words: m[1] ?? "", length: m[0].length } : undefined;
}

/** What follows a type: `, optional`, ` (note)`, `: note`, ` and other_field Type`, or nothing. */
function scanTail(span: Span, from: number): Tail | ScanResult {
  const text = span.text;
  const optional = optionalAfterComma(text, from);
  let i = from + (optional?.length ?? 0);
  let tail: Tail = { note: optional?.words ?? "", colonNote: false, chained: [] };
  if (text.startsWith(" (", i)) {
    const paren = readParenNote(text, i + 1);
    if (!paren) return fail(span, i + 1, "unclosed parenthesis in a field note");
    tail = { ...tail, note: joinNotes(tail.note, paren.note) };
    i = paren.end;
  } else if (text.startsWith(": ", i)) {
    return { note: text.slice(i + 2).trim(), colonNote: true, chained: [] };
  }
  if (text.startsWith(" and ", i)) {
    const rest = scanFieldSegment(subSpan(span, i + 5));
    if (rest.kind !== "fields") return rest.kind === "error" ? rest : fail(span, i + 5, 'expected a field after "and"');
    return { ...tail, chained: rest.fields, joined: true };
  }
  // `date Integer, sender_user User`: the next field after a comma (with its type, or without it, which is then said
  // or taken from the list's type); `day Integer, 1-31`, `day Integer — 1-31`: a note.
  const after = /^(?:,| [—–]) /.exec(text.slice(i))?.[0].length;
  if (after !== undefined && tail.note === "" && i + after < text.length) {
    const rest = scanFieldSegment(subSpan(span, i + after));
    if (rest.kind === "error") return rest;
    const chained = rest.kind === "fields" && !NOTE_WORDS.has(rest.fields[0]?.name ?? "");
    if (chained && text[i] === ",") return { ...tail, chained: rest.fields };
    return { ...tail, note: text.slice(i + after).trim() };
  }
  // `type String = \`emoji\``: what the value equals, a note.
  if (text.startsWith(" = ", i) && tail.note === "") return { ...tail, note: text.slice(i + 1).trim() };
  if (i !== text.length)
    return fail(
      span,
      i,
      `unexpected text "${clip(text.slice(i))}" after the type; expected "(note)", ": note" or the end of the field`,
    );
  return tail;
}

/**
 * Words that open a note rather than name a field (`type String, always \`emoji\``, `count Integer, at most 10`):
 * after a comma they are never the next field's name.
 */
const NOTE_WORDS = new Set([
  ...["always", "never", "must", "should", "may", "can", "only", "default", "defaults", "usually", "typically"],
  ...["at", "up", "from", "between", "either", "one", "if", "when", "unless", "otherwise", "not", "e", "for"],
]);

/** Scans one segment into fields. */
export function scanFieldSegment(span: Span): ScanResult {
  const text = span.text;
  const scanned = scanNames(span, 0);
  if (!scanned) return { kind: "prose" };
  const { names } = scanned;
  // `name: Type`, `name — Type` and `name = \`literal\`` as well as `name Type`.
  const sep = /^(?::| [—–]| of type| =) /.exec(text.slice(scanned.end))?.[0].length ?? 0;
  const end = sep > 0 && startsTypeExpr(text, scanned.end + sep) ? scanned.end + sep - 1 : scanned.end;
  if (end === text.length) return typedByNote(names) ?? untyped(names);
  if (text[end] !== " " || !startsTypeExpr(text, end + 1)) return noType(span, names, end);
  // `year Optional Integer`: the word before the type says the field may be absent, as `Integer?` does.
  const said = afterOptionalWord(text.slice(end + 1));
  const scannedType = scanTypeExpr(text, end + 1 + said);
  const type = scannedType && said > 0 ? { ...scannedType, optional: true } : scannedType;
  const field = names.map((n) => n.name).join(", ");
  if (!type)
    return fail(
      span,
      end + 1,
      `bad type expression "${clip(text.slice(end + 1))}"; expected Integer, Float, String, Boolean, True, a type name, Array of X or X or Y`,
      field,
    );
  const tail = scanTail(span, type.end);
  if ("kind" in tail) return tail.kind === "error" && !tail.field ? { ...tail, field } : tail;
  // Joined fields (`a Integer? and b Integer? (note)`) share the last note.
  const shared = tail.note === "" && tail.joined ? (tail.chained.at(-1)?.note ?? "") : "";
  const fields = names.map((n) => {
    const words = optionalInWords(joinNotes(n.note, tail.note, shared));
    return {
      name: n.name,
      at: n.at,
      type: type.type,
      optional: type.optional || words.optional,
      // `x Int64`: an integer named with its width, the width read as its note.
      note: type.width ? joinNotes(words.note, type.width) : words.note,
      colonNote: tail.colonNote,
    };
  });
  return { kind: "fields", fields: [...fields, ...tail.chained] };
}

/**
 * `id (String)`, `id (String, unique)`: a name alone whose parenthesis opens with a whole type expression (up to a
 * comma or a semicolon) has that type, the rest its note; any other parenthesis is a note (`can_pin (ignored)`).
 */
function typedByNote(names: Named[]): ScanResult | undefined {
  const read = names.map((n) => {
    const cut = n.note.search(/[,;]/);
    const head = cut < 0 ? n.note : n.note.slice(0, cut);
    // `id (optional String)`: the type after the word.
    const skip = afterOptionalWord(head);
    const read = parseTypeExpr(head.slice(skip));
    const type = read && skip > 0 ? { ...read, optional: true } : read;
    if (!type) return constantByNote(n);
    return { n, type, note: cut < 0 ? "" : n.note.slice(cut + 1).trim() };
  });
  if (read.length === 0 || read.some((r) => !r)) return undefined;
  const fields = read.map((r) => {
    const { n, type, note } = r as NonNullable<(typeof read)[number]>;
    const words = optionalInWords(note);
    const optional = type.optional || words.optional;
    const width = "width" in type ? type.width : undefined;
    const said = width ? joinNotes(words.note, width) : words.note;
    return { name: n.name, at: n.at, type: type.type, optional, note: said, colonNote: false };
  });
  return { kind: "fields", fields };
}

/** `type (always \`emoji\`)`: a name whose note says its one value has that value's type, the note kept. */
function constantByNote(n: Named): { n: Named; type: { type: TypeRef; optional: boolean }; note: string } | undefined {
  const stated = n.note === "" ? undefined : statedValue(n.note);
  if (!stated || stated.bare) return undefined;
  return { n, type: { type: { kind: "literal", value: stated.value }, optional: false }, note: n.note };
}

function untyped(names: Named[]): ScanResult {
  return {
    kind: "fields",
    fields: names.map((n) => ({ name: n.name, at: n.at, type: null, optional: false, note: n.note, colonNote: false })),
  };
}
