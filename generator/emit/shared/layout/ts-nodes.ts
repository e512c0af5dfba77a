// The TypeScript the emitters write, as plain data (in the manner of ts-morph's structures): declarations, their
// members and JSDoc, and type expressions as trees, so that the printer can lay each out where it stands. Names come
// from naming.ts (checked identifiers, quoted keys); literal values are quoted by the printer.

export type TypeNode =
  /** An identifier, keyword or reference written whole: `string`, `T.User`, `Record<string, never>`. */
  | { readonly kind: "name"; readonly text: string }
  | { readonly kind: "literal"; readonly value: string | number | boolean }
  | { readonly kind: "union"; readonly members: readonly TypeNode[] }
  | { readonly kind: "array"; readonly element: TypeNode }
  /** `expanded`: one member per line even where the whole would fit on one. */
  | { readonly kind: "object"; readonly members: readonly Member[]; readonly expanded: boolean };

export type Member =
  | {
      readonly kind: "property";
      readonly name: string;
      readonly type: TypeNode;
      readonly optional?: boolean;
      readonly readonly?: boolean;
      readonly docs?: JsDoc;
    }
  /** A method signature written whole: `arrayBuffer(): Promise<ArrayBuffer>`. */
  | { readonly kind: "method"; readonly text: string }
  | { readonly kind: "index"; readonly keyName: string; readonly keyType: string; readonly type: TypeNode };

/** A JSDoc block: its text (paragraphs apart by blank lines) and its tags. */
export interface JsDoc {
  readonly description: string;
  readonly tags: readonly { readonly name: string; readonly text: string }[];
}

/** A JSON value written as a JavaScript literal. */
export type JsonValue = string | number | boolean | null | readonly JsonValue[] | { readonly [key: string]: JsonValue };

export type Statement =
  /** Fixed lines: the banner's comments, a one-line declaration. */
  | { readonly kind: "lines"; readonly lines: readonly string[] }
  | {
      readonly kind: "interface";
      readonly name: string;
      readonly typeParameters?: readonly string[];
      readonly docs?: JsDoc;
      readonly members: readonly Member[];
    }
  | {
      readonly kind: "type-alias";
      readonly name: string;
      readonly typeParameters?: readonly string[];
      readonly docs?: JsDoc;
      readonly type: TypeNode;
    }
  /** `export const name = <value> <suffix>;` */
  | {
      readonly kind: "const";
      readonly name: string;
      readonly docs?: JsDoc;
      readonly value: JsonValue;
      readonly suffix: string;
    };

export const name = (text: string): TypeNode => ({ kind: "name", text });
export const literal = (value: string | number | boolean): TypeNode => ({ kind: "literal", value });
export const array = (element: TypeNode): TypeNode => ({ kind: "array", element });

/** A union of the members, unions among them flattened; one member is itself. */
export function union(members: readonly TypeNode[]): TypeNode {
  const flat = members.flatMap((m) => (m.kind === "union" ? m.members : [m]));
  return flat.length === 1 ? flat[0]! : { kind: "union", members: flat };
}
