// A change between two models, as the reports show it. Its id (`field-added:Update.purchased_gift`,
// `enum-value-added:Chat.type:direct`) is stable from run to run, so that a reviewed change can be accepted by id.
import type { SourcePosition } from "../model/model.ts";
import type { Direction } from "../model/direction.ts";
import { severityOf, type Profile, type Rule, type Severity } from "./rules.ts";

export const CHANGE_KINDS = [
  "type-added",
  "type-removed",
  "field-added",
  "field-removed",
  "field-renamed",
  "field-type-changed",
  "field-optionality-changed",
  "enum-value-added",
  "enum-value-removed",
  "variant-added",
  "variant-removed",
  "method-added",
  "method-removed",
  "param-added",
  "param-removed",
  "param-renamed",
  "param-type-changed",
  "param-requiredness-changed",
  "result-type-changed",
  "constraint-changed",
  "detail-added",
  "description-changed",
] as const;

export type ChangeKind = (typeof CHANGE_KINDS)[number];

export interface Change {
  readonly id: string;
  readonly kind: ChangeKind;
  readonly path: string;
  readonly rule: Rule;
  readonly breaking: boolean;
  readonly severity: Severity;
  readonly direction: Direction;
  readonly before: string | null;
  readonly after: string | null;
  /** Source line in the new spec, or in the old one for removals: `file:line`, and the same as parts. */
  readonly spec: string;
  readonly at: { readonly file: string; readonly line: number };
  /** Set when an accepted-changes file lists the change. */
  readonly accepted?: { readonly reason: string };
}

export interface ChangeInput {
  readonly kind: ChangeKind;
  readonly rule: Rule;
  readonly path: string;
  readonly direction: Direction;
  readonly before: string | null;
  readonly after: string | null;
  readonly at: SourcePosition;
  /** What tells this change from others of its kind on the same path: an enum value, a variant, a constraint. */
  readonly detail?: string;
}

export function change(input: ChangeInput): Change {
  const severity = severityOf(input.rule, input.direction);
  const { file, line } = input.at;
  const id = [input.kind, input.path, input.detail].filter((x) => x !== undefined && x !== "").join(":");
  return {
    id,
    kind: input.kind,
    path: input.path,
    rule: input.rule,
    breaking: severity === "breaking",
    severity,
    direction: input.direction,
    before: input.before,
    after: input.after,
    spec: `${file}:${line}`,
    at: { file, line },
  };
}

/** The same changes judged by another profile. */
export function judged(changes: readonly Change[], profile: Profile): Change[] {
  return changes.map((c) => {
    const severity = severityOf(c.rule, c.direction, profile);
    return { ...c, severity, breaking: severity === "breaking" };
  });
}

/** A change that adds something (nothing before it). */
export const addedChange = (input: Omit<ChangeInput, "before">): Change => change({ ...input, before: null });

/** A change that removes something (nothing after it). */
export const removedChange = (input: Omit<ChangeInput, "after">): Change => change({ ...input, after: null });
