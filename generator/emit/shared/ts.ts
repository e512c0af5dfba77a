// The one seam between the emitters and ts-morph: the TypeScript that people read (types.ts, methods.ts, client.ts)
// is built as ts-morph structures and printed by ts-morph; prettier lays the text out afterwards (format.ts). Type
// expressions are trees (TypeNode) written by ts-morph writer functions, so that nothing is joined as a string:
// names come from naming.ts (checked identifiers, quoted keys), literal values are quoted here, once.
// ts-morph is CommonJS and loaded on first use with require: a run whose TypeScript files are all recalled from the
// caches never loads it.
import { createRequire } from "node:module";
import type * as TsMorph from "ts-morph";
import type {
  CodeBlockWriter,
  JSDocStructure,
  OptionalKind,
  PropertySignatureStructure,
  StatementStructures,
  WriterFunction,
} from "ts-morph";
import type { SourcePosition } from "../../model/model.ts";
import { escapeJsDoc, seeTag, stringLiteral } from "./escape.ts";

const load = createRequire(import.meta.url);

/** ts-morph, loaded when first needed (require caches it). */
export function tsMorph(): typeof TsMorph {
  return load("ts-morph") as typeof TsMorph;
}

export type TypeNode =
  /** An identifier, keyword or reference: `string`, `T.User`, `Record<string, never>`. */
  | { readonly kind: "name"; readonly text: string }
  | { readonly kind: "literal"; readonly value: string | number | boolean }
  | { readonly kind: "union"; readonly members: readonly TypeNode[] }
  | { readonly kind: "array"; readonly element: TypeNode }
  /** `inline`: written on one line (`{ a: A; b(): B }`), as prettier keeps an object type that starts on one line. */
  | { readonly kind: "object"; readonly members: readonly Member[]; readonly inline?: boolean };

/** A member of an object type or interface. */
export type Member =
  | {
      readonly kind: "property";
      readonly name: string;
      readonly type: TypeNode;
      readonly optional?: boolean;
      readonly readonly?: boolean;
      readonly docs?: JsDoc;
    }
  | { readonly kind: "method"; readonly name: string; readonly returnType: TypeNode }
  | { readonly kind: "index"; readonly keyName: string; readonly keyType: string; readonly type: TypeNode };

export interface JsDoc {
  /** Paragraphs apart by blank lines, already escaped for a JSDoc block. */
  readonly description: string;
  readonly tags: readonly { readonly name: string; readonly text: string }[];
}

export const name = (text: string): TypeNode => ({ kind: "name", text });
export const literal = (value: string | number | boolean): TypeNode => ({ kind: "literal", value });
export const array = (element: TypeNode): TypeNode => ({ kind: "array", element });
export const objectType = (members: readonly Member[], inline = false): TypeNode => ({
  kind: "object",
  members,
  inline,
});

/** A union of the members, unions among them flattened; one member is itself. */
export function union(members: readonly TypeNode[]): TypeNode {
  const flat = members.flatMap((m) => (m.kind === "union" ? m.members : [m]));
  return flat.length === 1 ? flat[0]! : { kind: "union", members: flat };
}

/** The JSDoc of a declaration: its text and notes as paragraphs, and `@see` the place in the spec. */
export function jsDoc(description: string, position: SourcePosition | undefined, extra: readonly string[] = []): JsDoc {
  const text = [description, ...extra]
    .filter((t) => t.trim() !== "")
    .map(escapeJsDoc)
    .join("\n\n");
  const see = position ? [{ name: "see", text: escapeJsDoc(seeTag(position)) }] : [];
  return { description: text, tags: see };
}

export function jsDocStructure(docs: JsDoc): JSDocStructure {
  const { StructureKind } = tsMorph();
  return {
    kind: StructureKind.JSDoc,
    description: docs.description,
    tags: docs.tags.map((t) => ({ kind: StructureKind.JSDocTag, tagName: t.name, text: t.text })),
  };
}

const parenthesized = (t: TypeNode): boolean =>
  t.kind === "union" || (t.kind === "literal" && typeof t.value === "number" && t.value < 0);

function writeType(w: CodeBlockWriter, t: TypeNode): void {
  switch (t.kind) {
    case "name":
      w.write(t.text);
      return;
    case "literal":
      w.write(typeof t.value === "string" ? stringLiteral(t.value) : String(t.value));
      return;
    case "union":
      t.members.forEach((m, i) => {
        if (i > 0) w.write(" | ");
        writeType(w, m);
      });
      return;
    case "array":
      if (parenthesized(t.element)) w.write("(");
      writeType(w, t.element);
      w.write(parenthesized(t.element) ? ")[]" : "[]");
      return;
    case "object":
      if (t.inline) writeInlineObject(w, t.members);
      else tsMorph().Writers.objectType(membered(t.members))(w);
      return;
  }
}

function writeInlineObject(w: CodeBlockWriter, members: readonly Member[]): void {
  w.write("{ ");
  members.forEach((m, i) => {
    if (i > 0) w.write("; ");
    if (m.kind === "property") {
      w.write(`${m.readonly ? "readonly " : ""}${m.name}${m.optional ? "?" : ""}: `);
      writeType(w, m.type);
    } else if (m.kind === "method") {
      w.write(`${m.name}(): `);
      writeType(w, m.returnType);
    } else {
      w.write(`[${m.keyName}: ${m.keyType}]: `);
      writeType(w, m.type);
    }
  });
  w.write(" }");
}

/** A ts-morph writer of the type expression. */
export function typeWriter(t: TypeNode): WriterFunction {
  return (w) => writeType(w, t);
}

export function propertyStructure(m: Extract<Member, { kind: "property" }>): PropertySignatureStructure {
  return {
    kind: tsMorph().StructureKind.PropertySignature,
    name: m.name,
    type: typeWriter(m.type),
    hasQuestionToken: m.optional === true,
    isReadonly: m.readonly === true,
    docs: m.docs ? [jsDocStructure(m.docs)] : [],
  };
}

/** The members as the parts of an interface or object type structure. */
export function membered(members: readonly Member[]) {
  const properties: OptionalKind<PropertySignatureStructure>[] = [];
  const methods: { name: string; returnType: WriterFunction }[] = [];
  const indexSignatures: { keyName: string; keyType: string; returnType: WriterFunction }[] = [];
  for (const m of members)
    if (m.kind === "property") properties.push(propertyStructure(m));
    else if (m.kind === "method") methods.push({ name: m.name, returnType: typeWriter(m.returnType) });
    else indexSignatures.push({ keyName: m.keyName, keyType: m.keyType, returnType: typeWriter(m.type) });
  return { properties, methods, indexSignatures };
}

/** Source text printed by ts-morph, and where each top-level statement starts in it. */
export interface PrintedSource {
  readonly text: string;
  readonly cuts: readonly number[];
}

/**
 * The source text of the statements (no project, no parse), left for prettier to lay out, with the offset at which
 * each statement starts: a writer function that writes nothing stands between statements and notes where the writer
 * is, so that the layout can be made one statement at a time (emit/format.ts).
 */
export function printStatements(statements: readonly (string | WriterFunction | StatementStructures)[]): PrintedSource {
  const { printStructure, StructureKind } = tsMorph();
  const cuts: number[] = [];
  const cut: WriterFunction = (w) => void cuts.push(w.getLength());
  const marked = statements.flatMap((s, i) => (i === 0 ? [s] : [cut, s]));
  const text = printStructure({ kind: StructureKind.SourceFile, statements: marked }, { indentNumberOfSpaces: 2 });
  return { text, cuts };
}

export interface Declaration {
  readonly name: string;
  readonly docs?: JsDoc | undefined;
  readonly typeParameters?: readonly string[];
}

/** `export interface Name<…> { members }` */
export function interfaceStructure(d: Declaration, members: readonly Member[]): StatementStructures {
  return {
    kind: tsMorph().StructureKind.Interface,
    name: d.name,
    isExported: true,
    typeParameters: [...(d.typeParameters ?? [])],
    docs: d.docs ? [jsDocStructure(d.docs)] : [],
    ...membered(members),
  };
}

/** `export type Name<…> = type;` */
export function typeAliasStructure(d: Declaration, type: TypeNode): StatementStructures {
  return {
    kind: tsMorph().StructureKind.TypeAlias,
    name: d.name,
    isExported: true,
    typeParameters: [...(d.typeParameters ?? [])],
    docs: d.docs ? [jsDocStructure(d.docs)] : [],
    type: typeWriter(type),
  };
}

/** A JSON value as a JavaScript literal (JSON's quoting, line separators escaped), `suffix` after it. */
export function jsonWriter(value: unknown, suffix = ""): WriterFunction {
  const text = JSON.stringify(value, null, 2).replace(/[\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16)}`);
  return (w) => w.write(suffix === "" ? text : `${text} ${suffix}`);
}

/** `export const name = initializer;` */
export function constStructure(d: Declaration, initializer: WriterFunction): StatementStructures {
  const { StructureKind, VariableDeclarationKind } = tsMorph();
  return {
    kind: StructureKind.VariableStatement,
    isExported: true,
    declarationKind: VariableDeclarationKind.Const,
    docs: d.docs ? [jsDocStructure(d.docs)] : [],
    declarations: [{ name: d.name, initializer }],
  };
}

/** `import type * as Alias from "specifier";` */
export function namespaceImport(alias: string, specifier: string): StatementStructures {
  return {
    kind: tsMorph().StructureKind.ImportDeclaration,
    isTypeOnly: true,
    moduleSpecifier: specifier,
    namespaceImport: alias,
  };
}

/** `import { a, type B } from "specifier";` (or `export { … } from`), names as `{ name, type }`. */
export function namedImport(
  specifier: string,
  names: readonly { readonly name: string; readonly alias?: string; readonly type?: boolean }[],
  kind: "import" | "export" = "import",
): StatementStructures {
  const { StructureKind } = tsMorph();
  const specifiers = names.map((n) => ({
    name: n.name,
    isTypeOnly: n.type === true,
    ...(n.alias ? { alias: n.alias } : {}),
  }));
  return kind === "import"
    ? { kind: StructureKind.ImportDeclaration, moduleSpecifier: specifier, namedImports: specifiers }
    : { kind: StructureKind.ExportDeclaration, moduleSpecifier: specifier, namedExports: specifiers };
}

/** `export function name(params): returnType { statements }`, the body as ts-morph statements. */
export function functionStructure(
  d: Declaration,
  parameters: readonly { readonly name: string; readonly type: TypeNode }[],
  returnType: TypeNode,
  statements: readonly (string | WriterFunction)[],
): StatementStructures {
  return {
    kind: tsMorph().StructureKind.Function,
    name: d.name,
    isExported: true,
    docs: d.docs ? [jsDocStructure(d.docs)] : [],
    parameters: parameters.map((p) => ({ name: p.name, type: typeWriter(p.type) })),
    returnType: typeWriter(returnType),
    statements: [...statements],
  };
}
