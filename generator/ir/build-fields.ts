// Fields of the model from field drafts: types not shown, constraints from notes, Integer width by convention.
import type { DiagnosticSink } from "../diagnostics.ts";
import type { ConventionsDraft, FieldDraft } from "../parse/drafts.ts";
import { parseConstraints, parseIntegerBits } from "../parse/notes.ts";
import { spanPosition } from "../parse/source.ts";
import { leafTypes } from "../model/types.ts";
import type { Constraints, Field, TypeRef } from "../model/model.ts";

export interface BuildContext {
  readonly sink: DiagnosticSink;
  readonly conventions: ConventionsDraft;
}

/** Integer width: what the note says, else the Conventions' rules for identifiers and file sizes, else 32 bits. */
export function integerBits(name: string, note: string, type: TypeRef, ctx: BuildContext): 32 | 52 | undefined {
  if (!leafTypes(type).some((t) => t.kind === "integer")) return undefined;
  const stated = parseIntegerBits(note);
  if (stated) return stated;
  const c = ctx.conventions;
  if (c.wideIdentifiers && /(^|_)(user|chat)_id$/.test(name)) return 52;
  if (c.wideFileSizes && name === "file_size") return 52;
  return c.integers32 ? 32 : undefined;
}

/** `InputFile (beyond being an uploaded file)`: the opaque type of file uploads. */
export function isUploadNote(note: string): boolean {
  return /\bupload/i.test(note);
}

export function constraintsFor(name: string, note: string, type: TypeRef, ctx: BuildContext): Constraints {
  const bits = integerBits(name, note, type, ctx);
  return { ...parseConstraints(note, type), ...(bits ? { integerBits: bits } : {}) };
}

/** A field without a type is allowed only where the Conventions list it as not shown (`Gift.publisher_chat`). */
function resolveType(owner: string, draft: FieldDraft, ctx: BuildContext): { type: TypeRef; optional: boolean } | undefined {
  if (draft.type) return { type: draft.type, optional: draft.optional };
  const notShown = ctx.conventions.notShown.some((n) => n.kind === "field" && n.name === `${owner}.${draft.name}`);
  if (notShown) return { type: { kind: "unknown" }, optional: true };
  ctx.sink.error(spanPosition(draft.at), `field ${owner}.${draft.name} has no type; expected "${draft.name} Type", a type for the group ("all Type"), or the field in the Conventions' list of fields not shown`);
  return undefined;
}

export function buildField(owner: string, draft: FieldDraft, ctx: BuildContext): Field | undefined {
  const resolved = resolveType(owner, draft, ctx);
  if (!resolved) return undefined;
  const isLiteral = resolved.type.kind === "literal";
  return {
    kind: "field",
    name: draft.name,
    position: spanPosition(draft.at),
    type: resolved.type,
    optional: resolved.optional,
    description: draft.note,
    constraints: isLiteral ? {} : constraintsFor(draft.name, draft.note, resolved.type, ctx),
  };
}
