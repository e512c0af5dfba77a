// Accepted changes: a reviewed change, listed by id in a JSON file (`[{ "id": …, "reason": … }]`, other keys
// allowed), is shown as accepted and does not count for --fail-on; an accepted id that no longer occurs is reported,
// so that the file stays clean.
import { InputError, readJsonFile } from "../input/read.ts";
import type { Change } from "./change.ts";

export interface Acceptance {
  readonly id: string;
  readonly reason: string;
}

export function readAccepted(path: string): Acceptance[] {
  const data = readJsonFile(path, '[{ "id": "field-added:Update.x", "reason": "…" }]');
  if (!Array.isArray(data)) throw new InputError(path, `is not a JSON array; expected [{ "id": …, "reason": … }]`);
  return data.map((entry, i) => {
    const e = entry as { id?: unknown; reason?: unknown };
    if (typeof e?.id !== "string" || typeof e.reason !== "string")
      throw new InputError(path, `entry ${i} needs a string "id" and a string "reason"`);
    return { id: e.id, reason: e.reason };
  });
}

/** The changes with the accepted ones marked, and the accepted ids that match no change. */
export function applyAccepted(
  changes: readonly Change[],
  accepted: readonly Acceptance[],
): { changes: Change[]; stale: string[] } {
  const byId = new Map(accepted.map((a) => [a.id, a]));
  const seen = new Set<string>();
  const out = changes.map((c) => {
    const a = byId.get(c.id);
    if (!a) return c;
    seen.add(c.id);
    return { ...c, accepted: { reason: a.reason } };
  });
  return { changes: out, stale: accepted.map((a) => a.id).filter((id) => !seen.has(id)) };
}
