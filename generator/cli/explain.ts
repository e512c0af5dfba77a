// explain: for a type, a field, a method, a parameter or a whole version, each constraint of the model with the words
// of the spec it came from (the member's place and the clause), the groups of a type, and each warning with its id
// (the id a warnings baseline lists). `--warnings --json` prints the warnings as a baseline file to start from.
import type { Diagnostic } from "../model/diagnostics.ts";
import { formatDiagnostic, sortDiagnostics, warningId } from "../model/diagnostics.ts";
import type { Explained } from "../ir/build-fields.ts";
import type { Constraints, Field, GroupKind, Param, SpecModel, TypeRef } from "../model/model.ts";
import { showType } from "../model/show-type.ts";
import { GROUP_COUNT } from "../model/group-kind.ts";
import type { NoteStatement } from "../parse/drafts.ts";
import { join } from "node:path";
import { identity } from "../run/identity.ts";
import { specLabel } from "../write/paths.ts";
import { readSpecDir } from "../input/read.ts";
import { cacheFolder, openRenderCache, renderKey } from "../write/cache.ts";
import { hashSources } from "../model/source.ts";
import { openStageStore } from "../write/stage-store.ts";
import type { Io } from "./io.ts";

export interface ExplainOptions {
  readonly dir: string;
  readonly target?: string;
  readonly json: boolean;
  readonly warningsOnly: boolean;
  /** List the clauses read as nothing (see Explained.unread). */
  readonly unread?: boolean;
}

type Construct = NoteStatement["construct"];

/** The render cache's name for where each constraint came from, kept beside an explained model. */
const EXPLAINED = "explained.json";

/** The constructs that give both ends of a range. */
const RANGES: readonly Construct[] = ["range", "range-below", "range-above", "range-open", "range-except", "range-or"];

/** Which constructs give each constraint. */
const SOURCES: Readonly<Record<string, readonly Construct[]>> = {
  enum: ["enum", "enum-list", "enum-numbers"],
  const: ["const", "const-word"],
  minLength: ["length", "length-min", "length-above", "non-empty", "length-non-empty"],
  maxLength: ["length", "length-max", "length-below", "length-non-empty"],
  minimum: [...RANGES, "unsigned-bits", "min", "above", "positive", "non-negative"],
  maximum: [...RANGES, "unsigned-bits", "max", "below"],
  integerBits: ["bits", "wide"],
  pattern: ["charset", "pattern"],
  default: ["default", "default-marked"],
  items: ["list-length", "list-max", "list-min", "list-max-each", "list-max-per", "non-empty"],
};

interface Entry {
  readonly path: string;
  readonly type: string;
  readonly at: string;
  readonly constraints: {
    readonly key: string;
    readonly value: unknown;
    /** The unit a length is counted in. */
    readonly unit?: string;
    readonly from: readonly string[];
  }[];
  readonly warnings: { readonly id: string; readonly line: string }[];
}

/**
 * The model with where each constraint came from: recalled whole from the render cache when this build explained
 * these very sources before; else read (the documents and notes read before recalled from the stage store) and kept.
 */
async function explainedModel(opts: ExplainOptions, io: Io, explained: Map<string, Explained>) {
  const label = specLabel(opts.dir, io.cwd);
  const sources = readSpecDir(opts.dir, label);
  const buildId = identity().buildId;
  const key = renderKey([buildId, "explain", label, hashSources(sources)]);
  const cache = openRenderCache(io.cwd, opts.dir);
  const entry = cache?.recall(key);
  const kept = entry?.files.find((f) => f.path === EXPLAINED);
  if (entry && kept) {
    for (const [path, e] of JSON.parse(kept.contents) as [string, Explained][]) explained.set(path, e);
    return { model: entry.model, warnings: entry.warnings };
  }
  // The reader is loaded only on a miss.
  const { modelOf } = await import("../run/pipeline.ts");
  const folder = cacheFolder(io.cwd, opts.dir);
  const store = folder ? openStageStore(join(folder, "stages")) : undefined;
  const stages = store ? { store, keyBase: buildId } : undefined;
  try {
    const read = modelOf(sources, label, { explained, stages });
    const { ARTIFACT_NAMES, artifactWarnings } = await import("../emit/artifacts.ts");
    const { model } = read;
    const warnings = sortDiagnostics([...read.warnings, ...(await artifactWarnings(model, ARTIFACT_NAMES))]);
    const files = [{ path: EXPLAINED, contents: JSON.stringify([...explained]) }];
    cache?.keep(key, { model, warnings, files });
    return { model, warnings };
  } finally {
    store?.save();
  }
}

export async function runExplain(opts: ExplainOptions, io: Io): Promise<number> {
  const explained = new Map<string, Explained>();
  const { model, warnings } = await explainedModel(opts, io, explained);
  const listed = warnings.map((w) => ({ id: warningId(w), line: formatDiagnostic(w), w }));
  if (opts.warningsOnly) return printWarnings(listed, opts.json, io);
  if (opts.unread) return printUnread(explained, opts, io);
  const members = membersOf(model, opts.target);
  if (members === undefined) {
    io.err(`error: ${opts.target} is no type, field, method or parameter of spec ${model.version}`);
    return 2;
  }
  const entries = members
    .map((m) => entryOf(m, explained.get(m.path), listed))
    .filter((e) => opts.target !== undefined || e.constraints.length > 0 || e.warnings.length > 0);
  const rest = opts.target === undefined ? listed.filter((l) => !entries.some((e) => e.warnings.includes(l))) : [];
  const groups = groupsOf(model, opts.target);
  if (opts.json) io.out(JSON.stringify({ version: model.version, members: entries, groups, warnings: rest }, null, 2));
  else {
    const lines = [...entries.flatMap(textOf), ...groups.flatMap(groupText), ...rest.map((w) => `${w.id} ${w.line}`)];
    for (const line of lines) io.out(line);
    if (opts.target === undefined && listed.length === 0) io.out("no warnings");
  }
  return 0;
}

/** Every clause of a note with a constraint's shape that was read as nothing, by member, in the spec's order. */
function printUnread(explained: Map<string, Explained>, opts: ExplainOptions, io: Io): number {
  const rows = [...explained.values()]
    .filter((e) => opts.target === undefined || e.path === opts.target || e.path.startsWith(`${opts.target}.`))
    .flatMap((e) =>
      (e.unread ?? []).map((u) => ({
        path: e.path,
        at: `${e.position.file}:${e.position.line}:${e.position.column}`,
        clause: e.note.slice(u.start, u.end),
      })),
    );
  if (opts.json) io.out(JSON.stringify(rows, null, 2));
  else if (rows.length === 0) io.out("no clause with a constraint's shape was read as nothing");
  else {
    for (const r of rows) io.out(`${r.at} ${r.path}: "${r.clause}"`);
    io.out(`${rows.length} clause(s) with a constraint's shape read as nothing (description); none is enforced`);
  }
  return 0;
}

interface GroupEntry {
  readonly type: string;
  readonly kind: GroupKind;
  readonly fields: readonly string[];
  readonly at: string;
  readonly from: string;
}

/**
 * The groups of the types and methods a target names (a type or method, one of its fields or params, or the whole
 * version): validators check them.
 */
function groupsOf(model: SpecModel, target: string | undefined): GroupEntry[] {
  const owners = [
    ...model.types.flatMap((t) => (t.kind === "object" ? [{ name: t.name, groups: t.groups }] : [])),
    ...model.methods.map((m) => ({ name: m.name, groups: m.groups ?? [] })),
  ];
  const [ownerName, member] = target?.split(".") ?? [];
  return owners.flatMap((o) =>
    ownerName === undefined || o.name === ownerName
      ? o.groups
          .filter((g) => member === undefined || g.fields.includes(member))
          .map((g) => ({
            type: o.name,
            kind: g.kind,
            fields: g.fields,
            at: `${g.position.file}:${g.position.line}:${g.position.column}`,
            from: g.description,
          }))
      : [],
  );
}

function groupText(g: GroupEntry): string[] {
  const kind = `${GROUP_COUNT[g.kind].toLowerCase()} of`;
  return [`${g.type}: ${kind} ${g.fields.join(", ")} (${g.at})`, `    from "${g.from}"`];
}

function printWarnings(listed: { id: string; line: string; w: Diagnostic }[], json: boolean, io: Io): number {
  if (!json && listed.length === 0) io.out("no warnings");
  else if (!json) for (const l of listed) io.out(`${l.id} ${l.line}`);
  else {
    const reason = "why this warning is accepted";
    io.out(
      JSON.stringify(
        listed.map((l) => ({ id: l.id, reason, warning: l.line })),
        null,
        2,
      ),
    );
  }
  return 0;
}

interface Member {
  readonly path: string;
  readonly type: TypeRef;
  readonly member: Field | Param;
}

/** The members a target names: a type's or a method's, one of them, or every one of the version. */
function membersOf(model: SpecModel, target: string | undefined): Member[] | undefined {
  const all: Member[] = [
    ...model.types.flatMap((t) =>
      t.kind === "object" ? t.fields.map((f) => ({ path: `${t.name}.${f.name}`, type: f.type, member: f })) : [],
    ),
    ...model.methods.flatMap((m) => m.params.map((p) => ({ path: `${m.name}.${p.name}`, type: p.type, member: p }))),
  ];
  if (target === undefined) return all;
  const chosen = all.filter((m) => m.path === target || m.path.startsWith(`${target}.`));
  return chosen.length > 0 ? chosen : undefined;
}

function entryOf(m: Member, why: Explained | undefined, warnings: { id: string; line: string }[]): Entry {
  const p = m.member.position;
  const c = m.member.constraints as Constraints;
  const unit = c.lengthUnit === "utf8" ? "UTF-8 bytes" : "UTF-16 code units";
  const constraints = Object.entries(c)
    .filter(([key]) => key !== "lengthUnit")
    .map(([key, value]) => ({
      key,
      value,
      ...(key === "minLength" || key === "maxLength" ? { unit } : {}),
      from: sourcesOf(key, why, value),
    }));
  const lists = listBounds(m.type);
  if (lists) constraints.push({ key: "items", value: lists, from: sourcesOf("items", why, lists) });
  const mine = warnings.filter((w) => w.line.includes(` ${m.path}:`) || w.line.includes(` ${m.path} `));
  return { path: m.path, type: showType(m.type), at: `${p.file}:${p.line}:${p.column}`, constraints, warnings: mine };
}

/** The clauses a constraint came from, or what else gave it (the Conventions, a bound beyond 32 bits, a reference). */
function sourcesOf(key: string, why: Explained | undefined, value: unknown): string[] {
  const constructs = SOURCES[key] ?? [];
  const clauses = [
    ...new Set(
      (why?.statements ?? [])
        .filter((s) => constructs.includes(s.construct))
        .map((s) => `"${clauseAround(why?.note ?? "", s)}"`),
    ),
  ];
  const limits = (why?.limits ?? []).map((l) => `Limits ${l.position.file}:${l.position.line}: "${l.text}"`);
  const listed = key === "enum" && why?.listed ? [`the list of values at ${why.listed.file}:${why.listed.line}`] : [];
  if (clauses.length + limits.length + listed.length > 0) return [...clauses, ...limits, ...listed];
  if (key === "integerBits" && why?.widthByConvention) return ["the Conventions' width of Integer fields"];
  if (key === "integerBits" && value === 52) return ["a bound or value beyond a signed 32-bit integer"];
  if (key === "enum" || key === "defaultExcept" || key === "minimum" || key === "maximum")
    return ["a reference of the note to what the model knows (update kinds, another method's parameter)"];
  return ["the Conventions"];
}

/** The clause of a note a statement stands in: from the end of the sentence or `;` before it to the one after. */
function clauseAround(note: string, s: NoteStatement): string {
  const before = Math.max(note.lastIndexOf("; ", s.start), note.lastIndexOf(". ", s.start));
  const ends = [note.indexOf("; ", s.end), note.indexOf(". ", s.end)].filter((i) => i >= 0);
  const end = ends.length > 0 ? Math.min(...ends) : note.length;
  return note.slice(before < 0 ? 0 : before + 2, end).trim();
}

function listBounds(type: TypeRef): string | undefined {
  if (type.kind !== "array") return undefined;
  const inner = listBounds(type.items);
  const own =
    type.minItems !== undefined || type.maxItems !== undefined ? `${type.minItems ?? 0}..${type.maxItems ?? "∞"}` : "";
  return own || inner ? [own || "any", inner].filter(Boolean).join(" of ") : undefined;
}

function textOf(e: Entry): string[] {
  const head = `${e.path}: ${e.type} (${e.at})`;
  const lines = e.constraints.flatMap((c) => [
    `  ${c.key} ${JSON.stringify(c.value)}${c.unit ? ` (${c.unit})` : ""}`,
    ...c.from.map((f) => `    from ${f}`),
  ]);
  if (e.constraints.length === 0) lines.push("  no constraint");
  return [head, ...lines, ...e.warnings.map((w) => `  ${w.id} ${w.line}`)];
}
