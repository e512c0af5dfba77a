// The exported API of validators.ts: each export written once, as an implementation (TypeScript-only parts marked,
// see typeOnly) and as its declaration for validators.d.mts. No compiler is needed to derive the .mjs or the .d.mts.
import type { Diagnostic } from "../../model/diagnostics.ts";
import type { SpecModel, TypeDef } from "../../model/model.ts";
import { seeTag } from "../shared/escape.ts";
import { identifier } from "../shared/naming.ts";
import { annotation, typeOnly, validatorName } from "./checks.ts";
import { _, Code, comment, join, name, type Name } from "./code.ts";
import { RT } from "./runtime-helpers.ts";

export interface Export {
  readonly impl: Code;
  /** null: nothing to declare (not exported). */
  readonly decl: Code | null;
}

interface Param {
  readonly name: string;
  readonly type: string;
  readonly optional?: boolean;
}

function params(list: readonly Param[], typed: boolean): Code {
  const one = (p: Param) =>
    typed
      ? `${p.name}${p.optional ? "?" : ""}: ${p.type}`
      : `${p.name}${typeOnly(new Code(`${p.optional ? "?" : ""}: ${p.type}`)).text}`;
  return new Code(list.map(one).join(", "));
}

/** `export function name<T>(params): R { body }` and `export declare function name<T>(params): R;`. */
function exportedFunction(
  doc: string,
  fn: string,
  generics: string,
  list: readonly Param[],
  returns: string,
  body: Code,
): Export {
  const n = name(fn);
  const g = generics ? new Code(`<${generics}>`) : new Code("");
  return {
    impl: _`${comment(doc)}\nexport function ${n}${typeOnly(g)}(${params(list, false)})${annotation(returns)} { ${body} }`,
    decl: _`${comment(doc)}\nexport declare function ${n}${g}(${params(list, true)}): ${new Code(returns)};`,
  };
}

function exportedConst(doc: string, constant: string, type: string, value: Code): Export {
  return {
    impl: _`${comment(doc)}\nexport const ${name(constant)}${annotation(type)} = ${value};`,
    decl: _`${comment(doc)}\nexport declare const ${name(constant)}: ${new Code(type)};`,
  };
}

/** A type-level export: the same text in both files, absent from the JavaScript. */
function typeExport(code: Code): Export {
  return { impl: typeOnly(code), decl: code };
}

function internal(code: Code): Export {
  return { impl: code, decl: null };
}

function table(entries: readonly [string, Name | Code][]): Code {
  return _`{\n${join(
    entries.map(([k, v]) => _`  ${k}: ${v},`),
    "\n",
  )}\n}`;
}

const OPTIONS: Param = { name: "options", type: "ValidateOptions", optional: true };

/** The modes a type is validated in by default: what is received, compatibly (1); what is only sent, exactly (2). */
export function modesOf(t: TypeDef): 1 | 2 {
  return t.usage === "sent" ? 2 : 1;
}

function perType(model: SpecModel): Export[] {
  return model.types.flatMap((t) => {
    const n = identifier(t.name);
    const fn = validatorName("", n);
    const m = modesOf(t);
    const [is, validate] = [`is${n}`, `validate${n}`];
    const keep = new Set(shortcuts(n));
    return [
      ...(keep.has(is)
        ? [
            exportedFunction(
              `Whether a value is a ${n} (default options). @see ${seeTag(t.position)}`,
              is,
              "",
              [{ name: "value", type: "unknown" }],
              `value is T.${n}`,
              _`return ${RT.check}(${fn}, value, ${m});`,
            ),
          ]
        : []),
      ...(keep.has(validate)
        ? [
            exportedFunction(
              `Validates a ${n}; errors carry JSON Pointer paths. @see ${seeTag(t.position)}`,
              validate,
              "",
              [{ name: "value", type: "unknown" }, OPTIONS],
              `ValidationResult<T.${n}>`,
              _`return ${RT.run}(${fn}, value, options, ${m});`,
            ),
          ]
        : []),
    ];
  });
}

function lookups(): Export[] {
  return [
    internal(
      _`function lookup(map${annotation("Readonly<Record<string, ValidatorFn>>")}, key${annotation("unknown")})${annotation("ValidatorFn | undefined")} { return typeof key === "string" && ${RT.hasOwn}.call(map, key) ? map[key] : undefined; }`,
    ),
    internal(
      _`function unknownName(what${annotation("string")}, key${annotation("unknown")})${annotation("ValidationResult<never>")} { return { ok: false, errors: [{ path: "", message: "unknown " + what + " " + String(key) }] }; }`,
    ),
  ];
}

const FIXED = new Set([
  "validate",
  "validateParams",
  "validateResponse",
  "schemas",
  "paramSchemas",
  "standardSchema",
  "TypeMap",
  "TypeName",
]);

/** The per-type shortcuts of a type; one that would shadow a fixed export of the API is left out. */
function shortcuts(n: string): string[] {
  return [`is${n}`, `validate${n}`].filter((e) => !FIXED.has(e));
}

/** Types whose shortcut is left out because it would shadow the API: a warning each, at the type. */
export function validatorNameWarnings(model: SpecModel): Diagnostic[] {
  return model.types.flatMap((t) =>
    [`is${t.name}`, `validate${t.name}`]
      .filter((e) => FIXED.has(e))
      .map((e) => ({
        severity: "warning" as const,
        position: t.position,
        message: `type ${t.name} gets no ${e} shortcut in validators.ts, since ${e} is part of the validators' API; use validate("${t.name}", value), or expected another type name`,
      })),
  );
}

export function apiExports(model: SpecModel): Export[] {
  const types = model.types.map((t) => identifier(t.name));
  const methods = model.methods.map((m) => identifier(m.name));
  const tableOf = (prefix: string, names: readonly string[]) => table(names.map((n) => [n, validatorName(prefix, n)]));
  return [
    typeExport(
      _`export type { StandardSchemaV1, ValidateOptions, ValidationError, ValidationResult } from "./validator-runtime.js";`,
    ),
    typeExport(
      _`/** Every type of the spec by name. */\nexport interface TypeMap {\n${join(
        types.map((n) => _`  ${name(n)}: T.${name(n)};`),
        "\n",
      )}\n}`,
    ),
    typeExport(_`export type TypeName = keyof TypeMap;`),
    internal(_`const VALIDATORS${annotation("{ readonly [K in TypeName]: ValidatorFn }")} = ${tableOf("", types)};`),
    internal(
      _`const MODES${annotation("{ readonly [K in TypeName]: Modes }")} = ${table(model.types.map((t) => [t.name, new Code(String(modesOf(t)))]))};`,
    ),
    internal(_`const PARAMS${annotation("{ readonly [M in MethodName]: ValidatorFn }")} = ${tableOf("P_", methods)};`),
    internal(
      _`const RESPONSES${annotation("{ readonly [M in MethodName]: ValidatorFn }")} = ${tableOf("RESP_", methods)};`,
    ),
    ...lookups(),
    exportedFunction(
      "Validates a value as the named type. Never throws.",
      "validate",
      "K extends TypeName",
      [{ name: "typeName", type: "K" }, { name: "value", type: "unknown" }, OPTIONS],
      "ValidationResult<TypeMap[K]>",
      _`const fn = lookup(VALIDATORS, typeName); return fn ? ${RT.run}(fn, value, options, MODES[typeName]) : unknownName("type", typeName);`,
    ),
    exportedFunction(
      "Validates the params of a method call (use { exact: true } for what a client sends).",
      "validateParams",
      "M extends MethodName",
      [{ name: "method", type: "M" }, { name: "value", type: "unknown" }, OPTIONS],
      "ValidationResult<MethodParams<M>>",
      _`const fn = lookup(PARAMS, method); return fn ? ${RT.run}(fn, value, options, 2) : unknownName("method", method);`,
    ),
    exportedFunction(
      "Validates a whole response of a method: its result, or an error with parameters.",
      "validateResponse",
      "M extends MethodName",
      [{ name: "method", type: "M" }, { name: "value", type: "unknown" }, OPTIONS],
      "ValidationResult<MethodResponse<M>>",
      _`const fn = lookup(RESPONSES, method); return fn ? ${RT.run}(fn, value, options, 1) : unknownName("method", method);`,
    ),
    exportedConst(
      'Standard Schema v1 objects, vendor "botspec", one per type, in the default modes of its direction (received: compatible; sent: exact).',
      "schemas",
      "{ readonly [K in TypeName]: StandardSchemaV1<unknown, TypeMap[K]> }",
      table(
        model.types.map((t) => [
          t.name,
          _`/* @__PURE__ */ ${RT.standard}(${validatorName("", identifier(t.name))}, ${modesOf(t)})`,
        ]),
      ),
    ),
    exportedConst(
      "Standard Schema v1 objects for method params (exact).",
      "paramSchemas",
      "{ readonly [M in MethodName]: StandardSchemaV1<unknown, MethodParams<M>> }",
      table(methods.map((n) => [n, _`/* @__PURE__ */ ${RT.standard}(${validatorName("P_", n)}, 2)`])),
    ),
    exportedFunction(
      "A Standard Schema v1 object for a type in the modes you name: { strict: true }, { compatible: true }, { exact: true }.",
      "standardSchema",
      "K extends TypeName",
      [{ name: "typeName", type: "K" }, OPTIONS],
      "StandardSchemaV1<unknown, TypeMap[K]>",
      _`const fn = lookup(VALIDATORS, typeName); return ${RT.standard}(fn ?? ((_v, c, _d, p) => c.errs === null ? false : ${RT.report}(c, p, "unknown type " + String(typeName))), fn ? MODES[typeName] : 0, options);`,
    ),
    ...perType(model),
  ];
}

/** Imports the declarations need. */
export const DECLARATION_IMPORTS = [
  _`import type { StandardSchemaV1, ValidateOptions, ValidationResult } from "./validator-runtime.js";`,
  _`import type * as T from "./types.js";`,
  _`import type { MethodName, MethodParams, MethodResponse } from "./methods.js";`,
];
