// How a group's count is said, one table for every artifact that says it (documentation comments, openapi.json's
// sentence, explain), and what it refuses, for the checks that count present fields.
import type { GroupKind } from "./model.ts";

/** The count a group allows, in words: `Exactly one`, `At most one`, `At least one`. */
export const GROUP_COUNT: Readonly<Record<GroupKind, string>> = {
  "exactly-one": "Exactly one",
  "at-most-one": "At most one",
  "at-least-one": "At least one",
};

/** Whether a count of present fields breaks a group of the kind. */
export const GROUP_REFUSES: Readonly<Record<GroupKind, { readonly none: boolean; readonly many: boolean }>> = {
  "exactly-one": { none: true, many: true },
  "at-most-one": { none: false, many: true },
  "at-least-one": { none: true, many: false },
};

/**
 * The kind of one group two statements of it make together: the same kind, or exactly one where one says at least
 * one and the other at most one (or either says exactly one).
 */
export function combinedKind(a: GroupKind, b: GroupKind): GroupKind {
  return a === b ? a : "exactly-one";
}
