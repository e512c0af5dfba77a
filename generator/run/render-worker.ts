// The render worker (render.ts): reads the documents it is handed into sections, loads ts-morph and prettier, prints
// the TypeScript artifacts of the models it is sent with ts-morph, and lays out the files it is handed with prettier,
// recalling statement layouts from its view of the stage store and answering with the ones it made (the main thread
// keeps them: it alone writes the store). One request at a time, in order.
import { parentPort } from "node:worker_threads";
import { formatFiles, prettierOptions } from "../emit/format.ts";
import type { OutputFile } from "../emit/shared/output.ts";
import { tsMorph } from "../emit/shared/ts.ts";
import type { SpecModel } from "../model/model.ts";
import { markdownParser } from "../parse/markdown/markdown.ts";
import { readDocumentData, storedPieces } from "../parse/markdown/pieces.ts";
import { makeSource } from "../model/source.ts";
import { emitRows } from "./render.ts";
import type { StageKind, StageStore } from "../model/stages.ts";
import { openStageStore } from "../write/stage-store.ts";

type Request =
  | { id: number; kind: "parse"; sources: string[]; keyBase: string; storeDir?: string }
  | { id: number; kind: "warm" }
  | { id: number; kind: "emit"; model: SpecModel; names: string[] }
  | { id: number; kind: "format"; files: OutputFile[]; keyBase: string; storeDir?: string };

/** Per store folder: the store as read when first used, and what this thread made since (a --watch session). */
const views = new Map<string, { disk: StageStore; made: Map<string, unknown> }>();

function warm(): void {
  tsMorph();
  prettierOptions();
}

/** The store in `dir` as this thread sees it; what is kept goes into `kept` too, for the main thread to keep. */
function storeView(dir: string, kept: [string, unknown][]): StageStore {
  let view = views.get(dir);
  if (!view) views.set(dir, (view = { disk: openStageStore(dir), made: new Map() }));
  const { disk, made } = view;
  return {
    recall: <T>(kind: StageKind, key: string) =>
      (made.get(`${kind}:${key}`) ?? disk.recall(kind, key)) as T | undefined,
    keep: (kind, key, value) => {
      made.set(`${kind}:${key}`, value);
      kept.push([key, value]);
    },
  };
}

async function answer(r: Request): Promise<object> {
  switch (r.kind) {
    case "parse": {
      const parse = markdownParser();
      const kept: [string, unknown][] = [];
      const store = r.storeDir === undefined ? undefined : storedPieces(storeView(r.storeDir, kept), r.keyBase);
      const sections = r.sources.map((text) => readDocumentData(makeSource("", text), parse, store));
      return { sections, kept };
    }
    case "warm":
      return (warm(), {});
    case "emit":
      return { files: await emitRows(r.model, r.names) };
    case "format": {
      const kept: [string, unknown][] = [];
      const store = r.storeDir === undefined ? undefined : storeView(r.storeDir, kept);
      const files = await formatFiles(r.files, store ? { store, keyBase: r.keyBase } : undefined);
      return { files, kept };
    }
  }
}

let queue = Promise.resolve();
parentPort?.on("message", (r: Request) => {
  queue = queue.then(async () => {
    try {
      parentPort?.postMessage({ id: r.id, ...(await answer(r)) });
      if (r.kind === "parse") warm();
    } catch (error) {
      parentPort?.postMessage({ id: r.id, error: error instanceof Error ? error.message : String(error) });
    }
  });
});
