// What the parser reads out of the documents, before the model is built: names, types and notes with their spans.
import type { GroupKind, TypeRef } from "../model/model.ts";
import type { NoteConstruct } from "./language/phrase-book/notes.ts";
import type { Span } from "../model/source.ts";

/**
 * One statement of a note, read from its words: what it says (a construct and its values), how far it holds (of
 * every value, of one case, under a condition) and where it stands (offsets into the note). What it comes to for a
 * value of a type is decided when the model is built (ir/apply-note.ts), without reading the words again.
 */
export interface NoteStatement {
  readonly construct: NoteConstruct | "enum-list";
  readonly scope: "all" | "case" | "condition" | "conditional" | "absent";
  readonly start: number;
  readonly end: number;
  /** Numbers by role: min, max, n, bits, alt. */
  readonly nums: Readonly<Record<string, number>>;
  /** The value of a default or a constant. */
  readonly value?: string | number | boolean;
  /** The values of an enum. */
  readonly values?: readonly (string | number)[];
  /** The unit of a length. */
  readonly unit?: "utf16" | "utf8";
  /** The pattern of a character set. */
  readonly pattern?: string;
  /** The statement is all its part of the clause says, after a label at most (`…; 1-64`, `Size: 1-64`). */
  readonly alone?: true;
  /** A length said with a keyword of a text's length (`maxLength 64`): of a text, never a list's count. */
  readonly ofText?: true;
  /** A group: its kind, and the other fields it names (every one must be a field of the type for it to stand). */
  readonly group?: { readonly kind: GroupKind; readonly fields: readonly string[]; readonly open?: true };
}

/** A note read into statements, with the first clause that has a constraint's shape and of which nothing was read. */
export interface NoteText {
  readonly text: string;
  readonly statements: readonly NoteStatement[];
  readonly nearMiss?: { readonly start: number; readonly end: number; readonly message: string };
  /** Clauses with a constraint's shape that no statement read and no warning names: description by default. */
  readonly unread?: readonly { readonly start: number; readonly end: number }[];
}

/** What a note refers to that the model knows: update kinds, an `except` list, another method's parameter. */
export interface ReferenceDraft {
  readonly construct: "update-kinds" | "update-kinds-except" | "kinds-except" | "same-as-param";
  readonly method?: string;
  readonly except?: readonly string[];
}

/** A word of a Limits cell as the builder needs it: its kind, its text, lower-cased value, and where it ends. */
export interface WordDraft {
  readonly kind: string;
  readonly text: string;
  readonly value: string;
  readonly end: number;
}

export interface FieldDraft {
  readonly kind: "field";
  readonly name: string;
  readonly at: Span;
  /** null: no type shown (resolved later by `all T` or the Conventions' list of fields not shown). */
  readonly type: TypeRef | null;
  readonly optional: boolean;
  readonly note: string;
  /** Values listed under the table for this field (`\`status\` is one of:` and a bulleted list of code spans). */
  readonly listed?: { readonly values: readonly string[]; readonly at: Span };
}

/** `every ChatAdministratorRights field (same optionality)`. */
export interface IncludeDraft {
  readonly kind: "include";
  readonly typeName: string;
  readonly at: Span;
  readonly note: string;
}

export interface GroupDraft {
  readonly kind: GroupKind;
  readonly fields: readonly string[];
  readonly at: Span;
  readonly description: string;
  /** The group is every optional field of the type (`At most one optional field is present`). */
  readonly allOptional: boolean;
  /** The group is every field of the type but these (`Exactly one of the fields other than text must be used`). */
  readonly except?: readonly string[];
  /** The fields were read from the sentence's words, not a phrasing: each must be a field of the type. */
  readonly candidates?: true;
  /** At least one, said without saying whether two may be there (`One of these must be set:`): said when built. */
  readonly open?: true;
}

export type MemberDraft = FieldDraft | IncludeDraft;

/** What a field list (compact cell, paragraph definition) says about one type. */
export interface FieldListDraft {
  readonly members: MemberDraft[];
  readonly groups: GroupDraft[];
  readonly notes: string[];
  readonly alternatives: TypeRef[];
  partial?: { after: string; note: string };
  /** The list said `No fields`. */
  noFields?: boolean;
  /** A block of the type's section could not be read (an error said so): its fields are not all known. */
  unread?: boolean;
}

export interface TypeDraft {
  readonly kind: "object";
  readonly name: string;
  readonly at: Span;
  readonly description: string[];
  readonly list: FieldListDraft;
  readonly extends: { readonly name: string; readonly at: Span }[];
  readonly sentToService: boolean;
}

export interface VariantDraft {
  readonly label: string;
  readonly at: Span;
  /** null in a predicate union: the variant is matched by its own constant (see UnionDraft.predicateValue). */
  readonly value: string | number | null;
  readonly extra: Record<string, string>;
  /** The variant's own type (fields given), or a reference to an existing type. */
  readonly type: TypeDraft | { readonly kind: "ref"; readonly name: string };
}

export interface UnionDraft {
  readonly kind: "union";
  readonly name: string;
  readonly at: Span;
  readonly description: string[];
  readonly discriminator: string;
  readonly variants: VariantDraft[];
  /** `the discriminator is \`date\` equal to 0`: the variant whose field is that constant matches; the other otherwise. */
  readonly predicateValue?: string | number;
  /**
   * `One of Photo or Clip`: each variant matches the constant its own type gives the discriminator (which, when the
   * sentence names none, is the field every variant gives a distinct constant).
   */
  readonly byConstants?: true;
  /**
   * Read from a section's structure, its words not: the types its prose names (ir/ keeps those that are object
   * types, and builds the union only when two or more remain, saying so).
   */
  readonly guessed?: true;
}

export type DefinitionDraft = TypeDraft | UnionDraft;

export function emptyList(): FieldListDraft {
  return { members: [], groups: [], notes: [], alternatives: [] };
}

export interface ParamDraft {
  readonly name: string;
  readonly at: Span;
  readonly type: TypeRef;
  readonly required: boolean;
  readonly note: string;
  /** Values listed under the table for this parameter (as a field's: FieldDraft.listed). */
  readonly listed?: { readonly values: readonly string[]; readonly at: Span };
}

export interface MethodDraft {
  readonly name: string;
  readonly at: Span;
  readonly shown: boolean;
  readonly description: string[];
  readonly notes: string[];
  readonly params: ParamDraft[];
  path?: string;
  result?: TypeRef;
  /**
   * A result of a list of a name in the plural (`Returns an array of Updates`): the name in the singular, taken when
   * the built model defines no type of the plural name and one of this.
   */
  resultSingular?: string;
  /** Sentences that read as a group of parameters (`Exactly one of text or photo must be given`), with the names. */
  groups?: { readonly kind: GroupKind; readonly names: readonly string[]; readonly at: Span; readonly open?: true }[];
}

export interface EnvelopeDraft {
  readonly at: Span;
  readonly success: FieldDraft[];
  readonly failure: FieldDraft[];
}

export interface NotShownDraft {
  readonly kind: "type" | "family" | "values" | "field";
  readonly name: string;
  readonly at: Span;
  readonly note: string;
  /** The note says the type is an uploaded file (`InputFile (beyond being an uploaded file)`). */
  readonly upload?: boolean;
}

export interface ConventionsDraft {
  readonly notShown: NotShownDraft[];
  /** Integer fields fit signed 32 bits unless noted. */
  readonly integers32: boolean;
  /** User and chat identifiers (`…user_id`, `…chat_id`) have up to 52 significant bits. */
  readonly wideIdentifiers: boolean;
  /** File sizes (`file_size`) have up to 52 significant bits. */
  readonly wideFileSizes: boolean;
}

export interface HistoryDraft {
  readonly version: string;
  readonly date: string;
  readonly changes: string;
  readonly at: Span;
}

/** A row of the Limits table. */
export interface LimitDraft {
  readonly subject: Span;
  readonly limit: Span;
  readonly subjectWords: readonly WordDraft[];
  /** The limit's clauses (split at `;`), each with its words and what it states. */
  readonly clauses: readonly LimitClause[];
}

export interface LimitClause {
  readonly at: Span;
  readonly words: readonly WordDraft[];
  readonly note: NoteText;
  /** The clause cut at its commas (`question 1-300 characters, at most 12 options`), when it has two parts or more. */
  readonly parts?: readonly LimitClause[];
}

export interface SpecDraft {
  readonly definitions: DefinitionDraft[];
  readonly methods: MethodDraft[];
  readonly envelope: EnvelopeDraft | undefined;
  readonly conventions: ConventionsDraft;
  readonly history: HistoryDraft[];
  readonly limits: LimitDraft[];
  /** Every note of a field or parameter, read once (notes repeat: a note's text is its key). */
  readonly notes: ReadonlyMap<string, NoteText>;
  /** What each note refers to, by its text. */
  readonly references: ReadonlyMap<string, readonly ReferenceDraft[]>;
  /** The roles of the chapters holding table rows without a header (said already; nothing is inferred from what they hid). */
  readonly brokenTables: readonly string[];
}
