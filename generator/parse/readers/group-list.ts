// A group said as an intro and a bulleted list of its members (`Exactly one of the following fields is present:` then
// `- text`, `- photo — a photo`), in a type's section or a method's: the intro's kind, and the names the items open with.
import type { GroupKind } from "../../model/model.ts";
import type { Span } from "../../model/source.ts";
import { fieldNameOf, lex } from "../language/lexicon.ts";
import { readWhole } from "../language/sentences.ts";
import { GROUP_INTROS, LIST_PHRASES, OPEN_INTROS } from "../language/phrase-book.ts";

export interface GroupIntro {
  readonly group: GroupKind;
  readonly at: Span;
  /** At least one, said without whether two may be there (`One of these must be set:`). */
  readonly open?: true;
}

/** A paragraph that ends with a colon and opens a group of the members a list after it names, or undefined. */
export function groupIntroOf(at: Span): GroupIntro | undefined {
  if (!at.text.trimEnd().endsWith(":")) return undefined;
  const head = readWhole(at, LIST_PHRASES);
  const group = head && GROUP_INTROS[head.construct];
  if (!group) return undefined;
  return { group, at, ...(OPEN_INTROS.has(head.construct) ? { open: true as const } : {}) };
}

/** The names the items of a list open with, two at least, or undefined when an item opens with no name. */
export function listedNames(items: readonly Span[]): string[] | undefined {
  const names = items.map((item) => fieldNameOf(lex(item.text)[0]));
  if (names.length < 2 || names.some((n) => n === undefined)) return undefined;
  return names as string[];
}
