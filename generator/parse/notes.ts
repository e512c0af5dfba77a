// Notes that constrain a value: enums, lengths, ranges, defaults, constants, integer width, character sets.
import type { Constraints, LengthUnit, TypeRef } from "../model/model.ts";
import { leafTypes } from "../model/types.ts";

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

const NUMBER = String.raw`\d+(?:\*\d+)*`;
const RANGE = new RegExp(String.raw`(?<![\w.^-])(${NUMBER})\s*(?:-|to)\s*(${NUMBER})(?![\w.]|-\w)`, "g");
const LENGTH = /(?<![\w.-])(\d+)-(\d+) (characters|bytes)\b/;
const LITERAL_LIST = /^`[^`]+`(?:, `[^`]+`)*,? or `[^`]+`$/;
const ONE_OF = /\bOne of ((?:`[^`]+`(?:,? (?:or )?|$))+)/;
const DEFAULT = /\bdefault:? (-?\d+|true|false|`[^`]+`)(?=$|[\s;,.)])/i;
const ALWAYS = /(?:^|[;.(]\s*)Always (-?\d+|true|false|`[^`]+`)(?=$|[;,.)])/i;
const POSITIVE = /(?:^|[;.]\s*)Always positive\b/i;
const CHARSET = /characters from ((?:[A-Za-z0-9]-[A-Za-z0-9]|`[^`]`)(?:,? (?:[A-Za-z0-9]-[A-Za-z0-9]|`[^`]`))*)/;

/** Evaluates `7*24*60`. */
function evaluate(expr: string): number {
  return expr.split("*").reduce((product, factor) => product * Number(factor), 1);
}

function literal(raw: string): string | number | boolean {
  if (raw.startsWith("`")) return raw.slice(1, -1);
  if (/^(true|false)$/i.test(raw)) return raw.toLowerCase() === "true";
  return Number(raw);
}

function backticked(text: string): string[] {
  return [...text.matchAll(/`([^`]+)`/g)].map((m) => m[1] ?? "");
}

/** `One of \`a\`, \`b\``; `(\`a\` or \`b\`)`; clauses that each start with a value (`\`quiz\` allows …; \`regular\` …`). */
export function parseEnum(note: string): string[] | undefined {
  const oneOf = ONE_OF.exec(note);
  if (oneOf) return backticked(oneOf[1] ?? "");
  const clauses = note.split(/;\s*/).map((c) => c.trim());
  for (const clause of clauses) if (LITERAL_LIST.test(clause)) return backticked(clause);
  const leading = clauses.filter((c) => /^`[^`]+`\s/.test(c));
  const rest = clauses.filter((c) => !/^`[^`]+`\s/.test(c));
  if (leading.length >= 2 && rest.every((c) => /^otherwise\b/i.test(c))) return leading.map((c) => backticked(c)[0] ?? "");
  return undefined;
}

function parseLength(note: string): { min: number; max: number; unit: LengthUnit } | undefined {
  const m = LENGTH.exec(note);
  if (!m) return undefined;
  return { min: Number(m[1]), max: Number(m[2]), unit: m[3] === "bytes" ? "utf8" : "utf16" };
}

/** Numeric ranges; several ranges (`1-6 for …; 1-64 for …`) give their hull. */
function parseRange(note: string): { min: number; max: number } | undefined {
  const found = [...note.replace(LENGTH, "").matchAll(RANGE)].map((m) => [evaluate(m[1] ?? ""), evaluate(m[2] ?? "")] as const);
  const ranges = found.filter(([lo, hi]) => lo <= hi);
  if (ranges.length === 0) return undefined;
  return { min: Math.min(...ranges.map((r) => r[0])), max: Math.max(...ranges.map((r) => r[1])) };
}

function parseCharset(note: string): string | undefined {
  const m = CHARSET.exec(note);
  if (!m) return undefined;
  const parts = (m[1] ?? "").split(/,? /).map((p) => (p.startsWith("`") ? p.slice(1, -1) : p));
  const escaped = parts.map((p) => (p.length === 1 ? p.replace(/[\\\]^-]/g, "\\$&") : p));
  return `^[${escaped.join("")}]*$`;
}

/** Integer width stated in a note: `up to 52 significant bits`, `under 52 bits`, `signed 32-bit`. */
export function parseIntegerBits(note: string): 32 | 52 | undefined {
  if (/\b52 (?:significant )?bits\b/i.test(note)) return 52;
  if (/\b32-bit\b/i.test(note)) return 32;
  return undefined;
}

/** Reads the constraints a note puts on a value of the given type. */
export function parseConstraints(note: string, type: TypeRef): Constraints {
  const leaves = new Set(leafTypes(type).map((t) => t.kind));
  const out: Mutable<Constraints> = {};
  const numeric = leaves.has("integer") || leaves.has("float");
  if (leaves.has("string")) {
    const values = parseEnum(note);
    if (values) out.enum = values;
    const length = parseLength(note);
    if (length) Object.assign(out, { minLength: length.min, maxLength: length.max, lengthUnit: length.unit });
    const pattern = parseCharset(note);
    if (pattern) out.pattern = pattern;
  }
  if (numeric) {
    const range = parseRange(note);
    if (range) Object.assign(out, { minimum: range.min, maximum: range.max });
    if (POSITIVE.test(note) && leaves.has("integer") && !leaves.has("float")) out.minimum = Math.max(out.minimum ?? 1, 1);
  }
  const always = ALWAYS.exec(note);
  if (always) out.const = literal(always[1] ?? "");
  const byDefault = DEFAULT.exec(note);
  if (byDefault) out.default = literal(byDefault[1] ?? "");
  return out;
}
