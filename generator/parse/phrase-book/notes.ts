// Notes on a field or parameter: ranges, lengths, list lengths, defaults, constants, enums, widths, character
// sets, and statements read but never constraints; the words that scope or condition them; near-miss triggers.
import { compile, type Pattern } from "../phrase.ts";
import { book } from "./book.ts";

const MORE = "(more|greater|higher|larger)";
const LESS = "(less|fewer|lower|smaller)";
const AT_MOST = `(up to|at most|no more than|not more than|not exceeding|maximum [of]|max [.]|${LESS} than or equal to|≤|< =)`;
const AT_LEAST = `(at least|minimum [of]|min [.]|no less than|not less than|${MORE} than or equal to|≥|> =)`;
const TO = "(- |to|through|. .|…)";
const TIME =
  "(second|seconds|minute|minutes|hour|hours|day|days|week|weeks|month|months|year|years|ms|millisecond|milliseconds)";
const SIZE = "(b|kb|mb|gb|kib|mib|gib|kilobytes|megabytes|gigabytes)";

/**
 * Constructs of a note on a field or parameter, in order of precedence at one position. Each says what a value may
 * be, or (`info`, `advice`, `default-prose`, `scoped`) is read and deliberately yields no constraint.
 */
export type NoteConstruct =
  | "bits"
  | "info"
  | "advice"
  | "length"
  | "length-max"
  | "length-min"
  | "list-length"
  | "list-max-each"
  | "list-max"
  | "list-min"
  | "range"
  | "max"
  | "min"
  | "below"
  | "above"
  | "positive"
  | "non-negative"
  | "non-empty"
  | "default"
  | "default-prose"
  | "const"
  | "enum"
  | "scoped"
  | "charset";

export const NOTE_PHRASES = book<NoteConstruct>([
  ["bits", "[(up to|at most|under|within|fits in|fit in|fits|no more than)] {num:bits} [significant] bits"],
  ["bits", "[signed] {num:bits} - bit [(signed|integer|number|value)]"],
  [
    "info",
    `[(up to|at most|under|over|no more than|maximum|max|at least|valid [for] [at least]|for|within|after)] {num} ${TIME}`,
  ],
  ["info", `[(up to|at most|maximum|max|at least)] {num} ${SIZE}`],
  ["info", `[(up to|at most|under|over|at least|within|for|after)] (a|an|one|a few|several) ${TIME}`],
  ["info", "one of (a|the) (fixed|limited|predefined|given|known|closed) (set|list)"],
  ["info", "[(a|an|the)] (iso|ietf|rfc|bcp) {num} [- {num}]"],
  ["info", "(utf-8|utf-16) [(code units|units|text|encoded|encoding|bytes)]"],
  ["info", "{num} - based"],
  ["info", "(alpha-2|alpha-3|numeric-3)"],
  ["info", "(radius|version|item|document|step|section|layer) {num}"],
  ["info", "[(added|introduced|new|changed|removed)] (in|since) [version] {num}"],
  ["info", "per {num}"],
  ["info", "{value} means {rest}"],
  ["advice", "should [not] be (positive|non-negative|greater than {num}|at least {num})"],
  ["length", `{num:min} ${TO} {num:max} {unit}`],
  ["length", "(from|between) {num:min} (to|and) {num:max} {unit}"],
  ["length", "exactly {num:n} {unit}"],
  ["length-max", `${AT_MOST} {num:max} {unit}`],
  ["length-max", `{num:max} {unit} (max|maximum|at most|or ${LESS})`],
  ["length-min", `${AT_LEAST} {num:min} {unit}`],
  ["list-length", `[(a|the)] [json-serialized] (list|array) of {num:min} ${TO} {num:max} {noun}`],
  ["list-length", `{num:min} ${TO} {num:max} {noun} [{noun}]`],
  ["list-length", "{num:min} or {num:max} {noun} [{noun}]"],
  ["list-max-each", `${AT_MOST} {num:max} {noun} [{noun}] (each|apiece|per (row|list|item|entry))`],
  ["list-max", `[(a|the)] [json-serialized] (list|array) of ${AT_MOST} {num:max} {noun}`],
  ["list-max", `${AT_MOST} {num:max} {noun} [{noun}]`],
  ["list-min", `${AT_LEAST} {num:min} {noun} [{noun}]`],
  ["range", `{num:min} ${TO} {num:max} [inclusive]`],
  ["range", "(from|between) {num:min} (to|and) {num:max} [inclusive]"],
  ["range", `in the range [(of|from)] {num:min} ${TO} {num:max}`],
  ["range", "{num:min} (≤|< =) {word} (≤|< =) {num:max}"],
  ["max", `${AT_MOST} {num:max}`],
  ["max", `{num:max} or ${LESS}`],
  ["min", `${AT_LEAST} {num:min}`],
  ["min", `{num:min} or ${MORE}`],
  ["below", `${LESS} than {num:max}`],
  ["above", `${MORE} than {num:min}`],
  ["positive", "(always|must be|is always|are always|strictly) positive"],
  ["positive", "^ positive"],
  ["non-negative", "(always|must be|is always|are always) non-negative"],
  ["non-negative", "^ non-negative"],
  ["non-empty", "(must not|cannot|can't|may not|will not|shall not) be empty"],
  ["non-empty", "(is|are) never empty"],
  ["non-empty", "(always|must be|is always|are always) non-empty"],
  ["non-empty", "^ (non-empty|not empty)"],
  ["default", "[the] default [value] [(:|is|of|=)] {value}"],
  ["default", "defaults to {value}"],
  ["default", "{value} (by default|if omitted|when omitted|if not specified|is the default)"],
  ["default", "by default [,] {value}"],
  ["default", "if (omitted|not specified|unspecified|absent) [,] [(defaults to|it is|the value is)] {value}"],
  ["default-prose", "[the] default [(:|is|value)] {prose}"],
  ["default-prose", "defaults [(to|:)] {prose}"],
  ["default-prose", "by default"],
  ["const", "[(is|are)] always [(equals|equal to|set to|is|=)] {value}"],
  ["const", "(must|will) always be {value}"],
  ["const", "(equals|equal to|is) always {value}"],
  ["const", "(equals|equal to) {value}"],
  ["const", "{value} always"],
  ["const", "(only ever|fixed [(value|at)]|constant) {value}"],
  ["enum", "[(must be|can be|is)] one of [the following] [(values|strings)] [:] {values:values}"],
  ["enum", "[(must be|can be|is)] either {values:values}"],
  ["enum", "[(the)] (possible|allowed|accepted|supported|valid) values [(are|:)] [:] {values:values}"],
  ["enum", "(can|may) be {values:values}"],
  ["scoped", "{values} only"],
  ["scoped", "{value} (while|when|whenever|if|until|unless|during|for) {rest}"],
  ["scoped", "only (for|in|with) {values}"],
  ["charset", "[characters] from {charset}"],
  ["charset", "(consisting|consists|made up) of [the] [characters] {charset}"],
  ["charset", "(only|allowed characters [:]) {charset}"],
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
/** Words that scope a statement to some cases (`1-6 for 🎲`): constraints scoped so are joined by their hull. */
export const CASE_WORDS = new Set(["for", "in"]);

/** Words that, in a note that yields no construct, signal a statement the reader missed. */
export const NOTE_TRIGGERS: readonly Pattern[] = [
  "{num}",
  "default",
  "defaults",
  "always {value}",
  "always (positive|non-negative)",
  "characters",
  "bytes",
  "one of",
  "up to",
  "at most",
  "at least",
  "either {values}",
].map(compile);
