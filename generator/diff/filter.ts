// Which changes a report shows: --only KIND… and --ignore KIND…, where a KIND is a change kind (`field-added`) or a
// family, the word its kinds start with (`field`, `param`, `enum`, `description`).
import { CHANGE_KINDS, type Change, type ChangeKind } from "./change.ts";

export interface KindFilter {
  readonly only?: readonly ChangeKind[];
  readonly ignore?: readonly ChangeKind[];
}

export type ParsedKinds = { ok: true; kinds: ChangeKind[] } | { ok: false; error: string };

const family = (kind: ChangeKind) => kind.split("-")[0] ?? kind;

/** The kinds that words name (comma- or space-separated), or what was not a kind nor a family. */
export function parseKindFilter(words: readonly string[]): ParsedKinds {
  const kinds = new Set<ChangeKind>();
  for (const word of words.flatMap((w) => w.split(",")).filter((w) => w !== "")) {
    const named = CHANGE_KINDS.filter((k) => k === word || family(k) === word);
    if (named.length === 0) {
      const families = [...new Set(CHANGE_KINDS.map(family))];
      return {
        ok: false,
        error: `${word} is no change kind; expected one of ${CHANGE_KINDS.join(", ")}, or a family: ${families.join(", ")}`,
      };
    }
    for (const k of named) kinds.add(k);
  }
  if (kinds.size === 0)
    return { ok: false, error: `no kind given; expected one or more of ${CHANGE_KINDS.join(", ")}, or a family` };
  return { ok: true, kinds: [...kinds] };
}

/** The changes of the kinds `only` names (all when it is absent), less those of the kinds `ignore` names. */
export function filterChanges(changes: readonly Change[], filter: KindFilter): Change[] {
  return changes.filter(
    (c) => (filter.only === undefined || filter.only.includes(c.kind)) && !(filter.ignore ?? []).includes(c.kind),
  );
}
