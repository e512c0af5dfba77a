// The renderer's worker thread: loads the emitters, ts-morph and prettier (and prettier's TypeScript parser, by
// formatting a line) as soon as it starts, then renders each model it is sent. The renderers' large files are
// compiled from the code cache, which each render keeps, once its files are sent, with everything compiled by then
// (when there was none, or none V8 would take); the main thread waits for that when it closes the renderer.
import { parentPort } from "node:worker_threads";
import { openCodeCache } from "./code-cache.ts";
import type { SpecModel } from "./model/model.ts";
import { renderModel } from "./render.ts";

/** The CommonJS packages the renderers require (ts-morph.ts, format.ts), loaded first through the code cache. */
const RENDERERS = ["ts-morph", "prettier/standalone", "prettier/plugins/babel", "prettier/plugins/estree"];

const code = openCodeCache(import.meta.url);
for (const id of RENDERERS) code.require(id);
const warm = Promise.all([
  import("./emit/emit-all.ts"),
  import("./emit/format.ts").then((f) => f.formatFiles([{ path: "warm.ts", contents: "const a: number = 1;\n" }])),
]);

parentPort?.on("message", (m: { id: number; model: SpecModel; artifacts?: string[] }) => {
  warm
    .then(() =>
      renderModel(m.model, m.artifacts, (stage) => {
        if (stage === "formatting") parentPort?.postMessage({ id: m.id, stage });
      }),
    )
    .then((files) => {
      parentPort?.postMessage({ id: m.id, files });
      code.save();
      parentPort?.postMessage({ id: m.id, saved: true });
    })
    .catch((e: unknown) =>
      parentPort?.postMessage({ id: m.id, error: e instanceof Error ? (e.stack ?? e.message) : String(e) }),
    );
});
