// Notes that refer to what the model knows, resolved once everything is built: a list of "update types" takes the
// names of Update's optional fields (the kinds of update) as its values; "same semantics as in getUpdates" takes the
// constraints of that method's parameter of the same name.
import type { Constraints, Field, Method, Param, TypeDef } from "../model/model.ts";
import { leafTypes } from "../model/types.ts";
import { lex } from "../parse/lexicon.ts";
import { matchAt } from "../parse/phrase.ts";
import { REFERENCE_PHRASES, type ReferenceConstruct } from "../parse/phrase-book.ts";

function references(note: string): { construct: ReferenceConstruct; method?: string }[] {
  const tokens = lex(note);
  const out: { construct: ReferenceConstruct; method?: string }[] = [];
  for (let i = 0; i < tokens.length; i++) {
    for (const p of REFERENCE_PHRASES) {
      const m = matchAt(p.pattern, tokens, i);
      if (!m) continue;
      const method = m.slots.method?.kind === "names" ? m.slots.method.names[0] : undefined;
      out.push({ construct: p.construct, ...(method ? { method } : {}) });
      break;
    }
  }
  return out;
}

function updateKinds(types: readonly TypeDef[]): string[] | undefined {
  const update = types.find((t) => t.name === "Update");
  return update?.kind === "object" ? update.fields.filter((f) => f.optional).map((f) => f.name) : undefined;
}

type SameAs = (method: string, param: string) => Param | undefined;

function resolved<M extends Field | Param>(m: M, kinds: string[] | undefined, sameAs: SameAs): M {
  const refs = references(m.description);
  if (refs.length === 0 || !leafTypes(m.type).some((t) => t.kind === "string")) return m;
  let constraints: Constraints = m.constraints;
  for (const r of refs) {
    if (r.construct === "update-kinds" && kinds && !constraints.enum) constraints = { ...constraints, enum: kinds };
    const other = r.construct === "same-as-param" && r.method ? sameAs(r.method, m.name) : undefined;
    if (other) constraints = { ...other.constraints, ...constraints };
  }
  return constraints === m.constraints ? m : { ...m, constraints };
}

export function resolveReferences(
  types: readonly TypeDef[],
  methods: readonly Method[],
): { types: TypeDef[]; methods: Method[] } {
  const kinds = updateKinds(types);
  const none: SameAs = () => undefined;
  // Direct statements first; then parameters that refer to another method's, resolved against those.
  const direct = methods.map((m) => ({ ...m, params: m.params.map((p) => resolved(p, kinds, none)) }));
  const byName = new Map(direct.map((m) => [m.name, m]));
  const sameAs: SameAs = (method, param) => byName.get(method)?.params.find((p) => p.name === param);
  return {
    types: types.map((t) =>
      t.kind === "object" ? { ...t, fields: t.fields.map((f) => resolved(f, kinds, none)) } : t,
    ),
    methods: direct.map((m) => ({
      ...m,
      params: m.params.map((p) =>
        resolved(p, kinds, (method, param) => (method === m.name ? undefined : sameAs(method, param))),
      ),
    })),
  };
}
