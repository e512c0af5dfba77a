// The validator runtime's helpers, as the names generated code calls them. Each is code that records its own use, so
// that validators.ts imports exactly the helpers its code calls, in this order, with no scan of the emitted text.
import { Code } from "./code.ts";

function helper(exported: string, local = exported): Code {
  return new Code(local, new Set([local === exported ? exported : `${exported} as ${local}`]));
}

export const RT = {
  check: helper("check"),
  groupError: helper("groupError"),
  hasOwn: helper("hasOwn"),
  isFile: helper("isFile", "isFile_"),
  isObject: helper("isObj", "isObject_"),
  leafError: helper("leafError"),
  MAX_DEPTH: helper("MAX_DEPTH"),
  missing: helper("missing"),
  notObject: helper("notObject"),
  noteUnknown: helper("noteUnknown"),
  report: helper("report"),
  run: helper("run"),
  standard: helper("standard"),
  tooDeep: helper("tooDeep"),
  unknownKeys: helper("unknownKeys"),
  unknownVariant: helper("unknownVariant"),
  utf8Length: helper("utf8Length"),
} as const;

/** The import specifiers of the helpers `uses` names, in the order above. */
export function helperImports(uses: ReadonlySet<string>): string[] {
  return Object.values(RT).flatMap((h) => [...h.uses].filter((u) => uses.has(u)));
}
