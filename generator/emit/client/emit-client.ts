// client.ts: a typed client transport for the spec's methods (createClient, typed by Methods), and the hand-written
// runtime it calls, copied alongside in TypeScript and as an ES module (.mjs).
import { bannerComment } from "../shared/banner.ts";
import type { EmitContext, OutputFile } from "../shared/output.ts";

export const CLIENT_RUNTIME_FILES = ["client-runtime.mjs", "client-runtime.ts"] as const;

export function emitClient(ctx: EmitContext): OutputFile[] {
  const client = [
    bannerComment(ctx),
    'import { methods, type Methods } from "./methods.js";',
    'import { createClient as create, type Client, type ClientOptions } from "./client-runtime.js";',
    "",
    'export { ServiceError, type Client, type ClientOptions, type ServiceErrorFields } from "./client-runtime.js";',
    "",
    '/** A client for every method of the spec: `await createClient({ token, baseUrl }).call("getUpdates", { limit: 10 })`. */',
    "export function createClient(options: ClientOptions): Client<Methods> {",
    "  return create<Methods>(options, methods);",
    "}",
    "",
  ].join("\n");
  const runtime = CLIENT_RUNTIME_FILES.map((f) => ({
    path: f,
    contents: `${bannerComment(ctx)}\n${ctx.assets[f] ?? ""}`,
    formatted: true,
  }));
  return [{ path: "client.ts", contents: client, formatted: true }, ...runtime];
}
