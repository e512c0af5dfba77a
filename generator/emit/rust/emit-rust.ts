// The rust artifact: a crate (botapi; serde and serde_json only) of the types, the params of every method and the
// method table, from the model alone. Its runtime (src/runtime.rs) is copied beside the generated files.
import type { Method, SpecModel } from "../../model/model.ts";
import { bannerLines } from "../shared/banner.ts";
import { seeTag } from "../shared/escape.ts";
import { paramMember } from "../shared/members.ts";
import type { EmitContext, OutputFile } from "../shared/output.ts";
import { rs, rsIndent, rsJoin, rsTypeName, type Rs } from "./rust-code.ts";
import { emitRustTypes, struct } from "./emit-rust-types.ts";
import { rsType, rsTypeContext, VALUE, type RsTypeContext } from "./rust-type.ts";

const RUNTIME_ASSET = "botspec_runtime.rs";
export const CRATE = "botapi";

function freeName(base: string, ctx: RsTypeContext): string {
  let name = base;
  while (ctx.taken.has(name)) name += "Method";
  ctx.taken.add(name);
  return name;
}

const pascal = (name: string) => `${name[0]?.toUpperCase() ?? ""}${name.slice(1)}`;

function methodCode(m: Method, ctx: RsTypeContext): { code: Rs; info: Rs } {
  const params = freeName(`${pascal(m.name)}Params`, ctx);
  const marker = rsTypeName(freeName(pascal(m.name), ctx));
  const path = m.path ?? `/${m.name}`;
  const result = m.result ? rsType(m.result, ctx) : VALUE;
  const doc = `The parameters of ${m.name}.\n\nSpec: ${seeTag(m.position)}`;
  const code = rsJoin(
    [
      struct(params, doc, m.params.map(paramMember), false, ctx),
      rs`/// ${m.name}: its params and result.\npub struct ${marker};`,
      rs`impl crate::runtime::Method for ${marker} {\n    const NAME: &'static str = ${m.name};\n    const PATH: &'static str = ${path};\n    type Params = ${rsTypeName(params)};\n    type Result = ${result};\n}`,
    ],
    "\n\n",
  );
  return { code, info: rs`crate::runtime::MethodInfo { name: ${m.name}, path: ${path}, shown: ${m.shown} },` };
}

function emitMethods(model: SpecModel, ctx: RsTypeContext): Rs {
  const made = model.methods.map((m) => methodCode(m, ctx));
  const table = rs`/// Every method, in the spec's order.\npub const METHODS: &[crate::runtime::MethodInfo] = &[\n${rsIndent(
    rsJoin(
      made.map((x) => x.info),
      "\n",
    ),
  )}\n];`;
  return rsJoin([...made.map((x) => x.code), table], "\n\n");
}

export function emitRust(ctx: EmitContext): OutputFile[] {
  const types = rsTypeContext(ctx.model);
  const { types: typeCode, untagged } = emitRustTypes(ctx.model, types);
  const methods = emitMethods(ctx.model, types);
  const runtime = ctx.assets[RUNTIME_ASSET];
  if (runtime === undefined) throw new Error(`the Rust runtime ${RUNTIME_ASSET} is missing from the assets`);
  const banner = bannerLines(ctx)
    .map((l) => `// ${l}`)
    .join("\n");
  const hash = bannerLines(ctx)
    .map((l) => `# ${l}`)
    .join("\n");
  const dir = `rust/${CRATE}`;
  const file = (path: string, contents: string): OutputFile => ({ path: `${dir}/${path}`, contents, formatted: true });
  const lib = [
    banner,
    `//! Types of the Bot Service Interface ${ctx.model.version}: serde structs, enums for unions, the methods.`,
    "#![allow(clippy::large_enum_variant, non_snake_case)]",
    "pub mod methods;\npub mod runtime;\npub mod types;",
    "pub use methods::*;\npub use runtime::{InputFile, Method, MethodInfo};\npub use types::*;",
  ].join("\n\n");
  return [
    file(
      "Cargo.toml",
      `${hash}\n\n[package]\nname = "${CRATE}"\nversion = "0.0.0"\nedition = "2021"\n\n[lib]\npath = "src/lib.rs"\ndoctest = false\n\n[dependencies]\nserde = { version = "1", features = ["derive"] }\nserde_json = "1"\n`,
    ),
    file("src/lib.rs", `${lib}\n`),
    file(
      "src/methods.rs",
      `${banner}\n\n${rsJoin([rs`#![allow(unused_imports)]`, rs`use crate::types::*;`, methods], "\n\n").text}\n`,
    ),
    file("src/runtime.rs", `${banner}\n\n${runtime}`),
    file("src/types.rs", `${banner}\n\n${rsJoin([typeCode, untagged()], "\n\n").text}\n`),
  ];
}
