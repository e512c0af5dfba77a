// The only definition of the botspec model: plain readonly data tagged by `kind`.
// ir.json is this model serialised; docs/ir.schema.json describes the same shape.

/** Where a node comes from: file relative to the working directory, 1-based line and column. */
export interface SourcePosition {
  readonly file: string;
  readonly line: number;
  readonly column: number;
}

/** A type expression as written in a Type cell: `Integer`, `Array of X`, `Integer or String`, a reference. */
export type TypeRef =
  | { readonly kind: "integer" }
  | { readonly kind: "float" }
  | { readonly kind: "string" }
  | { readonly kind: "boolean" }
  | { readonly kind: "true" }
  | { readonly kind: "literal"; readonly value: string | number | boolean }
  | { readonly kind: "ref"; readonly name: string }
  | { readonly kind: "array"; readonly items: TypeRef; readonly minItems?: number; readonly maxItems?: number }
  | { readonly kind: "union"; readonly members: readonly TypeRef[] }
  | { readonly kind: "unknown" };

export type LengthUnit = "utf16" | "utf8";

/** Constraints read from notes; they apply to the field's scalar value (to each leaf item for arrays). */
export interface Constraints {
  /** The values the field may take: strings, or numbers for an Integer or Float (`must be one of 3, 6, or 12`). */
  readonly enum?: readonly (string | number)[];
  readonly const?: string | number | boolean;
  readonly minLength?: number;
  readonly maxLength?: number;
  /** utf16: characters counted in UTF-16 code units; utf8: bytes. */
  readonly lengthUnit?: LengthUnit;
  readonly minimum?: number;
  readonly maximum?: number;
  /** Width of Integer values: signed 32-bit, or up to 52 significant bits. */
  readonly integerBits?: 32 | 52;
  readonly pattern?: string;
  readonly default?: string | number | boolean;
  /**
   * Values the default leaves out, for a list of choices whose default is "all but these" (`all update types except
   * chat_member`): what a receiver gets only when it asks for it by name.
   */
  readonly defaultExcept?: readonly string[];
}

export interface Field {
  readonly kind: "field";
  readonly name: string;
  readonly position: SourcePosition;
  readonly type: TypeRef;
  readonly optional: boolean;
  readonly description: string;
  readonly constraints: Constraints;
  /** Set when the field comes from another type by inheritance or inclusion. */
  readonly origin?: { readonly kind: "inherited" | "included"; readonly from: string };
}

/** How many of a group's fields are present: exactly one, no more than one, or one or more. */
export type GroupKind = "exactly-one" | "at-most-one" | "at-least-one";

export interface FieldGroup {
  readonly kind: GroupKind;
  readonly fields: readonly string[];
  readonly position: SourcePosition;
  readonly description: string;
}

export interface ObjectType {
  readonly kind: "object";
  readonly name: string;
  readonly position: SourcePosition;
  readonly description: string;
  readonly fields: readonly Field[];
  readonly groups: readonly FieldGroup[];
  /** Types whose fields this one contains (inheritance: `Contains every field of Chat`). */
  readonly extends: readonly string[];
  /** Primitive values accepted in place of the object (`A plain String may replace the object`). */
  readonly alternatives: readonly TypeRef[];
  /** The spec marks the type as sent to the service (`(sent)`, `(sent to the service)`). */
  readonly sentToService: boolean;
  /** Fields exist beyond those shown (`remaining fields after send_date: not shown`). */
  readonly partial?: { readonly after: string; readonly note: string };
}

export type VariantMatch =
  { readonly kind: "equals"; readonly value: string | number } | { readonly kind: "otherwise" };

export interface UnionVariant {
  readonly kind: "variant";
  readonly type: string;
  readonly label: string;
  readonly match: VariantMatch;
  readonly position: SourcePosition;
  /** Further columns of a variant table, by header (`Maximum per story`). */
  readonly extra: Readonly<Record<string, string>>;
  /**
   * When variants share a discriminator value: the required field of this variant that no other variant with that
   * value has, by whose presence a value is told to be this variant.
   */
  readonly distinguishedBy?: string;
}

export interface UnionType {
  readonly kind: "union";
  readonly name: string;
  readonly position: SourcePosition;
  readonly description: string;
  readonly discriminator: string;
  readonly variants: readonly UnionVariant[];
}

export interface OpaqueType {
  readonly kind: "opaque";
  readonly name: string;
  readonly position: SourcePosition;
  readonly description: string;
  /** An uploaded file (`InputFile (beyond being an uploaded file)`), not a JSON value. */
  readonly upload: boolean;
}

/**
 * How a type is used: sent (reachable from method params, or marked as sent to the service), received (reachable
 * from Update, method results or the response envelope), or both (both, or neither: the stricter reading).
 */
export type Usage = "sent" | "received" | "both";

export type TypeDef = (ObjectType | UnionType | OpaqueType) & { readonly usage?: Usage };

export interface Param {
  readonly kind: "param";
  readonly name: string;
  readonly position: SourcePosition;
  readonly type: TypeRef;
  readonly required: boolean;
  readonly description: string;
  readonly constraints: Constraints;
  /** The value may be a file upload (its type is or contains InputFile). */
  readonly upload: boolean;
}

export interface Method {
  readonly kind: "method";
  readonly name: string;
  readonly position: SourcePosition;
  readonly description: string;
  /** false: named in prose only; params and result are not shown. */
  readonly shown: boolean;
  readonly path?: string;
  readonly params: readonly Param[];
  /** Groups of its params (`Can't be used together with close_date`, `At least one of a or b`); absent when none. */
  readonly groups?: readonly FieldGroup[];
  /** null when the result is not shown. */
  readonly result: TypeRef | null;
  readonly acceptsUpload: boolean;
  readonly notes: readonly string[];
}

/** The response envelope: success and failure forms. */
export interface Envelope {
  readonly position: SourcePosition;
  /** Fields of a successful response besides `result`, whose type is the method's. */
  readonly success: readonly Field[];
  readonly result: { readonly name: string; readonly position: SourcePosition; readonly description: string };
  readonly failure: readonly Field[];
}

/** Something the spec says exists but does not show (`ChatBoost types`, `ParseMode values`, `Gift.publisher_chat`). */
export interface NotShown {
  readonly kind: "family" | "values" | "field";
  readonly name: string;
  readonly position: SourcePosition;
  readonly note: string;
}

export interface VersionEntry {
  readonly version: string;
  readonly date: string;
  readonly changes: string;
  readonly position: SourcePosition;
}

export interface SpecModel {
  readonly kind: "spec";
  readonly version: string;
  readonly sourceHash: string;
  readonly sourceDir: string;
  readonly files: readonly string[];
  readonly types: readonly TypeDef[];
  readonly methods: readonly Method[];
  readonly envelope: Envelope;
  readonly notShown: readonly NotShown[];
  readonly history: readonly VersionEntry[];
}

export function assertNever(value: never, what = "value"): never {
  throw new Error(`unexpected ${what}: ${JSON.stringify(value)}`);
}
