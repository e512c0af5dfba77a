// Fields of the model from field drafts: types not shown, constraints from notes, Integer width by convention.
import type { DiagnosticSink } from "../model/diagnostics.ts";
import type { ConventionsDraft, FieldDraft, NoteStatement, NoteText } from "../parse/drafts.ts";
import { applyNote, type NoteReading } from "./note-reading.ts";
import { spanPosition } from "../model/source.ts";
import { leafTypes } from "../model/types.ts";
import type { Field, SourcePosition, TypeRef } from "../model/model.ts";
import { markdownOf } from "../model/marked-text.ts";

export interface BuildContext {
  readonly sink: DiagnosticSink;
  readonly conventions: ConventionsDraft;
  /** Every note of the version, read into statements by parse/prose.ts, by its text. */
  readonly notes: ReadonlyMap<string, NoteText>;
  /** Where each member's constraints come from, for `botspec explain`; kept when given. */
  readonly explained?: Map<string, Explained>;
}

/** A member's note and the statements of it that reached the model, and whether its width is the Conventions'. */
export interface Explained {
  readonly path: string;
  readonly position: SourcePosition;
  readonly note: string;
  readonly statements: NoteReading["statements"];
  readonly widthByConvention: boolean;
  /** Clauses of the Limits table that speak of the member. */
  readonly limits: { readonly position: SourcePosition; readonly text: string }[];
  /** Where values listed under the table for the member stand. */
  readonly listed?: SourcePosition;
  /** Clauses of the note with a constraint's shape read as nothing (offsets into `note`). */
  readonly unread?: readonly { readonly start: number; readonly end: number }[];
}

/** Integer width when the note does not state it: the Conventions' rules for identifiers and file sizes, else 32 bits. */
export function integerBits(name: string, type: TypeRef, ctx: BuildContext): 32 | 52 | undefined {
  if (!leafTypes(type).some((t) => t.kind === "integer")) return undefined;
  const c = ctx.conventions;
  if (c.wideIdentifiers && /(^|_)(user|chat)_id$/.test(name)) return 52;
  if (c.wideFileSizes && name === "file_size") return 52;
  return c.integers32 ? 32 : undefined;
}

/** What a note says of a value: constraints, list lengths on the type, and a warning for each statement not read. */
export function readValueNote(
  where: string,
  note: string,
  type: TypeRef,
  at: SourcePosition,
  ctx: BuildContext,
  listed?: FieldDraft["listed"],
): NoteReading {
  const read = ctx.notes.get(note);
  // Every note is read in parse/prose.ts; one that was not is a fault of botspec, never a reason to drop constraints.
  if (!read) throw new Error(`the note of ${where} was not read by parse/prose.ts`);
  const text = listed ? { ...read, statements: [...read.statements, listedValues(listed.values)] } : read;
  const reading = applyNote(text, type);
  for (const f of reading.findings) {
    const expected = f.message.includes("; expected")
      ? ""
      : `; expected a statement the phrase book reads (a range "1-100", a length "1-64 characters", a list length "up to 10 items", "default 40", "Always 0", "One of \`a\`, \`b\`"), or plain description`;
    ctx.sink.warn(at, `note of ${where}: ${f.message} (in "${note}")${expected}`);
  }
  const name = where.split(".").pop() ?? where;
  const bits = reading.constraints.integerBits ?? integerBits(name, reading.type, ctx);
  ctx.explained?.set(where, {
    path: where,
    position: at,
    note: markdownOf(note),
    statements: reading.statements.filter((s) => !listed || s.end > 0),
    widthByConvention: reading.constraints.integerBits === undefined && bits !== undefined,
    limits: [],
    ...(listed ? { listed: spanPosition(listed.at) } : {}),
    ...(read.unread ? { unread: read.unread } : {}),
  });
  return { ...reading, constraints: { ...reading.constraints, ...(bits ? { integerBits: bits } : {}) } };
}

/** Values listed under the table as a statement of the note: numbers when every value is one, else strings. */
function listedValues(values: readonly string[]): NoteStatement {
  const numbers = values.every((v) => /^-?\d+(\.\d+)?$/.test(v));
  return {
    construct: numbers ? "enum-numbers" : "enum-list",
    scope: "all",
    start: 0,
    end: 0,
    nums: {},
    values: numbers ? values.map(Number) : values,
  };
}

/** A field without a type is allowed only where the Conventions list it as not shown (`Gift.publisher_chat`). */
function resolveType(
  owner: string,
  draft: FieldDraft,
  ctx: BuildContext,
): { type: TypeRef; optional: boolean } | undefined {
  if (draft.type) return { type: draft.type, optional: draft.optional };
  const notShown = ctx.conventions.notShown.some((n) => n.kind === "field" && n.name === `${owner}.${draft.name}`);
  if (notShown) return { type: { kind: "unknown" }, optional: true };
  ctx.sink.error(
    spanPosition(draft.at),
    `field ${owner}.${draft.name} has no type; expected "${draft.name} Type", a type for the group ("all Type"), or the field in the Conventions' list of fields not shown`,
  );
  return undefined;
}

export function buildField(owner: string, draft: FieldDraft, ctx: BuildContext): Field | undefined {
  const resolved = resolveType(owner, draft, ctx);
  if (!resolved) return undefined;
  const position = spanPosition(draft.at);
  const isLiteral = resolved.type.kind === "literal";
  const reading = isLiteral
    ? { type: resolved.type, constraints: {} }
    : readValueNote(`${owner}.${draft.name}`, draft.note, resolved.type, position, ctx, draft.listed);
  return {
    kind: "field",
    name: draft.name,
    position,
    type: reading.type,
    optional: resolved.optional,
    description: draft.note,
    constraints: reading.constraints,
  };
}
