// Table headers and the words around them, by role: the words editors title each column with (`| Field | Type |
// Description |` is `| Field | Type | Notes |`), the second column of a compact table (`| Type | Fields |`), the
// word that makes a first column a variant column (`| Shape variant | … |`), the word after a discriminator's name
// (`| Variant | type value | … |`), and the prefixes of a version cell (`v9.2`, `Version 9.2`). Adding a word is one
// line here and one line in test/parse/readers/table-headers.test.ts.

export type ColumnRole =
  | "field"
  | "parameter"
  | "type"
  | "required"
  | "optional"
  | "notes"
  | "default"
  | "aside"
  | "version"
  | "variant"
  | "object";

export const COLUMN_WORDS: Readonly<Record<ColumnRole, readonly string[]>> = {
  field: ["field", "fields", "name", "field name", "property", "key", "attribute", "member", "property name"],
  parameter: ["parameter", "parameters", "param", "name", "parameter name", "argument", "field", "key", "property"],
  type: ["type", "field type", "value type", "data type", "parameter type"],
  required: [
    ...["required", "required?", "mandatory", "is required", "req.", "req", "req?", "req'd", "mandatory?"],
    // A column that says which (`required`, `optional` in each cell) under a name for both.
    ...["presence", "requirement", "required/optional", "optional/required", "usage"],
  ],
  // Said the other way round: Yes is a value that may be absent.
  optional: ["optional", "optional?", "is optional"],
  notes: [
    "notes",
    "note",
    "description",
    "details",
    "remarks",
    "comment",
    "comments",
    "rules",
    "constraints",
    "meaning",
    "explanation",
    "info",
    "information",
    "summary",
    "purpose",
  ],
  // A member's default in a column of its own (`| Parameter | Type | Required | Default | Description |`).
  default: ["default", "default value", "defaults", "default value (if omitted)", "if omitted"],
  // Columns beside a member that state no constraint: an example, when it came; set aside, and said.
  aside: [
    ...["example", "examples", "sample", "example value", "e.g."],
    ...["since", "added", "added in", "introduced", "introduced in", "available since", "deprecated"],
  ],
  version: ["version", "versions", "release", "api version"],
  object: ["type", "name", "object", "type name", "object name"],
  variant: [
    "variant",
    "variants",
    "kind",
    "name",
    "type",
    "case",
    "subtype",
    "variant type",
    "type name",
    "object",
    "class",
  ],
};

/** The second column of a compact table whose rows share the fields a paragraph before it lists (`Further fields`). */
export const FURTHER_FIELDS_WORDS: readonly string[] = [
  "further fields",
  "further members",
  "further properties",
  "additional fields",
  "other fields",
  "extra fields",
  "more fields",
  "remaining fields",
];

/** The second column of a compact table, one definition a row (`| Type | Fields |`, `| Name | Further fields |`). */
export const COMPACT_FIELDS_WORDS: readonly string[] = [
  "fields",
  "members",
  "properties",
  "attributes",
  "field list",
  ...FURTHER_FIELDS_WORDS,
];

/** The last word of a variant table's fields column (`Fields`, `Further fields`, `Other fields`). */
export const FIELDS_WORDS: ReadonlySet<string> = new Set(["fields", "properties", "members", "attributes"]);

/** A first column `<Union> variant` names its union. */
export const VARIANT_WORD = "variant";

/** A discriminator column may say `<name> value`. */
export const VALUE_WORD = "value";

/** Words after a field's name in a discriminator column that say the column holds its values (`| type field |`). */
export const COLUMN_OF_VALUES: ReadonlySet<string> = new Set([VALUE_WORD, "values", "field", "property"]);

/** What may stand before a version's numbers in its cell (`v9.2`, `Version 9.2`), in lower case. */
export const VERSION_PREFIXES: readonly string[] = ["v", "version"];
