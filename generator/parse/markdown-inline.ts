// The phrasing content markdown-blocks.ts reads without micromark: text, code spans, inline links `[text](url)` of
// plain text and a bare destination, and `*`/`**` emphasis whose delimiters pair off in order. Anything else (an escape,
// HTML, an entity, `_` that could open or close, a link or delimiter that does not fit those shapes) answers undefined, and
// the block is left to micromark. The rules are CommonMark's for these shapes: code spans bind first, a `*` run opens
// when left-flanking and closes when right-flanking, the start and end of the text count as white space.
import type { PhrasingContent } from "mdast";

export type At = (index: number) => { line: number; column: number; offset: number };

const NEEDS_MICROMARK = /[<>&\\\t\x00-\x08\x0b-\x1f\x7f]|!\[/;
const LINK = /\[([^[\]`*\n]+)\]\(([^\s()<>\\`&*]+)\)/y;
const EDGE_UNDERSCORE = /(?<![A-Za-z0-9])_|_(?![A-Za-z0-9])/;
const PUNCTUATION = /[!-/:-@[-`{-~]|\p{P}|\p{S}/u;

type Piece =
  | { readonly kind: "text"; readonly from: number; readonly to: number }
  | { readonly kind: "node"; readonly node: PhrasingContent }
  | {
      readonly kind: "star";
      readonly from: number;
      readonly to: number;
      readonly open: boolean;
      readonly close: boolean;
    };

/** Text, code spans, links and emphasis of `t` between two indexes; undefined when it needs micromark. */
export function phrasing(t: string, from: number, to: number, at: At): PhrasingContent[] | undefined {
  if (NEEDS_MICROMARK.test(t.slice(from, to))) return undefined;
  const pieces = piecesOf(t, from, to, at);
  if (!pieces) return undefined;
  const stars = pieces.filter((p) => p.kind === "star" && (p.open || p.close));
  for (let k = 0; k < stars.length; k += 2) {
    const [a, b] = [stars[k], stars[k + 1]];
    if (a?.kind !== "star" || b?.kind !== "star" || !a.open || !b.close || a.to - a.from !== b.to - b.from)
      return undefined;
  }
  return nodesOf(t, pieces, at);
}

function piecesOf(t: string, from: number, to: number, at: At): Piece[] | undefined {
  const pieces: Piece[] = [];
  let plain = from;
  const push = (p: Piece, start: number, end: number) => {
    if (start > plain) pieces.push({ kind: "text", from: plain, to: start });
    pieces.push(p);
    plain = end;
  };
  for (let i = from; i < to;) {
    const c = t[i];
    if (c === "`") {
      const run = runOf(t, i, to, "`");
      const close = closingRun(t, i + run, to, run);
      if (close !== undefined) push(codeOf(t, i, run, close, at), i, close + run);
      i = close === undefined ? i + run : close + run;
    } else if (c === "*") {
      const run = runOf(t, i, to, "*");
      if (run > 2) return undefined;
      push(starOf(t, i, i + run, from, to), i, i + run);
      i += run;
    } else if (c === "_") {
      // `_` that can neither open nor close (inside a word, between spaces) is text; emphasis with it is micromark's.
      const run = runOf(t, i, to, "_");
      const { left, right, before, after } = flanking(t, i, i + run, from, to);
      if ((left && (!right || punct(before))) || (right && (!left || punct(after)))) return undefined;
      i += run;
    } else if (c === "[") {
      const m = linkAt(t, i, to);
      if (m) push(linkOf(m, i, at), i, i + m[0].length);
      i += m ? m[0].length : 1;
    } else i++;
  }
  if (to > plain) pieces.push({ kind: "text", from: plain, to });
  // `](` outside a link read here could still make one: micromark's to read.
  return pieces.some((p) => p.kind === "text" && t.slice(p.from, p.to).includes("](")) ? undefined : pieces;
}

function codeOf(t: string, i: number, run: number, close: number, at: At): Piece {
  const value = codeValue(t.slice(i + run, close));
  return { kind: "node", node: { type: "inlineCode", value, position: { start: at(i), end: at(close + run) } } };
}

/** A link `[label](url)` at `i` within the text, its label plain: no `_` that could open or close emphasis. */
function linkAt(t: string, i: number, to: number): RegExpExecArray | undefined {
  LINK.lastIndex = i;
  const m = LINK.exec(t);
  return m && i + m[0].length <= to && !EDGE_UNDERSCORE.test(m[1] ?? "") ? m : undefined;
}

function linkOf(m: RegExpExecArray, i: number, at: At): Piece {
  const [whole, label = "", url = ""] = m;
  const text: PhrasingContent = {
    type: "text",
    value: label,
    position: { start: at(i + 1), end: at(i + 1 + label.length) },
  };
  const position = { start: at(i), end: at(i + whole.length) };
  return { kind: "node", node: { type: "link", title: null, url, children: [text], position } };
}

// micromark classifies the UTF-16 unit next to a delimiter run: half of a surrogate pair (an emoji) is neither white
// space nor punctuation.
const charBefore = (t: string, i: number, from: number): string => (i <= from ? " " : t.charAt(i - 1));
const charAfter = (t: string, i: number, to: number): string => (i >= to ? " " : t.charAt(i));

const space = (c: string) => /\s/.test(c);
const punct = (c: string) => PUNCTUATION.test(c);

/** Whether a delimiter run is left- and right-flanking, and the characters on either side of it. */
function flanking(t: string, start: number, end: number, from: number, to: number) {
  const before = charBefore(t, start, from);
  const after = charAfter(t, end, to);
  const left = !space(after) && (!punct(after) || space(before) || punct(before));
  const right = !space(before) && (!punct(before) || space(after) || punct(after));
  return { left, right, before, after };
}

function starOf(t: string, start: number, end: number, from: number, to: number): Piece {
  const { left, right } = flanking(t, start, end, from, to);
  return { kind: "star", from: start, to: end, open: left, close: right };
}

/** The nodes of the pieces: text runs joined, each pair of delimiters around what is between them. */
function nodesOf(t: string, pieces: readonly Piece[], at: At): PhrasingContent[] {
  const out: PhrasingContent[] = [];
  for (let k = 0; k < pieces.length; k++) {
    const p = pieces[k]!;
    if (p.kind === "node") out.push(p.node);
    else if (p.kind === "text" || !(p.open || p.close)) appendText(out, t, p.from, p.to, at);
    else {
      const close = pieces.findIndex((q, j) => j > k && q.kind === "star" && (q.open || q.close));
      const end = pieces[close] as Extract<Piece, { kind: "star" }>;
      const children = nodesOf(t, pieces.slice(k + 1, close), at);
      const position = { start: at(p.from), end: at(end.to) };
      out.push(p.to - p.from === 2 ? { type: "strong", children, position } : { type: "emphasis", children, position });
      k = close;
    }
  }
  return out;
}

function appendText(out: PhrasingContent[], t: string, from: number, to: number, at: At): void {
  const last = out[out.length - 1];
  if (last?.type === "text" && last.position?.end.offset === at(from).offset) {
    last.value += t.slice(from, to);
    last.position.end = at(to);
  } else out.push({ type: "text", value: t.slice(from, to), position: { start: at(from), end: at(to) } });
}

function runOf(t: string, i: number, to: number, c: string): number {
  let n = 0;
  while (i + n < to && t[i + n] === c) n++;
  return n;
}

/** Where the next run of exactly `run` backticks starts. */
function closingRun(t: string, from: number, to: number, run: number): number | undefined {
  for (let i = from; i < to;) {
    if (t[i] !== "`") {
      i++;
      continue;
    }
    const n = runOf(t, i, to, "`");
    if (n === run) return i;
    i += n;
  }
  return undefined;
}

/**
 * A code span's content as mdast keeps it (line ends kept): one space or line end off each end when both ends have
 * one and not all of it is spaces and line ends.
 */
function codeValue(raw: string): string {
  const edge = (c: string | undefined) => c === " " || c === "\n";
  return edge(raw[0]) && edge(raw[raw.length - 1]) && /[^ \n]/.test(raw) ? raw.slice(1, -1) : raw;
}
