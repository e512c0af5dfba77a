// A layout document and its printer: the algorithm of prettier's doc printer (Wadler's "prettier printer"), for the
// few constructs the TypeScript emitters need. A group is printed flat when it fits in what is left of the line
// (measured up to the next possible break of what follows it), otherwise its lines break; a group holding a hard
// line always breaks. print-ts.ts builds the documents the way prettier builds them for the same syntax, so files
// printed here are what prettier would make of them (test/emit/layout.test.ts holds them to it).

export type Doc = string | Concat | Group | Indent | Align | Line | IfBreak;

interface Concat {
  readonly type: "concat";
  readonly parts: readonly Doc[];
  readonly hard: boolean;
}
interface Group {
  readonly type: "group";
  readonly contents: Doc;
  /** Holds a hard line: always broken. */
  readonly hard: boolean;
}
interface Indent {
  readonly type: "indent";
  readonly contents: Doc;
  readonly hard: boolean;
}
interface Align {
  readonly type: "align";
  readonly width: number;
  readonly contents: Doc;
  readonly hard: boolean;
}
interface Line {
  readonly type: "line";
  /** Flat: nothing (soft) or a space; broken: a new line. A hard line is always broken. */
  readonly soft: boolean;
  readonly hard: boolean;
}
interface IfBreak {
  readonly type: "if-break";
  readonly broken: Doc;
  readonly flat: Doc;
  readonly hard: boolean;
}

const isHard = (d: Doc): boolean => typeof d !== "string" && d.hard;

export const concat = (...parts: Doc[]): Doc => ({ type: "concat", parts, hard: parts.some(isHard) });
export const group = (contents: Doc): Doc => ({ type: "group", contents, hard: isHard(contents) });
export const indent = (contents: Doc): Doc => ({ type: "indent", contents, hard: isHard(contents) });
export const align = (width: number, contents: Doc): Doc => ({
  type: "align",
  width,
  contents,
  hard: isHard(contents),
});
export const ifBreak = (broken: Doc, flat: Doc = ""): Doc => ({ type: "if-break", broken, flat, hard: false });
export const line: Doc = { type: "line", soft: false, hard: false };
export const softline: Doc = { type: "line", soft: true, hard: false };
export const hardline: Doc = { type: "line", soft: false, hard: true };

export function join(separator: Doc, docs: readonly Doc[]): Doc {
  return concat(...docs.flatMap((d, i) => (i === 0 ? [d] : [separator, d])));
}

/** The columns a piece of text takes. */
export type Measure = (text: string) => number;

const enum Mode {
  Break,
  Flat,
}
type Command = readonly [indentation: number, mode: Mode, doc: Doc];

/** Whether `next` printed flat, then the rest up to its first line break, takes at most `width` columns. */
function fits(next: Command, rest: readonly Command[], width: number, measure: Measure): boolean {
  const commands: (readonly [Mode, Doc])[] = [[next[1], next[2]]];
  let restIndex = rest.length;
  while (width >= 0) {
    const command = commands.pop() ?? (restIndex > 0 ? [rest[--restIndex]![1], rest[restIndex]![2]] : undefined);
    if (command === undefined) return true;
    const [mode, doc] = command;
    if (typeof doc === "string") width -= measure(doc);
    else if (doc.type === "concat")
      for (let i = doc.parts.length - 1; i >= 0; i--) commands.push([mode, doc.parts[i]!]);
    else if (doc.type === "group") commands.push([doc.hard ? Mode.Break : mode, doc.contents]);
    else if (doc.type === "indent" || doc.type === "align") commands.push([mode, doc.contents]);
    else if (doc.type === "if-break") commands.push([mode, mode === Mode.Break ? doc.broken : doc.flat]);
    else if (mode === Mode.Break || doc.hard) return true;
    else if (!doc.soft) width -= 1;
  }
  return false;
}

/** The document as text, `width` columns wide; trailing spaces are trimmed from every line, as prettier does. */
export function printDoc(doc: Doc, width: number, measure: Measure): string {
  const out: string[] = [];
  let column = 0;
  const commands: Command[] = [[0, Mode.Break, doc]];
  for (let command = commands.pop(); command !== undefined; command = commands.pop()) {
    const [ind, mode, d] = command;
    if (typeof d === "string") {
      out.push(d);
      column += measure(d);
    } else if (d.type === "concat")
      for (let i = d.parts.length - 1; i >= 0; i--) commands.push([ind, mode, d.parts[i]!]);
    else if (d.type === "indent") commands.push([ind + 2, mode, d.contents]);
    else if (d.type === "align") commands.push([ind + d.width, mode, d.contents]);
    else if (d.type === "if-break") commands.push([ind, mode, mode === Mode.Break ? d.broken : d.flat]);
    else if (d.type === "group") {
      const flat: Command = [ind, Mode.Flat, d.contents];
      const asFlat = mode === Mode.Flat || (!d.hard && fits(flat, commands, width - column, measure));
      commands.push(asFlat && !d.hard ? flat : [ind, Mode.Break, d.contents]);
    } else if (mode === Mode.Flat && !d.hard) {
      if (!d.soft) (out.push(" "), (column += 1));
    } else {
      trimTrailing(out);
      out.push("\n", " ".repeat(ind));
      column = ind;
    }
  }
  return out.join("");
}

function trimTrailing(out: string[]): void {
  while (out.length > 0) {
    const last = out[out.length - 1]!;
    const trimmed = last.replace(/[ \t]+$/, "");
    if (trimmed.length > 0) return void (out[out.length - 1] = trimmed);
    out.pop();
  }
}
