// Messages built from a call: what the bot sent, into which chat, with which content, as the service would store and
// return it. Generic where the model says enough (a Message field of the same name as a parameter takes its value; a
// file parameter named as a Message field becomes that field's object, its file kept and served), and told apart
// where it needs meaning (text with its parse_mode, the media of an album).
import type { Method, ObjectType, SpecModel, TypeRef } from "../model/model.ts";
import { leafTypes } from "../model/types.ts";
import { format } from "./entities.ts";
import { sampleValue } from "./sample.ts";
import type { Json, Store, StoredFile } from "./store.ts";
import { isUpload, type UploadedFile } from "./transport.ts";

export interface CallContext {
  readonly model: SpecModel;
  readonly method: Method;
  readonly params: Record<string, unknown>;
  readonly attachments: ReadonlyMap<string, UploadedFile>;
  readonly store: Store;
  /** Unix time, seconds. */
  readonly now: number;
  readonly seed: number;
  /** Queues an update the call makes for the bot (a payment received); it with its update_id, if the bot gets it. */
  readonly push: (update: Json) => Json | undefined;
}

/** A call the service refuses: its description, and the status it answers with (400 Bad Request unless said). */
export class CallFault extends Error {
  constructor(
    message: string,
    readonly status = 400,
  ) {
    super(message);
  }
}

export function objectType(model: SpecModel, name: string): ObjectType | undefined {
  const t = model.types.find((x) => x.name === name);
  return t?.kind === "object" ? t : undefined;
}

const ATTACH = "attach://";

/** The stored file a file parameter's value names: an upload, `attach://<part>`, a known file_id, or a URL. */
export function fileOf(c: CallContext, value: unknown, folder: string): StoredFile {
  if (isUpload(value)) return c.store.keepFile(value.data, value.fileName, value.mimeType, folder);
  if (typeof value !== "string") throw new CallFault("Bad Request: there is no file in the request");
  const part = value.startsWith(ATTACH) ? c.attachments.get(value.slice(ATTACH.length)) : undefined;
  if (part) return c.store.keepFile(part.data, part.fileName, part.mimeType, folder);
  const known = c.store.fileById(value);
  if (known) return known;
  if (/^https?:\/\//.test(value)) {
    const name = value.split(/[/?#]/).filter(Boolean).pop() ?? "file";
    return c.store.keepFile(new Uint8Array(0), name, "application/octet-stream", folder);
  }
  throw new CallFault("Bad Request: wrong file identifier/HTTP URL specified");
}

/** An object of a file type (Document, Audio, PhotoSize, …) for a stored file: its required fields, and the file's. */
export function fileObject(c: CallContext, typeName: string, file: StoredFile): Json {
  const base = sampleValue(c.model, { kind: "ref", name: typeName }, {}, c.seed) as Json;
  const fields = new Set(objectType(c.model, typeName)?.fields.map((f) => f.name) ?? []);
  const own: Json = {
    file_id: file.file_id,
    file_unique_id: file.file_unique_id,
    file_size: file.data.byteLength,
    file_name: file.fileName,
    mime_type: file.mimeType,
  };
  return { ...base, ...Object.fromEntries(Object.entries(own).filter(([k]) => fields.has(k))) };
}

/** What a file becomes in a message field of the given type: one object, or a photo's sizes. */
function fileField(c: CallContext, type: TypeRef, value: unknown, folder: string): unknown {
  const file = fileOf(c, value, folder);
  const leaf = leafTypes(type)[0];
  if (leaf?.kind !== "ref") return undefined;
  const one = fileObject(c, leaf.name, file);
  return type.kind === "array" ? [one] : one;
}

/** Whether a parameter's value can stand in a Message field of this type as it is. */
function fits(value: unknown, type: TypeRef, model: SpecModel): boolean {
  const kinds = leafTypes(type).map((t) => t.kind);
  if (typeof value === "string") return kinds.includes("string");
  if (typeof value === "number") return kinds.includes("integer") || kinds.includes("float");
  if (typeof value === "boolean") return kinds.includes("boolean") || (value && kinds.includes("true"));
  if (type.kind === "ref" && value && typeof value === "object") {
    const t = objectType(model, type.name);
    return t !== undefined && t.fields.filter((f) => !f.optional).every((f) => f.name in (value as Json));
  }
  return false;
}

/** A new message from the bot in a chat, with the content the call gives (and `extra` fields: a reply's). */
export function sentMessage(
  c: CallContext,
  chat: Json,
  content: Record<string, unknown> = c.params,
  extra: Json = {},
): Json {
  const message: Json = {
    message_id: c.store.nextMessageId(chat.id as number),
    from: c.store.me,
    date: c.now,
    chat,
  };
  Object.assign(message, contentOf(c, content), extra);
  return c.store.add(message);
}

/** The Message fields a call's parameters give: same-named values, files, text and caption with their entities. */
export function contentOf(c: CallContext, params: Record<string, unknown>): Json {
  const out: Json = {};
  const message = objectType(c.model, "Message");
  const uploads = new Set(c.method.params.filter((p) => p.upload).map((p) => p.name));
  for (const f of message?.fields ?? []) {
    const v = params[f.name];
    if (v === undefined || ["chat", "from", "date", "message_id", "chat_id"].includes(f.name)) continue;
    if (uploads.has(f.name) || isUpload(v)) out[f.name] = fileField(c, f.type, v, `${f.name}s`);
    else if (fits(v, f.type, c.model)) out[f.name] = v;
  }
  for (const [key, entitiesKey] of [
    ["text", "entities"],
    ["caption", "caption_entities"],
  ] as const) {
    const value = params[key];
    if (typeof value !== "string") continue;
    const parsed = format(value, params.parse_mode);
    out[key] = parsed.text;
    if (parsed.entities.length > 0) out[entitiesKey] = parsed.entities;
    else if (Array.isArray(params[entitiesKey])) out[entitiesKey] = params[entitiesKey];
  }
  return out;
}
