// The one pairing of two versions' lists: each new item with its old one by a key (or none: added), in the new order,
// then the old items no new one has (removed), in the old order, as the reports list them.
export interface Paired<T> {
  /** Every new item with the old item of its key, if there was one. */
  readonly pairs: readonly (readonly [before: T | undefined, after: T])[];
  /** Old items whose key no new item has. */
  readonly gone: readonly T[];
}

export function paired<T>(before: readonly T[], after: readonly T[], key: (item: T) => string): Paired<T> {
  const old = new Map(before.map((item) => [key(item), item]));
  const kept = new Set(after.map(key));
  return {
    pairs: after.map((item) => [old.get(key(item)), item] as const),
    gone: before.filter((item) => !kept.has(key(item))),
  };
}
