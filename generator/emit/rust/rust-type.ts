// Model type references → Rust types (paths in full, so no spec name can shadow them): i64 for integers, Box for an
// optional reference (a type may hold itself), an untagged enum per union of types (`IntOrString`, `MessageOrTrue`).
import type { SpecModel, TypeDef, TypeRef } from "../../model/model.ts";
import { assertNever } from "../../model/model.ts";
import { rs, rsTypeName, type Rs } from "./rust-code.ts";
import { memberName } from "../shared/members.ts";

export const STRING = rs`::std::string::String`;
export const VALUE = rs`::serde_json::Value`;

/** A union of types written in a Type cell: an untagged enum, one variant per member. */
export interface UntaggedEnum {
  readonly name: string;
  readonly variants: readonly { readonly name: string; readonly type: Rs }[];
}

export interface RsTypeContext {
  readonly types: ReadonlyMap<string, TypeDef>;
  readonly taken: Set<string>;
  readonly untagged: Map<string, UntaggedEnum>;
}

export const RUNTIME_NAMES = ["InputFile", "Method", "MethodInfo", "METHODS"];

export function rsTypeContext(model: SpecModel): RsTypeContext {
  return {
    types: new Map(model.types.map((t) => [t.name, t])),
    taken: new Set([...model.types.map((t) => t.name), ...RUNTIME_NAMES]),
    untagged: new Map(),
  };
}

function untagged(members: readonly TypeRef[], ctx: RsTypeContext, self?: string): Rs {
  const shape = JSON.stringify(members);
  const known = ctx.untagged.get(shape);
  if (known) return rsTypeName(known.name);
  let name = members.map(memberName).join("Or");
  while (ctx.taken.has(name)) name += "Value";
  ctx.taken.add(name);
  ctx.untagged.set(shape, { name, variants: [] });
  const variants = members.map((m) => ({
    name: memberName(m),
    type: m.kind === "ref" && m.name === self ? rs`::std::boxed::Box<${rsTypeName(self)}>` : boxed(m, ctx),
  }));
  ctx.untagged.set(shape, { name, variants });
  return rsTypeName(name);
}

/** A member's type, boxed where it names a spec type (an enum's variants and optional fields may hold themselves). */
function boxed(ref: TypeRef, ctx: RsTypeContext): Rs {
  const t = rsType(ref, ctx);
  return ref.kind === "ref" && ctx.types.get(ref.name)?.kind !== "opaque" ? rs`::std::boxed::Box<${t}>` : t;
}

export function rsType(ref: TypeRef, ctx: RsTypeContext): Rs {
  switch (ref.kind) {
    case "integer":
      return rs`i64`;
    case "float":
      return rs`f64`;
    case "string":
      return STRING;
    case "boolean":
    case "true":
      return rs`bool`;
    case "literal":
      if (typeof ref.value === "number") return Number.isInteger(ref.value) ? rs`i64` : rs`f64`;
      return typeof ref.value === "string" ? STRING : rs`bool`;
    case "ref": {
      const t = ctx.types.get(ref.name);
      if (t?.kind === "opaque") return t.upload ? rs`crate::runtime::InputFile` : VALUE;
      if (t?.kind === "object" && t.alternatives.length > 0) return untagged([...t.alternatives, ref], ctx, ref.name);
      return rsTypeName(ref.name);
    }
    case "array":
      return rs`::std::vec::Vec<${rsType(ref.items, ctx)}>`;
    case "union":
      return untagged(ref.members, ctx);
    case "unknown":
      return VALUE;
    default:
      return assertNever(ref, "type reference");
  }
}

/** An optional member: boxed where it names a spec type. */
export function optionalRsType(ref: TypeRef, ctx: RsTypeContext): Rs {
  return rs`::std::option::Option<${boxed(ref, ctx)}>`;
}
