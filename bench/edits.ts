// Edits a writer of the next version makes to one document of a spec, for the one-file-edit rows of bench/whole.ts:
// round by round, a field or parameter note reworded (a declaration changes), a paragraph added under the first
// heading (every line below moves), a word of a paragraph changed. Each round's edit is new, so no run of botspec
// finds the spec as an earlier run left it.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/** The largest document of a spec folder. */
function largest(dir: string): string {
  const docs = readdirSync(dir).filter((f) => f.endsWith(".md"));
  return join(dir, docs.sort((a, b) => statSync(join(dir, b)).size - statSync(join(dir, a)).size)[0] ?? "");
}

const EDITS: ((text: string, round: number) => string)[] = [
  // The note of the round's table row (a row of three cells or more that ends with a note).
  (text, round) => {
    const lines = text.split("\n");
    const body = (l: string, i: number) =>
      /^\|[^|]+\|[^|]+\|.*[a-z].*\|\s*$/.test(l) &&
      !/^\|\s*:?-/.test(l) &&
      /^\|\s*:?-/.test(lines[i - 1] ?? "") === false &&
      /^\|/.test(lines[i - 1] ?? "");
    const rows = lines.flatMap((l, i) => (body(l, i) ? [i] : []));
    const i = rows[(round * 37) % rows.length] ?? 0;
    lines[i] = (lines[i] ?? "").replace(/\s*\|\s*$/, ` (round ${round}). |`);
    return lines.join("\n");
  },
  // A paragraph under the first heading.
  (text, round) => text.replace(/^(#[^\n]*\n)/m, `$1\nA paragraph added in round ${round}.\n`),
  // A word of the round's paragraph.
  (text, round) => {
    const paragraphs = [...text.matchAll(/\n\n([A-Z][^|#\n][^\n]{40,})\n/g)];
    const p = paragraphs[(round * 13) % Math.max(1, paragraphs.length)];
    if (!p || p.index === undefined) return text;
    const at = p.index + 2;
    return `${text.slice(0, at)}${p[1]!.replace(/\b(the|a|an)\b/, "this")}${text.slice(at + p[1]!.length)}`;
  },
];

/** Applies round `round`'s edit to the largest document of `dir`; returns what it did. */
export function editSpec(dir: string, round: number): string {
  const file = largest(dir);
  const kind = round % EDITS.length;
  writeFileSync(file, EDITS[kind]!(readFileSync(file, "utf8"), round));
  return ["note reworded", "paragraph added", "word changed"][kind] ?? "";
}
