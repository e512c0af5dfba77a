// Checks over a built model: dangling references, duplicates, discriminator coverage, groups and partial markers.
import type { DiagnosticSink } from "../model/diagnostics.ts";
import { referencedNames } from "../model/types.ts";
import type {
  Field,
  Method,
  ObjectType,
  SourcePosition,
  SpecModel,
  TypeDef,
  TypeRef,
  UnionType,
} from "../model/model.ts";
import { assertNever } from "../model/model.ts";

interface CheckContext {
  readonly sink: DiagnosticSink;
  readonly types: ReadonlyMap<string, TypeDef>;
}

function checkDuplicates(
  items: readonly { name: string; position: SourcePosition }[],
  what: string,
  sink: DiagnosticSink,
): void {
  const seen = new Map<string, SourcePosition>();
  for (const item of items) {
    const first = seen.get(item.name);
    if (first)
      sink.error(
        item.position,
        `duplicate ${what} "${item.name}", first defined at ${first.file}:${first.line}:${first.column}; expected each name once`,
      );
    else seen.set(item.name, item.position);
  }
}

function checkRefs(type: TypeRef, where: string, position: SourcePosition, c: CheckContext): void {
  for (const name of referencedNames(type)) {
    if (!c.types.has(name))
      c.sink.error(
        position,
        `unknown type "${name}" in ${where}; expected a type defined in the spec or listed in the Conventions as not shown`,
      );
  }
}

function checkObject(t: ObjectType, c: CheckContext): void {
  checkDuplicates(t.fields, `field in ${t.name}`, c.sink);
  for (const f of t.fields) if (!f.origin) checkRefs(f.type, `${t.name}.${f.name}`, f.position, c);
  for (const a of t.alternatives) checkRefs(a, `the alternatives of ${t.name}`, t.position, c);
  const names = new Set(t.fields.map((f) => f.name));
  for (const g of t.groups) {
    for (const name of g.fields)
      if (!names.has(name))
        c.sink.error(
          g.position,
          `"${g.kind.replace(/-/g, " ")}" group of ${t.name} names "${name}", which is no field of ${t.name}; expected one of its fields`,
        );
  }
  if (t.partial && !names.has(t.partial.after))
    c.sink.error(
      t.position,
      `${t.name}: "remaining fields after ${t.partial.after}" names no field of ${t.name}; expected one of its fields`,
    );
}

function discriminatorField(union: UnionType, variant: TypeDef | undefined): Field | undefined {
  return variant?.kind === "object" ? variant.fields.find((f) => f.name === union.discriminator) : undefined;
}

function checkUnion(u: UnionType, c: CheckContext): void {
  const values = new Map<string, string>();
  for (const v of u.variants) {
    const target = c.types.get(v.type);
    if (!target) {
      c.sink.error(
        v.position,
        `unknown type "${v.type}" as a variant of ${u.name}; expected a type defined in the spec`,
      );
      continue;
    }
    if (target.kind !== "object") {
      c.sink.error(
        v.position,
        v.type === u.name
          ? `${u.name} lists itself as a variant; expected object types as variants`
          : `variant ${v.type} of ${u.name} is ${target.kind === "union" ? "a union" : "a type whose fields are not shown"}; expected an object type with the field "${u.discriminator}"`,
      );
      continue;
    }
    if (!discriminatorField(u, target))
      c.sink.error(
        v.position,
        `variant ${v.type} of ${u.name} has no field "${u.discriminator}"; expected the discriminator in every variant`,
      );
    if (v.match.kind !== "equals") continue;
    const key = JSON.stringify(v.match.value);
    const other = values.get(key);
    // Variants told apart by a required field of their own are a construct the spec uses (a cached and a URL form of
    // one result): the model says what tells them apart, and nothing is left unread, so nothing is said.
    if (!other) values.set(key, v.type);
    else if (!v.distinguishedBy)
      c.sink.error(
        v.position,
        `duplicate discriminator value ${key} in ${u.name}: ${other} and ${v.type}; expected each variant to have its own value, or a required field of each that the others lack`,
      );
  }
}

function checkType(t: TypeDef, c: CheckContext): void {
  switch (t.kind) {
    case "object":
      return checkObject(t, c);
    case "union":
      return checkUnion(t, c);
    case "opaque":
      return;
    default:
      return assertNever(t, "type definition");
  }
}

function checkMethod(m: Method, c: CheckContext): void {
  checkDuplicates(m.params, `parameter of ${m.name}`, c.sink);
  for (const p of m.params) checkRefs(p.type, `${m.name}.${p.name}`, p.position, c);
  if (m.result) checkRefs(m.result, `the result of ${m.name}`, m.position, c);
}

export function checkModel(model: SpecModel, sink: DiagnosticSink): void {
  checkDuplicates(model.types, "type", sink);
  checkDuplicates(model.methods, "method", sink);
  const c: CheckContext = { sink, types: new Map(model.types.map((t) => [t.name, t])) };
  for (const t of model.types) checkType(t, c);
  for (const m of model.methods) checkMethod(m, c);
  for (const f of [...model.envelope.success, ...model.envelope.failure])
    checkRefs(f.type, `the response envelope's ${f.name}`, f.position, c);
}
