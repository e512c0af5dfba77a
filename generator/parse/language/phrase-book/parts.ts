// Parts of a definition: heads of field-list segments, the Required column, optional in words, qualifiers.
import { compile, type Pattern } from "../phrase.ts";
import { book } from "./book.ts";
import type { GroupKind } from "../../../model/model.ts";

/** Constructs at the head of a segment of a field list (`at most one of: a T; b T`, `Optional Boolean: a; b`). */
export type ListConstruct =
  | "open-exactly-one"
  | "open-at-most-one"
  | "open-at-least-one"
  | "open-one-of"
  | "optional-type"
  | "all-type"
  | "flags"
  | "include"
  | "partial"
  | "no-fields";

/** What the spec says of fields it leaves out (`not shown`, `not listed`): in field lists and in sentences. */
export const UNSHOWN = "(not shown|not listed|not described|not documented|not included|omitted)";

/** What is done with a field of a group (`exactly one of the following must be set:`). */
const GIVEN = "(set|given|used|present|specified|provided|passed|sent|included)";

/** Which fields a group's head names: `the following`, `these optional fields`, `the options`. */
const FOLLOWING =
  "[(the following|these|the|those)] [optional] [(fields|options|members|properties|keys|parameters|params|arguments)] [(below|that follow)] [{paren}]";
/** Exactly, in the words specifications use (`precisely one`, `one and only one`). */
export const EXACTLY = "(exactly|precisely|only|just|one and only|one and exactly)";
export const AT_MOST_ONE =
  "(at most one|no more than one|not more than one|zero or one|none or one|one or none|optionally [,] one|up to one|max [.] one|maximum one|at most 1|up to 1)";
/** Who is told to use a group's field (`you must use exactly one of …`). */
const CALLER = "[(you|the caller|callers|the client|clients|the bot|bots)]";
const USE = "(use|set|give|pass|specify|provide|include|send)";

/** The kind of group a list's intro opens (`Exactly one of:`, `At most one of:`, `At least one of:`). */
export const GROUP_INTROS: Readonly<Partial<Record<ListConstruct, GroupKind>>> = {
  "open-exactly-one": "exactly-one",
  "open-at-most-one": "at-most-one",
  "open-at-least-one": "at-least-one",
  "open-one-of": "at-least-one",
};

/** Intros of a group of at least one that do not say whether two may be there (`One of these must be set:`). */
export const OPEN_INTROS: ReadonlySet<ListConstruct> = new Set(["open-one-of"]);

export const LIST_PHRASES = book<ListConstruct>([
  ["open-exactly-one", `${EXACTLY} one of ${FOLLOWING} :`],
  // `one (and only one) of:`, `one (only) of:`, `one (and no more than one) of:`: the one said again in parentheses.
  [
    "open-exactly-one",
    `[(and|plus|with|then)] one \\( [and] (only|only one|no more than one|not more than one|at most one) \\) of ${FOLLOWING} [(must|should|has to|is to) be ${GIVEN}] :`,
  ],
  // `exactly one of these is required:`, `one of (mutually exclusive):`: the count, and that one is needed.
  ["open-exactly-one", `${EXACTLY} one of ${FOLLOWING} (is|are) (required|needed|mandatory) :`],
  ["open-exactly-one", "one of [(the following|these)] [(fields|options)] \\( [mutually] exclusive \\) :"],
  ["open-exactly-one", `one , and only one , of ${FOLLOWING} [(must|should|has to|is to) be ${GIVEN}] :`],
  ["open-exactly-one", `${EXACTLY} one of ${FOLLOWING} (must|should|has to|is to) be ${GIVEN} :`],
  // `Exactly one of the following fields is present:`, `… will be set:`: said of what is received.
  ["open-exactly-one", `${EXACTLY} one of ${FOLLOWING} (is|will be) [always] ${GIVEN} :`],
  ["open-exactly-one", `${CALLER} (must|should|has to|have to) ${USE} ${EXACTLY} one of ${FOLLOWING} :`],
  // `use exactly one of:`, `requires exactly one of:`, `plus exactly 1 of:`: the verb or the count in other words.
  [
    "open-exactly-one",
    `[(then|and then)] [(${USE}|choose|pick|select|requires|needs|takes|has|plus|and|with|also)] ${EXACTLY} (one|1) of ${FOLLOWING} [(must|should|has to|is to) be ${GIVEN}] :`,
  ],
  // `must have exactly one of:`, `a single one of:`: the count said with a verb of having, or as a single one.
  [
    "open-exactly-one",
    `[(must|should|has to|will)] (have|hold|carry|contain|include) ${EXACTLY} (one|1) of ${FOLLOWING} :`,
  ],
  ["open-exactly-one", `[(and|plus)] (a single|one single) one of ${FOLLOWING} :`],
  // `only one of the following, and one is required:`: at most one, and at least one.
  [
    "open-exactly-one",
    `(only|at most) one of ${FOLLOWING} [,] (and|but) [(exactly|at least)] one (is|must be) (required|${GIVEN}) :`,
  ],
  [
    "open-exactly-one",
    "one of [(the following|these)] [(fields|options)] [,] [with] exactly one [(required|must be set|is required)] :",
  ],
  ["open-at-most-one", `${AT_MOST_ONE} of ${FOLLOWING} :`],
  ["open-at-most-one", `(at most|no more than|not more than|only) one of ${FOLLOWING} (may|can) be ${GIVEN} :`],
  ["open-at-most-one", `${AT_MOST_ONE} of ${FOLLOWING} (is|will be) ${GIVEN} :`],
  ["open-at-most-one", `${CALLER} (may|can) ${USE} ${AT_MOST_ONE} of ${FOLLOWING} :`],
  // `At least one of the following is required:`, `One or more of:`, `One of these must be set:`: one, or more.
  ["open-at-least-one", `(at least one|one or more) of ${FOLLOWING} [(is|are) (required|needed|mandatory)] :`],
  ["open-at-least-one", `(at least one|one or more) of ${FOLLOWING} (must|should|has to|is to) be ${GIVEN} :`],
  ["open-one-of", `one of ${FOLLOWING} (must|should|has to|is to) be ${GIVEN} :`],
  ["open-at-least-one", `${CALLER} (must|should|has to|have to) ${USE} (at least one|one or more) of ${FOLLOWING} :`],
  ["optional-type", "optional {type} [(fields|flags)] :"],
  ["optional-type", "{type} , optional :"],
  ["optional-type", "optional fields of type {type} :"],
  ["all-type", "^ (all|all of type|each of type) {type} $"],
  // `No fields`, `No fields (empty object)`, `Holds no fields`: nothing, whatever the parentheses add.
  ["no-fields", "[(has|with|holds|contains|carries)] no fields [at all] [{paren}]"],
  // `(no fields)`, `None`, `—`, `Empty object`: the whole cell says there is nothing.
  ["no-fields", "\\( [(has|with)] no fields \\)"],
  ["no-fields", "[(an|the)] empty object [{emptyObject}] [{paren}]"],
  // `Holds no information`, `Currently carries no data`: nothing, said of what the type holds.
  [
    "no-fields",
    "[(currently|for now)] (holds|contains|has|carries) no (information|data) [(yet|currently|for now)] [{paren}]",
  ],
  ["no-fields", "(none|-|empty|\\( empty \\)|\\( none \\))"],
  ["no-fields", "{emptyObject} [{paren}]"],
  // `Boolean flags a, b`, `Boolean fields a, b`, `the Boolean flags a, b`, `flags (Boolean) a, b`: each a field of the type.
  ["flags", "[the] {type} (flags|fields) {rest:names}"],
  ["flags", "[the] (flags|fields) \\( {type} \\) {rest:names}"],
  ["include", "(every|each|all) [the] {Type} (field|fields) [{paren}]"],
  ["include", "(all|every) [the] (field|fields) of {Type} [{paren}]"],
  ["partial", `[the] [(remaining|further|other)] fields after {field} [(:|are)] ${UNSHOWN}`],
]);

/** The Required column of a parameter table; a requirement under a condition is none of every call. */
export type RequiredConstruct = "required" | "optional" | "conditional";

export const REQUIRED_PHRASES = book<RequiredConstruct>([
  // A mark after the word (`Yes*`, `Required†`) points to a footnote; the word stands. A cell marked `x` (a ticked
  // box) or `*` alone (as forms mark what must be filled in) is a yes; a blank one, no.
  // The words shortened (`req.`, `opt.`), or negated (`Not required`).
  ["required", "(yes|y|true|required|req|reqd|mandatory|always|✓|✔|✔️|✅|☑) [(*|†|‡)] [.]"],
  // `Must`, `Must be given`: RFC 2119's word for what is required; `May` is a no.
  [
    "required",
    `(must|shall) [be] [(${["given", "passed", "sent", "set", "specified", "provided", "present"].join("|")})] [.]`,
  ],
  ["optional", "(may|can) [be] [(omitted|absent|left out)] [.]"],
  ["required", "^ (x|*) $"],
  ["optional", "(no|n|false|optional|opt|never|-|✗|✘|❌|not required|not mandatory) [(*|†|‡)] [.]"],
  // A requirement for some calls only (`Yes, if …`, `Yes (for channels)`) is none of every call.
  [
    "conditional",
    "(yes|required|mandatory|no|optional) [(,|;)] [\\(] (if|when|unless|only|except|for|in) {...condition}",
  ],
  ["conditional", "(conditional|conditionally|conditionally required|sometimes|depends [{...on}])"],
  ["conditional", "(if|when|unless|only if|only when|only for) {...condition}"],
  ["optional", "n / a [.]"],
]);

/** Notes on a field that say it may be absent (`year Integer (optional)`). */
/** `present-when`: absent unless a condition holds; the condition stays in the description. */
export const OPTIONAL_PHRASES = book<"optional" | "present-when">([
  ["optional", "optional"],
  // `(opt.)`, `omittable`: the word shortened, or the adjective of leaving the value out.
  ["optional", "(opt .|opt|omittable|omissible)"],
  ["optional", "(may|can) be (absent|omitted|missing)"],
  ["optional", "not always (present|set|included|given|sent)"],
  ["optional", "(not required|not mandatory|may be absent|can be absent)"],
  ["optional", "(might|may) (be|go) (absent|omitted|missing|unset)"],
  // `May be empty or missing`, `can be left out`, `Omit to leave it unknown`: the value may not be there.
  ["optional", "(may|can|might) [also] be (empty|blank|zero|null) [,] or (absent|omitted|missing|unset|left out)"],
  ["optional", "(may|can) be (left out|skipped|left unset)"],
  // `Sort order, or absent`: the value, or none at all.
  ["optional", "or [else] (absent|missing|omitted|not present|not set|left out)"],
  // `This field may be omitted`, `It can be left out`: the value named before what it may be.
  [
    "optional",
    "(it|this|this field|this parameter|this value|the field|the parameter|the value) (may|can|might) be (absent|omitted|missing|left out|skipped|left unset|unset)",
  ],
  ["present-when", "^ (omit|leave out) [(it|this|this field|this parameter)] (to|for|if|when) {...condition}"],
  // `May be missing in older messages`: absent in some values, so optional in all.
  [
    "optional",
    "(may|can|might) be (absent|omitted|missing|unset) (in|for|with|on|when|if|from|under|during|after|before) {...cases}",
  ],
  // `sometimes omitted`, `often absent`: absent in some values, so optional in all.
  [
    "optional",
    "(sometimes|occasionally|often|frequently|usually|typically) (omitted|absent|missing|left out|not present|not set|not included)",
  ],
  ["optional", "[(this|the)] [(field|parameter|value|member)] (may|might) not be (present|set|included)"],
  ["optional", "[(this|the)] [(field|parameter|value|member)] is optional"],
  ["optional", "[(an|the)] optional (field|parameter|value)"],
  // Present under a condition only: absent otherwise (`Omitted if empty`, `Only present for bots`). Not `if any`,
  // `if applicable`: the service writes those of fields that are always there, perhaps empty (ShippingAddress.state).
  [
    "present-when",
    "(omitted|absent|missing|not present|not set|not included|left out|not sent|not returned|not available|unavailable) (if|when|unless|for|in|while) {...condition}",
  ],
  [
    "present-when",
    "(only present|present only|only set|set only|only included|included only|only returned|returned only|only sent|sent only|only given|given only|only filled|filled only|only available|available only|only provided|provided only) (if|when|for|in|with|while|after|once|during|unless) {...condition}",
  ],
  // `Will not be set for private chats`, `is never sent for bots`: absent under a condition, there otherwise.
  [
    "present-when",
    "[(it|this|this field|the field|this value|the value)] (will|would|is|are|does|do) (not|never) [be] (present|set|sent|included|returned|filled|filled in|given|provided|available|appear) (if|when|unless|for|in|while|with|on) {...condition}",
  ],
  // `Included when the user shared it`, `Appears only if …`, `filled in only for …`: there under a condition only.
  ["present-when", "(included|filled in|is included|is filled in) (if|when|while|once|unless) {...condition}"],
  [
    "present-when",
    "(included|appears|appear|filled in|is included|is filled in) only (if|when|for|in|while|once|unless) {...condition}",
  ],
  // `(otherwise absent)`: absent unless what was said before holds.
  ["present-when", "(otherwise|else) (absent|omitted|missing|not present|not set|unset|left out)"],
  // `If present, the caption`: what follows the comma is the description, and says when it is there.
  ["present-when", "(if|when) (present|included|returned|set)"],
  // `Primary invite link, if available`: there when it is available, absent otherwise (a wrong optional rejects no
  // real value; a wrong required does).
  ["present-when", "(if|when|where) (available|known)"],
]);

/** Words that say a qualifier is of every member (`all`, `each field`, `every one`, `all of them`). */
const EVERY =
  "(all|each|every|every one|each one|all of them|each of them|every field|all fields|each field|all the fields|all of the fields|each of the fields|every member|all members|each member)";
/** What a type in a qualifier types (`Boolean fields`). */
const MEMBERS = "(fields|members|values|flags)";

/** Constructs of a parenthetical qualifier after a name (heading, table cell, intro line, paragraph definition). */
export type QualifierConstruct =
  "sent" | "received" | "discriminator" | "all-optional" | "all-type" | "all-type-optional" | "type-alone";

export const QUALIFIER_PHRASES = book<QualifierConstruct>([
  ["sent", "[only] sent [only] [(to the service|to the server|by the bot|by bots|to the api|in requests)]"],
  ["sent", "(input|request|outgoing) [(type|only|object)]"],
  ["sent", "(used in requests|for sending|sent by the client)"],
  [
    "sent",
    "[only] (used|given|passed|accepted) [only] (in|with|by|as) [(requests|calls|method calls|parameters|input)]",
  ],
  ["received", "(received|returned|response|output|incoming) [(type|only|object)]"],
  [
    "discriminator",
    "(discriminator|discriminated by|tagged by|tag|tag field|discriminator field|discriminating field|told apart by) [is] {field}",
  ],
  ["all-optional", `${EVERY} [(are|is)] optional`],
  // `(none required)`, `(none of them mandatory)`, `(no field is required)`: every member optional, said the other way.
  [
    "all-optional",
    "(none|none of them|none of these|none of the fields|no field|no member|not one) [(is|are)] (required|mandatory)",
  ],
  ["all-type", `(${EVERY}|all of type) [(are|is)] [(a|an|of type|of the type)] {type} [${MEMBERS}]`],
  // `(Boolean fields)`, `(Booleans)`: a type with the word for what it types, or a primitive's plural alone.
  ["all-type", `[(all|only)] {type} ${MEMBERS}`],
  ["all-type", "[(all|only)] {plural:type}"],
  // `(all fields Boolean and optional)`, `(all optional Booleans)`, `(every field an optional Boolean)`: both in one part.
  ["all-type-optional", `(${EVERY}|all of type) {type} and [(all|each)] [(are|is)] optional`],
  ["all-type-optional", `${EVERY} [(are|is)] [(a|an)] optional {type} [${MEMBERS}]`],
  ["all-type-optional", `[(all|only)] optional {type} [${MEMBERS}]`],
  ["all-type-optional", "{type} and optional"],
  // `(all fields are optional and Boolean)`: the same two, the other way round.
  ["all-type-optional", `${EVERY} [(are|is)] optional and [(are|is)] [(a|an|of type)] {type} [${MEMBERS}]`],
  // `(Boolean, each optional)`: a type alone is every member's type beside another part said of every member.
  ["type-alone", "{type}"],
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

/**
 * Labels of a remark before a colon (`Note: …`, `Important: …`, `Warning: …`): the paragraph is prose about the
 * section, never the definition of a type so named.
 */
export const REMARK_LABELS: ReadonlySet<string> = new Set(
  "note notes nb important warning caution attention tip tips hint remark remarks example examples info notice deprecated".split(
    " ",
  ),
);

/**
 * Words a heading over a variant table may use besides the union's name (`### Kinds of MessageOrigin`, `### The
 * MessageOrigin union`): the one other type name in such a heading is the union's.
 */
export const UNION_HEADING_WORDS = new Set([
  "the",
  "a",
  "an",
  "of",
  "kinds",
  "kind",
  "types",
  "type",
  "variants",
  "variant",
  "subtypes",
  "subtype",
  "union",
  "cases",
  "forms",
  "possible",
  "all",
  // Words that open an intro (`One of:`, `Either of these:`, `Each is one of:`), never the union's name.
  "one",
  "either",
  "any",
  "each",
  "these",
  "there",
  "it",
  "following",
]);

/** Headers of a variant table's second column that say what it holds, not which field (`Tag`, `Discriminator`). */
export const GENERIC_DISCRIMINATOR_COLUMNS: ReadonlySet<string> = new Set([
  ...["tag", "discriminator", "discriminator value", "tag value", "value", "variant value"],
]);

/** Words a heading of one type may put around its name (`### The Chat object`, `### Type: Chat`), naming nothing. */
export const TYPE_HEADING_NOUNS: readonly string[] = ["object", "type", "class", "resource", "model", "struct"];

/** An HTTP verb before a method's name in its heading (`### POST sendMessage`), written in capitals. */
export const METHOD_HEADING_VERBS: ReadonlySet<string> = new Set(["GET", "POST", "PUT"]);
/** A label before a method's name in its heading and a colon (`### Method: sendMessage`). */
export const METHOD_HEADING_LABELS: ReadonlySet<string> = new Set(["method", "endpoint", "operation"]);

/** A note that points to values listed after its table (`One of the values listed below`, `See the list below`). */
export const POINTS_BELOW: Pattern = compile("(below|beneath|hereafter|after the table)");

/**
 * A sentence under a table that gives one field's values (`\`kind\` is one of \`a\`, \`b\``, `The \`kind\` field is
 * either \`a\` or \`b\``, `Possible values of \`kind\`: \`a\`, \`b\``): the whole paragraph.
 */
export const FIELD_VALUES: readonly Pattern[] = [
  "^ [the] {field:field} [(field|value|parameter)] (is|must be|can be|may be|is always|takes) [(one of|either)] [(the values|the following values|the following)] [:] {choices2:values} $",
  "^ [the] (possible|allowed|valid|supported|accepted) values (of|for) [the] {field:field} [(field|parameter)] (are|:) {choices2:values} $",
].map(compile);
