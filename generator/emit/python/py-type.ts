// Model type references → Python annotations: pydantic's (strict scalars, bounds and lengths as validators, open enums
// for received data) and plain TypedDict ones.
import type { Constraints, SpecModel, TypeDef, TypeRef } from "../../model/model.ts";
import { assertNever } from "../../model/model.ts";
import { enumValues } from "../../model/types.ts";
import { INT32, INT52 } from "../shared/integers.ts";
import { py, pyJoin, pyName, type Py } from "./py-code.ts";

/** What an annotation is for: the types by name, and whether values are received (open enums) or sent (closed). */
export interface PyTypeContext {
  readonly types: ReadonlyMap<string, TypeDef>;
  readonly received: boolean;
}

export function typeContext(model: SpecModel, received: boolean): PyTypeContext {
  return { types: new Map(model.types.map((t) => [t.name, t])), received };
}

function annotated(base: Py, meta: readonly Py[]): Py {
  return meta.length === 0 ? base : py`_t.Annotated[${pyJoin([base, ...meta], ", ")}]`;
}

const literalOf = (values: readonly (string | number | boolean)[]): Py =>
  py`_t.Literal[${pyJoin(
    values.map((v) => py`${v}`),
    ", ",
  )}]`;

/** Bounds of a number: the notes', within the width of an Integer (as the TypeScript validators check them). */
function bounds(ref: TypeRef, c: Constraints): Py[] {
  const bits =
    ref.kind !== "integer" ? undefined : c.integerBits === 52 ? INT52 : c.integerBits === 32 ? INT32 : undefined;
  const min = Math.max(bits?.minimum ?? -Infinity, c.minimum ?? -Infinity);
  const max = Math.min(bits?.maximum ?? Infinity, c.maximum ?? Infinity);
  const args = [...(Number.isFinite(min) ? [py`ge=${min}`] : []), ...(Number.isFinite(max) ? [py`le=${max}`] : [])];
  return args.length > 0 ? [py`_p.Field(${pyJoin(args, ", ")})`] : [];
}

function enumMeta(base: Py, values: readonly (string | number)[] | undefined, meta: Py[], ctx: PyTypeContext): Py {
  if (!values) return annotated(base, meta);
  if (!ctx.received) return literalOf(values);
  return annotated(base, [...meta, py`_r.open_enum(${values})`]);
}

function stringType(c: Constraints, ctx: PyTypeContext): Py {
  const meta = [py`_p.Strict()`];
  const min = c.minLength !== undefined && c.minLength > 0 ? c.minLength : null;
  if (min !== null || c.maxLength !== undefined)
    meta.push(py`_r.length(${min}, ${c.maxLength ?? null}, ${c.lengthUnit ?? "utf16"})`);
  if (c.pattern) meta.push(py`_r.pattern(${c.pattern})`);
  return enumMeta(py`str`, enumValues(c, "string"), meta, ctx);
}

function numberType(ref: TypeRef & { kind: "integer" | "float" }, c: Constraints, ctx: PyTypeContext): Py {
  const base = ref.kind === "integer" ? py`int` : py`float`;
  return enumMeta(base, enumValues(c, "number"), [py`_p.Strict()`, ...bounds(ref, c)], ctx);
}

function refType(name: string, ctx: PyTypeContext): Py {
  const t = ctx.types.get(name);
  if (t?.kind === "opaque") return t.upload ? py`_r.InputFile` : py`_t.Any`;
  if (t?.kind === "object" && t.alternatives.length > 0)
    return py`_t.Union[${pyJoin([...t.alternatives.map((a) => pydanticType(a, {}, ctx)), pyName(name)], ", ")}]`;
  return pyName(name);
}

/** The pydantic annotation of a value; constraints apply to each scalar (each leaf item of an array). */
export function pydanticType(ref: TypeRef, c: Constraints, ctx: PyTypeContext): Py {
  if (c.const !== undefined && ref.kind !== "array" && ref.kind !== "union") return literalOf([c.const]);
  switch (ref.kind) {
    case "integer":
    case "float":
      return numberType(ref, c, ctx);
    case "string":
      return stringType(c, ctx);
    case "boolean":
      return py`_t.Annotated[bool, _p.Strict()]`;
    case "true":
      return py`_t.Literal[True]`;
    case "literal":
      return literalOf([ref.value]);
    case "ref":
      return refType(ref.name, ctx);
    case "array": {
      const items = pydanticType(ref.items, c, ctx);
      const args = [
        ...(ref.minItems !== undefined ? [py`min_length=${ref.minItems}`] : []),
        ...(ref.maxItems !== undefined ? [py`max_length=${ref.maxItems}`] : []),
      ];
      return annotated(py`list[${items}]`, args.length > 0 ? [py`_p.Field(${pyJoin(args, ", ")})`] : []);
    }
    case "union":
      return py`_t.Union[${pyJoin(
        ref.members.map((m) => pydanticType(m, c, ctx)),
        ", ",
      )}]`;
    case "unknown":
      return py`_t.Any`;
    default:
      return assertNever(ref, "type reference");
  }
}

/** The name of a type's TypedDict. */
export const dictName = (name: string): Py => pyName(`${name}Dict`);

/** The TypedDict annotation of a value: references as strings (TypedDicts are built at import, in any order). */
export function typedDictType(ref: TypeRef, c: Constraints, ctx: PyTypeContext): Py {
  if (c.const !== undefined && ref.kind !== "array" && ref.kind !== "union") return literalOf([c.const]);
  const values = ref.kind === "string" ? enumValues(c, "string") : enumValues(c, "number");
  switch (ref.kind) {
    case "integer":
    case "float":
    case "string":
      if (values && !ctx.received) return literalOf(values);
      return ref.kind === "integer" ? py`int` : ref.kind === "float" ? py`float` : py`str`;
    case "boolean":
      return py`bool`;
    case "true":
      return py`_t.Literal[True]`;
    case "literal":
      return literalOf([ref.value]);
    case "ref": {
      const t = ctx.types.get(ref.name);
      if (t?.kind === "opaque") return t.upload ? py`_r.InputFile` : py`_t.Any`;
      const named = py`${`${ref.name}Dict`}`;
      if (t?.kind === "object" && t.alternatives.length > 0)
        return py`_t.Union[${pyJoin([...t.alternatives.map((a) => typedDictType(a, {}, ctx)), named], ", ")}]`;
      return named;
    }
    case "array":
      return py`list[${typedDictType(ref.items, c, ctx)}]`;
    case "union":
      return py`_t.Union[${pyJoin(
        ref.members.map((m) => typedDictType(m, c, ctx)),
        ", ",
      )}]`;
    case "unknown":
      return py`_t.Any`;
    default:
      return assertNever(ref, "type reference");
  }
}
