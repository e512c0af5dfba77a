// The renderer's worker thread: loads the emitters, ts-morph and prettier (and prettier's TypeScript parser, by
// formatting a line) as soon as it starts, then renders each model it is sent.
import { parentPort } from "node:worker_threads";
import type { SpecModel } from "./model/model.ts";
import { renderModel } from "./render.ts";

const warm = Promise.all([
  import("./emit/emit-all.ts"),
  import("./emit/format.ts").then((f) => f.formatFiles([{ path: "warm.ts", contents: "const a: number = 1;\n" }])),
]);

parentPort?.on("message", (m: { id: number; model: SpecModel; artifacts?: string[] }) => {
  warm
    .then(() => renderModel(m.model, m.artifacts))
    .then((files) => parentPort?.postMessage({ id: m.id, files }))
    .catch((e: unknown) =>
      parentPort?.postMessage({ id: m.id, error: e instanceof Error ? (e.stack ?? e.message) : String(e) }),
    );
});
