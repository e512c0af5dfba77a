// Direction comes from use: types reachable from method params are written by the bot (request), types reachable
// from Update, method results or the envelope are read by it (response). A type the spec marks as sent to the
// service counts as a request root; a type reached from neither side counts as both.
import { leafTypes, referencedNames } from "./types.ts";
import type { Envelope, Method, TypeDef, TypeRef } from "./model.ts";
import { assertNever } from "./model.ts";

export type Direction = "request" | "response" | "both";

function children(t: TypeDef): string[] {
  switch (t.kind) {
    case "object":
      return t.fields.flatMap((f) => referencedNames(f.type)).concat(t.alternatives.flatMap(referencedNames));
    case "union":
      return t.variants.map((v) => v.type);
    case "opaque":
      return [];
    default:
      return assertNever(t, "type definition");
  }
}

interface Uses {
  readonly types: readonly TypeDef[];
  readonly methods: readonly Method[];
  readonly envelope: Envelope;
}

function reach(model: Uses, roots: Iterable<string>): Set<string> {
  const byName = new Map(model.types.map((t) => [t.name, t]));
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length > 0) {
    const name = stack.pop() as string;
    if (seen.has(name)) continue;
    seen.add(name);
    const t = byName.get(name);
    if (t) stack.push(...children(t));
  }
  return seen;
}

const names = (refs: TypeRef[]) => refs.flatMap((r) => leafTypes(r)).flatMap((r) => (r.kind === "ref" ? [r.name] : []));

/** The type the service delivers updates as (getUpdates' items, a webhook's body): `Update`, when the spec has it. */
export function updateTypeName(model: Pick<Uses, "types">): string | undefined {
  return model.types.some((t) => t.name === "Update") ? "Update" : undefined;
}

/** The kinds of update: the names of the update type's optional fields (one of them is set in each update). */
export function updateKindNames(types: Uses["types"]): string[] | undefined {
  const update = types.find((t) => t.name === updateTypeName({ types }));
  return update?.kind === "object" ? update.fields.filter((f) => f.optional).map((f) => f.name) : undefined;
}

export function directions(model: Uses): Map<string, Direction> {
  const requestRoots = [
    ...names(model.methods.flatMap((m) => m.params.map((p) => p.type))),
    ...model.types.filter((t) => t.kind === "object" && t.sentToService).map((t) => t.name),
  ];
  const responseRoots = [
    ...[updateTypeName(model) ?? []].flat(),
    ...names(model.methods.flatMap((m) => (m.result ? [m.result] : []))),
    ...names([...model.envelope.success, ...model.envelope.failure].map((f) => f.type)),
  ];
  const request = reach(model, requestRoots);
  const response = reach(model, responseRoots);
  const out = new Map<string, Direction>();
  for (const t of model.types) {
    const req = request.has(t.name);
    const res = response.has(t.name);
    out.set(t.name, req && !res ? "request" : res && !req ? "response" : "both");
  }
  return out;
}
