// The Versioning table: a row per version (`9.2`, `v9.2`, `Version 9.2`, or several: `9.1, 9.0`), newest first or
// oldest first; the history is kept newest first, so its first row names the version of the documents. Rows in no
// order are put newest first, and that is said.
import type { DiagnosticSink } from "../../model/diagnostics.ts";
import { isColumn } from "./columns.ts";
import type { HistoryDraft } from "../drafts.ts";
import type { Block } from "../markdown/sections.ts";
import { spanPosition } from "../../model/source.ts";
import { compareVersions } from "../../model/versions.ts";
import { VERSION_PREFIXES } from "../language/phrase-book.ts";

const VERSIONS = /^\d+(\.\d+)*(, \d+(\.\d+)*)*$/;

/** A version cell's numbers: without a prefix of VERSION_PREFIXES before them (`v9.2`, `Version 9.2, v9.1`). */
function versionOf(text: string): string {
  return text
    .split(/(,\s*)/)
    .map((part) => {
      const m = /^([A-Za-z]+)\s*(?=\d)/.exec(part);
      return m && VERSION_PREFIXES.includes((m[1] ?? "").toLowerCase()) ? part.slice(m[0].length) : part;
    })
    .join("");
}

/** `Bot API 9.2`: the numbers after words of letters alone (linear in the cell, whatever it holds). */
function numbersAfterWords(text: string): string | undefined {
  const space = text.search(/\s\d/);
  if (space <= 0) return undefined;
  const words = text.slice(0, space);
  return /^[A-Za-z][A-Za-z ]*$/.test(words) ? text.slice(space + 1) : undefined;
}

export function parseVersioning(blocks: Block[], sink: DiagnosticSink): HistoryDraft[] {
  const out: HistoryDraft[] = [];
  const tables = blocks.filter((b) => b.kind === "table");
  for (const block of tables) {
    if (!isColumn(block.header[0], "version")) {
      sink.error(spanPosition(block.at), `unknown table in Versioning; expected | Version | Date | Changes |`);
      continue;
    }
    for (const row of block.rows) {
      const [cell, date, changes] = row.cells;
      const named = versionOf(cell?.text ?? "");
      // `Bot API 9.2`: words no prefix list knows before the numbers; the numbers are the version, and it is said.
      const after = numbersAfterWords(named);
      const version = !VERSIONS.test(named) && after && VERSIONS.test(after) ? after : named;
      if (cell && version !== named)
        sink.warn(
          spanPosition(cell),
          `version "${cell.text}" read as ${version}; expected the numbers alone, or after "v" or "Version"`,
        );
      if (!cell || !VERSIONS.test(version)) {
        sink.error(
          spanPosition(cell ?? row.at),
          `"${cell?.text ?? ""}" is not a version; expected numbers such as 9.2`,
        );
        continue;
      }
      out.push({ version, date: date?.text ?? "", changes: changes?.text ?? "", at: cell });
    }
  }
  return newestFirst(out, tables[0], sink);
}

/** Compares the first versions of two cells (`9.1, 9.0`: 9.1). */
const compareCells = (a: string, b: string) => compareVersions(a.split(",")[0] ?? "", b.split(",")[0] ?? "");

/** The rows newest first: as written, reversed when written oldest first, else sorted (and said). */
function newestFirst(rows: HistoryDraft[], table: Block | undefined, sink: DiagnosticSink): HistoryDraft[] {
  const pairs = rows.slice(1).map((r, i) => compareCells((rows[i] as HistoryDraft).version, r.version));
  if (pairs.every((c) => c >= 0)) return rows;
  if (pairs.every((c) => c <= 0)) return [...rows].reverse();
  const sorted = [...rows].sort((a, b) => compareCells(b.version, a.version));
  if (table)
    sink.warn(
      spanPosition(table.at),
      `the Versioning rows are in no order (${rows.map((r) => r.version).join("; ")}); read newest first as ${sorted.map((r) => r.version).join("; ")}. Expected the newest version first`,
    );
  return sorted;
}
