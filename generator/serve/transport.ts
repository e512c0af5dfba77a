// The wire as the service reads it: `/bot<token>/METHOD_NAME`, GET or POST, parameters in the query string,
// application/x-www-form-urlencoded, application/json or multipart/form-data (busboy). In the form encodings a
// parameter whose type is not String is JSON-serialized; files are parts, named by the parameter or by an
// `attach://<name>` value anywhere in the parameters (a top-level file, InputMedia*.media, a sticker, a thumbnail).
// What real clients send beyond the spec and the service accepts (numbers and booleans as strings, a `method` field,
// a JSON null body, a JSON-serialized object inside a JSON body) is accepted and listed as a deviation.
import type { IncomingMessage } from "node:http";
import { Readable } from "node:stream";
import busboy from "busboy";
import type { Method, Param, TypeRef } from "../model/model.ts";
import { leafTypes } from "../model/types.ts";

export const TOKEN = /^\d+:[A-Za-z0-9_-]+$/;

export interface Limits {
  /** Bytes of a JSON or urlencoded body, and of one multipart part. */
  readonly body: number;
  /** Bytes of a whole multipart body. */
  readonly total: number;
}

export const DEFAULT_LIMITS: Limits = { body: 10 * 1024 * 1024, total: 60 * 1024 * 1024 };

export interface UploadedFile {
  readonly data: Uint8Array;
  readonly fileName: string;
  readonly mimeType: string;
}

/** Something a real client sends that the spec does not describe but the service accepts. */
export interface Deviation {
  readonly param: string;
  readonly message: string;
  readonly spec?: string;
}

export interface Decoded {
  readonly params: Record<string, unknown>;
  /** How the parameters came: query, urlencoded, json or multipart. */
  readonly encoding: string;
  /** Faults of the encoding itself (not of the values): a bad JSON value, a missing part. */
  readonly faults: string[];
  readonly deviations: Deviation[];
  /** Parts named by `attach://<name>`, by name. */
  readonly attachments: ReadonlyMap<string, UploadedFile>;
}

export class TransportError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export function isUpload(v: unknown): v is UploadedFile {
  const f = v as UploadedFile | null;
  return typeof f === "object" && f !== null && f.data instanceof Uint8Array && typeof f.fileName === "string";
}

export function readBody(req: IncomingMessage, max: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (c: Buffer) => {
      size += c.length;
      if (size > max) {
        req.pause();
        reject(new TransportError(413, `Request Entity Too Large: the body is over ${max} bytes`));
      } else chunks.push(c);
    });
    req.on("end", () => resolve(Buffer.concat(chunks)));
    req.on("error", reject);
  });
}

/** A form value as the parameter's type wants it: strings as they are; anything else JSON-decoded. */
/** `true`/`false` as JSON writes them, and `True`/`False` as Python's str() does. */
const PYTHON_BOOLEAN = /^(true|false|True|False)$/;

function formValue(raw: string, type: TypeRef | undefined, name: string, faults: string[]): unknown {
  const leaves = type ? leafTypes(type).map((t) => t.kind) : ["string"];
  if (type?.kind === "string" || (leaves.every((k) => k === "string") && type?.kind !== "array")) return raw;
  try {
    return JSON.parse(raw);
  } catch {
    if (leaves.includes("string") && type?.kind !== "array") return raw;
    // A boolean as Python writes it (`True`, `False`: python-telegram-bot 13): read as a deviation (normalize).
    if ((leaves.includes("boolean") || leaves.includes("true")) && PYTHON_BOOLEAN.test(raw.trim())) return raw;
    faults.push(
      `${name}: "${raw.slice(0, 40)}" is not JSON; non-string parameters are JSON-serialized in form encodings`,
    );
    return raw;
  }
}

interface Parts {
  readonly fields: [string, string][];
  readonly files: Map<string, UploadedFile>;
}

function multipart(req: IncomingMessage, limits: Limits): Promise<Parts> {
  return new Promise((resolve, reject) => {
    let bb: busboy.Busboy;
    try {
      bb = busboy({ headers: req.headers, limits: { fileSize: limits.body, fieldSize: limits.body, parts: 1000 } });
    } catch (e) {
      return reject(new TransportError(400, `Bad Request: bad multipart body: ${(e as Error).message}`));
    }
    const parts: Parts = { fields: [], files: new Map() };
    let total = 0;
    const fail = (e: TransportError) => {
      req.unpipe(bb);
      req.resume();
      reject(e);
    };
    bb.on("field", (name, value) => parts.fields.push([name, value]));
    bb.on("file", (name, stream, info) => {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => {
        total += c.length;
        if (total > limits.total) fail(new TransportError(413, `Request Entity Too Large: over ${limits.total} bytes`));
        else chunks.push(c);
      });
      stream.on("limit", () =>
        fail(new TransportError(413, `Request Entity Too Large: a part is over ${limits.body} bytes`)),
      );
      stream.on("end", () =>
        parts.files.set(name, {
          data: new Uint8Array(Buffer.concat(chunks)),
          fileName: info.filename ?? name,
          mimeType: info.mimeType,
        }),
      );
    });
    bb.on("close", () => resolve(parts));
    bb.on("error", (e) => fail(new TransportError(400, `Bad Request: bad multipart body: ${(e as Error).message}`)));
    req.pipe(bb);
  });
}

/** The parameters of a JSON body: an object; `null` or nothing is no parameters (a deviation for null). */
function jsonParams(body: string, deviations: Deviation[]): Record<string, unknown> {
  let data: unknown;
  try {
    data = body.trim() === "" ? {} : JSON.parse(body);
  } catch {
    throw new TransportError(400, "Bad Request: the body is not valid JSON");
  }
  if (data === null) {
    deviations.push({ param: "", message: "a JSON null body, read as no parameters" });
    return {};
  }
  if (typeof data !== "object" || Array.isArray(data))
    throw new TransportError(400, "Bad Request: the JSON body must be an object of parameters");
  return data as Record<string, unknown>;
}

/** Decodes a call's parameters from the query string and the body, by content type, and resolves its files. */
export async function decodeParams(
  req: IncomingMessage,
  url: URL,
  method: Method | undefined,
  limits: Limits = DEFAULT_LIMITS,
): Promise<Decoded> {
  const types = new Map((method?.params ?? []).map((p) => [p.name, p.type]));
  const faults: string[] = [];
  const deviations: Deviation[] = [];
  const params: Record<string, unknown> = {};
  for (const [k, v] of url.searchParams) params[k] = formValue(v, types.get(k), k, faults);
  const type = (req.headers["content-type"] ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  let encoding = "query";
  let files = new Map<string, UploadedFile>();
  if (req.method === "POST" && type === "multipart/form-data") {
    const parts = await multipart(req, limits);
    for (const [k, v] of parts.fields) params[k] = formValue(v, types.get(k), k, faults);
    files = parts.files;
    encoding = "multipart";
  } else if (req.method === "POST") {
    const body = utf8(await readBody(req, limits.body));
    if (type === "application/json" || (type === "" && body.trim() !== "")) {
      Object.assign(params, jsonParams(body, deviations));
      encoding = "json";
    } else if (type === "application/x-www-form-urlencoded") {
      for (const [k, v] of new URLSearchParams(body)) params[k] = formValue(v, types.get(k), k, faults);
      encoding = "urlencoded";
    } else if (type !== "")
      throw new TransportError(
        400,
        `Bad Request: unsupported content type ${type}; expected application/json, application/x-www-form-urlencoded or multipart/form-data`,
      );
  }
  if (depthOf(params) > MAX_DEPTH)
    throw new TransportError(400, `Bad Request: parameters nested deeper than ${MAX_DEPTH} levels`);
  const attachments = resolveFiles(params, files, method, faults);
  normalize(params, method, encoding, deviations);
  return { params, encoding, faults, deviations, attachments };
}

/** A body as text: every query uses UTF-8, and bytes that are not UTF-8 are refused rather than stored as U+FFFD. */
function utf8(bytes: Buffer): string {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new TransportError(400, "Bad Request: the body is not UTF-8; all queries must be made using UTF-8");
  }
}

/** No parameter of the interface nests deeper than this; deeper input is refused before anything walks it. */
const MAX_DEPTH = 32;

function depthOf(v: unknown, depth = 0): number {
  if (depth > MAX_DEPTH || !v || typeof v !== "object" || isUpload(v)) return depth;
  let most = depth;
  for (const x of Object.values(v)) most = Math.max(most, depthOf(x, depth + 1));
  return most;
}

const ATTACH = "attach://";

/**
 * Files: a part named as a parameter is its value; a part named by `attach://<name>` is that value where the
 * parameter takes a file, and is kept by name where a String holds the reference (InputMedia*.media). A reference to
 * no part, and a part nothing refers to, are faults of the call.
 */
function resolveFiles(
  params: Record<string, unknown>,
  files: Map<string, UploadedFile>,
  method: Method | undefined,
  faults: string[],
): Map<string, UploadedFile> {
  const byName = new Map((method?.params ?? []).map((p) => [p.name, p]));
  const used = new Set<string>();
  for (const [name, file] of files)
    if (byName.has(name)) {
      params[name] = file;
      used.add(name);
    }
  const visit = (v: unknown, path: string, param: Param | undefined): unknown => {
    if (typeof v === "string" && v.startsWith(ATTACH)) {
      const part = v.slice(ATTACH.length);
      const file = files.get(part);
      if (!file) faults.push(`${path}: "${v}" names no part of the multipart body`);
      else used.add(part);
      return file && param?.upload ? file : v;
    }
    if (Array.isArray(v)) v.forEach((x, i) => (v[i] = visit(x, `${path}/${i}`, undefined)));
    else if (v && typeof v === "object" && !isUpload(v))
      for (const [k, x] of Object.entries(v)) (v as Record<string, unknown>)[k] = visit(x, `${path}/${k}`, undefined);
    return v;
  };
  for (const [k, v] of Object.entries(params)) params[k] = visit(v, k, byName.get(k));
  for (const name of files.keys())
    if (!used.has(name)) faults.push(`${name}: a file part no parameter names and no attach:// refers to`);
  return new Map([...files].filter(([name]) => !byName.has(name)));
}

/** Values real clients send in another form than the spec's, made what the parameter's type wants; each said. */
function normalize(params: Record<string, unknown>, method: Method | undefined, encoding: string, out: Deviation[]) {
  if (!method?.shown) return;
  const spec = (p: Param) => `${p.position.file}:${p.position.line}`;
  // The service ignores parameters a method does not have (telegraf's `method` field, a client's own options).
  const known = new Set(method.params.map((p) => p.name));
  for (const name of Object.keys(params).filter((k) => !known.has(k))) {
    delete params[name];
    out.push({ param: name, message: `a parameter ${method.name} does not have, ignored as the service ignores it` });
  }
  for (const p of method.params) {
    const v = params[p.name];
    if (typeof v !== "string") continue;
    const kinds = new Set(leafTypes(p.type).map((t) => t.kind));
    if (kinds.has("string") && p.type.kind !== "array") continue;
    const value = fromString(v, kinds, p.type.kind === "array" || kinds.has("ref"));
    if (value === undefined) continue;
    params[p.name] = value;
    const what =
      typeof value === "object" ? "a JSON-serialized value inside a JSON body" : `a ${typeof value} sent as a string`;
    out.push({ param: p.name, message: `${what} (${encoding})`, spec: spec(p) });
  }
}

function fromString(v: string, kinds: ReadonlySet<string>, structured: boolean): unknown {
  const t = v.trim();
  if ((kinds.has("integer") || kinds.has("float")) && /^-?\d+(\.\d+)?([eE][-+]?\d+)?$/.test(t)) return Number(t);
  if ((kinds.has("boolean") || kinds.has("true")) && PYTHON_BOOLEAN.test(t)) return t.toLowerCase() === "true";
  if (structured && (t.startsWith("{") || t.startsWith("[")))
    try {
      return JSON.parse(t) as unknown;
    } catch {
      return undefined;
    }
  return undefined;
}

/** A body that did not come as a request (a webhook's answer), read as a call's body of that content type. */
export function decodeBody(contentType: string, body: Buffer, method: Method | undefined): Promise<Decoded> {
  const req = Object.assign(Readable.from([body]), { headers: { "content-type": contentType }, method: "POST" });
  return decodeParams(req as unknown as IncomingMessage, new URL("http://localhost/"), method);
}
