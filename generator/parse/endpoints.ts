// Endpoint sections: `### methodName` with `Path …`, `Returns …`, `Parameter(s): …`, `No parameters`, a
// `| Parameter | Type | Required | Rules |` table; and methods named only in prose (`All other methods, including …`).
import type { DiagnosticSink } from "../diagnostics.ts";
import type { MethodDraft, ParamDraft } from "./drafts.ts";
import type { Block, Section } from "./sections.ts";
import { spanPosition, subSpan, type Span } from "./source.ts";
import { dropFinalPeriod, splitSentences, splitTopLevel, splitTrailingParens } from "./split.ts";
import { parseTypeExpr } from "./type-expr.ts";

const METHOD = /^[a-z][A-Za-z0-9]*$/;
const NAMED_ONLY = /^All other methods, including (.+?): not shown\b(.*)$/;

export function parseEndpointSection(section: Section, sink: DiagnosticSink, out: MethodDraft[]): void {
  const method: MethodDraft | undefined = METHOD.test(section.title.text)
    ? { name: section.title.text, at: section.title, shown: true, description: [], notes: [], params: [] }
    : undefined;
  for (const block of section.blocks) {
    if (block.kind === "paragraph" && readNamedOnly(block.at, out)) continue;
    if (method) readMethodBlock(block, method, sink);
    else if (block.kind !== "paragraph") sink.error(spanPosition(block.at), `cannot read a ${block.kind} in "${section.title.text}"; expected prose, or a method section "### methodName"`);
  }
  if (!method) return;
  if (!method.result) sink.error(spanPosition(method.at), `method ${method.name} does not say what it returns; expected "Returns X" or "Returns \`result\` = X"`);
  out.push(method);
}

function readNamedOnly(at: Span, out: MethodDraft[]): boolean {
  const m = NAMED_ONLY.exec(at.text);
  if (!m) return false;
  const list = subSpan(at, "All other methods, including ".length, "All other methods, including ".length + (m[1] ?? "").length);
  const purposes = splitTrailingParens(dropFinalPeriod(subSpan(at, at.text.length - (m[2] ?? "").length)))?.inner;
  const clauses = purposes ? splitTopLevel(purposes, ";").map((c) => c.text) : [];
  for (const name of splitTopLevel(list, ",")) {
    const described = clauses.filter((c) => new RegExp(`^(?:\\w+ and )*${name.text}\\b`).test(c) || c.startsWith(`${name.text} `));
    out.push({ name: name.text, at: name, shown: false, description: described, notes: [], params: [] });
  }
  return true;
}

function readMethodBlock(block: Block, method: MethodDraft, sink: DiagnosticSink): void {
  if (block.kind === "paragraph") return readMethodParagraph(block.at, method, sink);
  if (block.kind === "table") return readParamTable(block, method, sink);
  sink.error(spanPosition(block.at), `cannot read a ${block.kind === "list" ? "list" : block.type} in method ${method.name}; expected paragraphs and a parameter table`);
}

const PATH = /^Path `([^`]+)`$/;
const RETURNS = /^Returns (?:`result` = )?(.+)$/;
const PARAMS = /^Parameters?: (.+)$/;

function readMethodParagraph(at: Span, method: MethodDraft, sink: DiagnosticSink): void {
  if (/^[A-Z][a-z]+: /.test(at.text) && !PARAMS.test(at.text)) {
    method.notes.push(at.text);
    return;
  }
  for (const sentence of splitSentences(at)) {
    const text = sentence.text;
    const path = PATH.exec(text);
    const returns = RETURNS.exec(text);
    const params = PARAMS.exec(text);
    if (path) method.path = path[1] ?? "";
    else if (returns) readResult(subSpan(sentence, text.length - (returns[1] ?? "").length), method, sink);
    else if (params) readParamSentence(subSpan(sentence, text.length - (params[1] ?? "").length), method, sink);
    else if (/^No parameters$/i.test(text)) continue;
    else method.description.push(text);
  }
}

function readResult(at: Span, method: MethodDraft, sink: DiagnosticSink): void {
  const text = at.text.replace(/^`|`$/g, "");
  if (text === "true") method.result = { kind: "true" };
  else {
    const type = parseTypeExpr(text);
    if (type) method.result = type.type;
    else sink.error(spanPosition(at), `cannot read the result "${at.text}" of ${method.name}; expected "true" or a type expression`);
  }
}

/** `drop_pending_updates Boolean, optional; other Integer` */
function readParamSentence(at: Span, method: MethodDraft, sink: DiagnosticSink): void {
  for (const piece of splitTopLevel(at, ";")) {
    const m = /^([a-z][a-z0-9_]*) (.+?)(?:, (optional|required))?$/.exec(piece.text);
    const type = m && parseTypeExpr(m[2] ?? "");
    if (!m || !type) {
      sink.error(spanPosition(piece), `cannot read the parameter "${piece.text}"; expected "name Type" or "name Type, optional"`);
      continue;
    }
    method.params.push({ name: m[1] ?? "", at: subSpan(piece, 0, (m[1] ?? "").length), type: type.type, required: m[3] !== "optional" && !type.optional, note: "" });
  }
}

type Table = Extract<Block, { kind: "table" }>;

function readParamTable(table: Table, method: MethodDraft, sink: DiagnosticSink): void {
  const header = table.header.map((h) => h.text.toLowerCase());
  if (header[0] !== "parameter" || header[1] !== "type" || header[2] !== "required") {
    return sink.error(spanPosition(table.at), `unknown table in method ${method.name}; expected | Parameter | Type | Required | Rules |`);
  }
  for (const row of table.rows) {
    if (row.cells.length !== table.header.length) {
      sink.error(spanPosition(row.at), `row has ${row.cells.length} cells; expected ${table.header.length} (${table.header.map((h) => h.text).join(" | ")})`);
      continue;
    }
    const param = readParamRow(row.cells, method, sink);
    if (param) method.params.push(param);
  }
}

function readParamRow(cells: Span[], method: MethodDraft, sink: DiagnosticSink): ParamDraft | undefined {
  const [nameCell, typeCell, requiredCell, rulesCell] = cells as [Span, Span, Span, Span | undefined];
  if (!/^[a-z][a-z0-9_]*$/.test(nameCell.text)) sink.error(spanPosition(nameCell), `"${nameCell.text}" is not a parameter name; expected a snake_case name`);
  const paren = splitTrailingParens(typeCell);
  const typeText = paren && paren.head.text ? paren.head.text : typeCell.text;
  const type = parseTypeExpr(typeText);
  if (!type) {
    sink.error(spanPosition(typeCell.text ? typeCell : nameCell), typeCell.text ? `bad type expression "${typeCell.text}" for ${method.name}.${nameCell.text}; expected Integer, String, a type name, Array of X or X or Y` : `parameter ${method.name}.${nameCell.text} has no type; expected a type in the Type column`);
    return undefined;
  }
  const required = /^(yes|required)$/i.test(requiredCell.text);
  if (!required && !/^(no|optional)$/i.test(requiredCell.text)) sink.error(spanPosition(requiredCell), `"${requiredCell.text}" in the Required column of ${method.name}.${nameCell.text}; expected Yes or No`);
  const note = [paren && paren.head.text ? paren.inner.text : "", rulesCell?.text ?? ""].filter(Boolean).join("; ");
  return { name: nameCell.text, at: nameCell, type: type.type, required, note };
}
