// Resource sections (`### Name`, `### A, B, C`, `### X variants`, group headings): every block becomes a definition
// draft or a description; sentences are read with the phrase book; anything that looks like a construct but is
// not read is a located warning, and what cannot be read inside a definition is an error.
import { isConventionsTitle } from "./chapters.ts";
import { clip, DiagnosticSink } from "../../model/diagnostics.ts";
import type { DefinitionDraft, UnionDraft } from "../drafts.ts";
import { groupFromSentence, parseFieldList, type ListDefaults } from "./field-list.ts";
import { isFunctionWord, isTypeName, lex, type Token } from "../language/lexicon.ts";
import { guessedUnion } from "./guessed-union.ts";
import { readMentions } from "./mentions.ts";
import { parseFieldItems } from "./field-items.ts";
import { groupIntroOf, listedNames } from "./group-list.ts";
import { readResourceTable } from "./resource-tables.ts";
import { pluralValuesIntro, readFieldValues, readValueList, valuesIntro } from "./value-lists.ts";
import { predicateOf, readToldAfterList, readVariantItems } from "./variant-items.ts";
import {
  checkNotEmpty,
  endIntro,
  mergeList,
  newTypeDraft,
  sectionObject,
  type Heading,
  type SectionState,
} from "./section-state.ts";
import {
  looksLikeConstruct,
  names,
  readQualifier,
  readSentence,
  slotSpan,
  spanFrom,
  type Qualifier,
  type Read,
} from "../language/sentences.ts";
import type { Block, Section } from "../markdown/sections.ts";
import { spanPosition, subSpan, trimSpan, type Span } from "../../model/source.ts";
import { dropFinalPeriod, splitSentences, splitTrailingParens } from "../language/split.ts";
import {
  ANNOUNCES_BELOW,
  TYPE_HEADING_NOUNS,
  REMARK_LABELS,
  UNION_HEADING_WORDS,
  type SentenceConstruct,
} from "../language/phrase-book.ts";
import { matchAt, type SlotValue } from "../language/phrase.ts";
import { CODE_CLOSE, CODE_OPEN } from "../../model/marked-text.ts";
import { FIELD_NAME_PATTERN } from "../../model/names.ts";

/** A paragraph that starts with a field name in a code span. */
const FIELD_MENTION = new RegExp(`^${CODE_OPEN}${FIELD_NAME_PATTERN}${CODE_CLOSE}`);

/** A name and its qualifier: `ReplyParameters (sent to the service)`, `MessageOrigin variants (sent)`. */
function splitQualified(title: Span, sink: DiagnosticSink): { bare: Span; qualifier: Qualifier | undefined } {
  const paren = splitTrailingParens(title);
  if (!paren || paren.head.text === "") return { bare: title, qualifier: undefined };
  return { bare: paren.head, qualifier: readQualifier(paren.inner, sink) };
}

/** Words around a type's name in a heading that name nothing (`2.4`, `Type:`, `The … object`, `— a conversation`). */
const NOUNS = TYPE_HEADING_NOUNS.join("|");
const HEADING_LABEL = new RegExp(`^(?:\\d+(?:\\.\\d+)*\\.?\\s+)?(?:(?:${NOUNS})\\s*:\\s*)?(?:the\\s+)?`, "i");
const HEADING_TAIL = new RegExp(`(?:\\s+(?:${NOUNS}))?(?:\\s*:(?:\\s+.*)?|\\s+(?:—|–|-)\\s+.*)?$`, "i");

/** A heading's words, without a numbering, a label or a description around the name (`### 2.4 The Chat object`). */
function headingWords(bare: Span): Token[] {
  const words = lex(bare.text.replace(HEADING_LABEL, "").replace(HEADING_TAIL, ""));
  return words.length > 0 ? words : lex(bare.text);
}

/** A word or a code span's content (`` ### `Chat` ``). */
const nameOf = (t: Token | undefined) => (t?.kind === "code" ? t.value : (t?.text ?? ""));

export function classifyHeading(title: Span, sink: DiagnosticSink): Heading {
  const { bare, qualifier } = splitQualified(title, sink);
  const sent = qualifier?.sent ?? false;
  const words = headingWords(bare);
  if (words.length === 2 && isTypeName(nameOf(words[0])) && words[1]?.value === "variants") {
    return {
      kind: "variants",
      name: nameOf(words[0]),
      sent,
      ...(qualifier?.discriminator ? { discriminator: qualifier.discriminator } : {}),
    };
  }
  if (words.length === 1 && isTypeName(nameOf(words[0]))) return { kind: "type", name: nameOf(words[0]), sent };
  const list = bare.text.split(/,\s*/);
  if (list.length > 1 && list.every(isTypeName)) return { kind: "types", names: list };
  return { kind: "group" };
}

export function parseResourceSection(section: Section, sink: DiagnosticSink, out: DefinitionDraft[]): void {
  const heading = classifyHeading(section.title, sink);
  const state: SectionState = { section, heading, sink, out, intro: undefined, own: undefined, prose: [] };
  const before = out.length;
  for (const block of section.blocks) readBlock(block, state);
  finishSection(state, out.slice(before));
}

/** The Conventions list is read by parseConventions. */
function isConventionsList(block: Block, section: Section): boolean {
  return block.kind === "list" && isConventionsTitle(section.title.text);
}

/**
 * Whether a list after the intro may be the variants of the section's union: no intro, one of words botspec does not
 * know (said when the list is read so), or a variants intro of this union (`Shape is one of:`).
 */
function listIntro(intro: SectionState["intro"], state: SectionState): boolean {
  if (!intro || intro.kind === "unread") return true;
  const own = state.heading.kind === "type" ? state.heading.name : undefined;
  return intro.kind === "variants" && (intro.name === "" || intro.name === own);
}

function readBlock(block: Block, state: SectionState): void {
  if (isConventionsList(block, state.section)) return;
  if (block.kind === "table") {
    readResourceTable(block, state);
    endIntro(state);
    return;
  }
  if (block.kind === "list" && readValueList(block, state)) return;
  if (block.kind === "list" && readGroupList(block, state)) return;
  // A list of the union's variants takes the intro before it (`Possible forms:`), said when its words are new.
  const intro = state.intro;
  if (block.kind === "list" && listIntro(intro, state) && readVariantItems(block.items, state)) {
    if (intro?.kind === "unread")
      state.sink.warn(
        spanPosition(intro.at),
        `paragraph "${clip(intro.at.text)}" read as the intro of the union ${state.own?.name}, by the list of variants after it; expected "${state.own?.name} is one of:"`,
      );
    state.intro = undefined;
    return;
  }
  endIntro(state);
  if (block.kind === "list" && readFieldItems(block.items, state)) return;
  if (block.kind === "paragraph") return readParagraph(block.at, state);
  if (block.kind !== "broken-table")
    state.sink.error(
      spanPosition(block.at),
      `cannot read a ${block.kind === "list" ? "list" : block.type} in a resource section; expected a table or a paragraph`,
    );
  // What the type's fields would have told is unknown: nothing is inferred from their absence (no cascade).
  if (state.heading.kind === "type" && state.own?.kind !== "union") {
    const own = sectionObject(state, block.at);
    if (own) own.list.unread = true;
  }
}

/**
 * A bulleted list of the section's own fields, one an item (`- \`url\` (String): Webhook URL`), each item read as a
 * compact field is: taken only when every item opens with a field's name and reads as fields.
 */
function readFieldItems(items: readonly Span[], state: SectionState): boolean {
  if (state.heading.kind !== "type" || state.own?.kind === "union") return false;
  const fields = parseFieldItems(items);
  const own = fields && sectionObject(state, items[0]!);
  if (!own) return false;
  own.list.members.push(...fields);
  return true;
}

/** Constructs that announce or define something with the whole paragraph. */
function readParagraph(at: Span, state: SectionState): void {
  const plural = pluralValuesIntro(at, state);
  if (plural) {
    state.intro = { kind: "values", field: plural, at };
    return;
  }
  const whole = readSentence(dropFinalPeriod(at));
  if (whole && readIntro(whole, state)) return;
  if (readToldAfterList(at, state)) return;
  if (readFieldValues(at, state)) return;
  // An intro of a list of values, before a definition would read `Statuses:` as a type of no fields.
  const field = valuesIntro(at, state);
  if (field) {
    state.intro = { kind: "values", field, at };
    return;
  }
  const sentences = splitSentences(at);
  const first = sentences[0];
  const lead = first && readSentence(first);
  const union = proseUnion(sentences, state, lead);
  if (union) return readProseUnion(union, state, dropFinalPeriod(at));
  // A name and a colon with nothing after it (`X — possible forms:`) introduces what follows; it defines nothing.
  const body = lead?.match.slots.fields;
  const empty = body?.kind === "text" && body.tokens.length === 0;
  // `Variants: Message, InaccessibleMessage`: a word of a union's intro before the colon names no type it defines.
  const defines =
    lead &&
    !UNION_HEADING_WORDS.has((names(lead.match.slots.Type)[0] ?? "").toLowerCase()) &&
    !REMARK_LABELS.has((names(lead.match.slots.Type)[0] ?? "").toLowerCase()) &&
    !typeNamesOnly(body);
  if (lead?.construct === "definition" && defines && !empty && knownQualifier(lead))
    return readDefinition(lead, at, state);
  const named = lead?.construct === "own-fields" ? slotSpan(lead, lead.match.slots.fields) : undefined;
  if (FIELD_MENTION.test(at.text) || named) {
    const fields = named ? trimSpan(subSpan(at, named.start - at.start)) : at;
    const own = sectionObject(state, at);
    if (own) mergeList(own, parseFieldList(dropFinalPeriod(fields), { owner: own.name }, state.sink));
    return;
  }
  readSentences(at, state);
}

/**
 * Whether what follows a definition's colon is type names only (`Polymorphic: A, B (by \`type\`)`): no field has a
 * type's name and no type of its own, so it names the union's variants, and defines no fields.
 */
function typeNamesOnly(body: SlotValue | undefined): boolean {
  if (body?.kind !== "text") return false;
  let depth = 0;
  const words = body.tokens.filter((t) => {
    depth += t.text === "(" ? 1 : t.text === ")" ? -1 : 0;
    return depth === 0 && t.text !== ")" && ![",", "and", "or", "|", "/", "."].includes(t.value || t.text);
  });
  return words.length >= 2 && words.every((t) => t.kind === "word" && isTypeName(t.text));
}

function readIntro(read: Read<SentenceConstruct>, state: SectionState): boolean {
  const s = read.match.slots;
  switch (read.construct) {
    case "extends": {
      const at = slotSpan(read, s.Type) ?? read.span;
      sectionObject(state, read.span)?.extends.push({ name: names(s.Type)[0] ?? "", at });
      return true;
    }
    case "every-has": {
      const fields = slotSpan(read, s.fields);
      if (!fields || !fields.text.startsWith(CODE_OPEN)) return false;
      state.intro = { kind: "prefix", fields: readMentions(fields, state.sink) };
      return true;
    }
    case "variants-intro": {
      const q = qualifierOf(read, state);
      const discriminator = names(s.discriminator)[0] ?? q?.discriminator;
      state.intro = {
        kind: "variants",
        at: read.span,
        name: names(s.Type)[0] ?? "",
        sent: q?.sent ?? false,
        ...(discriminator ? { discriminator } : {}),
      };
      return true;
    }
    case "fields-intro":
    case "optional-fields-intro": {
      const q = qualifierOf(read, state);
      const optional = q?.allOptional || read.construct === "optional-fields-intro";
      state.intro = { kind: "fields", defaults: optional ? { optional: true } : {} };
      return true;
    }
    default:
      return false;
  }
}

/**
 * Whether a definition's qualifier is one: in parentheses anything may stand (unknown words are said), but words after
 * a dash (`Rights — all Boolean: …`) are a qualifier only when they read as one (`Story — possible forms: …` is not).
 */
function knownQualifier(read: Read<SentenceConstruct>): boolean {
  const paren = slotSpan(read, read.match.slots.paren);
  const before = read.match.slots.paren?.kind === "text" ? read.match.slots.paren.tokens[0] : undefined;
  const dashed = before !== undefined && read.tokens[read.tokens.indexOf(before) - 1]?.text !== "(";
  if (!paren || !dashed) return true;
  const q = readQualifier(paren, new DiagnosticSink());
  return q.sent || q.allOptional || q.allType !== undefined || q.discriminator !== undefined;
}

function qualifierOf(read: Read<SentenceConstruct>, state: SectionState): Qualifier | undefined {
  const paren = slotSpan(read, read.match.slots.paren);
  return paren ? readQualifier(paren, state.sink) : undefined;
}

/**
 * The fields of a group a list names after its intro (`Exactly one of the following fields is present:` and `- text`,
 * `- photo — a photo`): each item opens with a field's name; they are candidates the model's builder checks.
 */
function readGroupList(block: Extract<Block, { kind: "list" }>, state: SectionState): boolean {
  const intro = state.intro;
  if (intro?.kind !== "group") return false;
  const fields = listedNames(block.items);
  if (!fields) return false;
  const open = intro.open ? { open: intro.open } : {};
  const group = { kind: intro.group, fields, at: intro.at, description: intro.at.text, allOptional: false, ...open };
  sectionObject(state, intro.at)?.list.groups.push({ ...group, candidates: true });
  state.intro = undefined;
  return true;
}

/** `Exactly one of the following fields is present:` alone: the intro of a list of the group's fields. */
function groupIntro(at: Span, state: SectionState): boolean {
  const intro = state.heading.kind === "type" ? groupIntroOf(at) : undefined;
  if (!intro) return false;
  state.intro = { kind: "group", ...intro };
  return true;
}

/** Sentences about the section's own type (groups, alternatives), else description; near misses are warned of. */
function readSentences(at: Span, state: SectionState): void {
  if (groupIntro(at, state)) return;
  const sentences = splitSentences(at);
  const reads = sentences.map((s) => ({ s, group: groupFromSentence(s) }));
  if (reads.some((r) => r.group)) {
    for (const r of reads) {
      const own = sectionObject(state, at);
      if (r.group) own?.list.groups.push(r.group);
      else if (own) mergeList(own, parseFieldList(r.s, {}, state.sink));
    }
    return;
  }
  // `Note: …`: the label of a remark is no type named before a colon.
  const label = /^\s*([A-Za-z]+(?: [a-z]+)?)\s*:/.exec(at.text);
  const remark = label && REMARK_LABELS.has((label[1] ?? "").toLowerCase()) ? label[0].length : 0;
  const near = looksLikeConstruct(at.text.slice(remark));
  const warning = `paragraph in "${state.section.title.text}" mentions "${near}" but matches no construct; read as description. Expected a definition ("Name: field Type; …"), an intro ("… fields:", "X variants:"), "Contains every field of X", or a group ("Exactly one of a or b is present")`;
  // A colon-ended paragraph in the section of a type nothing defines yet introduces that type (`Possible forms:`).
  const heading =
    state.heading.kind === "type" && !state.own && at.text.trimEnd().endsWith(":") ? state.heading.name : undefined;
  const name = near === undefined ? undefined : (introducedType(at) ?? heading);
  if (name) state.intro = { kind: "unread", name, at, warning };
  else if (near) state.sink.warn(spanPosition(at), warning);
  state.prose.push(at);
}

/**
 * The one type a paragraph that announces what follows names (`MessageOrigin can be one of the following:`, `The
 * variants of MessageOrigin are listed below.`), if it names one.
 */
function introducedType(at: Span): string | undefined {
  if (!announces(at.text)) return undefined;
  const tokens = lex(at.text);
  const named = (t: (typeof tokens)[number] | undefined) =>
    t?.kind === "word" && isTypeName(t.text) && !UNION_HEADING_WORDS.has(t.value);
  // The first word of each sentence is capitalised whatever it is (`Each Shape is …`, `… applied. Currently, the
  // following scopes:`): a type name only when no other word is one.
  const opens = (i: number) => i === 0 || tokens[i - 1]?.text === "." || tokens[i - 1]?.text === "!";
  const later = tokens.filter((t, i) => !opens(i) && named(t));
  if (later.length > 0) return later.length === 1 ? later[0]?.text : undefined;
  return named(tokens[0]) && !isFunctionWord(tokens[0]) ? tokens[0]?.text : undefined;
}

/** A paragraph that ends in a colon, or says what follows it is below (`… are listed below.`, `… as follows.`). */
function announces(text: string): boolean {
  if (text.trimEnd().endsWith(":")) return true;
  const tokens = lex(text);
  // The phrase stands in the last three tokens (`as follows .`), read from there only.
  for (let i = Math.max(0, tokens.length - 3); i < tokens.length; i++)
    if (matchAt(ANNOUNCES_BELOW, tokens, i)) return true;
  return false;
}

const isUnion = (read: Read<SentenceConstruct> | undefined) =>
  read?.construct === "predicate-union" || read?.construct === "named-union";

/**
 * The sentence of a paragraph that tells a union: its first, or, in the section of a type nothing else defines, any
 * (`This object describes a message the bot may not see. It can be one of: Message, InaccessibleMessage.`).
 */
function proseUnion(
  sentences: readonly Span[],
  state: SectionState,
  lead: Read<SentenceConstruct> | undefined,
): Read<SentenceConstruct> | undefined {
  if (isUnion(lead)) return lead;
  if (state.heading.kind !== "type" || state.own) return undefined;
  for (const s of sentences.slice(1, 4)) {
    const read = readSentence(s);
    if (isUnion(read)) return read;
  }
  return undefined;
}

/** A union told in prose: by one predicate (`the discriminator is \`date\` equal to 0`), or of named types. */
function readProseUnion(read: Read<SentenceConstruct>, state: SectionState, paragraph: Span): void {
  if (state.heading.kind !== "type") {
    state.sink.error(
      spanPosition(read.span),
      'a union described in prose needs its own section; expected a heading "### UnionName"',
    );
    return;
  }
  const s = read.match.slots;
  const value = s.value?.kind === "value" ? s.value.value : "";
  const named = read.construct === "named-union";
  const listed = s.members?.kind === "names" ? s.members : undefined;
  const found = named
    ? (listed?.names ?? []).map((name, k) => ({ name, at: subSpan(read.span, listed?.tokens[k]?.start ?? 0) }))
    : [s.a, s.b].map((slot) => ({ name: names(slot)[0] ?? "", at: slotSpan(read, slot) ?? read.span }));
  const variants = found.map(({ name, at }) => ({
    label: name,
    at,
    value: null,
    extra: {},
    type: { kind: "ref" as const, name },
  }));
  // A value marks one of two variants (the other is every other value); never one of three or more.
  const told = named && found.length === 2 ? predicateOf(paragraph, [found[0]!.name, found[1]!.name]) : undefined;
  const [field, marked] = told
    ? [told.field ?? names(s.discriminator)[0] ?? "", told.value]
    : [names(s.field)[0] ?? names(s.discriminator)[0] ?? "", value];
  const union: UnionDraft = {
    kind: "union",
    name: state.heading.name,
    at: state.section.title,
    description: [paragraph.text],
    discriminator: field,
    variants,
    ...(named && !told
      ? { byConstants: true as const }
      : { predicateValue: typeof marked === "boolean" ? String(marked) : marked }),
  };
  state.own = union;
  state.out.push(union);
}

/** `Name: fields.`, `Name (all Boolean): …`, `Name (all Boolean, all optional): …`, `Name (sent): …`. */
function readDefinition(read: Read<SentenceConstruct>, paragraph: Span, state: SectionState): void {
  const s = read.match.slots;
  const nameAt = slotSpan(read, s.Type) ?? read.span;
  // The name as read (`` `Story` ``: its code's content), not the marks around it.
  const name = names(s.Type)[0] ?? nameAt.text;
  const q = qualifierOf(read, state);
  const defaults: ListDefaults = {
    owner: name,
    ...(q?.allType ? { type: q.allType } : {}),
    ...(q?.allOptional ? { optional: true } : {}),
  };
  // The fields start after the colon, or the dash (`Story — chat Chat; …`), that ends the definition's head.
  const slot = s.fields;
  const rest = slot?.kind === "text" || slot?.kind === "names" ? slot.tokens[0] : undefined;
  const head = rest ? read.tokens.indexOf(rest) - 1 : read.tokens.findIndex((t) => t.text === ":");
  const body = dropFinalPeriod(trimSpan(subSpan(paragraph, spanFrom(read, head + 1).start - paragraph.start)));
  const draft = newTypeDraft(name, nameAt, q?.sent ?? false);
  const list = parseFieldList(body, defaults, state.sink);
  checkNotEmpty(list, name, body, state.sink);
  mergeList(draft, list);
  state.out.push(draft);
}

/** Descriptions go to the types the prose names, else to the section's own type; a heading's names must be defined. */
function finishSection(state: SectionState, defined: DefinitionDraft[]): void {
  endIntro(state);
  const guessed = guessedUnion(state, defined);
  if (guessed) state.out.push(guessed);
  const byName = new Map(defined.map((d) => [d.name, d]));
  for (const p of state.prose) {
    const mentioned = new Set(
      lex(p.text)
        .filter((t) => t.kind === "word" && byName.has(t.text))
        .map((t) => t.text),
    );
    const named = [...mentioned].map((n) => byName.get(n) as DefinitionDraft);
    const targets = named.length > 0 ? named : state.own ? [state.own] : [];
    for (const t of targets) t.description.push(p.text);
  }
  const h = state.heading;
  // A single name may head a group ("### Polls") or prose ("### Conventions"): only lists of names and variant
  // headings promise definitions. A type that is referenced and never defined is reported by the checks.
  const expected = h.kind === "variants" ? [h.name] : h.kind === "types" ? h.names : [];
  for (const name of expected) {
    if (!byName.has(name))
      state.sink.error(
        spanPosition(state.section.title),
        `section "${state.section.title.text}" does not define ${name}; expected a field table, a definition or a variant table for it`,
      );
  }
}
