// types.ts: one export per type under its spec name, built as ts-morph structures.
import type {
  InterfaceDeclarationStructure,
  JSDocStructure,
  PropertySignatureStructure,
  StatementStructures,
  TypeAliasDeclarationStructure,
} from "ts-morph";
import { printStructure, StructureKind, Writers } from "../shared/ts-morph.ts";
import type { Field, ObjectType, OpaqueType, SourcePosition, TypeDef, UnionType } from "../../model/model.ts";
import { assertNever } from "../../model/model.ts";
import { bannerComment } from "../shared/banner.ts";
import { escapeJsDoc, seeTag } from "../shared/escape.ts";
import { identifier, propertyKey } from "../shared/naming.ts";
import type { EmitContext, OutputFile } from "../shared/output.ts";
import { tsType } from "./ts-type.ts";

export function jsDoc(description: string, position: SourcePosition, extra: string[] = []): JSDocStructure {
  const text = [description, ...extra]
    .filter((t) => t.trim() !== "")
    .map(escapeJsDoc)
    .join("\n\n");
  return {
    kind: StructureKind.JSDoc,
    description: text,
    tags: [{ kind: StructureKind.JSDocTag, tagName: "see", text: escapeJsDoc(seeTag(position)) }],
  };
}

function fieldNotes(field: Field): string[] {
  const c = field.constraints;
  const notes: string[] = [];
  if (field.origin) notes.push(`From ${field.origin.from}.`);
  if (c.default !== undefined) notes.push(`Default: ${JSON.stringify(c.default)}.`);
  return notes;
}

export function propertyStructure(field: Field, namespace = ""): PropertySignatureStructure {
  return {
    kind: StructureKind.PropertySignature,
    name: propertyKey(field.name),
    type: tsType(field.type, field.constraints, namespace),
    hasQuestionToken: field.optional,
    docs: [jsDoc(field.description, field.position, fieldNotes(field))],
  };
}

function groupNotes(t: ObjectType): string[] {
  const groups = t.groups.map(
    (g) => `${g.kind === "exactly-one" ? "Exactly one" : "At most one"} of: ${g.fields.join(", ")}.`,
  );
  return t.partial ? [...groups, `Not all fields are shown: ${t.partial.note}.`] : groups;
}

function objectStatement(t: ObjectType): StatementStructures {
  const docs = [jsDoc(t.description, t.position, groupNotes(t))];
  const properties = t.fields.map((f) => propertyStructure(f));
  if (t.alternatives.length > 0) {
    const alternatives = t.alternatives.map((a) => tsType(a));
    const alias: TypeAliasDeclarationStructure = {
      kind: StructureKind.TypeAlias,
      name: identifier(t.name),
      isExported: true,
      docs,
      type: Writers.unionType(...(alternatives as [string, string]), Writers.objectType({ properties })),
    };
    return alias;
  }
  const iface: InterfaceDeclarationStructure = {
    kind: StructureKind.Interface,
    name: identifier(t.name),
    isExported: true,
    docs,
    properties,
  };
  return iface;
}

function unionStatement(t: UnionType): TypeAliasDeclarationStructure {
  const members = t.variants.map((v) => identifier(v.type));
  const how = `Told apart by \`${t.discriminator}\`: ${t.variants.map((v) => `${v.type} (${v.match.kind === "equals" ? JSON.stringify(v.match.value) : "otherwise"})`).join(", ")}.`;
  return {
    kind: StructureKind.TypeAlias,
    name: identifier(t.name),
    isExported: true,
    docs: [jsDoc(t.description, t.position, [how])],
    type: members.join(" | "),
  };
}

/** What a client can send as a file: a Blob (a File is one), or bytes with a file name. The validators accept the same. */
const BLOB = "{ readonly size: number; readonly type: string; arrayBuffer(): Promise<ArrayBuffer> }";
const UPLOAD = `${BLOB} | { readonly data: ${BLOB} | ArrayBuffer | ArrayBufferView; readonly fileName: string }`;

function opaqueStatement(t: OpaqueType): InterfaceDeclarationStructure | TypeAliasDeclarationStructure {
  if (t.upload) {
    const note =
      "An uploaded file: a Blob or File (any Blob-like value), or bytes with a file name (sent as multipart/form-data).";
    return {
      kind: StructureKind.TypeAlias,
      name: identifier(t.name),
      isExported: true,
      docs: [jsDoc(t.description, t.position, [note])],
      type: UPLOAD,
    };
  }
  const note = "Its fields are not shown in the spec.";
  return {
    kind: StructureKind.Interface,
    name: identifier(t.name),
    isExported: true,
    docs: [jsDoc(t.description, t.position, [note])],
    indexSignatures: [{ kind: StructureKind.IndexSignature, keyName: "key", keyType: "string", returnType: "unknown" }],
  };
}

function typeStatement(t: TypeDef): StatementStructures {
  switch (t.kind) {
    case "object":
      return objectStatement(t);
    case "union":
      return unionStatement(t);
    case "opaque":
      return opaqueStatement(t);
    default:
      return assertNever(t, "type definition");
  }
}

/** Renders ts-morph statement structures to text (no project, no parse: prettier lays it out afterwards). */
export function renderStatements(statements: (string | StatementStructures)[]): string {
  return printStructure({ kind: StructureKind.SourceFile, statements }, { indentNumberOfSpaces: 2 });
}

export function emitTypes(ctx: EmitContext): OutputFile[] {
  const statements = [bannerComment(ctx), ...ctx.model.types.map(typeStatement)];
  return [{ path: "types.ts", contents: renderStatements(statements) }];
}
