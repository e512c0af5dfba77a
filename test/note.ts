// A note read and applied in one call, for tests and tools that hold a note and a type but no spec: the two stages
// of the pipeline (parse/notes.ts reads the words into statements, ir/note-reading.ts applies them to the type).
import type { Constraints, TypeRef } from "../generator/model/model.ts";
import { applyNote, type NoteReading } from "../generator/ir/note-reading.ts";
import { readNoteText } from "../generator/parse/language/notes.ts";
import { inlineText } from "../generator/parse/markdown/markdown.ts";

export type { NoteReading, Finding } from "../generator/ir/note-reading.ts";

/** Reads a note on a value of the given type; the note is Markdown, read by remark as in a document. */
export function readNote(note: string, type: TypeRef): NoteReading {
  return applyNote(readNoteText(inlineText(note)), type);
}

/** The constraints a note puts on a value of the given type. */
export function parseConstraints(note: string, type: TypeRef): Constraints {
  return readNote(note, type).constraints;
}

/** Integer width stated in a note: `up to 52 significant bits`, `under 52 bits`, `signed 32-bit`. */
export function parseIntegerBits(note: string): 32 | 52 | undefined {
  return readNote(note, { kind: "integer" }).constraints.integerBits;
}
