// The diff as Markdown (summary line, changes grouped by type and method, details now shown apart), as JSON (its shape
// is docs/diff.schema.json), and as GitHub Actions annotations pointing at the spec line.
import type { Change } from "./change.ts";
import type { Severity } from "./rules.ts";

export interface DiffReport {
  readonly from: string;
  readonly to: string;
  readonly changes: readonly Change[];
  /** Accepted ids that match no change. */
  readonly staleAccepted?: readonly string[];
}

const LABEL: Readonly<Record<Severity, string>> = {
  breaking: "**BREAKING**",
  "potentially-breaking": "*potentially breaking*",
  "non-breaking": "non-breaking",
};

/** Changes by severity; accepted ones are not counted. */
export function counts(changes: readonly Change[]): Record<Severity, number> {
  const out: Record<Severity, number> = { breaking: 0, "potentially-breaking": 0, "non-breaking": 0 };
  for (const c of changes) if (!c.accepted) out[c.severity]++;
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

function move(c: Change): string {
  return c.before !== null && c.after !== null
    ? `${code(c.before)} → ${code(c.after)}`
    : c.after !== null
      ? `+ ${code(c.after)}`
      : `− ${code(c.before ?? "")}`;
}

function line(c: Change): string {
  const accepted = c.accepted ? ` — accepted: ${c.accepted.reason.replace(/\n/g, " ")}` : "";
  return `- ${LABEL[c.severity]} ${c.kind} ${code(c.path)}: ${move(c)} (${c.direction}; ${c.spec})${accepted}`;
}

function grouped(changes: readonly Change[]): string[] {
  const groups = new Map<string, Change[]>();
  for (const c of changes) groups.set(owner(c.path), [...(groups.get(owner(c.path)) ?? []), c]);
  return [...groups].flatMap(([name, list]) => ["", `## ${name}`, "", ...list.map(line)]);
}

export function renderMarkdown(report: DiffReport): string {
  const n = counts(report.changes);
  const accepted = report.changes.filter((c) => c.accepted).length;
  const lines = [
    `# Changes from ${report.from} to ${report.to}`,
    "",
    `${n.breaking} breaking, ${n["potentially-breaking"]} potentially breaking, ${n["non-breaking"]} non-breaking${accepted > 0 ? `; ${accepted} accepted` : ""}.`,
  ];
  lines.push(...grouped(report.changes.filter((c) => c.kind !== "detail-added")));
  const details = report.changes.filter((c) => c.kind === "detail-added");
  if (details.length > 0)
    lines.push(
      "",
      "## Details now shown",
      "",
      "What the earlier version did not show and this one does; nothing a client relied on changed.",
      "",
      ...details.map(line),
    );
  const stale = report.staleAccepted ?? [];
  if (stale.length > 0)
    lines.push("", "## Accepted changes that no longer occur", "", ...stale.map((id) => `- ${code(id)}`));
  return `${lines.join("\n")}\n`;
}

export function renderJson(report: DiffReport): string {
  return `${JSON.stringify({ from: report.from, to: report.to, changes: report.changes, ...(report.staleAccepted && report.staleAccepted.length > 0 ? { staleAccepted: report.staleAccepted } : {}) }, null, 2)}\n`;
}

/** GitHub workflow commands: `%`, CR and LF escaped in data; `:` and `,` too in properties. */
const data = (s: string) => s.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
const property = (s: string) => data(s).replace(/:/g, "%3A").replace(/,/g, "%2C");

/** One annotation per change, at its spec line: breaking as errors, potentially breaking as warnings, others notices. */
export function renderGithub(report: DiffReport): string {
  const level: Readonly<Record<Severity, string>> = {
    breaking: "error",
    "potentially-breaking": "warning",
    "non-breaking": "notice",
  };
  const out = report.changes.map((c) => {
    const where = `file=${property(c.at.file)},line=${c.at.line},`;
    const kind = c.accepted ? "notice" : level[c.severity];
    const title = `${c.severity}${c.accepted ? " (accepted)" : ""}: ${c.kind} ${c.path}`;
    const message = `${c.id}: ${c.before ?? "∅"} → ${c.after ?? "∅"} (${c.direction})${c.accepted ? `; accepted: ${c.accepted.reason}` : ""}`;
    return `::${kind} ${where}title=${property(title)}::${data(message)}`;
  });
  for (const id of report.staleAccepted ?? [])
    out.push(
      `::warning title=${property("accepted change no longer occurs")}::${data(`${id} is accepted but does not occur from ${report.from} to ${report.to}; remove it from the accepted-changes file`)}`,
    );
  return `${out.join("\n")}\n`;
}
