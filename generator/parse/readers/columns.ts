// Table headers by the role of each column, in the words editors use: `| Field | Type | Description |` is read as
// `| Field | Type | Notes |`, `| Name | Type | Required | Description |` as `| Parameter | Type | Required | Rules |`.
// One row per role; adding a word is one line here and one line in test/parse/table-headers.test.ts.
import { isTypeName, lex } from "../language/lexicon.ts";
import { matchFirst, matchWhole } from "../language/phrase.ts";
import {
  COLUMN_WORDS,
  COMPACT_FIELDS_WORDS,
  FIELDS_WORDS,
  REQUIRED_PHRASES,
  UNION_HEADING_WORDS,
  VARIANT_WORD,
  type ColumnRole,
  type RequiredConstruct,
} from "../language/phrase-book.ts";
import type { DiagnosticSink } from "../../model/diagnostics.ts";
import { spanPosition, type Span } from "../../model/source.ts";
import { splitTopLevel, splitTrailingParens } from "../language/split.ts";
import { plainOf } from "../../model/marked-text.ts";

export type { ColumnRole };

/** The layouts of a field table, by the roles of its columns. */
export const FIELD_TABLES: readonly (readonly ColumnRole[])[] = [
  ["field", "type"],
  ["field", "type", "notes"],
  ["field", "type", "required"],
  ["field", "type", "required", "notes"],
  ["field", "type", "optional"],
  ["field", "type", "optional", "notes"],
];

/** The layouts of a parameter table, by the roles of its columns. */
export const PARAM_TABLES: readonly (readonly ColumnRole[])[] = [
  ["parameter", "type"],
  ["parameter", "type", "notes"],
  ["parameter", "type", "required"],
  ["parameter", "type", "required", "notes"],
  ["parameter", "type", "optional"],
  ["parameter", "type", "optional", "notes"],
];

/** The roles a member table's column other than its first may have beyond the fixed layouts. */
const EXTENDED_ROLES: readonly ColumnRole[] = ["type", "required", "optional", "notes", "default", "aside"];

/**
 * A member table's header beyond the fixed layouts (`| Field | Type | Since | Notes |`, `| Parameter | Type | Required
 * | Default | Description |`): the names' column first, one Type column, at most one Required or Optional column and
 * one Default column, notes columns (read in order), and columns set aside (`Example`, `Since`, or words botspec does
 * not know), which state no constraint; three columns at least. Else undefined.
 */
export function extendedLayout(
  header: readonly Span[],
  name: "field" | "parameter",
): readonly ColumnRole[] | undefined {
  if (header.length < 3 || !isColumn(header[0], name)) return undefined;
  const roles = header.map((cell, i) => (i === 0 ? name : (EXTENDED_ROLES.find((r) => isColumn(cell, r)) ?? "aside")));
  const count = (...of: ColumnRole[]) => roles.filter((r) => of.includes(r)).length;
  return count("type") === 1 && count("required", "optional") <= 1 && count("default") <= 1 ? roles : undefined;
}

/** The columns of a header set aside, each said once: what they hold is read as nothing. */
export function asideColumns(
  header: readonly Span[],
  roles: readonly ColumnRole[],
  owner: string,
  sink: DiagnosticSink,
): void {
  header.forEach((cell, i) => {
    if (roles[i] !== "aside") return;
    const known = isColumn(cell, "aside");
    sink.warn(
      spanPosition(cell),
      `column "${cell.text}" of ${owner} is not read${known ? " (an example or a version states no constraint)" : ""}: its cells are left out of the model; expected a column of names, types, requiredness, defaults or notes`,
    );
  });
}

/** A header cell as plain words: no code marks, no `*` emphasis, lower case, single spaces (`_` is kept: names). */
export function headerWords(cell: Span | undefined): string {
  return plainOf(cell?.text ?? "")
    .replace(/\s+/g, " ")
    .trim()
    .toLowerCase();
}

/** `| Type | Fields |` (or `| Name | Further fields |`): one definition a row. */
export function isCompactHeader(header: readonly Span[]): boolean {
  return header.length === 2 && isColumn(header[0], "object") && COMPACT_FIELDS_WORDS.includes(headerWords(header[1]));
}

/** `| Variant | \`type\` | Fields | …extra |` (the first column also `X variant`, Kind, Name, Case …). */
export function isVariantHeader(header: readonly Span[]): boolean {
  const first = headerWords(header[0]).split(" ");
  const named =
    (first.length <= 2 && first[first.length - 1] === VARIANT_WORD && /^[a-z][a-z0-9]*$/.test(first[0] ?? "")) ||
    unionOfVariantColumn(header[0]?.text ?? "") !== undefined;
  const fields = headerWords(header[2]).split(" ");
  // `| Scope | \`type\` value | Fields |`: a discriminator named in code tells the table, whatever the first column says.
  const told = lex(header[1]?.text ?? "").filter((t) => t.kind === "code").length === 1 && first.length === 1;
  return (
    (named || told || isColumn(header[0], "variant")) &&
    header.length >= 3 &&
    FIELDS_WORDS.has(fields[fields.length - 1] ?? "")
  );
}

/**
 * The union a variant table's first header cell names (`Shape variant`, `Shape kind`, `Type of Shape`, `Shape
 * subtypes`): its one type name, every other word one of a union's heading; else none.
 */
export function unionOfVariantColumn(text: string): string | undefined {
  const words = plainOf(text).trim().split(/\s+/);
  const names = words.filter((w) => isTypeName(w) && !UNION_HEADING_WORDS.has(w.toLowerCase()));
  const others = words.filter((w) => !names.includes(w));
  const kind = others.some((w) => UNION_KINDS.has(w.toLowerCase()));
  const plain = others.every((w) => UNION_HEADING_WORDS.has(w.toLowerCase()));
  return names.length === 1 && kind && plain ? names[0] : undefined;
}

/** Words that say a column holds the variants of a union, beside its name. */
const UNION_KINDS = new Set([
  "variant",
  "variants",
  "kind",
  "kinds",
  "type",
  "types",
  "subtype",
  "subtypes",
  "case",
  "cases",
  "forms",
]);

/** Whether a header cell names a column of this role. */
export function isColumn(cell: Span | undefined, role: ColumnRole): boolean {
  return cell !== undefined && COLUMN_WORDS[role].includes(headerWords(cell));
}

/**
 * The roles of the header's columns, in the header's order, when they are the columns of one of the layouts given,
 * the names' column first (`| Parameter | Required | Type | Rules |` as well as `| Parameter | Type | Required | Rules
 * |`); else undefined.
 */
export function matchLayout(
  header: readonly Span[],
  layouts: readonly (readonly ColumnRole[])[],
): readonly ColumnRole[] | undefined {
  for (const roles of layouts) {
    if (roles.length !== header.length) continue;
    const found = header.map((cell) => roles.find((role) => isColumn(cell, role)));
    // The names' column stands first, as in every layout (`| Type | Fields |` is no field table read backwards).
    const named = found[0] === roles[0];
    if (named && found.every((r) => r !== undefined) && new Set(found).size === roles.length)
      return found as ColumnRole[];
  }
  return undefined;
}

/**
 * What a Required cell says (phrase book REQUIRED_PHRASES: Yes, ✓, No, —, a condition), or undefined when it says none
 * of it; an empty cell marks nothing, so what it is not marked as. `inverted`: a cell of an Optional column, whose Yes
 * is a value that may be absent.
 */
export function readRequired(cell: Span, inverted = false): RequiredConstruct | undefined {
  // A word in code (`` `true` ``) is the word.
  const tokens = lex(cell.text).map((t) => (t.kind === "code" && /^\w+$/.test(t.value) ? (lex(t.value)[0] ?? t) : t));
  const said = tokens.length === 0 ? "optional" : matchWhole(REQUIRED_PHRASES, tokens)?.phrase.construct;
  if (!inverted || said === "conditional" || said === undefined) return said;
  if (tokens.length === 0) return "required";
  return said === "required" ? "optional" : "required";
}

/**
 * A Required (or Optional) cell of a field or parameter table as the table's reader takes it: whether the member is
 * optional, and what of the cell is note (a condition, a parenthetical after the word: `No (default 5)`). A cell in
 * words the phrase book does not know is a warning, and the member optional: a member read as required when it is
 * not would refuse real data.
 */
export function requiredCell(
  cell: Span,
  where: string,
  sink: DiagnosticSink,
  inverted = false,
): { optional: boolean; note: string } {
  // The whole cell first (`Yes, if …`, `Yes (for channels)`: a condition); else its word and what follows it.
  const whole = readRequired(cell, inverted);
  const { head, rest } = whole ? { head: cell, rest: "" } : wordAndRest(cell);
  const said = whole ?? readRequired(head, inverted);
  if (!said)
    sink.warn(
      spanPosition(cell),
      `"${cell.text}" in the ${inverted ? "Optional" : "Required"} column of ${where} is read as optional; expected Yes, No, or Yes/No with a condition ("Yes, if …")`,
    );
  return { optional: said !== "required", note: said === "conditional" ? cell.text : rest };
}

/**
 * A cell's word and what follows it, which is the member's note: in parentheses (`No (default 5)`), or after a comma
 * or a semicolon outside them (`No, defaults to 5`, `No; see below`).
 */
function wordAndRest(cell: Span): { head: Span; rest: string } {
  const paren = splitTrailingParens(cell);
  if (paren && paren.head.text) return { head: paren.head, rest: paren.inner.text };
  const head = splitTopLevel(splitTopLevel(cell, ",")[0] ?? cell, ";")[0] ?? cell;
  const rest = cell.text
    .slice(head.text.length)
    .replace(/^\s*[,;]\s*/, "")
    .trim();
  return { head, rest };
}

/** A parameter written `name Type (required, …)`: whether its note opens with a requirement, and the rest of it. */
export function requiredPrefix(text: string): { required: boolean; rest: string } {
  const tokens = lex(text);
  const found = matchFirst(REQUIRED_PHRASES, tokens);
  if (found?.phrase.construct !== "required") return { required: false, rest: text };
  const end = tokens[found.match.end - 1]?.end ?? 0;
  return { required: true, rest: text.slice(end).replace(/^\s*[,;]?\s*/, "") };
}

/** The columns of a row by role, for a header matched to `roles`; notes columns, each in order. */
export function cellsByRole(
  cells: readonly Span[],
  roles: readonly ColumnRole[],
): Partial<Record<ColumnRole, Span>> & { allNotes: Span[] } {
  const allNotes = roles.flatMap((role, i) => (role === "notes" && cells[i] ? [cells[i]] : []));
  return { ...Object.fromEntries(roles.map((role, i) => [role, cells[i]])), allNotes };
}
