// npm run build:runtime — validator-runtime.mjs and client-runtime.mjs from their .ts: the same code without its types, for
// consumers in plain JavaScript. A test keeps the two equal (test/validators/runtime-sync.test.ts).
import { readFileSync, writeFileSync } from "node:fs";
import { format } from "prettier";
import ts from "typescript";

export const RUNTIME = "generator/emit/validators/runtime/validator-runtime";
export const RUNTIMES = [RUNTIME, "generator/emit/client/runtime/client-runtime"];

export function transpileRuntime(source) {
  const out = ts.transpileModule(source, { compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, removeComments: false } }).outputText;
  return format(out, { parser: "babel", printWidth: 120 });
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split("/").pop())) {
  for (const r of RUNTIMES) writeFileSync(`${r}.mjs`, await transpileRuntime(readFileSync(`${r}.ts`, "utf8")));
}
