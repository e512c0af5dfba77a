// Groups of a type's fields: those its sentences state (`Exactly one of a or b is present`), and those the notes of
// its fields state (`mutually exclusive with photo`: this field and the ones named). A group read from its words
// (parse/language/group-words.ts) names candidates: it stands only when every name is a field of the type.
import type { DiagnosticSink } from "../model/diagnostics.ts";
import type { FieldGroup, Field } from "../model/model.ts";
import { combinedKind } from "../model/group-kind.ts";
import { spanPosition, type Span } from "../model/source.ts";
import type { GroupDraft, NoteText, TypeDraft } from "../parse/drafts.ts";

/** The groups a type's sentences state; one that names no field is said and dropped. */
export function buildGroups(draft: TypeDraft, fields: Field[], sink: DiagnosticSink): FieldGroup[] {
  return draft.list.groups.flatMap((g) => {
    const members = membersOf(g, fields);
    if (members.length > 0 && g.candidates) {
      const strangers = members.filter((m) => !fields.some((f) => f.name === m));
      if (strangers.length === 0) return [opened(g, groupOf(g.kind, members, g.at, g.description), sink)];
      sink.warn(
        spanPosition(g.at),
        `"${g.at.text}" reads as a group of fields of ${draft.name}, but ${strangers.map((s) => `"${s}"`).join(", ")} ${strangers.length > 1 ? "are" : "is"} no field of it: not enforced; expected the names of its fields ("Exactly one of a or b is present")`,
      );
      return [];
    }
    if (members.length === 0) {
      if (!draft.list.unread)
        sink.warn(
          spanPosition(g.at),
          `"${g.at.text}" concerns no field of ${draft.name}, which has no optional field; expected optional fields in its table`,
        );
      return [];
    }
    return [opened(g, groupOf(g.kind, members, g.at, g.description), sink)];
  });
}

/**
 * A group of at least one said without saying whether two may be there (`One of a or b must be set`): read as at
 * least one, which refuses no value the words allow, and said.
 */
export function saidOpen(text: string, at: Span, fields: readonly string[], sink: DiagnosticSink): void {
  sink.warn(
    spanPosition(at),
    `"${text}" says one of ${fields.join(", ")} is present, not whether two may be: these words read as at least one; expected "exactly one of" or "at least one of"`,
  );
}

/** The group built, said when its words leave open whether two may be there. */
function opened(g: GroupDraft, group: FieldGroup, sink: DiagnosticSink): FieldGroup {
  if (g.open) saidOpen(g.at.text, g.at, group.fields, sink);
  return group;
}

function membersOf(g: GroupDraft, fields: Field[]): string[] {
  if (g.allOptional) return fields.filter((f) => f.optional).map((f) => f.name);
  const except = g.except;
  return except ? fields.filter((f) => !except.includes(f.name)).map((f) => f.name) : [...g.fields];
}

export const groupOf = (
  kind: FieldGroup["kind"],
  fields: readonly string[],
  at: Span,
  description: string,
): FieldGroup => ({
  kind,
  fields,
  position: spanPosition(at),
  description,
});

/** A member whose note may state a group: a field of a type's own table, or a parameter of a method. */
interface Noted {
  readonly name: string;
  readonly note: string;
  readonly at: Span;
}

/**
 * The groups the notes of an owner's members state (a type's own fields, a method's params), each with its member
 * and the ones its note names, once each (two notes that state one group, `a: exclusive with b`, `b: exclusive with
 * a`, are one; exactly one wins, and at most one with at least one is exactly one), members in the owner's order. A
 * note whose group names anything but the owner's members (`mutually exclusive with sticker`, no field of the type)
 * is said, never dropped.
 */
export function noteGroups(
  owner: string,
  members: readonly Noted[],
  names: readonly string[],
  notes: ReadonlyMap<string, NoteText>,
  sink: DiagnosticSink,
): FieldGroup[] {
  const out: FieldGroup[] = [];
  for (const m of members)
    for (const st of notes.get(m.note)?.statements ?? []) {
      if (!st.group) continue;
      const others = st.group.fields.filter((n) => n !== m.name);
      const known = others.filter((n) => names.includes(n));
      const text = m.note.slice(st.start, st.end);
      const strangers = others.filter((n) => !known.includes(n));
      if (strangers.length > 0) {
        sink.warn(
          spanPosition(m.at),
          `"${text}" in the note of ${owner}.${m.name} reads as a group, but ${strangersNamed(strangers)} not one of ${owner}'s own: not enforced; expected the names of its fields or parameters`,
        );
        continue;
      }
      // `At most one of this`: the note's own field alone is no group.
      if (known.length === 0) {
        sink.warn(
          spanPosition(m.at),
          `"${text}" in the note of ${owner}.${m.name} reads as a group, but names no other of ${owner}'s own: not enforced; expected the names of the fields it is a group with`,
        );
        continue;
      }
      const group = groupOf(st.group.kind, inOrder([m.name, ...known], names), m.at, text);
      if (st.group.open) saidOpen(text, m.at, group.fields, sink);
      const same = out.findIndex((g) => sameMembers(g.fields, group.fields));
      if (same < 0) out.push(group);
      else if (group.kind === "exactly-one") out[same] = { ...group, fields: out[same]!.fields };
      else out[same] = { ...out[same]!, kind: combinedKind(out[same]!.kind, group.kind) };
    }
  return out;
}

/** Names a group states that are not the owner's, as a warning says them (`"sticker" is`, `"a", "b" are`). */
export const strangersNamed = (strangers: readonly string[]): string =>
  `${strangers.map((x) => `"${x}"`).join(", ")} ${strangers.length > 1 ? "are" : "is"}`;

/** Names in the order of the owner's members. */
export const inOrder = (members: readonly string[], names: readonly string[]): string[] =>
  [...members].sort((a, b) => names.indexOf(a) - names.indexOf(b));

const sameMembers = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((x) => b.includes(x));

/**
 * Groups of both kinds of source, once each: one a sentence states wins over the same one a note states, its kind
 * what the two say together (`At least one of a or b is given` and `a: mutually exclusive with b`: exactly one).
 */
export function mergeGroups(stated: FieldGroup[], noted: FieldGroup[]): FieldGroup[] {
  const both = stated.map((s) => {
    const n = noted.find((x) => sameMembers(s.fields, x.fields));
    return n ? { ...s, kind: combinedKind(s.kind, n.kind) } : s;
  });
  return [...both, ...noted.filter((n) => !stated.some((s) => sameMembers(s.fields, n.fields)))];
}
