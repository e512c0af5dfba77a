// botspec client runtime: calls methods of the Bot Service the way the spec says (POST /bot<token>/METHOD_NAME, JSON
// when no parameter holds a file, multipart/form-data when one does: a file in a parameter is a part of that name, a
// file nested in a parameter (InputMedia*.media) is a part named for it and referred to as `attach://<name>`), decodes the envelope into the result or a
// ServiceError carrying error_code, description and parameters (so a caller can honour retry_after). Hand-written in
// TypeScript; client-runtime.mjs is the same code without its types. No dependencies: fetch, FormData and Blob are the
// platform's (Node 18+, browsers, Deno, Bun).

/** What fetch a client needs: the platform's, or any compatible one. */
export type FetchLike = (
  url: string,
  init: { method: string; headers?: Record<string, string>; body?: unknown; signal?: unknown },
) => Promise<{ readonly status: number; json(): Promise<unknown> }>;

export interface ClientOptions {
  readonly token: string;
  /** The service's base, without /bot<token>: `https://…` or a local server or the fake service. */
  readonly baseUrl: string;
  readonly fetch?: FetchLike;
  /** Every call gives up after this many milliseconds (none by default); a call's own timeoutMs wins. */
  readonly timeoutMs?: number;
  /**
   * Checks each response (for example validateResponse from validators, as it is); a failed check throws. A method
   * signature, so that a check typed for the spec's method names only (`<M extends MethodName>(method: M, …)`) fits.
   */
  validateResponse?(
    method: string,
    response: unknown,
  ): { readonly ok: boolean; readonly errors?: readonly { path: string; message: string }[] };
}

export interface ServiceErrorFields {
  readonly error_code: number;
  readonly description: string;
  readonly parameters?: {
    readonly retry_after?: number;
    readonly migrate_to_chat_id?: number;
    readonly [key: string]: unknown;
  };
}

/**
 * An answer that is not the envelope the spec describes (a body that is no JSON, not an object, `ok` not a boolean, no
 * `result`, an `error_code` that is no integer, …): what was wrong, of which method, with the HTTP status.
 */
export class MalformedResponseError extends Error {
  readonly method: string;
  readonly status: number;
  readonly problem: string;
  constructor(method: string, status: number, problem: string) {
    super(`the answer to ${method} (HTTP ${status}) is not the response envelope: ${problem}`);
    this.name = "MalformedResponseError";
    this.method = method;
    this.status = status;
    this.problem = problem;
  }
}

/** What a value is, for a message: `null`, `missing`, `an array`, `a string`, `an object`. */
function kindOf(v: unknown): string {
  if (v === null) return "null";
  if (v === undefined) return "missing";
  if (Array.isArray(v)) return "an array";
  return typeof v === "object" ? "an object" : `a ${typeof v}`;
}

type Envelope =
  | { readonly ok: true; readonly result: unknown }
  | { readonly ok: false; readonly fields: ServiceErrorFields }
  | { readonly problem: string };

/** The envelope of a decoded body, or what is wrong with it. */
function envelopeOf(body: unknown): Envelope {
  if (typeof body !== "object" || body === null || Array.isArray(body))
    return { problem: `the body is ${kindOf(body)}, not an object` };
  const b = body as {
    readonly ok?: unknown;
    readonly result?: unknown;
    readonly error_code?: unknown;
    readonly description?: unknown;
    readonly parameters?: unknown;
  };
  if (b.ok === true)
    return "result" in b ? { ok: true, result: b.result } : { problem: "`ok` is true but `result` is missing" };
  if (b.ok !== false) return { problem: `\`ok\` is ${kindOf(b.ok)}, not true or false` };
  if (typeof b.error_code !== "number" || !Number.isInteger(b.error_code))
    return { problem: `\`error_code\` is ${kindOf(b.error_code)}, not an integer` };
  if (b.description !== undefined && typeof b.description !== "string")
    return { problem: `\`description\` is ${kindOf(b.description)}, not a string` };
  const p = b.parameters;
  if (p !== undefined && (typeof p !== "object" || p === null || Array.isArray(p)))
    return { problem: `\`parameters\` is ${kindOf(p)}, not an object` };
  const fields = { error_code: b.error_code, description: (b.description as string | undefined) ?? "no description" };
  const parameters = p as NonNullable<ServiceErrorFields["parameters"]> | undefined;
  return { ok: false, fields: parameters === undefined ? fields : { ...fields, parameters } };
}

/** A failed call: `ok: false` in the envelope. */
export class ServiceError extends Error implements ServiceErrorFields {
  readonly error_code: number;
  readonly description: string;
  readonly parameters?: NonNullable<ServiceErrorFields["parameters"]>;
  constructor(fields: ServiceErrorFields) {
    super(`${fields.error_code}: ${fields.description}`);
    this.name = "ServiceError";
    this.error_code = fields.error_code;
    this.description = fields.description;
    if (fields.parameters !== undefined) this.parameters = fields.parameters;
  }
}

type MethodTable = {
  readonly [method: string]: { readonly params: { readonly [param: string]: { readonly upload: boolean } } };
};
/** Each method's params and result (an interface such as Methods satisfies it without an index signature). */
type MethodsMap<M> = { readonly [K in keyof M]: { readonly params: unknown; readonly result: unknown } };

/** One call's own options: an AbortSignal to cancel it, and a time limit. */
export interface CallOptions {
  readonly signal?: AbortSignal;
  readonly timeoutMs?: number;
}

export interface Client<M extends MethodsMap<M>> {
  call<K extends keyof M & string>(
    method: K,
    ...params: {} extends M[K]["params"]
      ? [params?: M[K]["params"], options?: CallOptions]
      : [params: M[K]["params"], options?: CallOptions]
  ): Promise<M[K]["result"]>;
}

const global = globalThis as unknown as {
  fetch?: FetchLike;
  FormData?: new () => { append(name: string, value: unknown, fileName?: string): void };
  Blob?: new (parts: unknown[]) => unknown;
};

function isBlob(v: unknown): boolean {
  return global.Blob !== undefined && v instanceof global.Blob;
}

function isFile(v: unknown): boolean {
  return isBlob(v) || (typeof v === "object" && v !== null && "fileName" in v && "data" in v);
}

type Form = { append(name: string, value: unknown, fileName?: string): void };

function appendFile(form: Form, name: string, v: unknown): void {
  if (isBlob(v)) return form.append(name, v, (v as { name?: string }).name ?? name);
  const f = v as { data: unknown; fileName: string };
  form.append(
    name,
    isBlob(f.data) ? f.data : new (global.Blob as new (parts: unknown[]) => unknown)([f.data]),
    f.fileName,
  );
}

/** A value with each file inside it made a part of its own, named file0, file1, …, and referred to as attach://. */
function attachNested(v: unknown, form: Form, count: { n: number }): unknown {
  if (isFile(v)) {
    const name = `file${count.n++}`;
    appendFile(form, name, v);
    return `attach://${name}`;
  }
  if (Array.isArray(v)) return v.map((x) => attachNested(x, form, count));
  if (typeof v === "object" && v !== null)
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, attachNested(x, form, count)]));
  return v;
}

function formBody(params: Record<string, unknown>): unknown {
  if (!global.FormData || !global.Blob)
    throw new Error("sending a file needs FormData and Blob (Node 18 or later, or a browser)");
  const form = new global.FormData();
  const count = { n: 0 };
  for (const [k, v] of Object.entries(params)) {
    if (v === undefined) continue;
    if (isFile(v)) appendFile(form, k, v);
    else if (typeof v === "string") form.append(k, v);
    else form.append(k, JSON.stringify(attachNested(v, form, count)));
  }
  return form;
}

/** Whether a value holds a file anywhere inside it. */
function holdsFile(v: unknown, depth = 0): boolean {
  if (isFile(v)) return true;
  if (depth > 32 || typeof v !== "object" || v === null) return false;
  return Object.values(v).some((x) => holdsFile(x, depth + 1));
}

/** The signal a call is made with: its own, its time limit, both, or none. */
function signalOf(options: CallOptions | undefined, timeoutMs: number | undefined): AbortSignal | undefined {
  const limit = options?.timeoutMs ?? timeoutMs;
  const timer = limit !== undefined ? AbortSignal.timeout(limit) : undefined;
  const own = options?.signal;
  if (!own || !timer) return own ?? timer;
  const any = (AbortSignal as { any?: (signals: AbortSignal[]) => AbortSignal }).any;
  if (any) return any([own, timer]);
  const both = new AbortController();
  for (const s of [own, timer]) s.addEventListener("abort", () => both.abort(s.reason), { once: true });
  return both.signal;
}

export function createClient<M extends MethodsMap<M>>(options: ClientOptions, table: MethodTable): Client<M> {
  const doFetch = options.fetch ?? global.fetch;
  if (!doFetch) throw new Error("no fetch: pass options.fetch");
  const base = options.baseUrl.replace(/\/+$/, "");
  return {
    async call(method: string, ...rest: unknown[]) {
      const params = (rest[0] ?? {}) as Record<string, unknown>;
      const uploads = Object.entries(params).some(
        ([k, v]) => ((table[method]?.params[k]?.upload ?? false) && isFile(v)) || holdsFile(v),
      );
      const signal = signalOf(rest[1] as CallOptions | undefined, options.timeoutMs);
      const init = {
        ...(uploads
          ? { method: "POST", body: formBody(params) }
          : { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(params) }),
        ...(signal ? { signal } : {}),
      };
      const reply = await doFetch(`${base}/bot${options.token}/${method}`, init);
      let body: unknown;
      try {
        body = await reply.json();
      } catch (error) {
        throw new MalformedResponseError(method, reply.status, `the body is not JSON (${(error as Error).message})`);
      }
      const envelope = envelopeOf(body);
      if ("problem" in envelope) throw new MalformedResponseError(method, reply.status, envelope.problem);
      if (options.validateResponse) {
        const check = options.validateResponse(method, body);
        if (!check.ok)
          throw new Error(
            `the response of ${method} is not what the spec says: ${check.errors?.map((e) => `${e.path} ${e.message}`).join("; ") ?? ""}`,
          );
      }
      if (envelope.ok) return envelope.result as never;
      throw new ServiceError(envelope.fields);
    },
  } as Client<M>;
}
