// Maps and sets that keep at most a given number of entries, the oldest (first set) going first: the fake's state
// grows with what bots and tests do, and a bot that runs for ever must not grow the service without bound.
export class BoundedMap<K, V> extends Map<K, V> {
  constructor(private readonly max: number) {
    super();
  }

  override set(key: K, value: V): this {
    super.set(key, value);
    // Before the constructor ends (super() with entries) there is no bound yet.
    for (const k of this.keys()) {
      if (this.max === undefined || this.size <= this.max) break;
      this.delete(k);
    }
    return this;
  }
}

export class BoundedSet<T> extends Set<T> {
  constructor(private readonly max: number) {
    super();
  }

  override add(value: T): this {
    super.add(value);
    for (const v of this.values()) {
      if (this.max === undefined || this.size <= this.max) break;
      this.delete(v);
    }
    return this;
  }
}

/** How much of each the store keeps. */
export const STATE_LIMITS = { bots: 1_000, chats: 10_000, messagesPerChat: 10_000, entries: 10_000 } as const;
