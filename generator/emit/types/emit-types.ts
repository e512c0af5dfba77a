// types.ts: one export per type under its spec name, built as ts-morph structures (shared/ts.ts), laid out by prettier.
import type { StatementStructures } from "ts-morph";
import type { Field, ObjectType, OpaqueType, TypeDef, UnionType } from "../../model/model.ts";
import { GROUP_COUNT } from "../../model/group-kind.ts";
import { assertNever } from "../../model/model.ts";
import { bannerComment } from "../shared/banner.ts";
import { identifier, propertyKey } from "../shared/naming.ts";
import type { EmitContext, OutputFile } from "../shared/output.ts";
import type { Member, TypeNode } from "../shared/ts.ts";
import {
  interfaceStructure,
  jsDoc,
  name,
  objectType,
  printStatements,
  typeAliasStructure,
  union,
} from "../shared/ts.ts";
import { tsType } from "./ts-type.ts";

function fieldNotes(field: Field): string[] {
  const c = field.constraints;
  const notes: string[] = [];
  if (field.origin) notes.push(`From ${field.origin.from}.`);
  if (c.default !== undefined) notes.push(`Default: ${JSON.stringify(c.default)}.`);
  return notes;
}

export function propertyMember(field: Field, namespace = ""): Member {
  return {
    kind: "property",
    name: propertyKey(field.name),
    type: tsType(field.type, field.constraints, namespace),
    optional: field.optional,
    docs: jsDoc(field.description, field.position, fieldNotes(field)),
  };
}

function groupNotes(t: ObjectType): string[] {
  const groups = t.groups.map((g) => `${GROUP_COUNT[g.kind]} of: ${g.fields.join(", ")}.`);
  return t.partial ? [...groups, `Not all fields are shown: ${t.partial.note}.`] : groups;
}

function objectStatement(t: ObjectType): StatementStructures {
  const d = { name: identifier(t.name), docs: jsDoc(t.description, t.position, groupNotes(t)) };
  const members = t.fields.map((f) => propertyMember(f));
  if (t.alternatives.length === 0) return interfaceStructure(d, members);
  return typeAliasStructure(d, union([...t.alternatives.map((a) => tsType(a)), objectType(members)]));
}

function unionStatement(t: UnionType): StatementStructures {
  const how = `Told apart by \`${t.discriminator}\`: ${t.variants.map((v) => `${v.type} (${v.match.kind === "equals" ? JSON.stringify(v.match.value) : "otherwise"})`).join(", ")}.`;
  const d = { name: identifier(t.name), docs: jsDoc(t.description, t.position, [how]) };
  return typeAliasStructure(d, union(t.variants.map((v) => name(identifier(v.type)))));
}

/** What a client can send as a file: a Blob (a File is one), or bytes with a file name. The validators accept the same. */
const BLOB: TypeNode = objectType(
  [
    { kind: "property", readonly: true, name: "size", type: name("number") },
    { kind: "property", readonly: true, name: "type", type: name("string") },
    { kind: "method", name: "arrayBuffer", returnType: name("Promise<ArrayBuffer>") },
  ],
  true,
);
const BYTES: TypeNode = objectType(
  [
    {
      kind: "property",
      readonly: true,
      name: "data",
      type: union([BLOB, name("ArrayBuffer"), name("ArrayBufferView")]),
    },
    { kind: "property", readonly: true, name: "fileName", type: name("string") },
  ],
  true,
);

function opaqueStatement(t: OpaqueType): StatementStructures {
  if (t.upload) {
    const note =
      "An uploaded file: a Blob or File (any Blob-like value), or bytes with a file name (sent as multipart/form-data).";
    return typeAliasStructure(
      { name: identifier(t.name), docs: jsDoc(t.description, t.position, [note]) },
      union([BLOB, BYTES]),
    );
  }
  const note = "Its fields are not shown in the spec.";
  return interfaceStructure({ name: identifier(t.name), docs: jsDoc(t.description, t.position, [note]) }, [
    { kind: "index", keyName: "key", keyType: "string", type: name("unknown") },
  ]);
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

export function emitTypes(ctx: EmitContext): OutputFile[] {
  const printed = printStatements([bannerComment(ctx), ...ctx.model.types.map(typeStatement)]);
  return [{ path: "types.ts", contents: printed.text, cuts: printed.cuts }];
}
