// methods.ts: the typed method map, the response envelope types, and a runtime table of methods.
import type {
  ImportDeclarationStructure,
  InterfaceDeclarationStructure,
  PropertySignatureStructure,
  StatementStructures,
  TypeAliasDeclarationStructure,
} from "ts-morph";
import { StructureKind, VariableDeclarationKind, Writers } from "../shared/ts-morph.ts";
import type { Method, Param, SpecModel } from "../../model/model.ts";
import { bannerComment } from "../shared/banner.ts";
import { propertyKey } from "../shared/naming.ts";
import type { EmitContext, OutputFile } from "../shared/output.ts";
import { jsDoc, propertyStructure, renderStatements } from "../types/emit-types.ts";
import { tsType } from "../types/ts-type.ts";

function paramProperty(p: Param): PropertySignatureStructure {
  const notes = [
    p.upload ? "May be a file upload (multipart/form-data)." : "",
    p.constraints.default !== undefined ? `Default: ${JSON.stringify(p.constraints.default)}.` : "",
  ];
  return {
    kind: StructureKind.PropertySignature,
    name: propertyKey(p.name),
    type: tsType(p.type, p.constraints, NS),
    hasQuestionToken: !p.required,
    docs: [jsDoc(p.description, p.position, notes)],
  };
}

function methodProperty(m: Method): PropertySignatureStructure {
  const params = !m.shown
    ? "Record<string, unknown>"
    : m.params.length === 0
      ? "Record<string, never>"
      : Writers.objectType({ properties: m.params.map(paramProperty) });
  const result = m.result ? tsType(m.result, {}, NS) : "unknown";
  const notes = [
    ...m.notes,
    m.shown ? "" : "Not shown in the spec beyond its name and purpose: params and result are untyped.",
  ];
  return {
    kind: StructureKind.PropertySignature,
    name: propertyKey(m.name),
    docs: [jsDoc(m.description, m.position, notes)],
    type: Writers.objectType({
      properties: [
        { name: "params", type: params },
        { name: "result", type: result },
        { name: "shown", type: String(m.shown) },
      ],
    }),
  };
}

function envelopeStatements(model: SpecModel): StatementStructures[] {
  const env = model.envelope;
  const resultDoc = jsDoc(env.result.description, env.result.position);
  const success: InterfaceDeclarationStructure = {
    kind: StructureKind.Interface,
    name: "ResponseOk",
    isExported: true,
    typeParameters: ["R"],
    docs: [jsDoc("A successful response.", env.position)],
    properties: [
      ...env.success.map((f) => propertyStructure(f, NS)),
      { kind: StructureKind.PropertySignature, name: propertyKey(env.result.name), type: "R", docs: [resultDoc] },
    ],
  };
  const failure: InterfaceDeclarationStructure = {
    kind: StructureKind.Interface,
    name: "ResponseError",
    isExported: true,
    docs: [jsDoc("A failed call.", env.position)],
    properties: env.failure.map((f) => propertyStructure(f, NS)),
  };
  const response: TypeAliasDeclarationStructure = {
    kind: StructureKind.TypeAlias,
    name: "Response",
    isExported: true,
    typeParameters: ["R"],
    type: "ResponseOk<R> | ResponseError",
  };
  return [success, failure, response];
}

const HELPERS = [
  "export type MethodName = keyof Methods;",
  'export type MethodParams<M extends MethodName> = Methods[M]["params"];',
  'export type MethodResult<M extends MethodName> = Methods[M]["result"];',
  "export type MethodResponse<M extends MethodName> = Response<MethodResult<M>>;",
];

/** Plain data for a client encoding a request: which params are required and which may carry uploads. */
function runtimeTable(model: SpecModel): Record<string, unknown> {
  const table: Record<string, unknown> = {};
  for (const m of model.methods) {
    const params: Record<string, unknown> = {};
    for (const p of m.params) params[p.name] = { required: p.required, upload: p.upload };
    table[m.name] = { shown: m.shown, path: m.path ?? `/${m.name}`, acceptsUpload: m.acceptsUpload, params };
  }
  return table;
}

/** The spec's types come in as a namespace, so no spec type name can clash with the names declared here. */
const NS = "T.";
const TYPE_IMPORT: ImportDeclarationStructure = {
  kind: StructureKind.ImportDeclaration,
  isTypeOnly: true,
  moduleSpecifier: "./types.js",
  namespaceImport: "T",
};

export function emitMethods(ctx: EmitContext): OutputFile[] {
  const model = ctx.model;
  const methods: InterfaceDeclarationStructure = {
    kind: StructureKind.Interface,
    name: "Methods",
    isExported: true,
    docs: [jsDoc("Every method of the spec, with its params and result.", model.envelope.position)],
    properties: model.methods.map(methodProperty),
  };
  const table = JSON.stringify(runtimeTable(model), null, 2);
  const statements: (string | StatementStructures)[] = [
    bannerComment(ctx),
    TYPE_IMPORT,
    methods,
    ...envelopeStatements(model),
    HELPERS.join("\n"),
    "export interface ParamInfo { readonly required: boolean; readonly upload: boolean }",
    "export interface MethodInfo { readonly shown: boolean; readonly path: string; readonly acceptsUpload: boolean; readonly params: Readonly<Record<string, ParamInfo>> }",
    {
      kind: StructureKind.VariableStatement,
      isExported: true,
      declarationKind: VariableDeclarationKind.Const,
      docs: ["Runtime table of methods, in spec order."],
      declarations: [{ name: "methods", initializer: `${table} as const satisfies Record<MethodName, MethodInfo>` }],
    },
  ];
  return [{ path: "methods.ts", contents: renderStatements(statements) }];
}
