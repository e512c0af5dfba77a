// A field of an object or a parameter of a method, as the emitters of other languages write a member of a structure:
// its name, type, whether it may be absent, its note and its constraints.
import type { Field, Param, TypeRef, UnionType, UnionVariant, Usage } from "../../model/model.ts";
import { assertNever } from "../../model/model.ts";

export interface ValueMember {
  readonly name: string;
  readonly type: Field["type"];
  readonly optional: boolean;
  readonly description: string;
  readonly constraints: Field["constraints"];
}

/** A parameter as a member: optional when not required. */
export const paramMember = (p: Param): ValueMember => ({
  name: p.name,
  type: p.type,
  optional: !p.required,
  description: p.description,
  constraints: p.constraints,
});

/** A member of a union of types named for what it holds: `Int`, `String`, `Message`, `ArrayOfPhotoSize`, `True`. */
export function memberName(ref: TypeRef): string {
  switch (ref.kind) {
    case "integer":
      return "Int";
    case "float":
      return "Float";
    case "string":
      return "String";
    case "boolean":
      return "Bool";
    case "true":
      return "True";
    case "literal":
      return typeof ref.value === "string" ? "String" : typeof ref.value === "boolean" ? "Bool" : "Number";
    case "ref":
      return ref.name;
    case "array":
      return `ArrayOf${memberName(ref.items)}`;
    case "union":
      return ref.members.map(memberName).join("Or");
    case "unknown":
      return "Raw";
    default:
      return assertNever(ref, "type reference");
  }
}

/**
 * The variants of a union in the order a decoder tries them: those told apart by a member of their own first (they
 * share a value with one told apart by nothing more), the one that takes every other value last.
 */
export function dispatchOrder(u: UnionType): UnionVariant[] {
  const rank = (v: UnionVariant) => (v.match.kind === "otherwise" ? 2 : v.distinguishedBy ? 0 : 1);
  return [...u.variants].sort((a, b) => rank(a) - rank(b));
}

/**
 * Whether a union takes a variant this version does not list: one that is received (a later version may add a
 * variant) and has no variant that takes every other value.
 */
export function takesUnlisted(u: UnionType & { readonly usage?: Usage | undefined }): boolean {
  return u.usage !== "sent" && !u.variants.some((v) => v.match.kind === "otherwise");
}
