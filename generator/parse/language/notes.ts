// Notes read into statements with the phrase book: each clause is scanned left to right, the first phrasing that
// matches at a position is taken, and the statement keeps its values, its scope (note-scope.ts: of every value, of one
// case, under a condition) and its place in the note. Nothing here depends on the field's type: what a statement comes
// to for a value of a type is decided when the model is built (ir/apply-note.ts). A clause with the shape of a
// constraint (a modal or bound, then a value) from which nothing was read is the note's near miss.
import type { NoteStatement, NoteText } from "../drafts.ts";
import { inUnitOfValue } from "./time-units.ts";
import { groupInWords } from "./group-words.ts";
import { fieldNameOf, lex, type Token } from "./lexicon.ts";
import { matchAt, matchFirst, type Match, type Pattern, type SlotValue } from "./phrase.ts";
import { clauseFacts, clausesOf, scopeOf, type ClauseFacts } from "./note-scope.ts";
import { speaksOfAnother } from "./note-subject.ts";
import { isRange, opensDefault, READERS } from "./slots.ts";
import {
  ACCOUNTED_SHAPES,
  BOUND_LABELS,
  BOUND_SHAPE,
  CLAUSE_HEDGES,
  DEFAULT_MARKED,
  EACH_SUBJECT,
  EXAMPLE_HEDGES,
  HEDGED_SHAPES,
  CLAUSE_WIDE_HEDGES,
  CONDITION_WORDS,
  CONSTRAINT_SHAPES,
  HEDGED_BOUNDS,
  HEDGED_CONSTRUCTS,
  LISTED_CONSTRUCTS,
  NEGATION_WORDS,
  NOTE_PHRASES,
  NUMBER_HEDGES,
  OPEN_LIST_STATEMENTS,
  OPEN_BOUND_STATEMENTS,
  OPEN_DEFAULT_STATEMENTS,
  OPENED_BOUNDS,
  OPENED_DEFAULTS,
  OPEN_LISTS,
  PERMISSIONS,
  QUANTITY_SHAPES,
  UNIT_QUANTITY,
  type NoteConstruct,
} from "./phrase-book.ts";

/** Reads a note into statements. */
export function readNoteText(note: string): NoteText {
  const tokens = labelsSkipped(numbersOpened(lex(note)));
  const statements: NoteStatement[] = [];
  let nearMiss: NoteText["nearMiss"];
  let excluded: NoteStatement | undefined;
  for (const { tokens: clause } of clausesOf(tokens)) {
    const clauseRead = readClause(clause);
    const items = itemsRead(note, clause, clauseRead.read);
    clauseRead.read.push(...items.read);
    nearMiss ??= items.said;
    const negated = clauseRead.negated;
    const ranged = rangedDefault(note, clause, clauseRead.read);
    const read = ranged.read;
    nearMiss ??= ranged.said;
    const list = read.some((s) => s.construct === "enum") ? undefined : enumList(clause);
    // A list some statement read already (`Allowed characters: \`A-Z\`, \`_\``: a character set) is no enum.
    // What one value of a list is for (`\`a\` if it was upgraded, \`b\` if …`: scoped) takes nothing from the list.
    // Which value is the default (`\`a\`, \`b\` (default) or \`c\``) marks one value of the list, too.
    const taken = read.filter((s) => s.construct !== "scoped" && s.construct !== "default-marked");
    const listed = list && taken.some((s) => s.start < list.end && s.end > list.start) ? undefined : list;
    // The hedges of the clause, found once for the three readings that ask for them.
    const hedges = hedgesOf(note, clause);
    const { kept, hedged } = unhedged(note, clause, hedges, listed ? [...read, listed] : read);
    statements.push(...kept);
    nearMiss ??= hedged;
    if (negated) nearMiss ??= negatedMiss(note, negated);
    const advised = read.find((s) => s.construct === "advice-bound");
    if (advised) nearMiss ??= advisedMiss(note, advised);
    excluded ??= read.find((s) => s.construct === "excluded" && s.scope !== "condition" && s.scope !== "conditional");
    if (!read.some((s) => LISTED_CONSTRUCTS.has(s.construct)) && !listed)
      nearMiss ??= habitualList(note, clause, hedges);
    if (read.length === 0 && !listed) nearMiss ??= shapeOf(note, clause, hedges);
  }
  // Values refused beside the values allowed say nothing more; alone, they are said.
  if (excluded && !statements.some((s) => LISTED_CONSTRUCTS.has(s.construct) || s.construct === "const"))
    nearMiss ??= excludedMiss(note, excluded);
  const leading = enumClauses(note, tokens);
  if (leading) statements.push(leading);
  const open = openList(note, tokens, statements);
  const listsKept = open
    ? statements.filter((s) => !LISTED_CONSTRUCTS.has(s.construct) || !overlaps(s, open))
    : statements;
  if (open) nearMiss = open;
  let kept = listsKept;
  for (const takeBack of TAKE_BACKS) {
    const opened = takenBack(note, tokens, kept, takeBack);
    if (!opened) continue;
    kept = kept.filter((s) => !takeBack.constructs.has(s.construct));
    nearMiss = opened;
  }
  // `Up to 1 hour, in seconds`: a bound in another unit of time than the value's, in the value's.
  const timed = inUnitOfValue(tokens, kept, note);
  kept = timed.statements;
  nearMiss ??= timed.said;
  const [group] = groupOf(note, kept);
  if (group) {
    kept = [
      ...kept.filter((s) => !(overlaps(s, group) && yields(note, s, { names: group.group?.fields ?? [] }))),
      group,
    ];
    // `Use either text or photo, but not both`: what no phrasing read is the group, read.
    if (nearMiss && nearMiss.start >= group.start && nearMiss.end <= group.end) nearMiss = undefined;
  }
  const unread = unreadClauses(tokens, kept, nearMiss);
  return { text: note, statements: kept, ...(nearMiss ? { nearMiss } : {}), ...(unread.length > 0 ? { unread } : {}) };
}

/**
 * The group the note says its field is in with the fields it names (`mutually exclusive with photo`, `one of text
 * and photo, not both`), where no statement read those words already (values are no fields: `\`a\` or \`b\`, not both`).
 */
function groupOf(note: string, statements: readonly NoteStatement[]): NoteStatement[] {
  const g = groupInWords(note, 1);
  if (!g || statements.some((s) => overlaps(s, g) && !yields(note, s, g))) return [];
  return [
    {
      construct: "group",
      scope: "all",
      start: g.start,
      end: g.end,
      nums: {},
      group: { kind: g.kind, fields: g.names, ...(g.open ? { open: true as const } : {}) },
    },
  ];
}

/**
 * A statement the group's reading takes over: a bound that counts the names after it (`at least one of text and
 * photo`: the group's count), or what one value does that is one of the group's fields (`If \`photo\` is passed, …`).
 */
const yields = (note: string, s: NoteStatement, g: { names: readonly string[] }): boolean =>
  countOfNames(note, s) || (s.construct === "info" && typeof s.value === "string" && g.names.includes(s.value));

/** A bound that counts the names after it (`at least one of text and photo`): the group's count, no bound. */
const countOfNames = (note: string, s: NoteStatement): boolean =>
  (s.construct === "min" || s.construct === "max") && /^\s+of\s/.test(note.slice(s.end));

/** Words of a range end's label that state something of the value (its default, whether the end is one). */
const STATED_LABELS: ReadonlySet<string> = new Set(["default", "inclusive", "exclusive", "included", "excluded"]);

/** Words that join the ends of a range (`0 (lowest) to 9`). */
const RANGE_LINKS: ReadonlySet<string> = new Set(["to", "through", "thru", "until", "till", "and", "-", "–", "—"]);

/**
 * What a range's first end means, in words in parentheses between it and the range's link (`From 0 (lowest) to 9
 * (highest)`, `Between 0 (none) and 100 (full)`): left out of what the phrasings match, so that the range is read; the
 * words stay in the statement's span. Only words, one to four, and only before a link and a number.
 */
function labelsSkipped(tokens: Token[], stated: ReadonlySet<string> = STATED_LABELS): Token[] {
  const out: Token[] = [];
  for (let i = 0; i < tokens.length; i++) {
    out.push(tokens[i]!);
    if (tokens[i]!.kind !== "number" || tokens[i + 1]?.text !== "(") continue;
    const close = tokens.findIndex((t, k) => k > i + 1 && k <= i + 6 && t.text === ")");
    // `0 (default) to 5`, `0 (inclusive) to 10 (exclusive)`: a label that says a default or whether the end is a
    // value is a statement of its own, never skipped.
    const label = tokens.slice(i + 2, close);
    const words = close > 0 && label.every((t) => t.kind === "word" && !stated.has(t.value));
    const link = tokens[close + 1];
    const next = tokens[close + 2];
    if (words && close > i + 2 && RANGE_LINKS.has(link?.value ?? "") && next?.kind === "number") i = close;
  }
  return out;
}

/** Numbers and the signs between them, two numbers at least (`1..100`, `[1, 100]`, `1 <= x <= 100`). */
const NUMERIC_CODE = /^[\s\d.,\-–—[\]()<>=≤≥…+x]*$/;

/**
 * A code span of two numbers or more and the signs between them is read as what it holds (`range \`1..100\``): a
 * range written as code, never a value; a character range (`\`0-9\``) stays one.
 */
function numbersOpened(tokens: Token[]): Token[] {
  return tokens.flatMap((t) => {
    const inner = t.kind === "code" && NUMERIC_CODE.test(t.value) && /\d[^\d]+\d/.test(t.value) && !isRange(t);
    if (!inner) return [t];
    return lex(t.value).map((x) => ({ ...x, start: x.start + t.start + 1, end: x.end + t.start + 1 }));
  });
}

/**
 * Where a note leaves its values open (`\`a\`, \`b\`, etc.` in the clause of the list; `more may be added` anywhere)
 * and names two or more values or read a list of them: the list is some of the values, so none of it is enforced; said.
 */
function openList(
  note: string,
  tokens: readonly Token[],
  statements: readonly NoteStatement[],
): NoteText["nearMiss"] | undefined {
  const everywhere = markerIn(tokens, OPEN_LIST_STATEMENTS);
  for (const { tokens: clause } of everywhere ? [{ tokens: [...tokens] }] : clausesOf(tokens)) {
    const marker = everywhere ?? markerIn(clause, OPEN_LISTS);
    if (!marker) continue;
    const [from, to] = [clause[0]!.start, clause.at(-1)!.end];
    const listed = statements.find((s) => LISTED_CONSTRUCTS.has(s.construct) && s.start < to && s.end > from);
    const values = clause.findIndex((_, i) => READERS.choices2?.(clause, i)?.value.kind === "values");
    if (!listed && values < 0) continue;
    const on = everywhere ? tokens : clause;
    const [first, last] = [on[marker.start]!, on[marker.end - 1]!];
    const start = Math.min(listed?.start ?? Infinity, clause[Math.max(values, 0)]!.start, first.start);
    const end = Math.max(last.end, listed?.end ?? 0);
    const message = `"${note.slice(start, end)}" leaves its list of values open ("${note.slice(first.start, last.end)}"): described, not enforced; expected every value listed (\`one of \`a\`, \`b\`\`)`;
    return { start, end, message };
  }
  return undefined;
}

/** A statement of a note that takes back what the note said of a kind: its patterns, the constructs, the why. */
interface TakeBack {
  readonly patterns: readonly Pattern[];
  readonly constructs: ReadonlySet<string>;
  readonly what: string;
  readonly expected: string;
}

const TAKE_BACKS: readonly TakeBack[] = [
  {
    patterns: OPEN_BOUND_STATEMENTS,
    constructs: OPENED_BOUNDS,
    what: "values beyond its bounds may pass",
    expected: "a bound stated exactly (`up to 7`, `1-64 characters`) where every value keeps it",
  },
  {
    patterns: OPEN_DEFAULT_STATEMENTS,
    constructs: OPENED_DEFAULTS,
    what: "the default may change",
    expected: "a default stated as what the service uses (`default 40`)",
  },
];

/** A statement anywhere in the note that takes back what it said of a kind (its bounds, its default), said. */
function takenBack(
  note: string,
  tokens: readonly Token[],
  statements: readonly NoteStatement[],
  takeBack: TakeBack,
): NoteText["nearMiss"] | undefined {
  const said = statements.filter((s) => takeBack.constructs.has(s.construct));
  const marker = said.length > 0 ? markerIn(tokens, takeBack.patterns) : undefined;
  if (!marker) return undefined;
  const [first, last] = [tokens[marker.start]!, tokens[marker.end - 1]!];
  const start = Math.min(first.start, ...said.map((b) => b.start));
  const end = Math.max(last.end, ...said.map((b) => b.end));
  const message = `"${note.slice(start, end)}" is taken back: ${takeBack.what} ("${note.slice(first.start, last.end)}"): described, not enforced; expected ${takeBack.expected}`;
  return { start, end, message };
}

/** The first match of any of the patterns in the tokens, from the left. */
function markerIn(tokens: readonly Token[], patterns: readonly Pattern[]): Match | undefined {
  for (let i = 0; i < tokens.length; i++)
    for (const p of patterns) {
      const m = matchAt(p, tokens, i);
      if (m) return m;
    }
  return undefined;
}

/**
 * Two or more values that a hedge of habit before them makes what is usual (`Typically \`a\` or \`b\``), of which no
 * list was read: said not to be enforced. Values named as examples (`for example \`a\``, `like \`a\``) are description.
 */
function habitualList(
  note: string,
  clause: readonly Token[],
  hedges: readonly Hedge[],
): NoteText["nearMiss"] | undefined {
  for (let i = 0; i < clause.length; i++) {
    const read = READERS.choices2?.(clause, i);
    if (!read || read.value.kind !== "values") continue;
    const hedge = hedges.find((h) => reaches(clause, h)(clause[i]!.start));
    if (!hedge || clause.slice(0, i).some((_, j) => opensExamples(clause, j))) return undefined;
    const [start, end] = [Math.min(hedge.start, clause[i]!.start), clause[read.end - 1]!.end];
    const message = `"${note.slice(start, end)}" is hedged ("${hedge.words}"): described, not enforced; expected every value listed (\`one of \`a\`, \`b\`\`) where no other is allowed`;
    return { start, end, message };
  }
  return undefined;
}

/** Clauses of a constraint's shape that no statement covers and no warning names (see ACCOUNTED_SHAPES). */
function unreadClauses(
  tokens: readonly Token[],
  statements: readonly NoteStatement[],
  nearMiss: NoteText["nearMiss"],
): { start: number; end: number }[] {
  const named = [...statements, ...(nearMiss ? [nearMiss] : [])];
  return clausesOf(tokens).flatMap(({ tokens: clause }) => {
    const start = clause[0]!.start;
    const end = clause.at(-1)!.end;
    if (named.some((s) => s.start < end && s.end > start)) return [];
    const shaped = clause.some((_, i) => ACCOUNTED_SHAPES.some((p) => matchAt(p, clause, i)));
    return shaped ? [{ start, end }] : [];
  });
}

/** The statements of a clause, and the first bound that a negation before it turns the other way (not read). */
function readClause(clause: Token[]): { read: NoteStatement[]; negated?: NoteStatement } {
  const out: NoteStatement[] = [];
  let negated: NoteStatement | undefined;
  const facts = clauseFacts(clause);
  let i = 0;
  // Where the last statement read ends: a negation it read itself (`no longer than 64`) turns nothing after it.
  let floor = 0;
  while (i < clause.length) {
    const found = matchFirst(NOTE_PHRASES, clause, i);
    // No statement starts inside a list of numbers (`0, 90, 180 or 270 degrees` is no `180 or 270 degrees`).
    if (!found || inNumberList(clause, i)) {
      i++;
      continue;
    }
    // `groups with more than 200 members become …`: a comparison after a noun qualifies that noun, not the value.
    if (speaksOfAnother(found.phrase.construct, clause, found.match.start, found.match.end)) {
      i = Math.max(found.match.end, i + 1);
      continue;
    }
    const statement = statementOf(found.phrase.construct, facts, found.match);
    const turned = HEDGED_CONSTRUCTS.has(found.phrase.construct)
      ? negationBefore(clause, found.match.start, floor)
      : -1;
    if (turned < 0) out.push(statement);
    else negated ??= { ...statement, start: clause[turned]!.start };
    i = Math.max(found.match.end, i + 1);
    floor = found.match.end;
  }
  const list = out.some((s) => s.construct === "default-marked")
    ? undefined
    : out.find((s) => LISTED_CONSTRUCTS.has(s.construct));
  const marked = list && markedDefault(clause, facts, list);
  const read = [...out, ...(marked ? [marked] : []), ...rangeFromDefault(clause, out)];
  return { read, ...(negated ? { negated } : {}) };
}

/** What is said of each item that tells no list apart from its items: a sign or a bound of a number. */
const ITEM_BOUNDS: ReadonlySet<string> = new Set([
  ...["positive", "non-negative", "non-zero", "min", "max", "below", "above"],
  ...["range", "range-below", "range-above", "range-open"],
]);

/**
 * A part of a clause that says what each item is (`Each item must be positive`, `1-100 ids, each positive`), of which
 * nothing was read after its subject: read again as a clause of its own, for a sign or a bound of a number (what a
 * list is not); anything else is left to be said.
 */
function itemsRead(
  note: string,
  clause: Token[],
  read: readonly NoteStatement[],
): { read: NoteStatement[]; said?: NoteText["nearMiss"] } {
  const out: NoteStatement[] = [];
  let said: NoteText["nearMiss"];
  for (let i = 0; i < clause.length; i++) {
    const subject = i === 0 || clause[i - 1]!.text === "," ? matchAt(EACH_SUBJECT, clause, i) : undefined;
    if (!subject || subject.end >= clause.length) continue;
    const comma = clause.findIndex((t, k) => k >= subject.end && t.text === ",");
    const part = clause.slice(subject.end, comma < 0 ? clause.length : comma);
    const [from, to] = [part[0]!.start, part.at(-1)!.end];
    if (read.some((s) => s.construct !== "info" && s.start < to && s.end > from)) continue;
    const again = readClause(part).read;
    out.push(...again.filter((s) => ITEM_BOUNDS.has(s.construct)));
    if (again.some((s) => !ITEM_BOUNDS.has(s.construct)) && !said) {
      const start = clause[i]!.start;
      const message = `"${note.slice(start, to)}" says what each item is, which is read of the items only as a sign or a bound of a number: described, not enforced; expected a bound of each (\`each at most 100\`) or a length (\`each 1-64 characters\`)`;
      said = { start, end: to, message };
    }
  }
  return { read: out, ...(said ? { said } : {}) };
}

/** Words between a default's word and the range it is given as (`Default: 1-10`, `The default is between 1 and 10`). */
const DEFAULT_LEADS: ReadonlySet<string> = new Set([":", "is", "to", "=", "value", "of", "was", "the"]);

/** Where a statement starts in its clause. */
const indexOf = (clause: readonly Token[], s: NoteStatement) => clause.findIndex((t) => t.start >= s.start);

/**
 * A default given as a range of values (`Default 1-10`, `The default is 1 to 10`): no bound that every value keeps,
 * and no one value used when none is given. What was read of it is dropped, and said.
 */
function rangedDefault(
  note: string,
  clause: readonly Token[],
  read: NoteStatement[],
): { read: NoteStatement[]; said?: NoteText["nearMiss"] } {
  for (const s of read) {
    let span: { start: number; end: number } | undefined;
    if (s.construct.startsWith("range")) {
      let j = indexOf(clause, s) - 1;
      while (j >= 0 && DEFAULT_LEADS.has(clause[j]!.value || clause[j]!.text)) j--;
      if (["default", "defaults"].includes(clause[j]?.value ?? "")) span = { start: clause[j]!.start, end: s.end };
    } else if ((s.construct === "default" && typeof s.value === "number") || s.construct === "default-prose") {
      // `The default is 1 to 10` read the default 1; `Default value: between 1 and 10` read `between` as its words.
      let after = clause.findIndex((t) => t.start >= s.end);
      if (s.construct === "default-prose") after = clause[after]?.kind === "number" ? after + 1 : -1;
      const to = clause[after + 1];
      if (after > 0 && RANGE_LINKS.has(clause[after]?.value ?? "") && to?.kind === "number")
        span = { start: s.start, end: to.end };
    }
    if (!span) continue;
    const { start, end } = span;
    const message = `"${note.slice(start, end)}" gives the default as a range of values: described, not enforced; expected one default value (\`default 5\`), and a range of every value said of its own (\`1-10\`)`;
    return { read: read.filter((r) => r.end <= start || r.start >= end), said: { start, end, message } };
  }
  return { read };
}

/** Labels of a range's end that state something other than the default (read again with the default's skipped). */
const LABELS_BUT_DEFAULT: ReadonlySet<string> = new Set([...STATED_LABELS].filter((w) => w !== "default"));

/**
 * The range whose first end a statement read as the default (`0 (default) to 5`, `Between 1 (the default) and 10`):
 * the end is both, so the clause is read again with that label skipped and the range it then reads is kept too.
 */
function rangeFromDefault(clause: Token[], read: readonly NoteStatement[]): NoteStatement[] {
  const marks = read.filter((s) => s.construct === "default-marked" && typeof s.value === "number");
  const ranged = marks.filter((s) => {
    const after = clause.findIndex((t) => t.start >= s.end);
    const covered = read.some((r) => r !== s && r.end > s.end);
    return !covered && RANGE_LINKS.has(clause[after]?.value ?? "") && clause[after + 1]?.kind === "number";
  });
  if (ranged.length === 0) return [];
  const again = readClause(labelsSkipped(clause, LABELS_BUT_DEFAULT)).read;
  return again.filter(
    (r) => r.construct !== "default-marked" && ranged.some((s) => r.start <= s.start && r.end > s.end),
  );
}

/**
 * A value of a list read whole marked the default (`Either \`a\` or \`b\` (default)`): the list's phrasing took the
 * value, so the mark is looked for inside its span and right after it.
 */
function markedDefault(clause: Token[], facts: ClauseFacts, list: NoteStatement): NoteStatement | undefined {
  const first = clause.findIndex((t) => t.start >= list.start);
  for (let k = Math.max(first, 0); k < clause.length && clause[k]!.start <= list.end; k++) {
    const m = matchAt(DEFAULT_MARKED, clause, k);
    if (m) return statementOf("default-marked", facts, m);
  }
  return undefined;
}

/**
 * Whether token i is inside a list of numbers: it follows a number and a comma, and the list goes on after it (`, 180
 * or 270`), unlike a statement of its own after a range (`1 to 10, 1 if omitted`).
 */
function inNumberList(clause: readonly Token[], i: number): boolean {
  const after = clause[i + 1];
  const goesOn =
    (after?.text === "," || after?.value === "or" || after?.value === "and") && clause[i + 2]?.kind === "number";
  return clause[i]?.kind === "number" && clause[i - 1]?.text === "," && clause[i - 2]?.kind === "number" && goesOn;
}

/**
 * A negation before a statement in its part of the clause (`must not ever be longer than 64`, `Avoid values over
 * 100`), or in the part before when this one goes on with its verb (`cannot, under any circumstances, be longer than
 * 64`): its index, else -1.
 */
function negationBefore(clause: readonly Token[], start: number, floor: number): number {
  let j = start - 1;
  for (; j >= floor && !PART_ENDS.has(clause[j]!.text); j--) {
    // A parenthesis between (`must not (ever) be longer than 64`) is passed over whole.
    if (clause[j]!.text === ")") j = openingOf(clause, j, floor);
    else if (NEGATION_WORDS.has(clause[j]!.value)) return j;
  }
  if (j < floor || clause[j]?.text !== "," || !GOES_ON.has(clause[j + 1]?.value ?? "")) return -1;
  // The part goes on from an earlier one: the negation of the part the clause opened with, before a comma.
  for (j = floor; j < start && !PART_ENDS.has(clause[j]!.text); j++) if (NEGATION_WORDS.has(clause[j]!.value)) return j;
  return -1;
}

/** Where the parenthesis that closes at j opens (floor when it opens before it). */
function openingOf(clause: readonly Token[], j: number, floor: number): number {
  let depth = 0;
  for (let k = j; k >= floor; k--) {
    if (clause[k]!.text === ")") depth++;
    else if (clause[k]!.text === "(" && --depth === 0) return k;
  }
  return floor;
}

/** Marks that end a part of a clause for a negation. */
const PART_ENDS = new Set([",", "(", ":", "."]);
/** Words that carry a part on from the verb of the part before (`cannot, in any case, be longer than 64`). */
const GOES_ON = new Set(["be", "exceed", "go", "contain", "hold", "have"]);

/** Words of being and having before a bound, which add nothing to what it bounds (`must be`, `is`, `has a`). */
const LABEL_VERBS = new Set([
  ...["must", "should", "shall", "will", "is", "are", "be", "its", "the", "a", "an", "always", "has", "have", "of"],
]);

/** Whether a statement is all its part of the clause says, after a label at most (`…, at most 64`, `Size: 1-64`). */
function standsAlone(clause: readonly Token[], m: Match): boolean {
  let j = m.start;
  while (j > 0 && ![",", "(", ";"].includes(clause[j - 1]!.text)) j--;
  const label = clause.slice(j, m.start).filter((t) => t.text !== ":");
  // `Size: 1-64`, `Must be 1-64`, `Its value is 1-64`: a label, a verb of being, or both.
  const words = label.filter((t) => !LABEL_VERBS.has(t.value));
  const labelled = words.length === 0 || (words.length === 1 && BOUND_LABELS.has(words[0]!.value));
  const next = clause[m.end]?.text;
  // `from 1 up to 64 bytes` read no length: a unit after the bound makes it a length, never a count of something else.
  const unitAfter = READERS.unit?.(clause, m.end) !== undefined;
  return labelled && (next === undefined || unitAfter || [",", ")", ";", "."].includes(next));
}

const STRING_LENGTH_KEYWORDS = new Set(["maxlength", "minlength", "max_length", "min_length"]);

function statementOf(construct: NoteConstruct, facts: ClauseFacts, m: Match): NoteStatement {
  const clause = facts.clause;
  const s = m.slots;
  const nums = Object.fromEntries(
    Object.entries(s).flatMap(([k, v]) => (v.kind === "num" ? [[k, v.value] as const] : [])),
  );
  const value = valueOf(s.value);
  const values = s.values?.kind === "values" ? s.values.values : undefined;
  const bytes =
    s.unit?.kind === "text" && s.unit.tokens.some((t) => t.value === "byte" || t.value === "bytes" || t.text === "B");
  // JSON Schema's keywords of a string's length (`maxLength 64`) say what they measure: a text, never a list's count.
  const keyword = clause.slice(m.start, m.end).some((t) => STRING_LENGTH_KEYWORDS.has(t.value));
  const unit = s.unit?.kind === "text" ? (bytes ? "utf8" : "utf16") : undefined;
  const pattern = s.charset?.kind === "text" ? s.charset.text : undefined;
  return {
    construct,
    // The value marked as the default of a list (`\`b\` (default) or \`c\``) stands beside the list's other values.
    scope: scopeOf(facts, m, construct !== "default-marked"),
    start: clause[m.start]!.start,
    end: clause[m.end - 1]!.end,
    nums,
    ...(value !== undefined ? { value } : {}),
    ...(values ? { values } : {}),
    ...(unit ? { unit } : {}),
    ...(pattern ? { pattern } : {}),
    ...(standsAlone(clause, m) ? { alone: true as const } : {}),
    ...(keyword ? { ofText: true as const } : {}),
  };
}

/** A literal value (`default 40`, `always \`emoji\``), or a bare word (`must be article`). */
function valueOf(slot: SlotValue | undefined): string | number | boolean | undefined {
  if (slot?.kind === "value") return slot.value;
  return slot?.kind === "text" ? slot.text : undefined;
}

/** Words before a list that make it examples rather than every value (`for example, \`h264\` or \`av01\``). */
const EXAMPLE_WORDS = new Set([
  ...["example", "examples", "instance", "e", "like", "including", "such", "other", "than"],
  // `Typical values: \`a\`, \`b\``, `Common values: …`: what is usual, not every value.
  ...["typical", "common", "usual", "popular", "frequent"],
]);

/**
 * Whether token j makes what follows examples: an example word, or `sample` before `values` or a colon (`Sample
 * values:`; never the noun of `sample rate`, `audio sample format`).
 */
function opensExamples(clause: readonly Token[], j: number): boolean {
  const v = clause[j]?.value ?? "";
  if (EXAMPLE_WORDS.has(v)) return true;
  const next = clause[j + 1];
  return (
    (v === "sample" || v === "samples") && (next?.value === "values" || next?.value === "value" || next?.text === ":")
  );
}

/**
 * A part of a clause (its start, or after a comma or a colon) made only of two or more values joined by commas and a
 * final `or`, each perhaps explained
 * (`MIME type of the content, \`text/html\` or \`video/mp4\``; `\`quiz\` or \`regular\`, defaults to \`regular\``).
 */
function enumList(clause: Token[]): NoteStatement | undefined {
  for (let i = 0; i < clause.length; i++) {
    if (opensExamples(clause, i)) return undefined;
    // The list opens the clause, or follows a comma, a colon, a dash or a parenthesis (`how it was obtained: \`a\` or
    // \`b\``, `Type of the chat (\`private\` or \`group\`)`).
    // `Currently \`a\` or \`b\``: a word of when, alone before the list, opens it as a comma would.
    const after = i === 1 && NOW_WORDS.has(clause[0]?.value ?? "") ? "," : clause[i - 1]?.text;
    if (i > 0 && (!LIST_OPENERS.has(after ?? "") || clause[i - 2]?.kind === "code")) continue;
    // After a comma that ends a value and its explanation (`\`a\` (@name), \`b\`, …`), the list began before it.
    if (after === "," && valueInPart(clause, i - 1)) continue;
    const read = READERS.choices2?.(clause, i);
    if (!read || read.value.kind !== "values") continue;
    const close = after === "(" ? ")" : ",";
    // The list ends its part, or only a parenthesis of a statement of its own follows (`(default \`desc\`)`).
    const ends =
      (read.end === clause.length && after !== "(") ||
      clause[read.end]?.text === close ||
      opensDefault(clause, read.end);
    const joined = clause.slice(i, read.end).some((t) => t.value === "or" || t.text === "/" || t.text === "|");
    // After a colon or a dash the values need no `or` (`Type of the entity: \`a\`, \`b\`, \`c\``), but never `and` (a
    // list of what is meant together: `kept: \`bold\` and \`italic\``).
    const labelled =
      (after === ":" || DASHES.has(after ?? "")) && !clause.slice(i, read.end).some((t) => t.value === "and");
    if (ends && (joined || labelled))
      return listStatement(read.value.values, clause[i]!.start, clause[read.end - 1]!.end);
  }
  return undefined;
}

/** What a list of values may follow in its clause: a comma, a colon, a parenthesis, a dash (`Type — \`a\` or \`b\``). */
const DASHES = new Set(["—", "–", "-"]);
const LIST_OPENERS = new Set([",", ":", "(", ...DASHES]);

/** Words of when that may open a list of values (`Currently \`a\` or \`b\``). */
const NOW_WORDS = new Set(["currently", "presently", "now", "today"]);

/**
 * Clauses that each start with a value, or with a case of one (`\`quiz\` allows …; \`regular\` only …; otherwise
 * any`, `If \`a\` is passed, …; if \`b\` is passed, …`): the values the note tells apart are the value's values.
 */
function enumClauses(note: string, tokens: readonly Token[]): NoteStatement | undefined {
  const parts: Token[][] = [[]];
  for (const t of tokens)
    if (t.text === ";" || t.text === ":") parts.push([]);
    else parts.at(-1)?.push(t);
  const sentences = clausesOf(tokens).map((c) => c.tokens);
  // At commas, only when each part is a value and what it means (`\`a\` means first, \`b\` means second`).
  const commas: Token[][] = [[]];
  for (const t of tokens)
    if (t.text === ",") commas.push([]);
    else commas.at(-1)?.push(t);
  // What the value is, said before the cases (`Mode; \`a\` for X, \`b\` for Y`): the first case starts after it.
  const lead = commas[0]!;
  let cut = lead.length - 1;
  while (cut >= 0 && lead[cut]?.text !== ";" && lead[cut]?.text !== ":") cut--;
  if (cut >= 0 && lead[cut + 1]?.kind === "code") commas[0] = lead.slice(cut + 1);
  const meant =
    commas.length > 1 &&
    commas.every((p) => (p[0]?.kind === "code" && MEANING.has(p[1]?.value ?? "")) || numberCase(p));
  // Cut at `;` and `:` (`\`a\` — x; \`b\` — y`), else into sentences (`\`a\`: x. \`b\`: y.`).
  const splits = [...(parts.length > 1 ? [parts] : []), sentences, ...(meant ? [commas] : [])];
  for (const split of splits) {
    const values = casesOf(split);
    if (values) return listStatement(values, 0, note.length);
  }
  const set = sentences.length === 1 ? settingCases(tokens) : undefined;
  if (set) return listStatement(set, 0, note.length);
  return undefined;
}

/** The values of parts that each open with one (or with a case of one), two or more, each once; else none. */
function casesOf(split: readonly Token[][]): (string | number)[] | undefined {
  // `Either \`a\` — x; or \`b\` — y`: the joining word before a case's value.
  const bare = (p: Token[]) => (p[0]?.value === "either" || p[0]?.value === "or" ? p.slice(1) : p);
  const valueOf = (p: Token[]) =>
    (bare(p)[0]?.kind === "code" && bare(p).length > 1) || numberCase(bare(p)) ? bare(p)[0] : caseValue(p);
  const leading = split.filter((p) => valueOf(p) !== undefined);
  // What the value is may be said before the cases; after them only `otherwise …`.
  const after = split.slice(split.indexOf(leading[0] as Token[])).filter((p) => !leading.includes(p));
  if (leading.length < 2 || !after.every((p) => p[0]?.value === "otherwise")) return undefined;
  const values = leading.map((p) => valueOf(p)!.value);
  return new Set(values).size === values.length ? values : undefined;
}

/**
 * A case that opens with a number and what it means (`0 = off`, `1 — on`, `2 means full`): never a dash that could
 * be a range's (`1-6 for 🎲`).
 */
const NUMBER_MEANING = new Set(["=", "—", ":", "means", "meaning", "stands", "is"]);
const numberCase = (p: readonly Token[]): boolean =>
  p[0]?.kind === "number" && NUMBER_MEANING.has(p[1]?.value ?? "") && p.length > 2;

/** Words that say what a value stands for, right after it (`\`a\` means …`, `\`b\` = …`). */
const MEANING = new Set(["means", "meaning", "stands", "=", "—", "–", "-", ":", "is", "for", "to"]);

/** The value a clause opens a case of: `if \`a\` …`, `when \`b\` …`, followed by more words. */
function caseValue(clause: readonly Token[]): Token | undefined {
  const n = caseOpener(clause) ?? settingOpener(clause, false);
  const value = n === undefined ? undefined : clause[n];
  return value?.kind === "code" && clause.length > n! + 1 ? value : undefined;
}

/** How many words open a case (`if`, `when`, `in case of`, `for`), before its value; none when they do not. */
function caseOpener(clause: readonly Token[]): number | undefined {
  const first = clause[0];
  if (first?.kind === "word" && (CONDITION_WORDS.has(first.value) || first.value === "for")) return 1;
  const words = clause.slice(0, 4).map((t) => t.value);
  if (words.slice(0, 3).join(" ") === "in case of") return 3;
  return words.join(" ") === "in the case of" ? 4 : undefined;
}

/**
 * How many words set the value a case is of (`set to \`a\``, `pass \`a\``, `use it as \`a\``), before the value;
 * `to \`b\`` alone where a part joined by `and` or `or` goes on with the verb of the part before it.
 */
function settingOpener(clause: readonly Token[], joined: boolean): number | undefined {
  let k = 0;
  if (SETTING_VERBS.has(clause[k]?.value ?? "")) k++;
  if (k === 1 && clause[k]?.value === "it") k++;
  if (clause[k]?.value === "to" || (k > 0 && clause[k]?.value === "as")) k++;
  return k > 0 && (joined || SETTING_VERBS.has(clause[0]?.value ?? "")) ? k : undefined;
}
const SETTING_VERBS = new Set(["set", "pass", "use", "specify", "choose", "select"]);

/**
 * Parts joined by `and` or `or` that each set the value to one (`Set to \`quiz\` for quizzes and to \`regular\` for
 * regular polls`): the values, two or more, each once; else none.
 */
function settingCases(tokens: readonly Token[]): (string | number)[] | undefined {
  const parts: Token[][] = [[]];
  for (const t of tokens)
    if (t.value === "and" || t.value === "or" || t.text === ";" || t.text === ",") parts.push([]);
    else parts.at(-1)?.push(t);
  const values = parts
    .filter((p) => p.length > 0)
    .map((p, i) => {
      const n = settingOpener(p, i > 0);
      return n !== undefined && p[n]?.kind === "code" && p.length > n + 1 ? p[n]!.value : undefined;
    });
  const all = values.filter((v): v is string => v !== undefined);
  return all.length >= 2 && all.length === values.length && new Set(all).size === all.length ? all : undefined;
}

/** Whether the part of a clause that ends at a comma (back to the comma or colon before it) holds a value. */
function valueInPart(clause: readonly Token[], comma: number): boolean {
  let start = comma;
  for (let j = comma - 1; j >= 0; j--) {
    const t = clause[j]!;
    if (t.text === "," || t.text === ":") break;
    if (t.kind === "code") return true;
    start = j;
  }
  // An item of a list that is not all values (`each one of A-Z, a-z, 0-9, \`_\` or \`-\``): a range, a number or a sign.
  const part = clause.slice(start, comma);
  return (
    start > 0 &&
    clause[start - 1]?.text === "," &&
    (part.length === 1
      ? part[0]!.kind !== "word" || [...part[0]!.text].length === 1 || isRange(part[0])
      : isRangeOf(part))
  );
}

/** `0 - 9` lexed as three tokens: a range of digits or letters. */
const isRangeOf = (p: readonly Token[]) =>
  p.length === 3 && p[1]?.text === "-" && isRange({ ...p[0]!, kind: "word", text: `${p[0]!.text}-${p[2]!.text}` });

function listStatement(values: readonly (string | number)[], start: number, end: number): NoteStatement {
  return { construct: "enum-list", scope: "all", start, end, nums: {}, values };
}

/** Where the hedges of a clause stand: each match's first and last offsets, and its words. */
interface Hedge {
  readonly start: number;
  readonly end: number;
  readonly words: string;
  /** A hedge of a number (`about 7`), which is itself a quantity said not to be enforced. */
  readonly ofNumber: boolean;
  /**
   * A hedge that is a whole part of the clause (`for instance, up to 10`; `up to 10, for example`) reaches the parts
   * beside it: from the start of the one before to the end of the one after.
   */
  readonly near?: readonly [number, number];
}

function hedgesOf(note: string, clause: readonly Token[]): Hedge[] {
  const out: Hedge[] = [];
  for (let i = 0; i < clause.length; i++) {
    const permission = PERMISSIONS.map((p) => matchAt(p, clause, i)).find(Boolean);
    if (permission) {
      i = permission.end - 1;
      continue;
    }
    for (const p of [...NUMBER_HEDGES, ...CLAUSE_WIDE_HEDGES, ...CLAUSE_HEDGES]) {
      const m = matchAt(p, clause, i);
      if (!m) continue;
      const [start, end] = [clause[i]!.start, clause[m.end - 1]!.end];
      const hedge = { start, end, words: note.slice(start, end), ofNumber: NUMBER_HEDGES.includes(p) };
      if (CLAUSE_WIDE_HEDGES.includes(p)) {
        out.push({ ...hedge, near: [-Infinity, Infinity] });
        break;
      }
      const [from, to] = partOf(clause, start);
      const whole =
        (i === 0 || clause[i - 1]!.text === ",") && (m.end === clause.length || clause[m.end]!.text === ",");
      out.push(whole ? { ...hedge, near: [partOf(clause, from - 1)[0], partOf(clause, to + 1)[1]] } : hedge);
      break;
    }
  }
  return out;
}

/**
 * A quantity a hedge makes not enforced of which nothing was read: a hedged number with a unit, or a hedged count
 * where the hedge reaches it (its part of the clause, and not out of parentheses); with that hedge.
 */
function hedgedQuantity(
  clause: readonly Token[],
  hedges: readonly Hedge[],
): { start: number; end: number; hedge: Hedge } | undefined {
  for (const hedge of hedges.filter((x) => x.ofNumber))
    for (let i = 0; i < clause.length; i++) {
      const bound = HEDGED_BOUNDS.map((p) => matchAt(p, clause, i)).find(Boolean);
      const around = bound && clause[bound.end - 1]!.end >= hedge.end && clause[i]!.start <= hedge.start;
      if (around) return { start: clause[i]!.start, end: clause[bound.end - 1]!.end, hedge };
      if (clause[i]!.start < hedge.start || clause[i]!.start > hedge.end) continue;
      const m = UNIT_QUANTITY.map((p) => matchAt(p, clause, i)).find(Boolean);
      if (m) return { start: hedge.start, end: Math.max(hedge.end, clause[m.end - 1]!.end), hedge };
    }
  for (const hedge of hedges.filter((x) => !x.ofNumber))
    for (let i = 0; i < clause.length; i++) {
      if (!reaches(clause, hedge)(clause[i]!.start)) continue;
      const m = QUANTITY_SHAPES.map((p) => matchAt(p, clause, i)).find(Boolean);
      if (m) return { start: clause[i]!.start, end: clause[m.end - 1]!.end, hedge };
    }
  return undefined;
}

/** How many parentheses are open at an offset of the note. */
function depthAt(clause: readonly Token[], at: number): number {
  let depth = 0;
  for (const t of clause) {
    if (t.start >= at) break;
    if (t.text === "(") depth++;
    else if (t.text === ")") depth = Math.max(0, depth - 1);
  }
  return depth;
}

/**
 * Whether a hedge reaches an offset: in its part of the clause (or the part it leads into), and not from inside
 * parentheses out of them.
 */
function reaches(clause: readonly Token[], hedge: Hedge): (at: number) => boolean {
  return (at) => {
    const [from, to] = partOf(clause, at);
    const near = hedge.near !== undefined && at >= hedge.near[0] && at < hedge.near[1];
    const inPart = (hedge.start >= from && hedge.start < to) || near;
    // A hedge of the whole clause (`(not enforced)`) reaches out of its parentheses too.
    const wide = hedge.near?.[0] === -Infinity;
    return inPart && (wide || depthAt(clause, hedge.start) <= depthAt(clause, at));
  };
}

/** The part of a clause a statement stands in: between the commas around it. */
function partOf(clause: readonly Token[], at: number): [number, number] {
  const commas = clause.filter((t) => t.text === ",");
  const before = commas.filter((t) => t.end <= at).at(-1);
  const after = commas.find((t) => t.start >= at);
  return [before?.end ?? -1, after?.start ?? Infinity];
}

/**
 * The statements of a clause that no hedge qualifies, and for those it does (a bound said with `or so`, `about`,
 * `typically`, `e.g.` in the same part of the clause) a finding: described, not enforced.
 */
function unhedged(note: string, clause: readonly Token[], hedges: readonly Hedge[], found: NoteStatement[]) {
  const qualifies = (s: { start: number }) => hedges.find((h) => reaches(clause, h)(s.start));
  const kept = found.filter((s) => !HEDGED_CONSTRUCTS.has(s.construct as NoteConstruct) || !qualifies(s));
  const blocked = found.find((s) => !kept.includes(s));
  const first = blocked
    ? { start: blocked.start, end: blocked.end, hedge: qualifies(blocked)! }
    : hedgedQuantity(clause, hedges);
  if (!first) return { kept, hedged: undefined };
  const { hedge } = first;
  const [start, end] = [Math.min(first.start, hedge.start), Math.max(first.end, hedge.end)];
  const expected =
    blocked && LISTED_CONSTRUCTS.has(blocked.construct)
      ? "every value listed (`one of `a`, `b``) where no other is allowed"
      : "a bound stated exactly (`up to 7`, `1-64 characters`) where every value keeps it";
  const message = `"${note.slice(start, end)}" is hedged ("${hedge.words}"): described, not enforced; expected ${expected}`;
  return { kept, hedged: { start, end, message } };
}

/** A bound a negation turns the other way, not read: said, so that a person states it as the phrase book reads it. */
function negatedMiss(note: string, s: NoteStatement): NoteText["nearMiss"] {
  const message = `"${note.slice(s.start, s.end)}" is negated: not read, since the bound it leaves is not stated; expected the bound itself (\`at most 9\`, \`at least 2 items\`, \`1-64 characters\`)`;
  return { start: s.start, end: s.end, message };
}

/** Values refused (`must not be \`admin\``), which the model cannot hold: said, so that a person states those allowed. */
function excludedMiss(note: string, s: NoteStatement): NoteText["nearMiss"] {
  const message = `"${note.slice(s.start, s.end)}" is negated: not read, since it refuses values, which no constraint of the model holds; expected the values allowed (\`one of \`a\`, \`b\`\`)`;
  return { start: s.start, end: s.end, message };
}

/** A bound or a set of characters said as advice (`should be at least 1`), not read: said, so that a person states it as a rule or not. */
function advisedMiss(note: string, s: NoteStatement): NoteText["nearMiss"] {
  const message = `"${note.slice(s.start, s.end)}" is advice ("should"): described, not enforced; expected it stated as a rule (\`at least 1\`, \`must only contain …\`) where every value keeps it`;
  return { start: s.start, end: s.end, message };
}

/**
 * The clause as a near miss when it has a constraint's shape; not where a hedge reaches the shape (`For example, for
 * a maximum tip of 1.45 pass 145`): an example, a habit or advice is description.
 */
function shapeOf(note: string, clause: readonly Token[], hedges: readonly Hedge[]): NoteText["nearMiss"] {
  for (let i = 0; i < clause.length; i++) {
    const hedge = hedges.find((h) => reaches(clause, h)(clause[i]!.start));
    // `Best kept under 64 characters`, `We advise staying under 10`: a bound's shape a hedge of habit or advice
    // reaches, read as nothing, is said; an example (`For example, for a maximum tip of 1.45 pass 145`) is description.
    const shapes = hedge ? [...CONSTRAINT_SHAPES, ...HEDGED_SHAPES] : CONSTRAINT_SHAPES;
    if (!shapes.some((p) => matchAt(p, clause, i))) continue;
    // `Short, e.g. under 64 characters`: the example is a bound itself, right after its marker; said.
    if (hedge && givesExamples(clause, hedge) && !boundExampled(clause, hedge, i)) continue;
    const [start, end] = [Math.min(clause[i]!.start, hedge?.start ?? Infinity), clause.at(-1)!.end];
    if (hedge) {
      const message = `"${note.slice(start, end)}" is hedged ("${hedge.words}"): described, not enforced; expected a bound stated exactly (\`up to 7\`, \`1-64 characters\`) where every value keeps it`;
      return { start, end, message };
    }
    const message = `"${note.slice(start, end)}" has the shape of a constraint, but matches no phrasing of the phrase book`;
    return { start, end, message };
  }
  return undefined;
}

/** Whether what an example marker gives, right after it, is a bound (`e.g. under 64 characters`), at token i. */
function boundExampled(clause: readonly Token[], hedge: Hedge, i: number): boolean {
  const next = clause.findIndex((t) => t.start >= hedge.end && t.text !== "," && t.text !== ":");
  return next === i && matchAt(BOUND_SHAPE, clause, i) !== undefined;
}

/** Whether a hedge gives examples (`e.g.`, `Typical values: …`): read from where it stands in its clause. */
function givesExamples(clause: readonly Token[], hedge: Hedge): boolean {
  const at = clause.findIndex((t) => t.start === hedge.start);
  return EXAMPLE_HEDGES.some((p) => matchAt(p, at >= 0 ? clause : lex(hedge.words), Math.max(at, 0)));
}

/**
 * The one value a discriminator cell or note states (`\`user\``, `always \`user\``, `must be \`user\``, `= \`user\``):
 * the same reading as a field's constant, so that a variant's value and its field's constant agree. A bare word is
 * the value too, said with a finding (`bare`); anything else is none.
 */
export function statedValue(text: string): { value: string; bare: boolean } | undefined {
  // `type: \`solid\``, `\`type\` = \`solid\``: the field named before its value.
  const all = lex(text);
  let after = 1;
  while (all[after]?.text === "=" || (after === 1 && all[after]?.text === ":")) after++;
  if (after > 1 && fieldNameOf(all[0]) !== undefined && all[after]) return statedValue(text.slice(all[after]!.start));
  const tokens = all.filter((t) => t.text !== "=");
  // One code span, perhaps with a remark in parentheses after it (`\`user\` (constant)`).
  const remark = tokens[1]?.text === "(" && tokens.at(-1)?.text === ")";
  if ((tokens.length === 1 || remark) && tokens[0]?.kind === "code" && tokens[0].value !== "")
    return { value: tokens[0].value, bare: false };
  const constant = readNoteText(text).statements.find((s) => s.construct === "const" || s.construct === "const-word");
  if (constant && typeof constant.value === "string" && constant.value !== "")
    return { value: constant.value, bare: false };
  const word = tokens.length === 1 && tokens[0]?.kind === "word" ? tokens[0].text : undefined;
  return word ? { value: word, bare: true } : undefined;
}

const overlaps = (a: { start: number; end: number }, b: { start: number; end: number }) =>
  a.start < b.end && a.end > b.start;
