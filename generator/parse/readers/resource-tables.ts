// Resource tables: `| Field | Type | Notes |` (and `| Field | Type |`), `| Type | Fields |` / `| Type | Further fields |`,
// and variant tables `| Variant | \`type\` | Fields | …extra |`.
import { clip } from "../../model/diagnostics.ts";
import type { FieldDraft, TypeDraft, VariantDraft } from "../drafts.ts";
import { parseFieldList } from "./field-list.ts";
import { checkNotEmpty, mergeList, newTypeDraft, sectionObject, type SectionState } from "./section-state.ts";
import type { Block, TableRow } from "../markdown/sections.ts";
import { spanPosition, type Span } from "../../model/source.ts";
import { splitTopLevel, splitTrailingParens } from "../language/split.ts";
import { scanTypeExpr, type ScannedType } from "../language/type-expr.ts";
import { isTypeName, lex } from "../language/lexicon.ts";
import { MAX_TYPE_DEPTH } from "../language/grammar.ts";
import { readQualifier } from "../language/sentences.ts";
import { UNION_HEADING_WORDS, VALUE_WORD, VARIANT_WORD } from "../language/phrase-book.ts";
import { afterOptionalWord, optionalInWords, saysOptional } from "./fields.ts";
import { statedValue } from "../language/notes.ts";
import {
  cellsByRole,
  FIELD_TABLES,
  headerWords,
  isCompactHeader,
  isVariantHeader,
  matchLayout,
  requiredCell,
  type ColumnRole,
} from "./columns.ts";
import { isFieldName } from "../../model/names.ts";

type Table = Extract<Block, { kind: "table" }>;

export function readResourceTable(whole: Table, state: SectionState): void {
  const table = { ...whole, rows: completeRows(whole, state) };
  const layout = matchLayout(whole.header, FIELD_TABLES);
  if (layout !== -1) return readFieldTable(table, FIELD_TABLES[layout] as readonly ColumnRole[], state);
  if (isCompactHeader(whole.header))
    return readCompactTable(table, state, headerWords(whole.header[1]) === "further fields");
  if (isVariantHeader(whole.header)) return readVariantTable(table, state);
  state.sink.error(
    spanPosition(table.at),
    `unknown table "| ${table.header.map((h) => h.text).join(" | ")} |"; expected | Field | Type | Notes |, | Type | Fields |, or | Variant | \`type\` | Fields |`,
  );
}

/** The rows with as many cells as the header; each other row is an error naming its first cell, and is left out. */
function completeRows(table: Table, state: SectionState): TableRow[] {
  const owner = state.heading.kind === "type" ? `${state.heading.name}.` : "";
  return table.rows.filter((row) => {
    if (row.cells.length === table.header.length) return true;
    const first = row.cells[0]?.text ?? "";
    state.sink.error(
      spanPosition(row.at),
      `row of ${owner}${first} has ${row.cells.length} cells; expected ${table.header.length} (${table.header.map((h) => h.text).join(" | ")})`,
    );
    return false;
  });
}

/** A Type cell: `Animation?, Audio?`, `Array of User (the bot may be one)`, `True; cannot arrive through updates`. */
function readTypeCell(
  cell: Span,
  where: string,
  state: SectionState,
): { types: ScannedType[]; note: string } | undefined {
  const [typesPart, ...rest] = splitTopLevel(cell, ";");
  if (!typesPart) return undefined;
  const paren = splitTrailingParens(typesPart);
  const list = paren && paren.head.text.length > 0 ? paren.head : typesPart;
  const inWords = optionalInWords(paren && paren.head.text.length > 0 ? paren.inner.text : "");
  const notes = [inWords.note, ...rest.map((r) => r.text)];
  const types: ScannedType[] = [];
  // `Integer, optional` and `Optional Integer` say the field may be absent, as `Integer (optional)` does.
  const pieces = splitTopLevel(list, ",");
  const optional = inWords.optional || pieces.some((p) => saysOptional(p.text));
  for (const piece of pieces.filter((p) => !saysOptional(p.text))) {
    const from = afterOptionalWord(piece.text);
    const t = scanTypeExpr(piece.text, from);
    if (!t || t.end !== piece.text.length) {
      state.sink.error(
        spanPosition(piece),
        `bad type expression "${clip(piece.text)}" in ${where}; expected Integer, Float, String, Boolean, True, a type name, Array of X (nested at most ${MAX_TYPE_DEPTH} deep) or X or Y, with ? when optional`,
      );
      return undefined;
    }
    types.push(optional || from > 0 ? { ...t, optional: true } : t);
  }
  return { types, note: notes.filter(Boolean).join("; ") };
}

function readNames(cell: Span, state: SectionState): Span[] {
  const names = splitTopLevel(cell, ",");
  for (const n of names)
    if (!isFieldName(n.text))
      state.sink.error(
        spanPosition(n),
        `"${n.text}" is not a field name; expected snake_case names separated by commas`,
      );
  return names;
}

function readFieldTable(table: Table, roles: readonly ColumnRole[], state: SectionState): void {
  const own = sectionObject(state, table.at);
  if (!own) return;
  const optionalAll = state.intro?.kind === "fields" && state.intro.defaults.optional === true;
  for (const row of table.rows) {
    const { field: nameCell, type: typeCell, required, optional, notes } = cellsByRole(row.cells, roles) as RowCells;
    const names = readNames(nameCell, state);
    const where = names.map((n) => `${own.name}.${n.text}`).join(", ");
    if (typeCell.text === "") {
      state.sink.error(spanPosition(nameCell), `field ${where} has no type; expected a type in the Type column`);
      continue;
    }
    const cell = readTypeCell(typeCell, where, state);
    if (!cell) continue;
    if (cell.types.length !== 1 && cell.types.length !== names.length) {
      state.sink.error(
        spanPosition(typeCell),
        `${names.length} fields but ${cell.types.length} types; expected one type for all or one per field`,
      );
      continue;
    }
    const column = required ?? optional;
    const said = column ? requiredCell(column, where, state.sink, !required) : { optional: false, note: "" };
    const words = optionalInWords(notes?.text ?? "");
    const note = [cell.note, said.note, words.note].filter(Boolean).join("; ");
    names.forEach((at, i) => {
      const t = (cell.types[i] ?? cell.types[0]) as ScannedType;
      const optional = t.optional || optionalAll || said.optional || words.optional;
      own.list.members.push({ kind: "field", name: at.text, at, type: t.type, optional, note });
    });
  }
}

interface RowCells {
  readonly field: Span;
  readonly type: Span;
  readonly required?: Span;
  readonly optional?: Span;
  readonly notes?: Span;
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

/** `Shape variant` (the header's first cell as written): the union it names, a type name; else none. */
function unionOfVariantColumn(text: string): string | undefined {
  const [name, word, ...rest] = text.trim().split(/\s+/);
  return rest.length === 0 && word === VARIANT_WORD && name && isTypeName(name) ? name : undefined;
}

function readVariantTable(table: Table, state: SectionState): void {
  const fromHeader = unionOfVariantColumn(table.header[0]?.text ?? "");
  const intro =
    state.intro?.kind === "variants" ? state.intro : state.heading.kind === "variants" ? state.heading : undefined;
  const name = fromHeader ?? intro?.name ?? unionOfIntro(state) ?? unionOfHeading(state);
  const said = headerWords(table.header[1]).split(" ");
  const discriminator = (said.length > 1 && said[said.length - 1] === VALUE_WORD ? said.slice(0, -1) : said).join(" ");
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

function readVariantRow(
  row: TableRow,
  table: Table,
  union: string,
  discriminator: string,
  state: SectionState,
): VariantDraft {
  const [labelCell, valueCell, fieldsCell, ...extraCells] = row.cells as [Span, Span, Span, ...Span[]];
  const label = labelCell.text;
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
