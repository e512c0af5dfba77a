// Breaking-change rules: what each kind of change means for a request type (written by the bot) and for a response
// type (read by it). A type used both ways takes the more severe of the two.
import type { Direction } from "./direction.ts";

export type Severity = "breaking" | "potentially-breaking" | "non-breaking";

export type Rule =
  | "type-added" | "type-removed"
  | "required-added" | "optional-added" | "removed"
  | "optional-to-required" | "required-to-optional"
  | "widened" | "narrowed" | "changed"
  | "value-added" | "value-removed"
  | "tightened" | "loosened" | "default-changed"
  | "description";

const B: Severity = "breaking";
const P: Severity = "potentially-breaking";
const N: Severity = "non-breaking";

/** [request, response] */
const RULES: Readonly<Record<Rule, readonly [Severity, Severity]>> = {
  "type-added": [N, N],
  "type-removed": [B, B],
  "required-added": [B, N],
  "optional-added": [N, N],
  removed: [B, B],
  "optional-to-required": [B, N],
  "required-to-optional": [N, B],
  widened: [N, B],
  narrowed: [B, N],
  changed: [B, B],
  "value-added": [N, P],
  "value-removed": [B, N],
  tightened: [B, N],
  loosened: [N, P],
  "default-changed": [P, N],
  description: [N, N],
};

const RANK: Readonly<Record<Severity, number>> = { breaking: 2, "potentially-breaking": 1, "non-breaking": 0 };

export function severityOf(rule: Rule, direction: Direction): Severity {
  const [request, response] = RULES[rule];
  if (direction === "request") return request;
  if (direction === "response") return response;
  return RANK[request] >= RANK[response] ? request : response;
}
