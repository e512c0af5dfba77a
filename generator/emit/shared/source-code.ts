// Code of another language (Python, Go, Rust) built as text, the one way each of those emitters builds it: a tagged
// template that quotes every value with that language's literal function and takes as code only code of the same
// language (an instance of its class, made by checked-name functions or by the template itself). Spec text can only
// ever become a literal or, through the escaping function of the place, a comment.

export abstract class SourceCode {
  constructor(readonly text: string) {}
  toString(): string {
    return this.text;
  }
}

type CodeClass<C extends SourceCode> = new (text: string) => C;

/** The tagged template of a language: `Code` instances as they are, every other value through `literal`. */
export function codeTemplate<C extends SourceCode, V>(Code: CodeClass<C>, literal: (value: V) => string) {
  return (strings: TemplateStringsArray, ...values: (C | V)[]): C => {
    let text = strings[0] ?? "";
    values.forEach((v, i) => {
      text += (v instanceof Code ? v.text : literal(v as V)) + (strings[i + 1] ?? "");
    });
    return new Code(text);
  };
}

/** Pieces of code joined by a separator (white space and punctuation only: never text that could be code). */
export function joinCode<C extends SourceCode>(Code: CodeClass<C>, parts: readonly C[], separator: string): C {
  if (/[^\s,;|]/.test(separator)) throw new Error(`not a separator: ${JSON.stringify(separator)}`);
  return new Code(parts.map((p) => p.text).join(separator));
}

/** Every non-empty line of the code indented by `pad`. */
export function indentCode<C extends SourceCode>(Code: CodeClass<C>, code: C, pad: string): C {
  return new Code(code.text.replace(/^(?=.)/gm, pad));
}

/** A string with each lone surrogate as U+FFFD: for languages whose strings hold code points (Go, Rust). */
export function wellFormed(text: string): string {
  return text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, "\ufffd");
}

/** A finite number as the literal most languages share: an integer exactly, any other number as JavaScript writes it. */
export function numberLiteral(value: number): string {
  if (!Number.isFinite(value)) throw new Error(`not a finite number: ${value}`);
  return Number.isInteger(value) ? BigInt(value).toString() : String(value);
}
