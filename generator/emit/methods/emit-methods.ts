// methods.ts: the typed method map, the response envelope types, and a runtime table of methods.
import type { Method, Param, SpecModel } from "../../model/model.ts";
import { bannerComment } from "../shared/banner.ts";
import type { JsonValue, Member, Statement, TypeNode } from "../shared/layout/ts-nodes.ts";
import { literal, name } from "../shared/layout/ts-nodes.ts";
import { propertyKey } from "../shared/naming.ts";
import type { EmitContext, OutputFile } from "../shared/output.ts";
import { jsDoc, propertyMember, sourceFile } from "../types/emit-types.ts";
import { tsType } from "../types/ts-type.ts";

function paramMember(p: Param): Member {
  const notes = [
    p.upload ? "May be a file upload (multipart/form-data)." : "",
    p.constraints.default !== undefined ? `Default: ${JSON.stringify(p.constraints.default)}.` : "",
  ];
  return {
    kind: "property",
    name: propertyKey(p.name),
    type: tsType(p.type, p.constraints, NS),
    optional: !p.required,
    docs: jsDoc(p.description, p.position, notes),
  };
}

function methodMember(m: Method): Member {
  const params: TypeNode = !m.shown
    ? name("Record<string, unknown>")
    : m.params.length === 0
      ? name("Record<string, never>")
      : { kind: "object", expanded: true, members: m.params.map(paramMember) };
  const result = m.result ? tsType(m.result, {}, NS) : name("unknown");
  const notes = [
    ...m.notes,
    m.shown ? "" : "Not shown in the spec beyond its name and purpose: params and result are untyped.",
  ];
  const entry = (n: string, type: TypeNode): Member => ({ kind: "property", name: n, type });
  return {
    kind: "property",
    name: propertyKey(m.name),
    docs: jsDoc(m.description, m.position, notes),
    type: {
      kind: "object",
      expanded: true,
      members: [entry("params", params), entry("result", result), entry("shown", literal(m.shown))],
    },
  };
}

function envelopeStatements(model: SpecModel): Statement[] {
  const env = model.envelope;
  const result: Member = {
    kind: "property",
    name: propertyKey(env.result.name),
    type: name("R"),
    docs: jsDoc(env.result.description, env.result.position),
  };
  return [
    {
      kind: "interface",
      name: "ResponseOk",
      typeParameters: ["R"],
      docs: jsDoc("A successful response.", env.position),
      members: [...env.success.map((f) => propertyMember(f, NS)), result],
    },
    {
      kind: "interface",
      name: "ResponseError",
      docs: jsDoc("A failed call.", env.position),
      members: env.failure.map((f) => propertyMember(f, NS)),
    },
    { kind: "lines", lines: ["export type Response<R> = ResponseOk<R> | ResponseError;", ...HELPERS] },
  ];
}

const HELPERS = [
  "export type MethodName = keyof Methods;",
  'export type MethodParams<M extends MethodName> = Methods[M]["params"];',
  'export type MethodResult<M extends MethodName> = Methods[M]["result"];',
  "export type MethodResponse<M extends MethodName> = Response<MethodResult<M>>;",
];

const flag = (n: string): Member => ({ kind: "property", readonly: true, name: n, type: name("boolean") });
const INFO: Statement[] = [
  { kind: "interface", name: "ParamInfo", members: [flag("required"), flag("upload")] },
  {
    kind: "interface",
    name: "MethodInfo",
    members: [
      flag("shown"),
      { kind: "property", readonly: true, name: "path", type: name("string") },
      flag("acceptsUpload"),
      { kind: "property", readonly: true, name: "params", type: name("Readonly<Record<string, ParamInfo>>") },
    ],
  },
];

/** Plain data for a client encoding a request: which params are required and which may carry uploads. */
function runtimeTable(model: SpecModel): JsonValue {
  const table: Record<string, JsonValue> = {};
  for (const m of model.methods) {
    const params: Record<string, JsonValue> = {};
    for (const p of m.params) params[p.name] = { required: p.required, upload: p.upload };
    table[m.name] = { shown: m.shown, path: m.path ?? `/${m.name}`, acceptsUpload: m.acceptsUpload, params };
  }
  return table;
}

/** The spec's types come in as a namespace, so no spec type name can clash with the names declared here. */
const NS = "T.";

export function emitMethods(ctx: EmitContext): OutputFile[] {
  const model = ctx.model;
  const statements: Statement[] = [
    { kind: "lines", lines: [...bannerComment(ctx).split("\n"), 'import type * as T from "./types.js";'] },
    {
      kind: "interface",
      name: "Methods",
      docs: jsDoc("Every method of the spec, with its params and result.", model.envelope.position),
      members: model.methods.map(methodMember),
    },
    ...envelopeStatements(model),
    ...INFO,
    {
      kind: "const",
      name: "methods",
      docs: { description: "Runtime table of methods, in spec order.", tags: [] },
      value: runtimeTable(model),
      suffix: "as const satisfies Record<MethodName, MethodInfo>",
    },
  ];
  return [sourceFile("methods.ts", statements)];
}
