// The phrase book's row type: a construct and a phrasing in the pattern language of phrase.ts, compiled once.
import { compile, type Pattern } from "../phrase.ts";

export interface Phrase<C extends string> {
  readonly construct: C;
  readonly pattern: Pattern;
}

export function book<C extends string>(rows: readonly (readonly [C, string])[]): readonly Phrase<C>[] {
  return rows.map(([construct, source]) => ({ construct, pattern: compile(source) }));
}
