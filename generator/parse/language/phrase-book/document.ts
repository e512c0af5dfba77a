// The document's own statements: the Conventions list (types not shown, Integer widths) and the response envelope.
import { compile, type Pattern } from "../phrase.ts";
import { book } from "./book.ts";

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
/** A rule said with its exceptions first (`Unless noted, an Integer fits …`). */
const UNLESS = "[(unless|except where|except when) (noted|stated|said|specified) [otherwise] [,]]";

export type ConventionConstruct = "integers32" | "wide-identifiers" | "wide-file-sizes" | "not-shown" | "optional-mark";

export const CONVENTION_PHRASES = book<ConventionConstruct>([
  ["integers32", `${UNLESS} [(all|an|every|each|a)] (integer|integers) [(fields|values)] {...gap} signed 32 - bit`],
  ["integers32", `${UNLESS} [(all|an|every|each|a)] (integer|integers) [(fields|values)] {...gap} 32 bits`],
  // `All Integer fields are 32-bit signed integers, except where noted`: the width before its sign.
  ["integers32", `${UNLESS} [(all|an|every|each|a)] (integer|integers) [(fields|values)] {...gap} 32 - bit signed`],
  ["wide-identifiers", "[the] (identifiers|ids) of users and chats {...gap} 52 [significant] bits"],
  ["wide-identifiers", "[the] user and chat (identifiers|ids) {...gap} 52 [significant] bits"],
  ["wide-file-sizes", "[the] file sizes {...gap} 52 [significant] bits"],
  ["not-shown", "[the] types (referenced|mentioned|used) but whose fields are not shown :"],
  ["not-shown", `[the] types ${USED} [${HERE}] [but] whose fields are ${UNSEEN} [${HERE}] :`],
  ["not-shown", `[the] types ${USED} [${HERE}] without [(their|any)] fields [${HERE}] :`],
  ["not-shown", `[the following] types (are|is) ${USED} but [(their|whose)] fields (are|is) ${UNSEEN} [${HERE}] :`],
  ["not-shown", `[the following] [(types|type)] [(are|is)] ${USED} but ${UNSEEN} [${HERE}] :`],
  ["not-shown", `[the] types whose fields are ${UNSEEN} [${HERE}] :`],
  ["not-shown", `[the] ${USED} types [(that are|which are)] ${UNSEEN} [${HERE}] :`],
  ["not-shown", "[the] (opaque types|types not shown) :"],
  ["not-shown", "not shown :"],
  // `Fields whose type ends in \`?\` are optional and can be omitted`: how an optional field is marked, which the
  // type grammar reads (`Type?`); nothing more to take from it.
  ["optional-mark", "{...what} (marks|means|denotes|indicates|signals) [(that)] [(an|the)] [field] [(is)] optional"],
  ["optional-mark", "{...what} (are|is) optional [and] [(can|may)] [be] [(omitted|absent|missing|left out)]"],
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
