// Code for validator bodies: a tagged template that quotes every value it is given and accepts as code only
// checked identifiers (Name) and code built the same way (Code). Spec text can only ever become a string literal.
import { escapeJsDoc } from "../shared/escape.ts";
import { identifier } from "../shared/naming.ts";

export class Code {
  constructor(readonly text: string) {}
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
  return new Code(text);
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
  return new Code(parts.map((p) => p.text).join(separator));
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
