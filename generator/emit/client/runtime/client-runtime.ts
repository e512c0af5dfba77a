// botspec client runtime: calls methods of the Bot Service the way the spec says (POST /bot<token>/METHOD_NAME, JSON
// when no parameter holds a file, multipart/form-data when one does), decodes the envelope into the result or a
// ServiceError carrying error_code, description and parameters (so a caller can honour retry_after). Hand-written in
// TypeScript; client-runtime.mjs is the same code without its types. No dependencies: fetch, FormData and Blob are the
// platform's (Node 18+, browsers, Deno, Bun).

/** What fetch a client needs: the platform's, or any compatible one. */
export type FetchLike = (
  url: string,
  init: { method: string; headers?: Record<string, string>; body?: unknown },
) => Promise<{ readonly status: number; json(): Promise<unknown> }>;

export interface ClientOptions {
  readonly token: string;
  /** The service's base, without /bot<token>: `https://…` or a local server or the fake service. */
  readonly baseUrl: string;
  readonly fetch?: FetchLike;
  /** Checks each result (for example with validateResponse from validators); a failed check throws. */
  readonly validateResponse?: (
    method: string,
    response: unknown,
  ) => { readonly ok: boolean; readonly errors?: readonly { path: string; message: string }[] };
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

export interface Client<M extends MethodsMap<M>> {
  call<K extends keyof M & string>(
    method: K,
    ...params: {} extends M[K]["params"] ? [params?: M[K]["params"]] : [params: M[K]["params"]]
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

function formBody(params: Record<string, unknown>): unknown {
  if (!global.FormData || !global.Blob)
    throw new Error("sending a file needs FormData and Blob (Node 18 or later, or a browser)");
  const form = new global.FormData();
  for (const [k, v] of Object.entries(params)) {
    if (v === undefined) continue;
    if (isBlob(v)) form.append(k, v, (v as { name?: string }).name ?? k);
    else if (isFile(v)) {
      const f = v as { data: unknown; fileName: string };
      form.append(k, isBlob(f.data) ? f.data : new global.Blob([f.data]), f.fileName);
    } else form.append(k, typeof v === "string" ? v : JSON.stringify(v));
  }
  return form;
}

export function createClient<M extends MethodsMap<M>>(options: ClientOptions, table: MethodTable): Client<M> {
  const doFetch = options.fetch ?? global.fetch;
  if (!doFetch) throw new Error("no fetch: pass options.fetch");
  const base = options.baseUrl.replace(/\/+$/, "");
  return {
    async call(method: string, ...rest: unknown[]) {
      const params = (rest[0] ?? {}) as Record<string, unknown>;
      const uploads =
        Object.entries(params).some(([k, v]) => (table[method]?.params[k]?.upload ?? false) && isFile(v)) ||
        Object.values(params).some(isFile);
      const init = uploads
        ? { method: "POST", body: formBody(params) }
        : { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(params) };
      const response = (await (await doFetch(`${base}/bot${options.token}/${method}`, init)).json()) as {
        ok?: boolean;
        result?: unknown;
      } & Partial<ServiceErrorFields>;
      if (options.validateResponse) {
        const check = options.validateResponse(method, response);
        if (!check.ok)
          throw new Error(
            `the response of ${method} is not what the spec says: ${check.errors?.map((e) => `${e.path} ${e.message}`).join("; ") ?? ""}`,
          );
      }
      if (response.ok === true) return response.result as never;
      throw new ServiceError({
        error_code: response.error_code ?? 0,
        description: response.description ?? "no description",
        ...(response.parameters ? { parameters: response.parameters } : {}),
      });
    },
  } as Client<M>;
}
