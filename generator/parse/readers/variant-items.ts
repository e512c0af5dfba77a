// A union's variants as a bulleted list, one type name an item (`- Message`, `- \`InaccessibleMessage\` — when the
// bot cannot see it`), and the value that tells them apart when a paragraph after the list says it.
import type { UnionDraft } from "../drafts.ts";
import { isTypeName, lex } from "../language/lexicon.ts";
import { PREDICATE_PHRASES } from "../language/phrase-book.ts";
import { matchFirst } from "../language/phrase.ts";
import { names } from "../language/sentences.ts";
import { subSpan, type Span } from "../../model/source.ts";
import type { SectionState } from "./section-state.ts";

/** What may stand between a variant's name and what is said of it. */
const AFTER_NAME = new Set(["-", "–", "—", ":", "(", ",", ";"]);

/** The type an item names, alone or before a dash, a colon or a parenthesis. */
function variantOf(item: Span): { name: string; at: Span } | undefined {
  const tokens = lex(item.text);
  const first = tokens[0];
  const name = first?.kind === "code" ? first.value : first?.kind === "word" ? first.text : "";
  if (!first || !isTypeName(name)) return undefined;
  if (tokens.length > 1 && !AFTER_NAME.has(tokens[1]?.text ?? "")) return undefined;
  return { name, at: subSpan(item, first.start, first.end) };
}

/**
 * A list of two or more type names in the section of a type nothing else defines yet: that type is the union of them,
 * each variant matching the constant its own type gives the discriminator, until a paragraph says the value.
 */
export function readVariantItems(items: readonly Span[], state: SectionState): boolean {
  if (state.heading.kind !== "type" || state.own || items.length < 2) return false;
  const found = items.map(variantOf);
  if (found.some((f) => f === undefined)) return false;
  const union: UnionDraft = {
    kind: "union",
    name: state.heading.name,
    at: state.section.title,
    description: [],
    discriminator: "",
    variants: found.map((f) => ({
      label: f!.name,
      at: f!.at,
      value: null,
      extra: {},
      type: { kind: "ref" as const, name: f!.name },
    })),
    byConstants: true,
  };
  state.own = union;
  state.out.push(union);
  return true;
}

/**
 * A paragraph after a listed union of two that says which value tells them apart (`The discriminator is \`date\`
 * equal to 0`): the union is told apart by that value from then on. Whether it said one.
 */
export function readToldAfterList(paragraph: Span, state: SectionState): boolean {
  const own = state.own;
  if (own?.kind !== "union" || !own.byConstants || own.discriminator !== "" || own.variants.length !== 2) return false;
  const told = predicateOf(
    paragraph,
    own.variants.map((v) => v.label),
  );
  if (!told?.field) return false;
  const { byConstants: _, ...rest } = own;
  const value = typeof told.value === "boolean" ? String(told.value) : told.value;
  const union: UnionDraft = { ...rest, discriminator: told.field, predicateValue: value };
  union.description.push(paragraph.text);
  state.out[state.out.indexOf(own)] = union;
  state.own = union;
  return true;
}

/**
 * The value that marks one variant of a union named in prose, said after its variants (`An InaccessibleMessage has
 * \`date\` 0`, `…, which is 0 for the latter`): the field (when said) and the value.
 */
export function predicateOf(
  paragraph: Span,
  variants: readonly string[],
): { field?: string; value: string | number | boolean } | undefined {
  const tokens = lex(paragraph.text);
  for (let i = 0; i < tokens.length; i++) {
    const found = matchFirst(PREDICATE_PHRASES, tokens, i);
    if (!found) continue;
    const { slots } = found.match;
    const named = found.phrase.construct === "variant-value" ? names(slots.Type)[0] : undefined;
    if (named !== undefined && !variants.includes(named)) continue;
    if (slots.value?.kind !== "value") continue;
    const field = names(slots.field)[0];
    return { ...(field ? { field } : {}), value: slots.value.value };
  }
  return undefined;
}
