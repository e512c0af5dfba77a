// The commands and their flags, as one table: argument parsing (node:util parseArgs) and every --help text come from it.
import { parseArgs } from "node:util";
import { ARTIFACT_NAMES } from "../emit/artifacts.ts";

export interface Flag {
  readonly name: string;
  readonly short?: string;
  readonly value?: string;
  readonly default?: string;
  readonly help: string;
  /** May be given more than once (its values add up). */
  readonly multiple?: boolean;
}

export interface Command {
  readonly name: string;
  readonly usage: string;
  readonly summary: string;
  readonly positionals: number;
  /** How many more arguments it may take (`botspec explain [TARGET]`). */
  readonly optional?: number;
  readonly flags: readonly Flag[];
}

const SPEC: Flag = {
  name: "spec",
  value: "PATH",
  default: 'config "spec", else spec',
  help: "a spec folder of one version (its .md files), or a folder of version folders",
};
const OUT: Flag = {
  name: "out",
  value: "DIR",
  default: 'config "out", else generated',
  help: "output folder; one version is written into it directly, several each into <out>/<version>/",
};
const CONFIG: Flag = {
  name: "config",
  value: "FILE",
  default: "botspec.config.json if present",
  help: "configuration file (JSON; schema: schemas/botspec.config.schema.json)",
};
const QUIET: Flag = { name: "quiet", short: "q", help: "print only errors and warnings" };
const NO_CACHE: Flag = {
  name: "no-cache",
  help: "render every version afresh: neither recall nor keep renders (node_modules/.cache/botspec/renders/)",
};
const HELP: Flag = { name: "help", short: "h", help: "show this help" };
const BASELINE: Flag = {
  name: "baseline",
  value: "FILE",
  default: 'config "baseline"',
  help: 'accepted warnings, [{ "id": …, "reason": … }] (botspec explain --warnings --json): shown as accepted, not counted by --strict; ids no longer said are reported',
};

export const COMMANDS: Readonly<Record<string, Command>> = {
  generate: {
    name: "generate",
    usage: "botspec generate [--spec PATH] [--out DIR] [options]",
    summary: `Read the spec and write every artifact (${ARTIFACT_NAMES.join(", ")}; CHANGES files between versions).`,
    positionals: 0,
    flags: [
      SPEC,
      OUT,
      {
        name: "check",
        help: "write nothing; exit 1 and list stale, missing and orphan files when the output is not what generate would write",
      },
      { name: "strict", help: "warnings fail the run (exit 1, nothing written); those a baseline lists do not" },
      BASELINE,
      { name: "force", help: "overwrite files in the way that botspec did not write (files without its banner)" },
      { name: "watch", short: "w", help: "regenerate whenever the spec changes; keeps running through spec errors" },
      NO_CACHE,
      CONFIG,
      QUIET,
      HELP,
    ],
  },
  check: {
    name: "check",
    usage: "botspec check [--spec PATH] [--out DIR] [options]",
    summary: "The same as generate --check: exit 1 when the output is not what generate would write.",
    positionals: 0,
    flags: [
      SPEC,
      OUT,
      { name: "strict", help: "warnings fail the check; those a baseline lists do not" },
      BASELINE,
      NO_CACHE,
      CONFIG,
      QUIET,
      HELP,
    ],
  },
  serve: {
    name: "serve",
    usage: "botspec serve [--spec PATH] [--port N] [--host HOST]",
    summary:
      "A fake Bot Service for one spec version: every method, update delivery, and a control API under /_control/.",
    positionals: 0,
    flags: [
      {
        name: "spec",
        value: "PATH",
        default: 'config "spec", else spec (a version folder)',
        help: "the spec version to serve",
      },
      { name: "port", value: "N", default: "8081", help: "port to listen on (0: any free port)" },
      {
        name: "host",
        value: "HOST",
        default: "127.0.0.1",
        help: "address to listen on; loopback unless you say otherwise",
      },
      {
        name: "report",
        help: "on exit, print each call whose encoding or params broke the spec (also GET /_control/bot<token>/report)",
      },
      {
        name: "scenario",
        value: "FILE",
        help: 'run a scenario of user steps and expected bot calls ({ "token", "steps": [{ "user": … } | { "expect": "<method>", "params"? }] }), print pass/fail, exit 0 or 1',
      },
      {
        name: "stubs",
        value: "FILE",
        help: 'stubs every bot starts with: { "<method>": { "result": … } | { "error": … } }',
      },
      { name: "updates", value: "FILE", help: 'updates queued at start: { "<token>": [Update, …] }' },
      {
        name: "verbose",
        short: "v",
        help: "log every request (method, path with the token's secret hidden, status, time)",
      },
      {
        name: "strict-wire",
        help: "refuse what real clients send beyond the spec (numbers as strings, a `method` field, a %-encoded token) instead of accepting it as a deviation",
      },
      {
        name: "secret-header",
        value: "NAME",
        default: "X-Service-Bot-Api-Secret-Token",
        help: "the header webhook deliveries carry the secret token in (real clients check X-Telegram-Bot-Api-Secret-Token)",
      },
      {
        name: "webhook-host",
        value: "HOSTS",
        help: "hosts besides this machine a webhook may point at, comma-separated (by default only loopback)",
      },
      {
        name: "seed",
        value: "N",
        default: "0",
        help: "seed of the values generated for results (0: the smallest valid values)",
      },
      CONFIG,
      HELP,
    ],
  },
  reference: {
    name: "reference",
    usage: "botspec reference [--spec PATH] [--out FILE]",
    summary:
      "A reference page of one spec version: every method by its name with its params, examples and answer, every type, in one HTML file that opens offline (Redoc, by Redocly's build-docs).",
    positionals: 0,
    flags: [
      {
        name: "spec",
        value: "PATH",
        default: 'config "spec", else spec (a version folder, or the newest under a folder of versions)',
        help: "the spec version to document",
      },
      { name: "out", short: "o", value: "FILE", default: "reference-<version>.html", help: "the page to write" },
      CONFIG,
      HELP,
    ],
  },
  explain: {
    name: "explain",
    usage: "botspec explain [TARGET] [--spec PATH] [options]",
    summary:
      "Each constraint of a type, field, method, parameter (TARGET: Chat, Chat.id, sendMessage, sendMessage.text) or of the whole version, with the words of the spec it came from, and each warning with its id.",
    positionals: 0,
    optional: 1,
    flags: [
      {
        name: "spec",
        value: "PATH",
        default: 'config "spec", else spec (a version folder, or the newest under a folder of versions)',
        help: "the spec version to explain",
      },
      { name: "json", help: "print JSON: { version, members: [{ path, type, at, constraints, warnings }], warnings }" },
      {
        name: "warnings",
        help: "print only the warnings with their ids; with --json, as a baseline file to start from ([{ id, reason, warning }])",
      },
      {
        name: "unread",
        help: "print the clauses of notes with a constraint's shape that were read as nothing (description) and no warning names; with --json, [{ path, at, clause }]",
      },
      CONFIG,
      HELP,
    ],
  },
  diff: {
    name: "diff",
    usage: "botspec diff OLD NEW [options]",
    summary: "The semantic diff between two versions (version names under the spec folder, or spec folder paths).",
    positionals: 2,
    flags: [
      {
        name: "format",
        value: "FORMAT",
        default: "markdown",
        help: "markdown, json (shape: docs/diff.schema.json) or github (GitHub Actions annotations at the spec lines)",
      },
      { name: "json", help: "the same as --format json" },
      {
        name: "only",
        value: "KIND,…",
        multiple: true,
        help: "show only changes of these kinds (field-added, …) or families (field, param, enum, description, …); also what --fail-on counts",
      },
      {
        name: "ignore",
        value: "KIND,…",
        multiple: true,
        help: "leave out changes of these kinds or families; also from what --fail-on counts",
      },
      {
        name: "descriptions",
        help: "show description changes in Markdown and GitHub reports (hidden there by default; JSON keeps them)",
      },
      {
        name: "accept",
        value: "FILE",
        help: 'accepted changes, [{ "id": …, "reason": … }]: shown as accepted, not counted by --fail-on; ids that no longer occur are reported',
      },
      {
        name: "profile",
        value: "PROFILE",
        default: "wire",
        help: "wire (what the service accepts and sends) or sdk (stricter: what breaks an SDK's surface)",
      },
      {
        name: "fail-on",
        value: "LEVEL",
        default: "none",
        help: "exit 1 when a change of this severity is present: breaking or potentially-breaking",
      },
      { name: "output", short: "o", value: "FILE", default: "standard output", help: "write the report to FILE" },
      {
        name: "spec",
        value: "PATH",
        default: 'config "spec", else spec',
        help: "folder of version folders that OLD and NEW name",
      },
      CONFIG,
      HELP,
    ],
  },
};

export const EXIT_CODES = [
  "0  success",
  "1  the spec is malformed, --check found drift, --strict found warnings, diff --fail-on matched, or a file is in the way",
  "2  bad arguments, a missing folder, an unreadable or non-regular file, a bad configuration",
];

function flagLine(f: Flag): string {
  const names = `${f.short ? `-${f.short}, ` : "    "}--${f.name}${f.value ? ` ${f.value}` : ""}`;
  return `  ${names.padEnd(24)} ${f.help}${f.default ? ` (default: ${f.default})` : ""}`;
}

export function commandHelp(c: Command): string {
  return [
    `usage: ${c.usage}`,
    "",
    c.summary,
    "",
    "options:",
    ...c.flags.map(flagLine),
    "",
    "exit status:",
    ...EXIT_CODES.map((l) => `  ${l}`),
  ].join("\n");
}

export function mainHelp(version: string): string {
  return [
    `botspec ${version}: a schema-first code generator for the Bot Service Interface`,
    "",
    "usage: botspec <command> [options]",
    "",
    "commands:",
    ...Object.values(COMMANDS).map((c) => `  ${c.name.padEnd(10)} ${c.summary}`),
    "",
    "  botspec <command> --help    options of a command",
    "  botspec --version           the version",
  ].join("\n");
}

export type Parsed = {
  readonly values: Readonly<Record<string, string | boolean | (string | boolean)[] | undefined>>;
  readonly positionals: readonly string[];
};

/** Parses a command's arguments; a message (for exit 2) when they do not fit. */
export function parseCommand(c: Command, argv: readonly string[]): Parsed | string {
  const options = Object.fromEntries(
    c.flags.map((f) => [
      f.name,
      {
        type: f.value ? ("string" as const) : ("boolean" as const),
        ...(f.short ? { short: f.short } : {}),
        ...(f.multiple ? { multiple: true } : {}),
      },
    ]),
  );
  try {
    const parsed = parseArgs({ args: [...argv], options, allowPositionals: true, strict: true });
    const n = parsed.positionals.length;
    if (!parsed.values.help && (n < c.positionals || n > c.positionals + (c.optional ?? 0)))
      return c.positionals + (c.optional ?? 0) === 0
        ? `${c.name} takes no arguments besides options, not "${parsed.positionals.join(" ")}"`
        : `${c.name} takes ${c.positionals} arguments: ${c.usage}`;
    return { values: parsed.values, positionals: parsed.positionals };
  } catch (error) {
    return error instanceof Error ? error.message.replace(/\. To specify.*$/s, "") : String(error);
  }
}
