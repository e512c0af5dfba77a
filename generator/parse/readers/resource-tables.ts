// Resource tables: `| Field | Type | Notes |` (and `| Field | Type |`), `| Type | Fields |` / `| Type | Further fields |`,
// and variant tables `| Variant | \`type\` | Fields | …extra |`.
import { clip } from "../../model/diagnostics.ts";
import type { FieldDraft, TypeDraft, VariantDraft } from "../drafts.ts";
import { parseFieldList } from "./field-list.ts";
import { checkNotEmpty, mergeList, newTypeDraft, sectionObject, type SectionState } from "./section-state.ts";
import type { TableRow } from "../markdown/sections.ts";
import { spanPosition, type Span } from "../../model/source.ts";
import { splitTopLevel, splitTrailingParens } from "../language/split.ts";
import { isTypeName, lex } from "../language/lexicon.ts";
import { readQualifier } from "../language/sentences.ts";
import {
  FURTHER_FIELDS_WORDS,
  GENERIC_DISCRIMINATOR_COLUMNS,
  UNION_HEADING_WORDS,
  COLUMN_OF_VALUES,
} from "../language/phrase-book.ts";
import { completeRows, readMemberRows, type Table } from "./member-table.ts";
import { statedValue } from "../language/notes.ts";
import { parseTypeExpr } from "../language/type-expr.ts";
import { isFieldName } from "../../model/names.ts";
import { plainOf } from "../../model/marked-text.ts";
import { DiagnosticSink } from "../../model/diagnostics.ts";
import {
  asideColumns,
  extendedLayout,
  FIELD_TABLES,
  headerWords,
  isCompactHeader,
  isVariantHeader,
  matchLayout,
  type ColumnRole,
  unionOfVariantColumn,
} from "./columns.ts";

export function readResourceTable(whole: Table, state: SectionState): void {
  const owner = state.heading.kind === "type" ? `${state.heading.name}.` : "";
  const table = { ...whole, rows: completeRows(whole, owner, state.sink) };
  const layout = matchLayout(whole.header, FIELD_TABLES);
  if (layout) return readFieldTable(table, layout, state);
  if (variantsByValue(table, state)) return readVariantTable(table, state);
  const compact = isCompactHeader(whole.header);
  if (!compact && !isVariantHeader(whole.header) && compactByCells(table))
    state.sink.warn(
      spanPosition(table.at),
      `table "| ${table.header.map((h) => h.text).join(" | ")} |" read as | Type | Fields | by its cells (type names, then their fields, in every row); expected those header words`,
    );
  if (compact || (!isVariantHeader(whole.header) && compactByCells(table))) {
    // Rows after a paragraph of the fields every row has take them, whatever the second column is titled.
    readCompactTable(table, state, FURTHER_FIELDS_WORDS.includes(headerWords(whole.header[1])) || prefixPending(state));
    return keepNames(
      whole.rows.filter((r) => !table.rows.includes(r)),
      state,
    );
  }
  if (isVariantHeader(whole.header)) return readVariantTable(table, state);
  const byCells = fieldLayoutByCells(table);
  if (byCells) {
    state.sink.warn(
      spanPosition(table.at),
      `table "| ${table.header.map((h) => h.text).join(" | ")} |" read as | Field | Type${byCells.length === 3 ? " | Notes" : ""} | by its cells (a field's name, then its type, in every row); expected those header words`,
    );
    return readFieldTable(table, byCells, state);
  }
  const extended = extendedLayout(whole.header, "field");
  if (extended) {
    asideColumns(whole.header, extended, owner.replace(/\.$/, "") || "the table", state.sink);
    return readFieldTable(table, extended, state);
  }
  state.sink.error(
    spanPosition(table.at),
    `unknown table "| ${table.header.map((h) => h.text).join(" | ")} |"; expected | Field | Type | Notes |, | Type | Fields |, or | Variant | \`type\` | Fields |`,
  );
}

/**
 * A table of two or three columns whose header words are new, read by its role: every row a field's name, then a
 * type expression (then, in a third column, its notes), as a field table is.
 */
function fieldLayoutByCells(table: Table): readonly ColumnRole[] | undefined {
  if (table.header.length < 2 || table.header.length > 3 || table.rows.length === 0) return undefined;
  const fits = table.rows.every((r) => {
    const [name, type] = r.cells;
    return name !== undefined && isFieldName(name.text) && type !== undefined && parseTypeExpr(type.text) !== undefined;
  });
  if (!fits) return undefined;
  return table.header.length === 3 ? ["field", "type", "notes"] : ["field", "type"];
}

const prefixPending = (state: SectionState): boolean => state.intro?.kind === "prefix";

/**
 * A table of two columns whose header words are new, read by its role: every row type names, then fields (`name Type;
 * …`), as a compact table is.
 */
function compactByCells(table: Table): boolean {
  if (table.header.length !== 2 || table.rows.length === 0) return false;
  return table.rows.every((r) => {
    const [names, fields] = r.cells;
    const typed = splitTopLevel(names ?? r.at, ",").every((piece) => {
      const paren = splitTrailingParens(piece);
      return isTypeName((paren && paren.head.text !== "" ? paren.head : piece).text);
    });
    if (names === undefined || fields === undefined || !typed) return false;
    // Its fields read with no fault, or said to be none (`No fields`).
    const sink = new DiagnosticSink();
    const list = parseFieldList(fields, { owner: names.text }, sink);
    return sink.errors.length === 0 && (list.members.length > 0 || list.noFields === true);
  });
}

function readFieldTable(table: Table, roles: readonly ColumnRole[], state: SectionState): void {
  const own = sectionObject(state, table.at);
  if (!own) return;
  const optionalAll = state.intro?.kind === "fields" && state.intro.defaults.optional === true;
  const owner = { name: own.name, members: "field", sink: state.sink } as const;
  for (const m of readMemberRows(table, roles, owner))
    own.list.members.push({ kind: "field", ...m, optional: m.optional || optionalAll });
}

/** `Name`, `A, B, C` (one definition each), `Name (sent)`, `Name (sent to the service)`. */
function readTypeNames(cell: Span, state: SectionState): { name: string; at: Span; sent: boolean }[] {
  return splitTopLevel(cell, ",").flatMap((piece) => {
    const paren = splitTrailingParens(piece);
    const bare = paren && paren.head.text !== "" ? paren.head : piece;
    if (isTypeName(bare.text))
      return [
        {
          name: bare.text,
          at: bare,
          sent: paren && paren.head.text !== "" ? readQualifier(paren.inner, state.sink).sent : false,
        },
      ];
    state.sink.error(
      spanPosition(piece),
      `"${piece.text}" is not a type name; expected PascalCase names, optionally with "(sent)"`,
    );
    return [];
  });
}

function readCompactTable(table: Table, state: SectionState, further: boolean): void {
  const prefix: FieldDraft[] = further && state.intro?.kind === "prefix" ? state.intro.fields : [];
  if (further && prefix.length === 0)
    state.sink.error(
      spanPosition(table.at),
      `"Further fields" needs the fields every row shares; expected a paragraph "Every … has \`a\` (Type, note) and \`b\` (Type, note)" before the table`,
    );
  for (const row of table.rows) {
    const [nameCell, fieldsCell] = row.cells as [Span, Span];
    const list = parseFieldList(fieldsCell, { owner: nameCell.text }, state.sink);
    checkNotEmpty(list, nameCell.text, fieldsCell, state.sink);
    for (const { name, at, sent } of readTypeNames(nameCell, state)) {
      const draft = newTypeDraft(name, at, sent);
      draft.list.members.push(...prefix);
      mergeList(draft, list);
      state.out.push(draft);
    }
  }
}

/**
 * The types of rows left out (said by completeRows): defined, with fields unknown, so that what refers to them is no
 * second error.
 */
function keepNames(rows: readonly TableRow[], state: SectionState): void {
  for (const row of rows) {
    const cell = row.cells[0];
    if (!cell) continue;
    for (const { name, at, sent } of readTypeNames(cell, state)) {
      const draft = newTypeDraft(name, at, sent);
      draft.list.unread = true;
      state.out.push(draft);
    }
  }
}

function pascal(label: string): string {
  return label
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w[0]?.toUpperCase() + w.slice(1))
    .join("");
}

/** The union an intro in unknown words named (`MessageOrigin can be one of these:`), said since the table decided it. */
function unionOfIntro(state: SectionState): string | undefined {
  const intro = state.intro;
  if (intro?.kind !== "unread") return undefined;
  intro.taken = true;
  state.sink.warn(
    spanPosition(intro.at),
    `paragraph "${clip(intro.at.text)}" read as the intro of the union ${intro.name}, by the variant table after it; expected "${intro.name} variants:"`,
  );
  return intro.name;
}

/**
 * The union a variant table stands for when its heading is no `### X variants`: a heading of one type name
 * (`### MessageOrigin`), or one that names one type among words of the phrase book (`### Kinds of MessageOrigin`),
 * which is said, since the table's role decided it.
 */
function unionOfHeading(state: SectionState): string | undefined {
  if (state.heading.kind === "type") return state.heading.name;
  const names = lex(state.section.title.text).filter(
    (t) => t.kind === "word" && isTypeName(t.text) && !UNION_HEADING_WORDS.has(t.value),
  );
  const others = lex(state.section.title.text).filter((t) => t.kind === "word" && !UNION_HEADING_WORDS.has(t.value));
  const name = names.length === 1 && others.length === 1 ? names[0]?.text : undefined;
  if (name)
    state.sink.warn(
      spanPosition(state.section.title),
      `heading "${state.section.title.text}" read as the union ${name}, by the variant table under it; expected "### ${name} variants"`,
    );
  return name;
}

/**
 * The discriminator a variant table's second column names: the one name in code (`| Value of \`type\` |`), else its
 * words without what says a column holds a field's values (`| type value |`, `| type field |`, `| type = |`).
 */
function discriminatorOfColumn(cell: Span | undefined): string {
  const tokens = lex(cell?.text ?? "");
  const code = tokens.filter((t) => t.kind === "code");
  if (code.length === 1 && code[0]?.value) return code[0].value;
  const words = headerWords(cell)
    .split(" ")
    .filter((w) => /\w/.test(w));
  const named = words.filter((w, i) => i === 0 || !COLUMN_OF_VALUES.has(w));
  return named.length === 1 ? (named[0] ?? "") : words.join(" ");
}

function readVariantTable(table: Table, state: SectionState): void {
  const fromHeader = unionOfVariantColumn(table.header[0]?.text ?? "");
  if (state.intro?.kind === "variants") state.intro.taken = true;
  const intro =
    state.intro?.kind === "variants" ? state.intro : state.heading.kind === "variants" ? state.heading : undefined;
  const name = fromHeader ?? intro?.name ?? unionOfIntro(state) ?? unionOfHeading(state);
  const said = discriminatorOfColumn(table.header[1]);
  // `| Tag |`, `| Discriminator |`: a column that says what it holds and names no field takes the intro's field.
  const generic = GENERIC_DISCRIMINATOR_COLUMNS.has(said);
  const discriminator = generic ? (intro?.discriminator ?? said) : said;
  // Said once; the union is still read (its name stays defined), so nothing else is reported for it.
  if (generic && !intro?.discriminator)
    state.sink.error(
      spanPosition(table.header[1] as Span),
      `discriminator column "${table.header[1]?.text ?? ""}" names no field; expected the field in backticks (| \`type\` |) or "X variants (discriminator \`type\`):" before the table`,
    );
  if (!name)
    return state.sink.error(
      spanPosition(table.at),
      `variant table without a union name; expected "X variants:" before it, a heading "### X variants" or a header "X variant"`,
    );
  if (intro?.discriminator && intro.discriminator !== discriminator)
    state.sink.error(
      spanPosition(table.header[1] as Span),
      `discriminator column "${discriminator}" differs from "${intro.discriminator}" named before the table; expected the same property`,
    );
  const variants = table.rows.map((row) => readVariantRow(row, table, name, discriminator, state));
  state.out.push({
    kind: "union",
    name,
    at: fromHeader ? (table.header[0] as Span) : table.at,
    description: [],
    discriminator,
    variants,
  });
}

/**
 * `NoteShape is one of the following, distinguished by \`kind\`:` and `| Object | Kind |`, a type and its value in
 * each row: the variants of the intro's union, each defined in a section of its own (no fields column).
 */
function variantsByValue(table: Table, state: SectionState): boolean {
  const intro = state.intro;
  if (table.header.length !== 2 || intro?.kind !== "variants" || !intro.discriminator) return false;
  return table.rows.every(
    (r) => isTypeName(plainOf(r.cells[0]?.text ?? "").trim()) && statedValue(r.cells[1]?.text ?? ""),
  );
}

function readVariantRow(
  row: TableRow,
  table: Table,
  union: string,
  discriminator: string,
  state: SectionState,
): VariantDraft {
  const [labelCell, valueCell, fieldsCell, ...extraCells] = row.cells as [Span, Span, Span, ...Span[]];
  // A variant's name as read (`` `MessageOriginUser` ``, `**Photo**`: the name, not its marks).
  const label = plainOf(labelCell.text).trim();
  const typeName = isTypeName(label) ? label : union + pascal(label);
  const stated = statedValue(valueCell.text);
  if (stated === undefined)
    state.sink.error(
      spanPosition(valueCell),
      `discriminator value "${valueCell.text}" of ${typeName}; expected a value in backticks`,
    );
  else if (stated.bare)
    state.sink.warn(
      spanPosition(valueCell),
      `discriminator value "${valueCell.text}" of ${typeName} read as "${stated.value}"; expected it in backticks`,
    );
  const value = stated?.value ?? valueCell.text;
  // A table of types and their values only: each variant is defined in its own section.
  if (table.header.length === 2)
    return { label, at: labelCell, value, extra: {}, type: { kind: "ref", name: typeName } };
  const sent =
    (state.intro?.kind === "variants" && state.intro.sent) || (state.heading.kind === "variants" && state.heading.sent);
  const type: TypeDraft = newTypeDraft(typeName, labelCell, sent);
  type.list.members.push({
    kind: "field",
    name: discriminator,
    at: valueCell,
    type: { kind: "literal", value },
    optional: false,
    note: "",
  });
  mergeList(type, parseFieldList(fieldsCell, { owner: typeName }, state.sink));
  const extra: Record<string, string> = {};
  extraCells.forEach((cell, i) => (extra[table.header[i + 3]?.text ?? `column ${i + 4}`] = cell.text));
  return { label, at: labelCell, value, extra, type };
}
