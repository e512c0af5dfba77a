// The Limits table applied to the model: a row whose subject names a type (`Poll`), a field (`ReplyParameters.quote`)
// or a method and a parameter (`getUpdates limit`) constrains what it names; each clause of the limit (read into
// words and statements by parse/limits.ts) is applied as a note of the field it names (`question 1-300 characters`,
// `at most 12 options`, `option text 1-100 characters`). What the field's own note already states wins; a
// disagreement is a warning. Other rows are prose.
import type { LimitClause, LimitDraft, NoteText, WordDraft } from "../parse/drafts.ts";
import { isFieldName, isMethodName, isTypeName } from "../model/names.ts";
import { spanPosition } from "../model/source.ts";
import { applyNote } from "./note-reading.ts";
import type {
  Constraints,
  Field,
  Method,
  ObjectType,
  Param,
  SourcePosition,
  TypeDef,
  TypeRef,
} from "../model/model.ts";
import type { BuildContext } from "./build-fields.ts";
import { markdownOf } from "../model/marked-text.ts";

type Member = Field | Param;
interface Target {
  readonly owner: string;
  readonly members: readonly Member[];
  /** The one member a row names outright (`ReplyParameters.quote`), else undefined: each clause names its own. */
  readonly only?: Member;
}

/** A field named by words: `question`, `options` (also written `option`), `option text` (a field of the items' type). */
function resolvePath(
  words: readonly WordDraft[],
  members: readonly Member[],
  types: ReadonlyMap<string, TypeDef>,
): { member: Member; used: number; owner: Member[] } | undefined {
  for (let n = Math.min(3, words.length); n >= 1; n--) {
    const name = words
      .slice(0, n)
      .map((w) => w.value)
      .join("_");
    const member = members.find((m) => m.name === name || m.name === `${name}s` || m.name === `${name}es`);
    if (!member) continue;
    const items = itemType(member.type, types);
    const deeper = items && words.length > n ? resolvePath(words.slice(n), items.fields, types) : undefined;
    return deeper
      ? { ...deeper, used: n + deeper.used, owner: [member, ...deeper.owner] }
      : { member, used: n, owner: [] };
  }
  return undefined;
}

function itemType(type: TypeRef, types: ReadonlyMap<string, TypeDef>): ObjectType | undefined {
  const inner = type.kind === "array" ? itemType(type.items, types) : undefined;
  if (inner) return inner;
  const leaf = type.kind === "array" ? type.items : type;
  const def = leaf.kind === "ref" ? types.get(leaf.name) : undefined;
  return def?.kind === "object" ? def : undefined;
}

function targetOf(
  w: readonly WordDraft[],
  types: ReadonlyMap<string, TypeDef>,
  methods: readonly Method[],
): Target | undefined {
  // `Polls`: the type of which the row speaks, said in the plural.
  const name = w[0]?.kind === "word" && isTypeName(w[0].text) ? w[0].text : "";
  const type = types.get(name) ?? (name.endsWith("s") ? types.get(name.slice(0, -1)) : undefined);
  if (type?.kind === "object") {
    if (w.length === 1) return { owner: type.name, members: type.fields };
    // `Poll.question`, `Poll question`: a field of the type outright.
    const named = w[1]?.text === "." && w.length === 3 ? w[2] : w.length === 2 ? w[1] : undefined;
    const field = named ? type.fields.find((f) => f.name === named.text) : undefined;
    return field ? { owner: type.name, members: type.fields, only: field } : undefined;
  }
  const method =
    w[0]?.kind === "word" && isMethodName(w[0].text) ? methods.find((m) => m.name === w[0]?.text) : undefined;
  if (!method) return undefined;
  const param =
    w.length === 2 && isFieldName(w[1]?.text ?? "") ? method.params.find((p) => p.name === w[1]?.text) : undefined;
  return param
    ? { owner: method.name, members: method.params, only: param }
    : w.length === 1
      ? { owner: method.name, members: method.params }
      : undefined;
}

export interface LimitFacts {
  /** Per member (by identity): what the Limits table adds to it. */
  readonly facts: Map<Member, { constraints: Constraints; type: TypeRef }>;
}

/** Reads every row that names a type, a field or a parameter; the facts are merged by mergeLimits. */
export function readLimits(
  limits: readonly LimitDraft[],
  types: readonly TypeDef[],
  methods: readonly Method[],
  ctx: BuildContext,
  unread: ReadonlySet<string> = new Set(),
): LimitFacts {
  // A type of no fields whose definition could not be read (said where it stands) is limited in nothing that can be
  // told: no second word for it.
  const lost = (t: TypeDef) => unread.has(t.name) && t.kind === "object" && t.fields.length === 0;
  const byName = new Map(types.filter((t) => !lost(t)).map((t) => [t.name, t]));
  const facts: LimitFacts["facts"] = new Map();
  for (const row of limits) {
    const target = targetOf(row.subjectWords, byName, methods);
    if (!target) continue;
    // A clause of several fields cut at commas (`question 1-300 characters, at most 12 options`): each part that
    // names its own field is read as a clause; else the clause is read whole.
    const clauses = row.clauses.flatMap((c) =>
      c.parts?.every((p) => namedField(p.words, target.members, byName)) ? c.parts : [c],
    );
    clauses.forEach((clause) => readClause(clause, target, byName, facts, ctx));
  }
  return { facts };
}

function readClause(
  { at: clause, words, note }: LimitClause,
  target: Target,
  types: ReadonlyMap<string, TypeDef>,
  facts: LimitFacts["facts"],
  ctx: BuildContext,
): void {
  const lead = resolvePath(words, target.members, types);
  const tail = !lead && words.length > 1 ? resolvePath(words.slice(-1), target.members, types) : undefined;
  // `12 options max`: the name between the number and the bound's word.
  const inner = lead || tail ? undefined : innerPath(words, target.members, types);
  const found = lead ?? tail ?? inner;
  // A row that names one member outright: every clause that names no other is of it (`1 to 100; default 40`).
  const member = found?.member ?? target.only;
  if (!member) {
    ctx.sink.warn(
      spanPosition(clause),
      `Limits row for ${target.owner}: cannot tell which ${target.only ? "parameter" : "field"} "${clause.text}" limits; expected its name first ("question 1-300 characters") or last ("at most 12 options")`,
    );
    return;
  }
  const from = lead ? (words[lead.used - 1]?.end ?? 0) : 0;
  const reading = applyNote(after(note, from), member.type);
  const where = `${target.owner}.${[...(found?.owner ?? []), member].map((m) => m.name).join(".")}`;
  for (const f of reading.findings)
    ctx.sink.warn(spanPosition(clause), `Limits row for ${where}: ${f.message} (in "${clause.text}")`);
  // A clause of a Limits row that names its field and yields nothing (`about 12 options`) is said, never dropped.
  if (reading.statements.length === 0 && reading.findings.length === 0)
    ctx.sink.warn(
      spanPosition(clause),
      `Limits row for ${where}: "${clause.text}" states no limit the phrase book reads; not enforced; expected a bound stated exactly ("at most 12 options", "1-300 characters")`,
    );
  const before = facts.get(member);
  facts.set(member, { constraints: { ...before?.constraints, ...reading.constraints }, type: reading.type });
  explainLimit(ctx, where, spanPosition(clause), clause.text, reading.statements.length > 0);
}

/** Whether a clause names a field first or last. */
const namedField = (words: readonly WordDraft[], members: readonly Member[], types: ReadonlyMap<string, TypeDef>) =>
  resolvePath(words, members, types) !== undefined ||
  (words.length > 1 && resolvePath(words.slice(-1), members, types) !== undefined);

/** A field named by a word inside a clause, neither first nor last (`12 options max`). */
function innerPath(words: readonly WordDraft[], members: readonly Member[], types: ReadonlyMap<string, TypeDef>) {
  for (let i = 1; i < words.length - 1; i++) {
    const found = words[i]?.kind === "word" ? resolvePath(words.slice(i, i + 1), members, types) : undefined;
    if (found) return found;
  }
  return undefined;
}

/** For `botspec explain`: the Limits clause that speaks of a member. */
function explainLimit(ctx: BuildContext, where: string, position: SourcePosition, text: string, read: boolean): void {
  if (!ctx.explained || !read) return;
  const entry = ctx.explained.get(where);
  const limit = { position, text: markdownOf(text) };
  if (entry) entry.limits.push(limit);
  else
    ctx.explained.set(where, {
      path: where,
      position,
      note: "",
      statements: [],
      widthByConvention: false,
      limits: [limit],
    });
}

/** The statements of a clause that stand after its leading words (the field's name). */
function after(note: NoteText, from: number): NoteText {
  const statements = note.statements.filter((s) => s.start >= from);
  const nearMiss = note.nearMiss && note.nearMiss.start >= from ? { nearMiss: note.nearMiss } : {};
  return { text: note.text, statements, ...nearMiss };
}

/** List lengths of `extra` where `type` states none, at every depth. */
function mergeLists(type: TypeRef, extra: TypeRef): TypeRef {
  if (type.kind !== "array" || extra.kind !== "array") return type;
  return {
    ...type,
    items: mergeLists(type.items, extra.items),
    ...(type.minItems === undefined && extra.minItems !== undefined ? { minItems: extra.minItems } : {}),
    ...(type.maxItems === undefined && extra.maxItems !== undefined ? { maxItems: extra.maxItems } : {}),
  };
}

function merged<M extends Member>(owner: string, m: M, facts: LimitFacts["facts"], ctx: BuildContext): M {
  const fact = facts.get(m);
  if (!fact) return m;
  const constraints: Record<string, unknown> = { ...m.constraints };
  for (const [key, value] of Object.entries(fact.constraints)) {
    const own = (m.constraints as Record<string, unknown>)[key];
    if (own === undefined) constraints[key] = value;
    else if (JSON.stringify(own) !== JSON.stringify(value))
      ctx.sink.warn(
        m.position,
        `${owner}.${m.name}: the Limits table says ${key} ${JSON.stringify(value)}, its note ${JSON.stringify(own)}; kept the note's, expected the two to agree`,
      );
  }
  return { ...m, constraints: constraints as Constraints, type: mergeLists(m.type, fact.type) };
}

/** The model's types and methods with what the Limits table says of their fields and parameters. */
export function mergeLimits(
  types: readonly TypeDef[],
  methods: readonly Method[],
  facts: LimitFacts,
  ctx: BuildContext,
): { types: TypeDef[]; methods: Method[] } {
  if (facts.facts.size === 0) return { types: [...types], methods: [...methods] };
  return {
    types: types.map((t) =>
      t.kind === "object" ? { ...t, fields: t.fields.map((f) => merged(t.name, f, facts.facts, ctx)) } : t,
    ),
    methods: methods.map((m) => ({ ...m, params: m.params.map((p) => merged(m.name, p, facts.facts, ctx)) })),
  };
}
