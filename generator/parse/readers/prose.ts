// Every note of a version read once, after its structure is known: the notes of fields (in tables, field lists and
// variants), of parameters and of the envelope, each into statements and references, keyed by the note's text (the
// same note stands on many fields: "File size in bytes" is read once).
import { stageKey } from "../../model/stages.ts";
import type { DefinitionDraft, EnvelopeDraft, MethodDraft, NoteText, ReferenceDraft } from "../drafts.ts";
import { readNoteText } from "../language/notes.ts";
import { readReferences } from "../language/references.ts";
import type { ReadStages } from "../markdown/section-codec.ts";

export interface ProseIndex {
  readonly notes: Map<string, NoteText>;
  readonly references: Map<string, readonly ReferenceDraft[]>;
}

function notesOfDefinition(d: DefinitionDraft): string[] {
  if (d.kind === "object") return d.list.members.flatMap((m) => (m.kind === "field" ? [m.note] : []));
  return d.variants.flatMap((v) => (v.type.kind === "object" ? notesOfDefinition(v.type) : []));
}

/** Reads every note of the drafts. */
export function readProse(
  definitions: readonly DefinitionDraft[],
  methods: readonly MethodDraft[],
  envelope: EnvelopeDraft | undefined,
  stages?: ReadStages,
): ProseIndex {
  const index: ProseIndex = { notes: new Map(), references: new Map() };
  const all = [
    ...definitions.flatMap(notesOfDefinition),
    ...methods.flatMap((m) => m.params.map((p) => p.note)),
    ...(envelope ? [...envelope.success, ...envelope.failure].map((f) => f.note) : []),
  ];
  for (const note of all) {
    if (index.notes.has(note)) continue;
    const reading = readNote(note, stages);
    index.notes.set(note, reading.note);
    index.references.set(note, reading.references);
  }
  return index;
}

interface Reading {
  readonly note: NoteText;
  readonly references: readonly ReferenceDraft[];
}

/** A note's reading, or what the store kept of the reading of the same text. */
function readNote(note: string, stages: ReadStages | undefined): Reading {
  const store = stages?.store;
  const key = store ? stageKey(stages.keyBase, "prose", note) : "";
  const kept = store?.recall<Reading>("prose", key);
  if (kept) return kept;
  const reading = { note: readNoteText(note), references: readReferences(note) };
  store?.keep("prose", key, reading);
  return reading;
}
