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

export function showMember(m: Member): string {
  return `${showType(m.type)}${m.optional ? "?" : ""}`;
}
