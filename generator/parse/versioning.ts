// The Versioning table, newest first: its first row names the version of the documents.
import type { DiagnosticSink } from "../diagnostics.ts";
import type { HistoryDraft } from "./drafts.ts";
import type { Block } from "./sections.ts";
import { spanPosition } from "./source.ts";

export function parseVersioning(blocks: Block[], sink: DiagnosticSink): HistoryDraft[] {
  const out: HistoryDraft[] = [];
  for (const block of blocks) {
    if (block.kind !== "table") continue;
    const header = block.header.map((h) => h.text.toLowerCase());
    if (header[0] !== "version") {
      sink.error(spanPosition(block.at), `unknown table in Versioning; expected | Version | Date | Changes |`);
      continue;
    }
    for (const row of block.rows) {
      const [version, date, changes] = row.cells;
      if (!version || !/^\d+(\.\d+)*(, \d+(\.\d+)*)*$/.test(version.text)) {
        sink.error(
          spanPosition(version ?? row.at),
          `"${version?.text ?? ""}" is not a version; expected numbers such as 9.2`,
        );
        continue;
      }
      out.push({ version: version.text, date: date?.text ?? "", changes: changes?.text ?? "", at: version });
    }
  }
  return out;
}
