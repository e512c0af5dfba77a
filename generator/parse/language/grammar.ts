// The grammar of type expressions over tokens (recursive descent):
//   type        := ("Optional" | "Option") "<" type ">"
//                | alternative (("or" | "|" | "/") alternative)* ("?" | ("or" | "|") ("undefined" | "absent" | …))?
//   alternative := ("Array" | "array" | "List" | "list") "of" (alternative | plural) | ("Array" | "List") "<" type ">"
//                | (`literal` | `type` | TypeName) ("[" "]")*
// `Array of A or B` is `(Array of A) or B`, as the documents write it; `List of A`, `Array<A>` and `A[]` are
// `Array of A`; `array of strings` is `Array of String`.
import type { TypeRef } from "../../model/model.ts";
import { isTypeName, lex, literalOf, type Token } from "./lexicon.ts";

const PRIMITIVES: Readonly<Record<string, TypeRef>> = {
  Integer: { kind: "integer" },
  Float: { kind: "float" },
  String: { kind: "string" },
  Boolean: { kind: "boolean" },
  True: { kind: "true" },
  // The plural of a primitive (`Optional Booleans:`, `(all Integers)`): the type itself.
  Integers: { kind: "integer" },
  Floats: { kind: "float" },
  Strings: { kind: "string" },
  Booleans: { kind: "boolean" },
};

/**
 * Integers named with their width, as other references write them, and what the name says of the value (`Int64` is
 * wider than 32 bits): the type is Integer (SYNONYMS), the width the member's note (type-expr.ts).
 */
export const WIDTH_NOTES: Readonly<Record<string, string>> = {
  ...Object.fromEntries(["Int64", "int64", "Long", "long", "Int53", "int53"].map((w) => [w, "int64"])),
  ...Object.fromEntries(["UInt64", "uint64"].map((w) => [w, "unsigned 64-bit integer"])),
  ...Object.fromEntries(["UInt32", "uint32"].map((w) => [w, "unsigned 32-bit integer"])),
};

/**
 * The primitives under the names other references give them (`Int`, `Bool`, `Double`, `Number`, and JSON Schema's
 * lower-case `integer`, `string`, `boolean`, `number`): the same types.
 */
const SYNONYMS: Readonly<Record<string, TypeRef>> = {
  Int: { kind: "integer" },
  Int32: { kind: "integer" },
  int32: { kind: "integer" },
  // Integers named with a width beyond 32 bits, or unsigned (their width is read as the member's note).
  ...Object.fromEntries(Object.keys(WIDTH_NOTES).map((w) => [w, { kind: "integer" } as TypeRef])),
  Float32: { kind: "float" },
  float32: { kind: "float" },
  Float64: { kind: "float" },
  float64: { kind: "float" },
  integer: { kind: "integer" },
  int: { kind: "integer" },
  Bool: { kind: "boolean" },
  boolean: { kind: "boolean" },
  bool: { kind: "boolean" },
  Double: { kind: "float" },
  Number: { kind: "float" },
  number: { kind: "float" },
  float: { kind: "float" },
  double: { kind: "float" },
  string: { kind: "string" },
  // Python's names of the primitives.
  str: { kind: "string" },
  // `Returns the Message (or true for inline messages)`: the value true, as a type, in lower case too.
  true: { kind: "true" },
};

export interface TypeTokens {
  readonly type: TypeRef;
  readonly optional: boolean;
  /** Index of the first token after the expression (and its `?`). */
  readonly end: number;
}

const ARRAY_WORDS = new Set(["Array", "array", "List", "list"]);

/** `array of strings`: a primitive in the plural, in lower case, after `of`. */
const LOWER_PLURALS: Readonly<Record<string, TypeRef>> = {
  strings: { kind: "string" },
  integers: { kind: "integer" },
  booleans: { kind: "boolean" },
  floats: { kind: "float" },
};

/** `Array<A>`, `List<A>`: the array word and `<` written together. */
function isArrayGeneric(tokens: readonly Token[], i: number): boolean {
  const t = tokens[i];
  return (
    t?.kind === "word" &&
    (t.text === "Array" || t.text === "List") &&
    tokens[i + 1]?.text === "<" &&
    tokens[i + 1]?.start === t.end
  );
}

function isArrayOf(tokens: readonly Token[], i: number): boolean {
  return (
    tokens[i]?.kind === "word" &&
    ARRAY_WORDS.has(tokens[i]?.text ?? "") &&
    tokens[i + 1]?.value === "of" &&
    tokens[i + 1]?.kind === "word"
  );
}

/** The plural of a primitive at token `i` (`Booleans`, `Integers`): a type said of several members at once. */
export function readPluralPrimitive(tokens: readonly Token[], i: number): TypeTokens | undefined {
  const t = tokens[i];
  const type = t?.kind === "word" && t.text.endsWith("s") ? PRIMITIVES[t.text] : undefined;
  return type && { type, optional: false, end: i + 1 };
}

/** Whether a type expression starts at token `i`. */
export function startsType(tokens: readonly Token[], i: number): boolean {
  const t = tokens[i];
  return (
    t !== undefined &&
    (isArrayOf(tokens, i) ||
      isArrayGeneric(tokens, i) ||
      ((t.text === "Optional" || t.text === "Option") && tokens[i + 1]?.text === "<") ||
      t.kind === "code" ||
      (t.kind === "word" && (isTypeName(t.text) || SYNONYMS[t.text] !== undefined)))
  );
}

/** Deeper nesting than this is no type anyone means; refusing it keeps every later stage's recursion bounded. */
export const MAX_TYPE_DEPTH = 16;

function readAlternative(tokens: readonly Token[], i: number, depth = 0): { type: TypeRef; end: number } | undefined {
  if (isArrayOf(tokens, i)) {
    if (depth >= MAX_TYPE_DEPTH) return undefined;
    const plural = tokens[i + 2]?.kind === "word" ? LOWER_PLURALS[tokens[i + 2]?.text ?? ""] : undefined;
    if (plural) return { type: { kind: "array", items: plural }, end: i + 3 };
    const items = readAlternative(tokens, i + 2, depth + 1);
    // `Array of User objects`: the word for what the items are after their type.
    const named = items && ITEM_WORDS.has(tokens[items.end]?.value ?? "") ? 1 : 0;
    return items && { type: { kind: "array", items: items.type }, end: items.end + named };
  }
  if (isArrayGeneric(tokens, i)) {
    if (depth >= MAX_TYPE_DEPTH) return undefined;
    const items = readTypeExpression(tokens, i + 2, depth + 1);
    if (!items || items.optional || tokens[items.end]?.text !== ">") return undefined;
    return bracketed(tokens, { type: { kind: "array", items: items.type }, end: items.end + 1 }, depth);
  }
  const t = tokens[i];
  // A type's name in a code span (`` `Update` ``, `` `Integer` ``) is that type, as written bare; other code is a value.
  if (t?.kind === "code" && isTypeName(t.value))
    return bracketed(tokens, { type: PRIMITIVES[t.value] ?? { kind: "ref", name: t.value }, end: i + 1 }, depth);
  // `` `true` ``: the type of the one value true, as True is.
  if (t?.kind === "code" && t.value === "true") return bracketed(tokens, { type: { kind: "true" }, end: i + 1 }, depth);
  // A whole type expression in a code span (`` `Array of String` ``, `` `Integer or String` ``): that type.
  const inCode = t?.kind === "code" ? codeExpression(t.value, depth) : undefined;
  if (inCode && !inCode.optional) return bracketed(tokens, { type: inCode.type, end: i + 1 }, depth);
  if (t?.kind === "code") {
    const value = literalOf(t);
    return value === undefined || typeof value === "boolean"
      ? undefined
      : { type: { kind: "literal", value }, end: i + 1 };
  }
  const synonym = t?.kind === "word" ? SYNONYMS[t.text] : undefined;
  if (synonym) return bracketed(tokens, { type: synonym, end: i + 1 }, depth);
  if (t?.kind !== "word" || !isTypeName(t.text)) return undefined;
  return bracketed(tokens, { type: PRIMITIVES[t.text] ?? { kind: "ref", name: t.text }, end: i + 1 }, depth);
}

/** The type expression all of a code span's content is (perhaps with its `?`), if it is one. */
function codeExpression(code: string, depth: number): TypeTokens | undefined {
  if (depth >= MAX_TYPE_DEPTH) return undefined;
  const inner = lex(code);
  if (inner.length === 0 || inner.some((x) => x.kind === "code")) return undefined;
  const read = readTypeExpression(inner, 0, depth + 1);
  return read && read.end === inner.length ? read : undefined;
}

/** `A[]`, `A[][]`: an array of what stands before each pair of brackets, written right after it. */
function bracketed(tokens: readonly Token[], read: { type: TypeRef; end: number }, depth: number) {
  let { type, end } = read;
  for (let d = depth; tokens[end]?.text === "[" && tokens[end + 1]?.text === "]"; d++) {
    if (tokens[end]?.start !== tokens[end - 1]?.end || d >= MAX_TYPE_DEPTH) return undefined;
    type = { kind: "array", items: type };
    end += 2;
  }
  return { type, end };
}

/** `or` between two types, a bar (`Integer | String`, as a union is written in code), or a slash written between them (`Integer/String`). */
function isOr(tokens: readonly Token[], i: number): boolean {
  const t = tokens[i];
  if ((t?.kind === "word" && t.value === "or") || t?.text === "|") return true;
  return t?.text === "/" && tokens[i - 1]?.end === t.start && tokens[i + 1]?.start === t.end;
}

/** 1 when the token is an article (`a`, `an`) and a type follows it, else 0. */
const article = (tokens: readonly Token[], i: number): number =>
  (tokens[i]?.value === "a" || tokens[i]?.value === "an") && tokens[i]?.kind === "word" && startsType(tokens, i + 1)
    ? 1
    : 0;

/** Words for no value, as the other alternative of a type (`String | undefined`, `String or absent`). */
const LEFT_OUT: ReadonlySet<string> = new Set(["undefined", "absent", "omitted", "missing", "unset"]);

/** The wrappers other languages write an optional type in (`Optional<String>`, `Option<String>`, `Maybe<String>`). */
const OPTIONAL_WRAPPERS: ReadonlySet<string> = new Set(["Optional", "Option", "Maybe"]);

/** `Optional<String>`, `Maybe<String>`: the type inside, optional (the wrapper and `<` written together). */
function optionalGeneric(tokens: readonly Token[], i: number, depth: number): TypeTokens | undefined {
  const t = tokens[i];
  const opens = OPTIONAL_WRAPPERS.has(t?.text ?? "") && tokens[i + 1]?.text === "<";
  if (!opens || !t || tokens[i + 1]?.start !== t.end || depth >= MAX_TYPE_DEPTH) return undefined;
  const inner = readTypeExpression(tokens, i + 2, depth + 1);
  if (!inner || inner.optional || tokens[inner.end]?.text !== ">") return undefined;
  return { type: inner.type, optional: true, end: inner.end + 1 };
}

/** Words after an array's item type that name what the items are (`Array of User objects`). */
const ITEM_WORDS: ReadonlySet<string> = new Set(["objects", "elements", "items", "values", "entries"]);

/** Reads a type expression at token `i`; stops before whatever follows it. */
export function readTypeTokens(tokens: readonly Token[], i: number): TypeTokens | undefined {
  return readTypeExpression(tokens, i, 0);
}

function readTypeExpression(tokens: readonly Token[], i: number, depth: number): TypeTokens | undefined {
  // `` `String?` ``, `` `Array of String?` ``: a whole type expression in code, optional inside it.
  const whole = tokens[i]?.kind === "code" ? codeExpression(tokens[i]!.value, depth) : undefined;
  if (whole?.optional) return { type: whole.type, optional: true, end: i + 1 };
  const wrapped = optionalGeneric(tokens, i, depth);
  if (wrapped) return wrapped;
  // `?String`, as Kotlin, PHP and Swift write it: the `?` glued before the type.
  if (tokens[i]?.text === "?" && tokens[i + 1]?.start === tokens[i]?.end && depth < MAX_TYPE_DEPTH) {
    const inner = readTypeExpression(tokens, i + 1, depth + 1);
    if (inner && !inner.optional) return { ...inner, optional: true };
  }
  // `either Integer or String`: a union said with its word before it (two types at least).
  if (tokens[i]?.value === "either" && depth < MAX_TYPE_DEPTH) {
    const union = readTypeExpression(tokens, i + 1, depth + 1);
    return union?.type.kind === "union" ? union : undefined;
  }
  const first = readAlternative(tokens, i, depth);
  if (!first) return undefined;
  const members: TypeRef[] = [first.type];
  let end = first.end;
  while (isOr(tokens, end) && startsType(tokens, end + 1 + article(tokens, end + 1))) {
    // `Integer or a String`: an article before the other type, as prose writes it.
    const next = readAlternative(tokens, end + 1 + article(tokens, end + 1), depth);
    if (!next) return undefined;
    members.push(next.type);
    end = next.end;
  }
  const marked = tokens[end]?.text === "?" && tokens[end]?.start === tokens[end - 1]?.end;
  // `String | undefined`, `String or absent`: the other alternative is the value left out.
  const leftOut = !marked && isOr(tokens, end) && LEFT_OUT.has(tokens[end + 1]?.value ?? "");
  const optional = marked || leftOut;
  end += marked ? 1 : leftOut ? 2 : 0;
  const type: TypeRef = members.length === 1 ? (members[0] as TypeRef) : { kind: "union", members };
  return { type, optional, end };
}
