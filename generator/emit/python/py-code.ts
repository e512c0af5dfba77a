// Python source for the python artifact: a tagged template that quotes every value it is given as a Python literal and
// accepts as code only checked names (pyName) and code built the same way (Py). Spec text can only ever become a
// string literal; names that Python or pydantic keep for themselves get an alias.
import { escapeLineComment } from "../shared/escape.ts";
import { codeTemplate, indentCode, joinCode, numberLiteral, SourceCode } from "../shared/source-code.ts";

export class Py extends SourceCode {}

export type PyValue = Py | string | number | boolean | null | readonly (string | number | boolean)[];

/** A Python literal: strings as JSON writes them (a valid Python string literal), True, False, None, tuples. */
export function pyLiteral(value: Exclude<PyValue, Py>): string {
  if (value === null) return "None";
  if (typeof value === "boolean") return value ? "True" : "False";
  if (typeof value === "number") return numberLiteral(value);
  if (typeof value === "string")
    return JSON.stringify(value).replace(/[\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16)}`);
  return `(${value.map(pyLiteral).join(", ")}${value.length === 1 ? "," : ""})`;
}

export const py = codeTemplate(Py, pyLiteral);

export function pyJoin(parts: readonly Py[], separator: ", " | "\n" | "\n\n" | "\n\n\n" | " | "): Py {
  return joinCode(Py, parts, separator);
}

/** Indents code by four spaces a level. */
export function indent(code: Py, levels = 1): Py {
  return indentCode(Py, code, "    ".repeat(levels));
}

/** A `#` comment: no line terminator can end it. */
export function pyComment(text: string): Py {
  return new Py(`# ${escapeLineComment(text)}`);
}

const KEYWORDS = new Set(
  (
    "False None True and as assert async await break class continue def del elif else except finally for from " +
    "global if import in is lambda nonlocal not or pass raise return try while with yield"
  ).split(" "),
);

/** Names a pydantic model keeps for its own attributes and methods. */
const MODEL_ATTRIBUTES = new Set(
  (
    "construct copy dict from_orm json parse_file parse_obj parse_raw schema schema_json update_forward_refs " +
    "validate model_config model_fields model_computed_fields model_extra model_fields_set"
  ).split(" "),
);

const PY_IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** A name for generated code; anything else is a generator bug, never spec text turned into code. */
export function pyName(name: string): Py {
  if (!PY_IDENTIFIER.test(name) || KEYWORDS.has(name))
    throw new Error(`not a safe Python name: ${JSON.stringify(name)}`);
  return new Py(name);
}

/** The attribute of a field: its spec name, or with a trailing `_` where Python or pydantic keeps the name. */
export function attributeOf(field: string): { attribute: Py; alias?: string } {
  const kept =
    KEYWORDS.has(field) || MODEL_ATTRIBUTES.has(field) || field.startsWith("model_") || field.startsWith("_");
  const safe = kept ? `${field.replace(/^_+/, "")}_` : field;
  if (!PY_IDENTIFIER.test(safe)) throw new Error(`not a field name Python can hold: ${JSON.stringify(field)}`);
  return kept ? { attribute: pyName(safe), alias: field } : { attribute: pyName(safe) };
}
