// One bot's world in the fake service: the bot itself (from its token), the chats it has talked to (made on first use:
// a private chat for a positive id, a supergroup for a negative one, a channel for an @username), their messages with
// ids increasing per chat, and the files uploaded to it, bounded in count and bytes (the oldest dropped first).
import { BoundedMap, BoundedSet, STATE_LIMITS } from "./bounded.ts";

export type Json = Record<string, unknown>;

/** A poll the bot sent: where its message is, and each user's chosen options. */
export interface PollState {
  readonly chatId: number;
  readonly messageId: number;
  readonly votes: Map<number, readonly number[]>;
}

/** A forum topic (topics.ts). */
export interface Topic {
  name: string;
  icon_color: number;
  icon_custom_emoji_id?: string;
  closed: boolean;
}

/** Payments in Stars (payments.ts): invoices sent, by `chat:message`; checkouts started, by query id; charges, by id. */
export interface PaymentState {
  readonly invoices: Map<string, { payload: string; currency: string; total: number; title: string }>;
  readonly checkouts: Map<string, { chat: Json; from: Json; payload: string; currency: string; total: number }>;
  readonly charges: Map<string, { user: number; refunded: boolean }>;
}

export interface StoredFile {
  readonly file_id: string;
  readonly file_unique_id: string;
  readonly file_path: string;
  readonly data: Uint8Array;
  readonly fileName: string;
  readonly mimeType: string;
}

export interface FileLimits {
  readonly count: number;
  readonly bytes: number;
}

export const DEFAULT_FILE_LIMITS: FileLimits = { count: 1000, bytes: 256 * 1024 * 1024 };

/** The bot a token names: its id is the token's number, as the service's own are. */
export function botUser(token: string): Json {
  const id = Number(token.split(":")[0]);
  return { id, is_bot: true, first_name: `Bot ${id}`, username: `bot${id}_bot` };
}

export class Store {
  readonly me: Json;
  private readonly chats = new BoundedMap<string, Json>(STATE_LIMITS.chats);
  private readonly messages = new BoundedMap<number, Map<number, Json>>(STATE_LIMITS.chats);
  private readonly lastId = new BoundedMap<number, number>(STATE_LIMITS.chats);
  private readonly files = new Map<string, StoredFile>();
  private readonly paths = new Map<string, StoredFile>();
  private bytes = 0;
  private seq = 0;
  private querySeq = 0;
  /** Callback queries of the simulated user not yet answered. */
  readonly queries = new BoundedSet<string>(STATE_LIMITS.entries);
  /** Users who blocked the bot: what it sends to their private chat is refused (403). */
  readonly blocked = new Set<number>();
  /** Forum topics by chat id and thread id (topics.ts). */
  readonly topics = new BoundedMap<number, Map<number, Topic>>(STATE_LIMITS.chats);
  /** Invoices sent, checkouts started by the simulated user, charges made (payments.ts). */
  readonly payments: PaymentState = {
    invoices: new BoundedMap(STATE_LIMITS.entries),
    checkouts: new BoundedMap(STATE_LIMITS.entries),
    charges: new BoundedMap(STATE_LIMITS.entries),
  };
  /** Business connections by id (business.ts). */
  readonly business = new BoundedMap<string, Json>(STATE_LIMITS.entries);
  /** Each user's reactions to a message, by `chat:message:user` (reactions.ts). */
  readonly reactions = new BoundedMap<string, Json[]>(STATE_LIMITS.entries);
  /** Polls the bot sent, by poll id: where the message is and each user's vote (polls.ts). */
  readonly polls = new BoundedMap<string, PollState>(STATE_LIMITS.entries);
  /** Inline queries the simulated user typed, by id: the query, its user, and the bot's results once answered. */
  readonly inline = new BoundedMap<string, { query: string; from: Json; results?: Json[] }>(STATE_LIMITS.entries);

  constructor(
    token: string,
    private readonly limits: FileLimits = DEFAULT_FILE_LIMITS,
  ) {
    this.me = botUser(token);
  }

  /** The chat a `chat_id` names, made on first use. */
  chat(ref: unknown): Json | undefined {
    const given = typeof ref === "number" ? String(ref) : typeof ref === "string" ? ref : undefined;
    if (given === undefined || given === "") return undefined;
    // One chat however it is named: its id, or `@username` in any case.
    const key = given.startsWith("@") ? given.toLowerCase() : given;
    const known = this.chats.get(key);
    if (known) return known;
    const made = newChat(key);
    if (!made) return undefined;
    const chat = this.chats.get(String(made.id)) ?? made;
    this.chats.set(key, chat);
    this.chats.set(String(chat.id), chat);
    return chat;
  }

  /**
   * A message the service has, pushed by a test (a channel post, a group message): its chat is this chat from now on
   * (sending to its id or @username reaches it) and the message is stored as pushed, so the bot can edit, reply to or
   * delete it; message ids of the chat go on after it.
   */
  learn(message: Json): void {
    const given = message.chat as Json;
    const chat = this.chats.get(String(given.id)) ?? given;
    this.chats.set(String(chat.id), chat);
    if (typeof chat.username === "string") this.chats.set(`@${chat.username.toLowerCase()}`, chat);
    const id = message.message_id as number;
    this.lastId.set(chat.id as number, Math.max(this.lastId.get(chat.id as number) ?? 0, id));
    this.add(structuredClone({ ...message, chat }));
  }

  /** A chat seen from a user's side (a user who writes to the bot first). */
  remember(chat: Json): Json {
    const key = String(chat.id);
    const known = this.chats.get(key);
    if (known) return known;
    this.chats.set(key, chat);
    if (typeof chat.username === "string") this.chats.set(`@${chat.username.toLowerCase()}`, chat);
    return chat;
  }

  /** The id of a new callback or inline query. */
  queryId(): string {
    return `${Math.abs(Number(this.me.id)).toString(36)}q${++this.querySeq}`;
  }

  nextMessageId(chatId: number): number {
    const id = (this.lastId.get(chatId) ?? 0) + 1;
    this.lastId.set(chatId, id);
    return id;
  }

  add(message: Json): Json {
    const chatId = (message.chat as Json).id as number;
    const byId = this.messages.get(chatId) ?? new BoundedMap<number, Json>(STATE_LIMITS.messagesPerChat);
    this.messages.set(chatId, byId);
    byId.set(message.message_id as number, message);
    return message;
  }

  /** The messages of a chat kept now, by message id (the chat page shows them). */
  messagesOf(chatId: number): Json[] {
    return [...(this.messages.get(chatId)?.values() ?? [])].sort(
      (a, b) => (a.message_id as number) - (b.message_id as number),
    );
  }

  message(chatId: number, messageId: number): Json | undefined {
    return this.messages.get(chatId)?.get(messageId);
  }

  delete(chatId: number, messageId: number): boolean {
    return this.messages.get(chatId)?.delete(messageId) ?? false;
  }

  /** Keeps a file; the oldest go when the count or the bytes are over their bounds. */
  keepFile(data: Uint8Array, fileName: string, mimeType: string, folder = "documents"): StoredFile {
    const n = ++this.seq;
    const safe = fileName.replace(/[^A-Za-z0-9._-]/g, "_").slice(-64) || "file";
    const file: StoredFile = {
      file_id: `BQAC${String(n).padStart(6, "0")}${Math.abs(Number(this.me.id)).toString(36)}`,
      file_unique_id: `AgAD${n.toString(36)}`,
      file_path: `${folder}/file_${n}_${safe}`,
      data,
      fileName,
      mimeType,
    };
    this.files.set(file.file_id, file);
    this.paths.set(file.file_path, file);
    this.bytes += data.byteLength;
    this.evict();
    return file;
  }

  private evict(): void {
    for (const [id, f] of this.files) {
      if (this.files.size <= this.limits.count && this.bytes <= this.limits.bytes) break;
      this.files.delete(id);
      this.paths.delete(f.file_path);
      this.bytes -= f.data.byteLength;
    }
  }

  fileById(id: unknown): StoredFile | undefined {
    return typeof id === "string" ? this.files.get(id) : undefined;
  }

  fileByPath(path: string): StoredFile | undefined {
    return this.paths.get(path);
  }

  allFiles(): StoredFile[] {
    return [...this.files.values()];
  }
}

/** A chat for a `chat_id`: private for a positive id, a supergroup for a negative one, a channel for an @username. */
function newChat(key: string): Json | undefined {
  if (/^-?\d+$/.test(key)) {
    const id = Number(key);
    if (!Number.isSafeInteger(id) || id === 0) return undefined;
    return id > 0
      ? { id, type: "private", first_name: `User ${id}` }
      : { id, type: "supergroup", title: `Group ${-id}` };
  }
  const name = /^@([A-Za-z][A-Za-z0-9_]{3,31})$/.exec(key)?.[1];
  if (!name) return undefined;
  let hash = 0;
  for (const c of name.toLowerCase()) hash = (hash * 31 + c.charCodeAt(0)) % 1_000_000_000;
  return { id: -1_000_000_000_000 - hash, type: "channel", title: name, username: name };
}
