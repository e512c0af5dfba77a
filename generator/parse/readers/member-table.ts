// Member tables: the fields of a type (`| Field | Type | Notes |`) and the parameters of a method (`| Parameter |
// Type | Required | Rules |`) are one construct, read here the same way: a name cell (one name or several), a Type
// cell (one type for all, or one per name; a note after `;` or in parentheses; `Integer, optional`), a Required or
// Optional column when there is one, and a notes column whose optional markers (`Optional.`, `— optional`) count.
import { clip, type DiagnosticSink } from "../../model/diagnostics.ts";
import { isFieldName } from "../../model/names.ts";
import { spanPosition, subSpan, type Span } from "../../model/source.ts";
import { ENCODED, plainOf } from "../../model/marked-text.ts";
import type { TypeRef } from "../../model/model.ts";
import type { Block, TableRow } from "../markdown/sections.ts";
import { MAX_TYPE_DEPTH } from "../language/grammar.ts";
import { splitTopLevel, splitTrailingParens } from "../language/split.ts";
import { scanTypeExpr, type ScannedType } from "../language/type-expr.ts";
import { cellsByRole, isColumn, requiredCell, type ColumnRole } from "./columns.ts";
import { afterOptionalWord, optionalInWords, saysOptional } from "./fields.ts";

export type Table = Extract<Block, { kind: "table" }>;

/** Whose members a table lists: `User` (fields) or `sendMessage` (parameters). */
export interface MemberOwner {
  readonly name: string;
  readonly members: "field" | "parameter";
  readonly sink: DiagnosticSink;
}

/** One member as a row says it. */
export interface MemberRow {
  readonly name: string;
  readonly at: Span;
  readonly type: TypeRef;
  readonly optional: boolean;
  readonly note: string;
}

/**
 * The rows with as many cells as the header; a row that leaves out only notes cells at its end is read with them
 * empty, as GFM renders it (`| is_bot | Boolean |` under `| Field | Type | Notes |`), and said; each other row is an
 * error naming its first cell, and is left out.
 */
export function completeRows(table: Table, owner: string, sink: DiagnosticSink): TableRow[] {
  const header = table.header;
  const expected = `${header.length} (${header.map((h) => h.text).join(" | ")})`;
  return table.rows.filter((row) => {
    const n = row.cells.length;
    if (n === header.length) return true;
    if (n >= 2 && n < header.length && header.slice(n).every((h) => isColumn(h, "notes") || isColumn(h, "aside"))) {
      sink.warn(
        spanPosition(row.at),
        `row of ${owner}${row.cells[0]?.text ?? ""} has ${n} cells: the notes left out are read as empty; expected ${expected}`,
      );
      return true;
    }
    sink.error(
      spanPosition(row.at),
      `row of ${owner}${row.cells[0]?.text ?? ""} has ${n} cell${n === 1 ? "" : "s"}; expected ${expected}`,
    );
    return false;
  });
}

/** The members of a table whose header has the roles given (rows already complete); a faulty row is said, left out. */
export function readMemberRows(table: Table, roles: readonly ColumnRole[], owner: MemberOwner): MemberRow[] {
  return table.rows.flatMap((row) => readMemberRow(cellsByRole(row.cells, roles), owner));
}

function readMemberRow(cells: ReturnType<typeof cellsByRole>, owner: MemberOwner): MemberRow[] {
  const { type: typeCell, required, optional: optionalColumn, allNotes } = cells;
  const nameCell = cells.field ?? cells.parameter;
  if (!nameCell || !typeCell) return [];
  const marked = nameMarks(nameCell);
  const names = readNames(marked.cell, owner);
  const where = names.map((n) => `${owner.name}.${n.text}`).join(", ");
  if (typeCell.text === "") {
    owner.sink.error(
      spanPosition(nameCell),
      `${owner.members} ${where} has no type; expected a type in the Type column`,
    );
    return [];
  }
  const cell = readTypeCell(typeCell, where, owner.sink, names.length);
  if (!cell) return [];
  if (cell.types.length !== 1 && cell.types.length !== names.length) {
    owner.sink.error(
      spanPosition(typeCell),
      `${names.length} ${owner.members}s but ${cell.types.length} types; expected one type for all or one per ${owner.members}`,
    );
    return [];
  }
  const column = required ?? optionalColumn;
  const said = column ? requiredCell(column, where, owner.sink, !required) : { optional: false, note: "" };
  const words = optionalInWords(allNotes.map((n) => n.text).join("; "));
  const note = [cell.note, said.note, defaultOf(cells.default), words.note].filter(Boolean).join("; ");
  return names.map((at, i) => {
    const t = (cell.types[i] ?? cell.types[0]) as ScannedType;
    const optional = t.optional || said.optional || words.optional || marked.optional;
    return { name: plainOf(at.text), at, type: t.type, optional, note };
  });
}

/** A Default cell as its note (`100` is `default 100`); a cell that says there is none (`—`, `none`) is nothing. */
function defaultOf(cell: Span | undefined): string {
  const text = cell?.text.trim() ?? "";
  return text === "" || NO_DEFAULT.has(text.toLowerCase()) ? "" : `default: ${text}`;
}
const NO_DEFAULT = new Set(["-", "—", "–", "none", "n/a", "no default", "(none)"]);

/**
 * Marks after the names (`limit?`, `` `limit?` ``, `limit (optional)`, `chat_id*`, `chat_id (required)`): the cell
 * without them, and whether they say the member may be absent (`*` and `required` say what the Required column or
 * the table's default says already).
 */
function nameMarks(cell: Span): { cell: Span; optional: boolean } {
  const paren = splitTrailingParens(cell);
  const said = paren && paren.head.text !== "" ? plainOf(paren.inner.text).trim().toLowerCase() : "";
  if (said === "optional" || said === "required") return { cell: paren!.head, optional: said === "optional" };
  const plain = plainOf(cell.text).trimEnd();
  const mark = plain.endsWith("?") || plain.endsWith("*") ? plain.at(-1) : undefined;
  if (!mark || plain.includes(",")) return { cell, optional: false };
  const at = cell.text.lastIndexOf(mark);
  const rest = cell.text.slice(0, at) + cell.text.slice(at + 1);
  return { cell: { ...cell, text: rest }, optional: mark === "?" };
}

/** A name as written inside its markup (`` `limit` ``, `**limit**`): the name, at its own place. */
function unmarked(n: Span): Span {
  let from = 0;
  let to = n.text.length;
  while (from < to && ENCODED.test(n.text[from]!)) from++;
  while (to > from && ENCODED.test(n.text[to - 1]!)) to--;
  return subSpan(n, from, to);
}

function readNames(cell: Span, owner: MemberOwner): Span[] {
  const names = splitTopLevel(cell, ",").map(unmarked);
  for (const n of names)
    // Markup inside a name (`update\_id`, an escaped underscore) is read as nothing.
    if (!isFieldName(plainOf(n.text)))
      owner.sink.error(
        spanPosition(n),
        `"${n.text}" is not a ${owner.members} name; expected snake_case names separated by commas`,
      );
  return names;
}

/** A Type cell: `Animation?, Audio?`, `Array of User (the bot may be one)`, `True; cannot arrive through updates`. */
function readTypeCell(
  cell: Span,
  where: string,
  sink: DiagnosticSink,
  names: number,
): { types: ScannedType[]; note: string } | undefined {
  const [typesPart, ...rest] = splitTopLevel(cell, ";");
  if (!typesPart) return undefined;
  const paren = splitTrailingParens(typesPart);
  const list = paren && paren.head.text.length > 0 ? paren.head : typesPart;
  const inWords = optionalInWords(paren && paren.head.text.length > 0 ? paren.inner.text : "");
  // `Integer, optional` and `Optional Integer` say the member may be absent, as `Integer (optional)` does.
  const all = splitTopLevel(list, ",");
  const words = names === 1 ? wordsAfterType(all, where, sink) : [];
  const pieces = all.filter((p) => !words.includes(p));
  const notes = [inWords.note, ...words.map((w) => w.text), ...rest.map((r) => r.text)];
  const types: ScannedType[] = [];
  const optional = inWords.optional || pieces.some((p) => saysOptional(p.text));
  for (const piece of pieces.filter((p) => !saysOptional(p.text))) {
    const form = typeForm(piece.text);
    if (form.note) notes.push(form.note);
    const text = form.text;
    const from = afterOptionalWord(text);
    const read = scanTypeExpr(text, from);
    // `Integer (id) or String (@username)`: a remark after an alternative; the types are read without them.
    const bare = read && read.end === text.length ? undefined : withoutRemarks(text);
    const t = bare ? scanTypeExpr(bare.text, afterOptionalWord(bare.text)) : read;
    // Said of one alternative, a remark is no note of the whole (`String (1-64) or Integer`): said, never read.
    // The remark after the last alternative is of that alternative too (`… or String (@username)`).
    if (bare && t?.end === bare.text.length) {
      const at = inWords.note ? notes.indexOf(inWords.note) : -1;
      const last = at >= 0 ? notes.splice(at, 1) : [];
      sink.warn(
        spanPosition(piece),
        `remarks inside the type of ${where} are not read: ${[...bare.remarks, ...last].map((r) => `"(${clip(r)})"`).join(", ")}; expected the type alone, its notes in the Notes column`,
      );
    }
    if (!t || t.end !== (bare?.text ?? text).length) {
      sink.error(
        spanPosition(piece),
        `bad type expression "${clip(piece.text)}" in ${where}; expected Integer, Float, String, Boolean, True, a type name, Array of X (nested at most ${MAX_TYPE_DEPTH} deep) or X or Y, with ? when optional`,
      );
      return undefined;
    }
    // `Int64`, `Array of UInt32`: an integer named with its width, the width read as its note (once).
    if (t.width && !notes.includes(t.width)) notes.push(t.width);
    types.push(optional || from > 0 || form.optional ? { ...t, optional: true } : t);
  }
  return { types, note: notes.filter(Boolean).join("; ") };
}

/**
 * A type written as other languages and references write what may be null or absent: `String | null`, `String or
 * null`, `Nullable String` (the type, and `nullable` as its note, which is said: no type of the model holds null);
 * `Optional[String]`, `String — optional` (the type, optional).
 */
function typeForm(text: string): { text: string; optional: boolean; note?: string } {
  const plain = plainOf(text);
  const nullable = /^(.+?)\s*(?:\||\bor\b)\s*null$/i.exec(plain) ?? /^nullable\s+(.+)$/i.exec(plain);
  if (nullable) return { text: (nullable[1] as string).trim(), optional: false, note: "nullable" };
  const wrapped = /^Optional\[(.+)\]$/.exec(text);
  if (wrapped) return { text: wrapped[1] as string, optional: true };
  const dashed = /^(.+?)\s+[—–]\s+(.+)$/.exec(text);
  if (dashed && saysOptional(dashed[2] as string)) return { text: dashed[1] as string, optional: true };
  return { text, optional: false };
}

/** Text without its parenthesised remarks at the top level, and the remarks; undefined when there are none. */
function withoutRemarks(text: string): { text: string; remarks: string[] } | undefined {
  const remarks: string[] = [];
  let out = "";
  let depth = 0;
  let remark = "";
  for (const c of text) {
    if (c === "(" && depth++ === 0) continue;
    if (c === ")" && depth > 0 && --depth === 0) (remarks.push(remark.trim()), (remark = ""));
    else if (depth > 0) remark += c;
    else out += c;
  }
  return remarks.length > 0 && depth === 0 ? { text: out.replace(/\s+/g, " ").trim(), remarks } : undefined;
}

/**
 * The pieces after a one member's type that are words, not types (`String, if any`, `Integer, signed`): the type is
 * what the cell says first; the words are read as its note, and said.
 */
function wordsAfterType(pieces: readonly Span[], where: string, sink: DiagnosticSink): Span[] {
  const isType = (p: Span) =>
    saysOptional(p.text) || scanTypeExpr(p.text, afterOptionalWord(p.text))?.end === p.text.length;
  if (pieces.length < 2 || !isType(pieces[0]!)) return [];
  const words = pieces.slice(1).filter((p) => !isType(p));
  for (const w of words)
    sink.warn(
      spanPosition(w),
      `"${clip(w.text)}" in the Type cell of ${where} is no type: read as its note; expected the type alone (a note in the Notes column, or in parentheses after the type)`,
    );
  return words;
}
