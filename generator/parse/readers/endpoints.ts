// Endpoint sections: `### methodName` with `Path …`, `Returns …`, `Parameter(s): …`, `No parameters`, a
// `| Parameter | Type | Required | Rules |` table; and methods named only in prose (`All other methods, including …`).
import type { TypeRef } from "../../model/model.ts";
import { showType } from "../../model/show-type.ts";
import type { DiagnosticSink } from "../../model/diagnostics.ts";
import type { MethodDraft, ParamDraft } from "../drafts.ts";
import type { Block, Section } from "../markdown/sections.ts";
import { spanPosition, subSpan, type Span } from "../../model/source.ts";
import { dropFinalPeriod, splitSentences, splitTopLevel, splitTrailingParens } from "../language/split.ts";
import { readTypeTokens } from "../language/grammar.ts";
import { parseTypeExpr } from "../language/type-expr.ts";
import { isFieldName, isFunctionWord, isMethodName, lex, type Token } from "../language/lexicon.ts";
import { optionalInWords, scanFieldSegment } from "./fields.ts";
import { asideColumns, extendedLayout, matchLayout, PARAM_TABLES, requiredPrefix } from "./columns.ts";
import { completeRows, readMemberRows, type Table } from "./member-table.ts";
import { looksLikeConstruct, readMethodSentence, slotSpan, typeOf } from "../language/sentences.ts";
import { groupInWords } from "../language/group-words.ts";
import { pathOfCode } from "../language/slots.ts";
import { parseFieldItems } from "./field-items.ts";
import { groupIntroOf, listedNames, type GroupIntro } from "./group-list.ts";
import { paramValuesIntro, readParamValueList, readParamValues, type ValuesIntro } from "./method-values.ts";
import { methodHeading } from "./method-heading.ts";
import { METHOD_TRIGGERS, RESULT_SENTENCES, RESULT_TRIGGER } from "../language/phrase-book.ts";

export function parseEndpointSection(section: Section, sink: DiagnosticSink, out: MethodDraft[]): void {
  const named = methodHeading(section.title);
  const method: MethodDraft | undefined = named
    ? { name: named.text, at: named, shown: true, description: [], notes: [], params: [] }
    : undefined;
  const guesses: ResultGuess[] = [];
  let intro: Intro | undefined;
  for (const block of section.blocks) {
    if (block.kind === "paragraph" && readNamedOnly(block.at, out)) continue;
    if (method) intro = readMethodBlockAfter(block, intro, method, sink, guesses);
    else if (block.kind !== "paragraph" && block.kind !== "broken-table")
      sink.error(
        spanPosition(block.at),
        `cannot read a ${block.kind} in "${section.title.text}"; expected prose, or a method section "### methodName"`,
      );
  }
  if (!method) return;
  if (intro) unlistedIntro(intro, method, sink);
  settleResult(method, guesses, sink);
  out.push(method);
}

/** A paragraph that opens a list after it: of a group's parameters, or of a parameter's values. */
type Intro = ({ readonly kind: "group" } & GroupIntro) | ({ readonly kind: "values" } & ValuesIntro);

/** Reads a block after the intro before it, if any; the intro the block opens, if it opens one. */
function readMethodBlockAfter(
  block: Block,
  intro: Intro | undefined,
  method: MethodDraft,
  sink: DiagnosticSink,
  guesses: ResultGuess[],
): Intro | undefined {
  if (intro?.kind === "group" && readGroupList(block, intro, method)) return undefined;
  if (intro?.kind !== "group" && readParamValueList(block, intro, method, sink)) return undefined;
  if (intro) unlistedIntro(intro, method, sink);
  if (block.kind === "paragraph") {
    const group = groupIntroOf(block.at);
    if (group) return { kind: "group", ...group };
    // A paragraph a method's phrasing reads (`Parameters:`) opens no list of values.
    const values = readMethodSentence(dropFinalPeriod(block.at)) ? undefined : paramValuesIntro(block.at, method);
    if (values) return { kind: "values", ...values };
    if (readParamValues(block.at, method, sink)) return undefined;
  }
  readMethodBlock(block, method, sink, guesses);
  return undefined;
}

/** `Exactly one of the following must be passed:` and a list of the parameters, each item opening with one's name. */
function readGroupList(block: Block, intro: GroupIntro, method: MethodDraft): boolean {
  const names = block.kind === "list" ? listedNames(block.items) : undefined;
  if (!names) return false;
  const open = intro.open ? { open: intro.open } : {};
  (method.groups ??= []).push({ kind: intro.group, names, at: intro.at, ...open });
  return true;
}

/** An intro that no list follows: description, said. */
function unlistedIntro(intro: Intro, method: MethodDraft, sink: DiagnosticSink): void {
  method.description.push(intro.at.text);
  sink.warn(
    spanPosition(intro.at),
    intro.kind === "group"
      ? `paragraph of method ${method.name} opens a group of parameters, but no list of them follows it; read as description. Expected a bulleted list whose items each open with a parameter's name`
      : `paragraph of method ${method.name} names ${intro.param} and ends with a colon, but no list of values follows; read as description. Expected a bulleted list whose items each open with a value in backticks`,
  );
}

/** A sentence of a result no phrasing reads, and the one type it names, if it names one (see resultByStructure). */
interface ResultGuess {
  readonly type?: TypeRef | undefined;
  readonly at: Span;
  /** What the sentence is when not taken: a result no phrasing reads, a near miss, or description. */
  readonly otherwise: "error" | "warning" | "description";
}

/**
 * The result, once every sentence is read: said plainly, or else the one type the first unread result sentence names
 * (said); an unread result sentence not taken is said as a near miss, and a method with neither is an error.
 */
function settleResult(method: MethodDraft, guesses: readonly ResultGuess[], sink: DiagnosticSink): void {
  const taken = method.result ? undefined : guesses.find((g) => g.type);
  if (taken?.type) {
    method.result = taken.type;
    sink.warn(
      spanPosition(taken.at),
      `result "${taken.at.text}" of ${method.name} read as ${showType(taken.type)}, the one type it names; expected "Returns X" or "Returns \`result\` = X"`,
    );
  }
  // `Returns an array of Updates`, `Returns the sent Messages`: what a plural would name, checked with the model.
  const items = method.result?.kind === "array" ? method.result.items : method.result;
  if (items?.kind === "ref" && /[a-z]s$/.test(items.name)) method.resultSingular = items.name.slice(0, -1);
  // Another sentence said the result: one that opens as a result and is not read is description, said.
  const said = method.result !== undefined && !taken;
  for (const g of guesses.filter((x) => x !== taken))
    if (g.otherwise === "error" && !said) unreadResult(g.at, method, sink);
    else if (g.otherwise !== "description") nearMiss(g.at, method, sink);
  if (!method.result)
    sink.error(
      spanPosition(method.at),
      `method ${method.name} does not say what it returns; expected "Returns X" or "Returns \`result\` = X"`,
    );
}

function unreadResult(sentence: Span, method: MethodDraft, sink: DiagnosticSink): void {
  sink.error(
    spanPosition(sentence),
    `cannot read the result "${sentence.text}" of ${method.name}; expected "Returns true", "Returns X" or "Returns \`result\` = X"`,
  );
}

function nearMiss(sentence: Span, method: MethodDraft, sink: DiagnosticSink): void {
  sink.warn(
    spanPosition(sentence),
    `sentence of method ${method.name} mentions a result, parameters or a path but matches no construct: "${sentence.text}"; expected "Path \`/name\`", "Returns X", "Parameters: name Type, optional" or "No parameters"`,
  );
}

/** `All other methods, including a, b, c: not shown beyond their names and purpose (a does …; b and c …)`. */
function readNamedOnly(at: Span, out: MethodDraft[]): boolean {
  const read = readMethodSentence(dropFinalPeriod(at));
  if (read?.construct !== "named-only") return false;
  const tail = slotSpan(read, read.match.slots.tail);
  const purposes = tail && splitTrailingParens(tail)?.inner;
  const clauses = purposes ? splitTopLevel(purposes, ";").map((c) => c.text) : [];
  const list = read.match.slots.methods;
  (list?.kind === "names" ? list.tokens : []).forEach((token) => {
    const name = token.text;
    const described = clauses.filter((c) => describes(c, name));
    out.push({
      name,
      at: subSpan(read.span, token.start, token.end),
      shown: false,
      description: described,
      notes: [],
      params: [],
    });
  });
  return true;
}

/** A purpose clause speaks of a method when it opens with its name, alone or in a list joined by `and`. */
function describes(clause: string, name: string): boolean {
  const words = lex(clause);
  for (const t of words) {
    if (t.kind === "word" && t.text === name) return true;
    if (!(t.kind === "word" && (isMethodName(t.text) || t.value === "and")) && t.text !== ",") return false;
  }
  return false;
}

function readMethodBlock(block: Block, method: MethodDraft, sink: DiagnosticSink, guesses: ResultGuess[]): void {
  if (block.kind === "paragraph") return readMethodParagraph(block.at, method, sink, guesses);
  if (block.kind === "table") return readParamTable(block, method, sink);
  if (block.kind === "broken-table") return;
  if (block.kind === "list" && readParamItems(block.items, method)) return;
  sink.error(
    spanPosition(block.at),
    `cannot read a ${block.kind === "list" ? "list" : block.type} in method ${method.name}; expected paragraphs and a parameter table`,
  );
}

/** A bulleted list of parameters, one an item (`- \`offset\` (Integer, optional): …`), each read as a field item. */
function readParamItems(items: readonly Span[], method: MethodDraft): boolean {
  const fields = parseFieldItems(items);
  if (!fields) return false;
  for (const f of fields)
    if (f.type) method.params.push({ name: f.name, at: f.at, type: f.type, required: !f.optional, note: f.note });
  return true;
}

function readMethodParagraph(at: Span, method: MethodDraft, sink: DiagnosticSink, guesses: ResultGuess[]): void {
  // `Note: …`: a remark, description, unless it says a group of the parameters (`Note: a and b are mutually exclusive`).
  const remark = /^[A-Z][a-z]+: /.test(at.text) && !readMethodSentence(splitSentences(at)[0] ?? at);
  if (remark && !groupInWords(at.text)) {
    method.notes.push(at.text);
    return;
  }
  for (const whole of splitSentences(at)) {
    // A sentence no phrasing reads whole may hold clauses one reads (`Called without arguments; responds with X`).
    const clauses = splitTopLevel(dropFinalPeriod(whole), ";");
    const each = !readMethodSentence(whole) && clauses.length > 1 && clauses.some((c) => readMethodSentence(c));
    for (const sentence of each ? clauses : [whole]) readMethodClause(sentence, method, sink, guesses);
  }
}

function readMethodClause(sentence: Span, method: MethodDraft, sink: DiagnosticSink, guesses: ResultGuess[]): void {
  const read = readMethodSentence(sentence);
  const s = read?.match.slots;
  if (read?.construct === "path" && s?.path?.kind === "text")
    method.path = s.path.tokens[0]?.kind === "code" ? (pathOfCode(s.path.tokens[0].value) ?? s.path.text) : s.path.text;
  else if (read?.construct === "returns-true") method.result = { kind: "true" };
  else if (read?.construct === "returns") method.result = typeOf(s?.type) ?? { kind: "unknown" };
  else if (read?.construct === "returns-list")
    method.result = { kind: "array", items: typeOf(s?.type) ?? { kind: "unknown" } };
  else if (read?.construct === "returns-or") {
    // Said as prose about cases, the sentence stays in the description; a result said plainly elsewhere wins.
    method.result ??= eitherOf(typeOf(s?.first), typeOf(s?.second));
    method.description.push(sentence.text);
  } else if (read?.construct === "params" || read?.construct === "optional-params") {
    // `Parameters:` with nothing after it introduces the list or table that follows.
    const list = slotSpan(read, s?.list);
    if (list || !sentence.text.trimEnd().endsWith(":"))
      readParamSentence(list ?? sentence, method, sink, read.construct === "optional-params");
  } else if (read?.construct === "typed-params" || read?.construct === "typed-optional-params")
    readTypedNames(
      slotSpan(read, s?.list) ?? sentence,
      typeOf(s?.type),
      method,
      read.construct !== "typed-params",
      sink,
    );
  else if (read?.construct === "no-params") return;
  else {
    // `Exactly one of text or photo must be given`: said when the model is built, if it names parameters.
    const group = groupInWords(sentence.text);
    if (group)
      (method.groups ??= []).push({
        kind: group.kind,
        names: group.names,
        at: sentence,
        ...(group.open ? { open: true as const } : {}),
      });
    const near = looksLikeConstruct(sentence.text, METHOD_TRIGGERS);
    const result = near !== undefined && looksLikeConstruct(sentence.text, [RESULT_TRIGGER]) !== undefined;
    const told = looksLikeConstruct(sentence.text, RESULT_SENTENCES) !== undefined;
    const named = told ? resultByStructure(sentence) : undefined;
    // Taken only if no sentence says the result plainly (settleResult).
    const otherwise = result ? "error" : near !== undefined ? "warning" : "description";
    if (named || otherwise === "error") guesses.push({ type: named, at: sentence, otherwise });
    else if (otherwise === "warning") nearMiss(sentence, method, sink);
    method.description.push(sentence.text);
  }
}

/**
 * A sentence of a result no phrasing reads that names one type (`Returns an object of type X`, `Returns zero or more
 * X objects as an array`): that type, an array of it when the sentence says array or list; else nothing.
 */
function resultByStructure(sentence: Span): TypeRef | undefined {
  const tokens = lex(sentence.text);
  const found: TypeRef[] = [];
  for (let i = 1; i < tokens.length; i++) {
    // `… or true`: the value true is a second result, in whatever case it is written.
    if (tokens[i]?.value === "true") found.push({ kind: "true" });
    if (isFunctionWord(tokens[i]) || tokens[i]?.kind === "code" || isPlainWord(tokens, i)) continue;
    const read = readTypeTokens(tokens, i);
    if (!read) continue;
    found.push(read.type);
    i = read.end - 1;
  }
  const distinct = new Set(found.map((t) => JSON.stringify(t)));
  const [type] = found;
  if (distinct.size !== 1 || !type) return undefined;
  const listed = tokens.some((t) => t.kind === "word" && LIST_WORDS.has(t.value));
  return listed && type.kind !== "array" ? { kind: "array", items: type } : type;
}

/**
 * A word in lower case that starts no list (`the number of chats`): English, never a type's other name (`number` is
 * one in a Type cell; in prose, types are written as the spec names them).
 */
const isPlainWord = (tokens: readonly Token[], i: number): boolean =>
  tokens[i]?.kind === "word" &&
  /^[a-z]/.test(tokens[i]!.text) &&
  !(LIST_WORDS.has(tokens[i]!.value) && tokens[i + 1]?.value === "of");

/** Words that say a result is many of its type. */
const LIST_WORDS = new Set(["array", "arrays", "list", "lists"]);

/** The result of a method that returns one type or another (`Message or True`): a union of the two, flattened. */
function eitherOf(first: TypeRef | undefined, second: TypeRef | undefined): TypeRef {
  if (!first || !second) return { kind: "unknown" };
  const members = [first, second].flatMap((t) => (t.kind === "union" ? t.members : [t]));
  return { kind: "union", members };
}

/**
 * `drop_pending_updates Boolean, optional; other Integer`, `name Type (optional)`, `name Type?`, `name (Type,
 * optional)`; every one optional after `Optional parameters:`.
 */
function readParamSentence(at: Span, method: MethodDraft, sink: DiagnosticSink, optional: boolean): void {
  for (const piece of splitTopLevel(at, ";")) {
    const read = scanParamPiece(piece);
    const scanned = read && optional ? { ...read, required: false } : read;
    if (!scanned) {
      sink.error(
        spanPosition(piece),
        `cannot read the parameter "${piece.text}" of ${method.name}; expected "name Type" or "name Type, optional"`,
      );
      continue;
    }
    method.params.push(scanned);
  }
}

/** `It takes one optional Boolean parameter, drop_pending_updates`: each name said, of the type said before them. */
function readTypedNames(
  at: Span,
  type: TypeRef | undefined,
  method: MethodDraft,
  optional: boolean,
  sink: DiagnosticSink,
): void {
  const names = lex(at.text).flatMap((t) => {
    const text = t.kind === "code" ? t.value : t.kind === "word" && !JOINS.has(t.value) ? t.text : "";
    return isFieldName(text) ? [{ text, start: t.start }] : [];
  });
  const words = lex(at.text).filter((t) => !JOINS.has(t.value) && t.text !== ",");
  if (!type || names.length === 0 || names.length !== words.length) {
    sink.error(
      spanPosition(at),
      `cannot read the parameters "${at.text}" of ${method.name}; expected names joined by commas and "and"`,
    );
    return;
  }
  for (const n of names)
    method.params.push({ name: n.text, at: subSpan(at, n.start), type, required: !optional, note: "" });
}

/** Words that join names in a list. */
const JOINS = new Set(["and", "or"]);

/**
 * One parameter of a sentence: `name Type, optional` and its other forms (scanParam), or as a field is written
 * (`\`name\` (Type, optional)`, `name — Type`, `name (optional Type)`), perhaps after `an optional`.
 */
function scanParamPiece(piece: Span): ParamDraft | undefined {
  const tokens = lex(piece.text);
  const k = tokens[0]?.value === "a" || tokens[0]?.value === "an" ? 1 : 0;
  const lead = tokens[k]?.value === "optional" && tokens[k + 1] ? tokens[k + 1]!.start : 0;
  const at = subSpan(piece, lead);
  const read = scanParam(at) ?? asField(at) ?? scanAppositive(at);
  return read && lead > 0 ? { ...read, required: false } : read;
}

/** `drop_pending_updates, an optional Boolean`, `x, optional Boolean`: the name, then what it is after a comma. */
function scanAppositive(piece: Span): ParamDraft | undefined {
  const tokens = lex(piece.text);
  const name = tokens[0];
  if (name?.kind !== "word" || !isFieldName(name.text) || tokens[1]?.text !== ",") return undefined;
  let j = ["a", "an"].includes(tokens[2]?.value ?? "") ? 3 : 2;
  const optional = tokens[j]?.value === "optional";
  if (optional) j++;
  const type = readTypeTokens(tokens, j);
  if (!type || type.end !== tokens.length) return undefined;
  const at = subSpan(piece, 0, name.end);
  return { name: name.text, at, type: type.type, required: !optional && !type.optional, note: "" };
}

/** A parameter written as one field of a field list is. */
function asField(piece: Span): ParamDraft | undefined {
  const scanned = scanFieldSegment(piece);
  const [f] = scanned.kind === "fields" && scanned.fields.length === 1 ? scanned.fields : [];
  return f?.type ? { name: f.name, at: f.at, type: f.type, required: !f.optional, note: f.note } : undefined;
}

function scanParam(piece: Span): ParamDraft | undefined {
  const tokens = lex(piece.text);
  const name = tokens[0];
  if (name?.kind !== "word" || !isFieldName(name.text)) return undefined;
  // `name (Type, optional)`: the type and its note in parentheses, read as `name Type, optional`.
  const paren = tokens[1]?.text === "(" ? splitTrailingParens(subSpan(piece, name.end)) : undefined;
  if (paren && paren.head.text === "") return scanParenthesised(piece, name.end, paren.inner);
  const type = readTypeTokens(tokens, 1);
  if (!type) return undefined;
  const rest = piece.text
    .slice(tokens[type.end - 1]?.end ?? piece.text.length)
    .replace(/^\s*,\s*/, "")
    .trim();
  const inner = rest.startsWith("(") && rest.endsWith(")") ? rest.slice(1, -1) : rest;
  const { required, rest: afterRequired } = requiredPrefix(inner);
  const words = optionalInWords(afterRequired);
  if (rest !== "" && !required && !words.optional && inner === rest) return undefined;
  return {
    name: name.text,
    at: subSpan(piece, 0, name.end),
    type: type.type,
    required: !type.optional && !words.optional,
    note: words.note,
  };
}

/** `name (Type, optional)`, `name (Type, required, note)`: the type first in the parentheses, then its note. */
function scanParenthesised(piece: Span, nameEnd: number, inner: Span): ParamDraft | undefined {
  const [first, ...rest] = splitTopLevel(inner, ",");
  const type = first && parseTypeExpr(first.text);
  if (!type) return undefined;
  const words = optionalInWords(requiredPrefix(rest.map((r) => r.text).join(", ")).rest);
  const at = subSpan(piece, 0, nameEnd);
  return { name: at.text, at, type: type.type, required: !type.optional && !words.optional, note: words.note };
}

function readParamTable(table: Table, method: MethodDraft, sink: DiagnosticSink): void {
  const roles = matchLayout(table.header, PARAM_TABLES) ?? extendedLayout(table.header, "parameter");
  if (roles) asideColumns(table.header, roles, method.name, sink);
  if (!roles)
    return sink.error(
      spanPosition(table.at),
      `unknown table in method ${method.name}; expected | Parameter | Type | Required | Rules |`,
    );
  const rows = completeRows(table, `${method.name}.`, sink);
  const owner = { name: method.name, members: "parameter", sink } as const;
  const members = readMemberRows({ ...table, rows }, roles, owner);
  // Without a Required column a parameter is required unless marked (`Integer?`, `Optional.`), as a field is; a table
  // that marks none may not use the marks at all, which is said.
  if (
    !roles.includes("required") &&
    !roles.includes("optional") &&
    members.length > 1 &&
    !members.some((m) => m.optional)
  )
    sink.warn(
      spanPosition(table.at),
      `the parameter table of ${method.name} has no Required column and marks no parameter optional: each is read as required; expected | Parameter | Type | Required | Rules |, or \`Type?\` for an optional one`,
    );
  for (const m of members)
    method.params.push({ name: m.name, at: m.at, type: m.type, required: !m.optional, note: m.note });
}
