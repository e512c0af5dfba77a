// The diff as Markdown that reads as release notes (counts, a summary by kind and severity, then breaking changes
// first, each severity under a heading per kind — New methods, New fields, Fields removed … — and each kind by the type
// or method it is of, the same change in several places said once; description edits hidden unless asked for, details
// now shown apart), as JSON (its shape is docs/diff.schema.json), and as GitHub Actions annotations at the spec line.
import type { Change, ChangeKind } from "./change.ts";
import type { Severity } from "./rules.ts";

export interface DiffReport {
  readonly from: string;
  readonly to: string;
  readonly changes: readonly Change[];
  /** Accepted ids that match no change. */
  readonly staleAccepted?: readonly string[];
}

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

const acceptedNote = (c: Change) => (c.accepted ? ` — accepted: ${c.accepted.reason.replace(/\n/g, " ")}` : "");

/** A change on a line of its own, its whole path named: `Message.is_paid_post`: − `True?` (response; file:line). */
function line(c: Change): string {
  return `- ${code(c.path)}: ${move(c)} (${c.direction}; ${c.spec})${acceptedNote(c)}`;
}

/** How each kind is headed in release notes, and in which order they come: what is new first, then what went. */
const KINDS: Readonly<Record<ChangeKind, { readonly title: string; readonly order: number }>> = {
  "method-added": { title: "New methods", order: 0 },
  "type-added": { title: "New types", order: 1 },
  "field-added": { title: "New fields", order: 2 },
  "param-added": { title: "New parameters", order: 3 },
  "variant-added": { title: "New union variants", order: 4 },
  "enum-value-added": { title: "New enum values", order: 5 },
  "method-removed": { title: "Methods removed", order: 6 },
  "type-removed": { title: "Types removed", order: 7 },
  "field-removed": { title: "Fields removed", order: 8 },
  "param-removed": { title: "Parameters removed", order: 9 },
  "variant-removed": { title: "Union variants removed", order: 10 },
  "enum-value-removed": { title: "Enum values removed", order: 11 },
  "field-renamed": { title: "Fields renamed", order: 12 },
  "param-renamed": { title: "Parameters renamed", order: 13 },
  "result-type-changed": { title: "Results changed", order: 14 },
  "field-type-changed": { title: "Field types changed", order: 15 },
  "param-type-changed": { title: "Parameter types changed", order: 16 },
  "field-optionality-changed": { title: "Fields now optional or required", order: 17 },
  "param-requiredness-changed": { title: "Parameters now optional or required", order: 18 },
  "constraint-changed": { title: "Constraints changed", order: 19 },
  "detail-added": { title: "Details now shown", order: 20 },
  "description-changed": { title: "Descriptions changed", order: 21 },
};

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

const member = (c: Change) => c.path.split(".").slice(1).join(".");

/** What a change does, whatever type or method it is of: its kind, member, before, after and direction. */
const sameness = (c: Change) => JSON.stringify([c.kind, member(c), c.before, c.after, c.direction, c.accepted?.reason]);

/** One line for the same change made to ROLL_UP or more types or methods: the member, the move, and where. */
function rolledLine(list: readonly Change[]): string {
  const first = list[0] as Change;
  const owners = list.map((c) => code(owner(c.path))).join(", ");
  const what = member(first) === "" ? owners : `${code(member(first))} in ${list.length}: ${owners}`;
  return `- ${what}: ${move(first)} (${first.direction}; first at ${first.spec})${acceptedNote(first)}`;
}

/** The changes of one type or method: one line, or the owner and a line per member under it. */
function ownerLines(name: string, list: readonly Change[]): string[] {
  if (list.length === 1) return [line(list[0] as Change)];
  const item = (c: Change) =>
    `  - ${code(member(c) || name)}: ${move(c)} (${c.direction}; ${c.spec})${acceptedNote(c)}`;
  return [`- ${code(name)}`, ...list.map(item)];
}

/** Changes of one kind: the same change in several places said once, the rest by the type or method they are of. */
function kindLines(changes: readonly Change[]): string[] {
  const alike = new Map<string, Change[]>();
  for (const c of changes) alike.set(sameness(c), [...(alike.get(sameness(c)) ?? []), c]);
  const rolled = [...alike.values()].filter((list) => new Set(list.map((c) => owner(c.path))).size >= ROLL_UP);
  const inRoll = new Set(rolled.flat());
  const owners = new Map<string, Change[]>();
  for (const c of changes.filter((x) => !inRoll.has(x)))
    owners.set(owner(c.path), [...(owners.get(owner(c.path)) ?? []), c]);
  return [...rolled.map(rolledLine), ...[...owners].flatMap(([name, list]) => ownerLines(name, list))];
}

/** Changes under a heading per kind (`### New fields (15)`), in release-note order. */
function grouped(changes: readonly Change[], level: string): string[] {
  const kinds = [...new Set(changes.map((c) => c.kind))].sort((a, b) => KINDS[a].order - KINDS[b].order);
  return kinds.flatMap((k) => {
    const list = changes.filter((c) => c.kind === k);
    return ["", `${level} ${KINDS[k].title} (${list.length})`, "", ...kindLines(list)];
  });
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
