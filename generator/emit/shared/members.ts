// A field of an object or a parameter of a method, as the emitters of other languages write a member of a structure:
// its name, type, whether it may be absent, its note and its constraints.
import type { Field, Param } from "../../model/model.ts";

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
