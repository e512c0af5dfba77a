// Field lists: `name Type; name Type? (note); …` in compact cells and paragraph definitions, with the constructs
// that go with them, read with the phrase book: `all T`, `Optional T:`, `at most one of:`, `exactly one of:`,
// `Boolean flags a, b`, `every X field`, `remaining fields after x: not shown`, `No fields`, group and alternative
// sentences, trailing sentences and notes.
import type { DiagnosticSink } from "../../model/diagnostics.ts";
import type { TypeRef } from "../../model/model.ts";
import type { FieldDraft, FieldListDraft, GroupDraft } from "../drafts.ts";
import { emptyList } from "../drafts.ts";
import { scanFieldSegment } from "./fields.ts";
import { isFieldName, lex } from "../language/lexicon.ts";
import { groupInWords } from "../language/group-words.ts";
import { GROUP_INTROS, LIST_PHRASES, OPEN_INTROS, type ListConstruct } from "../language/phrase-book.ts";
import { GROUP_COUNT } from "../../model/group-kind.ts";
import {
  looksLikeConstruct,
  names,
  readPrefix,
  readSentence,
  slotSpan,
  typeOf,
  type Read,
} from "../language/sentences.ts";
import { clip } from "../../model/diagnostics.ts";
import { spanPosition, subSpan, type Span } from "../../model/source.ts";
import { indexOfTopLevel, splitSentences, splitTopLevel } from "../language/split.ts";

export interface ListDefaults {
  readonly type?: TypeRef;
  readonly optional?: boolean;
  /** The type the list defines, named in diagnostics (`Message.entities`). */
  readonly owner?: string;
}

interface ListState {
  readonly list: FieldListDraft;
  readonly sink: DiagnosticSink;
  defaults: ListDefaults;
  group: { kind: GroupDraft["kind"]; at: Span; fields: string[]; open?: true } | undefined;
  /** After an intro no phrasing reads (readIntroduced): the fields of the rest of the sentence are optional. */
  unreadIntro: boolean;
  /** Index of the note that the rest of the sentence extends, once a segment was prose. */
  prose: number | undefined;
  /** Where that prose began, and whether a field was read before it in the sentence. */
  proseAt?: { at: Span; afterField: boolean; said: boolean };
  lastColonField: number | undefined;
}

export function parseFieldList(span: Span, defaults: ListDefaults, sink: DiagnosticSink): FieldListDraft {
  const state: ListState = {
    list: emptyList(),
    sink,
    defaults,
    group: undefined,
    unreadIntro: false,
    prose: undefined,
    lastColonField: undefined,
  };
  for (const sentence of splitSentences(span, opensConstruct)) {
    if (!readSentencePattern(sentence, state)) readListSentence(sentence, state);
    closeGroup(state);
    state.prose = undefined;
  }
  return state.list;
}

/**
 * A sentence that opens in lower case and says what a group or an alternative says (`data and x are mutually
 * exclusive`), or says something of fields by name with a verb (`data is present whenever x is absent`): never a field,
 * which is a name and its type.
 */
const opensConstruct = (rest: string): boolean =>
  /^[a-z]/.test(rest) && (looksLikeConstruct(rest.split(/[.;]\s/)[0] ?? "") !== undefined || SAID_OF_FIELDS.test(rest));
const SAID_OF_FIELDS =
  /^[a-z][a-z0-9_]*(?:(?:, | and | or )[a-z][a-z0-9_]*)* (?:is|are|must|can|cannot|may|should|will|has|have|holds|appears|comes)\b/;

/** Group sentences: the kind of group and which fields it holds (those listed, every optional one, all but those listed). */
const GROUPS: Partial<
  Record<string, { kind: GroupDraft["kind"]; members: "listed" | "optional" | "except"; open?: true }>
> = {
  "exactly-one": { kind: "exactly-one", members: "listed" },
  "at-most-one": { kind: "at-most-one", members: "listed" },
  "at-most-one-optional": { kind: "at-most-one", members: "optional" },
  "exactly-one-optional": { kind: "exactly-one", members: "optional" },
  "exactly-one-except": { kind: "exactly-one", members: "except" },
  "at-most-one-except": { kind: "at-most-one", members: "except" },
  "at-least-one": { kind: "at-least-one", members: "listed" },
};

/** `Exactly one of data or game_short_name is present`, `At most one optional field is present in any update`. */
export function groupFromSentence(sentence: Span): GroupDraft | undefined {
  const read = readSentence(sentence);
  if (!read) return groupByWords(sentence);
  const text = sentence.text;
  const group = GROUPS[read.construct];
  if (!group) return groupByWords(sentence);
  // `a is mutually exclusive with b`: the field named, and the one it is named with.
  const fields = [...names(read.match.slots.fields), ...names(read.match.slots.with)];
  return {
    kind: group.kind,
    fields: group.members === "listed" ? fields : [],
    ...(group.members === "except" ? { except: fields } : {}),
    at: sentence,
    description: text,
    allOptional: group.members === "optional",
    ...(group.open ? { open: true as const } : {}),
  };
}

/** A group no phrasing reads, read from the sentence's words: its names are candidates the model's builder checks. */
function groupByWords(sentence: Span): GroupDraft | undefined {
  const g = groupInWords(sentence.text);
  if (!g) return undefined;
  return {
    kind: g.kind,
    fields: g.names,
    at: sentence,
    description: sentence.text,
    allOptional: false,
    candidates: true,
    ...(g.open ? { open: true as const } : {}),
  };
}

/** Sentences that speak of the whole type: groups, primitive alternatives, partial types, `No fields`. */
function readSentencePattern(sentence: Span, state: ListState): boolean {
  const group = groupFromSentence(sentence);
  if (group) {
    state.list.groups.push(group);
    return true;
  }
  const read = readSentence(sentence);
  if (read?.construct !== "alternative") return false;
  const type = typeOf(read.match.slots.type);
  if (!type) return false;
  state.list.alternatives.push(type);
  state.list.notes.push(sentence.text);
  return true;
}

function readListSentence(sentence: Span, state: ListState): void {
  let body = sentence;
  const head = readPrefix(sentence, LIST_PHRASES);
  if (head?.construct === "optional-type") {
    const type = typeOf(head.match.slots.type);
    if (type) state.defaults = { ...state.defaults, type, optional: true };
    body = afterMatch(head);
  }
  for (const segment of splitTopLevel(body, ";")) readSegment(segment, state);
}

function afterMatch(read: Read<string>): Span {
  const last = read.tokens[read.match.end - 1];
  return subSpan(read.span, last ? last.end : 0);
}

function readSegment(segment: Span, state: ListState): void {
  if (state.prose !== undefined) {
    // Fields after the prose are fields still: the prose between them is said, never a reason to drop them.
    if (scanFieldSegment(segment).kind !== "fields") {
      state.list.notes[state.prose] += `; ${segment.text}`;
      return;
    }
    proseBetweenFields(state);
  }
  let seg = segment;
  const head = readPrefix(seg, LIST_PHRASES);
  const opened = head && GROUP_INTROS[head.construct];
  if (opened) {
    closeGroup(state);
    state.group = { kind: opened, at: seg, fields: [], ...(OPEN_INTROS.has(head.construct) ? { open: true } : {}) };
    seg = afterMatch(head);
    if (seg.text.trim() === "") return;
    seg = subSpan(seg, seg.text.length - seg.text.trimStart().length);
  }
  if (readListConstruct(seg, state)) return;
  seg = withoutJoiner(seg);
  const scanned = scanFieldSegment(seg);
  if (scanned.kind === "error" && readCommaFields(seg, state)) return;
  if (scanned.kind === "error")
    return state.sink.error(spanPosition(scanned.at), `${whereOf(state, scanned.field)}${scanned.message}`);
  if (scanned.kind === "prose") return readIntroduced(seg, state) ? undefined : readProse(seg, state);
  state.lastColonField = undefined;
  for (const f of scanned.fields) addField(state, f, f.colonNote);
}

/** `and year Integer?`: the last field after its joining word, the field alone (when it reads as one). */
function withoutJoiner(seg: Span): Span {
  const joiner = /^(?:and|plus|and also)\s+/i.exec(seg.text)?.[0].length ?? 0;
  if (joiner === 0) return seg;
  const rest = subSpan(seg, joiner);
  return scanFieldSegment(rest).kind === "fields" ? rest : seg;
}

/**
 * Fields separated by commas where `;` was expected (`day Integer (1-31), month Integer (1-12), year Integer?`): read
 * when every piece reads as a field, and said; else not (the caller's error stands).
 */
function readCommaFields(seg: Span, state: ListState): boolean {
  const pieces = splitTopLevel(seg, ",").map((p) =>
    withoutJoiner(subSpan(p, p.text.length - p.text.trimStart().length)),
  );
  if (pieces.length < 2) return false;
  const scanned = pieces.map(scanFieldSegment);
  if (!scanned.every((x) => x.kind === "fields")) return false;
  state.sink.warn(
    spanPosition(seg),
    `${whereOf(state, undefined)}fields separated by commas are read as if by ";"; expected "name Type; name Type? (note)"`,
  );
  for (const x of scanned) if (x.kind === "fields") for (const f of x.fields) addField(state, f, f.colonNote);
  return true;
}

function whereOf(state: ListState, field: string | undefined): string {
  const owner = state.defaults.owner;
  return owner ? `in ${owner}${field ? `.${field}` : ""}: ` : field ? `in ${field}: ` : "";
}

function addField(state: ListState, f: Omit<FieldDraft, "kind"> & { colonNote?: boolean }, colonNote = false): void {
  const fromDefault = f.type === null && state.defaults.type !== undefined;
  const inGroup = state.group !== undefined;
  const field: FieldDraft = {
    kind: "field",
    name: f.name,
    at: f.at,
    type: fromDefault ? (state.defaults.type ?? null) : f.type,
    optional: f.optional || inGroup || state.unreadIntro || (fromDefault && state.defaults.optional === true),
    note: f.note,
  };
  state.list.members.push(field);
  state.group?.fields.push(f.name);
  if (colonNote) state.lastColonField = state.list.members.length - 1;
}

/**
 * `<words>: name Type (note)`, the words no phrasing reads (`zero or one among: a T; b T`): the fields after the colon
 * are read, and the words are said, since what they say of the fields (a group, optionality) is not read.
 */
function readIntroduced(seg: Span, state: ListState): boolean {
  const colon = indexOfTopLevel(seg.text, ":");
  if (colon <= 0) return false;
  const after = subSpan(seg, colon + 1);
  const rest = subSpan(after, after.text.length - after.text.trimStart().length);
  const scanned = scanFieldSegment(rest);
  if (scanned.kind !== "fields") return false;
  const intro = seg.text.slice(0, colon);
  state.sink.warn(
    spanPosition(seg),
    `${whereOf(state, undefined)}"${clip(intro)}:" before ${scanned.fields.map((f) => f.name).join(", ")} is not read: the fields after it in the sentence are read as optional, and no group is made of them; expected "exactly one of:", "at most one of:", "Optional Type:" or the fields alone`,
  );
  state.unreadIntro = true;
  for (const f of scanned.fields) addField(state, f, f.colonNote);
  return true;
}

function readProse(seg: Span, state: ListState): void {
  const index = state.lastColonField;
  const previous = index === undefined ? undefined : state.list.members[index];
  if (previous?.kind === "field" && index !== undefined) {
    state.list.members[index] = { ...previous, note: `${previous.note}; ${seg.text}` };
    return;
  }
  const near = looksLikeConstruct(seg.text);
  if (near)
    state.sink.warn(
      spanPosition(seg),
      `${whereOf(state, undefined)}"${clip(seg.text)}" mentions "${near}" but is read as prose; expected "name Type (note)" fields separated by ";", or a sentence of the phrase book`,
    );
  state.list.notes.push(seg.text);
  state.prose = state.list.notes.length - 1;
  state.proseAt = { at: seg, afterField: state.list.members.length > 0, said: near !== undefined };
}

/**
 * A field read after prose in one sentence: the prose stood between fields. A name and one word (`month intger`)
 * is a field whose type is not read (an error); other words are said and kept as a note.
 */
function proseBetweenFields(state: ListState): void {
  const at = state.proseAt?.at;
  const words = at ? lex(at.text) : [];
  state.prose = undefined;
  if (!at) return;
  const name = words[0]?.kind === "word" && isFieldName(words[0].text) ? words[0].text : undefined;
  if (name && words.length === 2 && words[1]?.kind === "word" && state.proseAt?.afterField)
    return state.sink.error(
      spanPosition(subSpan(at, words[1].start)),
      `${whereOf(state, name)}cannot read the type of "${name}"; expected a type such as String, Integer?, Array of X or a reference`,
    );
  if (!state.proseAt?.said)
    state.sink.warn(
      spanPosition(at),
      `${whereOf(state, undefined)}"${clip(at.text)}" stands between fields and is read as prose; expected "name Type (note)" fields separated by ";"`,
    );
}

function closeGroup(state: ListState): void {
  state.unreadIntro = false;
  if (!state.group) return;
  const { kind, fields, open } = state.group;
  if (fields.length < 2)
    state.sink.error(
      spanPosition(state.group.at),
      `"${kind.replace(/-/g, " ")} of:" names ${fields.length} field(s); expected at least two fields`,
    );
  state.list.groups.push({
    kind,
    fields,
    at: state.group.at,
    description: `${GROUP_COUNT[kind]} of: ${fields.join(", ")}`,
    allOptional: false,
    ...(open ? { open } : {}),
  });
  state.group = undefined;
}

/** `all T`, `Boolean flags a, b`, `every X field (…)`, `remaining fields after x: not shown`, `No fields`. */
function readListConstruct(seg: Span, state: ListState): boolean {
  const read = readPrefix(seg, LIST_PHRASES);
  if (!read || (read.match.end !== read.tokens.length && read.construct !== "flags")) return false;
  const s = read.match.slots;
  const construct: ListConstruct = read.construct;
  switch (construct) {
    case "no-fields":
      state.list.noFields = true;
      return true;
    case "all-type":
      return applyAllType(seg, typeOf(s.type), state);
    case "flags":
      return readFlags(slotSpan(read, s.names) ?? seg, typeOf(s.type) ?? null, state);
    case "include": {
      const paren = slotSpan(read, s.paren);
      state.list.members.push({ kind: "include", typeName: names(s.Type)[0] ?? "", at: seg, note: paren?.text ?? "" });
      return true;
    }
    case "partial":
      state.list.partial = { after: names(s.field)[0] ?? "", note: seg.text };
      return true;
    default:
      return false;
  }
}

function applyAllType(seg: Span, type: TypeRef | undefined, state: ListState): boolean {
  if (!type) {
    state.sink.error(spanPosition(seg), `cannot read the type in "${seg.text}"; expected "all" and a type name`);
    return true;
  }
  const members = state.list.members;
  for (let i = 0; i < members.length; i++) {
    const m = members[i];
    if (m?.kind === "field" && m.type === null) members[i] = { ...m, type };
  }
  return true;
}

function readFlags(list: Span, type: TypeRef | null, state: ListState): boolean {
  for (const name of splitTopLevel(list, ",")) {
    if (!isFieldName(name.text)) {
      state.sink.error(spanPosition(name), `"${name.text}" is not a field name; expected a list of snake_case names`);
      continue;
    }
    addField(state, { name: name.text, at: name, type, optional: false, note: "" });
  }
  return true;
}
