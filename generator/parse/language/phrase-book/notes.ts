// Notes on a field or parameter: ranges, lengths, list lengths, defaults, constants, enums, widths, character
// sets, and statements read but never constraints; the words that scope or condition them; near-miss triggers.
import { compile, type Pattern } from "../phrase.ts";
import { book } from "./book.ts";

const MORE = "(more|greater|higher|larger|bigger|longer)";
const LESS = "(less|fewer|lower|smaller|shorter)";
const NOT = "(not|n't|cannot|can't|mustn't|shouldn't|doesn't|won't)";
/** A negation before a bound (`must not be`, `cannot`, `never`): the bound is the other side of it. */
const NEG = `([(must|should|shall|can|may|will|does|do|is|are)] ${NOT}|never)`;
/** What a list holds, after a negation (`must not contain more than 5 items`). */
const HOLDS = "(have|has|contain|contains|hold|holds|include|includes|list|lists)";
const EXCEED = `([(must|should|may|can|will|does|do)] ${NOT} exceed|[(must|should|may|can|will)] not be ${MORE} than)`;
const AT_MOST = `(up to|at most|(no|not) ${MORE} than|not exceeding|not to exceed|(limited|capped|restricted) to|capped at|maximum [(of|:|=)]|max [(.|:|=|of)]|${LESS} than or equal to|≤|< =|${EXCEED})`;
const AT_LEAST = `(at least|minimum [(of|:|=)]|min [(.|:|=|of)]|(no|not) ${LESS} than|${MORE} than or equal to|≥|> =)`;
const BOUND = `(${AT_MOST}|${AT_LEAST}|${MORE} than|${LESS} than|under|over|within|exactly|about|around|approximately)`;
const TO = "(- |to|through|. .|…)";
const TIME =
  "(second|seconds|minute|minutes|hour|hours|day|days|week|weeks|month|months|year|years|ms|millisecond|milliseconds)";
const SIZE = "(kb|mb|gb|kib|mib|gib|kilobytes|megabytes|gigabytes|px|pixels)";
/** Words after a quantity of time that make it a moment relative to now, not a bound of the value. */
const RELATIVE = "(in the future|in the past|from now|ago|before|after|earlier|later|since|old)";
/** The value left out (`if omitted`, `when not set`): what a default is the value of. */
const UNSET_WORDS =
  "(omitted|unspecified|absent|unset|missing|not specified|not set|not given|not provided|not passed|not supplied|left out|left unset|left blank|left empty|(none|nothing|no value) [(is|was)] (given|passed|specified|provided|supplied))";
/** With a value that means the same (`If zero or omitted`, `If omitted or 0`): left out all the same. */
const UNSET = `([(zero|0|empty) or] ${UNSET_WORDS} [or (zero|0|empty)])`;
/** A condition of the value's absence (`If omitted`, `When not given`, `Without it`, `In its absence`). */
/** Who passes the value (`if you omit it`, `when the bot leaves it out`), and the value named (`it`, `this parameter`). */
const CALLER = "(you|the bot|the caller|the client)";
const IT = "(it|this|the value|this field|this parameter|the field|the parameter)";
const IF_UNSET = `((if|when) ${UNSET}|without it|in its absence|in the absence of (it|one|a value))`;
/** Values a statement speaks of (`Values above 100 are rejected`), and what is said of them. */
const VALUES = "(values|numbers|a value|any value|anything)";
const REFUSED_WORDS = "(rejected|refused|invalid|not allowed|not accepted|not permitted|not valid)";
/**
 * What is said of values refused (`are rejected`), or of what they bring about (`is an error`, `cause an error`,
 * `will fail`): refused all the same.
 */
const REFUSED = `((is|are|will be) (${REFUSED_WORDS.slice(1, -1)}|an error|errors|illegal|forbidden|disallowed|prohibited)|[(will|would)] (fail|fails)|(cause|causes|result in|results in|lead to|leads to|produce|produces|raise|raises|trigger|triggers|return|returns|throw|throws) [(an|a)] [(validation|request)] (error|errors|failure))`;
/**
 * A refusal said before what it refuses (`Rejected if`, `The request fails when it is`, `An error is returned if its
 * length is`), the value its subject.
 */
const REFUSED_IF = `^ [(it|this|the value|this value|the request|the call)] ([(is|will be)] ${REFUSED_WORDS}|[(will|would)] (fail|fails)|[(an|a)] [(validation|request)] error (is|will be) (returned|raised|thrown)) (if|when|whenever) [(it|the value|its length|the length)] [(is|goes|gets)]`;
/** The values beyond a bound as the subject of what is said of them (`Values above 100`, `Any value over 5`). */
const BEYOND_VALUES = "[(any|all|a)] (values|value|numbers|number|amounts|amount|counts|count|ones)";
const ALLOWED = "(allowed|accepted|acceptable|permitted|possible|supported|valid)";
/** A value marked the default (`\`a\` (default)`, `\`b\` (the default)`), inside a list of values or alone. */
const DEFAULT_MARK = "{value} \\( [(the|is the|is)] default [value] \\)";
/** A value's own presence or absence: a condition on it is no condition, since a value is checked only when present. */
const OWN =
  "[(it|this field|this parameter|the field|the parameter|this value|the value|one) (is|are)] [not] (specified|present|set|given|provided|passed|used|sent|omitted|absent|unspecified|missing|applicable|available|any|left out|left unset)";

/**
 * Constructs of a note on a field or parameter, in order of precedence at one position. Each says what a value may
 * be, or (`info`, `advice`, `default-prose`, `scoped`) is read and deliberately yields no constraint.
 */
export type NoteConstruct =
  | "bits"
  | "unsigned-bits"
  // `May exceed 32 bits`, `a 64-bit integer`: wider than the 32 bits an Integer has by convention.
  | "wide"
  | "info"
  | "advice"
  | "advice-bound"
  | "excluded"
  | "length"
  | "length-max"
  | "length-min"
  | "length-below"
  | "length-above"
  | "length-non-empty"
  | "list-length"
  | "list-max-each"
  | "list-max-per"
  | "list-max"
  | "list-min"
  | "range"
  | "range-below"
  | "range-above"
  | "range-open"
  | "range-except"
  | "max"
  | "min"
  | "below"
  | "above"
  | "positive"
  | "non-negative"
  | "non-empty"
  | "non-zero"
  | "null"
  | "code-points"
  | "multiple"
  | "unique"
  | "default"
  | "default-prose"
  | "default-marked"
  | "const"
  | "enum"
  | "enum-numbers"
  | "range-or"
  | "scoped"
  | "charset"
  | "pattern"
  | "const-word"
  | "unit"
  // A group this field belongs to with the fields the note names (`mutually exclusive with photo`): read by
  // parse/language/group-words.ts, not by a phrasing of this book.
  | "group";

export const NOTE_PHRASES = book<NoteConstruct>([
  // `up to two decimal places`: how precise a number is written, no bound of its value.
  ["info", `(${AT_MOST}|${AT_LEAST}|exactly) {num} (decimal|significant|fractional) (places|place|digits|digit)`],
  // `a multiple of 5`, `divisible by 10`, `even numbers only`: a step no bound of the model holds; said.
  ["multiple", "(multiple|multiples) of {num}"],
  ["multiple", "divisible by {num}"],
  // `Items must be unique`, `No duplicates`, `distinct values`: items that differ, which no constraint holds; said.
  [
    "unique",
    "(items|elements|values|entries|ids|identifiers|members) (must be|are|should be|have to be) (unique|distinct)",
  ],
  ["unique", "(no|without) (duplicates|duplicate (items|values|elements|entries))"],
  ["unique", "(must|should|may) not (contain|have|include) (duplicates|duplicate (items|values|elements|entries))"],
  ["unique", "(duplicates|duplicate (items|values|elements|entries)) (are|is) not (allowed|permitted|accepted)"],
  [
    "unique",
    "^ [(a|an)] [(list|array|set)] [of] (unique|distinct) [{word}] (items|elements|values|entries|ids) [only] $",
  ],
  ["multiple", "^ [(must be|is|are)] (even|odd) [(numbers|number|values|value)] [only] $"],
  // `Takes up to 5 seconds to apply`, `The server waits up to 50 seconds`: how long something takes, no bound of the
  // value; `retries at most 3 times`: how often something is done.
  [
    "info",
    `(takes|take|took|lasts|last|waits|wait|needs|need|requires|require|keeps|keep) [(about|around)] (${AT_MOST}|${AT_LEAST}) {num} ${TIME}`,
  ],
  ["info", `(${AT_MOST}|${AT_LEAST}|exactly) {num} times`],
  // `up to 50% of the price`, `10% more than the base`: a share of another value, no bound of this one.
  ["info", `[(${BOUND}|between|from)] {num} [%] [(${TO}|and) {num}] % (of|than|more|less|above|below|higher|lower)`],
  // `Same as offset, but at least 5 lower`, `at most 64 characters longer than the title`: a difference from another
  // value, no bound of this one.
  [
    "info",
    `(${AT_LEAST}|${AT_MOST}|exactly) {num} [{unit}] (lower|higher|less|more|smaller|larger|greater|fewer|longer|shorter|earlier|later) [{noun}] (than|$)`,
  ],
  // `up to 64 code points`: a length in a unit no type of the model holds (a code point may be two UTF-16 code
  // units), before a range or a bound reads its numbers.
  [
    "code-points",
    "[(up to|at most|at least|between|from|max|maximum|min|minimum|no more than|no fewer than)] [{num} (-|–|to|and)] {num} [(unicode|utf-32)] code (points|point)",
  ],
  // `up to 32 Unicode characters`: characters as Unicode counts them, code points.
  [
    "code-points",
    "[(up to|at most|at least|between|from|max|maximum|min|minimum|no more than|no fewer than)] [{num} (-|–|to|and)] {num} (unicode|utf-32) (characters|chars|character)",
  ],
  // Representation: what a value may need to be stored in, and what is safe for storing it, never a bound of it.
  // … and what it says of the width: more than 32 bits is wider than an Integer by convention (`wide`).
  ["wide", `(may|can|might) (have|be|exceed) [${MORE} than] {num:bits} [significant] bits`],
  ["wide", `(may|can|might) (be|get|become) ${MORE} than {num:above}`],
  ["wide", `${MORE} than {num:bits} [significant] bits`],
  ["wide", "(does not|doesn't|may not|might not|cannot) fit (in|into) [(a|an)] [signed] {num:bits} - bit"],
  ["wide", "(does not|doesn't|may not|might not|cannot) fit (in|into) {num:bits} bits"],
  ["wide", "^ (int64|uint64|long) $"],
  ["info", "[(a|an)] double - precision [(float|floating)] [(point|type|types)]"],
  // `Unsigned 32-bit integer`: from 0 to 2^32 - 1, never the signed width (which refuses half of its values).
  ["unsigned-bits", "unsigned {num:bits} - bit [(integer|number|value)]"],
  ["unsigned-bits", "{num:bits} - bit unsigned [(integer|number|value)]"],
  ["wide", "[(a|an)] [(signed|unsigned)] (64|128) - bit (integer|integers|number|numbers|type|types|value|values)"],
  [
    "bits",
    `[(up to|at most|under|within|fits in|fit in|fits|(no|not) ${MORE} than|${LESS} than)] {num:bits} [significant] bits`,
  ],
  ["bits", "[signed] {num:bits} - bit [(signed|integer|number|value)]"],
  // Examples, rates, moments relative to now, what a special value means: description.
  // An example (`e.g. \`@channel\``, `for example 5`) yields nothing of itself; one with a bound's shape (`e.g. 1-100`)
  // is read, and the hedge (CLAUSE_HEDGES) keeps it from being enforced, and says so.
  // `i.e.` restates what comes before it: what it says is read as any words are (`The period, i.e. 60-86400 seconds`).
  ["info", "i . e . [,]"],
  ["info", `[${BOUND}] {num} [and ${BOUND} {num}] ${TIME} [{paren}] ${RELATIVE}`],
  // `300 to 2678400 seconds (30 days) in the future`, `between 1 and 5 minutes ago`: a moment, not the value's range.
  ["info", `[(between|from)] {num} [${TIME}] (${TO}|and) {num} ${TIME} [{paren}] ${RELATIVE}`],
  // `voice notes longer than 60 seconds are cut`, `texts over 4096 characters are split`: what is done to the things
  // beyond a bound, never a bound of the value (what is refused is: `Values above 100 are rejected`); `Values greater
  // than 100 are clamped to 100`: they are accepted.
  [
    "info",
    `(${MORE}|${LESS}|older|newer|over|under|above|below) [than] {num} [(${TIME}|${SIZE}|{unit}|{noun})] (is|are|will be|get|gets) [(silently|automatically)] (cut|truncated|split|ignored|dropped|shortened|trimmed|discarded|removed|deleted|compressed|resized|rounded|scaled|cropped|clamped|capped|limited|reduced|lowered|raised|coerced|adjusted|normalized|normalised|replaced|converted|treated|reset)`,
  ],
  ["info", `[${BOUND}] {num} {noun} [{noun}] (per|a|each|every) ${TIME}`],
  ["info", `[${BOUND}] {num} (per|a|each|every) ${TIME}`],
  // `at least 1 star per 100 messages`: a rate of two counts, not a bound of the value.
  ["info", `[${BOUND}] {num} [{noun}] (per|for every) {num} {noun}`],
  ["info", "{value} (means|stands for|indicates|disables|removes|resets) {...what} (,|;|$)"],
  // `The currency must be set to \`XTR\` if …`: what another value must be.
  ["info", "^ the {other} [{word}] (must|should|has to) be (set to|equal to|equal|in) {rest}"],
  // `60 seconds max`, `5 seconds minimum`: a value counted in a unit of time, its bound's word after it.
  ["max", `{num:max} ${TIME} (max|maximum|at most|or less)`],
  ["min", `{num:min} ${TIME} (min|minimum|at least|or more)`],
  // `valid for at least 1 hour`, `within 5 seconds`: a time something lasts or takes, not the value; `at most 60
  // seconds` is a bound of a value counted in seconds, as `1-60 seconds` is.
  ["info", `(valid [for] [at least]|for|within|after|by|in) [(${AT_MOST}|${AT_LEAST}|under|over)] {num} ${TIME}`],
  ["info", `{num} ${TIME}`],
  ["info", `[${BOUND}] {num} ${SIZE}`],
  ["info", `[(up to|at most|under|over|at least|within|for|after)] (a|an|one|a few|several) ${TIME}`],
  ["info", "one of (a|the) (fixed|limited|predefined|given|known|closed) (set|list)"],
  ["info", "[(a|an|the)] (iso|ietf|rfc|bcp) {num} [- {num}]"],
  // `maxLength 64, in bytes`, `max 64 (bytes)`, `counted in UTF-16 code units`: the unit of the note's lengths said
  // apart from their numbers; of a value that is no text (`Size (bytes)`), description.
  ["unit", "^ [(all|both|each|lengths|length|sizes|size)] [(are|is)] (in|measured in|counted in) {unit} $"],
  ["unit", ", [(all|both|each|lengths|length|sizes|size)] [(are|is)] (in|measured in|counted in) {unit} (,|$)"],
  ["unit", "\\( [(in|measured in|counted in)] {unit} \\)"],
  ["unit", "(measured|counted|expressed|given) in {unit}"],
  ["info", "(utf-8|utf-16) [(code units|units|text|encoded|encoding|bytes)]"],
  ["info", "{num} - based"],
  ["info", "(alpha-2|alpha-3|numeric-3)"],
  ["info", "(radius|version|item|document|step|section|layer) {num}"],
  // `added in 9.2`, `since 9.1`, `in version 9.2`: when, never `in 1-60` (a range).
  ["info", "(added|introduced|new|changed|removed) (in|since) [version] {num}"],
  ["info", "(since [version]|in version) {num}"],
  ["info", "per {num}"],
  // `Only the first 3 octets are logged`: a part of something named by its place, not a bound of the value.
  ["info", "[only] (the|its) (first|last|next|previous|top) {num} ({unit}|{noun})"],
  // `Before 9.0 the maximum was 40`: what a bound used to be, history.
  ["info", "[the] (maximum|minimum|max|min|limit|default) (was|used to be|had been) {num}"],
  // A requirement with a condition (`Required if inline_message_id is not specified`): which calls need the value,
  // told by the spec, read as description (the table's requiredness stands).
  ["info", "(required|mandatory|needed) (if|when|unless|only if|for|in) {...condition} (,|;|$)"],
  ["info", "{value} means {...what} (,|;|$)"],
  // `Base64 of at most 48 bytes of data`, `SHA-256 hash of the token`: the value is made from another thing, and what
  // is said after is said of that thing.
  [
    "info",
    "(base64|base64url|base - 64|hex|hexadecimal|hash|digest|signature|checksum|encoding|sha-256|sha256|sha-1|sha1|md5) (of|for) {...what} (,|;|$)",
  ],
  ["advice", "should [not] be (positive|non-negative)"],
  // `Should be at least 1`: advice with a number, which a writer may mean as a bound; not read, and said.
  ["advice-bound", "should [not] be (greater than|at least) {num}"],
  // `Should only contain letters`: advice on the characters, which a writer may mean as a rule; said.
  ["advice-bound", "should only (contain|consist of|include|use|have) {rest}"],
  // `Must not be \`admin\``, `Cannot be \`a\` or \`b\``: values refused, which no constraint of the model holds.
  [
    "excluded",
    "(must not|mustn't|cannot|can't|may not|should not|shall not|is never|are never) [(be|equal|contain)] [(one of|either)] {values}",
  ],
  ["excluded", "{values} (is|are) not (allowed|accepted|permitted|supported|valid)"],
  // `Currently, only \`HTML\` is supported`: the one value, as an enum of one.
  ["enum", "only {values} (is|are) (supported|allowed|accepted|valid|permitted)"],
  // Negated bounds, read as the bound they leave (`must not be longer than 64 characters`: at most 64), before the
  // phrasings that start later in the clause would read the rest the other way round.
  // `Cannot be less than 1 or greater than 100`: the negation holds for both sides.
  ["range", `${NEG} be (${LESS} than|below|under) {num:min} (or|nor) [be] (${MORE} than|above|over) {num:max}`],
  ["range", `${NEG} be (${MORE} than|above|over) {num:max} (or|nor) [be] (${LESS} than|below|under) {num:min}`],
  ["length-max", `${NEG} [be] ${MORE} than {num:max} {unit}`],
  ["length-min", `${NEG} [be] ${LESS} than {num:min} {unit}`],
  ["list-max", `${NEG} ${HOLDS} ${MORE} than {num:max} {noun} [{noun}]`],
  ["list-min", `${NEG} ${HOLDS} ${LESS} than {num:min} {noun} [{noun}]`],
  // `not more than 100 elements`: a count of the list's items, as `at most 100 elements` is (`… each`, `… per row`: of
  // each item's list, as `at most 4 sizes each` is).
  [
    "list-max-each",
    `${NEG} [be] (${MORE} than|above|over) {num:max} {noun} [{noun}] (each|apiece|per (row|list|item|entry))`,
  ],
  [
    "list-max-per",
    `${NEG} [be] (${MORE} than|above|over) {num:max} {noun} [{noun}] (per|for each|for every|in each|in every) {noun}`,
  ],
  ["list-max", `${NEG} [be] (${MORE} than|above|over) {num:max} {noun} [{noun}]`],
  ["list-min", `${NEG} [be] (${LESS} than|below|under) {num:min} {noun} [{noun}]`],
  // `Must not be zero or negative`, `Zero and negative values are not allowed`: positive.
  ["positive", `${NEG} be ((zero|0) or negative|negative or (zero|0))`],
  [
    "positive",
    `((zero|0) (and|or) negative|negative (values|numbers) (and|or) (zero|0)) [(values|numbers)] ${REFUSED}`,
  ],
  ["non-negative", `negative (values|numbers) ${REFUSED}`],
  ["max", `${NEG} [be] (${MORE} than|above|over) {num:max}`],
  ["min", `${NEG} [be] (${LESS} than|below|under) {num:min}`],
  ["non-negative", `${NEG} be negative`],
  ["length", `{num:min} ${TO} {num:max} {unit}`],
  ["length", "(from|between) {num:min} (to|and) {num:max} {unit}"],
  ["length", "from {num:min} (up to|through|until) {num:max} {unit}"],
  ["length", "[from] {num:min} up to and including {num:max} {unit}"],
  ["length-max", "up to and including {num:max} {unit}"],
  ["length", "exactly {num:n} {unit}"],
  // `6 characters long`, `Must be 6 characters long`: one length, the whole of its part of the clause.
  ["length", "^ [(must be|is|are|always|should be|must always be|is always)] [exactly] {num:n} {unit} long (&,|&;|$)"],
  // `Length of 6`, `Has a length of exactly 6`, `A fixed length of 6 characters`, `Its length must be 6`.
  [
    "length",
    "^ [(has|have|with)] [(a|an|the|its)] [fixed] length [(must be|is|should be|of|:)] [exactly] {num:n} [{unit}] (&,|&;|$)",
  ],
  ["length-max", `${AT_MOST} {num:max} {unit}`],
  ["length-max", `{num:max} {unit} [long] (max|maximum|max .|at most|or ${LESS}|or shorter)`],
  // `a 64-character limit`, `a 64 char limit`: the limit named by its length.
  ["length-max", "[(a|an|the)] {num:max} [-] {unit} (limit|maximum|max|cap)"],
  // `Limit: 64 characters`: a label of the limit, then its length.
  ["length-max", "^ (limit|cap) [(:|is|of)] {num:max} {unit}"],
  ["length-max", `[(must|should|shall|can|will)] [be] (no|not) ${MORE} than {num:max} {unit}`],
  ["length-min", `${AT_LEAST} {num:min} {unit}`],
  // `1 character minimum`, `10 characters or more`: the bound after its length.
  ["length-min", "{num:min} {unit} [long] (min|minimum|min .|at least|or more|or longer)"],
  // `Character limit: 64`, `the character cap is 64`: the limit named by its unit.
  ["length-max", "[the] {unit} (limit|maximum|max|cap) [(is|of|:)] {num:max}"],
  // `3+ characters`: at least that many.
  ["length-min", "{num:min} + {unit}"],
  // `1 or more characters`: the bound's words between the number and its unit.
  ["length-min", "{num:min} (or more|or longer|and up|and above) {unit}"],
  // `shorter than 65 characters`: a strict bound of a length, never of the value.
  ["length-below", `${LESS} than {num:max} {unit}`],
  ["length-above", `${MORE} than {num:min} {unit}`],
  ["length-below", "^ [(must be|is|are|always)] (under|below) {num:max} {unit} [long] $"],
  ["length-above", "^ [(must be|is|are|always)] (over|above) {num:min} {unit} [long] $"],
  // `Maximum length: 64 characters`, `Length must not exceed 64`: the word `length` makes it one, with or without a unit.
  ["length-max", `[the] (maximum|max [.]) length [(is|of)] [:] {num:max} [{unit}]`],
  ["length-max", `[the] length [(must|should|shall|can|may)] (is at most|${EXCEED}|be at most) {num:max} [{unit}]`],
  ["length-min", `[the] (minimum|min) length [(is|of)] [:] {num:min} [{unit}]`],
  // `maxLength: 64`, `min_length = 1`: the names of JSON Schema and of code for a length.
  ["length-max", "(maxlength|max_length) [(:|=)] {num:max} [{unit}]"],
  ["length-min", "(minlength|min_length) [(:|=)] {num:min} [{unit}]"],
  // `length ≤ 64`, `length >= 1`: the word and a sign.
  ["length-max", "[the] length (≤|< =) {num:max} [{unit}]"],
  ["length-min", "[the] length (≥|> =) {num:min} [{unit}]"],
  ["length-below", "[the] length < {num:max} [{unit}]"],
  ["length-above", "[the] length > {num:min} [{unit}]"],
  // `Length 1-64`, `Length between 1 and 64`: the word `length` makes it one, with or without a unit.
  // `Must have a length of 1-64`, `lengths 1-64`: the same, the length had or said in the plural.
  ["length", `[the] (length|lengths) [(is|must be|:|of)] (between|from) {num:min} (to|and) {num:max} [{unit}]`],
  ["length", `[the] (length|lengths) [(is|must be|:|of)] {num:min} ${TO} {num:max} [{unit}]`],
  ["length-max", `[the] (length|lengths) of ${AT_MOST} {num:max} [{unit}]`],
  ["length-min", `[the] (length|lengths) of ${AT_LEAST} {num:min} [{unit}]`],
  // `Character count 1-64`, `Number of characters: 1-64`: the length named by what it counts.
  ["length", `(character count|char count|number of characters) [(is|must be|:)] {num:min} ${TO} {num:max}`],
  ["length-max", "(character count|char count|number of characters) [(is|must be|:)] (at most|up to) {num:max}"],
  // `Maximum size: 64 characters`, `Size limit: 64 bytes`: a size with its unit is a length.
  ["length-max", "[the] (maximum|max [.]) size [(is|of|:)] {num:max} {unit}"],
  ["length-max", "[the] (size|length) limit [(is|of|:)] {num:max} {unit}"],
  // `length in bytes: 1-64`, `maximum length in characters: 64`: the unit said before the numbers.
  ["length", `[the] length (in|as) {unit} [(is|must be|:)] {num:min} ${TO} {num:max}`],
  ["length", "[the] length (in|as) {unit} [(is|must be|:)] (between|from) {num:min} (to|and) {num:max}"],
  ["length-max", "[the] (maximum|max [.]) length (in|as) {unit} [(is|:)] [:] {num:max}"],
  ["length-min", "[the] (minimum|min [.]) length (in|as) {unit} [(is|:)] [:] {num:min}"],
  // `Array length between 1 and 10`, `list length: 1–10`, `maxItems: 10`: the length of the list, never of its items.
  ["list-length", `[the] (array|list) (length|size) [(is|must be|:)] (between|from) {num:min} (and|to) {num:max}`],
  ["list-length", `[the] (array|list) (length|size) [(is|must be|:)] {num:min} ${TO} {num:max}`],
  ["list-max", `[the] (array|list) (length|size) [(is|must be)] (${AT_MOST}|:) {num:max}`],
  // `count: 1–100`, `Number of items: 1-100`: how many items, labelled (of a number, its range).
  [
    "list-length",
    `^ [the] (count|item count|number of (items|elements|entries|values)) [(:|is|=|of)] [(between|from)] {num:min} (${TO}|and) {num:max}`,
  ],
  ["list-min", `[the] (array|list) (length|size) [(is|must be)] ${AT_LEAST} {num:min}`],
  ["list-max", "(maxitems|max_items) [(:|=)] {num:max}"],
  ["list-min", "(minitems|min_items) [(:|=)] {num:min}"],
  // `Max items: 10`, `Minimum entries = 1`: the count labelled by what it counts.
  ["list-max", "^ (max|max .|maximum) (items|elements|entries|values) [(:|=)] {num:max}"],
  ["list-min", "^ (min|min .|minimum) (items|elements|entries|values) [(:|=)] {num:min}"],
  ["list-length", `[(a|the)] [json-serialized] (list|array) of {num:min} ${TO} {num:max} {noun}`],
  ["list-length", `{num:min} ${TO} {num:max} {noun} [{noun}]`],
  // `exactly 2 items`: as many as that, no more and no fewer.
  ["list-length", "[(must|should)] [(have|contain|hold|be)] exactly {num:n} {noun} [{noun}] $"],
  // `a list of between 1 and 100 identifiers`, `from 2 to 10 options`: a count of things, never the things' values.
  ["list-length", "[(a|the)] [json-serialized] (list|array) of (between|from) {num:min} (and|to) {num:max} {noun}"],
  ["list-length", "(between|from) {num:min} (and|to) {num:max} {noun} [{noun}]"],
  // `at least 2 and at most 10 options`: both bounds of one count, its noun after the second.
  ["list-length", `${AT_LEAST} {num:min} [,] and ${AT_MOST} {num:max} {noun} [{noun}]`],
  ["list-length", `${AT_MOST} {num:max} [,] and ${AT_LEAST} {num:min} {noun} [{noun}]`],
  // `1-100 of them`, `between 1 and 100 of them`: how many there are.
  ["list-length", `[(between|from)] {num:min} (${TO}|and) {num:max} of them`],
  ["list-max", `${AT_MOST} {num:max} of them`],
  ["list-min", `${AT_LEAST} {num:min} of them`],
  ["list-length", "{num:min} or {num:max} {noun} [{noun}]"],
  ["list-max-each", `${AT_MOST} {num:max} {noun} [{noun}] (each|apiece|per (row|list|item|entry))`],
  // `each with up to 4 sizes`: the count of each item's list, said before it.
  ["list-max-each", `(each|every one) (with|having|holding|of) ${AT_MOST} {num:max} {noun} [{noun}]`],
  // `at most 4 sizes per photo`: of each item's list where the items are lists, else of the list itself.
  ["list-max-per", `${AT_MOST} {num:max} {noun} [{noun}] (per|for each|for every|in each|in every) {noun}`],
  ["list-max", `[(a|the)] [json-serialized] (list|array) of ${AT_MOST} {num:max} {noun}`],
  ["list-max", `${AT_MOST} {num:max} {noun} [{noun}]`],
  ["list-min", `${AT_LEAST} {num:min} {noun} [{noun}]`],
  ["list-max", "[the] (maximum|max) number of {noun} [(is|:)] [:] {num:max}"],
  ["list-min", "[the] (minimum|min) number of {noun} [(is|:)] [:] {num:min}"],
  // `10 items max`, `2 options minimum`, `5 tags or fewer`: the bound's word after the count.
  ["list-max", `{num:max} {noun} (max|maximum|at most|or ${LESS}|or fewer)`],
  ["list-min", "{num:min} {noun} (min|minimum|at least|or more)"],
  // A range, or one value beside it (`between 60 and 86400, or 0x7FFFFFFF for …`): the hull of the two cases.
  ["range-or", "(from|between) {num:min} (to|and) {num:max} [,] or {num:alt}"],
  ["range-or", `{num:min} ${TO} {num:max} [,] or {num:alt}`],
  // `0 to 1, exclusive of 1`: an end said to be out of the range (before `exclusive of` something else).
  ["range-except", `[(from|between)] {num:min} (${TO}|and) {num:max} [,] exclusive of {num:x}`],
  // `1-10 exclusive of fees`: what the number leaves out, not its ends.
  ["range", `[(from|between)] {num:min} (${TO}|and) {num:max} [,] (exclusive|inclusive) of`],
  // `between 1 and 10, exclusive`, `1 to 10 (both exclusive)`: neither end is a value (before the inclusive forms).
  ["range-open", `[(from|between)] {num:min} (${TO}|and) {num:max} [,] [\\(] [(both|each)] exclusive [\\)]`],
  [
    "range-open",
    `[(from|between)] {num:min} (${TO}|and) {num:max} [,] [\\(] (both ends|the ends|the endpoints|endpoints) (excluded|exclusive|not included) [\\)]`,
  ],
  // `between 1 and 100, excluding 100`: an end said to be out of the range (any other value out is said).
  [
    "range-except",
    `[(from|between)] {num:min} (${TO}|and) {num:max} [,] [\\(] (excluding|not including|except|but not|without) {num:x} [\\)]`,
  ],
  // `1 (inclusive) to 10 (exclusive)`: one end a value, the other not.
  ["range-below", `[(from|between)] {num:min} [\\(] inclusive [\\)] (${TO}|and) {num:max} [\\(] exclusive [\\)]`],
  ["range-above", `[(from|between)] {num:min} [\\(] exclusive [\\)] (${TO}|and) {num:max} [\\(] inclusive [\\)]`],
  // `0% to 100%`, `0–100 %`: a range in percent, the value itself (never `up to 50% of the price`).
  ["range", `[(from|between)] {num:min} [%] (${TO}|and) {num:max} % (,|;|$)`],
  ["range", `{num:min} ${TO} {num:max} [inclusive]`],
  ["range", "(from|between) {num:min} (to|and) {num:max} [inclusive]"],
  // `from 1 (inclusive) to 100 (inclusive)`: each end said to be in the range.
  ["range", "[(from|between)] {num:min} \\( inclusive \\) (to|and) {num:max} \\( inclusive \\)"],
  ["range", "from {num:min} (up to|through|until) {num:max} [inclusive]"],
  // `1 (min) to 100 (max)`: each end with its label.
  ["range", `{num:min} \\( (min|minimum) \\) (${TO}|and) {num:max} \\( (max|maximum) \\)`],
  ["range", `in the range [(of|from)] {num:min} ${TO} {num:max}`],
  ["length", "{num:min} (≤|< =) length (≤|< =) {num:max} [{unit}]"],
  // `length ∈ [1, 64]`, `length in [1, 64]`: the length in a closed interval.
  ["length", "[the] length (∈|in) \\[ {num:min} , {num:max} \\] [{unit}]"],
  ["range", "{num:min} (≤|< =) {word} (≤|< =) {num:max}"],
  // `0 ≤ value < 256`: a strict sign is a strict bound.
  ["range-below", "{num:min} (≤|< =) {word} < {num:max}"],
  ["range-above", "{num:min} < {word} (≤|< =) {num:max}"],
  ["range-open", "{num:min} < {word} < {num:max}"],
  // `an integer in [1, 12]`, `Range: [1, 100]`, `[1; 100]` (a semicolon, as some locales write it): a closed interval.
  ["range", "\\[ {num:min} (,|;) {num:max} \\]"],
  // Half-open and open intervals (`[0, 100)`, `(0, 1]`): a bound left out is a strict one.
  ["range-below", "\\[ {num:min} (,|;) {num:max} \\)"],
  ["range-above", "\\( {num:min} (,|;) {num:max} \\]"],
  ["range-open", "\\( {num:min} (,|;) {num:max} \\)"],
  ["range", "[from] {num:min} up to and including {num:max}"],
  ["max", "up to and including {num:max}"],
  // `Values below 1 or above 100 are rejected`: both sides of the range refused at once.
  [
    "range",
    `${VALUES} (below|under|${LESS} than) {num:min} or [${VALUES}] (above|over|exceeding|${MORE} than) {num:max} ${REFUSED}`,
  ],
  [
    "range",
    `${VALUES} (above|over|exceeding|${MORE} than) {num:max} or [${VALUES}] (below|under|${LESS} than) {num:min} ${REFUSED}`,
  ],
  // `Values above 100 are rejected`, `The maximum allowed value is 86400`, `Upper bound: 10`.
  ["max", `${VALUES} (above|over|exceeding|${MORE} than) {num:max} ${REFUSED}`],
  ["min", `${VALUES} (below|under|${LESS} than) {num:min} ${REFUSED}`],
  // `Values longer than 64 characters are rejected`: what is refused beyond a length is the length's bound.
  ["length-max", `(${VALUES}|texts|strings) (over|exceeding|longer than|more than) {num:max} {unit} ${REFUSED}`],
  ["length-min", `(${VALUES}|texts|strings) (under|shorter than|fewer than|less than) {num:min} {unit} ${REFUSED}`],
  // `Captions longer than 1024 characters are rejected`: the values named by what they are, opening their clause.
  ["length-max", `^ [the] [(a|an|any)] {noun} (over|exceeding|longer than|more than) {num:max} {unit} ${REFUSED}`],
  ["length-min", `^ [the] [(a|an|any)] {noun} (under|shorter than|fewer than|less than) {num:min} {unit} ${REFUSED}`],
  // `Rejected if longer than 64 characters`, `The request fails when it is greater than 100`: the refusal first, then
  // what is refused.
  ["length-max", `${REFUSED_IF} (over|exceeding|exceeds|longer than|more than) {num:max} {unit} $`],
  ["length-min", `${REFUSED_IF} (under|shorter than|fewer than|less than) {num:min} {unit} $`],
  ["max", `${REFUSED_IF} (above|over|exceeding|exceeds|${MORE} than) {num:max} $`],
  ["min", `${REFUSED_IF} (below|under|${LESS} than) {num:min} $`],

  ["max", `[the] (maximum|max|largest|highest) [${ALLOWED}] [value] (is|:) {num:max}`],
  ["min", `[the] (minimum|min|smallest|lowest) [${ALLOWED}] [value] (is|:) {num:min}`],
  // `Minimum value 1, maximum value 50`: the word value between the label and the number.
  ["max", `[the] (maximum|max) [${ALLOWED}] value {num:max}`],
  ["min", `[the] (minimum|min) [${ALLOWED}] value {num:min}`],
  // `min_value=1, max_value=100`, `maxValue: 100`: the labels of a schema, said of a number.
  ["max", "(max_value|maxvalue|maximum_value|maximumvalue) [(:|=)] {num:max}"],
  ["min", "(min_value|minvalue|minimum_value|minimumvalue) [(:|=)] {num:min}"],
  // `bounded by 1 and 100`, `must fall within 1 and 100`: both ends, each one in.
  ["range", "(bounded by|within|between) [the] {num:min} and {num:max} [inclusive]"],
  // `Values greater than 0 are accepted`: the values beyond a bound said to be the ones allowed.
  ["above", `^ [only] ${BEYOND_VALUES} (${MORE} than|above|over) {num:min} (is|are|will be) ${ALLOWED}`],
  ["below", `^ [only] ${BEYOND_VALUES} (${LESS} than|below|under) {num:max} (is|are|will be) ${ALLOWED}`],
  // `Values greater than 100 are reserved`, `Any value over 100 disables the limit`: what is said of the values beyond
  // a bound, other than that they are refused or allowed (read above), is no bound of the value.
  [
    "info",
    `^ ${BEYOND_VALUES} (${MORE} than|${LESS} than|above|below|over|under|exceeding) {num} [{unit}] {...what} (&,|&;|&.|$)`,
  ],
  ["max", "[the] upper (bound|limit) [(is|of|:)] {num:max}"],
  ["min", "[the] lower (bound|limit) [(is|of|:)] {num:min}"],
  // `Limited to 1-10`: a bound word before a range is the range, never a maximum of its first number.
  ["range", `(${AT_MOST}|${AT_LEAST}) {num:min} ${TO} {num:max} [inclusive]`],
  ["max", `${AT_MOST} {num:max}`],
  ["max", `{num:max} or ${LESS}`],
  ["max", "{num:max} at (most|the most) $"],
  ["max", "up to and including {num:max}"],
  // `Exceeding 10 is an error`: what is refused beyond a value.
  ["max", `(exceeding|going over|anything over|anything above) {num:max} ${REFUSED}`],
  ["min", `${AT_LEAST} {num:min}`],
  ["min", `{num:min} or ${MORE}`],
  ["below", `${LESS} than {num:max}`],
  // `Under 100`, `Must be above 0`: a bare bound word, only when it is the whole clause (`over 100 members` is not).
  ["below", "^ [(must be|is|are|always)] (under|below) {num:max} $"],
  ["above", "^ [(must be|is|are|always)] (over|above) {num:min} $"],
  ["above", `${MORE} than {num:min}`],
  // `Must be > 0`, `< 100`: the signs alone (`> =` and `< =` are read above).
  ["above", "[(must be|is|are|always)] > {num:min}"],
  ["below", "[(must be|is|are|always)] < {num:max}"],
  // `A positive value means up, a negative one down`, `Positive values move forward`: what a sign means, one case of
  // the value, never a bound (before the rows of `positive` that would read its first word).
  [
    "info",
    "[:] [(a|an)] (positive|negative) [(value|values|number|numbers|integer|integers|one|ones|offset|offsets|amount|amounts)] (means|mean|moves|move|indicates|indicate|denotes|denote|stands|stand|is for|are for|gives|give|makes|make|sets|set|shifts|shift|counts|count|refers|refer|scrolls|scroll|rotates|rotate|turns|turn|goes|go|points|point|selects|select)",
  ],
  // The noun is left to what follows it (`Must be a positive integer below 50`).
  ["positive", "(always|must be|is always|are always|strictly) [(a|an)] positive"],
  // `Positive or zero`: never below zero, before `positive` alone reads its first word.
  ["non-negative", "^ [(must be|is|are)] positive or (zero|0) $"],
  ["positive", "^ [(a|an)] positive"],
  // `Non-zero positive integer`: positive, which says non-zero too.
  ["positive", "^ [(a|an)] (non-zero|nonzero) positive"],
  // `One or more` of a number: at least 1.
  ["positive", "^ [(must be|is|are)] (one|1) or (more|greater|higher|above)"],
  ["positive", "\\( positive \\)"],
  ["positive", ", [(a|an)] positive [(integer|number|value)] (,|$)"],
  // `Wait time: a positive integer`, `Wait time: non-negative`: after a label's colon, as at the clause's start
  // (never `a positive or negative integer`).
  ["positive", ": [(a|an)] positive (integer|number|value|,|;|$)"],
  ["non-negative", ": [(a|an|any)] (non-negative|nonnegative|non negative) (integer|number|value|,|;|$)"],
  // `Must be a non-negative number below 50`: the adjective after the verb, a bound after it.
  ["non-negative", "(must be|is always) (a|an) (non-negative|nonnegative)"],
  // `Must be a number below 50`: the whole rest of the clause (`A value below 50 disables it` is one case).
  ["below", "(number|integer|value) (under|below) {num:max} $"],
  ["positive", `^ [(must be|should be|is|are|always)] ${MORE} than zero`],
  ["non-negative", "(always|must be|is always|are always) non-negative"],
  ["non-negative", "^ [(a|an|any)] (non-negative|nonnegative|non negative)"],
  // `New score (non-negative)`: the whole parenthesis says it.
  ["non-negative", "\\( (non-negative|nonnegative) \\)"],
  // `clockwise degrees, non-negative`: a part of its own after a comma.
  ["non-negative", ", [(a|an|any)] (non-negative|nonnegative) [(integer|number|value)] (,|$)"],
  ["non-negative", "(always|must be|is always|are always) nonnegative"],
  ["non-negative", "[(must be|is|are)] (zero|0) or (greater|more|higher|larger|above)"],
  // `Zero or positive`, `Unsigned`: never below zero, said of the number.
  ["non-negative", "^ [(must be|is|are)] (zero|0) or positive"],
  ["non-negative", "^ [(an|a)] unsigned [(integer|number|value)] $"],
  // `Must be non-zero`: a value no bound of the model holds; said when the model is built.
  ["non-zero", "[(must be|is|are|always)] (non-zero|nonzero|not zero|other than zero|different from zero)"],
  // `(100 max)`: a bound and its label, the whole clause.
  ["max", "^ {num:max} (max|maximum|max .) $"],
  ["min", "^ {num:min} (min|minimum|min .) $"],
  // `(1,000 max)`: the same, a parenthesis of its own.
  ["max", "\\( {num:max} (max|maximum|max .) \\)"],
  ["min", "\\( {num:min} (min|minimum|min .) \\)"],
  // `100 at most, 1 at least`: a bound after its number, a part of the clause of its own.
  ["range", "^ {num:max} at most , {num:min} at least $"],
  ["range", "^ {num:max} (maximum|max) , {num:min} (minimum|min) $"],
  ["range", "^ {num:min} (minimum|min) , {num:max} (maximum|max) $"],
  // `Limit: 100`, `Hard limit of 100`, `Cap: 100`: the one bound the whole clause names.
  ["max", "^ [(hard|upper)] (limit|cap) [(:|of|is)] {num:max} $"],
  ["range", "^ {num:min} at least , {num:max} at most $"],
  ["max", "^ {num:max} (at most|or less|or fewer) (,|$)"],
  ["min", "^ {num:min} (at least|or more) (,|$)"],
  ["max", ", {num:max} (at most|or less|or fewer) (,|$)"],
  ["min", ", {num:min} (at least|or more) (,|$)"],
  // `may be null`, `nullable`: a value no type of the model holds (a member is absent or has its type), named.
  ["null", "[(may|can|might|could|will|is|are)] [(also|sometimes)] be null"],
  ["null", "(nullable|or null|is null|are null)"],
  // `Cannot be empty or exceed 4096 characters`: a negation of both, each the other way round.
  [
    "length-non-empty",
    `(must not|cannot|can't|may not|will not|shall not|mustn't) be (empty|blank) [,] or [be] (exceed|${MORE} than|over) {num:max} {unit}`,
  ],
  ["non-empty", "(must not|cannot|can't|may not|will not|shall not) be (empty|blank)"],
  // `Must not be an empty string`, `Cannot be the empty string`: the empty value named.
  [
    "non-empty",
    "(must not|cannot|can't|may not|will not|shall not|mustn't) be (an|the) (empty|blank) (string|value|text|list|array)",
  ],
  ["non-empty", "(is|are) never empty"],
  ["non-empty", "^ never (empty|blank) (,|$)"],
  [
    "non-empty",
    `[(an|the)] empty (string|strings|value|values|list|lists|array|arrays|text|texts) (${REFUSED}|(is|are) (disallowed|forbidden|prohibited)|not (allowed|accepted|permitted))`,
  ],
  ["non-empty", "(always|must be|is always|are always) (non-empty|nonempty|non-blank|nonblank|not blank)"],
  ["non-empty", "^ (non-empty|not empty|non-blank|not blank|nonblank)"],
  // `A non-empty list of at most 100 ids`, `A non-empty string`: the adjective, before what the rest says.
  ["non-empty", "^ (a|an) (non-empty|nonempty)"],
  // `At most 64 characters (not empty)`: a parenthesis that says it alone.
  ["non-empty", "\\( [(must be|is|always)] (non-empty|nonempty|not empty|never empty|not blank|non-blank) \\)"],
  // `At most 64 characters, not empty`: the whole part after a comma.
  ["non-empty", ", [(and|but)] (non-empty|nonempty|not empty|never empty) (,|$)"],
  // `No longer than 64 characters and not empty`: joined to the bound before it, the end of the clause.
  ["non-empty", "(and|but) [(is|must be|always)] (non-empty|nonempty|not empty|never empty|not blank|non-blank) $"],
  // `Default is the string \`a\``, `Defaults to the value \`a\``: the value named by its kind first.
  ["default", "[the] default [value] [(:|is|of|=|—|–)] [the] [(string|value|number|literal)] {value}"],
  ["default", "(defaults|defaulting) to [the] [(string|value|number|literal)] {value}"],
  // `Omitted means 0`, `Absent is the same as 0`: what leaving the value out stands for.
  ["default", `^ ${UNSET} (means|is the same as|equals|stands for|counts as) {value} $`],
  // `Without it, 40 is used`, `When not given, the value \`a\` is used`, `When omitted, a value of 40 is used`.
  [
    "default",
    `${IF_UNSET} [,] [(the value|a value of|the default|the default value|the default of)] {value} [{word}] (is|are|will be) used`,
  ],
  // `When absent, 0`: the value said of the value left out, and nothing else.
  ["default", `^ ${IF_UNSET} [(,|:)] {value} $`],
  ["default", `{value} (is|will be) used (if|when) ${UNSET}`],
  ["default", `(uses|assumes|takes) {value} (if|when) ${UNSET}`],
  // `Falls back to \`HTML\``, `The service uses 40 if none is given`.
  ["default", "(falls|fall) back to {value}"],
  ["default", "(uses|assumes|takes) {value} (if|when) (none|nothing|no value) is (given|passed|specified|set|sent)"],
  ["default", `{value} [{paren}] ((if|when) ${UNSET}|by default|is the default)`],
  ["default", "by default [,] {value}"],
  // `If not specified, the default (false) is used`, `When omitted, false is assumed`, `40 unless specified otherwise`.
  ["default", `(if|when) ${UNSET} [,] the default [value] \\( {value} \\) (is|will be) used`],
  [
    "default",
    `${IF_UNSET} [,] [(the value|a value of|the default|the default value|the default of)] {value} ((is|will be) (assumed|taken|applied)|applies)`,
  ],
  ["default", "{value} unless (specified|stated|set|given) [otherwise]"],
  // Never the first number of a range or a bound (`If omitted, 1-100 characters`, `If omitted, 5 or more`).
  ["default", `(if|when) ${UNSET} [,] [(defaults to|it defaults to|it is|the value is)] {value} [{word}] (,|;|.|$)`],
  // `If absent, the server uses 40`, `The server assumes 40 if this parameter is omitted`, `Server default: 40`.
  [
    "default",
    `(if|when) ${UNSET} [,] [(the|a)] [(server|service|api|bot api)] (uses|assumes|takes|applies|picks|chooses|selects) {value}`,
  ],
  [
    "default",
    `[(the server|the service|the api|server|service)] (uses|assumes|takes|applies|picks|chooses|selects) {value} (if|when) [(it|this|the)] [(parameter|field|value|option)] [(is|are)] ${UNSET}`,
  ],
  ["default", "[the] (server|service|server's|service's) default [(value)] [(:|is)] {value}"],
  ["default", "defaults (:|=) {value}"],
  // `If not present, treated as 40`, `An unspecified value is treated as 40`: how leaving it out is read.
  [
    "default",
    `(if|when) (${UNSET}|not present|not included) [,] [(it is|the value is)] (treated|interpreted|taken|regarded|read) as {value}`,
  ],
  [
    "default",
    `[(a|an|the)] ${UNSET} (value|values) (is|are|will be) (treated|interpreted|taken|regarded|read) as {value}`,
  ],
  // `If you omit it, 100`, `When the bot leaves it out, \`all\``: the value leaving it out gives, the whole part.
  [
    "default",
    `(if|when) ${CALLER} ((omit|omits|skip|skips|leave out|leaves out) [${IT}]|(leave|leaves) ${IT} out) [,] {value} [(is|will be) (used|assumed|taken|applied)] (&,|&;|&.|$)`,
  ],
  // `Default (if omitted): 5`: a label of the default with the condition it holds in.
  ["default", `[the] default [value] \\( ${IF_UNSET} \\) [(:|is)] {value}`],
  // `Treated as false if not present`: how the value left out is read, the condition after it.
  [
    "default",
    `[(is|will be)] (treated|interpreted|taken|regarded|read) as {value} (if|when) [(it|this|the value)] [(is|are)] (${UNSET}|not present|not included)`,
  ],
  // `Omitting it is the same as passing 40`, `If you do not pass it, 40 is used`.
  [
    "default",
    "(omitting|leaving out) [(it|this|the field|the parameter|the value)] (is the same as|equals|means) [(passing|sending|specifying|setting|giving)] {value}",
  ],
  [
    "default",
    `(if|when) ${CALLER} (do|does) not (pass|specify|set|send|provide|give|include) [(it|this|a value)] [,] {value} (is|will be) (used|assumed|taken|applied)`,
  ],
  // `If you do not pass it, it is 100`: the value it then has, the whole part.
  [
    "default",
    `(if|when) ${CALLER} (do|does) not (pass|specify|set|send|provide|give|include) [(it|this|a value)] [,] (it is|it's|the value is|it will be) {value} (&,|&;|&.|$)`,
  ],
  // `The default value of this parameter is 100`, `The default for this field: \`all\``.
  ["default", `[the] default [value] (of|for) ${IT} (is|:) {value} (&,|&;|&.|$)`],
  // `Omit for 1`, `Leave out to use \`all\``: the value leaving this one out gives.
  ["default", "(omit|leave out|leave unset|leave blank) [(it|this)] (for|to get|to use|to mean) {value} (,|;|.|$)"],
  // `The default, 40, is used when …`: the default named and then its value.
  ["default", "[the] default [value] [,] {value} [,] (is|will be) (used|assumed|applied)"],
  ["default", "^ implicitly {value} $"],
  // `Off by default`, `disabled unless set`: the state of a switch the whole clause says is its default.
  ["default", `^ {state:value} (by default|unless (set|specified|given|enabled|requested)|(if|when) ${UNSET}) $`],
  ["default", "^ (defaults|defaulting) to {state:value} $"],
  ["default", "^ [the] default [value] (:|is|=) {state:value} $"],
  // `Uses 100 unless told otherwise`: what the service takes when nothing else is said.
  [
    "default",
    `^ (uses|assumes|takes) {value} (unless (told|specified|stated|set|given|instructed|requested) otherwise|(if|when) ${UNSET}) $`,
  ],
  // `Defaults to the empty string`, `Empty by default`: the text of no characters (never `empty list`).
  ["default", "(defaults|defaulting) to {empty:value} (,|;|$)"],
  ["default", `^ {empty:value} (by default|(if|when) ${UNSET}) $`],
  // `The default mode is \`fast\``, `The default size is 20`: the default named by what the value is, the whole clause.
  ["default", "^ [the] default {noun} [(value|setting)] (is|:) {value} $"],
  ["default", "^ unless (specified|set|given|stated|provided|passed) [otherwise] [,] {value} $"],
  // `\`a\`, \`b\` (default) or \`c\``: the value marked as the default, one of a list.
  ["default-marked", DEFAULT_MARK],
  ["default-prose", "[the] default [(:|is|value)] {prose}"],
  ["default-prose", "defaults [(to|:)] {prose}"],
  ["default-prose", "by default"],
  // `always \`XTR\` for now`: what holds in this version, said as such, is the value's one value.
  ["const", "[(is|are)] always {value} (for now|at the moment|at present|currently|in this version)"],
  ["const", "[(is|are)] always [(equals|equal to|set to|is|=)] {value}"],
  ["const", "(must|will) always be {value}"],
  ["const", "(equals|equal to|is) always {value}"],
  // `must equal \`a\` or \`b\``: two values or more are a list of values, never the first alone.
  ["enum", "(must|will|should|shall) [always] (equal|be equal to) [to] {choices2:values}"],
  ["enum", "(equals|equal to) (either|one of) {choices2:values}"],
  ["const", "(equals|equal to) {value}"],
  ["const", "(must|will|should|shall) [always] equal [to] {value}"],
  ["const", "{value} always"],
  // `Always the string "emoji"`, `Literally \`emoji\``, `Has the value \`emoji\``: the one value in other words.
  ["const", "always the (string|value|literal) {value}"],
  ["const", "^ (literally|exactly) {value} $"],
  ["const", "^ [always] (has|holds|carries) [the] value {value} $"],
  ["const", "^ will [always] be {value} $"],
  // `Discriminator: \`emoji\``, `Tag = \`emoji\``, `Is \`emoji\` for this kind`: the value that tells the variant.
  ["const", "^ (discriminator|tag|type tag|discriminator value|tag value) [(:|=|is)] {value} $"],
  ["const", "^ is [always] {value} [for this (type|object|variant|kind)] $"],
  ["const", "^ the (string|literal) {value} $"],
  // `The literal string \`user\``, `\`user\` for this variant`: the one value, named as such or said of this kind.
  ["const", "^ [the] (literal string|string literal|literal value|constant) {value} $"],
  ["const", "^ {value} (for|in) this (type|object|variant|kind) $"],
  ["const", "(only ever|fixed [(value|at|to|as)]|constant [value]) [(:|=|of)] {value}"],
  ["const", "must be {value} [[,] (for now|for the moment|for the time being|currently|at present|in this version)] $"],
  // `Must be exactly \`private\``: the one value, said exactly (a length says its unit: `exactly 5 characters`).
  ["const", "(must be|is|is always|always) exactly {value} (,|$)"],
  // `type String = \`emoji\``: the value the member equals, the whole note.
  ["const", "^ (=|= =) {value} $"],
  // `type String (value \`emoji\`)`, `type String, set to \`emoji\``: the one value, the whole note.
  ["const", "^ [(the|its)] value [(is|:)] {value} $"],
  ["const", "^ [(is|always)] set to {value} [for this (type|object|variant|kind)] $"],
  ["const", "(must|has to|shall) [always] be set to {value} $"],
  // `0 (constant)`, `\`user\` (fixed)`: the one value, said to be so.
  ["const", "^ {value} \\( (constant|fixed|always) \\) $"],
  // `The only supported value is \`a\``, `\`a\` (the only value)`: one value, said to be the only one.
  ["const", "[the] only (supported|allowed|accepted|valid|possible|permitted) value (is|:) {value}"],
  ["const", "^ {value} \\( [(the|its)] only [(supported|allowed|accepted|valid|possible|permitted)] value \\) $"],
  // `Type of the result, must be article`: a discriminator's value written as a bare word.
  ["const-word", "^ [the] type [of {...what}] , (must be|always) {word:value} $"],
  ["const-word", "^ {word} type , (must be|always) {word:value} $"],
  ["enum-numbers", "[(must be|can be|is)] one of [the following] [values] [:] {nums:values}"],
  ["enum-numbers", "(can|may|must) be either {nums:values}"],
  ["enum-numbers", "(can|may|must|should|will) only be [(one of|either)] {nums:values} $"],
  ["enum-numbers", "^ either {nums:values} $"],
  // `1, 2 or 3`, `0 (disabled) or 1 (enabled)`: the whole note numbers joined by or.
  ["enum-numbers", "^ {nums:values} $"],
  ["enum-numbers", "(must|should|can|may) be {nums:values} [{noun}] $"],
  ["enum-numbers", `[the] ${ALLOWED} values (are|:) {nums:values}`],
  // `Allowed: 3, 6, 12`: the label alone.
  ["enum-numbers", `^ ${ALLOWED} : {nums:values}`],
  ["enum-numbers", `only [(the)] [values] {nums:values} (are|is) ${ALLOWED}`],
  [
    "enum-numbers",
    "(accepts|accepted values|supported values|allowed values|valid values) [(are|:)] [:] {nums:values}",
  ],
  ["enum", "[(must be|can be|is)] one of [the following] [(values|strings)] [:] {choices:values}"],
  ["enum", "[(must be|can be|is)] either {choices2:values}"],
  ["enum", "[(must be|can be|is)] (either of|any of) {choices2:values}"],
  // `A value in {\`a\`, \`b\`}`, `∈ {\`a\`, \`b\`}`: a set of values in braces.
  ["enum", "[(a|the)] [(value|one)] (in|∈|of) \\{ {choices:values} \\}"],
  ["enum", "^ \\{ {choices2:values} \\} $"],
  // `Must be one of [\`a\`, \`b\`]`, `in ["a", "b"]`: the values as a JSON array (values in code or quotes, never an
  // interval of numbers).
  ["enum", "[(must be|can be|is)] (one of|any of|in|∈) \\[ {choices2:values} \\]"],
  ["enum", `[(the)] ${ALLOWED} values [(are|:)] [:] {choices:values}`],
  // `Values are \`a\` and \`b\``, `…, values are \`a\` or \`b\``: what the values are, at the start of a part.
  ["enum", "^ [the] (values|options|choices) are {choices2:values}"],
  ["enum", ", [the] (values|options|choices) are {choices2:values}"],
  // A label and a colon before the values (`Values: \`a\`, \`b\``, `Allowed: \`up\`, \`down\``): two or more.
  ["enum", "^ (values|options|choices|allowed|accepted|supported|valid|possible) [values] : {choices2:values}"],
  ["enum", "(can|may) [(currently|presently|now|at present|for now)] be {choices2:values}"],
  ["enum", "(is|are) (currently|presently|now|at present|for now) [(one of|either)] {choices2:values}"],
  ["enum", "only {choices2:values} (are|is) (supported|allowed|accepted|valid|permitted)"],
  ["enum", "only the (value|values) {choices:values} (are|is) (supported|allowed|accepted|valid|permitted)"],
  // `\`a\`, \`b\` or \`c\` are accepted`, `Accepts \`a\` or \`b\``, `A value among \`a\`, \`b\``: the values, two or more.
  ["enum", `^ {choices2:values} (are|is) ${ALLOWED} $`],
  ["enum", "^ (accepts|takes) [(either|one of|any of)] {choices2:values}"],
  ["enum", "^ [(a|the|one)] value (among|from) {choices2:values}"],
  ["enum", "(must|should|has to|have to) be {choices2:values}"],
  ["enum", `[(the)] ${ALLOWED} (options|choices) [(are|:)] [:] {choices:values}`],
  // `Possible origins are \`upgrade\` and \`transfer\``: the values of what the field names, two or more.
  ["enum", `[(the)] ${ALLOWED} {noun} (are|:) {choices2:values}`],
  ["enum", "(pass|specify|use|send|set) [either] {choices2:values}"],
  // `Any of \`a\`, \`b\``, `Choose from …`, `Select \`a\` or \`b\``: a choice among the values.
  [
    "enum",
    "^ (any of|choose from|choose one of|choose|select|select one of|pick|pick one of|set to) [:] {choices2:values}",
  ],
  ["enum", "[(is|must be|can be)] one of \\( {choices2:values} \\)"],
  ["enum", "[the] values {choices2:values} (are|is) (supported|allowed|accepted|valid|permitted|possible)"],
  // `Takes the values \`a\`, \`b\``, `accepts one of the values …`: what the value takes, two or more.
  // `Can take the values \`a\` and \`b\``, `Has the value \`a\` or \`b\``.
  [
    "enum",
    "[(can|will|must|does)] (take|takes|accept|accepts|has|have|hold|holds) [(one of|either of|any of)] [the] [following] (value|values) [(:|of)] {choices2:values}",
  ],
  // `Is \`a\` or \`b\``, `Can only be \`a\` or \`b\``, `Restricted to …`, `An enumeration of …`: two values or more.
  // `Is \`a\` or \`b\``, `The value is \`a\` or \`b\``, `This is \`a\` or \`b\``: the whole clause the values.
  ["enum", "^ [(the|its|this)] [(value|values)] (is|are) [always] {choices2:values} $"],
  // `Is \`a\` or \`b\`, nothing else`: the values, and that no other is.
  [
    "enum",
    "^ [(the|its|this)] [(value|values)] (is|are) [always] {choices2:values} [,] [and] (nothing else|no other (value|values)) $",
  ],
  ["enum", "(can|may|must|should|will) only (be|take|equal) [(one of|either|either of|any of)] {choices2:values}"],
  ["enum", "(restricted|limited|constrained) to [(one of|either|either of|any of)] [the values] {choices2:values}"],
  ["enum", "^ [(an|the)] (enumeration|enum) [(of|:)] {choices2:values}"],
  // `Values \`a\` and \`b\``, `\`a\`, \`b\` and \`c\` are the only valid values`: the values, named as all of them.
  ["enum", "^ [the] (values|options|choices) {choices2:values} $"],
  [
    "enum",
    `^ {choices2:values} (are|is) the only (${ALLOWED.slice(1, -1)}) (values|options|choices|ones) [(here|for now|currently)] $`,
  ],
  ["enum", `^ {choices2:values} (are|is) the only (values|options|choices|ones) ${ALLOWED} $`],
  ["const", "((can|may|must|will) only be|(restricted|limited|constrained) to) {value} (,|$)"],
  // `Can be set to \`asc\` or \`desc\``: the values it may be set to, the whole clause.
  ["enum", "^ (can|may) [only] be set to {choices2:values} $"],
  // `If 0, then …`, `Pass 0 to …`: what one value does, after the enums that `pass` may open.
  ["info", "(if|when) {value} [(is|are)] [(specified|given|passed|set)] , [then]"],
  ["info", "(pass|use|specify|set) {value} (to|for) (disable|remove|reset|clear|turn|keep|use|get)"],
  ["scoped", "{values} only"],
  ["scoped", "{value} (while|when|whenever|if|until|unless|during|for) {...condition} (,|$)"],
  // `Each item 1-64 characters`, `Every element: one of …`: what each item is; the rest of the clause is read of it.
  ["info", "^ (each|every) (item|element|entry|value|member|string) [(is|must be|has|:)]"],
  // `You may specify at most 4 …`: who gives the value, before what it is; the rest of the clause is read.
  [
    "info",
    "^ you (may|can|must|are allowed to) [(also|only)] (specify|pass|provide|give|send|set|use|include|add|list|select|choose|attach|supply)",
  ],
  // What an actor does or must do (`The bot must be an administrator …`) is no statement of the value.
  [
    "info",
    "^ [the] (bot|bots|user|users|you|client|clients|administrator|administrators|server|service|platform|app|apps) (must|should|can|cannot|can't|may|might|will|would|is|are|was|has|have|does|do|needs|need|gets|get|receives|receive|sends|send|sees|see|becomes|shows|show|uses|use|keeps|keep) {...what} (,|;|$)",
  ],
  ["scoped", "only (for|in|with) {values}"],
  ["charset", "[characters] from {charset}"],
  [
    "charset",
    "(consisting|consists|consist|made up|made|composed) [(solely|exclusively|only|entirely|wholly)] of [the] [characters] {charset}",
  ],
  ["charset", "(drawn|taken|chosen) from [the] [characters] {charset}"],
  // `Allowed: A-Z, a-z, 0-9, _ and -`: a label and a colon before the characters.
  ["charset", "^ (allowed|permitted|valid) [characters] (:|are) {charset}"],
  // `1-256 characters: letters, digits, \`_\` and \`-\``: a colon, then a set of characters that ends the clause.
  ["charset", ": {bare:charset} [only] $"],
  ["charset", "(can|may|must) (contain|consist of|include) only [characters] {charset}"],
  ["charset", "(can|may|must) only (contain|consist of|include|use|have) [characters] {charset}"],
  ["charset", "only [(the)] [characters] {charset} [(are|is)] [(allowed|accepted|permitted|supported)]"],
  ["charset", "allowed characters [(are|:)] [:] {charset}"],
  ["charset", "(each|every) [(one|character|char)] [(is|must be)] [one] of {charset}"],
  // `the characters matching \`[a-z]\` are …`: which characters something is done to, not what every one is.
  ["info", "(the|those|any|all) characters (matching|that match|which match) {any}"],
  // `1-64 characters matching \`[A-Za-z0-9_-]\``: a class of characters as code, what each character is.
  ["charset", "[characters] (matching|that match|which match) [the] [(class|pattern)] {charclass:charset}"],
  ["charset", "(each|every) character (must|should|shall) match {charclass:charset}"],
  // `Only [a-z0-9_] allowed`: a class written bare, said to be the characters allowed.
  ["charset", "only [(the)] [characters] {charclass:charset} [(are|is)] [(allowed|accepted|permitted|supported)]"],
  // `[A-Za-z0-9_] only`, `Characters: [a-z0-9_]`: the class alone before `only`, or after a label of characters.
  ["charset", "^ [,] {charclass:charset} [characters] only $"],
  ["charset", ", {charclass:charset} [characters] only $"],
  ["charset", "^ [(allowed|permitted|valid)] (characters|chars|charset|character set) (:|are) {charclass:charset} $"],
  // `1-32 characters (letters, digits, underscore)`: what the counted characters are, in parentheses after them.
  ["charset", "\\( {bare:charset} [only] \\) (&,|&;|&.|$)"],
  // `Must be alphanumeric`: letters and digits, the whole clause.
  ["charset", "^ [(must be|is|are|always)] [(strictly|purely)] {bare:charset} $"],
  // `Alphanumeric, 1-32 characters`: the same, before the rest of its clause.
  ["charset", "^ [(must be|is|are|always)] [(strictly|purely)] {bare:charset} [only] (&,|&;)"],
  // `Lowercase letters only`, `ASCII letters and digits only`: the whole clause.
  ["charset", "^ {bare:charset} [characters] only $"],
  // `A-Z a-z 0-9 _ -`, `Alphanumeric characters and underscores`: the whole note a set of characters.
  ["charset", "^ {bare:charset} [characters] $"],
  // `1-16 characters, \`a-z\` and \`0-9\` only`: the same after a comma, the rest of its clause.
  ["charset", ", {bare:charset} [characters] only $"],
  // `Must match \`^[a-z]+$\``: a regular expression written as code, checked when the model is built.
  [
    "pattern",
    "(must|should|shall|has to|needs to|will) match [the] [(pattern|regular expression|regex|regexp)] {value}",
  ],
  // `Pattern: \`^[a-z]+$\``: a label, then a regular expression anchored at both ends.
  ["pattern", "^ [the] (pattern|regex|regexp|regular expression) [(is|:)] {anchored:value}"],
  ["pattern", "(matching|that matches|which matches) [the] (pattern|regular expression|regex|regexp) {value}"],
  // `1-256 characters matching \`^[A-Za-z0-9_-]+$\``: code anchored at both ends is a regular expression, whatever names it.
  ["pattern", "(matching|that match|that matches|which match|which matches|must match) {anchored:value}"],
  // `Must start with \`https://\``, `always ends with \`.png\``: what the text starts or ends with.
  ["pattern", "(must|should|shall|will|always) [always] (start|begin) with {prefix:value}"],
  ["pattern", "(must|should|shall|will|always) [always] end with {suffix:value}"],
  ["pattern", "(starts|begins) with {prefix:value} $"],
  // `Must start with a letter`, `Begins with a lowercase letter`: the class of the first character.
  ["pattern", "(must|should|shall|will|always) [always] (start|begin) with {leading:value} (,|;|.|$)"],
  ["pattern", "^ (starts|begins) with {leading:value} $"],
  // `First character must be a letter`: the first character's class, said of the character.
  [
    "pattern",
    "[the] first (character|char|symbol) (must be|must always be|is|is always|should be|shall be) {leading:value} (&,|&;|&.|$)",
  ],
  // `Must not contain spaces`, `No whitespace`, `Line breaks are not allowed`: characters the value never holds.
  [
    "pattern",
    "(must not|cannot|can't|may not|shall not|mustn't|never) (contain|contains|include|includes|have) [any] {excluded:value} (&,|&;|&.|$)",
  ],
  ["pattern", "(^|,) [(and|but)] no {excluded:value} [(allowed|permitted|accepted)] (&,|&;|&.|$)"],
  ["pattern", `^ [(the|any)] {excluded:value} ${REFUSED}`],
]);

/**
 * Words of negation: a bound a phrasing read right after one (`not greater than 9` where no negated phrasing
 * matched) would be read the other way round, so it is not read, and said.
 */
export const NEGATION_WORDS = new Set([
  "not",
  "no",
  "n't",
  "never",
  "cannot",
  "can't",
  "mustn't",
  "shouldn't",
  "doesn't",
  "won't",
  ...["don't", "isn't", "aren't", "shan't", "couldn't", "wouldn't", "avoid", "avoiding"],
]);

/** Words that label a bound of the value itself before it (`Size: 1-64`, `Range 1-64`). */
export const BOUND_LABELS: ReadonlySet<string> = new Set([
  ...["size", "length", "range", "value", "values", "limit", "limits", "bound", "bounds"],
]);

/** Words that make the statement they follow or open conditional: never a constraint on every value. */
export const CONDITION_WORDS = new Set([
  "if",
  "when",
  "whenever",
  "unless",
  "while",
  "except",
  "once",
  "until",
  "where",
]);
/** Words that scope a statement to some cases (`1-6 for 🎲`): constraints of two or more cases are joined by their hull. */
export const CASE_WORDS = new Set(["for", "in"]);

/** A condition on the value's own presence or absence (`if specified`, `when present`, `if omitted`). */
/** A condition of the value's own absence (`If omitted, …`, `When not given, …`): what follows speaks of no value. */
export const OWN_ABSENCE: Pattern = compile(
  "((if|when|whenever) [(it|this field|this parameter|the field|the parameter|this value|the value) (is|are)] (omitted|absent|unspecified|missing|unset|not specified|not present|not set|not given|not provided|not passed|not sent|left out|left unset|(none|nothing|no value) [(is|was)] (given|passed|specified|provided|supplied))|without it|in its absence)",
);

/** What each item of a list is called before what is said of it (`Each item must be positive`, `All items are …`). */
export const EACH_SUBJECT: Pattern = compile(
  "((each|every) [(item|element|entry|value|one|id|number|string)] | all [(items|elements|entries|values|ids|numbers|strings|of them)]) [(must be|should be|is|are|has to be)]",
);

export const OWN_PRESENCE: readonly Pattern[] = [
  `(if|when|unless|whenever) ${OWN}`,
  "for this (field|parameter|type|object|variant|kind)",
  // `1-64 bytes when UTF-8 encoded`, `once encoded as UTF-8`: how the value is measured, not when it holds.
  "(when|if|once) [(it is|it's)] [(encoded|counted|measured)] (in|as) (utf-8|utf-16)",
  "(when|if|once) [(it is|it's)] (utf-8|utf-16) [-] (encoded|counted|measured)",
  "(when|if|once) [(it is|it's)] (utf-8-encoded|utf-16-encoded)",
  // `1-4096 characters once entities are parsed`, `when parsed`: when the text is measured, not which values.
  "(when|once|if) [(the|its)] (entities|entity|markup|formatting|text|caption) (is|are|have been|has been|get|gets) (parsed|processed|applied|removed|stripped)",
  "(when|once) (parsed|processed|trimmed|encoded)",
].map(compile);

/**
 * The shape of a constraint: a modal or bound followed, in the same clause, by a value. A clause with this shape of
 * which nothing was read is a near miss; a clause without it is description, whatever numbers it holds.
 */
/** Words that name characters of a set (`letters`, `digits`): a clause of `only` with one has a set's shape. */
const CHARACTER_WORDS =
  "(letters|letter|digits|characters|chars|symbols|numbers|underscores|hyphens|spaces|punctuation)";

export const CONSTRAINT_SHAPES: readonly Pattern[] = [
  "(must|should|can|may|shall) [not] [(normally|generally|usually|typically|ordinarily|ever|always)] (be|have|contain|consist|include|exceed|equal) [{...what}] {value}",
  "(must|can|may) (only|never) {...what} {value}",
  `(only|${AT_MOST}|${AT_LEAST}|between|exactly|one of|either|always|default|defaults|never) {...what} {value}`,
  "{value} (max|maximum|min|minimum|or more|or less|or fewer|at most|at least)",
  "(one of|either|must be|can be) [:] {word} (,|or) {word} (,|or|$)",
  // `The limit is 100 for now and may be raised`: a limit said with its number, which no phrasing read.
  "[the] (limit|maximum|minimum|cap) (is|of|:) {value}",
  // `Initially 10`, `Starts at 10`: a value at first, a default or a state the service begins in, which words alone
  // cannot tell.
  "^ [(is|it is)] (initially|at first|at the start) [(set to|at|:)] {value} [(,|$)]",
  "^ (starts|start|starting|begins|begin|beginning) (at|with|from) {value} [(,|$)]",
  // `Set to \`asc\``: the value the field has, or what a caller is told to pass, which the words alone do not tell.
  "[(is|it is)] set to {value} $",
  // `If absent, the client shows 40`: a value said of the value left out, which no phrasing read as its default.
  `(if|when) (${UNSET}|not present) [,] {...what} {value}`,
  // `must match ^[a-z ]+$`, `matching the pattern [a-z]+`: a pattern no phrasing read (spaces in it, no anchors).
  "(match|matches|matching) [the] [(pattern|regex|regexp|regular expression)] (\\^|\\[|{value})",
  "(match|matches|matching) the (pattern|regex|regexp|regular expression)",
  // `Pattern: \`[a-z]+\``, `Format: \`…\``: an expression after its label that no phrasing read (not anchored).
  "^ [the] (pattern|regex|regexp|regular expression|format) [(is|:)] {value}",
  // A clause of one value alone (`type String (\`emoji\`)`): a constant or an example, which only its words tell.
  "^ {choices} $",
  // `Only \`regular\``: the values allowed, or the cases the value is for (`\`pre\` only` is `for \`pre\` only`).
  "^ [(currently|at present|for now|presently)] [,] only {choices} (,|$)",
  "^ {choices} only (,|$)",
  // `Only letters, digits and emoji`, `Cyrillic letters only`: a set of characters with an item no class holds.
  `^ [(must|may|can|should)] [(contain|consist of|include|use|be)] only [{...what}] ${CHARACTER_WORDS}`,
  `^ {...what} ${CHARACTER_WORDS} only $`,
  // `Lowercase only`, `Must be numeric`, `Hexadecimal string`: a kind of characters no set of the phrase book reads.
  "^ [(must be|is|are|always)] [(all|entirely)] (lowercase|uppercase|lower case|upper case|lower - case|upper - case|numeric|hexadecimal|hex) [(only|string|strings|characters|text)] [only] $",
  // `No leading or trailing spaces`, `Must not start with a digit`: characters refused at one place.
  "(no|without) (leading|trailing) [(or|and) (leading|trailing)] (spaces|whitespace|blanks)",
  "(must|should|may|can|cannot|can't) [not] (start|begin|end) with",
  // `Hexadecimal, 6 characters`: a length alone, whether exact or at most not said.
  "^ [(a|an)] {num} (characters|chars|bytes|symbols|letters|digits) $",
  ", [(a|an)] {num} (characters|chars|bytes|symbols|letters|digits) $",
  // `Accepted values: a, b`, `Enum: a, b, c`: bare words after a label of the values.
  "^ [(possible|allowed|accepted|valid|supported)] (values|options|choices|enum) [(are|:)] {word} (,|or) {word} (,|or|$)",
  // `Can take the values \`a\` and \`b\``, `Has the value \`a\` or \`b\``: a list of values no phrasing read.
  "(the|of) (value|values|options|choices) [(is|are|of|:)] {choices2}",
].map(compile);

/** Words that hedge a number (`about 7`, `7 or so`, `100-ish`): what they qualify is an estimate, never a bound. */
export const NUMBER_HEDGES: readonly Pattern[] = [
  "(about|around|roughly|approximately|approx|circa|ca|nearly|almost|something like|some) [.] {num}",
  "{num} (or so|or thereabouts|ish|- ish)",
  // `Up to 64 characters or so`, `on the order of 100`: the estimate after its unit, or named as one.
  "{num} {unit} (or so|or thereabouts)",
  "(on|of) the order of {num}",
  // `~100`, `≈ 100`: a sign of an estimate.
  "(~|≈) {num}",
].map(compile);

/** A permission (`may be up to 64`): what is allowed, which a group's count restricts (`only one may be set`). */
const PERMISSION = "may (be|have|hold|take|reach|contain|include|carry|consist)";

/**
 * Words that make what they stand with a habit, an example, advice or a permission (`typically`, `e.g.`,
 * `recommended`, `may be`): the bounds said with them describe values; they are not rules every value keeps.
 */
export const CLAUSE_HEDGES: readonly Pattern[] = [
  "(typically|usually|generally|normally|often|ideally|preferably|recommended|mostly|commonly|frequently|ordinarily)",
  // How often, not whether (`Rarely more than 5`, `Almost always 0`), and what seems or is thought to be.
  "(rarely|seldom|sometimes|occasionally|almost always|nearly always|almost never|hardly ever|tends to|tend to)",
  "(seems|seem|appears|appear) to [be]",
  "(reportedly|apparently|supposedly|allegedly|best kept|nominally|notionally)",
  // `somewhere between 1 and 10`, `somewhere around 50`: a place in a range, not its ends.
  "somewhere (between|around|in|near|from)",
  "(we|i) (think|believe|guess|expect|assume)",
  // `Suggested: 1-10`, `Recommended - 1-10`: a label of advice.
  "^ (suggested|recommended) [(:|-)]",
  "(typical|common|advisable|advised|preferred|prefer|aim for|sensible|reasonable)",
  // `More or less 1-100`, `On average 1-100`, `By convention 1-100`: an estimate, a mean, a habit.
  "(more or less|on average|by convention|conventionally|as a convention)",
  // `Keep it under 100`, `Try to stay below 100`, `It is wise to use at most 100`: advice to the caller.
  "[try to] (keep|stay|remain) [(it|them|this|the value|values)] (under|below|within|between|above|at or below)",
  "it is (wise|best|better|advisable|prudent|safest|safer) to",
  // `Suggested range 1-10`, `We suggest 1-10` (never `suggested tip amounts`, a thing so named).
  "(suggested|recommended) (range|value|values|maximum|minimum|max|min|limit|length|size|number)",
  "(we|you) (suggest|recommend|advise)",
  "(is|are) (suggested|recommended)",
  "(might|could) (be|have|hold|take|reach)",
  "(probably|likely|possibly|perhaps|presumably|maybe)",
  // `Values of 10-20 are usual`, `1-100 is normal`: what is usual, not what every value keeps.
  // (`A value from 1 to 100 is expected` says what is required: no hedge.)
  "(is|are) (usual|normal|customary|likely|common|typical)",
  // `Older versions allowed up to 100`, `Before version 9.0 the limit was 100`: what held once, not what holds.
  "(older|earlier|previous|former|old|legacy) (versions|version|releases|release|clients|servers|apps)",
  "((it|this|that|they|the limit|the maximum|the minimum|the bound) used to|previously|formerly|historically|in the past|in older versions|in earlier versions)",
  // `Expect values from 1 to 100`: what one will likely see.
  "^ [(you|bots|clients)] [(can|may|should|will)] expect",
  // `about [0, 100)`: a hedge before an interval.
  "(about|around|roughly|approximately|approx|circa) (\\[|\\()",
  "in (most|many|some|typical|general) [(cases|deployments|setups|configurations|installations|environments)]",
  "(as a rule of thumb|as a rule|most of the time|in practice|in theory|theoretically|in principle)",
  // `Up to 100 under normal conditions`: what holds when nothing unusual happens, not always.
  "(under|in) (normal|usual|typical|ordinary|most) (conditions|circumstances|operation|use|usage|load)",
  // `up to 255 bytes on most systems`: what holds where, not everywhere.
  "(on|with|across|under) (most|many|some) {word}",
  // What most values do (`Most values fall between 1 and 100`), what is a good choice (`1-100 is a good range`).
  "most (values|lengths|ids|texts|strings|numbers|items|lists|of them)",
  "(a|is a) (good|reasonable|safe|sensible|sane) (range|value|choice|limit|length|size|default)",
  // What works well is advice (`Values like 1-10 work best`, `1-100 for best results`).
  "(work|works|worked) (best|well|better)",
  "for (best|better|optimal) (results|performance)",
  "(for|in) (most|many|some) [(bots|users|clients|chats|cases|apps)]",
  // `may contain up to 64 characters`, `may consist of digits`: what is allowed, not what every value keeps (`may
  // only contain …` restricts: no hedge).
  PERMISSION,
  "for (example|instance)",
  // `e.g.` (its last full stop may be the note's own, taken off with the sentence's).
  "e . g [.]",
  // `Count, say 1-100`: a number given as one that might be.
  "say [,] {num}",
  "such as",
  // A parenthesis of a hedge alone (`1-100 (approximately)`, `up to 50 (typically)`): it qualifies what it stands by.
  "\\( (approximate|approximately|approx [.]|roughly|about|circa|ca .|estimated|est .|or so|or thereabouts|give or take|typically|usually|generally|normally|often|mostly|recommended|for example|for instance|e . g . [,]|soft|advisory|guideline|a guideline|indicative|non-binding|informal|unofficial|best effort|best-effort|typical|typical values|estimate|an estimate|rough|rough estimate|a rough estimate|ballpark|approximation|an approximation|not exact|inexact|heuristic|rule of thumb|a rule of thumb|suggested|suggestion|advice) \\)",
  // `A rough upper bound is 100`, `an approximate maximum of 100`: the bound itself named an estimate.
  "(rough|approximate|estimated|loose|soft|informal|nominal|indicative|ballpark) (upper|lower) [(bound|limit)]",
  "(rough|approximate|estimated|loose|informal|nominal|indicative|ballpark) (bound|bounds|limit|limits|maximum|minimum|max|min|range|cap|ceiling|floor)",
].map(compile);

/** The hedges of a sentence about a group of fields: a permission is what its count restricts, no hedge there. */
export const GROUP_HEDGES: readonly Pattern[] = CLAUSE_HEDGES.filter((p) => p.source !== PERMISSION);

/** The hedges that give an example (`for example`, `e.g.`, `such as`): what they reach is description, said or not. */
export const EXAMPLE_HEDGES: readonly Pattern[] = [
  "(for example|for instance|such as|like)",
  "e . g [.]",
  // `Typical values: \`a\`, \`b\``: values named as the common ones, examples.
  "(typical|common|usual|frequent) (values|choices|options|ones|examples)",
].map(compile);

/**
 * Words of permission, never of a hedge: what may be given (`At most 4 amounts may be specified`) is a rule of the
 * value, where `may be` alone (`may be up to 4`) is a possibility.
 */
export const PERMISSIONS: readonly Pattern[] = [
  "(may|can) [(also|only)] be (specified|given|passed|sent|used|included|attached|selected|provided|added|set|chosen|listed|supplied|uploaded)",
  // `May contain only letters`: a restriction of what the value holds.
  "(may|can) (contain|include|consist of|use|have|hold) only",
].map(compile);

/**
 * Words that take back a bound anywhere in their clause (`Up to 10, though more may be allowed`): the bound is not
 * one every value keeps.
 */
export const CLAUSE_WIDE_HEDGES: readonly Pattern[] = [
  // `Up to 4096 characters, depending on the client`: a bound that varies is none of every value.
  "(depending on|depends on|dependent on|varies|vary|varying) [(by|with|between|across|on)]",
  // `Up to 10 (not enforced)`: said, not checked.
  "[(is|are)] not [(strictly|always)] (enforced|checked|validated|guaranteed)",
  "(loosely|softly) enforced",
  // `max 100 (soft limit)`: a limit that is not a hard one.
  "soft (limit|cap|maximum|minimum|bound|limits)",
  // `at most 100 (subject to change)`, `…, may be raised`: a bound the service may move is none every value keeps.
  "subject to change",
  // `Up to 100 (more on a local server)`: a parenthesis that says where more is allowed takes the bound back.
  `\\( ${MORE} (on|with|for|in|under|via|through) {...where} \\)`,
  // `Up to 10 or more`, `At least 5 or fewer`: a bound taken back by what follows it.
  `${AT_MOST} {num} [{unit}] (or more|or higher|or longer|or larger|or above|and more|and beyond)`,
  `${AT_LEAST} {num} [{unit}] (or less|or fewer|or lower|or shorter|or below)`,
  "(may|might|can|could|will) (change|grow|shrink|vary)",
  "(may|might|can|could|will) be (raised|increased|lowered|decreased|changed|lifted|extended|relaxed|adjusted|revised)",
  "(give or take|best effort|best-effort|estimated)",
  "not a (hard|strict) (limit|cap|maximum|minimum|bound)",
  `(though|but|although|however) [,] [(much|even)] (${MORE}|${LESS}|other|smaller) [(values|lengths|numbers|ones|counts|items)] (may|might|can|could|are|is|will) [be] (allowed|accepted|possible|used|sent|made|granted|tolerated|supported)`,
  `(though|but|although|however) [,] (${MORE}|${LESS}|other values|other lengths|exceptions) (may|might|can|could) be (allowed|accepted|possible|used|sent|made|granted)`,
].map(compile);

/**
 * Words that leave the list of values in their clause open (`\`a\`, \`b\`, etc.`, `\`a\` or \`b\`, among others`,
 * `(non-exhaustive)`): the values named are some of the values, never all of them.
 */
export const OPEN_LISTS: readonly Pattern[] = [
  "etc",
  "and (others|more|so on|so forth|the like|similar|similar values)",
  "among (others|other values)",
  // `Known values: \`a\`, \`b\``: the values known so far; `…, or another value in later versions`: more may come.
  "(known|seen|observed|documented) (values|ones|kinds|types) [(include|are|so far)]",
  // `Possible values include \`a\` and \`b\``: what is included is some of the values.
  "(values|kinds|types|options) (include|includes|including)",
  "or (another|other|any other|some other|a new|new) (value|values|one|ones|kind|kinds)",
  "(…|. . .)",
  "(non-exhaustive|non - exhaustive|not exhaustive|incomplete list|partial list|not (limited|restricted) to)",
].map(compile);

/** A statement that more values may come (`more may be added`, `others may appear`): it opens every list of the note. */
export const OPEN_LIST_STATEMENTS: readonly Pattern[] = [
  `(${MORE}|more values|others|other values|new values|further values) (may|might|can|could|will) (be added|be introduced|appear|follow|exist|come|be returned|be accepted|be allowed|be used|be sent|be seen|occur)`,
  // `New types may appear in future`, `More kinds may come later`: new values, however named.
  "(new|more|other|further|additional|future) (types|kinds|values|options|variants|modes|statuses|entries|ones) (may|might|can|could|will) [(later|also)] (appear|be added|come|follow|be introduced|exist|be returned|be sent)",
  // `This list is not exhaustive`, `The set of values may grow`, `(list may be extended)`.
  "[(this|the)] [(list|set)] [of (values|types|kinds|options)] (is|are) not (exhaustive|complete|closed|final)",
  "[(this|the)] (list|set) [of (values|types|kinds|options)] (may|might|can|could|will) (grow|change|expand|be extended|be expanded|be changed)",
  // `Clients must handle unknown values`, `Unknown values should be ignored`, `other values are reserved`.
  "(clients|bots|receivers|you|callers|consumers) (must|should|need to|have to) (handle|accept|expect|tolerate|ignore) (unknown|other|new|unexpected|unlisted) (values|types|kinds)",
  "(unknown|unexpected|unlisted|unrecognized|unrecognised) (values|types|kinds) (should|must|may|can) be (ignored|handled|accepted|tolerated|skipped)",
  "other values are reserved",
  // `\`c\` was added in 9.3`: a value said to be new beside the list, which the list may not hold.
  "{values} (was|were|has been|have been|is|are) (added|introduced|new)",
].map(compile);

/** What a sentence says a stated value may do (`may change`, `may be raised`). */
const CHANGES =
  "(change|be changed|be raised|be lowered|be increased|be decreased|be revised|be adjusted|be lifted|vary|differ)";

/** What is done to a value beyond a bound that is then accepted (`clamped`, `capped`, `treated as`). */
const CLAMPED =
  "(clamped|capped|coerced|adjusted|rounded down|rounded up|reduced|limited|lowered|raised|reset|replaced|treated as|brought into range|truncated|cut|cut off|shortened|trimmed)";

/** What the values beyond a bound are called in a sentence about them (`Values above 100`, `Longer texts`). */
const BEYOND_SUBJECT = "(values|numbers|ones|amounts|counts|sizes|texts|strings|lengths|lists)";

/** What names a bound in a sentence about it (`This limit`, `These bounds`, `The range`). */
const LIMIT_WORDS =
  "(limit|limits|bound|bounds|range|ranges|maximum|minimum|maximums|minimums|constraint|constraints|cap|caps)";

/**
 * A statement that values beyond the bounds may pass (`larger values may work`, `longer texts are sometimes
 * accepted`): it takes back every bound of the note.
 */
export const OPEN_BOUND_STATEMENTS: readonly Pattern[] = [
  "(this|it|that|the limit|the bound) is (not a (hard|strict)|a soft) (limit|cap|maximum|minimum|bound)",
  // `This limit may change`, `These bounds are not enforced by the server`: the bounds taken back in a sentence of
  // their own.
  `[(this|the|these|that|its|such)] ${LIMIT_WORDS} (may|might|can|could|will) [(later|still|also)] ${CHANGES}`,
  `[(this|the|these|that|its|such)] ${LIMIT_WORDS} (is|are) subject to change`,
  // `Up to 100 by default`: a bound that holds unless changed; `bots with a higher tier get more`: others pass.
  `(${AT_MOST}|${AT_LEAST}|up to|max|maximum|min|minimum) [:] {num} [{unit}] (by default|per default)`,
  "(get|gets|receive|receives|are allowed|is allowed|may use|can use|may send|can send) (more|higher (limits|limit|maximums|maximum)) (&.|&;|&,|$)",
  // `The limit is 100 for now and may be raised`: what holds today, said to move.
  `(for now|at present|currently|for the time being|at the moment) [,] (and|but) (may|might|could|will|can) [(later|still|also)] ${CHANGES}`,
  `[(this|the|these|that|its|such)] ${LIMIT_WORDS} (is|are) not [(strictly|always)] (enforced|checked|validated|guaranteed)`,
  // `Note: this is approximate`, `This is a rough guideline`: the bounds said to be estimates or advice.
  "(this|it|that|these|they) (is|are) (approximate|approximations|an approximation|an estimate|estimates|a rough guideline|a guideline|guidelines|a recommendation|recommendations|advisory|indicative|a rough estimate|rough)",
  // `Larger values are clamped`, `Values outside this range are silently clamped`: what passes the bounds is accepted.
  `(${MORE}|${LESS}|larger|smaller|bigger|out-of-range|out - of - range) ${BEYOND_SUBJECT} (are|will be|get) [(silently|automatically)] ${CLAMPED}`,
  `values (outside|beyond|above|below|exceeding) [(this|the|that)] [(range|limit|bound|bounds|maximum|minimum)] (are|will be|get) [(silently|automatically)] ${CLAMPED}`,
  // `Values greater than 100 are clamped to 100`, `Values outside 1-100 are clamped`: the bound said, and then that
  // what passes it is accepted.
  `${BEYOND_SUBJECT} (${MORE}|${LESS}|over|under|above|below|exceeding) [than] {num} [{noun}] (are|will be|get) [(silently|automatically)] ${CLAMPED}`,
  `${BEYOND_SUBJECT} (outside|beyond) [of] [(the|this)] [(range|interval)] [(\\[|\\()] {num} (${TO}|,|;|and) {num} [(\\]|\\))] (are|will be|get) [(silently|automatically)] ${CLAMPED}`,
  `(${MORE}|${LESS}|larger|smaller|bigger|longer|shorter|other) (values|lengths|numbers|texts|strings|lists|ones) [(often|sometimes|usually|also|still)] (may|might|can|could|will|are|is|do) [(still|also|sometimes|often)] (work|pass|succeed|be accepted|be allowed|be tolerated|accepted|allowed|tolerated)`,
].map(compile);

/**
 * A statement that the default may move (`This default may change`, `The default is subject to change`): what a client
 * fills in for a value left out would then be wrong; it takes back the default of the note.
 */
export const OPEN_DEFAULT_STATEMENTS: readonly Pattern[] = [
  `[(this|the|its|that)] default [value] (may|might|can|could|will) [(later|still|also)] ${CHANGES}`,
  "[(this|the|its|that)] default [value] (is|are) (subject to change|not guaranteed|not fixed|not stable)",
  `(defaults|default values) (may|might|can|could|will) [(later|still|also)] ${CHANGES}`,
].map(compile);

/** A value of a list marked the default, looked for inside a list a phrasing read whole. */
export const DEFAULT_MARKED: Pattern = compile(DEFAULT_MARK);

/** The statements a note-wide opening of the default takes away. */
export const OPENED_DEFAULTS: ReadonlySet<string> = new Set(["default", "default-marked"]);

/** The statements a note-wide opening of the bounds takes away. */
export const OPENED_BOUNDS: ReadonlySet<string> = new Set([
  ...["length", "length-max", "length-min", "length-below", "length-above", "length-non-empty"],
  ...["list-length", "list-max-each", "list-max-per", "list-max", "list-min"],
  ...["range", "range-below", "range-above", "range-open", "range-except", "range-or", "max", "min", "below", "above"],
]);

/** The statements an open list takes away: lists of every value. */
export const LISTED_CONSTRUCTS: ReadonlySet<string> = new Set(["enum", "enum-list", "enum-numbers"]);

/** The statements a hedge takes away from a constraint: bounds, lengths, list lengths, values (a list the whole clause is: `enum-list`), defaults. */
export const HEDGED_CONSTRUCTS: ReadonlySet<string> = new Set<string>([
  "length",
  "length-max",
  "length-min",
  "list-length",
  "list-max-each",
  "list-max-per",
  "list-max",
  "list-min",
  "range",
  "range-below",
  "range-above",
  "range-open",
  "range-except",
  "max",
  "min",
  "below",
  "above",
  "length-below",
  "length-above",
  "length-non-empty",
  "positive",
  "non-negative",
  "unsigned-bits",
  "non-empty",
  "default",
  "default-marked",
  "const",
  "enum",
  "enum-list",
  "enum-numbers",
  "range-or",
  "charset",
  "const-word",
]);

/**
 * A count or length with a bound's shape (`up to 10 items`, `5-20 characters`): said with a clause's hedge, it is said
 * not to be enforced even where no statement was read from it. A number alone (`+1-212-555-0123`, `2.0 means double
 * size`) and a time (`may be delayed for up to 2 minutes`) are description.
 */
const COUNTED = "(characters|chars|symbols|bytes|items|elements|entries|values)";
export const QUANTITY_SHAPES: readonly Pattern[] = [
  `(${AT_MOST}|${AT_LEAST}|between) {num} ${COUNTED}`,
  `{num} ${TO} {num} ${COUNTED}`,
  // A bound word and a number that end their part of the clause (`generally under 100`): a bound of the value itself.
  `(${AT_MOST}|${AT_LEAST}|under|over|above|below) {num} (,|$)`,
  // `The default is usually 40`: a default said with a habit.
  "(default|defaults) [(value|of)] [(is|to|:)] {word} {num} (,|$)",
].map(compile);

/** A bound said of an estimate (`up to ~100`, `at most about 50`, `under roughly 10`): a bound not enforced. */
export const HEDGED_BOUNDS: readonly Pattern[] = [
  `(${AT_MOST}|${AT_LEAST}|between|from|under|over|above|below|${MORE} than|${LESS} than) (~|≈|about|around|roughly|approximately|approx|circa|nearly|almost) [.] {num}`,
  // `Defaults to around 40`, `Default: something like 40`.
  "(default|defaults) [(value|of)] [(is|to|:)] (~|≈|about|around|roughly|approximately|approx|circa|nearly|almost|something like) [.] {num}",
  // `~100 max`, `about 64 at most`: the bound's word after the hedged number.
  "(~|≈|about|around|roughly|approximately|approx|circa|nearly|almost) [.] {num} (max|maximum|min|minimum|at most|at least|or more|or less|or fewer)",
].map(compile);

/**
 * A bound word with a number, a number of a unit (`under 10`, `64-ish characters`), emptiness or a value in code, that
 * a hedge reaches.
 */
export const HEDGED_SHAPES: readonly Pattern[] = [
  `(${BOUND}|between|from) {num}`,
  // `Generally non-empty`, `Usually \`HTML\``: emptiness, a value in code.
  "(non-empty|nonempty|not empty|non-blank|not blank|never empty)",
  "{choices}",
  `{num} [(- ish|ish)] ${COUNTED} [(max|maximum|min|minimum|at most|at least)]`,
  // `100-ish max`: an estimate, its bound's word after it.
  "{num} (- ish|ish) (max|maximum|min|minimum|at most|at least|or less|or more|or fewer)",
].map(compile);

/** A bound word and its number (`under 64`, `at most 10`, `between 1`): an example of it is an example of a bound. */
export const BOUND_SHAPE: Pattern = compile(`(${BOUND}|between|from|below|above) {num}`);

/** A number with a unit (`64 characters`, `30 seconds`, `2 MB`): hedged (`about 64 characters`), a bound not enforced. */
export const UNIT_QUANTITY: readonly Pattern[] = [`{num} (${COUNTED}|${TIME}|${SIZE})`].map(compile);

/**
 * What gives a clause a constraint's shape for accounting (`botspec explain --unread`): a bound or length word with a
 * number, a number with a unit, quoted or backticked values, an optionality or requiredness word, a group word, a
 * default word. A clause of this shape that no statement read, that no hedge or warning names, is listed as read as
 * nothing (description by default), for a person to judge.
 */
export const ACCOUNTED_SHAPES: readonly Pattern[] = [
  ...CONSTRAINT_SHAPES.map((p) => p.source),
  `(${BOUND}|between|from) {num}`,
  `{num} (${COUNTED}|${SIZE})`,
  "{value} (,|or|and) {value}",
  "(optional|required|mandatory|omitted|absent)",
  "(exactly one|at most one|mutually exclusive|not both|either)",
  "(default|defaults)",
].map(compile);
