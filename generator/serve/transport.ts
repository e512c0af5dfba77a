// The transport as the spec states it: `/bot<token>/METHOD_NAME`, GET or POST, parameters in the query string,
// application/x-www-form-urlencoded, application/json or multipart/form-data (busboy). In the form encodings a
// parameter whose type is not String is JSON-serialized; files are parts.
import type { IncomingMessage } from "node:http";
import busboy from "busboy";
import type { Method, TypeRef } from "../model/model.ts";
import { leafTypes } from "../model/types.ts";

export const TOKEN = /^\d+:[A-Za-z0-9_-]+$/;
const MAX_BODY = 50 * 1024 * 1024;

export interface Decoded {
  readonly params: Record<string, unknown>;
  /** How the parameters came: query, urlencoded, json or multipart. */
  readonly encoding: string;
  /** Faults of the encoding itself (not of the values): a bad JSON body, a value that should be JSON and is not. */
  readonly faults: string[];
}

export class TransportError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (c: Buffer) => {
      size += c.length;
      if (size > MAX_BODY) reject(new TransportError(413, "request body too large"));
      else chunks.push(c);
    });
    req.on("end", () => resolve(Buffer.concat(chunks)));
    req.on("error", reject);
  });
}

/** A form value as the parameter's type wants it: strings as they are; anything else JSON-decoded. */
function formValue(raw: string, type: TypeRef | undefined, name: string, faults: string[]): unknown {
  const leaves = type ? leafTypes(type).map((t) => t.kind) : ["string"];
  if (type?.kind === "string" || (leaves.every((k) => k === "string") && type?.kind !== "array")) return raw;
  try {
    return JSON.parse(raw);
  } catch {
    if (leaves.includes("string") && type?.kind !== "array") return raw;
    faults.push(
      `${name}: "${raw.slice(0, 40)}" is not JSON; non-string parameters are JSON-serialized in form encodings`,
    );
    return raw;
  }
}

function multipart(
  req: IncomingMessage,
  types: Map<string, TypeRef>,
  params: Record<string, unknown>,
  faults: string[],
): Promise<void> {
  return new Promise((resolve, reject) => {
    const bb = busboy({ headers: req.headers, limits: { fileSize: MAX_BODY } });
    bb.on("field", (name, value) => (params[name] = formValue(value, types.get(name), name, faults)));
    bb.on("file", (name, stream, info) => {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on(
        "end",
        () =>
          (params[name] = {
            data: new Uint8Array(Buffer.concat(chunks)),
            fileName: info.filename ?? name,
            mimeType: info.mimeType,
          }),
      );
    });
    bb.on("close", () => resolve());
    bb.on("error", (e) =>
      reject(new TransportError(400, `Bad Request: bad multipart body: ${e instanceof Error ? e.message : String(e)}`)),
    );
    req.pipe(bb);
  });
}

/** Decodes a call's parameters from the query string and the body, by content type. */
export async function decodeParams(req: IncomingMessage, url: URL, method: Method | undefined): Promise<Decoded> {
  const types = new Map((method?.params ?? []).map((p) => [p.name, p.type]));
  const faults: string[] = [];
  const params: Record<string, unknown> = {};
  for (const [k, v] of url.searchParams) params[k] = formValue(v, types.get(k), k, faults);
  const type = (req.headers["content-type"] ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  if (req.method !== "POST" || type === "") return { params, encoding: "query", faults };
  if (type === "multipart/form-data") {
    await multipart(req, types, params, faults);
    return { params, encoding: "multipart", faults };
  }
  const body = (await readBody(req)).toString("utf8");
  if (type === "application/json") {
    let data: unknown;
    try {
      data = body.trim() === "" ? {} : JSON.parse(body);
    } catch {
      throw new TransportError(400, "Bad Request: the body is not valid JSON");
    }
    if (typeof data !== "object" || data === null || Array.isArray(data))
      throw new TransportError(400, "Bad Request: the JSON body must be an object of parameters");
    return { params: { ...params, ...(data as Record<string, unknown>) }, encoding: "json", faults };
  }
  if (type === "application/x-www-form-urlencoded") {
    for (const [k, v] of new URLSearchParams(body)) params[k] = formValue(v, types.get(k), k, faults);
    return { params, encoding: "urlencoded", faults };
  }
  throw new TransportError(
    400,
    `Bad Request: unsupported content type ${type}; expected application/json, application/x-www-form-urlencoded or multipart/form-data`,
  );
}
