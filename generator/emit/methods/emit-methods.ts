// methods.ts: the typed method map, the response envelope types, and a runtime table of methods, built as ts-morph
// structures (shared/ts.ts) and laid out by prettier.
import type { StatementStructures } from "ts-morph";
import type { Method, Param, SpecModel } from "../../model/model.ts";
import { GROUP_COUNT } from "../../model/group-kind.ts";
import { bannerComment } from "../shared/banner.ts";
import { propertyKey } from "../shared/naming.ts";
import type { EmitContext, OutputFile } from "../shared/output.ts";
import type { Member, TypeNode } from "../shared/ts.ts";
import {
  constStructure,
  interfaceStructure,
  jsDoc,
  jsonWriter,
  literal,
  name,
  namespaceImport,
  objectType,
  printStatements,
  typeAliasStructure,
} from "../shared/ts.ts";
import { propertyMember } from "../types/emit-types.ts";
import { tsType } from "../types/ts-type.ts";

/** The spec's types come in as a namespace, so no spec type name can clash with the names declared here. */
const NS = "T.";

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
      : objectType(m.params.map(paramMember));
  const result = m.result ? tsType(m.result, {}, NS) : name("unknown");
  const groups = (m.groups ?? []).map((g) => `${GROUP_COUNT[g.kind]} of the params: ${g.fields.join(", ")}.`);
  const notes = [
    ...m.notes,
    ...groups,
    m.shown ? "" : "Not shown in the spec beyond its name and purpose: params and result are untyped.",
  ];
  const entry = (n: string, type: TypeNode): Member => ({ kind: "property", name: n, type });
  return {
    kind: "property",
    name: propertyKey(m.name),
    docs: jsDoc(m.description, m.position, notes),
    type: objectType([entry("params", params), entry("result", result), entry("shown", literal(m.shown))]),
  };
}

function envelopeStatements(model: SpecModel): StatementStructures[] {
  const env = model.envelope;
  const result: Member = {
    kind: "property",
    name: propertyKey(env.result.name),
    type: name("R"),
    docs: jsDoc(env.result.description, env.result.position),
  };
  const R = ["R"];
  return [
    interfaceStructure({ name: "ResponseOk", typeParameters: R, docs: jsDoc("A successful response.", env.position) }, [
      ...env.success.map((f) => propertyMember(f, NS)),
      result,
    ]),
    interfaceStructure(
      { name: "ResponseError", docs: jsDoc("A failed call.", env.position) },
      env.failure.map((f) => propertyMember(f, NS)),
    ),
    typeAliasStructure({ name: "Response", typeParameters: R }, name("ResponseOk<R> | ResponseError")),
  ];
}

const M = ["M extends MethodName"];
function helperStatements(): StatementStructures[] {
  const flag = (n: string): Member => ({ kind: "property", readonly: true, name: n, type: name("boolean") });
  return [
    typeAliasStructure({ name: "MethodName" }, name("keyof Methods")),
    typeAliasStructure({ name: "MethodParams", typeParameters: M }, name('Methods[M]["params"]')),
    typeAliasStructure({ name: "MethodResult", typeParameters: M }, name('Methods[M]["result"]')),
    typeAliasStructure({ name: "MethodResponse", typeParameters: M }, name("Response<MethodResult<M>>")),
    interfaceStructure({ name: "ParamInfo" }, [flag("required"), flag("upload")]),
    interfaceStructure({ name: "MethodInfo" }, [
      flag("shown"),
      { kind: "property", readonly: true, name: "path", type: name("string") },
      flag("acceptsUpload"),
      { kind: "property", readonly: true, name: "params", type: name("Readonly<Record<string, ParamInfo>>") },
    ]),
  ];
}

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

export function emitMethods(ctx: EmitContext): OutputFile[] {
  const model = ctx.model;
  const statements: (string | StatementStructures)[] = [
    bannerComment(ctx),
    namespaceImport("T", "./types.js"),
    interfaceStructure(
      {
        name: "Methods",
        docs: jsDoc("Every method of the spec, with its params and result.", model.envelope.position),
      },
      model.methods.map(methodMember),
    ),
    ...envelopeStatements(model),
    ...helperStatements(),
    constStructure(
      { name: "methods", docs: jsDoc("Runtime table of methods, in spec order.", undefined) },
      jsonWriter(runtimeTable(model), "as const satisfies Record<MethodName, MethodInfo>"),
    ),
  ];
  const printed = printStatements(statements);
  return [{ path: "methods.ts", contents: printed.text, cuts: printed.cuts }];
}
