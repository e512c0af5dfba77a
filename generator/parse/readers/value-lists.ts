// Values listed under a field table: a paragraph ending in a colon that names one field of the section's type
// (`` `status` is one of: ``, `Possible values of status:`) and a bulleted list after it whose every item opens with a
// code span (`` - `creator` — the owner ``). The values go to that field (an enum, applied when the model is built);
// each item's words after its value are description. A list that does not fit is an error, as before. The readers of
// the values themselves serve a method's parameters too (method-values.ts).
import type { FieldDraft, MemberDraft } from "../drafts.ts";
import { lex } from "../language/lexicon.ts";
import { matchAt } from "../language/phrase.ts";
import { FIELD_VALUES, POINTS_BELOW } from "../language/phrase-book.ts";
import type { SectionState } from "./section-state.ts";
import type { Block } from "../markdown/sections.ts";
import { spanPosition, type Span } from "../../model/source.ts";

/**
 * The field a paragraph ending in a colon names, among the fields of the section's type read so far; when it names
 * none (`Entity types:`), the one field whose note points below (`One of the values listed below`).
 */
export function valuesIntro(at: Span, state: SectionState): string | undefined {
  if (!at.text.trimEnd().endsWith(":") || state.own?.kind !== "object") return undefined;
  const fields = state.own.list.members.flatMap((m) => (m.kind === "field" ? [m] : []));
  return valuesIntroOf(at, fields);
}

/**
 * The member a paragraph ending in a colon names, among the members read so far (a type's fields, a method's
 * parameters); when it names none (`Entity types:`), the one member whose note points below.
 */
export function valuesIntroOf(at: Span, members: readonly Noted[]): string | undefined {
  if (!at.text.trimEnd().endsWith(":")) return undefined;
  const names = new Set(members.map((f) => f.name));
  const named = new Set(lex(at.text).flatMap((t) => (names.has(t.value) ? [t.value] : [])));
  if (named.size > 0) return named.size === 1 ? [...named][0] : undefined;
  return pointingMember(members, false);
}

/** A member as the readers of values see it: its name and its note. */
export interface Noted {
  readonly name: string;
  readonly note: string;
}

function pointingField(state: SectionState, colon: boolean): string | undefined {
  if (state.own?.kind !== "object") return undefined;
  return pointingMember(
    state.own.list.members.flatMap((m) => (m.kind === "field" ? [m] : [])),
    colon,
  );
}

/**
 * The one member whose note points below (`One of the values listed below`), or, for a list right under the table
 * (`colon`), whose note ends with a colon (`Kind. Possible values:`).
 */
export function pointingMember(members: readonly Noted[], colon: boolean): string | undefined {
  const pointing = members.filter((f) => {
    const tokens = lex(f.note);
    if (colon && tokens.at(-1)?.text === ":") return true;
    return tokens.some((_, i) => matchAt(POINTS_BELOW, tokens, i) !== undefined);
  });
  return pointing.length === 1 ? pointing[0]?.name : undefined;
}

/**
 * `Allowed kinds:`, `Possible statuses:`: a word of what is allowed, and a field of the section's type named in the
 * plural (never a word for any values, `values`), before a colon: the intro of that field's values, which a union's
 * intro (`X kinds:`) would otherwise take.
 */
export function pluralValuesIntro(at: Span, state: SectionState): string | undefined {
  if (state.own?.kind !== "object") return undefined;
  return pluralIntroOf(at, new Set(state.own.list.members.flatMap((m) => (m.kind === "field" ? [m.name] : []))));
}

/** `Allowed kinds:`: the one of the names given (a type's fields, a method's parameters) it names in the plural. */
export function pluralIntroOf(at: Span, names: ReadonlySet<string>): string | undefined {
  const tokens = lex(at.text);
  const [adjective, plural, colon] = tokens;
  if (tokens.length !== 3 || colon?.text !== ":" || !ALLOWED_WORDS.has(adjective?.value ?? "")) return undefined;
  const fields = singularsOf(plural?.value ?? "").filter((s) => names.has(s));
  return fields.length === 1 ? fields[0] : undefined;
}

/** Words that open an intro of the values a field allows (`Allowed kinds:`). */
const ALLOWED_WORDS: ReadonlySet<string> = new Set(["allowed", "possible", "valid", "accepted", "supported", "known"]);

/** Words that name values of any field in the plural, never one field (`Possible values:`). */
const ANY_VALUES: ReadonlySet<string> = new Set([
  "values",
  "types",
  "fields",
  "options",
  "items",
  "choices",
  "entries",
]);

/** The singulars a plural word may have (`kinds` → kind, `statuses` → status, `entities` → entity). */
function singularsOf(word: string): string[] {
  if (ANY_VALUES.has(word) || !word.endsWith("s")) return [];
  const out = [word.slice(0, -1)];
  if (word.endsWith("es")) out.push(word.slice(0, -2));
  if (word.endsWith("ies")) out.push(`${word.slice(0, -3)}y`);
  return out;
}

/** The value an item opens with, when it opens with a code span. */
function openingValue(item: Span): string | undefined {
  const first = lex(item.text)[0];
  return first?.kind === "code" ? first.value : undefined;
}

/** `private`, `private — a private chat`, `private: one-to-one`: a value in a bare word, alone or before its meaning. */
function bareValue(item: Span): string | undefined {
  const [first, second] = lex(item.text);
  const alone = second === undefined || [":", "—", "–", "-"].includes(second.text);
  return first?.kind === "word" && alone && /^[A-Za-z0-9_]+$/.test(first.text) ? first.text : undefined;
}

/** The values a list gives: every item opens with one in code, or every one is a bare word (its intro said so). */
export function valuesOfItems(items: readonly Span[]): string[] | undefined {
  const coded = items.map(openingValue);
  const values = coded.every((v) => v !== undefined) ? coded : items.map(bareValue);
  return values.length === 0 || values.some((v) => v === undefined) ? undefined : (values as string[]);
}

/** A paragraph that gives the values of one member (`\`kind\` is one of \`a\`, \`b\``): its name and the values. */
export function memberValuesOf(at: Span): { readonly name: string; readonly values: string[] } | undefined {
  const tokens = lex(at.text.replace(/\.\s*$/, ""));
  const read = FIELD_VALUES.map((p) => matchAt(p, tokens, 0, true)).find((m) => m !== undefined);
  const name = read?.slots.field?.kind === "names" ? read.slots.field.names[0] : undefined;
  const values = read?.slots.values?.kind === "values" ? read.slots.values.values : undefined;
  return values && name !== undefined ? { name, values: values.map(String) } : undefined;
}

/** Reads a list of values under its intro into the field; false when the list is not one (the caller says so). */
export function readValueList(block: Extract<Block, { kind: "list" }>, state: SectionState): boolean {
  // A list right under the table, with no intro of its own: the values of the field whose note introduces it.
  const under = state.intro === undefined ? pointingField(state, true) : undefined;
  const intro = under ? ({ kind: "values", field: under, at: block.at } as const) : state.intro;
  if (intro?.kind !== "values" || state.own?.kind !== "object") return false;
  const values = valuesOfItems(block.items);
  if (!values) {
    if (under) return false;
    // The list itself is the fault (said by the caller): its intro is description, said once.
    state.prose.push(intro.at);
    state.intro = undefined;
    return false;
  }
  listValues(state.own.list.members, intro.field, values, block.at, state);
  if (!under) state.prose.push(intro.at);
  state.intro = undefined;
  return true;
}

/**
 * A paragraph that gives the values of one field of the section's type (`\`kind\` is one of \`a\`, \`b\``): the
 * field's values, as a list under the table gives them; false when it names no field of the type.
 */
export function readFieldValues(at: Span, state: SectionState): boolean {
  if (state.own?.kind !== "object") return false;
  const read = memberValuesOf(at);
  if (!read) return false;
  const { name, values } = read;
  const members = state.own.list.members;
  if (!members.some((m) => m.kind === "field" && m.name === name)) {
    state.sink.warn(
      spanPosition(at),
      `paragraph gives the values of ${name}, which is no field of ${state.own.name}; read as description. Expected the name of one of its fields`,
    );
    state.prose.push(at);
    return true;
  }
  listValues(members, name, values, at, state);
  state.prose.push(at);
  return true;
}

/** The values listed for a field (one list per field: a second is an error). */
function listValues(members: MemberDraft[], name: string, values: string[], at: Span, state: SectionState): void {
  const i = members.findIndex((m) => m.kind === "field" && m.name === name);
  const field = members[i] as FieldDraft;
  if (field.listed)
    state.sink.error(spanPosition(at), `a second list of values for ${name}; expected one list per field`);
  else members[i] = { ...field, listed: { values, at } };
}
