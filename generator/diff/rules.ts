// Breaking-change rules, as one table: for each rule, what it means for a request type (written by the bot) and for a
// response type (read by it), on the wire and for an SDK's surface. A type used both ways takes the more severe of the
// two. docs/diff.md's rules table is rendered from this one (renderRulesTable), and a test keeps them equal.
import type { Direction } from "../model/direction.ts";

export type Severity = "breaking" | "potentially-breaking" | "non-breaking";
export type Profile = "wire" | "sdk";

export type Rule =
  | "type-added"
  | "type-removed"
  | "required-added"
  | "optional-added"
  | "removed"
  | "optional-to-required"
  | "required-to-optional"
  | "widened"
  | "narrowed"
  | "changed"
  | "value-added"
  | "value-removed"
  | "tightened"
  | "loosened"
  | "default-changed"
  | "detail-added"
  | "description";

const B: Severity = "breaking";
const P: Severity = "potentially-breaking";
const N: Severity = "non-breaking";

interface RuleRow {
  /** What the rule is about, as docs/diff.md says it. */
  readonly what: string;
  /** [request, response] on the wire. */
  readonly wire: readonly [Severity, Severity];
  /** [request, response] for an SDK's generated surface, where it differs. */
  readonly sdk?: readonly [Severity, Severity];
  readonly why?: string;
}

export const RULES: Readonly<Record<Rule, RuleRow>> = {
  "type-added": { what: "type or method added (a new union with its variants)", wire: [N, N] },
  "type-removed": { what: "type or method removed", wire: [B, B] },
  "required-added": {
    what: "new required field or param",
    wire: [B, N],
    sdk: [B, P],
    why: "SDKs that construct received objects gain a required member",
  },
  "optional-added": {
    what: "new optional field or param",
    wire: [N, N],
    sdk: [P, N],
    why: "a new parameter shifts positional signatures",
  },
  removed: { what: "field or param removed", wire: [B, B] },
  "optional-to-required": {
    what: "optional → required",
    wire: [B, N],
    sdk: [B, P],
    why: "an SDK's optional member becomes required",
  },
  "required-to-optional": {
    what: "required → optional",
    wire: [N, B],
    sdk: [P, B],
    why: "a required parameter moves behind the optional ones",
  },
  widened: { what: "type widened (old values ⊂ new)", wire: [N, B] },
  narrowed: { what: "type narrowed", wire: [B, N], sdk: [B, P], why: "an SDK's declared type changes" },
  changed: { what: "type changed, or a group changed both ways", wire: [B, B] },
  "value-added": { what: "enum value or union variant added; a new member of an exactly-one group", wire: [N, P] },
  "value-removed": {
    what: "enum value or union variant removed",
    wire: [B, N],
    sdk: [B, P],
    why: "an SDK's enum or union loses a member",
  },
  tightened: { what: "constraint tightened (a bound, a length, a group over existing fields)", wire: [B, N] },
  loosened: { what: "constraint loosened", wire: [N, P] },
  "default-changed": { what: "default value changed", wire: [P, N] },
  "detail-added": {
    what: "something not shown is now shown (a method's params or result, a type's fields, a field's type)",
    wire: [N, N],
  },
  description: { what: "note changed, nothing else", wire: [N, N] },
};

const RANK: Readonly<Record<Severity, number>> = { breaking: 2, "potentially-breaking": 1, "non-breaking": 0 };

export function severityOf(rule: Rule, direction: Direction, profile: Profile = "wire"): Severity {
  const row = RULES[rule];
  const [request, response] = profile === "sdk" ? (row.sdk ?? row.wire) : row.wire;
  if (direction === "request") return request;
  if (direction === "response") return response;
  return RANK[request] >= RANK[response] ? request : response;
}

const SHOW: Readonly<Record<Severity, string>> = {
  breaking: "breaking",
  "potentially-breaking": "potentially breaking",
  "non-breaking": "non-breaking",
};

/** The rules as docs/diff.md's Markdown table. */
export function renderRulesTable(): string {
  const rows = Object.values(RULES).map((r) => {
    const sdk = r.sdk ? `${SHOW[r.sdk[0]]} / ${SHOW[r.sdk[1]]} (${r.why ?? ""})` : "same";
    return `| ${r.what} | ${SHOW[r.wire[0]]} | ${SHOW[r.wire[1]]} | ${sdk} |`;
  });
  return [
    "| change | request (bot writes) | response (bot reads) | --profile sdk (request / response) |",
    "|---|---|---|---|",
    ...rows,
  ].join("\n");
}
