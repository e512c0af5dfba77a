// types.go: a struct per object type (fields this version does not list kept in Extra), a wrapper per union type
// whose UnmarshalJSON dispatches on the discriminator (an Unknown variant keeping the raw JSON of a received one it
// does not list), and the holders of unions of types.
import type { ObjectType, SpecModel, TypeDef, UnionType } from "../../model/model.ts";
import { seeTag } from "../shared/escape.ts";
import { Go, go, goComment, goFieldName, goIndent, goJoin, goName, jsonTag } from "./go-code.ts";
import { goType, optionalType, type GoTypeContext, type Holder } from "./go-type.ts";
import { dispatchOrder, takesUnlisted, type ValueMember } from "../shared/members.ts";

/** A field's comment (its note) and its cells: name, type, tag. */
function fieldRows(m: ValueMember, ctx: GoTypeContext): (Go | Go[])[] {
  const type = goType(m.type, m.constraints, ctx);
  const cells = [goFieldName(m.name), m.optional ? optionalType(type) : type, jsonTag(m.name, m.optional)];
  return m.description ? [goComment(m.description.replace(/\n/g, " ")), cells] : [cells];
}

/** Rows laid out as gofmt lays them: the cells of consecutive rows (no comment between) in columns. */
export function aligned(rows: readonly (Go | Go[])[]): Go {
  const out: Go[] = [];
  for (let i = 0; i < rows.length;) {
    const row = rows[i]!;
    if (!Array.isArray(row)) (out.push(row), i++);
    else {
      let j = i;
      while (j < rows.length && Array.isArray(rows[j])) j++;
      const run = rows.slice(i, j) as Go[][];
      const width = (k: number) => Math.max(...run.map((r) => r[k]!.text.length));
      for (const cells of run)
        out.push(new Go(cells.map((c, k) => (k < cells.length - 1 ? c.text.padEnd(width(k)) : c.text)).join(" ")));
      i = j;
    }
  }
  return goJoin(out, "\n");
}

/** A struct; `keeping`: fields this version does not list are kept in Extra and written back. */
export function struct(
  name: string,
  doc: string,
  members: readonly ValueMember[],
  keeping: boolean,
  ctx: GoTypeContext,
): Go {
  const n = goName(name);
  const extra = keeping
    ? [
        go`// Extra holds the members this version does not list, written back as they came.`,
        [go`Extra`, go`map[string]json.RawMessage`, go`\`json:"-"\``],
      ]
    : [];
  const rows = [...members.flatMap((m) => fieldRows(m, ctx)), ...extra];
  const body = rows.length > 0 ? [goIndent(aligned(rows))] : [];
  const decl = goJoin([goComment(doc), go`type ${n} struct {`, ...body, go`}`], "\n");
  if (!keeping) return decl;
  const known = goJoin(
    members.map((m) => go`${m.name}: true`),
    ", ",
  );
  return goJoin(
    [
      decl,
      go`var fieldsOf${n} = map[string]bool{${known}}`,
      go`func (v *${n}) UnmarshalJSON(b []byte) error {\n\ttype plain ${n}\n\treturn unmarshalKeeping(b, (*plain)(v), &v.Extra, fieldsOf${n})\n}`,
      go`func (v ${n}) MarshalJSON() ([]byte, error) {\n\ttype plain ${n}\n\treturn marshalKeeping(plain(v), v.Extra)\n}`,
    ],
    "\n\n",
  );
}

function objectStruct(t: ObjectType, ctx: GoTypeContext): Go {
  const doc = `${t.name}: ${t.description.trim() || "a type of the interface"}\n\nSpec: ${seeTag(t.position)}`;
  return struct(t.name, doc, t.fields, true, ctx);
}

/** The case of a variant in the wrapper's UnmarshalJSON. */
function variantCase(v: UnionType["variants"][number]): Go {
  const target = go`x := new(${goName(v.type)})\n\t\tu.Value = x\n\t\treturn json.Unmarshal(b, x)`;
  if (v.match.kind === "otherwise") return go`default:\n\t\t${target}`;
  const value = typeof v.match.value === "string" ? go`${v.match.value}` : go`float64(${v.match.value})`;
  const present = v.distinguishedBy ? go` && has(${v.distinguishedBy})` : go``;
  return go`case ok && tag == ${value}${present}:\n\t\t${target}`;
}

export function unknownName(u: UnionType, ctx: GoTypeContext): string {
  let name = `Unknown${u.name}`;
  while (ctx.taken.has(name)) name += "Value";
  ctx.taken.add(name);
  return name;
}

function unionWrapper(u: UnionType & { usage?: TypeDef["usage"] }, ctx: GoTypeContext): Go {
  const n = goName(u.name);
  const variant = goName(`${u.name}Variant`);
  const marker = go`is${n}`;
  const otherwise = u.variants.some((v) => v.match.kind === "otherwise");
  const unknown = takesUnlisted(u) ? goName(unknownName(u, ctx)) : undefined;
  // Distinguished variants first: they share a value with one that is told apart by nothing more.
  const ordered = dispatchOrder(u);
  const cases = ordered.map(variantCase);
  const fallback = unknown
    ? [go`default:\n\t\tu.Value = &${unknown}{Raw: append(json.RawMessage(nil), b...)}\n\t\treturn nil`]
    : otherwise
      ? []
      : [go`default:\n\t\treturn noVariant(${u.name}, ${u.discriminator}, tag)`];
  const doc = `${u.name} is one of ${u.variants.map((v) => v.type).join(", ")}${unknown ? `, or ${unknown.text} for a variant this version does not list` : ""}; told apart by ${u.discriminator}.\n\n${u.description.trim()}\n\nSpec: ${seeTag(u.position)}`;
  return goJoin(
    [
      goComment(doc.replace(/\n{3,}/g, "\n\n")),
      go`type ${n} struct {\n\tValue ${variant}\n}`,
      go`// ${variant} is a variant of ${n}: a pointer to one of its types.\ntype ${variant} interface{ ${marker}() }`,
      ...u.variants.map((v) => go`func (*${goName(v.type)}) ${marker}() {}`),
      ...(unknown
        ? [
            go`// ${unknown} is a variant of ${n} this version does not list: its JSON as it came.\ntype ${unknown} struct{ Raw json.RawMessage }\n\nfunc (*${unknown}) ${marker}() {}`,
          ]
        : []),
      go`func (u *${n}) UnmarshalJSON(b []byte) error {\n\ttag, ok := member(b, ${u.discriminator})\n\thas := func(name string) bool { _, ok := member(b, name); return ok }\n\t_ = has\n\tswitch {\n\t${goJoin([...cases, ...fallback], "\n\t")}\n\t}\n}`,
      go`func (u ${n}) MarshalJSON() ([]byte, error) {\n\tif u.Value == nil {\n\t\treturn []byte("null"), nil\n\t}${unknown ? go`\n\tif x, ok := u.Value.(*${unknown}); ok {\n\t\treturn x.Raw, nil\n\t}` : go``}\n\treturn json.Marshal(u.Value)\n}`,
    ],
    "\n\n",
  );
}

function holderType(h: Holder): Go {
  const n = goName(h.name);
  const fields = aligned(h.members.map((m) => [goName(m.field), m.type]));
  const refs = goJoin(
    h.members.map((m) => go`&u.${goName(m.field)}`),
    ", ",
  );
  const values = goJoin(
    h.members.map((m) => go`u.${goName(m.field)}`),
    ", ",
  );
  return goJoin(
    [
      go`// ${n} holds one of its members: the first the JSON fits.\ntype ${n} struct {\n${goIndent(fields)}\n}`,
      go`func (u *${n}) UnmarshalJSON(b []byte) error {\n\treturn decodeFirst(b, ${refs})\n}`,
      go`func (u ${n}) MarshalJSON() ([]byte, error) {\n\treturn marshalFirst(${values})\n}`,
    ],
    "\n\n",
  );
}

export function emitGoTypes(model: SpecModel, ctx: GoTypeContext): { types: Go; holders: () => Go } {
  const objects = model.types.flatMap((t) => (t.kind === "object" ? [objectStruct(t, ctx)] : []));
  const unions = model.types.flatMap((t) => (t.kind === "union" ? [unionWrapper(t, ctx)] : []));
  return {
    types: goJoin([...objects, ...unions], "\n\n"),
    holders: () => goJoin([...ctx.holders.values()].map(holderType), "\n\n"),
  };
}
