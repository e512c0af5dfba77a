// Methods and the response envelope of the model.
import type { EnvelopeDraft, FieldDraft, MethodDraft } from "../parse/drafts.ts";
import { spanPosition } from "../model/source.ts";
import { leafTypes } from "../model/types.ts";
import { buildField, readValueNote, type BuildContext } from "./build-fields.ts";
import type { Envelope, Field, FieldGroup, Method, Param, TypeDef, TypeRef } from "../model/model.ts";
import { groupOf, inOrder, mergeGroups, noteGroups, saidOpen, strangersNamed } from "./build-groups.ts";

/** Names of the types a value of which may carry a file upload: the opaque upload type and whatever contains it. */
export function uploadTypes(types: readonly TypeDef[]): Set<string> {
  const found = new Set(types.filter((t) => t.kind === "opaque" && t.upload).map((t) => t.name));
  let grew = true;
  while (grew) {
    grew = false;
    for (const t of types) {
      if (found.has(t.name) || t.kind === "opaque") continue;
      const refs =
        t.kind === "object"
          ? t.fields.flatMap((f) => leafTypes(f.type))
          : t.variants.map((v): TypeRef => ({ kind: "ref", name: v.type }));
      if (refs.some((r) => r.kind === "ref" && found.has(r.name))) {
        found.add(t.name);
        grew = true;
      }
    }
  }
  return found;
}

/**
 * A result said as a list of a type's plural (`Returns an array of Updates`, `Returns the sent Messages`): a list of
 * that type, said, where the plural names no type and the singular the reader found does (`Gifts` stays the type Gifts).
 */
function singularResult(draft: MethodDraft, names: ReadonlySet<string>, ctx: BuildContext): TypeRef | null {
  const result = draft.result ?? null;
  const items = result?.kind === "array" ? result.items : result;
  const singular = draft.resultSingular;
  if (items?.kind !== "ref" || names.has(items.name) || singular === undefined || !names.has(singular)) return result;
  ctx.sink.warn(
    spanPosition(draft.at),
    `the result of ${draft.name} names "${items.name}", read as a list of ${singular}; expected the type's name ("Array of ${singular}")`,
  );
  return { kind: "array", items: { kind: "ref", name: singular } };
}

/**
 * Groups of parameters: those the method's sentences state (`Exactly one of text or photo must be given`), when
 * every name is a parameter (one naming anything else is said), and those their notes state.
 */
function paramGroups(draft: MethodDraft, ctx: BuildContext): FieldGroup[] {
  const names = draft.params.map((p) => p.name);
  const stated = (draft.groups ?? []).flatMap((g) => {
    const known = g.names.filter((n) => names.includes(n));
    if (known.length === g.names.length) {
      if (g.open) saidOpen(g.at.text, g.at, g.names, ctx.sink);
      return [groupOf(g.kind, inOrder(g.names, names), g.at, g.at.text)];
    }
    ctx.sink.warn(
      spanPosition(g.at),
      `"${g.at.text}" reads as a group of parameters of ${draft.name}, but ${strangersNamed(g.names.filter((n) => !known.includes(n)))} not one of its parameters: not enforced; expected the names of its parameters`,
    );
    return [];
  });
  return mergeGroups(stated, noteGroups(draft.name, draft.params, names, ctx.notes, ctx.sink));
}

function buildMethod(draft: MethodDraft, uploads: Set<string>, names: ReadonlySet<string>, ctx: BuildContext): Method {
  const groups = paramGroups(draft, ctx);
  const params: Param[] = draft.params.map((p) => {
    const position = spanPosition(p.at);
    const reading = readValueNote(`${draft.name}.${p.name}`, p.note, p.type, position, ctx, p.listed);
    return {
      kind: "param",
      name: p.name,
      position,
      type: reading.type,
      required: p.required,
      description: p.note,
      constraints: reading.constraints,
      upload: leafTypes(p.type).some((t) => t.kind === "ref" && uploads.has(t.name)),
    };
  });
  return {
    kind: "method",
    name: draft.name,
    position: spanPosition(draft.at),
    description: draft.description.join(" "),
    shown: draft.shown,
    ...(draft.path ? { path: draft.path } : {}),
    params,
    ...(groups.length > 0 ? { groups } : {}),
    result: singularResult(draft, names, ctx),
    acceptsUpload: params.some((p) => p.upload),
    notes: [...draft.notes],
  };
}

export function buildMethods(drafts: MethodDraft[], types: readonly TypeDef[], ctx: BuildContext): Method[] {
  const uploads = uploadTypes(types);
  const names = new Set(types.map((t) => t.name));
  return drafts.map((d) => buildMethod(d, uploads, names, ctx));
}

function fields(owner: string, drafts: FieldDraft[], ctx: BuildContext): Field[] {
  return drafts.flatMap((d) => buildField(owner, d, ctx) ?? []);
}

export function buildEnvelope(
  draft: EnvelopeDraft | undefined,
  ctx: BuildContext,
  fallback: Envelope["position"],
): Envelope {
  if (!draft) {
    ctx.sink.error(
      fallback,
      `no response envelope; expected "Every response is a JSON object with: …" in the overview and "A failed call returns …" under Errors`,
    );
    return {
      position: fallback,
      success: [],
      result: { name: "result", position: fallback, description: "" },
      failure: [],
    };
  }
  const result = draft.success.find((f) => f.type === null);
  if (!result)
    ctx.sink.error(
      spanPosition(draft.at),
      `the response envelope names no field for the method's result; expected a field without a type, such as \`result\` (present when \`ok\` is true)`,
    );
  return {
    position: spanPosition(draft.at),
    success: fields(
      "response",
      draft.success.filter((f) => f !== result),
      ctx,
    ),
    result: {
      name: result?.name ?? "result",
      position: result ? spanPosition(result.at) : spanPosition(draft.at),
      description: result?.note ?? "",
    },
    failure: fields("error response", draft.failure, ctx),
  };
}
