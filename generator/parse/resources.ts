// Resource sections (`### Name`, `### A, B, C`, `### X variants`, group headings): every block becomes a definition
// draft or a description; anything that looks like a definition but cannot be read is an error.
import type { DiagnosticSink } from "../diagnostics.ts";
import type { TypeRef } from "../model/model.ts";
import type { DefinitionDraft, UnionDraft } from "./drafts.ts";
import { parseFieldList, readGroupSentence, type ListDefaults } from "./field-list.ts";
import { readMentions } from "./mentions.ts";
import { readResourceTable } from "./resource-tables.ts";
import { checkNotEmpty, mergeList, newTypeDraft, sectionObject, type Heading, type SectionState } from "./section-state.ts";
import type { Block, Section } from "./sections.ts";
import { spanPosition, subSpan, type Span } from "./source.ts";
import { dropFinalPeriod, splitSentences } from "./split.ts";
import { parseTypeExpr } from "./type-expr.ts";

const NAME = /^[A-Z][A-Za-z0-9]*$/;

export function classifyHeading(title: string): Heading {
  const paren = /^(.*?)\s*\(([^)]*)\)$/.exec(title);
  const bare = paren ? (paren[1] ?? "") : title;
  const sent = paren !== null && /\bsent\b/.test(paren[2] ?? "");
  const variants = /^([A-Z][A-Za-z0-9]*) variants$/.exec(bare);
  if (variants) return { kind: "variants", name: variants[1] ?? "" };
  if (NAME.test(bare)) return { kind: "type", name: bare, sent };
  const names = bare.split(/,\s*/);
  if (names.length > 1 && names.every((n) => NAME.test(n))) return { kind: "types", names };
  return { kind: "group" };
}

export function parseResourceSection(section: Section, sink: DiagnosticSink, out: DefinitionDraft[]): void {
  const heading = classifyHeading(section.title.text);
  const state: SectionState = { section, heading, sink, out, intro: undefined, own: undefined, prose: [] };
  const before = out.length;
  for (const block of section.blocks) readBlock(block, state);
  finishSection(state, out.slice(before));
}

/** The Conventions list is read by parseConventions. */
function isConventionsList(block: Block, section: Section): boolean {
  return block.kind === "list" && section.title.text === "Conventions";
}

function readBlock(block: Block, state: SectionState): void {
  if (isConventionsList(block, state.section)) return;
  if (block.kind === "paragraph") return readParagraph(block.at, state);
  if (block.kind === "table") {
    readResourceTable(block, state);
    state.intro = undefined;
    return;
  }
  state.sink.error(spanPosition(block.at), `cannot read a ${block.kind === "list" ? "list" : block.type} in a resource section; expected a table or a paragraph`);
}

const EXTENDS = /^Contains every field of ([A-Z][A-Za-z0-9]*)\b[^:]*(?:, plus)?:?$/;
const EVERY_HAS = /^Every (.+?) has (`.+)$/;
const VARIANTS_INTRO = /^([A-Z][A-Za-z0-9]*) variants(?: \(discriminator `([a-z_]+)`\))?:$/;
const TABLE_INTRO = /^[A-Z][^:]*\bfields(?: \((.*)\))?:$/;
const PREDICATE = /^Either (?:a |an )?(?:regular )?([A-Z][A-Za-z0-9]*) or (?:a |an )?([A-Z][A-Za-z0-9]*); the discriminator is `([a-z_]+)` equal to (.+)$/;
const DEFINITION = /^([A-Z][A-Za-z0-9]*)(?: \(([^)]*)\))?: /;

function readParagraph(at: Span, state: SectionState): void {
  const text = at.text;
  const sentence = dropFinalPeriod(at);
  const ext = EXTENDS.exec(text);
  if (ext) {
    sectionObject(state, at)?.extends.push({ name: ext[1] ?? "", at: subSpan(at, text.indexOf(ext[1] ?? "")) });
    return;
  }
  const every = EVERY_HAS.exec(sentence.text);
  if (every) {
    state.intro = { kind: "prefix", fields: readMentions(subSpan(sentence, sentence.text.indexOf(every[2] ?? "")), state.sink) };
    return;
  }
  const variants = VARIANTS_INTRO.exec(text);
  if (variants) {
    state.intro = { kind: "variants", name: variants[1] ?? "", ...(variants[2] ? { discriminator: variants[2] } : {}) };
    return;
  }
  const intro = TABLE_INTRO.exec(text);
  if (intro) {
    state.intro = { kind: "fields", defaults: /\ball optional\b/.test(intro[1] ?? "") ? { optional: true } : {} };
    return;
  }
  if (readPredicateUnion(sentence, state) || readDefinition(sentence, state)) return;
  const group = readGroupSentence(sentence);
  if (group) {
    sectionObject(state, at)?.list.groups.push(group);
    return;
  }
  if (/^`[a-z][a-z0-9_]*`/.test(text)) {
    const own = sectionObject(state, at);
    if (own) mergeList(own, parseFieldList(sentence, {}, state.sink));
    return;
  }
  state.prose.push(at);
}

function readPredicateUnion(sentence: Span, state: SectionState): boolean {
  const m = PREDICATE.exec(splitSentences(sentence)[0]?.text ?? "");
  if (!m) return false;
  if (state.heading.kind !== "type") {
    state.sink.error(spanPosition(sentence), "a union described in prose needs its own section; expected a heading \"### UnionName\"");
    return true;
  }
  const value = /^-?\d+$/.test(m[4] ?? "") ? Number(m[4]) : (m[4] ?? "").replace(/`/g, "");
  const variants = [m[1] ?? "", m[2] ?? ""].map((name) => ({
    label: name,
    at: subSpan(sentence, sentence.text.indexOf(name)),
    value: null,
    extra: {},
    type: { kind: "ref" as const, name },
  }));
  const union: UnionDraft = { kind: "union", name: state.heading.name, at: state.section.title, description: [sentence.text], discriminator: m[3] ?? "", variants, predicateValue: value };
  state.own = union;
  state.out.push(union);
  return true;
}

/** `Name: fields.`, `Name (all Boolean): …`, `Name (all Boolean, all optional): …`. */
function readDefinition(sentence: Span, state: SectionState): boolean {
  const m = DEFINITION.exec(sentence.text);
  if (!m) return false;
  const name = m[1] ?? "";
  const defaults = parseDefaults(m[2] ?? "", subSpan(sentence, name.length), state.sink);
  const draft = newTypeDraft(name, subSpan(sentence, 0, name.length), false);
  const list = parseFieldList(subSpan(sentence, m[0].length), defaults, state.sink);
  checkNotEmpty(list, name, subSpan(sentence, m[0].length), state.sink);
  mergeList(draft, list);
  state.out.push(draft);
  return true;
}

function parseDefaults(text: string, at: Span, sink: DiagnosticSink): ListDefaults {
  let defaults: ListDefaults = {};
  for (const part of text.split(/,\s*/).filter(Boolean)) {
    const all = /^all (.+)$/.exec(part);
    if (all?.[1] === "optional") defaults = { ...defaults, optional: true };
    else if (all && parseTypeExpr(all[1] ?? "")) defaults = { ...defaults, type: parseTypeExpr(all[1] ?? "")?.type as TypeRef };
    else sink.error(spanPosition(at), `cannot read "(${text})"; expected "(all Type)" or "(all Type, all optional)"`);
  }
  return defaults;
}

/** Descriptions go to the types the prose names, else to the section's own type; a heading's names must be defined. */
function finishSection(state: SectionState, defined: DefinitionDraft[]): void {
  const names = new Set(defined.map((d) => d.name));
  for (const p of state.prose) {
    const named = defined.filter((d) => new RegExp(`\\b${d.name}\\b`).test(p.text));
    const targets = named.length > 0 ? named : state.own ? [state.own] : [];
    for (const t of targets) t.description.push(p.text);
  }
  const h = state.heading;
  // A single name may head a group ("### Polls") or prose ("### Conventions"): only lists of names and variant
  // headings promise definitions. A type that is referenced and never defined is reported by the checks.
  const expected = h.kind === "variants" ? [h.name] : h.kind === "types" ? h.names : [];
  for (const name of expected) {
    if (!names.has(name)) state.sink.error(spanPosition(state.section.title), `section "${state.section.title.text}" does not define ${name}; expected a field table, a definition or a variant table for it`);
  }
}
