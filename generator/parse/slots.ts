// The slot readers of the phrase language: each reads a kind of thing at a token (a number or arithmetic, a literal
// value, a list of values or field names, a type name, a type expression, a unit, a noun, a character set, a
// parenthesised qualifier, a list of method names) and says where it ends. Deterministic: no backtracking inside.
import type { TypeRef } from "../model/model.ts";
import { readTypeTokens } from "./grammar.ts";
import { fieldNameOf, isMethodName, isTypeName, literalOf, readArithmetic, type Token } from "./lexicon.ts";

export type SlotValue =
  | { readonly kind: "num"; readonly value: number }
  | { readonly kind: "value"; readonly value: string | number | boolean }
  | { readonly kind: "values"; readonly values: string[] }
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

const UNITS = new Set(["character", "characters", "chars", "symbols", "byte", "bytes", "units", "code"]);
const SEPARATORS = new Set([",", "or", "and", "/"]);

/** A list of items (`a, b and c`), each read by `item` from a position: the names, each one's first token, the end. */
function listOfItems(
  tokens: readonly Token[],
  i: number,
  item: (t: readonly Token[], j: number) => { value: string; end: number } | undefined,
): { items: string[]; used: Token[]; end: number } | undefined {
  const items: string[] = [];
  const used: Token[] = [];
  let j = i;
  for (;;) {
    const read = item(tokens, j);
    if (read === undefined) break;
    items.push(read.value);
    used.push(tokens[j] as Token);
    j = read.end;
    let k = j;
    while (k < tokens.length && SEPARATORS.has(tokens[k]?.value ?? "") && k - j < 2) k++;
    if (k === j || item(tokens, k) === undefined) break;
    j = k;
  }
  return items.length > 0 ? { items, used, end: j } : undefined;
}

function listOf(
  tokens: readonly Token[],
  i: number,
  item: (t: Token | undefined) => string | undefined,
): { items: string[]; used: Token[]; end: number } | undefined {
  return listOfItems(tokens, i, (t, j) => {
    const value = item(t[j]);
    return value === undefined ? undefined : { value, end: j + 1 };
  });
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

/** A type name, after an article (`a Photo`, `an Audio`, `Clip`). */
function typeNameAt(t: readonly Token[], i: number): { value: string; end: number } | undefined {
  const k = t[i]?.kind === "word" && (t[i]?.value === "a" || t[i]?.value === "an") ? i + 1 : i;
  const x = t[k];
  const raw = x?.kind === "code" ? x.value : x?.kind === "word" ? x.text : "";
  return isTypeName(raw) ? { value: raw, end: k + 1 } : undefined;
}

/** One token read as text. */
function oneToken(t: readonly Token[], i: number, text: string): { value: SlotValue; end: number } {
  return { value: { kind: "text", text, tokens: [t[i] as Token] }, end: i + 1 };
}

export const READERS: Readonly<Record<string, Reader>> = {
  num: (t, i) => {
    const a = readArithmetic(t, i);
    return a && { value: { kind: "num", value: a.value }, end: a.end };
  },
  value: (t, i) => {
    const a = readArithmetic(t, i);
    if (a) return { value: { kind: "value", value: a.value }, end: a.end };
    const v = literalOf(t[i]);
    return v === undefined ? undefined : { value: { kind: "value", value: v }, end: i + 1 };
  },
  values: (t, i) => {
    const l = listOf(t, i, (x) => (x?.kind === "code" ? x.value : undefined));
    return l && { value: { kind: "values", values: l.items }, end: l.end };
  },
  field: (t, i) => {
    const name = fieldNameOf(t[i]);
    return name === undefined
      ? undefined
      : {
          value: { kind: "names", names: [name], tokens: [t[i] as Token] },
          end: i + 1,
        };
  },
  members: (t, i) => {
    const l = listOfItems(t, i, memberAt);
    return l && { value: { kind: "names", names: l.items, tokens: l.used }, end: l.end };
  },
  fields: (t, i) => {
    const l = listOf(t, i, fieldNameOf);
    return (
      l && {
        value: { kind: "names", names: l.items, tokens: l.used },
        end: l.end,
      }
    );
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
    const raw = x?.kind === "code" ? x.value : x?.kind === "word" ? x.text : "";
    return isTypeName(raw)
      ? {
          value: { kind: "names", names: [raw], tokens: [x as Token] },
          end: i + 1,
        }
      : undefined;
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
    if (t[j]?.value === "utf-8" || t[j]?.value === "utf-16") j++;
    const start = j;
    while (j < t.length && UNITS.has(t[j]?.value ?? "")) j++;
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
    const l = listOfItems(t, i, typeNameAt);
    return l && l.items.length >= 2
      ? { value: { kind: "names", names: l.items, tokens: l.used }, end: l.end }
      : undefined;
  },
  methods: (t, i) => {
    const l = listOf(t, i, (x) =>
      x?.kind === "word" && isMethodName(x.text) && /[A-Z]/.test(x.text) ? x.text : undefined,
    );
    return (
      l && {
        value: { kind: "names", names: l.items, tokens: l.used },
        end: l.end,
      }
    );
  },
  /** A path in a code span: `` `/getUpdates` ``. */
  path: (t, i) => (t[i]?.kind === "code" && t[i]?.value.startsWith("/") ? oneToken(t, i, t[i]?.text ?? "") : undefined),
  word: (t, i) => (t[i]?.kind === "word" ? oneToken(t, i, t[i]?.value ?? "") : undefined),
  any: (t, i) => (i < t.length ? oneToken(t, i, t[i]?.text ?? "") : undefined),
  prose: (t, i) => {
    let j = i;
    while (j < t.length && t[j]?.kind !== "number" && t[j]?.kind !== "code") j++;
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

const SINGLE = /^[A-Za-z0-9]$/;

/** `A-Z, a-z, 0-9, \`_\`, \`-\``: ranges of letters or digits and single characters; at least one range. */
function readCharset(t: readonly Token[], i: number): { value: SlotValue; end: number } | undefined {
  const parts: string[] = [];
  let ranges = 0;
  let j = i;
  for (;;) {
    const a = t[j];
    const b = t[j + 2];
    if (a?.kind === "word" && /^[A-Za-z]-[A-Za-z]$/.test(a.text) && a.text[0]! <= a.text[2]!) {
      parts.push(a.text);
      ranges++;
      j++;
    } else if (a && b && SINGLE.test(a.text) && t[j + 1]?.text === "-" && SINGLE.test(b.text) && a.text <= b.text) {
      parts.push(`${a.text}-${b.text}`);
      ranges++;
      j += 3;
    } else if (a?.kind === "code" && [...a.value].length === 1) {
      parts.push(a.value.replace(/[\\\]^-]/g, "\\$&"));
      j++;
    } else if (
      a &&
      ranges > 0 &&
      (a.kind === "punct" || a.text === "_") &&
      /^[_\-.+@]$/.test(a.text) &&
      t[j + 1]?.kind !== "word"
    ) {
      parts.push(a.text.replace(/[\\\]^-]/g, "\\$&"));
      j++;
    } else break;
    if (t[j]?.text === "," || t[j]?.value === "and" || t[j]?.value === "or") j++;
  }
  if (ranges === 0) return undefined;
  if (t[j - 1]?.text === "," || t[j - 1]?.value === "and" || t[j - 1]?.value === "or") j--;
  return {
    value: {
      kind: "text",
      text: `^[${parts.join("")}]*$`,
      tokens: t.slice(i, j),
    },
    end: j,
  };
}

/** Words that end a quantity rather than name what is counted. */
const NOT_NOUNS = new Set([
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
