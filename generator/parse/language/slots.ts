// The slot readers of the phrase language: each reads a kind of thing at a token (a number or arithmetic, a literal
// value, a list of values or field names, a type name, a type expression, a unit, a noun, a character set, a
// parenthesised qualifier, a list of method names) and says where it ends. Deterministic: no backtracking inside.
import type { TypeRef } from "../../model/model.ts";
import { readNumberWords } from "./number-words.ts";
import { readPluralPrimitive, readTypeTokens } from "./grammar.ts";
import {
  fieldNameOf,
  isMethodName,
  isFunctionWord,
  isTypeName,
  literalOf,
  readArithmetic,
  type Token,
} from "./lexicon.ts";
import { afterRemark, readList, type ListRead } from "./slot-lists.ts";

export type SlotValue =
  | { readonly kind: "num"; readonly value: number }
  | { readonly kind: "value"; readonly value: string | number | boolean }
  | { readonly kind: "values"; readonly values: (string | number)[] }
  | {
      readonly kind: "names";
      readonly names: string[];
      readonly tokens: Token[];
    }
  | {
      readonly kind: "type";
      readonly type: TypeRef;
      readonly optional: boolean;
    }
  | { readonly kind: "text"; readonly text: string; readonly tokens: Token[] };

export type Reader = (tokens: readonly Token[], i: number) => { value: SlotValue; end: number } | undefined;

const UNITS = new Set([
  "character",
  "characters",
  "char",
  "chars",
  "symbol",
  "symbols",
  "letter",
  "letters",
  "digit",
  "digits",
  "byte",
  "bytes",
  "unit",
  "units",
  "code",
]);

/**
 * Words that go on a sentence after a list of fields (`Of a and b, exactly one is set`, `a or b, not both`), never bare
 * names in it. (Articles stay names: fields may be called `a`.)
 */
const AFTER_FIELDS = new Set([
  "exactly",
  "precisely",
  "just",
  "never",
  "but",
  "always",
  "neither",
  "nor",
  "not",
  "both",
  "only",
  // The verb the sentence goes on with after a list and a comma (`One of the two, a or b, is always present`).
  ...["is", "are", "must", "will", "should", "may", "can", "has", "have"],
]);

/** A field's name as an item of a list: in code, or a bare word that is no word the sentence goes on with. */
const listedFieldOf = (t: Token | undefined): string | undefined =>
  t?.kind === "word" && AFTER_FIELDS.has(t.value) ? undefined : fieldNameOf(t);

/** A list of one token per item, `item` telling each token's value. */
function listOf(
  tokens: readonly Token[],
  i: number,
  kind: string,
  item: (t: Token | undefined) => string | undefined,
): ListRead | undefined {
  return readList(tokens, i, kind, (t, j) => {
    const value = item(t[j]);
    return value === undefined ? undefined : { value, end: j + 1 };
  });
}

/** A list of names as a slot's value; the names gathered only when a statement takes them. */
function names(l: ListRead): SlotValue {
  return {
    kind: "names",
    get names() {
      return l.items;
    },
    get tokens() {
      return l.used;
    },
  };
}

/** `Type.field`, written as three tokens or as one code span. */
function memberAt(t: readonly Token[], i: number): { value: string; end: number } | undefined {
  const [type, dot, field] = [t[i], t[i + 1], t[i + 2]];
  if (type?.kind === "code") {
    const [owner, name, ...rest] = type.value.split(".");
    return owner &&
      name &&
      rest.length === 0 &&
      isTypeName(owner) &&
      fieldNameOf({ ...type, value: name, kind: "code" })
      ? { value: type.value, end: i + 1 }
      : undefined;
  }
  const name = fieldNameOf(field);
  return type?.kind === "word" && isTypeName(type.text) && dot?.text === "." && name !== undefined
    ? { value: `${type.text}.${name}`, end: i + 3 }
    : undefined;
}

/** Words between an article and a type's name that leave the name the type's (`a regular Message`). */
const PLAIN_WORDS = new Set(["regular", "plain", "ordinary", "normal"]);

/** The path in a code span: `` `/getUpdates` ``, or with the HTTP method before it (`` `POST /getUpdates` ``). */
export function pathOfCode(code: string): string | undefined {
  const m = /^(?:(?:GET|POST|PUT|PATCH|DELETE)\s+)?(\/\S*)$/.exec(code);
  return m?.[1];
}

/**
 * A regular expression written bare, anchored at both ends (`matching ^[a-z_]+$.`): the tokens with no space between
 * them from `^` to the last `$`, when they make a regular expression.
 */
const MAX_BARE_PATTERN = 200;

function bareAnchored(t: readonly Token[], i: number): { value: SlotValue; end: number } | undefined {
  if (t[i]?.text !== "^") return undefined;
  let end = -1;
  // At most MAX_BARE_PATTERN tokens: a run of glued punctuation (`^^^…`) is scanned in bounded time from each `^`.
  const last = Math.min(t.length, i + MAX_BARE_PATTERN);
  for (let j = i + 1; j < last && t[j]!.start === t[j - 1]!.end; j++) if (t[j]!.text === "$") end = j + 1;
  if (end < i + 3) return undefined;
  const source = t
    .slice(i, end)
    .map((x) => x.text)
    .join("");
  try {
    new RegExp(source, "u");
  } catch {
    return undefined;
  }
  return { value: { kind: "text", text: source, tokens: t.slice(i, end) }, end };
}

/** A type name, after an article (`a Photo`, `an Audio`, `a regular Message`, `Clip`). */
function typeNameAt(t: readonly Token[], i: number): { value: string; end: number } | undefined {
  let k = t[i]?.kind === "word" && (t[i]?.value === "a" || t[i]?.value === "an") ? i + 1 : i;
  if (k > i && PLAIN_WORDS.has(t[k]?.value ?? "")) k++;
  const x = t[k];
  const raw = x?.kind === "code" ? x.value : x?.kind === "word" && !isFunctionWord(x) ? x.text : "";
  return isTypeName(raw) ? { value: raw, end: k + 1 } : undefined;
}

/** One token read as text. */
function oneToken(t: readonly Token[], i: number, text: string): { value: SlotValue; end: number } {
  return { value: { kind: "text", text, tokens: [t[i] as Token] }, end: i + 1 };
}

/** Numbers written as words, read only right after a bound (`up to one hundred`) or beside another number (`three or four`). */
const BOUND_ENDS = new Set(["to", "most", "least", "exactly", "maximum", "minimum", "than", "exceed", "exceeds"]);
/** Words of an estimate before a number in words (`about a hundred`): read, so that the hedge is said. */
const ESTIMATE_ENDS = new Set(["about", "around", "roughly", "approximately", "nearly", "almost"]);
const PAIRED = new Set(["or", "to", "and", "through", "until", "-", "–"]);
const SCALE_WORDS = new Set(["hundred", "thousand", "million"]);

function numberAt(t: readonly Token[], i: number): { value: number; end: number } | undefined {
  const a = readArithmetic(t, i);
  if (a) return a;
  const w = readNumberWords(t, i);
  if (!w) return undefined;
  const before = t[i - 2];
  // `five to 100`, `zero up to a hundred`: paired with a number after the word that joins a range.
  const join = t[w.end]?.value === "up" && t[w.end + 1]?.value === "to" ? w.end + 1 : w.end;
  const after = PAIRED.has(t[join]?.value ?? "") && (readArithmetic(t, join + 1) ?? readNumberWords(t, join + 1));
  const paired =
    PAIRED.has(t[i - 1]?.value ?? "") &&
    (before?.kind === "number" || SCALE_WORDS.has(before?.value ?? "") || readNumberWords(t, i - 2)?.end === i - 1);
  const before1 = t[i - 1]?.value ?? "";
  return BOUND_ENDS.has(before1) || ESTIMATE_ENDS.has(before1) || after || paired || boundAfter(t, w.end)
    ? w
    : undefined;
}

/** A bound's words after a number and its noun (`ten entries or fewer`, `three items at most`, `five max`). */
function boundAfter(t: readonly Token[], j: number): boolean {
  for (let k = j; k <= j + 1 && k < t.length; k++) {
    const [a, b] = [t[k]?.value ?? "", t[k + 1]?.value ?? ""];
    if (a === "or" && ["fewer", "less", "more"].includes(b)) return true;
    if (a === "at" && (b === "most" || b === "least")) return true;
    if (["max", "maximum", "min", "minimum"].includes(a)) return true;
  }
  return false;
}

/** Words that say the value after them is a default (`default four`, `defaults to ten`, `default: a dozen`). */
const DEFAULT_WORDS = new Set(["default", "defaults", "defaulting"]);
const DEFAULT_JOINS = new Set(["to", ":", "is", "of", "="]);

/** A number in words as a default's value: only right after the word that names it the default. */
function defaultWords(t: readonly Token[], i: number): { value: number; end: number } | undefined {
  const k = DEFAULT_JOINS.has(t[i - 1]?.value ?? "") ? i - 2 : i - 1;
  const w = DEFAULT_WORDS.has(t[k]?.value ?? "") ? readNumberWords(t, i) : undefined;
  // `The default is one of …`: a word of a phrase, not a number.
  return w && t[w.end]?.value !== "of" ? w : undefined;
}

/** Words by which a note names the value it is the note of. */
const SELF_WORDS: ReadonlySet<string> = new Set([
  ...["value", "values", "number", "count", "limit", "length", "size", "amount", "field", "parameter", "result"],
]);

const SWITCH_STATES: ReadonlyMap<string, boolean> = new Map([
  ["on", true],
  ["enabled", true],
  ["off", false],
  ["disabled", false],
  // `Default: no`, `yes by default`: a form's words for a switch.
  ["yes", true],
  ["no", false],
]);

/** Whether a range's dash (`-`, `–`, `—`) or `..` and a number follow (the number before was a range's first end). */
function rangeFollows(t: readonly Token[], j: number): boolean {
  const dash = ["-", "–", "—"].includes(t[j]?.text ?? "") ? 1 : t[j]?.text === "." && t[j + 1]?.text === "." ? 2 : 0;
  return dash > 0 && t[j + dash]?.kind === "number";
}

/** Classes of a first character by their words (`a letter`: any Latin letter; `a digit`). */
const LEADING: ReadonlyMap<string, string> = new Map([
  ["letter", "[A-Za-z]"],
  ["lowercase letter", "[a-z]"],
  ["lower-case letter", "[a-z]"],
  ["uppercase letter", "[A-Z]"],
  ["capital letter", "[A-Z]"],
  ["digit", "[0-9]"],
]);

/** Characters a note says the value never holds, in words, longest first, and the pattern of every other one. */
const EXCLUDED_CHARACTERS: readonly (readonly [readonly string[], string])[] = [
  [["whitespace", "characters"], "^\\S*$"],
  [["white", "space"], "^\\S*$"],
  [["whitespace"], "^\\S*$"],
  [["line", "breaks"], "^[^\\n\\r]*$"],
  [["newlines"], "^[^\\n\\r]*$"],
  [["spaces"], "^[^ ]*$"],
];

export const READERS: Readonly<Record<string, Reader>> = {
  num: (t, i) => {
    const a = numberAt(t, i);
    return a && { value: { kind: "num", value: a.value }, end: a.end };
  },
  choices: (t, i) => readChoices(t, i, codeAt, 1),
  choices2: (t, i) => readChoices(t, i, codeAt, 2),
  nums: (t, i) => readChoices(t, i, readArithmetic, 2),
  value: (t, i) => {
    const a = readArithmetic(t, i) ?? defaultWords(t, i);
    // `picks 1-10`, `1..10`: the first end of a range is no value of its own.
    if (a && rangeFollows(t, a.end)) return undefined;
    if (a) return { value: { kind: "value", value: a.value }, end: a.end };
    const v = literalOf(t[i]);
    return v === undefined ? undefined : { value: { kind: "value", value: v }, end: i + 1 };
  },
  // `the empty string`, `an empty text`, `empty`: the text of no characters.
  empty: (t, i) => {
    let j = ["a", "an", "the"].includes(t[i]?.value ?? "") ? i + 1 : i;
    if (t[j]?.value !== "empty") return undefined;
    j += ["string", "text"].includes(t[j + 1]?.value ?? "") ? 2 : 1;
    return { value: { kind: "value", value: "" }, end: j };
  },
  // `off by default` of a Boolean: a switch's state, the value it spells (on, enabled: true; off, disabled: false).
  state: (t, i) => {
    const v = t[i]?.kind === "word" ? SWITCH_STATES.get(t[i]!.value) : undefined;
    return v === undefined ? undefined : { value: { kind: "value", value: v }, end: i + 1 };
  },
  values: (t, i) => {
    const l = listOf(t, i, "values", (x) => (x?.kind === "code" && !isRange(x) ? x.value : undefined));
    return (
      l && {
        value: {
          kind: "values",
          get values() {
            return l.items;
          },
        },
        end: l.end,
      }
    );
  },
  field: (t, i) => {
    const name = fieldNameOf(t[i]);
    // `the \`date\` field`, `its \`type\` value`: a name in code, and the word that says it is one.
    const said = t[i]?.kind === "code" && (t[i + 1]?.value === "field" || t[i + 1]?.value === "value");
    return name === undefined
      ? undefined
      : {
          value: { kind: "names", names: [name], tokens: [t[i] as Token] },
          end: i + (said ? 2 : 1),
        };
  },
  members: (t, i) => {
    const l = readList(t, i, "members", memberAt);
    return l && { value: names(l), end: l.end };
  },
  fields: (t, i) => {
    const l = listOf(t, i, "fields", listedFieldOf);
    return l && { value: names(l), end: l.end };
  },
  snake: (t, i) => {
    const name = fieldNameOf(t[i]);
    return name !== undefined && (name.includes("_") || t[i]?.kind === "code")
      ? {
          value: { kind: "names", names: [name], tokens: [t[i] as Token] },
          end: i + 1,
        }
      : undefined;
  },
  Type: (t, i) => {
    const x = t[i];
    const raw = x?.kind === "code" ? x.value : x?.kind === "word" && !isFunctionWord(x) ? x.text : "";
    return isTypeName(raw)
      ? {
          value: { kind: "names", names: [raw], tokens: [x as Token] },
          end: i + 1,
        }
      : undefined;
  },
  /** A type's name as its owner (`Chat's`, `Chat’s`): the type. */
  owner: (t, i) => {
    const x = t[i];
    // The lexicon keeps a word's apostrophe, plain or typographic, in the word.
    const raw = x?.kind !== "word" ? "" : (/^(.+)['’]s$/.exec(x.text)?.[1] ?? "");
    if (!isTypeName(raw)) return undefined;
    return { value: { kind: "names", names: [raw], tokens: [x as Token] }, end: i + 1 };
  },
  method: (t, i) => {
    const x = t[i];
    const raw = x?.kind === "code" ? x.value : x?.kind === "word" ? x.text : "";
    return isMethodName(raw) && /[A-Z]/.test(raw)
      ? {
          value: { kind: "names", names: [raw], tokens: [x as Token] },
          end: i + 1,
        }
      : undefined;
  },
  plural: (t, i) => {
    const r = readPluralPrimitive(t, i);
    return r && { value: { kind: "type", type: r.type, optional: false }, end: r.end };
  },
  type: (t, i) => {
    const r = readTypeTokens(t, i);
    return (
      r && {
        value: { kind: "type", type: r.type, optional: r.optional },
        end: r.end,
      }
    );
  },
  unit: (t, i) => {
    let j = i;
    // `UTF-8 bytes`, `UTF-16 code units`, `ASCII characters` (each one UTF-16 code unit): the unit after its encoding.
    if (t[j]?.value === "utf-8" || t[j]?.value === "utf-16") j++;
    else if (t[j]?.value === "ascii" && /^char/.test(t[j + 1]?.value ?? "")) j++;
    const start = j;
    // `1-64 B`: the byte's symbol, a capital B only (a small b is a bit's).
    if (t[j]?.text === "B") j++;
    else while (j < t.length && UNITS.has(t[j]?.value ?? "")) j++;
    // `code points` are no unit the model holds (a code point may be two UTF-16 code units): no length is read.
    if (t[j - 1]?.value === "code" && (t[j]?.value === "points" || t[j]?.value === "point")) return undefined;
    return j > start
      ? {
          value: {
            kind: "text",
            text: t
              .slice(i, j)
              .map((x) => x.value)
              .join(" "),
            tokens: t.slice(i, j),
          },
          end: j,
        }
      : undefined;
  },
  noun: (t, i) => {
    const x = t[i];
    if (x?.kind !== "word" || UNITS.has(x.value) || NOT_NOUNS.has(x.value)) return undefined;
    return { value: { kind: "text", text: x.value, tokens: [x] }, end: i + 1 };
  },
  charset: readCharset,
  /** A set of characters said with no word that opens one: never numbers and dashes alone (`1-9` is a range). */
  bare: (t, i) => {
    const read = readCharset(t, i);
    const tokens = read?.value.kind === "text" ? read.value.tokens : [];
    return tokens.every((x) => x.kind === "number" || x.kind === "punct") ? undefined : read;
  },
  /** A value in code as the start or the end of the text (`must start with \`https://\``): that pattern. */
  prefix: (t, i) =>
    t[i]?.kind === "code" && t[i]!.value !== "" ? oneToken(t, i, `^${escapeRegex(t[i]!.value)}`) : undefined,
  /** `a letter`, `a lowercase letter`, `a digit`: the class of the text's first character, as a pattern. */
  leading: (t, i) => {
    const j = t[i]?.value === "a" || t[i]?.value === "an" ? i + 1 : i;
    const two = `${t[j]?.value ?? ""} ${t[j + 1]?.value ?? ""}`;
    const [cls, end] = LEADING.has(two) ? [LEADING.get(two), j + 2] : [LEADING.get(t[j]?.value ?? ""), j + 1];
    return cls === undefined ? undefined : { value: { kind: "text", text: `^${cls}`, tokens: t.slice(i, end) }, end };
  },
  /** Characters the value never holds (`spaces`, `whitespace`, `line breaks`): the pattern of every other character. */
  excluded: (t, i) => {
    for (const [words, pattern] of EXCLUDED_CHARACTERS) {
      if (!words.every((w, k) => t[i + k]?.value === w)) continue;
      const end = i + words.length;
      return { value: { kind: "text", text: pattern, tokens: t.slice(i, end) }, end };
    }
    return undefined;
  },
  suffix: (t, i) =>
    t[i]?.kind === "code" && t[i]!.value !== "" ? oneToken(t, i, `${escapeRegex(t[i]!.value)}$`) : undefined,
  /** An empty JSON object, as code or as written (`` `{}` ``, `{ }`). */
  emptyObject: (t, i) => {
    if (t[i]?.kind === "code" && /^\{\s*\}$/.test(t[i]!.value)) return oneToken(t, i, "{}");
    return t[i]?.text === "{" && t[i + 1]?.text === "}"
      ? { value: { kind: "text", text: "{}", tokens: t.slice(i, i + 2) }, end: i + 2 }
      : undefined;
  },
  /** A regular expression as code, anchored at both ends (`` `^[a-z_]+$` ``): what the whole value matches. */
  anchored: (t, i) => {
    const v = t[i]?.kind === "code" ? t[i]!.value : "";
    return v.length > 2 && v.startsWith("^") && v.endsWith("$") ? oneToken(t, i, v) : bareAnchored(t, i);
  },
  /** One class of characters as code (`` `[A-Za-z0-9_-]` ``): what every character of the value is. */
  charclass: (t, i) => {
    const v = t[i]?.kind === "code" ? t[i]!.value : "";
    if (/^\[(?:[^\\\]\[]|\\.)+\]$/.test(v)) return oneToken(t, i, `^${v}*$`);
    return bareClass(t, i);
  },
  paren: (t, i) => {
    if (t[i]?.text !== "(") return undefined;
    let depth = 0;
    for (let j = i; j < t.length; j++) {
      if (t[j]?.text === "(") depth++;
      else if (t[j]?.text === ")" && --depth === 0)
        return {
          value: { kind: "text", text: "", tokens: t.slice(i + 1, j) },
          end: j + 1,
        };
    }
    return undefined;
  },
  /** Two or more type names: `Photo, Clip`, `a Photo or a Clip`. */
  Types: (t, i) => {
    const l = readList(t, i, "Types", typeNameAt);
    return l && l.count >= 2 ? { value: names(l), end: l.end } : undefined;
  },
  methods: (t, i) => {
    const l = listOf(t, i, "methods", (x) =>
      x?.kind === "word" && isMethodName(x.text) && /[A-Z]/.test(x.text) ? x.text : undefined,
    );
    return l && { value: names(l), end: l.end };
  },
  /** A path in a code span: `` `/getUpdates` ``. */
  path: (t, i) => {
    const path = t[i]?.kind === "code" ? pathOfCode(t[i]!.value) : undefined;
    return path === undefined ? undefined : oneToken(t, i, path);
  },
  word: (t, i) => (t[i]?.kind === "word" ? oneToken(t, i, t[i]?.value ?? "") : undefined),
  // A word naming something other than the value itself (`The currency must be …`; never `The value must be …`).
  other: (t, i) =>
    t[i]?.kind === "word" && !SELF_WORDS.has(t[i]?.value ?? "") ? oneToken(t, i, t[i]?.value ?? "") : undefined,
  any: (t, i) => (i < t.length ? oneToken(t, i, t[i]?.text ?? "") : undefined),
  prose: (t, i) => {
    let j = i;
    // Up to a value, or to the word that starts another default (`the default server, default 40`).
    while (
      j < t.length &&
      t[j]?.kind !== "number" &&
      t[j]?.kind !== "code" &&
      !(j > i && DEFAULT_WORDS.has(t[j]!.value))
    )
      j++;
    // No words before a value (`Defaults: 40`): the value is the default, never prose.
    if (j === i && j < t.length) return undefined;
    return {
      value: {
        kind: "text",
        text: t
          .slice(i, j)
          .map((x) => x.text)
          .join(" "),
        tokens: t.slice(i, j),
      },
      end: j,
    };
  },
  /** The rest, when it starts with a name (`\`x\` — Boolean`), never with words (`Parameter passing is …`). */
  named: (t, i) => (fieldNameOf(t[i]) !== undefined ? READERS.rest!(t, i) : undefined),
  /** The rest, unless it says there is none (`no parameters`, `nothing`). */
  some: (t, i) => (NONE_WORDS.has(t[i]?.value ?? "") ? undefined : READERS.rest!(t, i)),
  /** The rest, when it starts with a name in code (`\`message_id\` Integer`), never with a word (`a list of …`). */
  coded: (t, i) => (t[i]?.kind === "code" && fieldNameOf(t[i]) !== undefined ? READERS.rest!(t, i) : undefined),
  rest: (t, i) => ({
    value: {
      kind: "text",
      text: t
        .slice(i)
        .map((x) => x.text)
        .join(" "),
      tokens: t.slice(i),
    },
    end: t.length,
  }),
};

/** Words that say there is none of what is counted. */
const NONE_WORDS = new Set(["no", "none", "nothing"]);

/** Words that open what a value of a list stands for (`\`static\` for a .WEBP image`, `\`approve\` to allow …`). */
const EXPLAINING = new Set(["for", "to", "if", "when", "in", "as", "meaning", "which", "that"]);

/** The end of what explains the value that ends at `j`: a parenthesis, or words up to the next value of the list. */
type ItemReader = (t: readonly Token[], i: number) => { value: string | number; end: number } | undefined;

/** A value in a code span; never a range of characters (`` `A-Z` ``), an item of a character set. */
const codeAt: ItemReader = (t, j) =>
  t[j]?.kind === "code" && !isRange(t[j]) ? { value: t[j]!.value, end: j + 1 } : undefined;

/**
 * `(default \`desc\`)`, `(\`desc\` by default)`, `(\`desc\` is the default)` at token j: a parenthesis that is a
 * statement of its own, never what explains a value.
 */
export const opensDefault = (t: readonly Token[], j: number): boolean => {
  if (t[j]?.text !== "(") return false;
  if (t[j + 1]?.value === "default" || t[j + 1]?.value === "defaults") return t[j + 2]?.text !== ")";
  if (t[j + 1]?.kind !== "code") return false;
  const words = t.slice(j + 2, j + 5).map((w) => w.value);
  return (words[0] === "by" && words[1] === "default") || (words[0] === "is" && words.at(-1) === "default");
};

function explanationEnd(t: readonly Token[], j: number, item: ItemReader): number {
  if (opensDefault(t, j)) return j;
  if (t[j]?.text === "(") {
    const paren = READERS.paren?.(t, j);
    return paren ? paren.end : j;
  }
  if (t[j]?.kind !== "word" || !EXPLAINING.has(t[j]?.value ?? "")) return j;
  for (let k = j + 1; k < t.length; k++) {
    if (item(t, k) !== undefined) return j;
    const sep = t[k]?.text === "," || t[k]?.value === "or" || t[k]?.value === "and";
    if (!sep) continue;
    let n = k;
    while (n < t.length && (t[n]?.text === "," || t[n]?.value === "or" || t[n]?.value === "and") && n - k < 2) n++;
    if (item(t, n) !== undefined) return k;
  }
  return t.length;
}

/**
 * Two or more values joined by commas, `or` and `and`, each perhaps followed by what it stands for: `\`a\`, \`b\` or
 * \`c\``, `\`mention\` (@username), \`hashtag\` (#hashtag), …`, `\`XTR\` for Stars or \`TON\` for toncoins`, `3, 6, or 12`.
 */
function readChoices(
  t: readonly Token[],
  i: number,
  item: ItemReader,
  least: number,
): { value: SlotValue; end: number } | undefined {
  const values: (string | number)[] = [];
  let j = i;
  for (;;) {
    const v = item(t, j);
    if (v === undefined) break;
    values.push(v.value);
    j = explanationEnd(t, v.end, item);
    let k = j;
    while (k < t.length && (t[k]?.text === "," || t[k]?.value === "or" || t[k]?.value === "and") && k - j < 2) k++;
    // `\`upgrade\`/\`transfer\``, `\`upgrade\` | \`transfer\``: a slash or a bar between two values is an `or`.
    if (k === j && (t[k]?.text === "/" || t[k]?.text === "|") && t[k + 1]?.kind === "code") k++;
    // `or the new \`c\``, `, or (since 9.3) \`c\``: a remark on when the next value came.
    if (k > j && item(t, k) === undefined) k = afterRemark(t, k);
    if (k === j || item(t, k) === undefined) break;
    j = k;
  }
  return values.length >= least ? { value: { kind: "values", values }, end: j } : undefined;
}

const SINGLE = /^[A-Za-z0-9]$/;
/** A range of characters written with a hyphen or, typeset, an en dash (`A–Z`). */
const RANGE_DASH = new Set(["-", "–"]);

/** Text as a regular expression that matches it exactly. */
const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Characters named in words: `lowercase English letters`, `digits`, `underscores`. */
const CLASS_WORDS: Readonly<Record<string, string>> = {
  letters: "A-Za-z",
  alphanumerics: "A-Za-z0-9",
  digits: "0-9",
  numbers: "0-9",
  underscores: "_",
  underscore: "_",
  hyphens: "\\-",
  hyphen: "\\-",
  dashes: "\\-",
  dash: "\\-",
  dots: ".",
  dot: ".",
  periods: ".",
  period: ".",
  spaces: " ",
  space: " ",
};

function classAt(t: readonly Token[], j: number): { part: string; end: number } | undefined {
  let k = j;
  let letterCase: string | undefined;
  if (t[k]?.value === "lowercase" || t[k]?.value === "uppercase") letterCase = t[k++]?.value;
  if (t[k]?.value === "english" || t[k]?.value === "latin" || t[k]?.value === "ascii") k++;
  // `alphanumeric characters`, `alphanumerics`: letters and digits.
  if (t[k]?.value === "alphanumeric" && t[k + 1]?.value === "characters" && !letterCase)
    return { part: "A-Za-z0-9", end: k + 2 };
  // `hex digits`, `hexadecimal characters`: digits and the letters a-f in either case.
  if (["hex", "hexadecimal"].includes(t[k]?.value ?? "") && /^(digits|characters|chars)$/.test(t[k + 1]?.value ?? ""))
    return { part: { lowercase: "0-9a-f", uppercase: "0-9A-F" }[letterCase ?? ""] ?? "0-9A-Fa-f", end: k + 2 };
  // `printable ASCII characters`: from the space to the tilde.
  if (t[j]?.value === "printable" && t[j + 1]?.value === "ascii" && !letterCase)
    return { part: "\\x20-\\x7E", end: /^(characters|chars)$/.test(t[j + 2]?.value ?? "") ? j + 3 : j + 2 };
  // `ASCII characters only`, `Only ASCII`: the 128 characters of ASCII.
  // `ASCII only`: the word alone before `only`, which is left to the phrasing.
  const unit = /^(characters|chars)$/.test(t[j + 1]?.value ?? "");
  if (t[j]?.value === "ascii" && !letterCase && (unit || t[j + 1] === undefined || t[j + 1]?.value === "only"))
    return { part: "\\x00-\\x7F", end: unit ? j + 2 : j + 1 };
  // `must be alphanumeric`, `Alphanumeric only`, `Alphanumeric, 1-32 characters`: the word alone, before the end
  // of its clause, `only` or a comma.
  const alone = t[k + 1] === undefined || ["only", ",", ";"].includes(t[k + 1]!.value);
  if (t[k]?.value === "alphanumeric" && alone && !letterCase) return { part: "A-Za-z0-9", end: k + 1 };
  const part = CLASS_WORDS[t[k]?.value ?? ""];
  if (part === undefined || t[k]?.kind !== "word") return undefined;
  if (!part.startsWith("A-Za-z") && k !== j) return undefined;
  if (part !== "A-Za-z") return { part, end: k + 1 };
  return { part: letterCase === "lowercase" ? "a-z" : letterCase === "uppercase" ? "A-Z" : part, end: k + 1 };
}

/**
 * A class of characters written bare (`only [a-z0-9_] allowed`): a bracket, glued ranges of single letters or digits
 * and single characters, a bracket; never an interval (`[0,100]`, `[1-100]`: commas, numbers of two digits).
 */
function bareClass(t: readonly Token[], i: number): { value: SlotValue; end: number } | undefined {
  if (t[i]?.text !== "[") return undefined;
  let j = i + 1;
  let text = "[";
  for (; j < t.length && j - i <= 12 && t[j]?.text !== "]"; j++) {
    if (t[j]?.start !== t[j - 1]?.end) return undefined;
    text += t[j]!.text;
  }
  // The class alone: a quantifier or more of a pattern glued after it (`[a-z]+`) makes it part of an expression.
  if (t[j]?.text !== "]" || t[j]?.start !== t[j - 1]?.end || t[j + 1]?.start === t[j]?.end) return undefined;
  const inner = text.slice(1);
  if (!/[A-Za-z0-9]-[A-Za-z0-9]/.test(inner) || /\d\d|,|\s/.test(inner)) return undefined;
  return { value: { kind: "text", text: `^${text}]*$`, tokens: t.slice(i, j + 1) }, end: j + 1 };
}

/** `a-z` or `0-9` as a word, or in a code span (`` `A-Z` ``): a range of letters or digits, in order. */
export function isRange(t: Token | undefined): boolean {
  const text = t?.kind === "code" ? t.value : t?.kind === "word" ? t.text : "";
  const m = /^([A-Za-z]-[A-Za-z]|[0-9]-[0-9])$/.exec(text);
  return m !== null && text[0]! <= text[2]! && /[a-z]/.test(text[0]!) === /[a-z]/.test(text[2]!);
}

/** `A-Z, a-z, 0-9, \`_\`, \`-\``: ranges of letters or digits and single characters; at least one range. */
function readCharset(t: readonly Token[], i: number): { value: SlotValue; end: number } | undefined {
  const parts: string[] = [];
  let ranges = 0;
  let j = i;
  for (;;) {
    const a = t[j];
    const b = t[j + 2];
    const named = classAt(t, j);
    if (named) {
      parts.push(named.part);
      ranges++;
      j = named.end;
    } else if (a && isRange(a)) {
      parts.push(a.kind === "code" ? a.value : a.text);
      ranges++;
      j++;
    } else if (
      a &&
      b &&
      SINGLE.test(a.text) &&
      RANGE_DASH.has(t[j + 1]?.text ?? "") &&
      isRange({ kind: "word", text: `${a.text}-${b.text}` } as Token)
    ) {
      parts.push(`${a.text}-${b.text}`);
      ranges++;
      j += 3;
    } else if (a?.kind === "code" && classOfCode(a.value)) {
      parts.push(classOfCode(a.value)!);
      ranges++;
      j++;
    } else if (a?.kind === "code" && ([...a.value].length === 1 || /^[_\-.+@~!#$%&*=/?^|]+$/.test(a.value))) {
      // One character in code (`` `_` ``), or signs run together (`` `_-` ``): each a character of the set.
      parts.push(a.value.replace(/[\\\]^-]/g, "\\$&"));
      j++;
    } else if (
      a &&
      ranges > 0 &&
      (a.kind === "punct" || a.text === "_") &&
      /^[_\-.+@~!#$%&*=/?^|]$/.test(a.text) &&
      (t[j + 1]?.kind !== "word" || CHARSET_ENDS.has(t[j + 1]?.value ?? ""))
    ) {
      parts.push(a.text.replace(/[\\\]^-]/g, "\\$&"));
      j++;
    } else break;
    if (t[j]?.text === "," || t[j]?.value === "and" || t[j]?.value === "or") j++;
    // Items stand apart: a sign written against the last item (`_ and -.`) ends the sentence, not the set.
    else if (t[j] && t[j]!.start === t[j - 1]!.end) break;
  }
  if (ranges === 0 || unreadItem(t, j)) return undefined;
  if (t[j - 1]?.text === "," || t[j - 1]?.value === "and" || t[j - 1]?.value === "or") j--;
  return {
    value: {
      kind: "text",
      text: `^[${classOnce(parts)}]*$`,
      tokens: t.slice(i, j),
    },
    end: j,
  };
}

/** One character of a class as written (`a`, `\\-`, `\\x7F`), and its code. */
const CLASS_ATOM = /(\\x[0-9A-Fa-f]{2}|\\.|[^\\])(?:-(\\x[0-9A-Fa-f]{2}|\\.|[^\\]))?/gu;
const codeOf = (c: string) => (c.startsWith("\\x") ? parseInt(c.slice(2), 16) : c.codePointAt(c.length - 1)!);

/**
 * The parts of a class joined, each range or character once (`letters A-Z and a-z` names A-Z twice): what an earlier
 * part holds already is left out, so that a class says each of its characters once.
 */
export function classOnce(parts: readonly string[]): string {
  const kept: [number, number][] = [];
  let out = "";
  for (const m of parts.join("").matchAll(CLASS_ATOM)) {
    const [lo, hi] = [codeOf(m[1]!), codeOf(m[2] ?? m[1]!)];
    if (kept.some(([a, b]) => a <= lo && hi <= b)) continue;
    kept.push([lo, hi]);
    out += m[0];
  }
  return out;
}

/** Ranges run together with single signs in one code span (`` `A-Za-z0-9_-` ``): that class, with one range or more. */
function classOfCode(code: string): string | undefined {
  const parts: string[] = [];
  let ranges = 0;
  for (let k = 0; k < code.length;) {
    const range = code.slice(k, k + 3);
    if (range.length === 3 && isRange({ kind: "word", text: range } as Token)) {
      parts.push(range);
      ranges++;
      k += 3;
    } else if (/^[_\-.+@~]$/.test(code[k]!)) parts.push(code[k++]!.replace("-", "\\-"));
    else return undefined;
  }
  return ranges > 0 && parts.length > 1 ? parts.join("") : undefined;
}

/**
 * Whether the list of a character set goes on past what was read (`A-Z, a-z, 0..9, _`): after a separator, an item no
 * reading knows (a number, a sign, a single letter). A set read in part would refuse characters the spec allows.
 */
function unreadItem(t: readonly Token[], j: number): boolean {
  const sep = t[j - 1];
  const next = t[j];
  if (!next || !(sep?.text === "," || sep?.value === "and" || sep?.value === "or")) return false;
  if (next.kind === "number" || next.kind === "other" || next.kind === "punct" || [...next.text].length === 1)
    return true;
  // More of the set after what stopped it (`A-Z, a-z, between 0 and 9, \`_\`, \`-\``): the set was read in part.
  for (let k = j + 1; k < t.length && t[k]?.text !== ";" && t[k]?.text !== "."; k++) {
    const x = t[k]!;
    if (t[k - 1]?.text === "," && (isRange(x) || (x.kind === "code" && [...x.value].length === 1))) return true;
  }
  // A word that stands as an item of its own (`…, 0-9, tilde and caret`): followed by a separator or the end.
  const after = t[j + 1];
  return (
    next.kind === "word" &&
    (!after || [",", ";", ")", "."].includes(after.text) || after.value === "and" || after.value === "or")
  );
}

/** Words after which a single character still belongs to the set (`_ and - are allowed`). */
const CHARSET_ENDS = new Set(["are", "is", "allowed", "only", "and", "or", "characters"]);

/** Words that end a quantity rather than name what is counted. */
const NOT_NOUNS = new Set([
  "except",
  "excluding",
  "including",
  "without",
  "but",
  "inclusive",
  "exclusive",
  "and",
  "or",
  "for",
  "if",
  "when",
  "unless",
  "in",
  "of",
  "to",
  "the",
  "a",
  "an",
  "default",
  "defaults",
  "by",
  "inclusive",
  "each",
  "per",
  "is",
  "are",
  "only",
  "otherwise",
  "with",
  "after",
  "before",
  "from",
]);
