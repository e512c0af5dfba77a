// validators.ts (+ .js + .d.ts) and the runtime they call: validate(), isX/validateX per type, Standard Schema
// objects, method params and responses, rendered once with their TypeScript-only parts marked.
import type { Field, SpecModel } from "../../model/model.ts";
import { bannerComment } from "../shared/banner.ts";
import { seeTag } from "../shared/escape.ts";
import type { EmitContext, OutputFile } from "../shared/output.ts";
import { _, Code, name, Names, usesOf } from "./code.ts";
import { annotation, asJavaScript, asTypeScript, jsOnly, typeOnly, validatorName, type Hoisted } from "./checks.ts";
import { apiExports, DECLARATION_IMPORTS } from "./api.ts";
import { dispatchValidator, objectValidator, typeValidator } from "./functions.ts";
import { helperImports, RT } from "./runtime-helpers.ts";

/**
 * The runtime in TypeScript (compiled by consumers that build with tsc, in their own module format) and as an ES module
 * for plain JavaScript (.mjs: an ES module wherever the folder is copied, and required from CommonJS as well).
 */
export const RUNTIME_FILES = ["validator-runtime.mjs", "validator-runtime.ts"] as const;

/** The import of the runtime's helpers that the code calls, so that no import is unused and none is missing. */
function runtimeImports(code: readonly Code[]): Code {
  const used = helperImports(usesOf(code)).join(", ");
  const from = (file: string) => new Code(`import { ${used} } from "./${file}";`);
  // One line in either output: the TypeScript source imports the runtime's source, the module its module.
  return new Code(`${typeOnly(from("validator-runtime.js")).text}${jsOnly(from("validator-runtime.mjs")).text}`);
}

function methodFunctions(model: SpecModel, h: Hoisted): Code[] {
  const env = model.envelope;
  const failure = objectValidator(name("V_error"), "error response", env.failure, [], env.position, [], h);
  const out = [failure];
  for (const m of model.methods) {
    const params: Field[] = m.params.map((p) => ({ ...p, kind: "field", optional: !p.required }));
    out.push(
      m.shown
        ? objectValidator(validatorName("P_", m.name), `${m.name} params`, params, m.groups ?? [], m.position, [], h)
        : _`const ${validatorName("P_", m.name)} = V_ANY_OBJECT;`,
    );
    const result: Field = {
      kind: "field",
      name: env.result.name,
      position: env.result.position,
      type: m.result ?? { kind: "unknown" },
      optional: false,
      description: "",
      constraints: {},
    };
    out.push(
      objectValidator(
        validatorName("OK_", m.name),
        `${m.name} response`,
        [...env.success, result],
        [],
        env.position,
        [],
        h,
      ),
    );
    const okField = env.success.find((f) => f.type.kind === "literal")?.name ?? "ok";
    out.push(
      dispatchValidator(
        validatorName("RESP_", m.name),
        okField,
        [
          { value: true, fn: validatorName("OK_", m.name) },
          { value: false, fn: name("V_error") },
        ],
        seeTag(env.position),
      ),
    );
  }
  return out;
}

const TYPE_IMPORTS = [
  _`import type { Ctx, LeafDescriptor, Modes, StandardSchemaV1, ValidateOptions, ValidationResult, ValidatorFn } from "./validator-runtime.js";`,
  _`import type * as T from "./types.js";`,
  _`import type { MethodName, MethodParams, MethodResponse } from "./methods.js";`,
];

/** The validator functions and their constants, TypeScript-only parts marked (see typeOnly). */
function renderChecks(model: SpecModel, api: readonly Code[]): Code[] {
  const h: Hoisted = { names: new Names(), constants: [] };
  const functions = [...model.types.map((t) => typeValidator(t, h)), ...methodFunctions(model, h)];
  // The params of a method not shown: any object. Declared only when some method is not shown (noUnusedLocals).
  const anyObject = model.methods.some((m) => !m.shown)
    ? [
        _`const V_ANY_OBJECT${annotation("ValidatorFn")} = (v, c, _d, p) => ${RT.isObject}(v) || (c.errs !== null && ${RT.notObject}(c, p, v, "object"));`,
      ]
    : [];
  const body = [...anyObject, ...h.constants, ...functions];
  return [runtimeImports([...body, ...api]), ...TYPE_IMPORTS.map(typeOnly), ...body];
}

function text(ctx: EmitContext, parts: readonly Code[]): string {
  return `${[new Code(bannerComment(ctx)), ...parts].map((p) => p.text).join("\n\n")}\n`;
}

/**
 * validators.ts is the TypeScript source; validators.mjs is the same text without its TypeScript-only parts;
 * validators.d.mts declares the exports (the checks themselves are not exported). No package.json: the sources take
 * the module format of the project that compiles them, and the .mjs files are ES modules everywhere.
 */
/**
 * validators.ts is not checked again by a consumer's tsc: every export is annotated, so its declarations are what a
 * consumer needs, and checking megabytes of generated body (the full interface: 1.7 MB) took a consumer's tsc from
 * 0.8 s to 4 s. botspec's own tests check the body under strict flags (test/emit/tsc.test.ts).
 */
const NO_CHECK = new Code(
  "// @ts-nocheck\n// (declarations annotated, body checked by botspec's tests: a consumer's tsc need not check it again)",
);

export function emitValidators(ctx: EmitContext): OutputFile[] {
  const api = apiExports(ctx.model);
  const impl = api.map((e) => e.impl);
  const parts = [...renderChecks(ctx.model, impl), ...impl];
  const full = text(ctx, parts);
  const source = asTypeScript(text(ctx, [NO_CHECK, ...parts]));
  const js = asJavaScript(full);
  const dts = text(ctx, [...DECLARATION_IMPORTS, ...api.flatMap((e) => (e.decl ? [e.decl] : []))]);
  const runtime = RUNTIME_FILES.map((f) => ({ path: f, contents: `${bannerComment(ctx)}\n${ctx.assets[f] ?? ""}` }));
  // Laid out by the generator itself: prettier over half a megabyte of checks would cost seconds and add nothing.
  const files = [
    { path: "validators.ts", contents: source },
    { path: "validators.mjs", contents: js },
    { path: "validators.d.mts", contents: dts },
    ...runtime,
  ];
  return files.map((f) => ({ ...f, formatted: true }));
}
