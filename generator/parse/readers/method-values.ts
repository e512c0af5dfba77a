// Values of a method's parameter given under its table, as a type's section gives a field's (value-lists.ts): a list
// right under the table for the parameter whose note ends with a colon, a paragraph ending in a colon that names one
// parameter and a list after it, or a sentence (`\`mode\` is one of \`a\`, \`b\``). The values go to the parameter
// (an enum, applied when the model is built); a paragraph that names no parameter is said.
import type { DiagnosticSink } from "../../model/diagnostics.ts";
import type { MethodDraft } from "../drafts.ts";
import type { Block } from "../markdown/sections.ts";
import { spanPosition, type Span } from "../../model/source.ts";
import { memberValuesOf, pluralIntroOf, pointingMember, valuesIntroOf, valuesOfItems } from "./value-lists.ts";

/** A paragraph ending in a colon that names one parameter (or the one whose note points below): a list follows. */
export interface ValuesIntro {
  readonly param: string;
  readonly at: Span;
}

export function paramValuesIntro(at: Span, method: MethodDraft): ValuesIntro | undefined {
  const param = pluralIntroOf(at, new Set(method.params.map((p) => p.name))) ?? valuesIntroOf(at, method.params);
  return param === undefined ? undefined : { param, at };
}

/**
 * A list of values under its intro, or right under the table for the one parameter whose note ends with a colon;
 * false when the block is no such list (the caller reads it as it would otherwise).
 */
export function readParamValueList(
  block: Block,
  intro: ValuesIntro | undefined,
  method: MethodDraft,
  sink: DiagnosticSink,
): boolean {
  if (block.kind !== "list") return false;
  const param = intro?.param ?? pointingMember(method.params, true);
  const values = param === undefined ? undefined : valuesOfItems(block.items);
  if (param === undefined || !values) return false;
  listParamValues(method, param, values, block.at, sink);
  if (intro) method.description.push(intro.at.text);
  return true;
}

/** A sentence that gives a parameter's values; false when it gives none. One naming no parameter is said. */
export function readParamValues(at: Span, method: MethodDraft, sink: DiagnosticSink): boolean {
  const read = memberValuesOf(at);
  if (!read) return false;
  method.description.push(at.text);
  if (method.params.some((p) => p.name === read.name)) listParamValues(method, read.name, read.values, at, sink);
  else
    sink.warn(
      spanPosition(at),
      `paragraph gives the values of ${read.name}, which is no parameter of ${method.name}; read as description. Expected the name of one of its parameters`,
    );
  return true;
}

/** The values listed for a parameter (one list per parameter: a second is an error). */
function listParamValues(method: MethodDraft, name: string, values: string[], at: Span, sink: DiagnosticSink): void {
  const i = method.params.findIndex((p) => p.name === name);
  const param = method.params[i]!;
  if (param.listed)
    sink.error(spanPosition(at), `a second list of values for ${name}; expected one list per parameter`);
  else method.params[i] = { ...param, listed: { values, at } };
}
