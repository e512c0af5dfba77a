// The artifacts, as one table: each one's name, the files it writes, the artifacts it imports, whether ts-morph builds
// it (and prettier lays it out: rendered in the render worker, render.ts), its emitter and its description. Config validation, the config schema's list, rendering, --help and the README's table derive from it
// (test/emit/artifacts.test.ts keeps the README and the schema equal). A new artifact is one emitter folder and one
// row. Emitters are loaded when used, so that a run renders with the code of the artifacts it chose.
import type { Diagnostic } from "../model/diagnostics.ts";
import type { SpecModel } from "../model/model.ts";
import type { ModelPart } from "../model/parts.ts";
import type { Emitter } from "./shared/output.ts";

export interface ArtifactRow {
  readonly name: string;
  /** The files it writes, as the README shows them. */
  readonly files: string;
  /** Whether an output path is one of its files. */
  readonly owns: (path: string) => boolean;
  /** The artifacts its files import. */
  readonly needs: readonly string[];
  /** Built by ts-morph and laid out by prettier: rendered where those are loaded (the render worker). */
  readonly typescript: boolean;
  readonly emitter: () => Promise<Emitter>;
  /**
   * Parts of the model its emitter does not read (model/parts.ts): an edit of those alone leaves its files to the
   * stage store. test/render/model-parts.test.ts renders it without them on every spec here and finds the same files.
   */
  readonly ignores?: readonly ModelPart[];
  /** What the artifact cannot write as the model says (a name it must leave out): warnings at the model's places. */
  readonly warnings?: (model: SpecModel) => Promise<Diagnostic[]>;
  readonly description: string;
}

export const ARTIFACT_TABLE: readonly ArtifactRow[] = [
  {
    name: "types",
    typescript: true,
    files: "`types.ts`",
    owns: (p) => p === "types.ts",
    needs: [],
    emitter: () => import("./types/emit-types.ts").then((m) => m.emitTypes),
    ignores: ["methods"],
    description:
      "one TypeScript export per spec type, under its spec name: literal discriminators, string-literal enums, `true` for True, `0` for `InaccessibleMessage.date`, JSDoc from the notes with `@see spec/<version>/<file>:<line>`",
  },
  {
    name: "methods",
    typescript: true,
    files: "`methods.ts`",
    owns: (p) => p === "methods.ts",
    needs: ["types"],
    emitter: () => import("./methods/emit-methods.ts").then((m) => m.emitMethods),
    ignores: ["types"],
    description:
      "`interface Methods { getUpdates: { params; result; shown } \u2026 }`, the response envelope (`ResponseOk<R>`, `ResponseError`, `Response<R>`), helpers `MethodParams<M>`, `MethodResult<M>`, `MethodResponse<M>`, and a runtime table `methods` (params, required flags, uploads)",
  },
  {
    name: "json-schema",
    typescript: false,
    files: "`schema.json`, `schema-keywords.mjs`",
    owns: (p) => p.startsWith("schema"),
    needs: [],
    emitter: () => import("./json-schema/emit-json-schema.ts").then((m) => m.emitJsonSchema),
    description:
      'JSON Schema 2020-12: the document as a whole describes an Update (root `$ref: "#/$defs/Update"`, so tools given the bare file get the whole tree); `$defs` per type (title = spec name), `<method>.params`, `<method>.result`, `<method>.response`, `response.ok`, `response.error`; portable (Python\'s jsonschema, quicktype); compiles in `new Ajv2020({ strict: true })` once `addBotspecKeywords` (schema-keywords.mjs) has taught it the exact length keywords',
  },
  {
    name: "ir-json",
    typescript: false,
    files: "`ir.json`",
    owns: (p) => p === "ir.json",
    needs: [],
    emitter: () => import("./ir-json/emit-ir-json.ts").then((m) => m.emitIrJson),
    description:
      "the model itself, for tools in other languages; its shape is [docs/ir.schema.json](docs/ir.schema.json)",
  },
  {
    name: "validators",
    typescript: false,
    files: "`validators.ts`, `.mjs`, `.d.mts`",
    owns: (p) => p.startsWith("validator"),
    needs: ["types", "methods"],
    emitter: () => import("./validators/emit-validators.ts").then((m) => m.emitValidators),
    ignores: ["prose"],
    warnings: (model) => import("./validators/api.ts").then((m) => m.validatorNameWarnings(model)),
    description:
      "runtime validators for every type, method params and responses; zero dependencies (they call `validator-runtime.ts`/`.mjs`, copied alongside). The `.ts` sources take the module format of the project that compiles them: the folder builds with plain `tsc` and `outDir` under module node16, nodenext and bundler, in ES-module and CommonJS projects, with the strictest flags. Plain JavaScript imports the `.mjs` modules, or `require`s them from CommonJS (Node 20.19+), with no warning. Tree-shakes: `isUser` alone bundles under 10 KB. validators.ts carries `// @ts-nocheck`: every export is annotated, so a consumer's tsc takes its declarations without checking the generated body again (botspec's tests check it under strict flags), which keeps a consumer's tsc on the folder within a small multiple of types.ts alone (`npm run bench:consumer`)",
  },
  {
    name: "client",
    typescript: true,
    files: "`client.ts`",
    owns: (p) => p.startsWith("client"),
    needs: ["types", "methods"],
    emitter: () => import("./client/emit-client.ts").then((m) => m.emitClient),
    ignores: ["prose", "types", "methods"],
    description:
      "a typed client transport: `createClient({ token, baseUrl, fetch?, validateResponse?, timeoutMs? }).call(method, params, { signal?, timeoutMs? })`, typed by `Methods`; JSON, or multipart/form-data when a param holds a file (a file nested in a param, such as `InputMedia*.media`, travels as a part named for it and `attach://<name>`); the result, or a `ServiceError` with `error_code`, `description`, `parameters` (honour `retry_after`), or for an answer that is not the envelope a `MalformedResponseError` with the method, the HTTP status and what was wrong; it calls `client-runtime.ts`/`.mjs`, copied alongside",
  },
  {
    name: "openapi",
    typescript: false,
    files: "`openapi.json`",
    owns: (p) => p === "openapi.json",
    needs: [],
    emitter: () => import("./openapi/emit-openapi.ts").then((m) => m.emitOpenApi),
    description:
      "OpenAPI 3.1.1 that the common generators take as it is (@hey-api/openapi-ts, orval fetch and axios, typed-openapi, openapi-zod-client, swagger-typescript-api, openapi-typescript-codegen: their output compiles under strict tsc; swagger-parser, openapi-spec-validator and Redocly find it valid): POST and GET on `/bot{token}/{method}` for every method, summary = the method's name, the prose its description; JSON, urlencoded and multipart request bodies on every method (the four ways the spec gives, with the query string of GET), a method that takes a file with its own multipart schema (`format: binary` parts); components.schemas are schema.json's definitions (same titles, exact-length `x-` keywords), 52-bit integers `format: int64`, constants as `const` with their type and a one-value `enum`, enum values that are no identifiers (emoji, MIME types) named in `x-enum-varnames`, unions told apart by a value with a discriminator `mapping` of `$ref`s, alternatives no value matches two of (Integer or String, Message or Boolean) as `oneOf`, groups of fields (\"exactly one of\") as `x-botspec-groups` and a sentence rather than a `oneOf` generators misread; no component named as generators name operations' own types (`<Method>Result`): results are written in the envelope (`result` required on success); each GET query parameter a schema standing alone (JSON-serialized ones a string with `contentMediaType` and `contentSchema`); methods named only in prose with open params and `x-botspec-shown: false`",
  },
  {
    name: "python",
    typescript: false,
    files: "`python/botspec_types/`",
    owns: (p) => p.startsWith("python/"),
    needs: [],
    emitter: () => import("./python/emit-python.ts").then((m) => m.emitPython),
    description:
      "a typed Python package (`py.typed`): pydantic v2 models of every type (strict scalars, bounds, lengths in the spec's unit, optional fields absent rather than null, unknown fields kept), unions told apart by their discriminator with a fallback model keeping a received variant this version does not list, open enums for received data (`parse(..., strict=True)` refuses unknown values and variants), a params model per method and the method table `METHODS`, and TypedDicts; `dump()` writes only what was set. It calls `_runtime.py`, copied alongside",
  },
  {
    name: "go",
    typescript: false,
    files: "`go/botapi/`",
    owns: (p) => p.startsWith("go/"),
    needs: [],
    emitter: () => import("./go/emit-go.ts").then((m) => m.emitGo),
    description:
      "a Go package (`botapi`, its own module, standard library only, laid out as gofmt lays it out): a struct per type with `json` tags, pointers for optional values, `int64` for 52-bit integers, the members a version does not list kept in `Extra` and written back; a union as a struct holding an interface with one type per variant, whose `UnmarshalJSON` dispatches on the discriminator, with an `Unknown…` variant keeping the raw JSON of a received variant this version does not list (written back byte for byte); `IntOrString`, `MessageOrTrue` and other unions of types as small types with their own (un)marshalling; a params struct per method and `MethodTable`. It calls `runtime.go`, copied alongside",
  },
  {
    name: "rust",
    typescript: false,
    files: "`rust/botapi/`",
    owns: (p) => p.startsWith("rust/"),
    needs: [],
    emitter: () => import("./rust/emit-rust.ts").then((m) => m.emitRust),
    description:
      "a Rust crate (`botapi`; serde and serde_json only): a serde struct per type (`Option<T>` with `skip_serializing_if`, `i64` for integers, the members a version does not list kept in a flattened `extra` and written back); an enum per union whose `Deserialize` dispatches on the discriminator (its value, then a member only one variant has), with an `Unknown` variant keeping the raw `serde_json::Value` of a received variant this version does not list; untagged enums for unions of types (`IntOrString`, `MessageOrTrue`); a params struct and a `Method` type per method, and `METHODS`. It uses `src/runtime.rs`, copied alongside",
  },
];

export const ARTIFACT_NAMES: readonly string[] = ARTIFACT_TABLE.map((a) => a.name);

/** The files written between versions, by their own emitter (emit/changes/): not chosen in `artifacts`. */
export const CHANGES_ROW = {
  files: "`CHANGES-<old>-<new>.md`",
  description: "the semantic diff between each pair of consecutive versions",
} as const;

/** Which artifact a file belongs to. */
export function artifactOf(path: string): string | undefined {
  return ARTIFACT_TABLE.find((a) => a.owns(path))?.name;
}

/** The README's table of artifacts. */
export function renderArtifactTable(): string {
  const rows = [...ARTIFACT_TABLE, CHANGES_ROW].map((a) => `| ${a.files} | ${a.description} |`);
  return ["| artifact | what it is |", "|---|---|", ...rows].join("\n");
}

/** The warnings of the chosen artifacts about the model (each artifact's own check), sorted with the spec's warnings. */
export async function artifactWarnings(model: SpecModel, names: readonly string[]): Promise<Diagnostic[]> {
  const rows = ARTIFACT_TABLE.filter((a) => a.warnings && names.includes(a.name));
  return (await Promise.all(rows.map((a) => a.warnings?.(model) ?? []))).flat();
}
