// Diagnostics: `file:line:col error: what, and what was expected`. Collected, never thrown as stack traces.
import type { SourcePosition } from "./model/model.ts";

export interface Diagnostic {
  readonly position: SourcePosition;
  readonly message: string;
}

/** Thrown by a stage that cannot go on; carries every diagnostic found so far. */
export class SpecError extends Error {
  constructor(readonly diagnostics: readonly Diagnostic[]) {
    super(diagnostics.map(formatDiagnostic).join("\n"));
    this.name = "SpecError";
  }
}

export function formatDiagnostic(d: Diagnostic): string {
  const { file, line, column } = d.position;
  return `${file}:${line}:${column} error: ${d.message}`;
}

/** Collects diagnostics during a stage; `throwIfAny` ends the stage when something was wrong. */
export class DiagnosticSink {
  readonly items: Diagnostic[] = [];
  error(position: SourcePosition, message: string): void {
    this.items.push({ position, message });
  }
  throwIfAny(): void {
    if (this.items.length > 0) {
      const sorted = [...this.items].sort(comparePositions);
      throw new SpecError(sorted);
    }
  }
}

function comparePositions(a: Diagnostic, b: Diagnostic): number {
  const p = a.position;
  const q = b.position;
  if (p.file !== q.file) return p.file < q.file ? -1 : 1;
  return p.line - q.line || p.column - q.column;
}
