// The diff as Markdown (summary line, then changes grouped by type and method) and as JSON.
import type { Change } from "./change.ts";
import type { Severity } from "./rules.ts";

export interface DiffReport {
  readonly from: string;
  readonly to: string;
  readonly changes: readonly Change[];
}

const LABEL: Readonly<Record<Severity, string>> = { breaking: "**BREAKING**", "potentially-breaking": "*potentially breaking*", "non-breaking": "non-breaking" };

export function counts(changes: readonly Change[]): Record<Severity, number> {
  const out: Record<Severity, number> = { breaking: 0, "potentially-breaking": 0, "non-breaking": 0 };
  for (const c of changes) out[c.severity]++;
  return out;
}

function owner(path: string): string {
  return path.split(".")[0] ?? path;
}

/** Inline code that no backtick inside the value can close. */
function code(value: string): string {
  const fence = value.includes("`") ? "``" : "`";
  return `${fence}${fence === "``" ? " " : ""}${value.replace(/\n/g, " ")}${fence === "``" ? " " : ""}${fence}`;
}

function line(c: Change): string {
  const move = c.before !== null && c.after !== null ? `${code(c.before)} → ${code(c.after)}` : c.after !== null ? `+ ${code(c.after)}` : `− ${code(c.before ?? "")}`;
  return `- ${LABEL[c.severity]} ${c.kind} ${code(c.path)}: ${move} (${c.direction}; ${c.spec})`;
}

export function renderMarkdown(report: DiffReport): string {
  const n = counts(report.changes);
  const lines = [`# Changes from ${report.from} to ${report.to}`, "", `${n.breaking} breaking, ${n["potentially-breaking"]} potentially breaking, ${n["non-breaking"]} non-breaking.`];
  const groups = new Map<string, Change[]>();
  for (const c of report.changes) groups.set(owner(c.path), [...(groups.get(owner(c.path)) ?? []), c]);
  for (const [name, changes] of groups) lines.push("", `## ${name}`, "", ...changes.map(line));
  return `${lines.join("\n")}\n`;
}

export function renderJson(report: DiffReport): string {
  return `${JSON.stringify({ from: report.from, to: report.to, changes: report.changes }, null, 2)}\n`;
}
