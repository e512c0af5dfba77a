// One version of the spec, from its folder to its files: recalled from the render cache when botspec rendered these
// very sources with this very build before (into any folder), else read, checked and rendered (and kept). Either way
// its warnings are said again and its summary printed. The reader is loaded only when something must be read.
import { SpecError, formatDiagnostic, sortDiagnostics, warningId } from "../model/diagnostics.ts";
import { movedFile, withUtf8, type OutputFile } from "../emit/shared/output.ts";
import type { SpecModel } from "../model/model.ts";
import { hashSources } from "../model/source.ts";
import { specLabel } from "../write/paths.ts";
import { readSpecDir } from "../input/read.ts";
import type { Renderer } from "../run/render.ts";
import { renderKey, type CachedRender, type RenderCache } from "../write/cache.ts";
import type { SourceText } from "../model/source.ts";
import type { StageStore } from "../model/stages.ts";
import type { Io } from "./io.ts";
import type { Stage } from "./progress.ts";

export interface Version {
  readonly dir: string;
  /** Where its files go inside the output folder: "" for a lone version, `9.2/` in a folder of versions. */
  readonly prefix: string;
}

export interface Rendered {
  readonly version: Version;
  readonly sourceHash: string;
  readonly model: SpecModel;
  readonly files: OutputFile[];
}

export interface VersionRun {
  readonly out: string;
  readonly artifacts: readonly string[];
  readonly quiet: boolean;
  readonly io: Io;
  readonly cache: RenderCache | undefined;
  /** What each stage made in earlier runs (--no-cache: none), and its folder for the render worker. */
  readonly stages?: StageStore | undefined;
  readonly stagesDir?: string | undefined;
  /** botspec's build and its renderers: part of every cache key. */
  readonly buildId: string;
  /** Started on first use, so that a run served from the cache never loads the emitters. */
  readonly renderer: () => Renderer;
  readonly warned: Warned;
}

/** Warnings said so far: those that count for --strict, and the ids a baseline accepts and that were said. */
export interface Warned {
  count: number;
  readonly accepted: ReadonlyMap<string, string>;
  readonly seen: Set<string>;
  /** The ids the last run said (--watch): said again, they are counted, not repeated. */
  readonly previous?: ReadonlySet<string>;
  repeated: number;
}

export async function renderVersion(v: Version, run: VersionRun): Promise<Rendered> {
  const label = specLabel(v.dir, run.out);
  const sources = readSpecDir(v.dir, label);
  const sourceHash = hashSources(sources);
  const key = renderKey([run.buildId, run.artifacts.join(","), label, sourceHash]);
  const started = performance.now();
  const cached = run.cache?.recall(key);
  const entry = cached ?? withBytes(await renderFresh(v, run, label, sources));
  if (!cached) run.cache?.keep(key, entry);
  for (const w of entry.warnings) {
    const id = warningId(w);
    const reason = run.warned.accepted.get(id);
    run.warned.seen.add(id);
    if (reason === undefined) run.warned.count++;
    if (run.warned.previous?.has(id)) {
      run.warned.repeated++;
      continue;
    }
    run.io.err(`${formatDiagnostic(w)}${reason === undefined ? "" : ` (accepted ${id}: ${reason})`}`);
  }
  if (!run.quiet)
    run.io.out(
      `${summarize(entry.model, entry.warnings.length, performance.now() - started)}${cached ? " (cached)" : ""}`,
    );
  return {
    version: v,
    sourceHash,
    model: entry.model,
    files: entry.files.map((f) => movedFile(f, `${v.prefix}${f.path}`)),
  };
}

/** A render whose files carry their UTF-8, encoded once for the cache, the comparison and the manifest. */
function withBytes(entry: CachedRender): CachedRender {
  return { ...entry, files: entry.files.map(withUtf8) };
}

async function renderFresh(v: Version, run: VersionRun, label: string, sources: SourceText[]): Promise<CachedRender> {
  const renderer = run.renderer();
  const say = (stage: Stage) => run.io.progress?.(`${label}: ${stage}`);
  say("reading");
  const sections = await readSections(sources, renderer, run);
  const { modelOf } = await import("../run/pipeline.ts");
  const stages = { store: run.stages, keyBase: run.buildId, ...(sections ? { sections } : {}) };
  const { model, warnings } = modelOf(sources, label, { stage: (s) => s !== "reading" && say(s), stages });
  checkFolderName(v, model, label);
  const ctx = { keyBase: run.buildId, store: run.stages, storeDir: run.stagesDir, stage: say };
  const files = await renderer.render(model, run.artifacts, ctx);
  const { artifactWarnings } = await import("../emit/artifacts.ts");
  return { model, warnings: sortDiagnostics([...warnings, ...(await artifactWarnings(model, run.artifacts))]), files };
}

/** Below this many characters to read, a second thread would cost more than it saves. */
const PARALLEL_READ = 32 * 1024;
/** The worker's share of the text: it also loads ts-morph and prettier before the model is built. */
const WORKER_SHARE = 0.42;

/**
 * The sections of the documents that the stage store does not hold, read on both cores: the render worker reads up to
 * WORKER_SHARE of the text (whole documents, the largest that fit), then loads ts-morph and prettier while this thread
 * reads the rest and builds the model. Undefined: this thread reads them all (as parseSpec does); when that is much
 * (no store), the worker loads ts-morph and prettier meanwhile (a render not recalled whole almost always lays out
 * some TypeScript again); when the store holds nearly all (an edit), they are loaded only if an artifact needs them.
 */
async function readSections(sources: SourceText[], renderer: Renderer, run: VersionRun) {
  const { documentSections, sectionsKey } = await import("../parse/spec.ts");
  const { ARTIFACT_TABLE } = await import("../emit/artifacts.ts");
  const typescript = ARTIFACT_TABLE.some((a) => a.typescript && run.artifacts.includes(a.name));
  const unread = sources.filter((s) => !run.stages?.recall("sections", sectionsKey(run.buildId, s)));
  const total = await unreadText(unread, run);
  const warm = () => (typescript && total >= PARALLEL_READ ? renderer.warm() : undefined);
  if (!renderer.parse || total < PARALLEL_READ) return (warm(), undefined);
  const theirs: SourceText[] = [];
  let share = 0;
  for (const s of [...unread].sort((a, b) => b.text.length - a.text.length))
    if (share + s.text.length <= total * WORKER_SHARE) (theirs.push(s), (share += s.text.length));
  if (theirs.length === 0) return (warm(), undefined);
  const asked = renderer.parse(theirs, { keyBase: run.buildId, store: run.stages, storeDir: run.stagesDir });
  const stages = { store: run.stages, keyBase: run.buildId };
  const sections = new Map(
    sources.filter((s) => !theirs.includes(s)).map((s) => [s.path, documentSections(s, stages)]),
  );
  const { decodeSections } = await import("../parse/markdown/section-codec.ts");
  const read = await asked.catch(() => undefined);
  theirs.forEach((s, i) => {
    const data = read?.[i];
    if (!data) return;
    run.stages?.keep("sections", sectionsKey(run.buildId, s), data);
    sections.set(s.path, decodeSections(s, data));
  });
  return sections;
}

/** The characters of these documents that remark would read (those of pieces the stage store does not hold). */
async function unreadText(unread: readonly SourceText[], run: VersionRun): Promise<number> {
  const store = run.stages;
  if (!store) return unread.reduce((n, s) => n + s.text.length, 0);
  const pieces = await import("../parse/markdown/pieces.ts");
  const held = pieces.storedPieces(store, run.buildId);
  return unread.reduce((n, s) => n + pieces.unreadText(s, held), 0);
}

/** In a folder of versions, each version folder is named by its Versioning table. */
function checkFolderName(v: Version, model: SpecModel, label: string): void {
  if (v.prefix === "" || `${model.version}/` === v.prefix) return;
  throw new SpecError([
    {
      severity: "error",
      position: model.history[0]?.position ?? { file: label, line: 1, column: 1 },
      message: `${label} holds version ${model.version} by its Versioning table; expected the folder to be named ${model.version}`,
    },
  ]);
}

export function summarize(model: SpecModel, warnings: number, ms: number): string {
  const count = (kind: string) => model.types.filter((t) => t.kind === kind).length;
  const fields = model.types.reduce((n, t) => n + (t.kind === "object" ? t.fields.length : 0), 0);
  const shown = model.methods.filter((m) => m.shown).length;
  const params = model.methods.reduce((n, m) => n + m.params.length, 0);
  return `${model.version}: ${model.types.length} types (${count("object")} objects, ${count("union")} unions, ${count("opaque")} opaque), ${fields} fields, ${model.methods.length} methods (${shown} shown), ${params} params, ${warnings} warning(s) in ${Math.round(ms)} ms`;
}
