// One validator function per object type, union, opaque type, method params and response.
import type { Field, FieldGroup, OpaqueType, SourcePosition, TypeDef, TypeRef, UnionType } from "../../model/model.ts";
import { assertNever } from "../../model/model.ts";
import { showType } from "../../model/show-type.ts";
import { seeTag } from "../shared/escape.ts";
import { _, Code, join, prop, type Name } from "./code.ts";
import { annotation, checkValue, FAILED, failWith, hoist, test, validatorName, type Hoisted } from "./checks.ts";
import { RT } from "./runtime-helpers.ts";

/** Keys that objects inherit from Object.prototype must be read as own properties only. */
function read(key: string): Code {
  const v = _`v`;
  return key in Object.prototype ? _`(${RT.hasOwn}.call(v, ${key}) ? ${prop(v, key)} : undefined)` : prop(v, key);
}

/** A validator function; `depth` false names the depth parameter `_d` (it is not read). */
function fn(name: Name, body: Code[], depth = true): Code {
  const d = new Code(depth ? "d" : "_d");
  const indented = body.map((b) => new Code(b.text.replace(/^/gm, "  "), b.uses));
  return _`function ${name}(v${annotation("any")}, c${annotation("Ctx")}, ${d}${annotation("number")}, p${annotation("string")})${annotation("boolean")} {\n${join(indented, "\n")}\n}`;
}

/**
 * Whether a key is present: `in` first, since reading an absent property of objects of many shapes (Message has some
 * eighty optional fields, a few present at a time) costs a slow lookup each, and a valid value pays it for every one.
 */
function has(key: string): Code {
  return key in Object.prototype ? _`${RT.hasOwn}.call(v, ${key})` : _`${key} in v`;
}

function fieldCheck(f: Field, h: Hoisted): Code {
  const spec = seeTag(f.position);
  const site = { x: _`x`, path: _`p + ${`/${f.name}`}`, spec, optional: f.optional };
  const check = checkValue(f.type, f.constraints, site, h);
  const got = _`x = ${read(f.name)};`;
  if (f.optional) return _`if (${has(f.name)}) { ${got} if (x !== undefined) { ${check} } }`;
  return _`${got}\nif (x === undefined) { ${failWith(_`${RT.missing}(c, p, ${f.name}, ${showType(f.type)}, ${spec})`)} }\nelse { ${check} }`;
}

function groupCheck(g: FieldGroup, h: Hoisted): Code {
  const present = g.fields.map((k) => _`(${has(k)} && ${read(k)} !== undefined ? 1 : 0)`);
  const count = present.length > 0 ? join(present, " + ") : _`0`;
  const bad = { "exactly-one": _`!== 1`, "at-most-one": _`> 1`, "at-least-one": _`< 1` }[g.kind];
  const fields = hoist(h, "G", _`${g.fields}`);
  return _`if (${count} ${bad}) { ${failWith(_`${RT.groupError}(c, p, ${g.kind}, ${fields}, ${fields}.filter((k) => ${RT.hasOwn}.call(v, k) && v[k] !== undefined), ${seeTag(g.position)})`)} }`;
}

/** The start of every object validator: alternatives, object-ness, depth. */
function prologue(expected: string, spec: string, alternatives: readonly TypeRef[], h: Hoisted): Code[] {
  const alt = alternatives.map((a) => _`if (${test(a, {}, _`v`, h)}) return true;`);
  return [
    ...alt,
    _`if (!${RT.isObject}(v)) return c.errs === null ? false : ${RT.notObject}(c, p, v, ${expected}, ${spec});`,
    _`if (d > ${RT.MAX_DEPTH}) return ${RT.tooDeep}(c, p);`,
  ];
}

export function objectValidator(
  name: Name,
  typeName: string,
  fields: readonly Field[],
  groups: readonly FieldGroup[],
  position: SourcePosition,
  alternatives: readonly TypeRef[],
  h: Hoisted,
): Code {
  const spec = seeTag(position);
  const expected = alternatives.length > 0 ? `${alternatives.map(showType).join(" or ")} or ${typeName}` : typeName;
  const known = hoist(h, "K", _`new Set(${fields.map((f) => f.name)})`);
  return fn(name, [
    ...prologue(expected, spec, alternatives, h),
    _`let ok = true;`,
    ...(fields.length > 0 ? [_`let x${annotation("any")};`] : []),
    ...fields.map((f) => fieldCheck(f, h)),
    ...groups.map((g) => groupCheck(g, h)),
    _`if ((c.exact || c.unknownFields) && !${RT.unknownKeys}(c, v, ${known}, p, ${typeName})) { ${FAILED} }`,
    _`return ok;`,
  ]);
}

function unionValidator(u: UnionType): Code {
  const spec = seeTag(u.position);
  const tag = read(u.discriminator);
  const head = _`if (!${RT.isObject}(v)) return c.errs === null ? false : ${RT.notObject}(c, p, v, ${u.name}, ${spec});`;
  const otherwise = u.variants.find((v) => v.match.kind === "otherwise");
  const equals = u.variants.flatMap((v) =>
    v.match.kind === "equals" ? [{ type: v.type, value: v.match.value, by: v.distinguishedBy }] : [],
  );
  const seen = new Set<string | number>();
  const cases = equals.flatMap((v) => {
    if (seen.has(v.value)) return [];
    seen.add(v.value);
    const group = equals.filter((o) => o.value === v.value);
    return [
      group.length === 1
        ? _`if (${tag} === ${v.value}) return ${validatorName("", v.type)}(v, c, d, p);`
        : sharedCase(u, group),
    ];
  });
  const last = otherwise
    ? _`return ${validatorName("", otherwise.type)}(v, c, d, p);`
    : _`return ${RT.unknownVariant}(c, v, ${u.discriminator}, ${equals.map((v) => v.value)}, p, ${u.name}, ${spec});`;
  return fn(validatorName("", u.name), [head, ...cases, last]);
}

/**
 * Variants that share a value, told apart by a required field of their own: the one whose field is present; where
 * several are, the one that validates (as JSON Schema's oneOf would); else one error naming the fields.
 */
function sharedCase(
  u: UnionType,
  group: readonly { type: string; value: string | number; by?: string | undefined }[],
): Code {
  const spec = seeTag(u.position);
  const has = group.map((g) => _`(${RT.hasOwn}.call(v, ${g.by ?? ""}) && v[${g.by ?? ""}] !== undefined)`);
  const call = (g: (typeof group)[number], fast: boolean) =>
    fast ? _`${validatorName("", g.type)}(v, c.fast, d, "")` : _`${validatorName("", g.type)}(v, c, d, p)`;
  const count = join(
    has.map((h) => _`(${h} ? 1 : 0)`),
    " + ",
  );
  const single = group.map((g, i) => _`if (n === 1 && ${has[i] as Code}) return ${call(g, false)};`);
  const valid = join(
    group.map((g, i) => _`(${has[i] as Code} && ${call(g, true)} ? 1 : 0)`),
    " + ",
  );
  const several = group.map((g, i) => _`if (${has[i] as Code} && ${call(g, true)}) return ${call(g, false)};`);
  const message = `${u.discriminator} ${JSON.stringify(group[0]?.value)} is shared by ${group.map((g) => g.type).join(" and ")}; expected exactly one of ${group.map((g) => `${g.by} (${g.type})`).join(", ")}`;
  return _`if (${read(u.discriminator)} === ${group[0]?.value}) { const n = ${count}; ${join(single, " ")} if (n > 1 && ${valid} === 1) { ${join(several, " ")} } return c.errs === null ? false : ${RT.report}(c, p, ${message}, ${u.name}, ${spec}); }`;
}

function opaqueValidator(t: OpaqueType): Code {
  const spec = seeTag(t.position);
  const check = t.upload ? _`if (${RT.isFile}(v)) return true;` : _`if (${RT.isObject}(v)) return true;`;
  const fail = t.upload
    ? _`return c.errs === null ? false : ${RT.report}(c, p, "expected a file: a Blob or File, or { data, fileName } with bytes", ${t.name}, ${spec});`
    : _`return c.errs === null ? false : ${RT.notObject}(c, p, v, ${t.name}, ${spec});`;
  return fn(validatorName("", t.name), [check, fail], false);
}

export function typeValidator(t: TypeDef, h: Hoisted): Code {
  switch (t.kind) {
    case "object":
      return objectValidator(validatorName("", t.name), t.name, t.fields, t.groups, t.position, t.alternatives, h);
    case "union":
      return unionValidator(t);
    case "opaque":
      return opaqueValidator(t);
    default:
      return assertNever(t, "type definition");
  }
}

export function dispatchValidator(
  name: Name,
  key: string,
  cases: readonly { value: boolean; fn: Name }[],
  spec: string,
): Code {
  const branches = cases.map((k) => _`if (${read(key)} === ${k.value}) return ${k.fn}(v, c, d, p);`);
  const values = cases.map((k) => k.value);
  return fn(name, [
    _`if (!${RT.isObject}(v)) return c.errs === null ? false : ${RT.notObject}(c, p, v, "response", ${spec});`,
    ...branches,
    _`return c.errs === null ? false : ${read(key)} === undefined ? ${RT.missing}(c, p, ${key}, ${values.join(" or ")}, ${spec}) : ${RT.report}(c, p + ${`/${key}`}, ${`expected ${values.join(" or ")}`}, ${values.join(" or ")}, ${spec});`,
  ]);
}
