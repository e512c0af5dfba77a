// src/types.rs: a serde struct per object type (members a version does not list kept in `extra`, written back), an
// enum per union type whose Deserialize dispatches on the discriminator (an Unknown variant keeping the raw value of
// a received one this version does not list), and an untagged enum per union of types.
import type { ObjectType, SpecModel, TypeDef, UnionType } from "../../model/model.ts";
import { seeTag } from "../shared/escape.ts";
import { dispatchOrder, takesUnlisted, type ValueMember } from "../shared/members.ts";
import { Rs, rs, rsDoc, rsField, rsIndent, rsJoin, rsTypeName } from "./rust-code.ts";
import { optionalRsType, rsType, VALUE, type RsTypeContext, type UntaggedEnum } from "./rust-type.ts";

const DERIVE = rs`#[derive(Debug, Clone, PartialEq, ::serde::Serialize, ::serde::Deserialize)]`;

function fieldLines(m: ValueMember, ctx: RsTypeContext): Rs {
  const { field, rename } = rsField(m.name);
  const attrs = [
    ...(rename ? [rs`#[serde(rename = ${rename})]`] : []),
    ...(m.optional ? [rs`#[serde(default, skip_serializing_if = "::std::option::Option::is_none")]`] : []),
  ];
  const type = m.optional ? optionalRsType(m.type, ctx) : rsType(m.type, ctx);
  return rsJoin([...(m.description ? [rsDoc(m.description)] : []), ...attrs, rs`pub ${field}: ${type},`], "\n");
}

/** A struct; `keeping`: members this version does not list are kept in `extra` and written back. */
export function struct(
  name: string,
  doc: string,
  members: readonly ValueMember[],
  keeping: boolean,
  ctx: RsTypeContext,
): Rs {
  const extraName = members.some((m) => m.name === "extra") ? rs`extra_` : rs`extra`;
  const extra = keeping
    ? [
        rs`/// Members this version does not list, written back as they came.\n#[serde(flatten)]\npub ${extraName}: ::serde_json::Map<::std::string::String, ::serde_json::Value>,`,
      ]
    : [];
  const body = rsJoin([...members.map((m) => fieldLines(m, ctx)), ...extra], "\n");
  return rsJoin([rsDoc(doc), DERIVE, rs`pub struct ${rsTypeName(name)} {`, rsIndent(body), rs`}`], "\n");
}

function objectStruct(t: ObjectType, ctx: RsTypeContext): Rs {
  return struct(t.name, `${t.description.trim() || t.name}\n\nSpec: ${seeTag(t.position)}`, t.fields, true, ctx);
}

function unknownVariant(u: UnionType): string {
  return u.variants.some((v) => v.type === "Unknown") ? "Unlisted" : "Unknown";
}

/** The test that a value is a variant: its discriminator's value, and a member only that variant has. */
function variantTest(v: UnionType["variants"][number]): Rs {
  if (v.match.kind === "otherwise") return rs`true`;
  const value =
    typeof v.match.value === "string"
      ? rs`tag.and_then(|t| t.as_str()) == ::std::option::Option::Some(${v.match.value})`
      : rs`tag.and_then(|t| t.as_f64()) == ::std::option::Option::Some(${v.match.value} as f64)`;
  return v.distinguishedBy ? rs`${value} && value.get(${v.distinguishedBy}).is_some()` : value;
}

function unionEnum(u: UnionType & { usage?: TypeDef["usage"] }): Rs {
  const n = rsTypeName(u.name);
  const unknown = takesUnlisted(u) ? new Rs(unknownVariant(u)) : undefined;
  const ordered = dispatchOrder(u);
  const variants = [
    ...u.variants.map((v) => rs`${rsTypeName(v.type)}(${rsTypeName(v.type)}),`),
    ...(unknown
      ? [rs`/// A variant this version does not list: the value as it came.\n${unknown}(::serde_json::Value),`]
      : []),
  ];
  const tests = ordered.map(
    (v) =>
      rs`if ${variantTest(v)} {\n    return ::serde_json::from_value(value).map(${n}::${rsTypeName(v.type)}).map_err(::serde::de::Error::custom);\n}`,
  );
  const last = unknown
    ? rs`::std::result::Result::Ok(${n}::${unknown}(value))`
    : rs`::std::result::Result::Err(::serde::de::Error::custom(${`${u.name}: no variant has this ${u.discriminator}`}))`;
  const arms = [
    ...u.variants.map((v) => rs`${n}::${rsTypeName(v.type)}(x) => ::serde::Serialize::serialize(x, serializer),`),
    ...(unknown ? [rs`${n}::${unknown}(x) => ::serde::Serialize::serialize(x, serializer),`] : []),
  ];
  const doc = `One of ${u.variants.map((v) => v.type).join(", ")}, told apart by ${u.discriminator}.\n\n${u.description.trim()}\n\nSpec: ${seeTag(u.position)}`;
  return rsJoin(
    [
      rsJoin(
        [
          rsDoc(doc.replace(/\n{3,}/g, "\n\n")),
          rs`#[derive(Debug, Clone, PartialEq)]`,
          rs`pub enum ${n} {`,
          rsIndent(rsJoin(variants, "\n")),
          rs`}`,
        ],
        "\n",
      ),
      rs`impl<'de> ::serde::Deserialize<'de> for ${n} {\n    fn deserialize<D: ::serde::Deserializer<'de>>(deserializer: D) -> ::std::result::Result<Self, D::Error> {\n        let value = ${VALUE}::deserialize(deserializer)?;\n        let tag = value.get(${u.discriminator});\n${rsIndent(rsIndent(rsJoin(tests, "\n")))}\n        ${last}\n    }\n}`,
      rs`impl ::serde::Serialize for ${n} {\n    fn serialize<S: ::serde::Serializer>(&self, serializer: S) -> ::std::result::Result<S::Ok, S::Error> {\n        match self {\n${rsIndent(rsIndent(rsIndent(rsJoin(arms, "\n"))))}\n        }\n    }\n}`,
    ],
    "\n\n",
  );
}

function untaggedEnum(e: UntaggedEnum): Rs {
  const variants = e.variants.map((v) => rs`${rsTypeName(v.name)}(${v.type}),`);
  return rsJoin(
    [
      rs`/// One of its variants: the first the JSON fits.`,
      DERIVE,
      rs`#[serde(untagged)]`,
      rs`pub enum ${rsTypeName(e.name)} {`,
      rsIndent(rsJoin(variants, "\n")),
      rs`}`,
    ],
    "\n",
  );
}

export function emitRustTypes(model: SpecModel, ctx: RsTypeContext): { types: Rs; untagged: () => Rs } {
  const objects = model.types.flatMap((t) => (t.kind === "object" ? [objectStruct(t, ctx)] : []));
  const unions = model.types.flatMap((t) => (t.kind === "union" ? [unionEnum(t)] : []));
  return {
    types: rsJoin([...objects, ...unions], "\n\n"),
    untagged: () => rsJoin([...ctx.untagged.values()].map(untaggedEnum), "\n\n"),
  };
}
