// The words of a group of fields, read by what each says rather than by whole phrasings (parse/language/group-words.ts):
// that no more than one field is there, that one always is, that exactly one is; and the words that make a sentence
// about fields no rule of every value (a condition, a habit).
import { compile, type Pattern } from "../phrase.ts";

const PRESENT = "(present|set|given|used|specified|provided|passed|sent|filled|included|populated)";

/** The field a condition or a rule is said of: the note's own (`this`, `it`, or none), or one named. */
const SUBJECT = "[(this|it|[the] {field})] [(field|parameter)]";
/** That another field (or the note's own, `If set`) is there, as a condition: `if photo is set`, `when \`a\` is given`. */
const THERE_IF = `(if|when|whenever) ${SUBJECT} [(is|are|has been|have been|was|were|gets|get)] [also] ${PRESENT}`;
/** That a field is used, as a condition: `when using this field`, `if passing photo`. */
const USING_IF = `(if|when|whenever) (using|passing|setting|sending|specifying|giving|providing|including) ${SUBJECT}`;
/** That the other field is not there, as a condition: `if photo is not set`, `when \`a\` is absent`. */
const ABSENT_IF = `(if|when|whenever) ${SUBJECT} (is|are) (not ${PRESENT}|not used|absent|missing|omitted|unset)`;
/** What a field then must not be: there (`must not be set`, `must be omitted`, `is not allowed`). */
const SHUT_OUT = [
  `(must not|must never|cannot|can't|can not|may not|shall not) (be ${PRESENT}|be used|appear)`,
  "(must|shall) be (omitted|absent|unset|left out|left unset|excluded)",
  "[(is|are)] (not allowed|not permitted|forbidden|prohibited|disallowed)",
].join("|");
/** The caller told to leave a field out: `omit this`, `do not pass photo`. */
const LEAVE_OUT =
  "(omit|leave out|(leave|keep) [(this|it)] (unset|out|absent)|(do not|don't|never) (pass|set|send|specify|use|include|provide|give))";

/**
 * A condition a group may be said under: that a field is there (`Must be omitted if photo is set`), or that a field is
 * allowed only where another is not (`Only allowed if photo is not set`). A part with a condition word (`if`, `when`,
 * `unless`) and neither says that one field needs another (`Must not be set if photo is not set`) or stands in for it
 * (`Required unless photo is given`): no count of a group, so no signal of one is read from it.
 */
export const GROUP_CONDITIONS: ReadonlySet<string> = new Set(["if", "when", "whenever", "unless"]);
/** `Only allowed if photo is not set`, `May only be used when photo is absent`: there only where the other is not. */
const ONLY_WHERE_ABSENT = [
  `only [be] [(allowed|permitted|valid|accepted|possible|used|${PRESENT})] ${ABSENT_IF}`,
  `(may|can|must) [be] only [be] (allowed|used|${PRESENT}) ${ABSENT_IF}`,
];
export const CONDITIONS_HELD: readonly Pattern[] = [THERE_IF, USING_IF, ...ONLY_WHERE_ABSENT].map(compile);

/** No more than one of the fields is there (`mutually exclusive`, `not both`, `cannot be used together`). */
export const AT_MOST_ONE_SIGNALS: readonly Pattern[] = [
  // `If photo is set, this must be omitted`, `Must be absent when photo is present`, `Omit photo when text is passed`:
  // one field there, the other shut out (the comma after a leading condition joins its part: group-words.ts).
  `${THERE_IF} [then] ${SUBJECT} (${SHUT_OUT})`,
  `(${SHUT_OUT}) ${THERE_IF}`,
  `${LEAVE_OUT} ${SUBJECT} ${THERE_IF}`,
  `${THERE_IF} [then] ${LEAVE_OUT} ${SUBJECT}`,
  `${USING_IF} [then] ${LEAVE_OUT} ${SUBJECT}`,
  `${USING_IF} [then] ${SUBJECT} (${SHUT_OUT})`,
  // `Not to be used together with photo`, `It is an error to pass both this and photo`, `Specifying photo as well is
  // an error`: the combination refused in other words.
  "not to be (used|set|given|combined|passed|sent|specified) (together|along|alongside|with|in combination)",
  // `Use instead of photo, not in addition to it`: the one in the other's stead, never beside it.
  "not in addition (to|with)",
  "(it is|it's) (an error|not allowed|not permitted|forbidden|invalid|prohibited) to (pass|set|use|specify|give|send|include|provide|combine) both",
  "(specifying|passing|setting|using|giving|sending|providing|including) [the] {field} [(field|parameter)] (as well|too|also|in addition) (is|are) (an error|not allowed|invalid|forbidden|rejected|not permitted|prohibited)",
  ...ONLY_WHERE_ABSENT,
  // `only one of a and b`, `only one is present`, `only one at a time`; never `only one public photo` (one thing).
  "(at most|no more than|not more than|only|just) one (of|is|are|may|can|must|should|will|at|field|parameter|option|$)",
  "(not|never) both",
  "not the two [together]",
  "[mutually] exclusive",
  "(conflicts|conflict|conflicting) with",
  "(incompatible|not compatible) with",
  "(cannot|can't|can not|must not|may not|should not|shall not) (both|be combined|be used together|be set together|appear together|be given together|coexist|be used along|be used with|be used alongside|be set along|be set alongside|be combined with|be used in combination)",
  "(cannot|can't|can not|must not|may not|shall not) be (used|set|given|specified|passed|present|sent) (together|along|alongside|with|if|when|in combination)",
  "(never|not) (together|at the same time|simultaneously|at once)",
  // `Don't combine with photo`, `Excludes \`photo\``: the combination refused, or the other field shut out (named in code
  // or with an underscore: `Excludes bots` says what a count leaves out).
  "(do not|don't|never|must not|cannot|can't) combine [(it|this)] with",
  "(excludes|precludes|exclude|preclude) [the] [(field|parameter)] {snake}",
  // `Do not pass both a and b`, `You can't use a together with b`: the two refused together.
  "(do not|don't|never|must not|cannot|can't|can not|may not) (pass|set|use|specify|give|send|include|provide|combine) both",
  "(do not|don't|never|must not|cannot|can't|can not|may not) (pass|set|use|specify|give|send|include|provide) {...what} (together|along|alongside|in combination) with",
  // `Specifying both a and b is an error`, `Setting both … is not allowed`.
  "(specifying|passing|setting|using|giving|sending|providing|including) both {...what} (is|are) (an error|not allowed|invalid|forbidden|rejected|not permitted|prohibited)",
].map(compile);

/** At least one of the fields is there (`one of them is always present`, `at least one`, `never neither`). */
export const AT_LEAST_ONE_SIGNALS: readonly Pattern[] = [
  "at least one",
  "one (of them|of the two|of these|of those) (is|must be|will be) always",
  "one (of them|of the two|of these|of those) is (required|mandatory|needed)",
  "(one always is|always one|one is always|one must always be|one is required|one is mandatory)",
  "(never|not) neither",
  // `This or photo (or both) must be set`: one of them, or the two.
  `or both (is|are|must be|will be|has to be|have to be) [always] (${PRESENT}|required|mandatory|needed)`,
  // Lists read by the {fields} slot, once from where they start: linear in the part, however long the list.
  `one of [the] [fields] {fields} (is|are|must be|will be|has to be) [always] (${PRESENT}|required|mandatory|needed)`,
  // `Either this or photo must be set`: the note's own field, and the ones it names.
  `one of (this|it|this one|this field|this parameter) (or|and) [the] [fields] {fields} (is|are|must be|will be|has to be) [always] (${PRESENT}|required|mandatory|needed)`,
  `(must|should|has to|have to|need to|needs to) [be] (specify|set|give|provide|pass|use|include|${PRESENT}) (either|one of)`,
  `(specify|set|give|provide|pass|use|include|send) (either|one of)`,
  // `text or photo must be given`, `a, b or c is required`: names joined by `or`, one of which is there.
  `^ {field:first} [(, {fields:more})] [,] or {fields:last} (is|are|will be|must be|has to be) [always] (${PRESENT}|required|mandatory|needed)`,
].map(compile);

/**
 * Words that say outright that more than one may be there (`at least one`, `one or more`, `never neither`): where a
 * group of at least one is said without them (`One of a or b must be set`, `Either a or b is required`), whether two
 * may be there is not said, and the reading is said.
 */
export const AT_LEAST_ONE_SAID: readonly Pattern[] = [
  "(at least one|one or more)",
  "(never|not) neither",
  "one (of them|of the two|of these|of those) (is|must be|will be) always",
  "(one always is|always one|one is always|one must always be)",
  "or both",
].map(compile);

/**
 * Words that say at least one of the fields is there only beside words that say no more than one is (`Has text or
 * photo, not both`): alone (`Contains text`, `upgrade_star_count must be passed`) they say what one field is.
 */
export const AT_LEAST_ONE_COMPANIONS: readonly Pattern[] = [
  `(contains|contain|carries|carry|has|have|holds|hold|gets|get|includes|include) (either|one of)`,
  `(is|are) ${PRESENT} , (but|and) (not|never) both`,
  // `Contains a or b`, `…: one of them, never both`: what the object has, one of the two.
  "^ (contains|contain|carries|carry|has|have|holds|hold|includes|include|gets|get) [either] {fields}",
  "^ [(exactly|always)] one of (them|the two|these|those) $",
  // `Either text or photo, not both`: the names after `either`, and a part that says not both.
  "^ [(use|pass|set|give|send)] either {fields} $",
  // `a or b is present`: one of them is.
  `^ {fields} (is|are|will be|must be|has to be) [always] (${PRESENT}|required|mandatory|needed)`,
].map(compile);

/**
 * Words one of which a sentence that says no more than one (or exactly one) is there holds: where none is, no signal
 * is looked for (a long list of values costs one pass).
 */
export const GROUP_TRIGGERS: ReadonlySet<string> = new Set(
  "one both exclusive exclusively combine excludes precludes exclude preclude conflicts conflict conflicting incompatible compatible together xor simultaneously once coexist combined combination not never cannot can't either neither least must required mandatory omit only leave error".split(
    " ",
  ),
);

/** Exactly one of the fields is there (`exactly one`, `precisely one`, `one and only one`, `xor`). */
export const EXACTLY_ONE_SIGNALS: readonly Pattern[] = [
  "(exactly|precisely|strictly) one",
  // `Either a or b is present`, `Either this or photo must be set`: `either` says one of the two, the other not (as
  // the sentences' phrase book reads it).
  `either [the] [fields] {fields} (is|are|must be|will be|has to be) [always] (${PRESENT}|required|mandatory|needed)`,
  `either (this|it|this one|this field|this parameter) (or|and) [the] [fields] {fields} (is|are|must be|will be|has to be) [always] (${PRESENT}|required|mandatory|needed)`,
  "one [,] and only one",
  "one \\( and only one \\)",
  "(xor|exclusive or)",
].map(compile);

/**
 * The words a sentence about a group of fields is made of besides the fields' names: whatever else it holds (`If the
 * chat is private, …`, `… are usually …`) makes it something else than a group (a condition, a habit, a description).
 */
export const GROUP_WORDS: ReadonlySet<string> = new Set(
  `a an the this these those them they it its their each every other of fields field parameters parameter params
  options option values value properties property keys key members member is are be been being must may might can could
  should will shall would has have had having to do does one two both either or nor neither and but not never always
  only just exactly precisely strictly at most least more than no mutually exclusive exclusively exclusion with without
  together along alongside combined combination combine in same time once simultaneously present set given used
  specified provided passed sent filled included populated required mandatory needed absent missing omitted unset
  cannot can't conflicts conflict conflicting incompatible compatible coexist appear use specify give provide pass
  include send contains contain carries carry holds hold gets get you caller client if when vice versa iff xor per
  there then also any time allowed permitted supported accepted valid don't excludes precludes exclude preclude note
  important specifying passing setting using giving sending providing including error invalid forbidden rejected
  prohibited whenever unless left out omit possible disallowed excluded leave keep as well too addition it's
  alternative alternatively instead`.split(/\s+/),
);
