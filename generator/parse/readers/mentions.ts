// Fields mentioned in prose: "`file_id` (String, usable to download …) and `file_unique_id` (String, …)",
// "`ok` false", "optionally `parameters` of type ResponseParameters".
import type { DiagnosticSink } from "../../model/diagnostics.ts";
import type { TypeRef } from "../../model/model.ts";
import type { FieldDraft } from "../drafts.ts";
import { readParenNote } from "./fields.ts";
import { spanPosition, subSpan, trimSpan, type Span } from "../../model/source.ts";
import { indexOfTopLevel, splitTopLevel } from "../language/split.ts";
import { parseTypeExpr } from "../language/type-expr.ts";
import { CODE_CLOSE, CODE_OPEN } from "../../model/marked-text.ts";
import { FIELD_NAME_PATTERN } from "../../model/names.ts";

const MENTION = new RegExp(`^(optionally |an optional |optional )?${CODE_OPEN}(${FIELD_NAME_PATTERN})${CODE_CLOSE}`);

/** Splits "a, b and c" at top-level commas and the last " and ". */
export function splitMentions(span: Span): Span[] {
  return splitTopLevel(span, ", ").flatMap((piece) => {
    const i = indexOfTopLevel(piece.text, " and ");
    return i < 0 ? [piece] : [trimSpan(subSpan(piece, 0, i)), trimSpan(subSpan(piece, i + 5))];
  });
}

function parenType(inner: string): { type: TypeRef | null; optional: boolean; note: string } {
  const parts = inner.split(/[;,]\s*/);
  // `(optional String; …)`: the word before the type says what `, optional` after it says.
  const lead = /^optional\s+/i.exec(parts[0] ?? "");
  const type = parseTypeExpr((parts[0] ?? "").slice(lead?.[0].length ?? 0));
  const rest = type ? parts.slice(1) : parts;
  const optional = (type !== undefined && lead !== null) || rest.some((p) => p.trim() === "optional");
  const note = rest
    .filter((p) => p.trim() !== "optional")
    .join(", ")
    .trim();
  return { type: type?.type ?? null, optional, note };
}

/** `false`, `equal to false`, `is false`, `= false`: the one value the field has. */
function literalType(raw: string): TypeRef | null {
  const m = /^(?:(?:is )?equal to |equals |is |= )?(true|false)$/.exec(raw);
  return m ? { kind: "literal", value: m[1] === "true" } : null;
}

/** Reads one mention; prose that follows a mention (", meant for …") is returned as undefined. */
export function readMention(span: Span): FieldDraft | undefined {
  const m = MENTION.exec(span.text);
  if (!m) return undefined;
  const name = m[2] ?? "";
  const at = subSpan(span, m[0].indexOf(CODE_OPEN), m[0].length);
  const rest = span.text.slice(m[0].length).trim();
  const base = { kind: "field" as const, name, at, optional: m[1] !== undefined };
  if (rest === "") return { ...base, type: null, note: "" };
  if (rest.startsWith("(")) {
    const paren = readParenNote(rest, 0);
    const read = parenType(paren?.note ?? "");
    return { ...base, type: read.type, optional: base.optional || read.optional, note: read.note };
  }
  const ofType = /^(?:field )?of type (.+)$/.exec(rest);
  if (ofType) return { ...base, type: parseTypeExpr(ofType[1] ?? "")?.type ?? null, note: "" };
  const literal = literalType(rest);
  return { ...base, type: literal, note: literal ? "" : rest };
}

/** Reads a list of mentions; text that is no mention is added to the previous one's note. */
export function readMentions(span: Span, sink: DiagnosticSink): FieldDraft[] {
  const out: FieldDraft[] = [];
  let optionally = false;
  for (const piece of splitMentions(span)) {
    // `…, and, optionally, \`parameters\` (…)`: the word between commas is said of the next mention.
    if (/^(?:and )?(?:optionally|optional)$/.test(piece.text.trim())) {
      optionally = true;
      continue;
    }
    const read = readMention(piece);
    const mention = read && optionally ? { ...read, optional: true } : read;
    optionally = false;
    const previous = out.at(-1);
    if (mention) out.push(mention);
    else if (previous)
      out[out.length - 1] = { ...previous, note: [previous.note, piece.text].filter(Boolean).join("; ") };
    else sink.error(spanPosition(piece), `cannot read "${piece.text}"; expected a field such as \`name\` (Type, note)`);
  }
  return out;
}
