// A change between two models, as the report and --json show it.
import type { SourcePosition } from "../model/model.ts";
import type { Direction } from "./direction.ts";
import { severityOf, type Rule, type Severity } from "./rules.ts";

export type ChangeKind =
  | "type-added" | "type-removed"
  | "field-added" | "field-removed" | "field-type-changed" | "field-optionality-changed"
  | "enum-value-added" | "enum-value-removed"
  | "variant-added" | "variant-removed"
  | "method-added" | "method-removed"
  | "param-added" | "param-removed" | "param-type-changed" | "param-requiredness-changed"
  | "result-type-changed" | "constraint-changed" | "description-changed";

export interface Change {
  readonly kind: ChangeKind;
  readonly path: string;
  readonly breaking: boolean;
  readonly severity: Severity;
  readonly direction: Direction;
  readonly before: string | null;
  readonly after: string | null;
  /** Source line in the new spec, or in the old one for removals. */
  readonly spec: string;
}

export interface ChangeInput {
  readonly kind: ChangeKind;
  readonly rule: Rule;
  readonly path: string;
  readonly direction: Direction;
  readonly before: string | null;
  readonly after: string | null;
  readonly at: SourcePosition;
}

export function change(input: ChangeInput): Change {
  const severity = severityOf(input.rule, input.direction);
  const { file, line } = input.at;
  return { kind: input.kind, path: input.path, breaking: severity === "breaking", severity, direction: input.direction, before: input.before, after: input.after, spec: `${file}:${line}` };
}
