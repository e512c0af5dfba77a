// types.ts: one export per type under its spec name, as declarations (ts-nodes.ts) laid out by print-ts.ts.
import type { Field, ObjectType, OpaqueType, SourcePosition, TypeDef, UnionType } from "../../model/model.ts";
import { assertNever } from "../../model/model.ts";
import { bannerComment } from "../shared/banner.ts";
import { escapeJsDoc, seeTag } from "../shared/escape.ts";
import { printSource } from "../shared/layout/print-ts.ts";
import type { JsDoc, Member, Statement, TypeNode } from "../shared/layout/ts-nodes.ts";
import { name, union } from "../shared/layout/ts-nodes.ts";
import { identifier, propertyKey } from "../shared/naming.ts";
import type { EmitContext, OutputFile } from "../shared/output.ts";
import { tsType } from "./ts-type.ts";

export function jsDoc(description: string, position: SourcePosition, extra: string[] = []): JsDoc {
  const text = [description, ...extra]
    .filter((t) => t.trim() !== "")
    .map(escapeJsDoc)
    .join("\n\n");
  return { description: text, tags: [{ name: "see", text: escapeJsDoc(seeTag(position)) }] };
}

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
  const groups = t.groups.map(
    (g) => `${g.kind === "exactly-one" ? "Exactly one" : "At most one"} of: ${g.fields.join(", ")}.`,
  );
  return t.partial ? [...groups, `Not all fields are shown: ${t.partial.note}.`] : groups;
}

function objectStatement(t: ObjectType): Statement {
  const docs = jsDoc(t.description, t.position, groupNotes(t));
  const members = t.fields.map((f) => propertyMember(f));
  if (t.alternatives.length === 0) return { kind: "interface", name: identifier(t.name), docs, members };
  const own: TypeNode = { kind: "object", members, expanded: true };
  return {
    kind: "type-alias",
    name: identifier(t.name),
    docs,
    type: union([...t.alternatives.map((a) => tsType(a)), own]),
  };
}

function unionStatement(t: UnionType): Statement {
  const how = `Told apart by \`${t.discriminator}\`: ${t.variants.map((v) => `${v.type} (${v.match.kind === "equals" ? JSON.stringify(v.match.value) : "otherwise"})`).join(", ")}.`;
  return {
    kind: "type-alias",
    name: identifier(t.name),
    docs: jsDoc(t.description, t.position, [how]),
    type: union(t.variants.map((v) => name(identifier(v.type)))),
  };
}

/** What a client can send as a file: a Blob (a File is one), or bytes with a file name. The validators accept the same. */
const BLOB: TypeNode = {
  kind: "object",
  expanded: false,
  members: [
    { kind: "property", readonly: true, name: "size", type: name("number") },
    { kind: "property", readonly: true, name: "type", type: name("string") },
    { kind: "method", text: "arrayBuffer(): Promise<ArrayBuffer>" },
  ],
};
const BYTES: TypeNode = {
  kind: "object",
  expanded: false,
  members: [
    {
      kind: "property",
      readonly: true,
      name: "data",
      type: union([BLOB, name("ArrayBuffer"), name("ArrayBufferView")]),
    },
    { kind: "property", readonly: true, name: "fileName", type: name("string") },
  ],
};

function opaqueStatement(t: OpaqueType): Statement {
  if (t.upload) {
    const note =
      "An uploaded file: a Blob or File (any Blob-like value), or bytes with a file name (sent as multipart/form-data).";
    return {
      kind: "type-alias",
      name: identifier(t.name),
      docs: jsDoc(t.description, t.position, [note]),
      type: union([BLOB, BYTES]),
    };
  }
  const note = "Its fields are not shown in the spec.";
  return {
    kind: "interface",
    name: identifier(t.name),
    docs: jsDoc(t.description, t.position, [note]),
    members: [{ kind: "index", keyName: "key", keyType: "string", type: name("unknown") }],
  };
}

function typeStatement(t: TypeDef): Statement {
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

/** The file of the statements, laid out; left to prettier where the layout is not certainly its own. */
export function sourceFile(path: string, statements: readonly Statement[]): OutputFile {
  const { text, exact } = printSource(statements);
  return { path, contents: text, formatted: exact };
}

export function emitTypes(ctx: EmitContext): OutputFile[] {
  const banner: Statement = { kind: "lines", lines: bannerComment(ctx).split("\n") };
  return [sourceFile("types.ts", [banner, ...ctx.model.types.map(typeStatement)])];
}
