// models.py: a pydantic v2 model per object type, a discriminated union per union type (told apart by a callable
// where one literal field does not tell every variant, with a fallback for variants a received union does not list),
// and the params model of every method.
import type { ObjectType, SpecModel, TypeDef, UnionType } from "../../model/model.ts";
import { seeTag } from "../shared/escape.ts";
import { attributeOf, indent, py, pyJoin, pyName, type Py } from "./py-code.ts";
import { pydanticType, typeContext, type PyTypeContext } from "./py-type.ts";
import type { ValueMember } from "../shared/members.ts";
import { takesUnlisted } from "../shared/members.ts";

/** A docstring: the description and where the spec says it. */
export function docstring(description: string, where: string): Py {
  return py`${[description.trim(), where].filter(Boolean).join("\n\n")}`;
}

function member(m: ValueMember, ctx: PyTypeContext): Py {
  const { attribute, alias } = attributeOf(m.name);
  const args = [...(alias ? [py`alias=${alias}`] : []), ...(m.description ? [py`description=${m.description}`] : [])];
  const field = args.length > 0 ? [py`_p.Field(${pyJoin(args, ", ")})`] : [];
  const type = pydanticType(m.type, m.constraints, ctx);
  if (!m.optional)
    return field.length > 0 ? py`${attribute}: _t.Annotated[${type}, ${field[0]!}]` : py`${attribute}: ${type}`;
  return py`${attribute}: _t.Annotated[_t.Optional[${type}], ${pyJoin([py`_r.no_null()`, ...field], ", ")}] = None`;
}

export function groupsCheck(groups: ObjectType["groups"]): Py[] {
  if (groups.length === 0) return [];
  const list = groups.map((g) => py`(${g.kind}, ${g.fields.map((f) => attributeOf(f).attribute.text)})`);
  return [
    pyJoin(
      [
        py`@_p.model_validator(mode="after")`,
        py`def _groups(self) -> _t.Self:`,
        indent(py`_r.check_groups(self, (${pyJoin(list, ", ")},))`),
        indent(py`return self`),
      ],
      "\n",
    ),
  ];
}

export function modelClass(
  name: string,
  base: Py,
  doc: Py,
  members: readonly ValueMember[],
  extra: Py[],
  ctx: PyTypeContext,
): Py {
  const body = [doc, ...members.map((m) => member(m, ctx)), ...extra];
  return pyJoin([py`class ${pyName(name)}(${base}):`, indent(pyJoin(body, "\n"))], "\n");
}

function objectClass(t: ObjectType, ctx: PyTypeContext): Py {
  const doc = docstring(t.description, `Spec: ${seeTag(t.position)}`);
  return modelClass(t.name, py`_r.BotModel`, doc, t.fields, groupsCheck(t.groups), ctx);
}

/**
 * The model a union takes a variant this version does not list into (`Unknown<Union>`, with `_` added where the spec
 * uses that name), for a union that takes one.
 */
function fallbackOf(u: UnionType & { usage?: TypeDef["usage"] }, taken: ReadonlySet<string>): string | undefined {
  if (!takesUnlisted(u)) return undefined;
  let name = `Unknown${u.name}`;
  while (taken.has(name)) name += "_";
  return name;
}

function unionAlias(u: UnionType & { usage?: TypeDef["usage"] }, taken: ReadonlySet<string>): Py[] {
  const received = u.usage !== "sent";
  const otherwise = u.variants.find((v) => v.match.kind === "otherwise");
  const { attribute, alias } = attributeOf(u.discriminator);
  const plain = !received && !otherwise && !alias && u.variants.every((v) => v.distinguishedBy === undefined);
  const names = u.variants.map((v) => pyName(v.type));
  if (plain)
    return [
      py`${pyName(u.name)} = _t.Annotated[_t.Union[${pyJoin(names, ", ")}], _p.Field(discriminator=${u.discriminator})]`,
    ];
  const unknown = fallbackOf(u, taken);
  const byValue = new Map<string | number, Py[]>();
  for (const v of u.variants)
    if (v.match.kind === "equals")
      byValue.set(v.match.value, [
        ...(byValue.get(v.match.value) ?? []),
        py`(${v.type}, ${v.distinguishedBy ?? null})`,
      ]);
  const entries = [...byValue].map(([value, tags]) => py`${value}: (${pyJoin(tags, ", ")},)`);
  const tagger = py`_r.tagger(${u.discriminator}, ${attribute.text}, {${pyJoin(entries, ", ")}}, ${otherwise?.type ?? null}, ${unknown ?? null})`;
  const tagged = [...u.variants.map((v) => v.type), ...(unknown ? [unknown] : [])].map(
    (n) => py`_t.Annotated[${pyName(n)}, _p.Tag(${n})]`,
  );
  const fallback = unknown
    ? [
        py`class ${pyName(unknown)}(_r.UnknownVariant):\n    ${`A variant of ${u.name} this version does not list, kept as it came.`}`,
      ]
    : [];
  return [
    ...fallback,
    py`_tag_${pyName(u.name)} = ${tagger}`,
    py`${pyName(u.name)} = _t.Annotated[_t.Union[${pyJoin(tagged, ", ")}], _p.Discriminator(_tag_${pyName(u.name)})]`,
  ];
}

/** models.py's body: the classes of the object types, then the unions (which refer to them), and the names made. */
export function emitModels(model: SpecModel): { code: Py; names: string[] } {
  const received = typeContext(model, true);
  const sent = typeContext(model, false);
  const ctxOf = (t: TypeDef) => (t.usage === "sent" ? sent : received);
  const taken = new Set(model.types.map((t) => t.name));
  const objects = model.types.flatMap((t) => (t.kind === "object" ? [objectClass(t, ctxOf(t))] : []));
  const unions = model.types.flatMap((t) => (t.kind === "union" ? unionAlias(t, taken) : []));
  const fallbacks = model.types.flatMap((t) => (t.kind === "union" ? [fallbackOf(t, taken) ?? []].flat() : []));
  const names = [...model.types.filter((t) => t.kind !== "opaque").map((t) => t.name), ...fallbacks];
  return { code: pyJoin([...objects, ...unions], "\n\n\n"), names };
}
