// A type's section whose prose no phrasing reads and that defines nothing, where the prose names other types
// (`Represents a Message or an InaccessibleMessage, distinguished by \`date\``): the union the structure still tells.
// The names are candidates; ir/ keeps those that are object types of the spec, builds the union when two or more
// remain, told apart by their fields, and says that the wording was not read.
import { subSpan, type Span } from "../../model/source.ts";
import type { DefinitionDraft, UnionDraft } from "../drafts.ts";
import { isTypeName, lex } from "../language/lexicon.ts";
import type { SectionState } from "./section-state.ts";

/**
 * The candidate union of a type's section that defined nothing, or undefined. A section that defines types (a
 * compact table under `### Drawing`) groups them: its prose naming them is no union.
 */
export function guessedUnion(state: SectionState, defined: readonly DefinitionDraft[]): UnionDraft | undefined {
  const h = state.heading;
  if (h.kind !== "type" || state.own || defined.length > 0) return undefined;
  const found = new Map<string, Span>();
  for (const p of state.prose)
    for (const t of lex(p.text))
      for (const name of namesIn(t.kind === "code" ? t.value : t.text))
        if (name !== h.name && !found.has(name)) found.set(name, subSpan(p, t.start, t.end));
  if (found.size < 2) return undefined;
  return {
    kind: "union",
    name: h.name,
    at: state.section.title,
    description: state.prose.map((p) => p.text),
    discriminator: "",
    variants: [...found].map(([name, at]) => ({
      label: name,
      at,
      value: null,
      extra: {},
      type: { kind: "ref", name },
    })),
    byConstants: true,
    guessed: true,
  };
}

/** Type names in a word or a code span (`Message | InaccessibleMessage`). */
function namesIn(text: string): string[] {
  return text.split(/[^A-Za-z0-9_]+/).filter((w) => w !== "" && isTypeName(w));
}
