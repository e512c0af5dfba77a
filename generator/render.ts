// The flow, rendering side: model → emitters → prettier. In the built CLI it runs in a worker thread that loads
// ts-morph and prettier while the main thread reads the spec; from TypeScript sources (tests, tsx) it runs in-process.
import { Worker } from "node:worker_threads";
import type { Diagnostic } from "./diagnostics.ts";
import type { OutputFile } from "./emit/shared/output.ts";
import type { SpecModel } from "./model/model.ts";

/** What a render is doing: emitting the artifacts, then formatting them. */
export type RenderStage = (stage: "emitting" | "formatting") => void;

export interface Renderer {
  render(model: SpecModel, artifacts?: readonly string[], stage?: RenderStage): Promise<OutputFile[]>;
  close(): Promise<void>;
}

import { ARTIFACT_NAMES, ARTIFACT_TABLE, artifactOf } from "./emit/artifacts.ts";

/** The artifacts that need ts-morph and prettier; the others are rendered where the model is. */
const HEAVY = ARTIFACT_TABLE.filter((a) => a.heavy).map((a) => a.name);

/** Every artifact of a model, formatted, with paths relative to its output folder. */
export async function renderModel(
  model: SpecModel,
  artifacts?: readonly string[],
  stage?: RenderStage,
): Promise<OutputFile[]> {
  const [{ emitAll }, { formatFiles }, { readAssets }] = await Promise.all([
    import("./emit/emit-all.ts"),
    import("./emit/format.ts"),
    import("./read.ts"),
  ]);
  stage?.("emitting");
  const files = await emitAll(model, readAssets(), artifacts);
  stage?.("formatting");
  return formatFiles(files);
}

/** The artifacts that need neither ts-morph nor prettier, rendered in this thread. */
async function renderLight(model: SpecModel, artifacts: readonly string[]): Promise<OutputFile[]> {
  const [{ emitLight }, { readAssets }] = await Promise.all([import("./emit/emit-all.ts"), import("./read.ts")]);
  return emitLight(model, readAssets(), artifacts);
}

function inProcess(): Renderer {
  return { render: renderModel, close: async () => {} };
}

interface Channel {
  /** The heavy artifacts of a model, rendered by the worker. */
  request(model: SpecModel, artifacts: readonly string[], stage?: RenderStage): Promise<OutputFile[]>;
  /** Resolves once the worker has kept its compiled code after every render (or has failed). */
  settled(): Promise<void>;
}

/** Requests to the worker and their answers: the files (or an error), then word that its code cache is kept. */
function channel(worker: Worker): Channel {
  let next = 0;
  const pending = new Map<
    number,
    { resolve: (f: OutputFile[]) => void; reject: (e: Error) => void; stage?: RenderStage | undefined }
  >();
  const saving = new Set<number>();
  let allSaved = () => {};
  const saved = (id?: number) => {
    if (id === undefined) saving.clear();
    else saving.delete(id);
    if (saving.size === 0) allSaved();
  };
  type Message = { id: number; files?: OutputFile[]; error?: string; saved?: true; stage?: "formatting" };
  worker.on("message", (m: Message) => {
    if (m.stage) return pending.get(m.id)?.stage?.(m.stage);
    if (m.saved || m.error !== undefined) saved(m.id);
    if (m.saved) return;
    const p = pending.get(m.id);
    pending.delete(m.id);
    if (m.files) p?.resolve(m.files);
    else p?.reject(new Error(m.error ?? "the renderer failed"));
  });
  worker.on("error", (e) => {
    for (const p of pending.values()) p.reject(e);
    pending.clear();
    saved();
  });
  return {
    request: (model, artifacts, stage) =>
      new Promise((resolve, reject) => {
        const id = next++;
        pending.set(id, { resolve, reject, stage });
        saving.add(id);
        worker.postMessage({ id, model, artifacts });
      }),
    // Bounded: a cache is never worth a hang.
    settled: () =>
      saving.size === 0
        ? Promise.resolve()
        : new Promise((resolve) => ((allSaved = resolve), setTimeout(resolve, 5000).unref())),
  };
}

function inWorker(url: URL): Renderer {
  const worker = new Worker(url);
  worker.unref();
  const heavy = channel(worker);
  return {
    render: async (model, artifacts = ARTIFACT_NAMES, stage) => {
      stage?.("emitting");
      const [a, b] = await Promise.all([
        heavy.request(
          model,
          artifacts.filter((x) => HEAVY.includes(x)),
          stage,
        ),
        renderLight(
          model,
          artifacts.filter((x) => !HEAVY.includes(x)),
        ),
      ]);
      // In emitter order, as in-process rendering gives them.
      return ARTIFACT_NAMES.flatMap((name) => [...a, ...b].filter((f) => artifactOf(f.path) === name));
    },
    close: async () => {
      await heavy.settled();
      await worker.terminate();
    },
  };
}

/** A renderer that starts loading at once: a worker when running as built JavaScript, else in-process. */
export function startRenderer(): Renderer {
  const url = new URL("./render-worker.js", import.meta.url);
  return import.meta.url.endsWith(".js") ? inWorker(url) : inProcess();
}

/** One spec folder read and rendered (in-process): its model, its files and the warnings of reading it. */
export async function generateVersion(
  specDir: string,
  anchor: string = specDir,
  artifacts?: readonly string[],
): Promise<{ model: SpecModel; files: OutputFile[]; warnings: Diagnostic[] }> {
  const { loadSpec } = await import("./pipeline.ts");
  const { model, warnings } = loadSpec(specDir, anchor);
  return { model, warnings, files: await renderModel(model, artifacts) };
}
