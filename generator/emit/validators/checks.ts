// Value checks for validator bodies: one statement block per type reference, failing fast when no errors are
// collected (`c.errs === null`) and recording precise errors otherwise.
import type { Constraints, TypeRef } from "../../model/model.ts";
import { assertNever } from "../../model/model.ts";
import { showType } from "../../model/show-type.ts";
import { enumValues } from "../../model/types.ts";
import { _, Code, join, json, name, type Name, type Names } from "./code.ts";
import { INT32, INT52 } from "../shared/integers.ts";
import { RT } from "./runtime-helpers.ts";

/** Module-level constants a validator body refers to (descriptors, sets), collected while generating. */
export interface Hoisted {
  readonly names: Names;
  readonly constants: Code[];
}

// TypeScript-only text is rendered once between two control characters that quoted spec text can never contain
// (JSON.stringify escapes them): the TypeScript output drops the marks, the JavaScript output drops what they enclose.
// JavaScript-only text (an import of the runtime's .mjs) is marked the same way with two others.
const TS_OPEN = "\u0001";
const TS_CLOSE = "\u0002";
const JS_OPEN = "\u0003";
const JS_CLOSE = "\u0004";

/** Code that only the TypeScript output keeps. */
export function typeOnly(code: Code): Code {
  return new Code(`${TS_OPEN}${code.text}${TS_CLOSE}`, code.uses);
}

/** `: Type` in TypeScript output, nothing in JavaScript. */
export function annotation(type: string): Code {
  return typeOnly(new Code(`: ${type}`));
}

/** Code that only the JavaScript output keeps. */
export function jsOnly(code: Code): Code {
  return new Code(`${JS_OPEN}${code.text}${JS_CLOSE}`, code.uses);
}

export function asTypeScript(text: string): string {
  return text.replace(/\u0003[^\u0004]*\u0004/g, "").replace(/[\u0001\u0002]/g, "");
}

export function asJavaScript(text: string): string {
  return text
    .replace(/\u0001[^\u0002]*\u0002/g, "")
    .replace(/[\u0003\u0004]/g, "")
    .replace(/\n{3,}/g, "\n\n");
}

export interface Site {
  /** Expression of the value to check. */
  readonly x: Code;
  /** Expression of its JSON Pointer (evaluated only when errors are collected, or for nested calls). */
  readonly path: Code;
  readonly spec: string;
  readonly optional: boolean;
}

/** After a failed check: stop when no errors are collected or enough were, else record and go on. */
export function failWith(report: Code): Code {
  return _`if (c.halt || (${report}, c.halt)) return false; ok = false;`;
}

/** After a nested validator failed (it recorded its own errors). */
export const FAILED = _`if (c.halt) return false; ok = false;`;

export function validatorName(kind: string, typeName: string): Name {
  return name(`V_${kind}${typeName}`);
}

const CONSTANT_TYPES: Readonly<Record<string, string>> = {
  D: "LeafDescriptor",
  E: "ReadonlySet<string>",
  N: "ReadonlySet<number>",
  R: "RegExp",
  K: "ReadonlySet<string>",
  G: "readonly string[]",
  U: "ValidatorFn",
};

/** A module-level constant; its type annotation comes from its prefix. */
export function hoist(h: Hoisted, prefix: keyof typeof CONSTANT_TYPES & string, value: Code): Name {
  const n = h.names.next(prefix);
  h.constants.push(_`const ${n}${annotation(CONSTANT_TYPES[prefix] ?? "unknown")} = ${value};`);
  return n;
}

function bounds(ref: TypeRef, c: Constraints): { min?: number; max?: number } {
  const bits =
    ref.kind !== "integer" ? undefined : c.integerBits === 52 ? INT52 : c.integerBits === 32 ? INT32 : undefined;
  const min = Math.max(bits?.minimum ?? -Infinity, c.minimum ?? -Infinity);
  const max = Math.min(bits?.maximum ?? Infinity, c.maximum ?? Infinity);
  return { ...(Number.isFinite(min) ? { min } : {}), ...(Number.isFinite(max) ? { max } : {}) };
}

interface Leaf {
  readonly cond: Code;
  readonly descriptor: Record<string, unknown>;
}

function numberLeaf(ref: TypeRef, c: Constraints, x: Code, h: Hoisted, path: Code): Leaf {
  const { min, max } = bounds(ref, c);
  const base =
    ref.kind === "integer"
      ? _`typeof ${x} === "number" && Number.isInteger(${x})`
      : _`typeof ${x} === "number" && Number.isFinite(${x})`;
  const values = enumValues(c, "number");
  const parts = [
    base,
    ...(min !== undefined ? [_`${x} >= ${min}`] : []),
    ...(max !== undefined ? [_`${x} <= ${max}`] : []),
    ...(values ? [enumCheck(values, x, h, path)] : []),
  ];
  return { cond: join(parts, " && "), descriptor: { kind: ref.kind, min, max, enum: values } };
}

/** In compatible mode a value this version does not know passes, and is noted when notes are kept. */
function enumCheck(values: readonly (string | number)[], x: Code, h: Hoisted, path: Code): Code {
  const set = hoist(h, values.every((v) => typeof v === "number") ? "N" : "E", _`/* @__PURE__ */ new Set(${values})`);
  return _`(${set}.has(${x}) || (c.compat && ${RT.noteUnknown}(c, ${path}, ${x})))`;
}

function stringLeaf(c: Constraints, x: Code, h: Hoisted, path: Code): Leaf {
  const parts = [_`typeof ${x} === "string"`];
  const length = c.lengthUnit === "utf8" ? _`${RT.utf8Length}(${x})` : _`${x}.length`;
  if (c.minLength !== undefined && c.minLength > 0) parts.push(_`${length} >= ${c.minLength}`);
  if (c.maxLength !== undefined) parts.push(_`${length} <= ${c.maxLength}`);
  const values = enumValues(c, "string");
  if (values) parts.push(enumCheck(values, x, h, path));
  if (c.pattern) parts.push(_`${hoist(h, "R", _`/* @__PURE__ */ new RegExp(${c.pattern}, "u")`)}.test(${x})`);
  return {
    cond: join(parts, " && "),
    descriptor: {
      kind: "string",
      minLength: c.minLength,
      maxLength: c.maxLength,
      unit: c.lengthUnit,
      enum: values,
      pattern: c.pattern,
    },
  };
}

/** A scalar reference as one boolean expression, with what to say when it fails. */
function leaf(ref: TypeRef, c: Constraints, x: Code, h: Hoisted, path: Code = _`""`): Leaf | undefined {
  if (c.const !== undefined && ref.kind !== "array" && ref.kind !== "union")
    return { cond: _`${x} === ${c.const}`, descriptor: { kind: "const", value: c.const } };
  switch (ref.kind) {
    case "integer":
    case "float":
      return numberLeaf(ref, c, x, h, path);
    case "string":
      return stringLeaf(c, x, h, path);
    case "boolean":
      return { cond: _`typeof ${x} === "boolean"`, descriptor: { kind: "boolean" } };
    case "true":
      return { cond: _`${x} === true`, descriptor: { kind: "const", value: true } };
    case "literal":
      return { cond: _`${x} === ${ref.value}`, descriptor: { kind: "const", value: ref.value } };
    case "unknown":
      return { cond: _`${x} !== null`, descriptor: { kind: "nonnull" } };
    case "ref":
      return { cond: _`${validatorName("", ref.name)}(${x}, c.fast, d + 1, "")`, descriptor: { kind: "other" } };
    case "union": {
      const members = ref.members.map((m) =>
        m.kind === "array"
          ? _`(Array.isArray(${x}) && ${arrayTest(m, c, h)}(${x}, c.fast, d, ""))`
          : (leaf(m, c, x, h, path)?.cond ?? _`false`),
      );
      return { cond: _`(${join(members, " || ")})`, descriptor: { kind: "other" } };
    }
    case "array":
      return undefined;
    default:
      return assertNever(ref, "type reference");
  }
}

/** A boolean expression for a scalar reference (no arrays), checked in the fast context. */
export function test(ref: TypeRef, c: Constraints, x: Code, h: Hoisted): Code {
  const l = leaf(ref, c, x, h);
  if (!l) throw new Error(`no boolean test for ${showType(ref)}`);
  return ref.kind === "ref" ? _`${validatorName("", ref.name)}(${x}, c.fast, d + 1, "")` : l.cond;
}

function descriptorFor(d: Record<string, unknown>, ref: TypeRef, site: Site, h: Hoisted): Name {
  const clean = Object.fromEntries(
    Object.entries({ ...d, expected: showType(ref), spec: site.spec, optional: site.optional || undefined }).filter(
      ([, v]) => v !== undefined,
    ),
  );
  return hoist(h, "D", json(clean));
}

/** Statements that check `site.x` against `ref`, setting `ok = false` (or returning false when fast). */
export function checkValue(ref: TypeRef, c: Constraints, site: Site, h: Hoisted): Code {
  if (ref.kind === "ref") {
    return _`if (!${validatorName("", ref.name)}(${site.x}, c, d + 1, c.errs === null ? "" : ${site.path})) { ${FAILED} }`;
  }
  if (ref.kind === "array") return checkArray(ref, c, site, h);
  const l = leaf(ref, c, site.x, h, site.path) as Leaf;
  const d = descriptorFor(l.descriptor, ref, site, h);
  return _`if (!(${l.cond})) { ${failWith(_`${RT.leafError}(c, ${site.path}, ${site.x}, ${d})`)} }`;
}

/** A union member that is an array, as a module-level validator, so that a union can test it like any member. */
function arrayTest(ref: Extract<TypeRef, { kind: "array" }>, c: Constraints, h: Hoisted): Name {
  const body = checkArray(ref, c, { x: _`v`, path: _`p`, spec: "", optional: false }, h);
  return hoist(h, "U", _`(v, c, d, p) => { let ok = true; ${body} return ok; }`);
}

function checkArray(ref: Extract<TypeRef, { kind: "array" }>, c: Constraints, site: Site, h: Hoisted): Code {
  const i = h.names.next("i");
  const y = h.names.next("y");
  const d = descriptorFor({ kind: "array", minItems: ref.minItems, maxItems: ref.maxItems }, ref, site, h);
  const inner = checkValue(
    ref.items,
    c,
    { x: y, path: _`${site.path} + "/" + ${i}`, spec: site.spec, optional: false },
    h,
  );
  const bounds = [
    ...(ref.minItems !== undefined ? [_`${site.x}.length < ${ref.minItems}`] : []),
    ...(ref.maxItems !== undefined ? [_`${site.x}.length > ${ref.maxItems}`] : []),
  ];
  const fail = failWith(_`${RT.leafError}(c, ${site.path}, ${site.x}, ${d})`);
  const length = bounds.length > 0 ? _` else if (${join(bounds, " || ")}) { ${fail} }` : _``;
  return _`if (!Array.isArray(${site.x})) { ${fail} }${length} else for (let ${i} = 0; ${i} < ${site.x}.length; ${i}++) { const ${y} = ${site.x}[${i}]; ${inner} }`;
}
