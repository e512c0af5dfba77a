// State of one resource section while its blocks are read, and the helpers both readers share.
import type { DiagnosticSink } from "../../model/diagnostics.ts";
import type { DefinitionDraft, FieldDraft, FieldListDraft, TypeDraft, UnionDraft } from "../drafts.ts";
import { emptyList } from "../drafts.ts";
import type { ListDefaults } from "./field-list.ts";
import type { Section } from "../markdown/sections.ts";
import { spanPosition, type Span } from "../../model/source.ts";
import type { GroupKind } from "../../model/model.ts";

export type Heading =
  | { readonly kind: "type"; readonly name: string; readonly sent: boolean }
  | { readonly kind: "variants"; readonly name: string; readonly sent: boolean; readonly discriminator?: string }
  | { readonly kind: "types"; readonly names: string[] }
  | { readonly kind: "group" };

/** What a paragraph announces for the table after it. */
export type Intro =
  | { readonly kind: "fields"; readonly defaults: ListDefaults }
  | {
      readonly kind: "variants";
      readonly name: string;
      readonly discriminator?: string;
      readonly sent: boolean;
      readonly at: Span;
      /** Whether a variant table or a list of types took it. */
      taken?: boolean;
    }
  | { readonly kind: "prefix"; readonly fields: FieldDraft[] }
  /**
   * A paragraph ending in a colon that names one type and matched no construct: the intro of the union of a variant
   * table that follows it (said so), else description with its near-miss warning, which waits until then.
   */
  | { readonly kind: "unread"; readonly name: string; readonly at: Span; readonly warning: string; taken?: boolean }
  /** A paragraph ending in a colon that names one field of the section's type: the values of a list after it. */
  | { readonly kind: "values"; readonly field: string; readonly at: Span }
  /** `Exactly one of the following fields is present:`: the group of the fields a list after it names. */
  | { readonly kind: "group"; readonly group: GroupKind; readonly at: Span; readonly open?: true };

export interface SectionState {
  readonly section: Section;
  readonly heading: Heading;
  readonly sink: DiagnosticSink;
  readonly out: DefinitionDraft[];
  intro: Intro | undefined;
  own: TypeDraft | UnionDraft | undefined;
  prose: Span[];
}

export function newTypeDraft(name: string, at: Span, sent: boolean): TypeDraft {
  return { kind: "object", name, at, description: [], list: emptyList(), extends: [], sentToService: sent };
}

/** The object type a single-type section defines, created when the section first gives it content. */
export function sectionObject(state: SectionState, at: Span): TypeDraft | undefined {
  const h = state.heading;
  if (h.kind !== "type") {
    state.sink.error(
      spanPosition(at),
      `this needs a section for a single type; expected a heading "### TypeName" above it`,
    );
    return undefined;
  }
  if (state.own?.kind === "union") {
    state.sink.error(
      spanPosition(at),
      `${h.name} is already defined as a union; expected fields only for object types`,
    );
    return undefined;
  }
  if (!state.own) {
    state.own = newTypeDraft(h.name, state.section.title, h.sent);
    state.out.push(state.own);
  }
  return state.own;
}

export function mergeList(into: TypeDraft, list: FieldListDraft): void {
  into.list.members.push(...list.members);
  into.list.groups.push(...list.groups);
  into.list.notes.push(...list.notes);
  into.list.alternatives.push(...list.alternatives);
  if (list.partial) into.list.partial = list.partial;
}

/** A definition must define something: fields, an inclusion, or `No fields`. */
export function checkNotEmpty(list: FieldListDraft, name: string, at: Span, sink: DiagnosticSink): void {
  if (list.members.length === 0 && !list.noFields && !list.partial) {
    sink.error(
      spanPosition(at),
      `cannot read any field of ${name}; expected "name Type; name Type? (note)" or "No fields"`,
    );
  }
}

/** Says the warning of an unread intro that no variant table took; the intro ends. */
export function endIntro(state: SectionState): void {
  const intro = state.intro;
  if (intro?.kind === "unread" && !intro.taken) state.sink.warn(spanPosition(intro.at), intro.warning);
  if (intro?.kind === "variants" && !intro.taken)
    state.sink.warn(
      spanPosition(intro.at),
      `paragraph introduces the variants of ${intro.name || "a union"}, but no variant table or list of types follows it; read as description. Expected a table | Variant | \`type\` | Fields | or a bulleted list of type names after it`,
    );
  if (intro?.kind === "group")
    state.sink.warn(
      spanPosition(intro.at),
      `paragraph opens a group of fields, but no list of the fields follows it; read as description. Expected a bulleted list whose items each open with a field's name`,
    );
  if (intro?.kind === "values") {
    state.prose.push(intro.at);
    state.sink.warn(
      spanPosition(intro.at),
      `paragraph names ${intro.field} and ends with a colon, but no list of values follows; read as description. Expected a bulleted list whose items each open with a value in backticks`,
    );
  }
  state.intro = undefined;
}
