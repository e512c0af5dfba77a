// What a note refers to that only the model knows: a list of update kinds, the kinds a default leaves out, another
// method's parameter of the same name. Read here with the phrase book; resolved by ir/build-references.ts.
import type { ReferenceDraft } from "../drafts.ts";
import { lex } from "./lexicon.ts";
import { matchAt } from "./phrase.ts";
import { REFERENCE_PHRASES } from "./phrase-book.ts";

export function readReferences(note: string): ReferenceDraft[] {
  const tokens = lex(note);
  const out: ReferenceDraft[] = [];
  for (let i = 0; i < tokens.length; i++) {
    for (const p of REFERENCE_PHRASES) {
      const m = matchAt(p.pattern, tokens, i);
      if (!m) continue;
      const method = m.slots.method?.kind === "names" ? m.slots.method.names[0] : undefined;
      const except = m.slots.except?.kind === "names" ? m.slots.except.names : undefined;
      out.push({ construct: p.construct, ...(method ? { method } : {}), ...(except ? { except } : {}) });
      break;
    }
  }
  return out;
}
