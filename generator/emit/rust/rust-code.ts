// Rust source for the rust artifact: a tagged template that quotes every value as a Rust literal and accepts as code
// only checked names and code built the same way. Spec text can only ever become a string literal or a comment.
import { escapeLineComment } from "../shared/escape.ts";
import { codeTemplate, indentCode, joinCode, numberLiteral, SourceCode, wellFormed } from "../shared/source-code.ts";

export class Rs extends SourceCode {}

export type RsValue = Rs | string | number | boolean;

/** A Rust literal: strings as JSON writes them, `\u{…}` for its `\uXXXX` escapes (lone surrogates as U+FFFD). */
export function rsLiteral(value: Exclude<RsValue, Rs>): string {
  if (typeof value === "boolean") return value ? "true" : "false";
  if (typeof value === "number") return numberLiteral(value);
  // Only JSON's own escapes: a `\u` after an escaped backslash is text (`\\u0041` stays a backslash and `u0041`).
  return JSON.stringify(wellFormed(value)).replace(
    /(?<!\\)((?:\\\\)*)\\u([0-9a-f]{4})/g,
    (_, before: string, hex: string) => `${before}\\u{${hex}}`,
  );
}

export const rs = codeTemplate(Rs, rsLiteral);

export function rsJoin(parts: readonly Rs[], separator: ", " | "\n" | "\n\n" | " "): Rs {
  return joinCode(Rs, parts, separator);
}

export function rsIndent(code: Rs): Rs {
  return indentCode(Rs, code, "    ");
}

/** `///` doc lines of a text: no line terminator can end one. */
export function rsDoc(text: string): Rs {
  return new Rs(
    text
      .trim()
      .split("\n")
      .map((l) => (l.trim() === "" ? "///" : `/// ${escapeLineComment(l)}`))
      .join("\n"),
  );
}

const KEYWORDS = new Set(
  (
    "as async await break const continue crate dyn else enum extern false fn for if impl in let loop match mod move " +
    "mut pub ref return self Self static struct super trait true type unsafe use where while abstract become box do " +
    "final macro override priv try typeof unsized virtual yield gen"
  ).split(" "),
);
/** Keywords a raw identifier (`r#type`) cannot hold. */
const NOT_RAW = new Set(["crate", "self", "Self", "super"]);
const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** A type name for generated code; anything else is a generator bug, never spec text turned into code. */
export function rsTypeName(name: string): Rs {
  if (!IDENTIFIER.test(name) || !/^[A-Z]/.test(name) || KEYWORDS.has(name)) {
    throw new Error(`not a safe Rust type name: ${JSON.stringify(name)}`);
  }
  return new Rs(name);
}

/** A field: its name (`r#type` for a keyword), and the JSON name to rename it from where the name had to change. */
export function rsField(name: string): { field: Rs; rename?: string } {
  if (!IDENTIFIER.test(name)) throw new Error(`not a field name Rust can hold: ${JSON.stringify(name)}`);
  if (NOT_RAW.has(name)) return { field: new Rs(`${name}_`), rename: name };
  return { field: new Rs(KEYWORDS.has(name) ? `r#${name}` : name) };
}
