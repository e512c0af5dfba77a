// Likely renames among a type's fields or a method's params: a member removed and another added in the same place
// (after the same member both versions have), with the same type, optionality and note, one to one. Reported once,
// as `field-renamed`/`param-renamed` (breaking, as the removal is), instead of a removal and an addition.
import type { Direction } from "../model/direction.ts";
import { change, type Change } from "./change.ts";
import { showMember, type Member, type MemberKinds } from "./member.ts";

/** Each member's place: the nearest member before it that both lists have (or none, at the start). */
function places(members: readonly Member[], both: ReadonlySet<string>): Map<string, string> {
  const out = new Map<string, string>();
  let last = "";
  for (const m of members) {
    if (both.has(m.name)) last = m.name;
    else out.set(m.name, last);
  }
  return out;
}

const sameNote = (a: Member, b: Member) =>
  showMember(a) === showMember(b) &&
  a.description === b.description &&
  JSON.stringify(a.constraints) === JSON.stringify(b.constraints);

/** Likely renames: a removed member and an added one in the same place with the same type and note, one to one. */
export function likelyRenames(before: readonly Member[], after: readonly Member[]): Map<string, Member> {
  const names = new Set(before.map((m) => m.name));
  const both = new Set(after.filter((m) => names.has(m.name)).map((m) => m.name));
  const was = places(before, both);
  const is = places(after, both);
  const gone = before.filter((m) => !both.has(m.name));
  const came = after.filter((m) => !both.has(m.name));
  const match = (m: Member, list: readonly Member[], at: Map<string, string>, place: string) =>
    list.filter((x) => at.get(x.name) === place && sameNote(m, x));
  const out = new Map<string, Member>();
  for (const a of came) {
    const olds = match(a, gone, was, is.get(a.name) ?? "");
    const [old] = olds;
    if (olds.length !== 1 || !old) continue;
    if (match(old, came, is, was.get(old.name) ?? "").length === 1) out.set(a.name, old);
  }
  return out;
}

export function renamed(owner: string, old: Member, m: Member, direction: Direction, kinds: MemberKinds): Change {
  return change({
    kind: kinds.renamed,
    rule: "removed",
    path: `${owner}.${m.name}`,
    direction,
    before: `${old.name}: ${showMember(old)}`,
    after: `${m.name}: ${showMember(m)}`,
    at: m.position,
    detail: old.name,
  });
}
