// Code for validator bodies: a tagged template that quotes every value it is given and accepts as code only
// checked identifiers (Name) and code built the same way (Code). Spec text can only ever become a string literal.
// Code remembers the runtime helpers it calls (see runtime-helpers.ts), so that the imports are exactly those.
import { escapeJsDoc } from "../shared/escape.ts";
import { identifier } from "../shared/naming.ts";

const NONE: ReadonlySet<string> = new Set();

/** The helpers that any of `parts` calls. */
export function usesOf(parts: readonly Code[]): ReadonlySet<string> {
  const withUses = parts.filter((p) => p.uses.size > 0);
  if (withUses.length === 0) return NONE;
  return withUses.length === 1 ? (withUses[0] as Code).uses : new Set(withUses.flatMap((p) => [...p.uses]));
}

export class Code {
  /** `uses`: the runtime helpers this code calls, by their import specifiers. */
  constructor(
    readonly text: string,
    readonly uses: ReadonlySet<string> = NONE,
  ) {}
  toString(): string {
    return this.text;
  }
}

/** A checked identifier. */
export class Name extends Code {}

export function name(text: string): Name {
  return new Name(identifier(text));
}

export type Value = Code | string | number | boolean | null | undefined | readonly (string | number | boolean)[];

function literal(value: Exclude<Value, Code>): string {
  if (value === undefined) return "undefined";
  if (typeof value === "number" && !Number.isFinite(value)) throw new Error(`not a finite number: ${value}`);
  return JSON.stringify(value);
}

export function _(strings: TemplateStringsArray, ...values: Value[]): Code {
  let text = strings[0] ?? "";
  values.forEach((v, i) => {
    text += (v instanceof Code ? v.text : literal(v)) + (strings[i + 1] ?? "");
  });
  return new Code(text, usesOf(values.filter((v): v is Code => v instanceof Code)));
}

/** A doc comment: the text cannot end it. */
export function comment(text: string): Code {
  return new Code(`/** ${escapeJsDoc(text).replace(/\n/g, " ")} */`);
}

/** Plain JSON data as an expression: every string in it quoted by JSON.stringify. */
export function json(data: unknown): Code {
  const text = JSON.stringify(data);
  if (text === undefined) throw new Error("not JSON data");
  return new Code(text);
}

export function join(parts: readonly Code[], separator: string): Code {
  if (/[^\s,;|&+]/.test(separator)) throw new Error(`not a separator: ${separator}`);
  return new Code(parts.map((p) => p.text).join(separator), usesOf(parts));
}

/** `obj["key"]`: bracket access always, so that consumers with noPropertyAccessFromIndexSignature compile it. */
export function prop(obj: Code, key: string): Code {
  return _`${obj}[${key}]`;
}

/** Local names from a counter, so output is the same from run to run. */
export class Names {
  private counter = 0;
  next(prefix: string): Name {
    return name(`${prefix}${this.counter++}`);
  }
}
