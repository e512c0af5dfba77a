// The flow, rendering side: model → emitters → prettier → the files, and the Markdown reading that can run beside
// the main thread. In the built CLI a worker thread (render-worker.ts) parses part of the documents while the main
// thread parses the rest, then loads ts-morph and prettier while the main thread builds the model, then builds and
// lays out the TypeScript artifacts while the main thread emits the others: both cores, one run. From TypeScript
// sources (tests, tsx) everything runs in-process. Every artifact is recalled from the stage store where its part
// of the model is unchanged (render-artifacts.ts), every statement's layout where its text is (emit/format.ts).
import { Worker } from "node:worker_threads";
import { sortDiagnostics, type Diagnostic } from "../model/diagnostics.ts";
import type { OutputFile } from "../emit/shared/output.ts";
import type { SpecModel } from "../model/model.ts";
import type { DocumentData } from "../parse/markdown/section-codec.ts";
import type { SourceText } from "../model/source.ts";
import { renderArtifacts, type RenderRows } from "./render-artifacts.ts";
import type { StageStore } from "../model/stages.ts";

/** What a render is doing: emitting the artifacts, then formatting them. */
export type RenderStage = (stage: "emitting" | "formatting") => void;

export interface RenderContext {
  /** botspec's build and its libraries' versions: part of every key. */
  readonly keyBase: string;
  readonly store?: StageStore | undefined;
  /** The folder of the stage store, where the worker keeps the layouts it makes. */
  readonly storeDir?: string | undefined;
  readonly stage?: RenderStage | undefined;
}

export interface Renderer {
  render(model: SpecModel, artifacts: readonly string[] | undefined, ctx: RenderContext): Promise<OutputFile[]>;
  /** Documents read into sections by the renderer's thread while the caller reads others; none in-process. */
  readonly parse?: (sources: readonly SourceText[], ctx: RenderContext) => Promise<DocumentData[]>;
  /** Load ts-morph and prettier now (the model will follow). */
  warm(): void;
  close(): Promise<void>;
}

/** Every artifact's files, in table order; ts-morph and prettier in this thread. */
export async function renderModel(
  model: SpecModel,
  artifacts?: readonly string[],
  ctx: RenderContext = { keyBase: "" },
): Promise<OutputFile[]> {
  const { ARTIFACT_NAMES } = await import("../emit/artifacts.ts");
  const rows = async (m: SpecModel, names: readonly string[]) => formatHere(await emitRows(m, names), ctx);
  return renderArtifacts(model, artifacts ?? ARTIFACT_NAMES, ctx, { typescript: rows, other: rows });
}

/** The rows' files as their emitters write them (TypeScript not yet laid out). */
export async function emitRows(model: SpecModel, names: readonly string[]): Promise<OutputFile[]> {
  if (names.length === 0) return [];
  const [{ emitAll }, { readAssets }] = await Promise.all([
    import("../emit/emit-all.ts"),
    import("../input/assets.ts"),
  ]);
  return emitAll(model, readAssets(), names);
}

/** The files laid out by prettier in this thread (statement by statement, with the store, where they have cuts). */
export async function formatHere(files: readonly OutputFile[], ctx: RenderContext): Promise<OutputFile[]> {
  const { formatFiles, needsFormat } = await import("../emit/format.ts");
  if (files.some(needsFormat)) ctx.stage?.("formatting");
  return formatFiles(files, ctx.store ? { store: ctx.store, keyBase: ctx.keyBase } : undefined);
}

function inProcess(): Renderer {
  return { render: renderModel, warm: () => {}, close: async () => {} };
}

type Answer = {
  id: number;
  error?: string;
  files?: OutputFile[];
  sections?: DocumentData[];
  kept?: [string, unknown][];
};

/** Requests to the worker, each answered once (or failed with the worker). */
function channel(worker: Worker) {
  let next = 0;
  const pending = new Map<number, { resolve: (a: Answer) => void; reject: (e: Error) => void }>();
  // The worker keeps the process alive only while it has a request to answer.
  worker.unref();
  worker.on("message", (a: Answer) => {
    const p = pending.get(a.id);
    pending.delete(a.id);
    if (pending.size === 0) worker.unref();
    if (a.error !== undefined) p?.reject(new Error(a.error));
    else p?.resolve(a);
  });
  const fail = (e: Error) => {
    for (const p of pending.values()) p.reject(e);
    pending.clear();
  };
  worker.on("error", fail);
  worker.on("exit", () => fail(new Error("the render worker stopped")));
  return (message: object): Promise<Answer> =>
    new Promise((resolve, reject) => {
      const id = next++;
      pending.set(id, { resolve, reject });
      worker.ref();
      worker.postMessage({ ...message, id });
    });
}

type Ask = ReturnType<typeof channel>;

/**
 * The TypeScript rows: ts-morph in the worker prints them; prettier lays out the largest file there and the others
 * here, at the same time. The layouts the worker makes are kept by this thread (one writer of the store).
 */
function typescriptRows(ask: Ask, ctx: RenderContext): RenderRows {
  return async (model, names) => {
    if (names.length === 0) return [];
    const printed = (await ask({ kind: "emit", model, names })).files ?? [];
    const largest = printed.reduce<OutputFile | undefined>(
      (a, f) => (a && a.contents.length >= f.contents.length ? a : f),
      undefined,
    );
    const theirs = ask({
      kind: "format",
      files: printed.filter((f) => f === largest),
      keyBase: ctx.keyBase,
      storeDir: ctx.storeDir,
    });
    const mine = await formatHere(
      printed.filter((f) => f !== largest),
      ctx,
    );
    const answer = await theirs;
    for (const [key, value] of answer.kept ?? []) ctx.store?.keep("format", key, value);
    const formatted = [...(answer.files ?? []), ...mine];
    return printed.map((f) => formatted.find((g) => g.path === f.path) ?? f);
  };
}

function inWorker(url: URL): Renderer {
  const worker = new Worker(url);
  const ask = channel(worker);
  return {
    parse: async (sources, ctx) => {
      const { keyBase, storeDir } = ctx;
      const answer = await ask({ kind: "parse", sources: sources.map((s) => s.text), keyBase, storeDir });
      for (const [key, value] of answer.kept ?? []) ctx.store?.keep("sections", key, value);
      return answer.sections ?? [];
    },
    warm: () => void ask({ kind: "warm" }).catch(() => {}),
    render: async (model, artifacts, ctx) => {
      const { ARTIFACT_NAMES } = await import("../emit/artifacts.ts");
      const other: RenderRows = async (m, names) => formatHere(await emitRows(m, names), ctx);
      return renderArtifacts(model, artifacts ?? ARTIFACT_NAMES, ctx, { typescript: typescriptRows(ask, ctx), other });
    },
    close: async () => {
      // The loop is held until the worker has stopped: a worker stopped while still busy (loading ts-morph after a
      // failed read) keeps no loop alive by itself, which ended the process before terminate() settled, with nothing
      // said (exit 13).
      const hold = setInterval(() => {}, 1_000);
      try {
        await worker.terminate();
      } finally {
        clearInterval(hold);
      }
    },
  };
}

/** A renderer: a worker when running as built JavaScript, else in-process. */
export function startRenderer(): Renderer {
  return import.meta.url.endsWith(".js") ? inWorker(new URL("./render-worker.js", import.meta.url)) : inProcess();
}

/** One spec folder read and rendered (in-process, no store): its model, its files and the warnings of reading it. */
export async function generateVersion(
  specDir: string,
  anchor: string = specDir,
  artifacts?: readonly string[],
): Promise<{ model: SpecModel; files: OutputFile[]; warnings: Diagnostic[] }> {
  const { loadSpec } = await import("./pipeline.ts");
  const { model, warnings } = loadSpec(specDir, anchor);
  const { ARTIFACT_NAMES, artifactWarnings } = await import("../emit/artifacts.ts");
  const own = await artifactWarnings(model, artifacts ?? ARTIFACT_NAMES);
  return { model, warnings: sortDiagnostics([...warnings, ...own]), files: await renderModel(model, artifacts) };
}
