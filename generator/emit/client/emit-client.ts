// client.ts: a typed client transport for the spec's methods (createClient, typed by Methods), built as ts-morph
// structures and laid out by prettier, and the hand-written runtime it calls, copied alongside in TypeScript and as an
// ES module (.mjs).
import { bannerComment } from "../shared/banner.ts";
import type { EmitContext, OutputFile } from "../shared/output.ts";
import { functionStructure, name, namedImport, printStatements, type PrintedSource } from "../shared/ts.ts";

export const CLIENT_RUNTIME_FILES = ["client-runtime.mjs", "client-runtime.ts"] as const;

const RUNTIME = "./client-runtime.js";

function clientSource(ctx: EmitContext): PrintedSource {
  const createClient = functionStructure(
    {
      name: "createClient",
      docs: {
        description:
          'A client for every method of the spec: `await createClient({ token, baseUrl }).call("getUpdates", { limit: 10 })`.',
        tags: [],
      },
    },
    [{ name: "options", type: name("ClientOptions") }],
    name("Client<Methods>"),
    [(w) => w.write("return create<Methods>(options, methods);")],
  );
  return printStatements([
    bannerComment(ctx),
    namedImport("./methods.js", [{ name: "methods" }, { name: "Methods", type: true }]),
    namedImport(RUNTIME, [
      { name: "createClient", alias: "create" },
      { name: "Client", type: true },
      { name: "ClientOptions", type: true },
    ]),
    (w) => w.blankLine(),
    namedImport(
      RUNTIME,
      [
        { name: "ServiceError" },
        { name: "MalformedResponseError" },
        { name: "Client", type: true },
        { name: "ClientOptions", type: true },
        { name: "ServiceErrorFields", type: true },
      ],
      "export",
    ),
    createClient,
  ]);
}

export function emitClient(ctx: EmitContext): OutputFile[] {
  const runtime = CLIENT_RUNTIME_FILES.map((f) => ({
    path: f,
    contents: `${bannerComment(ctx)}\n${ctx.assets[f] ?? ""}`,
    formatted: true,
  }));
  const printed = clientSource(ctx);
  return [{ path: "client.ts", contents: printed.text, cuts: printed.cuts }, ...runtime];
}
