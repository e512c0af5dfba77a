// What each stage of a run made, kept for the next run: a store of values by kind and key. A stage asks for what it
// would make from an input under the key of that input (a hash of everything the value depends on: botspec's build,
// the libraries' versions, the input's text) and keeps what it made. The store is handed down from the command line
// (write/stage-store.ts keeps it in the project's cache folder); without one (`--no-cache`, no project), every stage
// makes everything afresh. A value recalled is always what the stage would make: a key never names two values.
import { createHash } from "node:crypto";

export interface StageStore {
  /** The value kept of this kind under this key, if any. */
  recall<T>(kind: StageKind, key: string): T | undefined;
  /** Keeps a value (plain JSON data) of this kind under this key. */
  keep(kind: StageKind, key: string, value: unknown): void;
}

/** The stages whose work is kept, each in its own file of the store. */
export type StageKind = "sections" | "drafts" | "prose" | "artifacts" | "format";

/** The key of a stage's input: a hash of its parts, in order. */
export function stageKey(...parts: readonly string[]): string {
  const hash = createHash("sha256");
  for (const p of parts) hash.update(p).update("\0");
  return hash.digest("base64url").slice(0, 32);
}

/** A store that lives as long as the object: for a process that renders many times (tests, --watch). */
export function memoryStageStore(): StageStore & { readonly size: () => number } {
  const entries = new Map<string, unknown>();
  return {
    recall: <T>(kind: StageKind, key: string) => entries.get(`${kind}:${key}`) as T | undefined,
    keep: (kind, key, value) => void entries.set(`${kind}:${key}`, value),
    size: () => entries.size,
  };
}
