// Model type references → Go types: int64 for 52-bit integers, pointers for optional values, a holder type for a
// union of types (`IntOrString`, `MessageOrTrue`) made once per shape, named types for the spec's own types.
import type { Constraints, SpecModel, TypeDef, TypeRef } from "../../model/model.ts";
import { assertNever } from "../../model/model.ts";
import { go, goName, type Go } from "./go-code.ts";
import { memberName } from "../shared/members.ts";

/** A union of types written in a Type cell, as one Go type with a pointer field per member. */
export interface Holder {
  readonly name: string;
  readonly members: readonly { readonly field: string; readonly type: Go }[];
}

export interface GoTypeContext {
  readonly types: ReadonlyMap<string, TypeDef>;
  /** Names no generated type may take: the spec's types and the runtime's. */
  readonly taken: Set<string>;
  /** The holders made so far, by the shape they hold. */
  readonly holders: Map<string, Holder>;
}

export const RUNTIME_NAMES = ["InputFile", "MethodInfo", "MethodTable"];

export function goTypeContext(model: SpecModel): GoTypeContext {
  const taken = new Set([...model.types.map((t) => t.name), ...RUNTIME_NAMES]);
  return { types: new Map(model.types.map((t) => [t.name, t])), taken, holders: new Map() };
}

/** The holder of a union of types: one per shape, named from its members. */
function holder(members: readonly TypeRef[], c: Constraints, ctx: GoTypeContext, self?: string): Go {
  const parts = members.map((m) => ({ field: memberName(m), ref: m }));
  const shape = JSON.stringify(members);
  const known = ctx.holders.get(shape);
  if (known) return goName(known.name);
  let name = parts.map((p) => p.field).join("Or");
  while (ctx.taken.has(name)) name += "Value";
  ctx.taken.add(name);
  ctx.holders.set(shape, { name, members: [] });
  const fields = parts.map((p) => ({
    field: p.field,
    type: go`*${p.ref.kind === "ref" && p.ref.name === self ? goName(self) : goType(p.ref, c, ctx)}`,
  }));
  ctx.holders.set(shape, { name, members: fields });
  return goName(name);
}

/** The Go type of a value (not yet made optional). */
export function goType(ref: TypeRef, c: Constraints, ctx: GoTypeContext): Go {
  switch (ref.kind) {
    case "integer":
      return c.integerBits === 32 ? go`int` : go`int64`;
    case "float":
      return go`float64`;
    case "string":
      return go`string`;
    case "boolean":
    case "true":
      return go`bool`;
    case "literal":
      if (typeof ref.value === "number") return Number.isInteger(ref.value) ? go`int64` : go`float64`;
      return typeof ref.value === "string" ? go`string` : go`bool`;
    case "ref": {
      const t = ctx.types.get(ref.name);
      if (t?.kind === "opaque") return t.upload ? go`InputFile` : go`json.RawMessage`;
      if (t?.kind === "object" && t.alternatives.length > 0) return holder([...t.alternatives, ref], c, ctx, ref.name);
      return goName(ref.name);
    }
    case "array":
      return go`[]${goType(ref.items, c, ctx)}`;
    case "union":
      return holder(ref.members, c, ctx);
    case "unknown":
      return go`json.RawMessage`;
    default:
      return assertNever(ref, "type reference");
  }
}

/** An optional value: a pointer, except where nil already means absent (slices, raw JSON). */
export function optionalType(type: Go): Go {
  return type.text.startsWith("[]") || type.text === "json.RawMessage" ? type : go`*${type}`;
}
