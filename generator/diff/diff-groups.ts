// Groups, judged by what they allow before and after, per direction like fields: a new field joining an at-most-one
// group is covered by its field-added; an existing field joining it tightens; a new alternative of an exactly-one group
// is like a new enum value; a field joining an at-least-one group loosens it, one leaving it tightens; a group over new
// fields that must be present tightens.
import type { FieldGroup, SourcePosition } from "../model/model.ts";
import { change, type Change } from "./change.ts";
import type { Direction } from "../model/direction.ts";
import type { Rule } from "./rules.ts";

const show = (g: FieldGroup | undefined) => (g ? `${g.kind} of ${g.fields.join(", ")}` : null);

/** The old group a new one continues: same kind, most fields in common. */
function counterpart(g: FieldGroup, old: readonly FieldGroup[]): FieldGroup | undefined {
  let best: FieldGroup | undefined;
  let most = 0;
  for (const o of old.filter((x) => x.kind === g.kind)) {
    const common = o.fields.filter((f) => g.fields.includes(f)).length;
    if (common > most) [best, most] = [o, common];
  }
  return best;
}

/** The rule for a group that continues one of the old type, or undefined when nothing a client sees changed. */
function continued(o: FieldGroup, g: FieldGroup, oldFields: Set<string>, newFields: Set<string>): Rule | undefined {
  const added = g.fields.filter((f) => !o.fields.includes(f));
  const left = o.fields.filter((f) => !g.fields.includes(f) && newFields.has(f));
  const joinedExisting = added.some((f) => oldFields.has(f));
  const joinedNew = added.some((f) => !oldFields.has(f));
  if (g.kind === "at-least-one")
    return added.length > 0 && left.length > 0
      ? "changed"
      : left.length > 0
        ? "tightened"
        : added.length > 0
          ? "loosened"
          : undefined;
  if (g.kind === "at-most-one")
    return joinedExisting && left.length > 0
      ? "changed"
      : joinedExisting
        ? "tightened"
        : left.length > 0
          ? "loosened"
          : undefined;
  if (joinedExisting || left.length > 0) return "changed";
  return joinedNew ? "value-added" : undefined;
}

/** The rule for a group with no counterpart in the old type. */
function appeared(g: FieldGroup, oldFields: Set<string>): Rule | undefined {
  const overExisting = g.fields.some((f) => oldFields.has(f));
  return overExisting || g.kind !== "at-most-one" ? "tightened" : undefined;
}

/** What owns groups: an object type (its fields), or a method (its params). */
export interface Grouped {
  readonly name: string;
  readonly position: SourcePosition;
  readonly members: readonly { readonly name: string }[];
  readonly groups: readonly FieldGroup[];
}

export function diffGroups(a: Grouped, b: Grouped, dir: Direction): Change[] {
  const oldFields = new Set(a.members.map((f) => f.name));
  const newFields = new Set(b.members.map((f) => f.name));
  const out: Change[] = [];
  const matched = new Set<FieldGroup>();
  for (const g of b.groups) {
    const o = counterpart(g, a.groups);
    if (o) matched.add(o);
    const rule = o ? continued(o, g, oldFields, newFields) : appeared(g, oldFields);
    if (rule)
      out.push(
        change({
          kind: "constraint-changed",
          rule,
          path: b.name,
          direction: dir,
          before: show(o),
          after: show(g),
          at: g.position,
          detail: `group:${g.kind}`,
        }),
      );
  }
  for (const o of a.groups) {
    if (matched.has(o) || o.fields.every((f) => !newFields.has(f))) continue;
    out.push(
      change({
        kind: "constraint-changed",
        rule: "loosened",
        path: b.name,
        direction: dir,
        before: show(o),
        after: null,
        at: b.position,
        detail: `group:${o.kind}`,
      }),
    );
  }
  return out;
}
