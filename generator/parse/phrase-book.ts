// The phrase book: every construct of notes and sentences with the phrasings that mean it. Adding a phrasing is one
// line here and one line in test/parse/phrase-book.test.ts. The pattern language is described in phrase.ts.
import { compile, type Pattern } from "./phrase.ts";

export interface Phrase<C extends string> {
  readonly construct: C;
  readonly pattern: Pattern;
}

function book<C extends string>(rows: readonly (readonly [C, string])[]): readonly Phrase<C>[] {
  return rows.map(([construct, source]) => ({ construct, pattern: compile(source) }));
}

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

/** Constructs a whole sentence states: definition intros, inheritance, unions, groups, alternatives, methods. */
export type SentenceConstruct =
  | "definition"
  | "extends"
  | "every-has"
  | "variants-intro"
  | "fields-intro"
  | "predicate-union"
  | "named-union"
  | "exactly-one"
  | "at-most-one"
  | "at-most-one-optional"
  | "alternative"
  | "partial"
  | "no-fields"
  | "returns"
  | "returns-true"
  | "no-params"
  | "params"
  | "path"
  | "named-only";

const PLUS =
  "[with the same meaning] [,] [(plus|and also|and additionally|as well as|and)] [the following] [(fields|ones)] [:]";
const PRESENT = "(present|set|given|specified|returned|filled|non-empty)";
const EITHER = "[(a|an)] [regular] {Type:a} or [(a|an)] {Type:b} [(;|,)]";
const EQUALS = "(equal to|equals|=|being|is)";
const TOLD =
  "[(,|;)] [((discriminated|tagged|told apart|distinguished|identified) by|the discriminator is|depending on) {field:discriminator}]";

export const SENTENCE_PHRASES = book<SentenceConstruct>([
  ["definition", "^ {Type} [{paren}] : {rest:fields}"],
  [
    "extends",
    `(contains|has|includes|carries|holds|repeats) (every|all|all the|each) (field|fields) of {Type} ${PLUS}`,
  ],
  ["extends", `(all|every) (field|fields) of {Type} ${PLUS}`],
  [
    "extends",
    `(extends|inherits from|inherits the fields of|inherits all fields of|is an extension of) {Type} ${PLUS}`,
  ],
  ["extends", `[(has|with)] the same fields as {Type} ${PLUS}`],
  ["every-has", "(every|each|all) {...what} (has|have|carries|carry|includes|include) {rest:fields}"],
  ["variants-intro", "{Type} variants [{paren}] [, (discriminated|tagged|told apart) by {field:discriminator}] :"],
  [
    "variants-intro",
    "[the] variants of {Type} [{paren}] [, (discriminated|tagged|told apart) by {field:discriminator}] :",
  ],
  [
    "variants-intro",
    "{Type} is one of the following [(variants|types)] [{paren}] [, (discriminated|tagged|told apart) by {field:discriminator}] :",
  ],
  ["variants-intro", "{Type} (has|comes in) [the following] variants [{paren}] :"],
  ["fields-intro", "{...label} fields [{paren}] :"],
  ["fields-intro", "[the] fields [{paren}] :"],
  ["predicate-union", `either ${EITHER} the discriminator is {field} ${EQUALS} {value}`],
  ["predicate-union", `either ${EITHER} (discriminated|told apart|distinguished) by {field} ${EQUALS} {value}`],
  ["predicate-union", `(one of|a) ${EITHER} the discriminator is {field} ${EQUALS} {value}`],
  [
    "named-union",
    `[(this object|it|{Type:self})] [(is|can be|may be)] (one of|either) [the following] [(types|objects)] [:] {Types:members} ${TOLD}`,
  ],
  ["exactly-one", `(exactly|only|just) one of {fields} (is|must be|will be) ${PRESENT}`],
  ["exactly-one", `one and only one of {fields} (is|must be) ${PRESENT}`],
  ["exactly-one", `either {fields} (is|must be) ${PRESENT} [, (but|and) not both]`],
  ["at-most-one", `(at most|no more than|not more than) one of {fields} (is|may be|can be|will be) ${PRESENT}`],
  ["at-most-one", "{fields} are mutually exclusive"],
  [
    "at-most-one-optional",
    `(at most|no more than|not more than|only) one optional field (is|may be|can be|will be) ${PRESENT} [{...where}]`,
  ],
  [
    "at-most-one-optional",
    `(at most|no more than|only) one of the optional fields (is|may be|can be) ${PRESENT} [{...where}]`,
  ],
  [
    "alternative",
    "(a|an) [plain] {type} (may|can) (replace|be used in place of|be sent in place of|be used instead of|be given instead of|stand in for) the object [{...why}]",
  ],
  ["alternative", "the object (may|can) be replaced (by|with) (a|an) [plain] {type} [{...why}]"],
  ["alternative", "instead of the object [,] (a|an) [plain] {type} (may|can) be (sent|given|used) [{...why}]"],
  ["alternative", "(may|can) also be (a|an) [plain] {type} [{...why}]"],
  ["partial", "[the] (remaining|further|other) fields after {field} [(:|are)] not shown"],
  ["partial", "fields after {field} [(:|are)] not shown"],
  ["partial", "[the] rest of the fields after {field} [(:|is|are)] not shown"],
  ["no-fields", "[(has|with)] no fields"],
  ["no-fields", "(an) empty object"],
  ["returns-true", "returns [`result`] [=] (true|`true`) [on success]"],
  ["returns-true", "on success [,] [it] returns (true|`true`)"],
  [
    "returns",
    "returns [`result`] [=] [(a|an|the)] [{word}] {type} [(object|objects)] [on success] [(that|which) {...what}]",
  ],
  ["returns", "on success [,] [it] returns [(a|an|the)] [{word}] {type} [(object|objects)]"],
  ["returns", "on success [,] [(a|an|the)] [{word}] {type} [(object|objects)] is returned"],
  ["returns", "[(a|an|the)] [{word}] {type} [(object|objects)] is returned [on success]"],
  ["returns", "(result|the result is|result type) [:] [(a|an|the)] {type}"],
  ["no-params", "[(takes|has|accepts)] no parameters [(are|is)] [(accepted|taken|needed|required)]"],
  ["no-params", "parameters : none"],
  ["params", "(parameter|parameters|optional parameter|optional parameters) : {rest:list}"],
  ["params", "(takes|accepts) [the] [(parameter|parameters)] {rest:list}"],
  ["path", "(path|url path|endpoint) {any:path}"],
  ["named-only", "[all] other methods [,] (including|such as|among them|like) {methods} [,] : not shown {rest:tail}"],
  ["named-only", "the (methods|operations) {methods} are not shown {rest:tail}"],
]);

/** Constructs at the head of a segment of a field list (`at most one of: a T; b T`, `Optional Boolean: a; b`). */
export type ListConstruct =
  | "open-exactly-one"
  | "open-at-most-one"
  | "optional-type"
  | "all-type"
  | "flags"
  | "include"
  | "partial"
  | "no-fields";

export const LIST_PHRASES = book<ListConstruct>([
  ["open-exactly-one", "(exactly|only|just) one of [the following] [(fields|options)] :"],
  ["open-at-most-one", "(at most|no more than|not more than) one of [the following] [(fields|options)] :"],
  ["optional-type", "optional {type} [(fields|flags)] :"],
  ["optional-type", "{type} , optional :"],
  ["optional-type", "optional fields of type {type} :"],
  ["all-type", "^ (all|all of type|each of type) {type} $"],
  ["flags", "{type} flags {rest:names}"],
  ["include", "(every|each|all) {Type} (field|fields) [{paren}]"],
  ["include", "(all|every) (field|fields) of {Type} [{paren}]"],
  ["partial", "[the] (remaining|further|other) fields after {field} [(:|are)] not shown"],
  ["partial", "fields after {field} [(:|are)] not shown"],
  ["no-fields", "[(has|with)] no fields"],
]);

/** The Required column of a parameter table; a requirement under a condition is none of every call. */
export type RequiredConstruct = "required" | "optional" | "conditional";

export const REQUIRED_PHRASES = book<RequiredConstruct>([
  ["required", "(yes|required|mandatory|always)"],
  ["optional", "(no|optional|never)"],
  ["conditional", "(yes|required|mandatory|no|optional) [(,|;)] (if|when|unless|only|except|for) {...condition}"],
  ["conditional", "(conditional|conditionally required|sometimes|depends [{...on}])"],
]);

/** Notes on a field that say it may be absent (`year Integer (optional)`). */
export const OPTIONAL_PHRASES = book<"optional">([
  ["optional", "optional"],
  ["optional", "(may|can) be (absent|omitted|missing)"],
  ["optional", "not always present"],
]);

/** Constructs of a parenthetical qualifier after a name (heading, table cell, intro line, paragraph definition). */
export type QualifierConstruct = "sent" | "received" | "discriminator" | "all-optional" | "all-type";

export const QUALIFIER_PHRASES = book<QualifierConstruct>([
  ["sent", "[only] sent [only] [(to the service|to the server|by the bot|by bots|to the api|in requests)]"],
  ["sent", "(input|request|outgoing) [(type|only|object)]"],
  ["sent", "(used in requests|for sending|sent by the client)"],
  ["received", "(received|returned|response|output|incoming) [(type|only|object)]"],
  ["discriminator", "(discriminator|discriminated by|tagged by|tag|discriminator field|told apart by) [is] {field}"],
  ["all-optional", "(all|every field|all fields|each field|each|all of them) optional"],
  ["all-type", "(all|all of type|every field|all fields) {type}"],
]);

/** Words that make an unread qualifier a near miss rather than description. */
export const QUALIFIER_KEYWORDS = new Set([
  "sent",
  "received",
  "input",
  "request",
  "discriminator",
  "discriminated",
  "optional",
  "all",
  "every",
  "tag",
]);

/** Words that make an unread paragraph of a resource section a near miss rather than description. */
export const CONSTRUCT_TRIGGERS: readonly Pattern[] = [
  "{Type} (: |variants|has|have|contains|includes|is one of)",
  "{Type} {paren} :",
  "(fields|field) of {Type}",
  "(exactly|at most|no more than) one",
  "only one (of|optional|among|between)",
  "mutually exclusive",
  "discriminator",
  "variants",
  "replace the object",
  "instead of the object",
  "not shown",
  "no fields",
  "{snake} (Integer|Float|String|Boolean|True|Array of)",
].map(compile);

const METHOD_CONSTRUCTS = new Set<SentenceConstruct>([
  "returns",
  "returns-true",
  "no-params",
  "params",
  "path",
  "named-only",
]);
/** The sentences of an endpoint section. */
export const METHOD_PHRASES = SENTENCE_PHRASES.filter((p) => METHOD_CONSTRUCTS.has(p.construct));
/** The sentences of a resource section. */
export const RESOURCE_PHRASES = SENTENCE_PHRASES.filter((p) => !METHOD_CONSTRUCTS.has(p.construct));

/** The Conventions list: Integer widths and the types, families and fields that are not shown. */
/** Entries of the list of types not shown, in order of precedence at one position. */
export type NotShownConstruct = "family" | "values" | "fields" | "type";

export const NOT_SHOWN_PHRASES = book<NotShownConstruct>([
  ["family", "[the] {Type:name} (types|kinds|variants|family)"],
  ["family", "[the] (types|kinds|variants) of {Type:name}"],
  ["values", "[the] {Type:name} values"],
  ["values", "[the] values of {Type:name}"],
  ["fields", "[the] (field|fields) {members:name} [,] beyond (their|its) (existence|presence|name|names)"],
  ["fields", "[the] (field|fields) {members:name} [,] (only) by name"],
  ["fields", "[the] existence of [the] (field|fields) {members:name}"],
  ["type", "{Type:name} [{paren:note}]"],
]);

/** The two sentences of the response envelope: its fields follow the phrase. */
export const ENVELOPE_PHRASES = book<"success" | "failure">([
  [
    "success",
    "[(every|each|any|all|the|a)] (response|responses|reply|replies) (is|are) [always] [a] json (object|objects) (with|containing|holding|of) [the] [(fields|members|keys)] [:]",
  ],
  [
    "success",
    "[(every|each|any|the|a)] (response|responses) (has|have|holds|hold|carries|carry) [the] (fields|members|keys) [:]",
  ],
  ["failure", "(a|an|any) (failed|unsuccessful) (call|request|method call) (returns|has|holds|carries|gives) [:]"],
  ["failure", "(failed|unsuccessful) (calls|requests) (return|have|hold|carry|give) [:]"],
  ["failure", "(on|upon|in case of) (failure|error) [,] the (response|reply) (has|holds|carries|contains|is) [:]"],
  [
    "failure",
    "(if|when) (the|a) (call|request) fails [,] the (response|reply) (has|holds|carries|contains|returns) [:]",
  ],
]);

/** A field of the success form present only when another field has a value: that field is then that literal. */
export const PRESENCE_PHRASES = book<"present-when">([
  [
    "present-when",
    "[only] (present|set|given|included|there) [only] (when|if|whenever) {field:name} (is|=|equals) {value:is}",
  ],
]);

const USED = "(referenced|mentioned|used)";
const UNSEEN = "not (shown|described|defined|detailed|specified)";
const HERE = "(here|in this document|in these documents|in this spec)";

export type ConventionConstruct = "integers32" | "wide-identifiers" | "wide-file-sizes" | "not-shown";

export const CONVENTION_PHRASES = book<ConventionConstruct>([
  ["integers32", "[all] (integer|integers) [(fields|values)] {...gap} signed 32 - bit"],
  ["integers32", "[all] (integer|integers) [(fields|values)] {...gap} 32 bits"],
  ["wide-identifiers", "[the] (identifiers|ids) of users and chats {...gap} 52 [significant] bits"],
  ["wide-identifiers", "[the] user and chat (identifiers|ids) {...gap} 52 [significant] bits"],
  ["wide-file-sizes", "[the] file sizes {...gap} 52 [significant] bits"],
  ["not-shown", "[the] types (referenced|mentioned|used) but whose fields are not shown :"],
  ["not-shown", `[the following] types (are|is) ${USED} but [(their|whose)] fields (are|is) ${UNSEEN} [${HERE}] :`],
  ["not-shown", `[the following] [(types|type)] [(are|is)] ${USED} but ${UNSEEN} [${HERE}] :`],
  ["not-shown", `[the] types whose fields are ${UNSEEN} [${HERE}] :`],
  ["not-shown", `[the] ${USED} types [(that are|which are)] ${UNSEEN} [${HERE}] :`],
  ["not-shown", "[the] (opaque types|types not shown) :"],
  ["not-shown", "not shown :"],
]);

/**
 * Words that make an unread sentence of the Conventions list a near miss: an integer width, a list of types not shown,
 * or a lead and a colon before a list of type names.
 */
export const CONVENTION_TRIGGERS: readonly Pattern[] = [
  "(bit|bits)",
  "not shown",
  "(opaque|omitted|left out)",
  ": {Type} , {Type}",
].map(compile);

/** Notes that refer to something the model knows: the kinds of update (Update's optional fields), another method's param. */
/**
 * References to what the model knows. `kinds-except` ("all types except chat_member") names no updates itself: it is
 * read only in a note that also says it lists update types.
 */
export type ReferenceConstruct = "update-kinds-except" | "kinds-except" | "update-kinds" | "same-as-param";

const EXCEPT = "[,] (except [for]|but|other than|apart from|excluding|save for|with the exception of) {fields:except}";
const KINDS = "(type|types|kind|kinds)";

export const REFERENCE_PHRASES = book<ReferenceConstruct>([
  ["update-kinds-except", `(all|every|any) [the] (update|updates) ${KINDS} ${EXCEPT}`],
  ["update-kinds-except", `(all|every|any) [the] ${KINDS} of (update|updates) ${EXCEPT}`],
  ["update-kinds-except", `(all|every|any) [the] (update|updates) ${EXCEPT}`],
  ["kinds-except", `(all|every|any) [the] ${KINDS} ${EXCEPT}`],
  ["update-kinds", "[(the|of)] (update|updates) (types|kinds)"],
  ["update-kinds", "(types|kinds) of (update|updates)"],
  ["same-as-param", "(same|the same) (semantics|meaning|rules|values) as (in|for) {method}"],
  ["same-as-param", "as in {method}"],
]);
