// TypeScript declarations laid out as prettier lays them out (printWidth 120, its defaults otherwise): a union that
// does not fit moves to the next line, then breaks into one `| member` per line; an array of such a union breaks
// inside its parentheses; an object type breaks into one member per line; JSDoc blocks as ts-morph writes them.
// Where prettier could decide otherwise than this printer knows (a quote inside a string, a key that needs quotes,
// text whose width is not certain: wide characters), the file is marked not exact and prettier formats it.
import type { Doc, Measure } from "./doc.ts";
import { align, concat, group, hardline, ifBreak, indent, join, line, printDoc, softline } from "./doc.ts";
import type { JsDoc, JsonValue, Member, Statement, TypeNode } from "./ts-nodes.ts";

export const PRINT_WIDTH = 120;

/** What the layout could not be sure of, found while building the document. */
interface Doubts {
  /** Something prettier may write otherwise (quotes, keys). */
  inexact: boolean;
  /** Text whose width depends on how wide its characters are shown. */
  wide: boolean;
}

const ASCII = /^[\x20-\x7e]*$/;
const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

function text(s: string, doubts: Doubts): string {
  if (!ASCII.test(s)) doubts.wide = true;
  return s;
}

/** A string literal: JSON's quoting is prettier's when the string holds no double quote. */
function quoted(value: string, doubts: Doubts): string {
  if (value.includes('"')) doubts.inexact = true;
  return text(JSON.stringify(value), doubts);
}

function key(name: string, doubts: Doubts): string {
  if (!IDENTIFIER.test(name)) doubts.inexact = true;
  return name;
}

function unionDoc(members: readonly TypeNode[], doubts: Doubts): Doc {
  const printed = members.map((m) => align(2, typeDoc(m, doubts)));
  return group(concat(ifBreak("| "), join(concat(line, "| "), printed)));
}

const negative = (t: TypeNode): boolean => t.kind === "literal" && typeof t.value === "number" && t.value < 0;

function typeDoc(t: TypeNode, doubts: Doubts): Doc {
  switch (t.kind) {
    case "name":
      return text(t.text, doubts);
    case "literal":
      return typeof t.value === "string" ? quoted(t.value, doubts) : String(t.value);
    case "union":
      return unionDoc(t.members, doubts);
    case "array":
      return t.element.kind === "union"
        ? concat(group(concat("(", indent(concat(softline, unionDoc(t.element.members, doubts))), softline, ")")), "[]")
        : negative(t.element)
          ? concat("(", typeDoc(t.element, doubts), ")[]")
          : concat(typeDoc(t.element, doubts), "[]");
    case "object":
      return objectDoc(t.members, t.expanded, doubts);
  }
}

/** After `:` or ` =`: a union first tries the next line whole, other types follow on the same line. */
function annotation(t: TypeNode, doubts: Doubts): Doc {
  return t.kind === "union"
    ? group(indent(concat(line, unionDoc(t.members, doubts))))
    : concat(" ", typeDoc(t, doubts));
}

function memberDoc(m: Member, doubts: Doubts): Doc {
  switch (m.kind) {
    case "property": {
      const head = `${m.readonly ? "readonly " : ""}${key(m.name, doubts)}${m.optional ? "?" : ""}:`;
      return concat(m.docs ? concat(jsDocDoc(m.docs), hardline) : "", head, annotation(m.type, doubts));
    }
    case "method":
      return text(m.text, doubts);
    case "index":
      return concat(`[${key(m.keyName, doubts)}: ${m.keyType}]:`, annotation(m.type, doubts));
  }
}

function objectDoc(members: readonly Member[], expanded: boolean, doubts: Doubts): Doc {
  if (members.length === 0) return "{}";
  const body = join(
    concat(";", expanded ? hardline : line),
    members.map((m) => memberDoc(m, doubts)),
  );
  const brk = expanded ? hardline : line;
  return group(concat("{", indent(concat(brk, body)), ifBreak(";"), brk, "}"));
}

/** JSDoc as ts-morph writes it: one line when its text is one line, else a block of ` * ` lines. */
function jsDocDoc(docs: JsDoc): Doc {
  const tags = docs.tags.map((t) => `@${t.name}${t.text === "" ? "" : ` ${t.text}`}`);
  const lines = [
    ...(docs.description === "" ? [] : docs.description.split("\n")),
    ...tags.flatMap((t) => t.split("\n")),
  ];
  const only = lines[0] ?? "";
  if (lines.length <= 1) return `/** ${only}${only.endsWith(" ") ? "" : " "}*/`;
  return join(hardline, ["/**", ...lines.map((l) => ` *${l === "" ? "" : ` ${l}`}`.trimEnd()), " */"]);
}

function jsonDoc(value: JsonValue, doubts: Doubts): Doc {
  if (typeof value === "string") return quoted(value, doubts);
  if (typeof value !== "object" || value === null) return String(value);
  const entries = Array.isArray(value)
    ? (value as readonly JsonValue[]).map((v) => jsonDoc(v, doubts))
    : Object.entries(value).map(([k, v]) => concat(key(k, doubts), ": ", jsonDoc(v, doubts)));
  if (entries.length === 0) return Array.isArray(value) ? "[]" : "{}";
  const [open, close] = Array.isArray(value) ? ["[", "]"] : ["{", "}"];
  return concat(open, indent(concat(hardline, join(concat(",", hardline), entries))), ",", hardline, close);
}

function withDocs(docs: JsDoc | undefined, doc: Doc): Doc {
  return docs ? concat(jsDocDoc(docs), hardline, doc) : doc;
}

function typeParameters(names: readonly string[] | undefined): string {
  return names && names.length > 0 ? `<${names.join(", ")}>` : "";
}

function statementDoc(s: Statement, doubts: Doubts): Doc {
  switch (s.kind) {
    case "lines":
      return join(
        hardline,
        s.lines.map((l) => text(l, doubts)),
      );
    case "interface": {
      const head = `export interface ${s.name}${typeParameters(s.typeParameters)} `;
      const body =
        s.members.length === 0
          ? "{}"
          : concat(
              "{",
              indent(
                concat(
                  hardline,
                  join(
                    hardline,
                    s.members.map((m) => concat(memberDoc(m, doubts), ";")),
                  ),
                ),
              ),
              hardline,
              "}",
            );
      return withDocs(s.docs, concat(head, body));
    }
    case "type-alias":
      return withDocs(
        s.docs,
        concat(`export type ${s.name}${typeParameters(s.typeParameters)} =`, annotation(s.type, doubts), ";"),
      );
    case "const":
      return withDocs(s.docs, concat(`export const ${s.name} = `, jsonDoc(s.value, doubts), ` ${s.suffix};`));
  }
}

/** Blank lines as ts-morph leaves them between statements: around every interface, none elsewhere. */
function separator(previous: Statement, next: Statement): Doc {
  return previous.kind === "interface" || next.kind === "interface" ? concat(hardline, hardline) : hardline;
}

export interface PrintedSource {
  readonly text: string;
  /** Prettier would leave the text as it is. */
  readonly exact: boolean;
}

/** A source file of the statements, and whether its layout is certainly prettier's. */
export function printSource(statements: readonly Statement[]): PrintedSource {
  const doubts: Doubts = { inexact: false, wide: false };
  const parts = statements.flatMap((s, i) =>
    i === 0 ? [statementDoc(s, doubts)] : [separator(statements[i - 1]!, s), statementDoc(s, doubts)],
  );
  const doc = concat(...parts, hardline);
  const narrow = printDoc(doc, PRINT_WIDTH, narrowest);
  // Wide characters take one or two columns (prettier measures emoji and East Asian text as two): a layout that is
  // the same at both extremes is the one prettier chooses.
  const exact = !doubts.inexact && (!doubts.wide || printDoc(doc, PRINT_WIDTH, widest) === narrow);
  return { text: narrow, exact };
}

/** Every character outside printable ASCII as no column, and as two. */
const narrowest: Measure = (s) => (ASCII.test(s) ? s.length : s.replace(/[^\x20-\x7e]/gu, "").length);
const widest: Measure = (s) => (ASCII.test(s) ? s.length : s.replace(/[^\x20-\x7e]/gu, "  ").length);
