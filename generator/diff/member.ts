// A field or a parameter as the diff sees them alike, the change kinds of each, and how a member is shown.
import type { Constraints, SourcePosition, TypeRef } from "../model/model.ts";
import { showType } from "../model/show-type.ts";
import type { ChangeKind } from "./change.ts";

/** A field or a parameter, seen alike. */
export interface Member {
  readonly name: string;
  readonly type: TypeRef;
  readonly optional: boolean;
  readonly description: string;
  readonly constraints: Constraints;
  readonly position: SourcePosition;
}

export interface MemberKinds {
  readonly added: ChangeKind;
  readonly removed: ChangeKind;
  /** A removal and an addition in one place, same type and note: a likely rename. */
  readonly renamed: ChangeKind;
  readonly type: ChangeKind;
  readonly optionality: ChangeKind;
}

export const FIELD_KINDS: MemberKinds = {
  added: "field-added",
  removed: "field-removed",
  renamed: "field-renamed",
  type: "field-type-changed",
  optionality: "field-optionality-changed",
};
export const PARAM_KINDS: MemberKinds = {
  added: "param-added",
  removed: "param-removed",
  renamed: "param-renamed",
  type: "param-type-changed",
  optionality: "param-requiredness-changed",
};

/**
 * A member as its values are: one value said as the type (`type \`emoji\``, `True`) or as a base type and a constant
 * (`String, always \`emoji\``, `Boolean, always true`) admits the same values, so both are the literal, without the
 * constant and the width a constant makes moot.
 */
export function canonical(member: Member): Member {
  const m = { ...member, constraints: vacuousDropped(member.constraints) };
  const c = m.constraints.const;
  if (m.type.kind === "true") return { ...m, type: { kind: "literal", value: true } };
  const fits =
    c !== undefined &&
    ((m.type.kind === "string" && typeof c === "string") ||
      ((m.type.kind === "integer" || m.type.kind === "float") && typeof c === "number") ||
      (m.type.kind === "boolean" && typeof c === "boolean"));
  if (!fits) return m;
  const { const: _, integerBits: __, ...constraints } = m.constraints;
  return { ...m, type: { kind: "literal", value: c }, constraints };
}

/**
 * Constraints as what they admit: a length of at least 0 admits every text, and a hyphen at the end of a class is
 * the hyphen however it is written (`[a-z_-]`, `[a-z_\\-]`).
 */
function vacuousDropped(c: Constraints): Constraints {
  const { minLength, ...rest } = c;
  const pattern = c.pattern?.replace(/\\-\]/g, "-]");
  return { ...rest, ...(minLength ? { minLength } : {}), ...(pattern !== undefined ? { pattern } : {}) };
}

export function showMember(m: Member): string {
  return `${showType(m.type)}${m.optional ? "?" : ""}`;
}
