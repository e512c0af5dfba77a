// ts-morph, loaded with require: it is CommonJS, and an ES import of it makes Node first scan its megabytes for export
// names (cjs-module-lexer), about a fifth of its load time. Types come from `import type ... from "ts-morph"`.
import { createRequire } from "node:module";
import type * as TsMorph from "ts-morph";

const tsMorph = createRequire(import.meta.url)("ts-morph") as typeof TsMorph;

export const { printStructure, StructureKind, Writers, VariableDeclarationKind } = tsMorph;
