// validators.ts (+ .js + .d.ts) and the runtime they call: validate(), isX/validateX per type, Standard Schema
// objects, method params and responses. The TypeScript is the source; JavaScript and declarations are transpiled.
import { ts } from "ts-morph";
import type { Field, Method, SpecModel } from "../../ir/model.ts";
import { bannerComment, bannerLines } from "../shared/banner.ts";
import { seeTag } from "../shared/escape.ts";
import { identifier } from "../shared/naming.ts";
import type { EmitContext, OutputFile } from "../shared/output.ts";
import { _, Code, comment, join, name, Names, type Name } from "./code.ts";
import { annotation, asJavaScript, asTypeScript, typeOnly, validatorName, type Hoisted } from "./checks.ts";
import { dispatchValidator, objectValidator, typeValidator } from "./functions.ts";

export const RUNTIME_FILES = ["validator-runtime.js", "validator-runtime.d.ts"] as const;

const RUNTIME_IMPORTS = "check, groupError, hasOwn, isObj, leafError, MAX_DEPTH, missing, notObject, report, run, standard, tooDeep, unknownKeys, unknownVariant, utf8Length";

function methodFunctions(model: SpecModel, h: Hoisted): Code[] {
  const env = model.envelope;
  const failure = objectValidator(name("V_ERR"), "error response", env.failure, [], env.position, [], h);
  const out = [failure];
  for (const m of model.methods) {
    const params: Field[] = m.params.map((p) => ({ ...p, kind: "field", optional: !p.required }));
    out.push(m.shown ? objectValidator(validatorName("P_", m.name), `${m.name} params`, params, [], m.position, [], h) : _`const ${validatorName("P_", m.name)} = V_ANY_OBJECT;`);
    const result: Field = { kind: "field", name: env.result.name, position: env.result.position, type: m.result ?? { kind: "unknown" }, optional: false, description: "", constraints: {} };
    out.push(objectValidator(validatorName("OK_", m.name), `${m.name} response`, [...env.success, result], [], env.position, [], h));
    const okField = env.success.find((f) => f.type.kind === "literal")?.name ?? "ok";
    out.push(dispatchValidator(validatorName("RESP_", m.name), okField, [{ value: true, fn: validatorName("OK_", m.name) }, { value: false, fn: name("V_ERR") }], seeTag(env.position)));
  }
  return out;
}

function table(entries: readonly [string, Name | Code][]): Code {
  return _`{\n${join(entries.map(([k, v]) => _`${k}: ${v},`), "\n")}\n}`;
}

function typeExports(model: SpecModel): Code[] {
  return model.types.map((t) => {
    const n = identifier(t.name);
    const type = _`T.${name(n)}`;
    return join([
      comment(`Whether a value is a ${n} (default options). @see ${seeTag(t.position)}`),
      _`export function ${name(`is${n}`)}(value: unknown): value is ${type} { return check(${validatorName("", n)}, value); }`,
      comment(`Validates a ${n}; errors carry JSON Pointer paths. @see ${seeTag(t.position)}`),
      _`export function ${name(`validate${n}`)}(value: unknown, options?: ValidateOptions): ValidationResult<${type}> { return run(${validatorName("", n)}, value, options); }`,
    ], "\n");
  });
}

function apiExports(model: SpecModel): Code[] {
  const types = model.types.map((t) => identifier(t.name));
  const methods = model.methods.map((m: Method) => identifier(m.name));
  return [
    _`export type { StandardSchemaV1, ValidateOptions, ValidationError, ValidationResult } from "./validator-runtime.js";`,
    _`/** Every type of the spec by name. */\nexport interface TypeMap {\n${join(types.map((n) => _`${name(n)}: T.${name(n)};`), "\n")}\n}`,
    _`export type TypeName = keyof TypeMap;`,
    _`const VALIDATORS: { readonly [K in TypeName]: ValidatorFn } = ${table(types.map((n) => [n, validatorName("", n)]))};`,
    _`const PARAMS: { readonly [M in MethodName]: ValidatorFn } = ${table(methods.map((n) => [n, validatorName("P_", n)]))};`,
    _`const RESPONSES: { readonly [M in MethodName]: ValidatorFn } = ${table(methods.map((n) => [n, validatorName("RESP_", n)]))};`,
    _`function lookup(map: Readonly<Record<string, ValidatorFn>>, key: unknown): ValidatorFn | undefined { return typeof key === "string" && hasOwn.call(map, key) ? map[key] : undefined; }`,
    _`function unknownName(what: string, key: unknown): ValidationResult<never> { return { ok: false, errors: [{ path: "", message: \`unknown \${what} \${String(key)}\` }] }; }`,
    _`/** Validates a value as the named type. Never throws. */\nexport function validate<K extends TypeName>(typeName: K, value: unknown, options?: ValidateOptions): ValidationResult<TypeMap[K]> { const fn = lookup(VALIDATORS, typeName); return fn ? run(fn, value, options) : unknownName("type", typeName); }`,
    _`/** Validates the params of a method call (use { exact: true } for what a client sends). */\nexport function validateParams<M extends MethodName>(method: M, value: unknown, options?: ValidateOptions): ValidationResult<MethodParams<M>> { const fn = lookup(PARAMS, method); return fn ? run(fn, value, options) : unknownName("method", method); }`,
    _`/** Validates a whole response of a method: its result, or an error with parameters. */\nexport function validateResponse<M extends MethodName>(method: M, value: unknown, options?: ValidateOptions): ValidationResult<MethodResponse<M>> { const fn = lookup(RESPONSES, method); return fn ? run(fn, value, options) : unknownName("method", method); }`,
    _`/** Standard Schema v1 objects, vendor "botspec", one per type. */\nexport const schemas: { readonly [K in TypeName]: StandardSchemaV1<unknown, TypeMap[K]> } = ${table(types.map((n) => [n, _`standard(${validatorName("", n)})`]))};`,
    _`/** Standard Schema v1 objects for method params. */\nexport const paramSchemas: { readonly [M in MethodName]: StandardSchemaV1<unknown, MethodParams<M>> } = ${table(methods.map((n) => [n, _`standard(${validatorName("P_", n)})`]))};`,
    ...typeExports(model),
  ];
}

const TYPE_IMPORTS = [
  _`import type { Ctx, LeafDescriptor, StandardSchemaV1, ValidateOptions, ValidationResult, ValidatorFn } from "./validator-runtime.js";`,
  _`import type * as T from "./types.js";`,
  _`import type { MethodName, MethodParams, MethodResponse } from "./methods.js";`,
];

/** The validator functions and their constants, TypeScript-only parts marked (see typeOnly). */
function renderChecks(model: SpecModel): Code[] {
  const h: Hoisted = { names: new Names(), constants: [] };
  const functions = [...model.types.map((t) => typeValidator(t, h)), ...methodFunctions(model, h)];
  const anyObject = _`const V_ANY_OBJECT${annotation("ValidatorFn")} = (v, c, _d, p) => isObj(v) || (c.errs !== null && notObject(c, p, v, "object"));`;
  return [new Code(`import { ${RUNTIME_IMPORTS} } from "./validator-runtime.js";`), ...TYPE_IMPORTS.map(typeOnly), anyObject, ...h.constants, ...functions];
}

function text(ctx: EmitContext, parts: readonly Code[]): string {
  return `${[new Code(bannerComment(ctx)), ...parts].map((p) => p.text).join("\n\n")}\n`;
}

const TRANSPILE: ts.CompilerOptions = { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, verbatimModuleSyntax: false, removeComments: false };

/**
 * validators.ts is the TypeScript source. validators.js holds the same checks rendered without annotations and the
 * API part transpiled; validators.d.ts is the API part's declarations (the checks are not exported).
 */
export function emitValidators(ctx: EmitContext): OutputFile[] {
  const api = apiExports(ctx.model);
  const checks = text(ctx, renderChecks(ctx.model));
  const apiSource = [...TYPE_IMPORTS, ...api].map((p) => p.text).join("\n\n");
  const source = `${asTypeScript(checks)}\n${api.map((p) => p.text).join("\n\n")}\n`;
  const apiJs = ts.transpileModule(apiSource, { compilerOptions: TRANSPILE, fileName: "validators.ts" }).outputText;
  const js = `${asJavaScript(checks)}\n${apiJs.trim()}\n`;
  const dts = `${bannerComment(ctx)}\n${ts.transpileDeclaration(apiSource, { compilerOptions: { ...TRANSPILE, declaration: true }, fileName: "validators.ts" }).outputText}`;
  const runtime = RUNTIME_FILES.map((f) => ({ path: f, contents: `${bannerComment(ctx)}\n${ctx.assets[f] ?? ""}` }));
  // So the folder stands alone: its .js files are ES modules wherever it is copied.
  const pkg = { path: "package.json", contents: `${JSON.stringify({ "//": bannerLines(ctx).join(" "), type: "module", sideEffects: false }, null, 2)}\n` };
  // Laid out by the generator itself: prettier over half a megabyte of checks would cost seconds and add nothing.
  const files = [{ path: "validators.ts", contents: source }, { path: "validators.js", contents: js }, { path: "validators.d.ts", contents: dts }, ...runtime, pkg];
  return files.map((f) => ({ ...f, formatted: true }));
}
