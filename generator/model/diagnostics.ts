// Diagnostics: `file:line:col error|warning: what, and what was expected`. Collected, never thrown as stack traces.
import { createHash } from "node:crypto";
import type { SourcePosition } from "./model.ts";
import { markdownOf } from "./marked-text.ts";

export type Severity = "error" | "warning";

export interface Diagnostic {
  readonly severity: Severity;
  readonly position: SourcePosition;
  readonly message: string;
}

/** Thrown by a stage that cannot go on; carries every diagnostic found so far, errors and warnings. */
export class SpecError extends Error {
  constructor(readonly diagnostics: readonly Diagnostic[]) {
    super(diagnostics.map(formatDiagnostic).join("\n"));
    this.name = "SpecError";
  }
}

/** Spec text quoted in a message, shortened to a readable length. */
export function clip(text: string, max = 80): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

/** A control character (C0, DEL, C1) written as an escape, so no echoed text can steer a terminal. */
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;
const escapeControl = (text: string) =>
  text.replace(CONTROL, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);

/**
 * Texts from an input echoed in one message (unknown keys, ids): each with its control characters escaped and
 * shortened, the first `most` of them joined, and how many more there were.
 */
export function echoed(texts: readonly string[], most = 5): string {
  const shown = texts.slice(0, most).map((t) => clip(escapeControl(t)));
  return texts.length > most ? `${shown.join(", ")} and ${texts.length - most} more` : shown.join(", ");
}

/**
 * A warning's stable id: its file's name and its message (which names the type and field and quotes the words), not
 * its line, so that an edit elsewhere in the spec keeps it. Used by warning baselines (`--baseline FILE`).
 */
export function warningId(d: Diagnostic): string {
  const file = d.position.file.split("/").pop() ?? d.position.file;
  return `W${createHash("sha256").update(`${file}\n${d.message}`).digest("hex").slice(0, 10)}`;
}

export function formatDiagnostic(d: Diagnostic): string {
  const { file, line, column } = d.position;
  return `${file}:${line}:${column} ${d.severity}: ${d.message}`;
}

/** Collects diagnostics during a stage; `throwIfErrors` ends the stage when something was wrong. */
export class DiagnosticSink {
  readonly items: Diagnostic[] = [];
  error(position: SourcePosition, message: string): void {
    this.items.push({ severity: "error", position, message: markdownOf(message) });
  }
  warn(position: SourcePosition, message: string): void {
    this.items.push({ severity: "warning", position, message: markdownOf(message) });
  }
  get errors(): Diagnostic[] {
    return this.items.filter((d) => d.severity === "error");
  }
  get warnings(): Diagnostic[] {
    return this.sorted().filter((d) => d.severity === "warning");
  }
  /** Every diagnostic, sorted by file, line and column, each reported once. */
  sorted(): Diagnostic[] {
    return sortDiagnostics(this.items);
  }
  throwIfErrors(): void {
    if (this.errors.length > 0) throw new SpecError(this.sorted());
  }
}

/** Diagnostics sorted by file, line and column, each reported once. */
export function sortDiagnostics(items: readonly Diagnostic[]): Diagnostic[] {
  const seen = new Set<string>();
  return [...items].sort(comparePositions).filter((d) => {
    const key = formatDiagnostic(d);
    return !seen.has(key) && (seen.add(key), true);
  });
}

function comparePositions(a: Diagnostic, b: Diagnostic): number {
  const p = a.position;
  const q = b.position;
  if (p.file !== q.file) return p.file < q.file ? -1 : 1;
  return p.line - q.line || p.column - q.column;
}
