// Notes that refer to what the model knows, resolved once everything is built: a list of "update types" takes the
// names of Update's optional fields (the kinds of update) as its values; "all update types except chat_member" says
// also which kinds its default leaves out; "same semantics as in getUpdates" takes the constraints of that method's
// parameter of the same name.
import type { DiagnosticSink } from "../model/diagnostics.ts";
import type { Constraints, Field, Method, Param, TypeDef } from "../model/model.ts";
import { updateKindNames } from "../model/direction.ts";
import { leafTypes } from "../model/types.ts";
import type { ReferenceDraft } from "../parse/drafts.ts";

type SameAs = (method: string, param: string) => Param | undefined;

interface Resolution {
  readonly refs: ReadonlyMap<string, readonly ReferenceDraft[]>;
  readonly kinds: string[] | undefined;
  readonly sameAs: SameAs;
  readonly sink: DiagnosticSink | undefined;
}

/** The kinds an "except" list names; a name that is no kind of update is said, not dropped. */
function excepted<M extends Field | Param>(m: M, names: readonly string[], r: Resolution): string[] {
  const kinds = r.kinds ?? [];
  for (const n of names.filter((n) => !kinds.includes(n)))
    r.sink?.warn(
      m.position,
      `${m.name}: "${n}" in an "all update types except" list is no kind of update; expected one of Update's optional fields (${kinds.join(", ")})`,
    );
  return names.filter((n) => kinds.includes(n));
}

function resolved<M extends Field | Param>(m: M, r: Resolution): M {
  const refs = r.refs.get(m.description) ?? [];
  if (refs.length === 0 || !leafTypes(m.type).some((t) => t.kind === "string")) return m;
  let constraints: Constraints = m.constraints;
  // "All types except …" is about updates only in a note that says it lists update types.
  const aboutKinds = refs.some((x) => x.construct === "update-kinds" || x.construct === "update-kinds-except");
  for (const ref of refs) {
    if (aboutKinds && r.kinds && !constraints.enum) constraints = { ...constraints, enum: r.kinds };
    const except = ref.construct === "update-kinds-except" || (ref.construct === "kinds-except" && aboutKinds);
    if (except && r.kinds && ref.except && !constraints.defaultExcept)
      constraints = { ...constraints, defaultExcept: excepted(m, ref.except, r) };
    const other = ref.construct === "same-as-param" && ref.method ? r.sameAs(ref.method, m.name) : undefined;
    if (other) constraints = { ...other.constraints, ...constraints };
  }
  return constraints === m.constraints ? m : { ...m, constraints };
}

export function resolveReferences(
  types: readonly TypeDef[],
  methods: readonly Method[],
  refs: ReadonlyMap<string, readonly ReferenceDraft[]>,
  sink?: DiagnosticSink,
): { types: TypeDef[]; methods: Method[] } {
  // No kinds known (no Update, or one whose fields could not be read): nothing to take values from or check against.
  const named = updateKindNames(types);
  const kinds = named && named.length > 0 ? named : undefined;
  const direct: Resolution = { refs, kinds, sameAs: () => undefined, sink };
  // Direct statements first (each said once); then parameters that refer to another method's, resolved against those.
  const first = methods.map((m) => ({ ...m, params: m.params.map((p) => resolved(p, direct)) }));
  const byName = new Map(first.map((m) => [m.name, m]));
  const sameAs: SameAs = (method, param) => byName.get(method)?.params.find((p) => p.name === param);
  return {
    types: types.map((t) => (t.kind === "object" ? { ...t, fields: t.fields.map((f) => resolved(f, direct)) } : t)),
    methods: first.map((m) => ({
      ...m,
      params: m.params.map((p) =>
        resolved(p, {
          refs,
          kinds,
          sink: undefined,
          sameAs: (method, param) => (method === m.name ? undefined : sameAs(method, param)),
        }),
      ),
    })),
  };
}
