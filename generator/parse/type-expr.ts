// Type expressions: Integer, Float, String, Boolean, True, references, `Array of X`, `X or Y`, `literal`, a trailing `?`.
import type { TypeRef } from "../model/model.ts";

export interface ScannedType {
  readonly type: TypeRef;
  readonly optional: boolean;
  /** Index in the text just after the expression (and its `?`). */
  readonly end: number;
}

const NAME = /^[A-Z][A-Za-z0-9]*/;
const LITERAL = /^`([^`]+)`/;

const PRIMITIVES: Readonly<Record<string, TypeRef>> = {
  Integer: { kind: "integer" },
  Float: { kind: "float" },
  String: { kind: "string" },
  Boolean: { kind: "boolean" },
  True: { kind: "true" },
};

/** Whether a type expression can start at `from`. */
export function startsTypeExpr(text: string, from = 0): boolean {
  const rest = text.slice(from);
  return rest.startsWith("Array of ") || NAME.test(rest) || LITERAL.test(rest);
}

function literalValue(raw: string): string | number {
  return /^-?\d+$/.test(raw) ? Number(raw) : raw;
}

function scanAlternative(text: string, from: number): { type: TypeRef; end: number } | undefined {
  const rest = text.slice(from);
  if (rest.startsWith("Array of ")) {
    const items = scanAlternative(text, from + "Array of ".length);
    return items && { type: { kind: "array", items: items.type }, end: items.end };
  }
  const literal = LITERAL.exec(rest);
  if (literal) return { type: { kind: "literal", value: literalValue(literal[1] ?? "") }, end: from + literal[0].length };
  const name = NAME.exec(rest);
  if (!name) return undefined;
  const type = PRIMITIVES[name[0]] ?? { kind: "ref", name: name[0] };
  return { type, end: from + name[0].length };
}

/** Scans a type expression starting at `from`; stops before whatever follows it (a note, a separator). */
export function scanTypeExpr(text: string, from = 0): ScannedType | undefined {
  const first = scanAlternative(text, from);
  if (!first) return undefined;
  const members: TypeRef[] = [first.type];
  let end = first.end;
  while (text.startsWith(" or ", end) && startsTypeExpr(text, end + 4)) {
    const next = scanAlternative(text, end + 4);
    if (!next) return undefined;
    members.push(next.type);
    end = next.end;
  }
  const optional = text[end] === "?";
  if (optional) end++;
  const type: TypeRef = members.length === 1 ? (members[0] as TypeRef) : { kind: "union", members };
  return { type, optional, end };
}

/** Parses text that must be exactly one type expression. */
export function parseTypeExpr(text: string): ScannedType | undefined {
  const scanned = scanTypeExpr(text.trim());
  return scanned && scanned.end === text.trim().length ? scanned : undefined;
}
