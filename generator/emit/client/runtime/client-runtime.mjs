// botspec client runtime: calls methods of the Bot Service the way the spec says (POST /bot<token>/METHOD_NAME, JSON
// when no parameter holds a file, multipart/form-data when one does), decodes the envelope into the result or a
// ServiceError carrying error_code, description and parameters (so a caller can honour retry_after). Hand-written in
// TypeScript; client-runtime.mjs is the same code without its types. No dependencies: fetch, FormData and Blob are the
// platform's (Node 18+, browsers, Deno, Bun).
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
function formBody(params) {
  if (!global.FormData || !global.Blob)
    throw new Error("sending a file needs FormData and Blob (Node 18 or later, or a browser)");
  const form = new global.FormData();
  for (const [k, v] of Object.entries(params)) {
    if (v === undefined) continue;
    if (isBlob(v)) form.append(k, v, v.name ?? k);
    else if (isFile(v)) {
      const f = v;
      form.append(k, isBlob(f.data) ? f.data : new global.Blob([f.data]), f.fileName);
    } else form.append(k, typeof v === "string" ? v : JSON.stringify(v));
  }
  return form;
}
export function createClient(options, table) {
  const doFetch = options.fetch ?? global.fetch;
  if (!doFetch) throw new Error("no fetch: pass options.fetch");
  const base = options.baseUrl.replace(/\/+$/, "");
  return {
    async call(method, ...rest) {
      const params = rest[0] ?? {};
      const uploads =
        Object.entries(params).some(([k, v]) => (table[method]?.params[k]?.upload ?? false) && isFile(v)) ||
        Object.values(params).some(isFile);
      const init = uploads
        ? { method: "POST", body: formBody(params) }
        : { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(params) };
      const response = await (await doFetch(`${base}/bot${options.token}/${method}`, init)).json();
      if (options.validateResponse) {
        const check = options.validateResponse(method, response);
        if (!check.ok)
          throw new Error(
            `the response of ${method} is not what the spec says: ${check.errors?.map((e) => `${e.path} ${e.message}`).join("; ") ?? ""}`,
          );
      }
      if (response.ok === true) return response.result;
      throw new ServiceError({
        error_code: response.error_code ?? 0,
        description: response.description ?? "no description",
        ...(response.parameters ? { parameters: response.parameters } : {}),
      });
    },
  };
}
