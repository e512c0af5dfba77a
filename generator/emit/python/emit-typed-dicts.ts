// typed_dicts.py: the same shapes for code that wants no pydantic: a TypedDict per object type and method's params
// (functional syntax: any spec name is a key, `from` too), a Union per union type (received ones also take a dict
// of a variant this version does not list).
import type { ObjectType, SpecModel, TypeDef, UnionType } from "../../model/model.ts";
import { py, pyJoin, type Py } from "./py-code.ts";
import { dictName, typedDictType, typeContext, type PyTypeContext } from "./py-type.ts";

interface Key {
  readonly name: string;
  readonly type: ObjectType["fields"][number]["type"];
  readonly optional: boolean;
  readonly constraints: ObjectType["fields"][number]["constraints"];
}

function typedDict(name: string, keys: readonly Key[], ctx: PyTypeContext): Py {
  const entries = keys.map((k) => {
    const type = typedDictType(k.type, k.constraints, ctx);
    return py`${k.name}: ${k.optional ? py`_t.NotRequired[${type}]` : type}`;
  });
  return py`${dictName(name)} = _t.TypedDict(${`${name}Dict`}, {${pyJoin(entries, ", ")}})`;
}

function unionDict(u: UnionType & { usage?: TypeDef["usage"] }): Py {
  const members = u.variants.map((v) => py`${`${v.type}Dict`}`);
  const open = u.usage !== "sent" ? [py`dict[str, _t.Any]`] : [];
  return py`${dictName(u.name)} = _t.Union[${pyJoin([...members, ...open], ", ")}]`;
}

export function emitTypedDicts(
  model: SpecModel,
  paramsNames: ReadonlyMap<string, string>,
): { code: Py; names: string[] } {
  const ctxOf = (t: TypeDef) => typeContext(model, t.usage !== "sent");
  const objects = model.types.flatMap((t) => (t.kind === "object" ? [typedDict(t.name, t.fields, ctxOf(t))] : []));
  const unions = model.types.flatMap((t) => (t.kind === "union" ? [unionDict(t)] : []));
  const params = model.methods.map((m) =>
    typedDict(
      paramsNames.get(m.name)!,
      m.params.map((p) => ({ name: p.name, type: p.type, optional: !p.required, constraints: p.constraints })),
      typeContext(model, false),
    ),
  );
  const names = [
    ...model.types.filter((t) => t.kind !== "opaque").map((t) => `${t.name}Dict`),
    ...[...paramsNames.values()].map((n) => `${n}Dict`),
  ];
  return { code: pyJoin([...objects, ...unions, ...params], "\n\n"), names };
}
