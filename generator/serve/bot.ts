import { Store, type FileLimits } from "./store.ts";

// One bot's state in the fake service: its update queue (offsets, negative offsets, 24-hour retention, allowed
// update kinds), its webhook, its stubs and its call log; and long polls waiting for updates.

export interface Clock {
  /** Milliseconds, like Date.now(). */
  now(): number;
}

export interface Stub {
  readonly result?: unknown;
  readonly error?: { readonly error_code: number; readonly description: string; readonly parameters?: unknown };
}

export interface CallRecord {
  readonly method: string;
  readonly params: Record<string, unknown>;
  readonly encoding: string;
  readonly ok: boolean;
  readonly errors: readonly { path: string; message: string; spec?: string }[];
  /** What the client sent beyond the spec and the service accepted (numbers as strings, a `method` field, …). */
  readonly deviations?: readonly { param: string; message: string; spec?: string }[];
  readonly at: number;
  /**
   * What the service answered: the HTTP status and, for a failure, its description; `fault` for an injected one; the
   * result of a success (not getUpdates': the updates are the queue's), for scenarios that expect result fields.
   */
  readonly answer?: {
    readonly status: number;
    readonly description?: string;
    readonly fault?: true;
    readonly result?: unknown;
  };
}

/** An injected fault: an error (429 with retry_after, a 5xx), a delay, or a dropped connection; once or N times. */
export interface Fault {
  /** Its number among the bot's faults, by which the control API lists and removes it. */
  readonly id?: number;
  readonly method: string;
  readonly error_code?: number;
  readonly retry_after?: number;
  readonly delay_ms?: number;
  readonly drop?: boolean;
  times: number;
}

export interface Webhook {
  readonly url: string;
  readonly secretToken?: string;
  readonly maxConnections?: number;
  readonly allowedUpdates?: readonly string[];
  readonly hasCertificate: boolean;
}

type Update = Record<string, unknown>;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The most calls a bot's log keeps. */
export const MAX_CALLS = 20_000;

export class BotState {
  private queue: { update: Update; at: number }[] = [];
  /** Whether the queue is in ascending update_id order (ids given by a test may come out of order). */
  private ascending = true;
  private nextId = 1;
  private waiters = new Set<() => void>();
  allowedUpdates: readonly string[] | undefined;
  webhook: Webhook | undefined;
  /** The last failed webhook delivery: Unix time and what went wrong. */
  lastError: { date: number; message: string } | undefined;
  /** A delivery loop runs for the webhook. */
  delivering = false;
  readonly stubs = new Map<string, Stub>();
  /** The newest calls, at most MAX_CALLS (the oldest half dropped when over, counted in droppedCalls). */
  readonly calls: CallRecord[] = [];
  /** Calls dropped from the front of the log: a call's place in the whole run is droppedCalls + its index. */
  droppedCalls = 0;
  faults: Fault[] = [];
  private nextFault = 1;
  /** The newest updates queued (snapshots, as queued), at most MAX_CALLS, for scenarios that expect updates. */
  readonly queued: Update[] = [];
  /** Updates dropped from the front of that log: an update's place in the whole run is droppedQueued + its index. */
  droppedQueued = 0;

  /** Logs a call, keeping at most MAX_CALLS: a bot that calls for ever does not grow the service without bound. */
  logCall(record: CallRecord): void {
    this.calls.push(record);
    if (this.calls.length <= MAX_CALLS) return;
    this.calls.splice(0, MAX_CALLS / 2);
    this.droppedCalls += MAX_CALLS / 2;
  }

  /** Adds a fault; its id. */
  addFault(f: Omit<Fault, "id">): number {
    const id = this.nextFault++;
    this.faults.push({ ...f, id });
    return id;
  }

  /** Removes the fault of this id (true) or says there was none (false). */
  removeFault(id: number): boolean {
    const before = this.faults.length;
    this.faults = this.faults.filter((f) => f.id !== id);
    return this.faults.length < before;
  }
  /** The bot's chats, messages and files. */
  readonly store: Store;

  /** The next fault for a method (or for every method, "*"), counted down. */
  takeFault(method: string): Fault | undefined {
    const f = this.faults.find(
      (x) => x.times > 0 && (x.method === "*" || x.method.toLowerCase() === method.toLowerCase()),
    );
    if (f) f.times--;
    this.faults = this.faults.filter((x) => x.times > 0);
    return f;
  }

  constructor(
    private readonly clock: Clock,
    token: string,
    limits?: FileLimits,
  ) {
    this.store = new Store(token, limits);
  }

  /**
   * Queues updates, giving each without one the next update_id; an update of a kind the bot does not receive now is
   * not created at all (allowed_updates applies when updates are created, not when they are read).
   */
  push(updates: readonly Update[], receives: (u: Update) => boolean = () => true): Update[] {
    const added = updates.filter(receives).map((u) => {
      const { update_id, ...event } = u;
      const id = typeof update_id === "number" ? update_id : this.nextId;
      this.nextId = Math.max(this.nextId, id + 1);
      // update_id first, as the service writes it: some clients read an update's kind from its second key. A snapshot
      // of the moment it is queued: a later edit of the stored message queues an edited_message, it never rewrites this.
      return { update_id: id, ...structuredClone(event) };
    });
    for (const update of added) {
      const last = this.queue[this.queue.length - 1]?.update.update_id as number | undefined;
      if (last !== undefined && update.update_id <= last) this.ascending = false;
      this.queue.push({ update, at: this.clock.now() });
      this.queued.push(update);
    }
    if (this.queued.length > MAX_CALLS) {
      this.queued.splice(0, MAX_CALLS / 2);
      this.droppedQueued += MAX_CALLS / 2;
    }
    for (const wake of [...this.waiters]) wake();
    return added;
  }

  /** The service's clock, milliseconds. */
  now(): number {
    return this.clock.now();
  }

  /** Updates are never kept longer than 24 hours (the queue is in order of arrival: only its head can be old). */
  private expire(): void {
    const now = this.clock.now();
    let old = 0;
    while (old < this.queue.length && now - (this.queue[old]?.at ?? now) >= DAY_MS) old++;
    if (old > 0) this.queue.splice(0, old);
  }

  /** Confirms updates below a positive offset; a negative one keeps the last -offset and forgets the rest. */
  confirm(offset: number | undefined): void {
    if (offset === undefined || offset === 0) return;
    if (offset > 0 && this.ascending) {
      // In order of update_id (as the service numbers them): the confirmed ones are a head, dropped at its cost.
      let confirmed = 0;
      while (confirmed < this.queue.length && (this.queue[confirmed]?.update.update_id as number) < offset) confirmed++;
      this.queue.splice(0, confirmed);
    } else if (offset > 0) this.queue = this.queue.filter((q) => (q.update.update_id as number) >= offset);
    else this.queue.splice(0, Math.max(0, this.queue.length + offset));
  }

  /** Pending updates, at most `limit`: the cost is that of what is returned, not of the queue. */
  pending(limit: number): Update[] {
    this.expire();
    return this.queue.slice(0, limit).map((q) => q.update);
  }

  /** The long poll now waiting, ended with 409 Conflict when another getUpdates of the same bot comes. */
  poll: PollFlight | undefined;

  /** This bot's getUpdates requests from their arrival until their answer is sent: overlapping polls. */
  readonly flights = new Set<PollFlight>();

  /** A getUpdates request arrived (before its body is read); it is in flight until `land`. */
  takeOff(): PollFlight {
    const flight = { conflicted: false, delivered: false };
    this.flights.add(flight);
    return flight;
  }

  land(flight: PollFlight): void {
    this.flights.delete(flight);
  }

  /**
   * `flight` hands out updates: every other poll in flight with it ends with 409, so that of overlapping polls exactly
   * one gets them (never a duplicate); a poll later than every answer sent gets what is still unconfirmed, as usual.
   */
  deliver(flight: PollFlight, offset: number): void {
    flight.delivered = true;
    this.lease = { offset, until: Date.now() + LEASE_MS };
    for (const other of this.flights) if (other !== flight) other.conflicted = true;
    this.wakeAll();
  }

  /** The offset of the poll last handed updates: until `until` (ms, real time) a poll that repeats it is refused. */
  lease: { offset: number; until: number } | undefined;

  /**
   * Whether a poll asking with `offset` repeats, while the updates last handed out are leased, an offset no later than
   * the one they were handed for: a second poller of the same bot (two instances, or one client's concurrent
   * requests). A bot's next poll moves its offset past what it got; a negative offset forgets, which is no repeat.
   */
  leased(offset: number): boolean {
    const l = this.lease;
    return l !== undefined && Date.now() < l.until && offset >= 0 && offset <= l.offset;
  }

  /** Whether another poll in flight has already been handed updates (its answer not yet sent). */
  overtaken(flight: PollFlight): boolean {
    for (const other of this.flights) if (other !== flight && other.delivered) return true;
    return false;
  }

  get pendingCount(): number {
    this.expire();
    return this.queue.length;
  }

  dropPending(): void {
    this.queue = [];
    this.ascending = true;
  }

  /** Resolves when an update arrives or after `ms`. */
  wait(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.waiters.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.waiters.add(done);
    });
  }

  /** Wakes every long poll (an update, a newer poll, a webhook set). */
  wakeAll(): void {
    for (const wake of [...this.waiters]) wake();
  }

  /** The service is closing: every long poll ends now, with what it has (nothing), and none waits again. */
  closing = false;
  close(): void {
    this.closing = true;
    this.wakeAll();
  }
}

/**
 * How long updates handed to one poll are kept from other polls of the same bot that do not confirm them. A bot's
 * next poll confirms them (its offset is past them) and is not held; a poller that restarts without confirming gets
 * them again after this, as the service keeps unconfirmed updates.
 */
export const LEASE_MS = 1_000;

/** One getUpdates request of a bot, from its arrival until its answer is sent. */
export interface PollFlight {
  /** Another poll overlapped it and won: it answers 409. */
  conflicted: boolean;
  /** It was handed updates. */
  delivered: boolean;
}
