// Whole sentences of resource and endpoint sections: definitions, intros, inheritance, unions, groups,
// alternatives, results, parameters, methods named only; and the words that make an unread paragraph a near miss.
import { compile, type Pattern } from "../phrase.ts";
import { book } from "./book.ts";
import { AT_MOST_ONE, EXACTLY, UNSHOWN } from "./parts.ts";

/** Constructs a whole sentence states: definition intros, inheritance, unions, groups, alternatives, methods. */
export type SentenceConstruct =
  | "definition"
  | "own-fields"
  | "extends"
  | "every-has"
  | "variants-intro"
  | "fields-intro"
  | "optional-fields-intro"
  | "predicate-union"
  | "named-union"
  | "exactly-one"
  | "at-most-one"
  | "at-most-one-optional"
  | "exactly-one-optional"
  | "exactly-one-except"
  | "at-most-one-except"
  | "at-least-one"
  | "alternative"
  | "partial"
  | "no-fields"
  | "returns"
  | "returns-or"
  | "returns-true"
  | "returns-list"
  | "no-params"
  | "params"
  | "optional-params"
  | "typed-params"
  | "typed-optional-params"
  | "path"
  | "named-only";

const PLUS =
  "[{paren}] [with the same meaning] [(,|;)] [(plus|and also|and additionally|as well as|and adds|adding|adds|also adds|and has|and also has|and|with)] [(the following|these|the)] [(extra|additional|further|more)] [(fields|ones)] [are] [:]";
const PRESENT = "(present|set|given|specified|returned|filled|non-empty|provided|passed|used)";
const OPTIONAL_ONES = "the optional (fields|parameters|options)";
const EXACTLY_ONE = `(${EXACTLY} (one|1)|a single one|one single one)`;
/** At most one (`zero or one`, `no more than one`), or only one, of a group. */
const ONE_AT_MOST = `(${AT_MOST_ONE}|only one)`;
const EITHER = "[(a|an)] [regular] {Type:a} [,] or [(a|an)] {Type:b} [(;|,)]";
const EQUALS = "(equal to|equals|=|==|being|is|set to|is set to|of)";
const TOLD =
  "[(,|;|\\()] [[(they are|they're|which are|these are|it is)] ((discriminated|tagged|told apart|distinguished|identified) by|the discriminator is|depending on) [the] {field:discriminator}]";

/** What tells a union's variants apart, after its intro (`, discriminated by \`type\``, `, depending on \`status\``). */
const TOLD_BY =
  "[[(,|;)] (((discriminated|tagged|told apart|distinguished|identified|keyed) by|(depending|keyed|based) on|by) [the value of] {field:discriminator} [,] | the {field:discriminator} [(field|value)] (tells them apart|distinguishes them|discriminates them|tells which))]";

/** Who returns (`This method returns …`), and when (`… on success`). */
const WHO = "[(this method|the method|it)] [always]";
/** The cases other than one said before (`for others`, `otherwise`, `for other messages`, `in all other cases`). */
const OTHERS =
  "((otherwise|else)|(for|in) [all] (others|the others|the rest|other {word}|other cases)|(for|in) all other (cases|{word}))";
const SUCCESS = "[(on|upon|after) success]";
/** When the result comes, before the rest of the sentence (`On success,`, `If successful,`, `Upon completion,`). */
const ON_SUCCESS =
  "((on|upon|after) (success|completion) [,]|(if|when) (successful|it succeeds|the (call|method|request|operation) (succeeds|is successful)) [,])";
/** What the result is, after its type (`… that was sent`, `… describing the sent message`, `the Message sent`). */
const WHAT =
  "[((that|which|describing|representing|containing|with|for) {...what}|sent|edited|created|forwarded|copied|uploaded|stopped|posted)]";
/** What holds the result: the response, its `result` field (`The response's \`result\` is …`, `Response: …`). */
const RESPONSE =
  "[(on|upon) success] [,] [the] ((response|response's|reply|reply's) [(body|`result`)] [field] [: `result` [field]]|`result` [field]) (is|:|=|holds|contains|carries)";

/** How a union described in prose tells one variant by a value (`an InaccessibleMessage has \`date\` 0`). */
export type PredicateConstruct = "variant-value" | "first-value" | "second-value" | "told-value";

/**
 * Sentences and clauses after a union's variants that say which value of a field marks one of them: the field may be
 * the one the union is told apart by (`, which is 0 for an InaccessibleMessage`).
 */
export const PREDICATE_PHRASES = book<PredicateConstruct>([
  [
    "variant-value",
    `[(an|a|the)] {Type} (is|can be|may be) (recognised|recognized|identified|told apart|distinguished|known|detected) by {field} ${EQUALS} {value}`,
  ],
  ["variant-value", `[(an|a|the)] {Type} (has|carries|holds|is the one with) [its] [the] {field} [${EQUALS}] {value}`],
  // `…, which is 0 for an InaccessibleMessage`: the field the union is told apart by.
  ["variant-value", `(which|that) (is|equals) {value} (for|in|on) [(an|a|the)] {Type}`],
  ["first-value", `(which|that) (is|equals) {value} (for|in|on) the former`],
  ["second-value", `(which|that) (is|equals) {value} (for|in|on) the latter`],
  ["variant-value", `{field} (is|equals|=) {value} (for|in|on) [(an|a|the)] {Type}`],
  // `told apart by \`date\` (0 for an InaccessibleMessage)`: the value of the field just named, and its variant.
  ["variant-value", `{value} (for|in|on) [(an|a|the)] {Type}`],
  // `the discriminator is \`date\` equal to 0`, `discriminated by \`date\` = 0`: the value marks the variant whose field
  // is always that value.
  ["told-value", `(by|is) {field} ${EQUALS} {value}`],
  ["first-value", `{field} (is|equals|=) {value} (for|in|on) the former`],
  ["second-value", `{field} (is|equals|=) {value} (for|in|on) the latter`],
  // `(the latter has \`date\` 0)`, `the former with \`date\` = 1`: the variant by its place, then its field's value.
  ["first-value", `the (former|first) [(one|variant)] (has|carries|holds|with) {field} [${EQUALS}] {value}`],
  ["second-value", `the (latter|second) [(one|variant)] (has|carries|holds|with) {field} [${EQUALS}] {value}`],
  // `…, which is 0 for an inaccessible one`, `(\`date\` is 0)` in parentheses: the value marks the variant whose field is always it.
  [
    "told-value",
    `(discriminated|told apart|distinguished|identified) by [the] {field} [,] (which|that) (is|equals) {value} (for|in|on) {...who}`,
  ],
  ["told-value", `(which|that) (is|equals) {value} (for|in|on) {...who}`],
  // `discriminated by \`date\` (0 means inaccessible)`, `…, where 0 marks an inaccessible message`.
  [
    "told-value",
    `(discriminated|told apart|distinguished|identified) by {field} [,] \\( {value} (means|marks|indicates|denotes) {...who} \\)`,
  ],
  [
    "told-value",
    `(discriminated|told apart|distinguished|identified) by {field} [,] (where|with) {value} (meaning|marking|means|marks|indicating|for) {...who}`,
  ],
  ["told-value", `\\( {field} (is|equals|=|==) {value} \\)`],
]);

export const SENTENCE_PHRASES = book<SentenceConstruct>([
  // `Media: Photo or Clip`, `Polymorphic: Photo, Clip (by \`kind\`)`: a label and type names only, which no field is
  // (a field has a type of its own): the union's variants, before a definition would read them as fields.
  ["named-union", `^ {word} : [(either|one of)] {Types:members} [\\( [(by|on)] {field:discriminator} \\)] ${TOLD} $`],
  ["definition", "^ {Type} [{paren}] : {rest:fields}"],
  [
    "extends",
    `(contains|has|includes|carries|holds|repeats) (every|all|all the|each) (field|fields) of {Type} ${PLUS}`,
  ],
  ["extends", `(all|every) (field|fields) of {Type} ${PLUS}`],
  // `Every field of Chat, and in addition:`, `All fields of Chat and, in addition, these:`.
  [
    "extends",
    "(all|every) (field|fields) of {Type} [,] and [,] in addition [,] [(the following|these)] [(fields|ones)] [:]",
  ],
  ["extends", `[(contains|has|includes|carries|holds|repeats)] (all|every|all the) {Type} (field|fields) ${PLUS}`],
  [
    "extends",
    "in addition to [(all|every)] [the] (field|fields) of {Type} [,] [(it|this type|this object)] [(has|includes|contains|carries)] [(the following|these)] [(fields|ones)] [:]",
  ],
  ["extends", `^ {Type:self} (extends|inherits from|inherits the fields of) {Type} ${PLUS}`],
  ["extends", `[(a|an)] superset of {Type} ${PLUS}`],
  [
    "extends",
    `(extends|inherits from|inherits the fields of|inherits all fields of|is an extension of) {Type} ${PLUS}`,
  ],
  ["extends", `[(has|with)] [the] same fields as {Type} ${PLUS}`],
  // `Inherits every field of Chat; additional fields:`, `Everything in Chat, plus:`, `X is a Chat with these extra fields:`.
  ["extends", `inherits (every|each|all) [the] (field|fields) of {Type} ${PLUS}`],
  ["extends", `(everything|all) (in|of|from) {Type} ${PLUS}`],
  [
    "extends",
    "^ {Type:self} is [(a|an)] {Type} (with|plus) [(the following|these)] (extra|additional|further|more) fields :",
  ],
  ["extends", `[the] (same as|just like|like) {Type} ${PLUS}`],
  // `Chat's fields with the same meaning, plus:`, `Has all of Chat's fields, and:`: the type's fields, said as its own.
  [
    "extends",
    `^ [(has|contains|includes|carries|holds|repeats)] [(all|every one) [of]] {owner:Type} (fields|members|properties) ${PLUS}`,
  ],
  ["extends", "^ {Type} [,] (plus|and also|as well as) [the following] [(fields|ones)] [:]"],
  // `Each update carries at most one of the optional fields`: a group, before `every … has` reads it as a prefix.
  [
    "at-most-one-optional",
    `(each|every|any) {word} (carries|has|contains|holds|includes|sets) (at most|no more than|only) one of ${OPTIONAL_ONES}`,
  ],
  // `All file types share …`, `Fields common to every file type: …`, `In addition to the fields below, every … has …`.
  ["every-has", "(every|each|all) {...what} (share|shares|have in common|has in common) {rest:fields}"],
  ["every-has", "(every|each|all) {...what} (has|have|carries|carry|includes|include) {rest:fields}"],
  ["every-has", "^ [the] (fields|members) (common to|shared by) (every|each|all) {...what} [(are|is)] : {rest:fields}"],
  [
    "every-has",
    "^ in addition to {...what} , (every|each|all) {...which} (has|have|carries|carry|includes|include) {rest:fields}",
  ],
  ["variants-intro", `{Type} variants [{paren}] ${TOLD_BY} :`],
  // `**BackgroundFill variants**`: the intro as a line of its own, without its colon.
  ["variants-intro", `^ {Type} (variants|subtypes) [{paren}] ${TOLD_BY} $`],
  ["variants-intro", `{Type} (subtypes|kinds) [{paren}] ${TOLD_BY} :`],
  ["variants-intro", `[the] (variants|kinds|subtypes|forms|cases|implementations) of {Type} [{paren}] ${TOLD_BY} :`],
  // `BackgroundFill, discriminated by the \`type\` field:`: the type and what tells its variants apart.
  ["variants-intro", "^ {Type} [,] (discriminated|tagged|keyed) by [the] {field:discriminator} [(field|value)] :"],
  [
    "variants-intro",
    `[(a|an|the)] {Type} [(object|type|value)] (is|can be|may be) [a union of] (one|any) of [(the following|these)] [(variants|types|kinds|forms|objects)] [{paren}] ${TOLD_BY} :`,
  ],
  [
    "variants-intro",
    `{Type} (has|comes in) [(the following|two|three|four|five|six|several)] (variants|kinds|forms) [{paren}] ${TOLD_BY} :`,
  ],
  // `Possible BackgroundFill types:`, `BackgroundFill — one of:`, `ChatMember is a union discriminated by \`status\`:`.
  ["variants-intro", `(possible|supported|known) {Type} (types|kinds|variants|forms) ${TOLD_BY} :`],
  ["variants-intro", "{Type} (- |:) one of :"],
  // `There are three kinds of X:`, `X can take the following forms:`, `X is represented by one of:`, `X (oneOf):`,
  // `Currently, X can be one of:`, `X — one of the following variants:`: the variants after other words of kinds.
  [
    "variants-intro",
    `[there are] [{word}] (kinds|types|forms|variants|subtypes) of {Type} [(are|exist)] [{paren}] ${TOLD_BY} :`,
  ],
  [
    "variants-intro",
    `{Type} [${TOLD_BY}] [,] (can take|takes|is represented by|is one of|can be|may be) [(one of|any of)] [(the following|these)] [(forms|shapes|variants|types|kinds|objects)] ${TOLD_BY} :`,
  ],
  ["variants-intro", "{Type} \\( (oneof|one of|anyof|union) \\) :"],
  [
    "variants-intro",
    `^ (currently|at present|for now) , {Type} (can|may) be (one|any) of [(the following|these)] ${TOLD_BY} :`,
  ],
  ["variants-intro", `{Type} (- |:) one of (the following|these) [(variants|types|kinds|forms)] ${TOLD_BY} :`],
  ["variants-intro", `{Type} is a [(tagged|discriminated)] union ${TOLD_BY} :`],
  // `X is a union of the following:`, `Possible kinds of X:`: the union, and the kinds of it, named.
  [
    "variants-intro",
    `{Type} is a [(tagged|discriminated)] union of [(the following|these)] [(variants|types|kinds|forms|objects)] ${TOLD_BY} :`,
  ],
  ["variants-intro", `(possible|supported|known) (types|kinds|variants|forms) of {Type} ${TOLD_BY} :`],
  // `Optional service-message fields:`, `The following fields are all optional:`: every field of the table optional.
  ["optional-fields-intro", "optional [{...label}] fields [{paren}] :"],
  ["optional-fields-intro", "[the] [following] {...label} fields (are|is) [all] optional :"],
  ["fields-intro", "{...label} fields [{paren}] :"],
  ["fields-intro", "[the] fields [{paren}] :"],
  // `Story has the fields: chat Chat; …`, `A Story consists of: …`, `Story fields: …`: a definition in other words.
  [
    "definition",
    "^ [(a|an|the)] {Type} [{paren}] (has|contains|consists of|is made of|carries|holds|includes) [(the|these|one|a single|two|three|four|five)] [following] [(fields|field)] : {rest:fields}",
  ],
  ["definition", "^ [the] {Type} (fields|members|properties) [{paren}] [(are|is)] : {rest:fields}"],
  // `One field: \`message_id\` Integer`, `Holds \`message_id\` Integer`, `Its only field is …`: the fields of the
  // section's own type, its name left unsaid.
  [
    "own-fields",
    "^ [(it|this object|this type)] (has|holds|contains|carries) [(one|a single|two|three|the)] (field|fields) [:] {named:fields}",
  ],
  ["own-fields", "^ [(it|this object|this type)] (has|holds|contains|carries) [:] {coded:fields}"],
  ["own-fields", "^ [(its|the)] [(only|one|single|sole)] (field|fields) [(is|are)] [:] {named:fields}"],
  ["own-fields", "^ (one|a single|two|three|four|five) (field|fields) : {named:fields}"],
  // `The Story object: chat Chat; …`, `Story — chat Chat; …`.
  [
    "definition",
    "^ [(a|an|the)] {Type} (object|type) [{paren}] [(has|contains|consists of|carries|holds|includes)] [(the|these)] [following] [fields] : {rest:fields}",
  ],
  // `ChatAdministratorRights — all Boolean: a; b`: a qualifier after a dash, as in parentheses.
  ["definition", "^ {Type} - {...paren} : {rest:fields}"],
  // After a dash, a field and its type must follow (`BackgroundFill — possible forms:` is no definition).
  ["definition", "^ {Type} [{paren}] - {field:fields} [:] {type:first} [{...more}]"],
  ["predicate-union", `either ${EITHER} the discriminator is {field} ${EQUALS} {value}`],
  ["predicate-union", `either ${EITHER} (discriminated|told apart|distinguished) by {field} ${EQUALS} {value}`],
  ["predicate-union", `(one of|a) ${EITHER} the discriminator is {field} ${EQUALS} {value}`],
  // `A MaybeInaccessibleMessage is either a Message or an InaccessibleMessage; an InaccessibleMessage has \`date\` 0`.
  [
    "predicate-union",
    `^ [(a|an|the)] {Type:self} (is|can be|may be) (one of|either) ${EITHER} [(an|a|the)] {Type} (has|carries|holds|is the one with) {field} [${EQUALS}] {value}`,
  ],
  [
    "predicate-union",
    `^ [(a|an|the)] {Type:self} (is|can be|may be) either ${EITHER} the discriminator is {field} ${EQUALS} {value}`,
  ],
  // `A Message, or an InaccessibleMessage when \`date\` is 0`: the value marks the variant it follows.
  ["predicate-union", `^ [(either|one of)] ${EITHER} (when|if|whose|where|with) {field} ${EQUALS} {value}`],
  // `One of Message or InaccessibleMessage; an InaccessibleMessage has \`date\` equal to 0`.
  [
    "predicate-union",
    `(one of|either) ${EITHER} [(an|a|the)] {Type} (has|carries|holds|is the one with) {field} [${EQUALS}] {value}`,
  ],
  [
    "named-union",
    `[(this object|this value|this|it|{Type:self})] [(is|can be|may be)] (one of|either) [the following] [(types|objects)] [:] {Types:members} ${TOLD} [(,|;|:|\\() {...marks}]`,
  ],
  // `Union of Message and InaccessibleMessage; an InaccessibleMessage has \`date\` 0`.
  [
    "named-union",
    `^ [(this object|it|this type|{Type:self})] [(is|:)] [(a|the)] union of {Types:members} ${TOLD} [(,|;|\\() {...marks}]`,
  ],
  // `This object is a Message or an InaccessibleMessage`; `Message or InaccessibleMessage, told apart by \`date\``.
  // What marks a variant may follow (`…, which is 0 for the latter`, `(\`date\` is 0 for the latter)`): see
  // PREDICATE_PHRASES.
  [
    "named-union",
    `^ [(this object|it|this type|{Type:self})] (is|can be|may be) {Types:members} ${TOLD} [(,|;|:|\\() {...marks}]`,
  ],
  [
    "named-union",
    "^ {Types:members} [(,|;)] ((discriminated|tagged|told apart|distinguished|identified) by|depending on) [the] {field:discriminator} [(,|;|\\() {...marks}]",
  ],
  // `Describes a message that may be inaccessible: Message or InaccessibleMessage (\`date\` is 0)`: the types after a
  // colon, the whole rest of the sentence.
  ["named-union", `^ {...intro} : [(either|one of)] {Types:members} ${TOLD} [(,|;|:|\\() {...marks}]`],
  ["exactly-one", `${EXACTLY_ONE} of [the] [fields] {fields} (is|must be|will be) [always] ${PRESENT}`],
  // `At least one of a or b is present`, `One or more of a, b must be given`.
  [
    "at-least-one",
    `^ (at least one|one or more) of [the] [fields] {fields} (is|are|must be|will be) [always] (${PRESENT}|required)`,
  ],
  // `Exactly one of {a, b}`, `Exactly one is present: a or b`, `Precisely one field out of a and b is set`.
  ["exactly-one", `${EXACTLY_ONE} of \\{ {fields} \\} [(is|must be|will be) [always] ${PRESENT}]`],
  ["exactly-one", `^ ${EXACTLY_ONE} (is|must be|will be) [always] ${PRESENT} : {fields} $`],
  ["exactly-one", `${EXACTLY_ONE} [field] out of [the] [fields] {fields} (is|must be|will be) [always] ${PRESENT}`],
  // `At most one and at least one of a, b is present`: both bounds of one count, exactly one.
  [
    "exactly-one",
    `(at most one and at least one|at least one and at most one|at least and at most one) of [the] [fields] {fields} (is|must be|will be) [always] ${PRESENT}`,
  ],
  // `Only one of a and b can be present, and one always is`: at most one, and one always there.
  [
    "exactly-one",
    `(only|just) one of [the] [fields] {fields} (may|can) be ${PRESENT} [,] (and|but) (one always is|one is always ${PRESENT}|always one|one of them is always ${PRESENT})`,
  ],
  // `Only one of a and b is set, and always one`: the one said again after it.
  [
    "exactly-one",
    `${EXACTLY_ONE} of [the] [fields] {fields} (is|must be|will be) ${PRESENT} [,] (and|but) (always one|one always is|never neither|never none)`,
  ],
  // `Either a or b (exclusive) is present`, `One of the two, a or b, is always present, never both`.
  ["exactly-one", `either {fields} \\( (exclusive|exclusively|not both) \\) (is|must be|will be) [always] ${PRESENT}`],
  // `One of the two, a or b, is always present, never both`: the two named after it (never a field `two`).
  [
    "exactly-one",
    `one of the two [,] {fields} [,] (is|must be|will be) [always] ${PRESENT} [,] [(but|and)] (never both|not both)`,
  ],
  // `One of a or b must be present, never both`, `a or b, not both`: one is there, and not the two.
  [
    "exactly-one",
    `one of [the] [fields] {fields} (is|must be|will be) [always] ${PRESENT} [,] [(but|and)] (never both|not both)`,
  ],
  [
    "exactly-one",
    "^ [either] {field:fields} or {field:with} [(,|—|–|;)] [(but|and)] (not both|never both) [[,] [(and|but)] (never neither|not neither)] $",
  ],
  // `a or b is present (one of them, not both)`: one is there, said in a parenthesis.
  [
    "exactly-one",
    `[either] {fields} (is|will be|must be) ${PRESENT} \\( (one of them|exactly one|only one) [,] (not both|never both) \\)`,
  ],
  // `Has a or b, but not the two together; always one of them`.
  [
    "exactly-one",
    "[(must|will|always)] [always] (contain|contains|have|has|carry|carries|include|includes) [either] {fields} [,] (but|and) not the two together [(,|;)] [(and|but)] (always one of them|one is always present)",
  ],
  // `If a is present, b is absent, and vice versa[; one of them is always present]`.
  [
    "exactly-one",
    `(if|when) {field:fields} is ${PRESENT} [,] {field:with} is (absent|not present|omitted|not set) [,] and vice versa [(;|,)] [(and|but)] one of them is always ${PRESENT}`,
  ],
  [
    "at-most-one",
    `(if|when) {field:fields} is ${PRESENT} [,] {field:with} is (absent|not present|omitted|not set) [,] and vice versa`,
  ],
  // `a is present if and only if b is absent`: exactly one of the two.
  [
    "exactly-one",
    `{field:fields} is ${PRESENT} (if and only if|iff|exactly when) {field:with} is (absent|not present|not set|omitted)`,
  ],
  // `a and b cannot both be set; one is always set`.
  [
    "exactly-one",
    `{fields} (cannot|can't|must not|may not) both be ${PRESENT} [(;|,)] [(and|but)] one [of them] is always ${PRESENT}`,
  ],
  ["at-most-one", `{fields} are never both ${PRESENT}`],
  [
    "exactly-one",
    `[you] [(must|should)] (specify|set|give|provide|pass|use) ${EXACTLY_ONE} of [the] [fields] {fields}`,
  ],
  ["exactly-one", `one and only one of {fields} (is|must be) ${PRESENT}`],
  // `Always exactly one of data or game_short_name`, `Of data and game_short_name, exactly one is set`.
  ["exactly-one", `^ always ${EXACTLY_ONE} of [the] [fields] {fields} [(is|will be) ${PRESENT}]`],
  ["exactly-one", `^ of {fields} [,] ${EXACTLY_ONE} (is|must be|will be) [always] ${PRESENT}`],
  ["at-most-one", `^ of {fields} [,] ${ONE_AT_MOST} (is|may be|can be|will be) ${PRESENT}`],
  // `Must contain exactly one of a or b`, `Always has either a or b, but not both`: what the object carries.
  [
    "exactly-one",
    `[(must|will|always)] [always] (contain|contains|have|has|carry|carries|include|includes) ${EXACTLY_ONE} of [the] [fields] {fields}`,
  ],
  [
    "exactly-one",
    "[(must|will|always)] [always] (contain|contains|have|has|carry|carries|include|includes) either {fields} [,] (but|and) (not both|never both)",
  ],
  ["exactly-one", `one , and only one , of [the] [fields] {fields} (is|must be|will be) ${PRESENT}`],
  ["exactly-one", `one \\( and only one \\) of [the] [fields] {fields} (is|must be|will be) ${PRESENT}`],
  // \`data and game_short_name: exactly one is present\`, \`a or b is present, but never both and never neither\`.
  ["exactly-one", `^ {fields} : ${EXACTLY_ONE} [(of them|of the two)] (is|must be|will be) ${PRESENT}`],
  [
    "exactly-one",
    `[either] {fields} (is|will be|must be) ${PRESENT} [,] (but|and) never (both|neither) (and|or|nor|,) [never] (both|neither)`,
  ],
  ["exactly-one", `one of {fields} is always ${PRESENT} [,] [(but|and)] (never both|not both)`],
  // `One or the other of a and b is present, never both`, `Exactly one of the two (a, b) is present`, `a XOR b`.
  ["exactly-one", `one or the other of {fields} (is|must be|will be) ${PRESENT} [,] [(but|and)] (never both|not both)`],
  ["exactly-one", `${EXACTLY_ONE} of the two \\( {fields} \\) (is|must be|will be) ${PRESENT}`],
  ["exactly-one", "^ {field:fields} xor {field:with} $"],
  [
    "exactly-one",
    `either {fields} (is|must be|will be) ${PRESENT} \\( (never both|not both) [,] [(and|but)] (never neither|not neither) \\)`,
  ],
  // `Either a or b is present`, `… must be set`, `… is required`: `either` says one of the two, the other not.
  ["exactly-one", `either {fields} (is|must be|will be) ${PRESENT} [,] [(but|and)] [(not both|never both)]`],
  ["exactly-one", "either {fields} (is|are|must be|will be) required"],
  // `a and b are mutually exclusive, and one of them is always present`: before the bare `mutually exclusive`.
  [
    "exactly-one",
    `{fields} are mutually exclusive [(,|;)] [(and|but)] [(exactly|only)] one [of them] (is|must be|will be) [always] (${PRESENT}|required|mandatory)`,
  ],
  ["at-most-one", `${ONE_AT_MOST} of {fields} (is|may be|can be|will be) ${PRESENT}`],
  ["at-most-one", "{fields} are mutually exclusive"],
  ["at-most-one", "{field:fields} (is|are) mutually exclusive with {field:with}"],
  ["at-most-one", "{fields} (may|can|must) not be (used|set|given|passed|specified|sent) together"],
  [
    "exactly-one",
    "[you] [(must|should)] (specify|set|give|provide|pass|use|send) [either] {field:fields} or {field:with} [,] [(but|and)] (not both|never both)",
  ],
  [
    "at-most-one",
    "[you] (may|can) (specify|set|give|provide|pass|use|send) [either] {field:fields} or {field:with} [,] [(but|and)] (not both|never both)",
  ],
  ["at-most-one", `(only|just) one of [the] [fields] {fields} (may|can) be ${PRESENT}`],
  // `Each update carries at most one of the optional fields`, `Of the optional fields, at most one is present`.
  ["at-most-one-optional", `of ${OPTIONAL_ONES} [,] ${ONE_AT_MOST} (is|may be|can be|will be) ${PRESENT} [{...where}]`],
  ["at-most-one", `{fields} (cannot|can't|must not|may not|should not) both be ${PRESENT}`],
  ["at-most-one-optional", `${ONE_AT_MOST} optional field (is|may be|can be|will be) ${PRESENT} [{...where}]`],
  [
    "at-most-one-optional",
    `${ONE_AT_MOST} of ${OPTIONAL_ONES} [(below|above|listed below|listed above|here)] (is|may be|can be|must be|should be) ${PRESENT} [{...where}]`,
  ],
  ["at-most-one", "[the] optional (fields|parameters) {fields} are mutually exclusive"],
  ["exactly-one-optional", `${EXACTLY_ONE} of ${OPTIONAL_ONES} (is|must be|will be|should be) ${PRESENT} [{...where}]`],
  [
    "exactly-one-optional",
    `[you] (must|should) (use|specify|set|give|provide|pass) ${EXACTLY_ONE} of ${OPTIONAL_ONES}`,
  ],
  [
    "exactly-one-except",
    `${EXACTLY_ONE} of the (fields|parameters) other than {fields} (is|must be|will be|should be) ${PRESENT} [{...where}]`,
  ],
  [
    "at-most-one-except",
    `(at most|no more than|not more than) one of the (fields|parameters) other than {fields} (is|may be|can be|must be|should be) ${PRESENT} [{...where}]`,
  ],
  [
    "alternative",
    "(a|an) [plain] {type} (may|can) (replace|be used in place of|be sent in place of|be used instead of|be given instead of|be sent instead of|be passed instead of|stand in for) (the|this) object [{...why}]",
  ],
  // `Can be given as a String instead, for …`, `For a simple text button, a String can be used in place of this object`.
  ["alternative", "(may|can) [also] be (given|sent|passed|written) as (a|an) [plain] {type} instead [{...why}]"],
  [
    "alternative",
    "^ {...why} , (a|an) [plain] {type} (may|can) be (used|sent|given|passed) (in place of|instead of) (the|this) object",
  ],
  ["alternative", "the object (may|can) be replaced (by|with) (a|an) [plain] {type} [{...why}]"],
  ["alternative", "instead of the object [,] (a|an) [plain] {type} (may|can) be (sent|given|used) [{...why}]"],
  ["alternative", "(may|can) also be (a|an) [plain] {type} [{...why}]"],
  // `A String is accepted in place of the object for …`, `A plain String is also allowed instead of the object`.
  [
    "alternative",
    "(a|an) [plain] {type} is [also] (accepted|allowed|valid|permitted) (in place of|instead of) (the|this) object [{...why}]",
  ],
  // `The object may also be given as a plain String`, `Alternatively, a plain String (a simple text button)`.
  ["alternative", "[the] object (may|can) also be (given|sent|passed|written) as (a|an) [plain] {type} [{...why}]"],
  ["alternative", "^ alternatively [,] [(it may be|it can be)] (a|an) [plain] {type} [{...why}]"],
  ["partial", `[the] [(remaining|further|other)] fields after {field} [(:|are)] ${UNSHOWN}`],
  ["partial", "[the] rest of the fields after {field} [(:|is|are)] not shown"],
  ["no-fields", "[(has|with)] no fields"],
  ["no-fields", "(an) empty object"],
  // `Returns True`, `Returns \`true\` if the webhook was set`: true on success, whatever the case said after it.
  ["returns-true", `${WHO} returns [\`result\`] [=] (true|\`true\`) ${SUCCESS} [(if|when|once|after) {...when}]`],
  ["returns-true", `${ON_SUCCESS} [it] returns (true|\`true\`)`],
  // `True on success.`: the value alone, and when.
  ["returns-true", "^ (true|`true`) [is returned] (on|upon) success $"],
  ["returns-true", `${WHO} (responds|answers|replies) with (true|\`true\`) ${SUCCESS}`],
  ["returns-true", "(result|the result is|return value|the return value is) [:] (true|`true`) [on success]"],
  // `Success: True`, `On success: the sent Message`: what comes on success, after a label of it.
  ["returns-true", "^ (success|on success|upon success|if successful) : (true|`true`) $"],
  ["returns", "^ (success|on success|upon success|if successful) : [(a|an|the)] [{word}] {type} [(object|objects)] $"],
  // `Returns Boolean true on success`: the type named before its one value.
  [
    "returns-true",
    `${WHO} returns [(a|the)] (boolean|bool) (true|\`true\`) ${SUCCESS} [(if|when|once|after) {...when}]`,
  ],
  // `Returns the Message that was sent, or True if …`: what the first is, then the other result (before the phrasing
  // of one result, whose words of what it is would take the rest).
  [
    "returns-or",
    `[${ON_SUCCESS}] returns [either] [(a|an|the)] [{word}] {type:first} [(object|objects)] (that|which) {...what} (,|;) (or|otherwise) [(a|an|the)] {type:second} [(object|objects)] [{...when}]`,
  ],
  [
    "returns",
    `returns [:] [\`result\`] [(=|:)] [either] [(a|an|the)] [{word}] {type} [(object|objects)] [on success] ${WHAT}`,
  ],
  ["returns", `${WHO} returns [(a|an|the)] [{word}] {type} [(object|objects)] ${SUCCESS} ${WHAT}`],
  // `Returns the new invite link as a ChatInviteLink object`, `… in the form of a User object`: what, then its type.
  [
    "returns",
    "returns [:] [(a|an|the)] {...what} (as|in the form of|in form of) [(a|an)] {type} [(object|objects)] [on success]",
  ],
  // `Returns: the sent message (Message)`: the type in parentheses after what it is.
  ["returns", "returns [:] [(a|an|the)] {...what} \\( [(a|an)] {type} [(object|objects)] \\) $"],
  ["returns", `${ON_SUCCESS} [it] returns [(a|an|the)] [{word}] {type} [(object|objects)] ${WHAT}`],
  // `On success, an array of Message objects that were sent is returned`: what they are may stand before the verb.
  [
    "returns",
    `${ON_SUCCESS} [(a|an|the)] [{word}] {type} [(object|objects)] [(that|which|of) {...what}] (is|are) returned`,
  ],
  ["returns", `[(a|an|the)] [{word}] {type} [(object|objects)] (is|are) returned ${SUCCESS}`],
  [
    "returns",
    "[(success|successful|on success)] (result|the result is|result type|return value|the return value is|return type|output|the output is|response|the response is) [:] [(a|an|the)] [{word}] {type} [(object|objects)]",
  ],
  ["returns", "returns on success [(a|an|the)] [{word}] {type} [(object|objects)]"],
  [
    "returns",
    `[${ON_SUCCESS}] [it] (responds|answers|replies) with [(a|an|the)] [{word}] {type} [(object|objects)] [on success]`,
  ],
  // `If successful, the number of chats is returned as an Integer`: what, then its type after `as`.
  [
    "returns",
    `[${ON_SUCCESS}] [(a|an|the)] {...what} (is|are) returned as [(a|an)] {type} [(object|objects)] ${SUCCESS}`,
  ],
  [
    "returns",
    `[${ON_SUCCESS}] [it] (yields|gives back|sends back) [(a|an|the)] [{word}] {type} [(object|objects)] [on success]`,
  ],
  // `The response's \`result\` is an Array of Update`, `Response: an array of Update objects`, `\`result\` holds …`.
  ["returns", `${RESPONSE} [(a|an|the)] [{word}] {type} [(object|objects)] [on success] ${WHAT}`],
  ["returns-list", `${RESPONSE} [(a|an|the)] (list|collection) of {type} [(object|objects)] [on success]`],
  // `Returns a list of Update objects`: an array of the type (the type grammar knows `Array of`, not `list of`).
  ["returns-list", "returns [:] [on success] [(a|an|the)] (list|collection) of {type} [(object|objects)] [on success]"],
  ["returns-list", `${WHO} returns [(a|an|the)] (list|collection) of {type} [(object|objects)] ${SUCCESS}`],
  ["returns-list", `${ON_SUCCESS} [it] returns [(a|an|the)] (list|collection) of {type} [(object|objects)]`],
  ["returns-list", `${ON_SUCCESS} [(a|an|the)] (list|collection) of {type} [(object|objects)] is returned`],
  [
    "returns-list",
    "[the] (result|result type) (is|:) [(a|an|the)] (list|collection) of {type} [(object|objects)] [{paren}]",
  ],
  // One result, or another in some cases (`Returns the edited Message, or True if …`): the result is either.
  [
    "returns-or",
    `[${ON_SUCCESS}] returns [either] [(a|an|the)] [{word}] {type:first} [(object|objects)] [on success] [(,|;)] (or|otherwise) [(a|an|the)] {type:second} [(object|objects)] [{...when}]`,
  ],
  [
    "returns-or",
    `[on success] [,] [(if|when) {...condition} ,] [(a|an|the)] [{word}] {type:first} [(object|objects)] is returned [on success] [(,|;)] (or|otherwise) [,] [(a|an|the)] {type:second} [(object|objects)] [is returned] [{...when}]`,
  ],
  // `Result: the edited Message, or True for inline messages`: the two after a label of the result.
  [
    "returns-or",
    `[(the)] (result|result type|response|returns|return value|output) (is|:) [either] [(a|an|the)] [{word}] {type:first} [(object|objects)] [(,|;)] (or|otherwise) [(a|an|the)] {type:second} [(object|objects)] [{...when}]`,
  ],
  // `On success, the edited Message is returned; for inline messages, True is returned`: the other with its case first.
  [
    "returns-or",
    `[on success] [,] [(a|an|the)] [{word}] {type:first} [(object|objects)] is returned [on success] ; (for|if|when|in|with) {...when} , [(a|an|the)] {type:second} [(object|objects)] is returned`,
  ],
  // `For inline messages True is returned; for others, the edited Message`: the other result with its case first, then
  // the first for the rest.
  [
    "returns-or",
    `(for|if|when|in|with) {...when} [,] [(a|an|the)] [{word}] {type:second} [(object|objects)] (is|are) returned (;|,) [(and|but)] ${OTHERS} [,] [(a|an|the)] [{word}] {type:first} [(object|objects)] [(is|are) returned]`,
  ],
  // `Responds with the edited Message, or with True for inline messages`: the two after another verb of result.
  [
    "returns-or",
    `[${ON_SUCCESS}] [it] (responds|answers|replies|yields) with [(a|an|the)] [{word}] {type:first} [(object|objects)] [on success] [(,|;)] (or|otherwise) [with] [(a|an|the)] {type:second} [(object|objects)] [{...when}]`,
  ],
  // `Returns the edited Message; True for inline messages`: the other result in a clause of its own, with its case.
  [
    "returns-or",
    `[${ON_SUCCESS}] returns [(a|an|the)] [{word}] {type:first} [(object|objects)] [on success] ; [(or|otherwise)] {type:second} [(is returned|object|objects)] (for|if|when|in|with|otherwise|else) {...when}`,
  ],
  // `Returns a WebhookInfo object if a webhook is set, otherwise True`, `Returns WebhookInfo (or True when …)`.
  [
    "returns-or",
    "returns [(a|an|the)] [{word}] {type:first} [(object|objects)] (if|when) {...condition} (,|;) [(otherwise|else)] [,] [(returns|it returns)] [(a|an|the)] {type:second} [(object|objects)] [is returned] [(otherwise|else|in other cases|in all other cases|{...when})]",
  ],
  [
    "returns-or",
    "returns [(a|an|the)] [{word}] {type:first} [(object|objects)] \\( (or|otherwise) {type:second} [{...when}] \\)",
  ],
  // `Returns Message or True (True for inline messages)`: the result (here two, one type expression), and their cases
  // in a parenthesis after it (after the parenthesis of the other result, `(or True when …)`).
  ["returns", `[${ON_SUCCESS}] returns [:] [either] [(a|an|the)] {type} [(object|objects)] \\( {...cases} \\)`],
  [
    "no-params",
    "[(takes|has|accepts|requires|needs|expects)] no parameters [(are|is)] [(accepted|taken|needed|required)]",
  ],
  // `Takes no arguments`, `This method has no parameters`, `Called without parameters`.
  [
    "no-params",
    "[(it|this method|the method)] [(takes|has|accepts|requires|needs|expects|is called with)] no (arguments|params|input)",
  ],
  ["no-params", "[(this method|the method|it)] (has|takes|accepts) no parameters"],
  ["no-params", "[(it is|is)] called without (parameters|arguments)"],
  ["no-params", "parameters : [\\(] none [\\)]"],
  // `Takes nothing`, `Accepts nothing`: no parameter.
  ["no-params", "[(it|this method|the method)] (takes|accepts|needs|requires|expects) nothing"],
  // `Optional parameters: a Integer; b String`: each may be left out, whatever its type says.
  ["optional-params", "[(takes|accepts)] [(the|these)] [following] optional (parameter|parameters) : {rest:list}"],
  [
    "optional-params",
    "[(takes|accepts|has)] (one|a single|an|two|three|several) optional (parameter|parameters|argument|arguments) : {rest:list}",
  ],
  // `Optional parameter \`x\` (Boolean)`, `It takes one optional parameter: x Boolean`.
  [
    "optional-params",
    "[(it|this method)] [(takes|accepts|has)] [(one|a single|an)] optional (parameter|argument) [(:|,)] {rest:list}",
  ],
  // `It takes one optional Boolean parameter, drop_pending_updates`: the type is said before the names.
  [
    "typed-optional-params",
    "[(it|this method)] [(takes|accepts|has)] [(one|a single|an|two|three)] optional {type} (parameter|parameters|argument|arguments) [(,|:)] {rest:list}",
  ],
  // `Takes an optional Boolean, drop_pending_updates`: the type, a comma, then the names.
  ["typed-optional-params", "[(it|this method)] (takes|accepts|has) (a|an|one) optional {type} , {rest:list}"],
  // `Accepts an optional Boolean \`drop_pending_updates\``: the type, then the name.
  ["typed-optional-params", "[(it|this method)] (takes|accepts|has) (a|an|one) optional {type} {named:list}"],
  [
    "typed-params",
    "[(it|this method)] (takes|accepts|has) (one|a single|a|an|two|three) {type} (parameter|parameters|argument|arguments) [(,|:)] {rest:list}",
  ],
  // `Called with an optional drop_pending_updates (Boolean)`, `Call it with chat_id Integer`: what the call carries.
  ["optional-params", "^ [(it is|it's|is)] (called|invoked|used) with (a|an|one) optional {named:list}"],
  ["params", "^ [(it is|it's|is)] (called|invoked|used) with {named:list}"],
  ["params", "(parameter|parameters) : {rest:list}"],
  // `Arguments: …`, `Params: …`, `Input: …`, `Request body: …`, `Parameters — …`: the list under another label.
  [
    "params",
    "^ (arguments|argument|params|param|input|inputs|request body|body|request parameters) (:|—|–) {rest:list}",
  ],
  ["params", "^ (parameters|parameter) (—|–) {rest:list}"],
  // `Parameter \`x\` — Boolean, optional`, `Its only parameter is x (Boolean, optional)`: a name must follow.
  ["params", "^ (parameter|argument) {named:list}"],
  ["params", "^ [(its|the)] (only|sole|single|one) (parameter|argument) (is|:) {named:list}"],
  ["params", "^ [(its|the)] (only|sole|single|one) (parameter|argument) (is|:) {rest:list}"],
  ["params", "(takes|accepts) (one|a single|these|the following) [(parameter|parameters)] : {rest:list}"],
  ["params", "(takes|accepts) [the] [(parameter|parameters)] {some:list}"],
  ["path", "(path|url path|endpoint) {any:path}"],
  ["path", "[the] (path|url path|url|endpoint|route) [(is|:)] {path:path}"],
  ["path", "(called|served|available|reached) at {path:path}"],
  // `` `POST /getUpdates`. ``: a sentence that is the path alone.
  ["path", "^ {path:path} $"],
  ["path", "[http] [method] [:] (post|get) [,] [(path|at|to)] {path:path}"],
  ["named-only", "[all] other methods [,] (including|such as|among them|like) {methods} [,] : not shown {rest:tail}"],
  ["named-only", "the (methods|operations) {methods} are not shown {rest:tail}"],
]);

/** Words that make an unread paragraph of a resource section a near miss rather than description. */
export const CONSTRUCT_TRIGGERS: readonly Pattern[] = [
  "{Type} (: |variants|has|have|contains|includes|is one of)",
  "{Type} {paren} :",
  "(fields|field) of {Type}",
  "{owner:Type} (fields|field|members|properties)",
  "(exactly|at most|at least|no more than) one",
  "one of {fields} (must|should|is|are|can|may)",
  "only one (of|optional|among|between)",
  "mutually exclusive",
  "(not both|never both) [(present|set|given)]",
  // `a and b cannot both be set`, `a if and only if b is absent`, `…, and vice versa`, `one out of a and b`.
  "(cannot|can't|must not|may not|should not|are never|is never) both",
  "(if and only if|iff|vice versa|one out of|the two together|not together|never together)",
  "(precisely|just) one",
  // `a is present whenever b is absent`: the presence of one field told by another's.
  "(whenever|only when|only if|unless) {field} is (absent|present|set|not set|omitted|missing|given)",
  "(\\( exclusive \\)|exclusively|one and exactly one|exactly 1 of)",
  "{field} xor {field}",
  "discriminator",
  "variants",
  "replace the object",
  "instead of the object",
  "(object|it) (may|can) also be",
  "^ alternatively",
  // Three or more field names in a row (`Boolean fields a, b, c`): fields no phrasing read.
  "{snake} , {snake} , {snake}",
  "not shown",
  "not (listed|described|documented)",
  "(extends|inherits|superset of) {Type}",
  "no fields",
  "{snake} (Integer|Float|String|Boolean|True|Array of)",
  // A paragraph that names a type and ends with a colon introduces what follows: an intro no phrasing read.
  "{Type} {...intro} : $",
].map(compile);

/**
 * What makes an unread sentence of a method a near miss: it opens as a result, parameters or a path do (`Returns
 * …`, `Parameters …`), or it names a path. Prose that mentions a parameter or retells the result is description.
 */
/** A sentence that opens as a result does (`Returns …`): one no phrasing reads is an error, not a near miss. */
/** The end of a paragraph that says what follows it is below (`… are listed below.`, `… as follows.`). */
export const ANNOUNCES_BELOW: Pattern = compile("(below|as follows|the following) [.] $");

export const RESULT_TRIGGER: Pattern = compile("^ returns");
/** Sentences that say what a method gives back, whose one type names the result when no phrasing reads them. */
export const RESULT_SENTENCES: readonly Pattern[] = [
  "^ returns",
  // `If successful, the sent Message is returned`: a result said in words no phrasing reads, with its verb.
  "(is|are) returned",
  `^ ${ON_SUCCESS}`,
  // `Sends back the created Message`, `The response holds the Message`: a result said with another verb.
  "(responds|replies|answers|yields|gives back|sends back|hands back) [with]",
  "[the] (response|reply) (holds|contains|carries|is|has)",
  "in the (response|reply)",
  "^ [the] (result|results|return value|result type|output) [(is|are|:)]",
  "^ (success|successful) (response|result|reply) [(is|:)]",
].map(compile);

export const METHOD_TRIGGERS: readonly Pattern[] = [
  "^ returns",
  "^ (result|results|parameters|parameter|params|path|endpoint|route) [(:|is|are)]",
  "(parameter|parameters|params|argument|arguments) :",
  "(takes|accepts|expects|requires) [(one|a single|a|an|two|three|the following)] [optional] [{type}] (parameter|parameters|argument|arguments)",
  "^ [(an|the|one)] (optional|required) (parameter|parameters|argument|arguments)",
  "(only|sole|single) (parameter|argument) (is|:)",
  "(return|returns|gives back) [(a|an|the)] {Type}",
  "result [(is|as|:|=)] [(a|an)] {Type}",
  "{path}",
  // A name and its type in parentheses (`… drop_pending_updates (Boolean, optional)`): a parameter no phrasing read.
  "{field} \\( {type} (,|\\))",
  // A name and its type (`Input: drop_pending_updates Boolean`), after a word of a label or a list.
  "{snake} (Integer|Float|String|Boolean|True|Array of|InputFile)",
].map(compile);

const METHOD_CONSTRUCTS = new Set<SentenceConstruct>([
  "returns",
  "returns-or",
  "returns-true",
  "returns-list",
  "no-params",
  "params",
  "optional-params",
  "typed-params",
  "typed-optional-params",
  "path",
  "named-only",
]);
/** The sentences of an endpoint section. */
export const METHOD_PHRASES = SENTENCE_PHRASES.filter((p) => METHOD_CONSTRUCTS.has(p.construct));
/** The sentences of a resource section. */
export const RESOURCE_PHRASES = SENTENCE_PHRASES.filter((p) => !METHOD_CONSTRUCTS.has(p.construct));
