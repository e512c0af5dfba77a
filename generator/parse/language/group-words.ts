// A group of fields read from what its words say rather than from a whole phrasing: a sentence (or a part of a note)
// made only of the words groups are said in and of names, with a word that no more than one is there, that one always
// is (alone: at least one), or that exactly one is (phrase-book/group-signals.ts). The names are candidates: the
// model's builder keeps the group only when every one of them is a field of the type (ir/build-types.ts), so that a
// sentence about anything else (`Only one photo is sent; caption applies to it`) is never a group.
import type { GroupKind } from "../../model/model.ts";
import { fieldNameOf, lex, type Token } from "./lexicon.ts";
import { matchAt, type Pattern } from "./phrase.ts";
import {
  AT_LEAST_ONE_COMPANIONS,
  AT_LEAST_ONE_SAID,
  AT_LEAST_ONE_SIGNALS,
  AT_MOST_ONE_SIGNALS,
  GROUP_CONDITIONS,
  CONDITIONS_HELD,
  EXACTLY_ONE_SIGNALS,
  GROUP_HEDGES,
  GROUP_TRIGGERS,
  GROUP_WORDS,
} from "./phrase-book.ts";

export interface GroupWords {
  readonly kind: GroupKind;
  /** At least one, said without saying whether two may be there (`One of a or b must be set`). */
  readonly open: boolean;
  /** Every name the words hold, in order, once each: each must be a field of the type for the group to stand. */
  readonly names: readonly string[];
  /** Offsets of the parts read, in the lexed text. */
  readonly start: number;
  readonly end: number;
}

/** Determiners and verbs of an opening subject (`The query carries either a or b`): the subject is no name. */
const DETERMINERS: ReadonlySet<string> = new Set(["the", "a", "an", "this", "each", "every"]);
const SUBJECT_VERBS: ReadonlySet<string> = new Set(
  "carries carry contains contain has have holds hold gets get includes include must may can will should".split(" "),
);

const any = (patterns: readonly Pattern[], tokens: readonly Token[]): boolean =>
  tokens.some((_, i) => patterns.some((p) => matchAt(p, tokens, i) !== undefined));

/**
 * Parts of a sentence: cut at `,`, `;`, `.`, dashes and parentheses (a colon keeps the list after it in its part, and
 * a condition that opens a part keeps what it governs: `If photo is set, this must be omitted`).
 */
function partsOf(tokens: readonly Token[]): Token[][] {
  const parts: Token[][] = [[]];
  // Whether the part opens with a condition whose comma is not yet passed, and whether it holds a colon: kept as the
  // tokens go, so that the parts are found in one pass however long the list.
  let [opening, colon] = [false, false];
  tokens.forEach((t, i) => {
    if (parts.at(-1)?.length === 0) [opening, colon] = [GROUP_CONDITIONS.has(t.value), false];
    if (opening && t.text === ",") return void (opening = false);
    colon ||= t.text === ":";
    // After a colon, the list of names it opens stays in its part (`Use at most one of: a, b`); so does a list of
    // names in code or with underscores (`At most one of \`a\`, \`b\``).
    const listing = t.text === "," && (colon || (writtenAsName(tokens[i - 1]) && writtenAsName(tokens[i + 1])));
    if ([",", ";", ".", "—", "–", "(", ")"].includes(t.text) && !listing) parts.push([]);
    else if (!listing) parts.at(-1)?.push(t);
    else parts.at(-1)?.push({ ...t, kind: "word", value: "and", text: "and" });
  });
  return parts.filter((p) => p.length > 0);
}

/** A name written as one: in code, or with an underscore (never a plain word a field could be called). */
const writtenAsName = (t: Token | undefined): t is Token =>
  t !== undefined && (t.kind === "code" || t.text.includes("_")) && !!fieldNameOf(t);

/** Words said again between marks that would cut a sentence's parts: `(and only one)`, `, and only one,`, `(or both)`. */
const ASIDES: readonly (readonly string[])[] = [
  ["(", "and", "only", "one", ")"],
  [",", "and", "only", "one", ","],
  ["(", "or", "both", ")"],
];

/** `One (and only one) of a, b`: the aside said as words, so that no cut at its marks splits what it says. */
function unbracketed(tokens: readonly Token[]): Token[] {
  const marks = new Set<number>();
  tokens.forEach((_, i) => {
    for (const aside of ASIDES)
      if (aside.every((w, k) => (tokens[i + k]?.value || tokens[i + k]?.text) === w))
        marks.add(i).add(i + aside.length - 1);
  });
  return tokens.filter((_, i) => !marks.has(i));
}

/** Names joined as a list (`a or b`, `a and b`): a part that says no group word may still name the group's fields. */
const listsNames = (part: readonly Token[], named: readonly string[], fewest: number): boolean =>
  named.length >= fewest && part.some((t) => t.value === "or" || t.value === "and");

/** The names of a part made only of group words and names, or undefined when a word of something else is in it. */
function namesOf(part: readonly Token[]): string[] | undefined {
  const names: string[] = [];
  const subject = DETERMINERS.has(part[0]?.value ?? "") && SUBJECT_VERBS.has(part[2]?.value ?? "") ? 2 : 0;
  for (const [i, t] of part.entries()) {
    if (i > 0 && i < subject) continue;
    if (t.kind === "word" && GROUP_WORDS.has(t.value)) continue;
    if (t.kind === "number" && (t.value === "1" || t.value === "2")) continue;
    if (t.kind === "punct" && [":", "/", "|", "{", "}", "&"].includes(t.text)) continue;
    const name = fieldNameOf(t) ?? (i === 0 && t.kind === "word" ? fieldNameOf({ ...t, text: t.value }) : undefined);
    if (name === undefined) return undefined;
    names.push(name);
  }
  return names;
}

/**
 * The group a sentence or a note says by its words, if every part that says something of a group is made only of
 * group words and names, and no hedge reaches it. A note names the fields beside its own (`fewest` 1: `mutually
 * exclusive with photo`), after what it says of the value (`Text; mutually exclusive with photo`); a sentence names
 * them all (`fewest` 2), and every part of it is made of group words and names.
 */
export function groupInWords(text: string, fewest: 1 | 2 = 2): GroupWords | undefined {
  const tokens = lex(text);
  if (!tokens.some((t) => GROUP_TRIGGERS.has(t.value)) || any(GROUP_HEDGES, tokens)) return undefined;
  let [atMost, atLeast, exactly, alone] = [false, false, false, false];
  const names: string[] = [];
  // In a note, names of a part that lists none (`Alternative to photo; do not send both`): taken when no other part
  // names any.
  const loose: Token[][] = [];
  let [start, end] = [Infinity, -1];
  for (const part of partsOf(unbracketed(tokens))) {
    // Under a condition that says no field is there, or that one needs another, no count of a group is said.
    const held = !part.some((t) => GROUP_CONDITIONS.has(t.value)) || any(CONDITIONS_HELD, part);
    const [most, strong, one] = [AT_MOST_ONE_SIGNALS, AT_LEAST_ONE_SIGNALS, EXACTLY_ONE_SIGNALS].map(
      (p) => held && any(p, part),
    );
    const least = strong || (held && any(AT_LEAST_ONE_COMPANIONS, part));
    alone ||= strong === true;
    const named = namesOf(part);
    if (named === undefined && fewest === 2) return undefined;
    if (!most && !least && !one) {
      // `a or b is present, but not both`: the list said before (or after) the words of the group.
      // In a note, the note's own field may be one of them (`set this or photo, but not both`).
      if (named?.length && fewest === 1 && part.some(writtenAsName)) loose.push(part);
      if (!named || !listsNames(part, named, fewest === 1 && part.some((t) => t.value === "this") ? 1 : 2)) continue;
      for (const n of named) if (!names.includes(n)) names.push(n);
      [start, end] = [Math.min(start, part[0]!.start), Math.max(end, part.at(-1)!.end)];
      continue;
    }
    if (named === undefined) return undefined;
    [atMost, atLeast, exactly] = [atMost || !!most, atLeast || !!least, exactly || !!one];
    for (const n of named) if (!names.includes(n)) names.push(n);
    [start, end] = [Math.min(start, part[0]!.start), Math.max(end, part.at(-1)!.end)];
  }
  if (names.length === 0 && loose.length === 1) {
    names.push(...loose[0]!.filter(writtenAsName).map((t) => fieldNameOf(t) as string));
    [start, end] = [Math.min(start, loose[0]![0]!.start), Math.max(end, loose[0]!.at(-1)!.end)];
  }
  if (names.length < fewest || !(exactly || atMost || alone)) return undefined;
  const kind = exactly || (atLeast && atMost) ? "exactly-one" : atMost ? "at-most-one" : "at-least-one";
  return { kind, open: kind === "at-least-one" && !any(AT_LEAST_ONE_SAID, tokens), names, start, end };
}
