// Go source for the go artifact: a tagged template that quotes every value as a Go literal and accepts as code only
// checked names and code built the same way. Spec text can only ever become a string literal or a `//` comment.
import { escapeLineComment } from "../shared/escape.ts";
import { codeTemplate, indentCode, joinCode, numberLiteral, SourceCode, wellFormed } from "../shared/source-code.ts";

export class Go extends SourceCode {}

export type GoValue = Go | string | number | boolean;

/** A Go literal: strings as JSON writes them (valid Go), a lone surrogate as U+FFFD (Go has no such code point). */
export function goLiteral(value: Exclude<GoValue, Go>): string {
  if (typeof value === "boolean") return value ? "true" : "false";
  return typeof value === "number" ? numberLiteral(value) : JSON.stringify(wellFormed(value));
}

export const go = codeTemplate(Go, goLiteral);

export function goJoin(parts: readonly Go[], separator: ", " | "\n" | "\n\t" | "\n\n" | "; "): Go {
  return joinCode(Go, parts, separator);
}

export function goIndent(code: Go): Go {
  return indentCode(Go, code, "\t");
}

/** `//` comment lines of a text: no line terminator can end one. */
export function goComment(text: string): Go {
  const lines = text.split("\n").map((l) => (l.trim() === "" ? "//" : `// ${escapeLineComment(l)}`));
  return new Go(lines.join("\n"));
}

const GO_IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** An exported name for generated code; anything else is a generator bug, never spec text turned into code. */
export function goName(name: string): Go {
  if (!GO_IDENTIFIER.test(name) || !/^[A-Z]/.test(name))
    throw new Error(`not a safe exported Go name: ${JSON.stringify(name)}`);
  return new Go(name);
}

/** `chat_id` → `ChatId`: each part of a snake_case name capitalised. */
export function goFieldName(field: string): Go {
  return goName(
    field
      .split("_")
      .filter(Boolean)
      .map((p) => p[0]!.toUpperCase() + p.slice(1))
      .join("") || "X",
  );
}

/** A struct tag: `json:"name"`, `,omitempty` for an optional field. */
export function jsonTag(field: string, optional: boolean): Go {
  if (!/^[A-Za-z0-9_]+$/.test(field))
    throw new Error(`not a JSON member name a struct tag can hold: ${JSON.stringify(field)}`);
  return new Go(`\`json:"${field}${optional ? ",omitempty" : ""}"\``);
}
