// The Limits table: `| Subject | Limit |` rows. Which rows speak of a type, a field or a parameter is decided when
// the model is built (ir/build-limits.ts); here they are only collected with their spans.
import type { DiagnosticSink } from "../diagnostics.ts";
import type { LimitDraft } from "./drafts.ts";
import type { Block } from "./sections.ts";
import { spanPosition } from "./source.ts";

export function parseLimits(blocks: Block[], sink: DiagnosticSink): LimitDraft[] {
  const out: LimitDraft[] = [];
  for (const block of blocks) {
    if (block.kind !== "table") continue;
    if (block.header.length !== 2) {
      sink.warn(
        spanPosition(block.at),
        `a table of ${block.header.length} columns in Limits is not read; expected | Subject | Limit |`,
      );
      continue;
    }
    for (const row of block.rows) {
      const [subject, limit] = row.cells;
      if (subject && limit) out.push({ subject, limit });
    }
  }
  return out;
}
