// The diff as Markdown (counts, a summary by kind and severity, the changes breaking first and grouped by type and
// method, description edits hidden unless asked for, details now shown apart), as JSON (its shape
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

/** How a Markdown or GitHub report reads: description edits are hidden unless asked for (JSON keeps them all). */
export interface MarkdownOptions {
  readonly descriptions?: boolean;
}

const SEVERITIES: readonly Severity[] = ["breaking", "potentially-breaking", "non-breaking"];
const HEADING: Readonly<Record<Severity, string>> = {
  breaking: "Breaking changes",
  "potentially-breaking": "Potentially breaking changes",
  "non-breaking": "Non-breaking changes",
};

/** How many types or methods the same change must touch to be said once, listing them. */
const ROLL_UP = 3;

/** What a change does, whatever type or method it is of: its kind, member, before, after and direction. */
const sameness = (c: Change) =>
  JSON.stringify([c.kind, c.path.split(".").slice(1).join("."), c.before, c.after, c.direction, c.accepted?.reason]);

/** One line for the same change made to ROLL_UP or more types or methods: the member, the move, and where. */
function rolledLine(list: readonly Change[]): string {
  const first = list[0] as Change;
  const member = first.path.split(".").slice(1).join(".");
  const owners = list.map((c) => owner(c.path));
  const accepted = first.accepted ? ` — accepted: ${first.accepted.reason.replace(/\n/g, " ")}` : "";
  const what = member === "" ? first.kind : `${first.kind} ${code(member)}`;
  return `- ${LABEL[first.severity]} ${what} in ${owners.length}: ${owners.map(code).join(", ")}: ${move(first)} (${first.direction}; first at ${first.spec})${accepted}`;
}

function grouped(changes: readonly Change[], level: string): string[] {
  const alike = new Map<string, Change[]>();
  for (const c of changes) alike.set(sameness(c), [...(alike.get(sameness(c)) ?? []), c]);
  const rolled = [...alike.values()].filter((list) => new Set(list.map((c) => owner(c.path))).size >= ROLL_UP);
  const inRoll = new Set(rolled.flat());
  const groups = new Map<string, Change[]>();
  for (const c of changes.filter((x) => !inRoll.has(x)))
    groups.set(owner(c.path), [...(groups.get(owner(c.path)) ?? []), c]);
  const across =
    rolled.length > 0 ? ["", `${level} The same change in several places`, "", ...rolled.map(rolledLine)] : [];
  return [...across, ...[...groups].flatMap(([name, list]) => ["", `${level} ${name}`, "", ...list.map(line)])];
}

/** Counts by kind and severity, kinds with the most breaking changes first. */
function summary(changes: readonly Change[]): string[] {
  const rows = new Map<string, Record<Severity, number>>();
  for (const c of changes) {
    if (c.accepted) continue;
    const row = rows.get(c.kind) ?? { breaking: 0, "potentially-breaking": 0, "non-breaking": 0 };
    row[c.severity]++;
    rows.set(c.kind, row);
  }
  const order = [...rows].sort(([, a], [, b]) => SEVERITIES.map((s) => b[s] - a[s]).find((d) => d !== 0) ?? 0);
  if (order.length === 0) return [];
  return [
    "",
    "| kind | breaking | potentially breaking | non-breaking |",
    "|---|---:|---:|---:|",
    ...order.map(([k, n]) => `| ${k} | ${SEVERITIES.map((s) => n[s]).join(" | ")} |`),
  ];
}

/** The changes, breaking first, each severity grouped by the type or method it is of. */
function bySeverity(changes: readonly Change[]): string[] {
  const accepted = changes.filter((c) => c.accepted);
  const open = changes.filter((c) => !c.accepted);
  const sections = SEVERITIES.map((s) => [HEADING[s], open.filter((c) => c.severity === s)] as const);
  return [...sections, ["Accepted changes", accepted] as const]
    .filter(([, list]) => list.length > 0)
    .flatMap(([heading, list]) => ["", `## ${heading}`, ...grouped(list, "###")]);
}

export function renderMarkdown(report: DiffReport, options: MarkdownOptions = {}): string {
  const n = counts(report.changes);
  const accepted = report.changes.filter((c) => c.accepted).length;
  const hide = (c: Change) => !options.descriptions && c.kind === "description-changed";
  const hidden = report.changes.filter(hide);
  const shown = report.changes.filter((c) => c.kind !== "detail-added" && !hide(c));
  const lines = [
    `# Changes from ${report.from} to ${report.to}`,
    "",
    `${n.breaking} breaking, ${n["potentially-breaking"]} potentially breaking, ${n["non-breaking"]} non-breaking${accepted > 0 ? `; ${accepted} accepted` : ""}.`,
    ...summary(report.changes),
  ];
  if (hidden.length > 0)
    lines.push(
      "",
      `${hidden.length} description change${hidden.length === 1 ? "" : "s"} hidden (the words of a note, nothing it says); \`botspec diff --only description\` shows them, and the JSON report keeps them.`,
    );
  lines.push(...bySeverity(shown));
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
export function renderGithub(report: DiffReport, options: MarkdownOptions = {}): string {
  const level: Readonly<Record<Severity, string>> = {
    breaking: "error",
    "potentially-breaking": "warning",
    "non-breaking": "notice",
  };
  // Annotations for what can break a client (not accepted), at most GITHUB_ANNOTATIONS; one summary counts the rest.
  const counted = options.descriptions
    ? report.changes
    : report.changes.filter((c) => c.kind !== "description-changed");
  const mattering = counted.filter((c) => !c.accepted && c.severity !== "non-breaking");
  const shown = mattering.slice(0, GITHUB_ANNOTATIONS);
  const out = shown.map((c) => {
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
  out.push(githubSummary(report, counted, shown.length));
  return `${out.join("\n")}\n`;
}

/** The most annotations written; GitHub shows only some of each kind per step, and a long list hides the summary. */
const GITHUB_ANNOTATIONS = 50;

function githubSummary(report: DiffReport, counted: readonly Change[], annotated: number): string {
  const n = (s: Severity) => counted.filter((c) => !c.accepted && c.severity === s).length;
  const accepted = counted.filter((c) => c.accepted).length;
  const rest = n("breaking") + n("potentially-breaking") - annotated;
  const text = `${n("breaking")} breaking, ${n("potentially-breaking")} potentially breaking, ${n("non-breaking")} non-breaking${accepted > 0 ? `, ${accepted} accepted` : ""}; ${annotated} annotated${rest > 0 ? `, ${rest} more in the Markdown report` : ""}`;
  return `::notice title=${property(`botspec diff ${report.from} → ${report.to}`)}::${data(text)}`;
}
