// Field lists: `name Type; name Type? (note); …` in compact cells and paragraph definitions, with the constructs
// that go with them: `all T`, `Optional T:`, `at most one of:`, `exactly one of:`, `Boolean flags a, b`,
// `every X field`, `remaining fields after x: not shown`, `No fields`, trailing sentences and notes.
import type { DiagnosticSink } from "../diagnostics.ts";
import type { TypeRef } from "../model/model.ts";
import type { FieldDraft, FieldListDraft, GroupDraft } from "./drafts.ts";
import { emptyList } from "./drafts.ts";
import { scanFieldSegment } from "./fields.ts";
import { spanPosition, subSpan, type Span } from "./source.ts";
import { splitSentences, splitTopLevel } from "./split.ts";
import { parseTypeExpr } from "./type-expr.ts";

export interface ListDefaults {
  readonly type?: TypeRef;
  readonly optional?: boolean;
}

interface ListState {
  readonly list: FieldListDraft;
  readonly sink: DiagnosticSink;
  defaults: ListDefaults;
  group: { kind: GroupDraft["kind"]; at: Span; fields: string[] } | undefined;
  /** Index of the note that the rest of the sentence extends, once a segment was prose. */
  prose: number | undefined;
  lastColonField: number | undefined;
}

const GROUP_OPEN = /^(at most|exactly) one of:\s*/i;
const OPTIONAL_TYPE = /^Optional ([A-Z][A-Za-z ]*?):\s*/;
const GROUP_SENTENCE = /^(Exactly|At most) one of (.+) is present$/i;
const ALTERNATIVE = /^A plain ([A-Z][A-Za-z]*) may replace the object\b/;
const ALL_OPTIONAL = /^At most one optional field is present\b/i;

export function parseFieldList(span: Span, defaults: ListDefaults, sink: DiagnosticSink): FieldListDraft {
  const state: ListState = { list: emptyList(), sink, defaults, group: undefined, prose: undefined, lastColonField: undefined };
  for (const sentence of splitSentences(span)) {
    if (!readSentencePattern(sentence, state)) readSentence(sentence, state);
    closeGroup(state);
    state.prose = undefined;
  }
  return state.list;
}

/** `Exactly one of data or game_short_name is present`, `At most one optional field is present in any update`. */
export function readGroupSentence(sentence: Span): GroupDraft | undefined {
  const text = sentence.text;
  if (ALL_OPTIONAL.test(text)) return { kind: "at-most-one", fields: [], at: sentence, description: text, allOptional: true };
  const group = GROUP_SENTENCE.exec(text);
  if (!group) return undefined;
  const fields = (group[2] ?? "").split(/,\s*|\s+or\s+/).map((f) => f.replace(/`/g, "").trim()).filter(Boolean);
  const kind = (group[1] ?? "").toLowerCase() === "exactly" ? "exactly-one" : "at-most-one";
  return { kind, fields, at: sentence, description: text, allOptional: false };
}

/** Sentences that speak of the whole type: groups, and primitive alternatives. */
function readSentencePattern(sentence: Span, state: ListState): boolean {
  const text = sentence.text;
  const group = readGroupSentence(sentence);
  if (group) {
    state.list.groups.push(group);
    return true;
  }
  const alternative = ALTERNATIVE.exec(text);
  const type = alternative && parseTypeExpr(alternative[1] ?? "");
  if (!type) return false;
  state.list.alternatives.push(type.type);
  state.list.notes.push(text);
  return true;
}

function readSentence(sentence: Span, state: ListState): void {
  let body = sentence;
  const optional = OPTIONAL_TYPE.exec(body.text);
  if (optional) {
    const type = parseTypeExpr(optional[1] ?? "");
    if (!type) state.sink.error(spanPosition(body), `unknown type "${optional[1]}" in "Optional …:"; expected a type name`);
    else state.defaults = { type: type.type, optional: true };
    body = subSpan(body, optional[0].length);
  }
  for (const segment of splitTopLevel(body, ";")) readSegment(segment, state);
}

function readSegment(segment: Span, state: ListState): void {
  if (state.prose !== undefined) {
    state.list.notes[state.prose] += `; ${segment.text}`;
    return;
  }
  let seg = segment;
  const open = GROUP_OPEN.exec(seg.text);
  if (open) {
    closeGroup(state);
    const kind = (open[1] ?? "").toLowerCase() === "exactly" ? "exactly-one" : "at-most-one";
    state.group = { kind, at: seg, fields: [] };
    seg = subSpan(seg, open[0].length);
  }
  if (readListConstruct(seg, state)) return;
  const scanned = scanFieldSegment(seg);
  if (scanned.kind === "error") return state.sink.error(spanPosition(scanned.at), scanned.message);
  if (scanned.kind === "prose") return readProse(seg, state);
  state.lastColonField = undefined;
  for (const f of scanned.fields) addField(state, f, f.colonNote);
}

function addField(state: ListState, f: Omit<FieldDraft, "kind"> & { colonNote?: boolean }, colonNote = false): void {
  const fromDefault = f.type === null && state.defaults.type !== undefined;
  const inGroup = state.group !== undefined;
  const field: FieldDraft = {
    kind: "field",
    name: f.name,
    at: f.at,
    type: fromDefault ? (state.defaults.type ?? null) : f.type,
    optional: f.optional || inGroup || (fromDefault && state.defaults.optional === true),
    note: f.note,
  };
  state.list.members.push(field);
  state.group?.fields.push(f.name);
  if (colonNote) state.lastColonField = state.list.members.length - 1;
}

function readProse(seg: Span, state: ListState): void {
  const index = state.lastColonField;
  const previous = index === undefined ? undefined : state.list.members[index];
  if (previous?.kind === "field" && index !== undefined) {
    state.list.members[index] = { ...previous, note: `${previous.note}; ${seg.text}` };
    return;
  }
  state.list.notes.push(seg.text);
  state.prose = state.list.notes.length - 1;
}

function closeGroup(state: ListState): void {
  if (!state.group) return;
  const { kind, fields } = state.group;
  if (fields.length < 2) state.sink.error(spanPosition(state.group.at), `"${kind.replace(/-/g, " ")} of:" names ${fields.length} field(s); expected at least two fields`);
  state.list.groups.push({ kind, fields, at: state.group.at, description: `${kind === "exactly-one" ? "Exactly" : "At most"} one of: ${fields.join(", ")}`, allOptional: false });
  state.group = undefined;
}

const ALL_TYPE = /^all ([A-Z][A-Za-z ]*)$/;
const FLAGS = /^([A-Z][A-Za-z]*) flags (.+)$/;
const INCLUDE = /^every ([A-Z][A-Za-z0-9]*) field(?: \((.*)\))?$/;
const PARTIAL = /^remaining fields after `?([a-z][a-z0-9_]*)`?: not shown$/;

/** `all T`, `Boolean flags a, b`, `every X field (…)`, `remaining fields after x: not shown`, `No fields`. */
function readListConstruct(seg: Span, state: ListState): boolean {
  const text = seg.text;
  if (/^No fields$/i.test(text)) {
    state.list.noFields = true;
    return true;
  }
  const all = ALL_TYPE.exec(text);
  if (all) return applyAllType(seg, parseTypeExpr(all[1] ?? "")?.type, state);
  const flags = FLAGS.exec(text);
  if (flags && parseTypeExpr(flags[1] ?? "")) return readFlags(seg, flags, state);
  const include = INCLUDE.exec(text);
  if (include) {
    state.list.members.push({ kind: "include", typeName: include[1] ?? "", at: seg, note: include[2] ?? "" });
    return true;
  }
  const partial = PARTIAL.exec(text);
  if (partial) {
    state.list.partial = { after: partial[1] ?? "", note: text };
    return true;
  }
  return false;
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

function readFlags(seg: Span, flags: RegExpExecArray, state: ListState): boolean {
  const type = parseTypeExpr(flags[1] ?? "")?.type ?? null;
  const listStart = seg.text.length - (flags[2] ?? "").length;
  for (const name of splitTopLevel(subSpan(seg, listStart), ",")) {
    if (!/^[a-z][a-z0-9_]*$/.test(name.text)) {
      state.sink.error(spanPosition(name), `"${name.text}" is not a field name; expected a list of snake_case names`);
      continue;
    }
    addField(state, { name: name.text, at: name, type, optional: false, note: "" });
  }
  return true;
}
