// fast-check arbitraries for every type of a model (from its ir.json), and the single mutations that make a valid
// value invalid at a known path.
import fc from "fast-check";
import type { Constraints, Field, ObjectType, SpecModel, TypeDef, TypeRef } from "../../generator/model/model.ts";

const INT32 = { min: -2147483648, max: 2147483647 };
const INT52 = { min: -(2 ** 52 - 1), max: 2 ** 52 - 1 };
const MAX_DEPTH = 3;

type Json = unknown;

export class ModelArbitraries {
  private readonly types: Map<string, TypeDef>;
  /** Built once per type and depth: a property that picks a type per value must not rebuild its arbitrary. */
  private readonly built = new Map<string, fc.Arbitrary<Json>>();
  constructor(readonly model: SpecModel) {
    this.types = new Map(model.types.map((t) => [t.name, t]));
  }

  type(name: string, depth = 0): fc.Arbitrary<Json> {
    const key = `${name}@${depth}`;
    let arb = this.built.get(key);
    if (!arb) {
      arb = this.build(name, depth);
      this.built.set(key, arb);
    }
    return arb;
  }

  private build(name: string, depth: number): fc.Arbitrary<Json> {
    const t = this.types.get(name);
    if (!t) throw new Error(`no type ${name}`);
    switch (t.kind) {
      case "opaque":
        // JSON carries no file: an upload is left out (undefined), as a client sends it apart, in multipart/form-data.
        return t.upload
          ? fc.constant(undefined)
          : fc.dictionary(fc.string({ maxLength: 5 }), fc.oneof(fc.integer(), fc.string()), { maxKeys: 2 });
      case "union":
        return fc.oneof(...t.variants.map((v) => this.type(v.type, depth)));
      case "object":
        return this.object(t, depth);
    }
  }

  private object(t: ObjectType, depth: number): fc.Arbitrary<Json> {
    const grouped = new Set(t.groups.flatMap((g) => g.fields));
    const free = t.fields.filter((f) => !grouped.has(f.name) && (!f.optional || depth < MAX_DEPTH));
    const record: Record<string, fc.Arbitrary<Json>> = {};
    for (const f of free) record[f.name] = this.value(f.type, f.constraints, depth + 1);
    const base = fc.record(record, { requiredKeys: free.filter((f) => !f.optional).map((f) => f.name) });
    const groups = t.groups.map((g) => {
      const options = g.fields
        .map((name) => t.fields.find((f) => f.name === name) as Field)
        .filter(() => depth < MAX_DEPTH || g.kind !== "at-most-one");
      const one = fc.oneof(
        ...options.map((f) => this.value(f.type, f.constraints, depth + 1).map((v) => ({ [f.name]: v }))),
      );
      return g.kind !== "at-most-one" ? one : fc.option(one, { nil: {} });
    });
    const object = fc.tuple(base, ...groups).map(([b, ...gs]) => Object.assign({}, b, ...gs));
    return t.alternatives.length > 0
      ? fc.oneof(object, ...t.alternatives.map((a) => this.value(a, {}, depth)))
      : object;
  }

  value(ref: TypeRef, c: Constraints, depth: number): fc.Arbitrary<Json> {
    if (c.const !== undefined && ref.kind !== "array") return fc.constant(c.const);
    switch (ref.kind) {
      case "integer": {
        const bits = c.integerBits === 52 ? INT52 : INT32;
        return fc.integer({
          min: Math.max(bits.min, c.minimum ?? bits.min),
          max: Math.min(bits.max, c.maximum ?? bits.max),
        });
      }
      case "float":
        return fc.double({ noNaN: true, noDefaultInfinity: true, min: c.minimum ?? -1e9, max: c.maximum ?? 1e9 });
      case "string":
        return this.string(c);
      case "boolean":
        return fc.boolean();
      case "true":
        return fc.constant(true);
      case "literal":
        return fc.constant(ref.value);
      case "ref":
        return this.type(ref.name, depth);
      case "array":
        return this.array(ref, c, depth);
      case "union":
        return fc.oneof(...ref.members.map((m) => this.value(m, c, depth)));
      case "unknown":
        return fc.oneof(fc.integer(), fc.string(), fc.boolean());
    }
  }

  /** Short arrays within the list length the spec states. */
  private array(ref: Extract<TypeRef, { kind: "array" }>, c: Constraints, depth: number): fc.Arbitrary<Json> {
    const minLength = ref.minItems ?? 0;
    const maxLength = Math.max(minLength, Math.min(ref.maxItems ?? Infinity, depth < MAX_DEPTH ? 3 : 1));
    return fc.array(this.value(ref.items, c, depth), { minLength, maxLength });
  }

  private string(c: Constraints): fc.Arbitrary<Json> {
    if (c.enum) return fc.constantFrom(...c.enum);
    const min = c.minLength ?? 0;
    const max = Math.min(c.maxLength ?? 12, min + 20);
    if (c.pattern)
      return fc.stringMatching(new RegExp(c.pattern.replace(/\*\$$/, `{${Math.max(min, 1)},${max}}$`), "u"));
    // Bytes: ASCII keeps bytes and characters equal. Characters: any code point, counted in UTF-16 units.
    if (c.lengthUnit === "utf8") return fc.string({ minLength: min, maxLength: max });
    const any = fc
      .string({ unit: "binary", minLength: min, maxLength: max })
      .filter((s) => s.length >= min && s.length <= max);
    if (c.maxLength === undefined) return any;
    // At the limit in UTF-16 code units, with astral characters (2 units each) to tell units from code points.
    const limit = c.maxLength;
    const edge = fc.constant("😀".repeat(Math.floor(limit / 2)) + "x".repeat(limit % 2)).filter((s) => s.length >= min);
    return fc.oneof(any, edge);
  }
}

export interface Mutation {
  readonly kind:
    "drop-required" | "wrong-primitive" | "unknown-enum" | "bad-discriminator" | "out-of-range" | "too-long";
  readonly path: string;
  /** Applies the mutation to a deep copy of the value and returns it. */
  readonly apply: (root: Json) => Json;
  /** Whether compatible mode accepts the mutated value. */
  readonly compatibleAccepts: boolean;
}

const seg = (k: string | number) => String(k).replace(/~/g, "~0").replace(/\//g, "~1");

function setAt(
  root: Json,
  keys: readonly (string | number)[],
  update: (parent: Record<string | number, Json>, key: string | number) => void,
): Json {
  const copy = structuredClone(root);
  let node = copy as Record<string | number, Json>;
  for (const k of keys.slice(0, -1)) node = node[k] as Record<string | number, Json>;
  update(node, keys[keys.length - 1] as string | number);
  return copy;
}

/** Every single mutation of a valid value, found by walking it along its type. */
export function mutations(model: SpecModel, typeName: string, value: Json): Mutation[] {
  const types = new Map(model.types.map((t) => [t.name, t]));
  const out: Mutation[] = [];
  const path = (keys: readonly (string | number)[]) => keys.map((k) => `/${seg(k)}`).join("");

  function leaf(ref: TypeRef, c: Constraints, v: Json, keys: (string | number)[]): void {
    const at = path(keys);
    const replace = (kind: Mutation["kind"], next: Json, compatibleAccepts = false) =>
      out.push({ kind, path: at, compatibleAccepts, apply: (root) => setAt(root, keys, (p, k) => (p[k] = next)) });
    if (ref.kind === "ref") return walkType(ref.name, v, keys);
    if (ref.kind === "array" && Array.isArray(v)) return v.forEach((item, i) => leaf(ref.items, c, item, [...keys, i]));
    if (ref.kind === "union" || ref.kind === "unknown") return;
    replace("wrong-primitive", typeof v === "string" ? 42 : "not a primitive of this type");
    if (c.enum && !c.const) replace("unknown-enum", "zz_unknown_value", true);
    if (ref.kind === "integer" && c.maximum === undefined)
      replace("out-of-range", (c.integerBits === 52 ? 2 ** 52 : 2 ** 31) + 1);
    else if ((ref.kind === "integer" || ref.kind === "float") && c.maximum !== undefined)
      replace("out-of-range", c.maximum + 1);
    if (ref.kind === "string" && c.maxLength !== undefined && !c.enum) {
      replace("too-long", "x".repeat(c.maxLength + 1));
      if (c.lengthUnit !== "utf8") replace("too-long", "😀".repeat(Math.floor(c.maxLength / 2) + 1));
    }
  }

  function walkType(name: string, v: Json, keys: (string | number)[]): void {
    const t = types.get(name);
    if (!t || typeof v !== "object" || v === null || Array.isArray(v)) return;
    const obj = v as Record<string, Json>;
    if (t.kind === "union") {
      const tag = obj[t.discriminator];
      const variant =
        t.variants.find((x) => x.match.kind === "equals" && x.match.value === tag) ??
        t.variants.find((x) => x.match.kind === "otherwise");
      if (t.variants.every((x) => x.match.kind === "equals")) {
        out.push({
          kind: "bad-discriminator",
          path: path([...keys, t.discriminator]),
          compatibleAccepts: true,
          apply: (root) => setAt(root, [...keys, t.discriminator], (p, k) => (p[k] = "zz_unknown_variant")),
        });
      }
      if (variant) walkObject(types.get(variant.type) as ObjectType, obj, keys, t.discriminator);
      return;
    }
    if (t.kind === "object") walkObject(t, obj, keys, undefined);
  }

  function walkObject(
    t: ObjectType,
    obj: Record<string, Json>,
    keys: (string | number)[],
    discriminator: string | undefined,
  ): void {
    for (const f of t.fields) {
      if (f.name === discriminator || !(f.name in obj)) continue;
      if (!f.optional)
        out.push({
          kind: "drop-required",
          path: path([...keys, f.name]),
          compatibleAccepts: false,
          apply: (root) => setAt(root, [...keys, f.name], (p, k) => delete p[k]),
        });
      leaf(f.type, f.constraints, obj[f.name], [...keys, f.name]);
    }
  }

  walkType(typeName, value, []);
  return out;
}
