// Drafts → model: types, methods, envelope, conventions and history, each node with its source position.
import type { DiagnosticSink } from "../model/diagnostics.ts";
import type { SpecDraft } from "../parse/drafts.ts";
import { hashSources, positionAt, spanPosition, type SourceText } from "../model/source.ts";
import { referencedNames } from "../model/types.ts";
import type { BuildContext, Explained } from "./build-fields.ts";
import { buildEnvelope, buildMethods } from "./build-methods.ts";
import { addImpliedUnions, buildTypes } from "./build-types.ts";
import { mergeLimits, readLimits } from "./build-limits.ts";
import { resolveReferences } from "./build-references.ts";
import type { Envelope, Method, NotShown, SpecModel, TypeDef, TypeRef, Usage, VersionEntry } from "../model/model.ts";
import { directions } from "../model/direction.ts";
import { markdownOf } from "../model/marked-text.ts";

/** Every type name a model refers to, in order of appearance. */
export function allReferences(types: readonly TypeDef[], methods: readonly Method[]): string[] {
  const refs: TypeRef[] = [];
  for (const t of types) if (t.kind === "object") refs.push(...t.fields.map((f) => f.type));
  for (const m of methods) refs.push(...m.params.map((p) => p.type), ...(m.result ? [m.result] : []));
  return refs.flatMap(referencedNames);
}

/** Each type with how it is used, from what reaches it: sent, received or both. */
function withUsage(types: TypeDef[], methods: readonly Method[], envelope: Envelope): TypeDef[] {
  const dirs = directions({ types, methods, envelope });
  const usage = (name: string): Usage =>
    dirs.get(name) === "request" ? "sent" : dirs.get(name) === "response" ? "received" : "both";
  return types.map((t) => ({ ...t, usage: usage(t.name) }));
}

export interface BuildInput {
  readonly sources: readonly SourceText[];
  readonly draft: SpecDraft;
  readonly sourceDir: string;
  /** Filled with where each member's constraints come from, when given (`botspec explain`). */
  readonly explained?: Map<string, Explained>;
}

/** The model, its text as written: descriptions, notes and cells as the documents have them (inline-marks.ts). */
export function buildModel(input: BuildInput, sink: DiagnosticSink): SpecModel {
  return asWritten(buildRead(input, sink));
}

function asWritten<T>(value: T): T {
  if (typeof value === "string") return markdownOf(value) as T;
  if (Array.isArray(value)) return value.map(asWritten) as T;
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, asWritten(v)])) as T;
}

function buildRead(input: BuildInput, sink: DiagnosticSink): SpecModel {
  const { draft, sources } = input;
  const ctx: BuildContext = {
    sink,
    conventions: draft.conventions,
    notes: draft.notes,
    ...(input.explained ? { explained: input.explained } : {}),
  };
  const first = sources[0];
  const start = first ? positionAt(first, 0) : { file: input.sourceDir, line: 1, column: 1 };
  const objects = buildTypes(draft.definitions, ctx);
  const plain = buildMethods(draft.methods, objects, ctx);
  const unread = new Set(draft.definitions.flatMap((d) => (d.kind === "object" && d.list.unread ? [d.name] : [])));
  const limited = mergeLimits(objects, plain, readLimits(draft.limits, objects, plain, ctx, unread), ctx);
  const referred = resolveReferences(limited.types, limited.methods, draft.references, sink);
  const methods = referred.methods;
  const envelope = buildEnvelope(draft.envelope, ctx, start);
  const implied = addImpliedUnions(referred.types, allReferences(referred.types, methods), sink);
  const types = withUsage(implied, methods, envelope);
  const history: VersionEntry[] = draft.history.map((h) => ({
    version: h.version,
    date: h.date,
    changes: h.changes,
    position: spanPosition(h.at),
  }));
  if (history.length === 0 && !draft.brokenTables.includes("versioning"))
    sink.error(start, `no Versioning table; expected "| Version | Date | Changes |" with the newest version first`);
  const notShown: NotShown[] = draft.conventions.notShown.flatMap((n) =>
    n.kind === "type" ? [] : [{ kind: n.kind, name: n.name, position: spanPosition(n.at), note: n.note }],
  );
  return {
    kind: "spec",
    version: history[0]?.version.split(",")[0]?.trim() ?? "",
    sourceHash: hashSources(sources),
    sourceDir: input.sourceDir,
    files: sources.map((s) => s.path),
    types,
    methods,
    envelope,
    notShown,
    history,
  };
}
