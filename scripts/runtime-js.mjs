// npm run build:runtime — validator-runtime.js from validator-runtime.ts: the same code without its types, for
// consumers in plain JavaScript. A test keeps the two equal (test/validators/runtime-sync.test.ts).
import { readFileSync, writeFileSync } from "node:fs";
import { format } from "prettier";
import ts from "typescript";

export const RUNTIME = "generator/emit/validators/runtime/validator-runtime";

export function transpileRuntime(source) {
  const out = ts.transpileModule(source, { compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, removeComments: false } }).outputText;
  return format(out, { parser: "babel", printWidth: 120 });
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split("/").pop())) {
  writeFileSync(`${RUNTIME}.js`, await transpileRuntime(readFileSync(`${RUNTIME}.ts`, "utf8")));
}
