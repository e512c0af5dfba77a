// botspec client runtime: calls methods of the Bot Service the way the spec says (POST /bot<token>/METHOD_NAME, JSON
// when no parameter holds a file, multipart/form-data when one does: a file in a parameter is a part of that name, a
// file nested in a parameter (InputMedia*.media) is a part named for it and referred to as `attach://<name>`), decodes the envelope into the result or a
// ServiceError carrying error_code, description and parameters (so a caller can honour retry_after). Hand-written in
// TypeScript; client-runtime.mjs is the same code without its types. No dependencies: fetch, FormData and Blob are the
// platform's (Node 18+, browsers, Deno, Bun).
/**
 * An answer that is not the envelope the spec describes (a body that is no JSON, not an object, `ok` not a boolean, no
 * `result`, an `error_code` that is no integer, …): what was wrong, of which method, with the HTTP status.
 */
export class MalformedResponseError extends Error {
  method;
  status;
  problem;
  constructor(method, status, problem) {
    super(`the answer to ${method} (HTTP ${status}) is not the response envelope: ${problem}`);
    this.name = "MalformedResponseError";
    this.method = method;
    this.status = status;
    this.problem = problem;
  }
}
/** What a value is, for a message: `null`, `missing`, `an array`, `a string`, `an object`. */
function kindOf(v) {
  if (v === null) return "null";
  if (v === undefined) return "missing";
  if (Array.isArray(v)) return "an array";
  return typeof v === "object" ? "an object" : `a ${typeof v}`;
}
/** The envelope of a decoded body, or what is wrong with it. */
function envelopeOf(body) {
  if (typeof body !== "object" || body === null || Array.isArray(body))
    return { problem: `the body is ${kindOf(body)}, not an object` };
  const b = body;
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
  const fields = { error_code: b.error_code, description: b.description ?? "no description" };
  const parameters = p;
  return { ok: false, fields: parameters === undefined ? fields : { ...fields, parameters } };
}
/** A failed call: `ok: false` in the envelope. */
export class ServiceError extends Error {
  error_code;
  description;
  parameters;
  constructor(fields) {
    super(`${fields.error_code}: ${fields.description}`);
    this.name = "ServiceError";
    this.error_code = fields.error_code;
    this.description = fields.description;
    if (fields.parameters !== undefined) this.parameters = fields.parameters;
  }
}
const global = globalThis;
function isBlob(v) {
  return global.Blob !== undefined && v instanceof global.Blob;
}
function isFile(v) {
  return isBlob(v) || (typeof v === "object" && v !== null && "fileName" in v && "data" in v);
}
function appendFile(form, name, v) {
  if (isBlob(v)) return form.append(name, v, v.name ?? name);
  const f = v;
  form.append(name, isBlob(f.data) ? f.data : new global.Blob([f.data]), f.fileName);
}
/** A value with each file inside it made a part of its own, named file0, file1, …, and referred to as attach://. */
function attachNested(v, form, count) {
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
function formBody(params) {
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
function holdsFile(v, depth = 0) {
  if (isFile(v)) return true;
  if (depth > 32 || typeof v !== "object" || v === null) return false;
  return Object.values(v).some((x) => holdsFile(x, depth + 1));
}
/** The signal a call is made with: its own, its time limit, both, or none. */
function signalOf(options, timeoutMs) {
  const limit = options?.timeoutMs ?? timeoutMs;
  const timer = limit !== undefined ? AbortSignal.timeout(limit) : undefined;
  const own = options?.signal;
  if (!own || !timer) return own ?? timer;
  const any = AbortSignal.any;
  if (any) return any([own, timer]);
  const both = new AbortController();
  for (const s of [own, timer]) s.addEventListener("abort", () => both.abort(s.reason), { once: true });
  return both.signal;
}
export function createClient(options, table) {
  const doFetch = options.fetch ?? global.fetch;
  if (!doFetch) throw new Error("no fetch: pass options.fetch");
  const base = options.baseUrl.replace(/\/+$/, "");
  return {
    async call(method, ...rest) {
      const params = rest[0] ?? {};
      const uploads = Object.entries(params).some(
        ([k, v]) => ((table[method]?.params[k]?.upload ?? false) && isFile(v)) || holdsFile(v),
      );
      const signal = signalOf(rest[1], options.timeoutMs);
      const init = {
        ...(uploads
          ? { method: "POST", body: formBody(params) }
          : { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(params) }),
        ...(signal ? { signal } : {}),
      };
      const reply = await doFetch(`${base}/bot${options.token}/${method}`, init);
      let body;
      try {
        body = await reply.json();
      } catch (error) {
        throw new MalformedResponseError(method, reply.status, `the body is not JSON (${error.message})`);
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
      if (envelope.ok) return envelope.result;
      throw new ServiceError(envelope.fields);
    },
  };
}
