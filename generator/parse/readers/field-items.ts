// A bulleted list of a type's fields, one an item: the name and its type, then what it is after a colon or a dash
// (`- \`url\` (String): Webhook URL`, `- **url** String — Webhook URL`, `- url (String, optional): …`). The head is
// read as a compact field is (fields.ts); the rest of the item is the field's note, whole.
import type { FieldDraft } from "../drafts.ts";
import { subSpan, type Span } from "../../model/source.ts";
import { dropFinalPeriod, indexOfTopLevel } from "../language/split.ts";
import { joinNotes, scanFieldSegment } from "./fields.ts";
import { CODE_CLOSE, CODE_OPEN } from "../../model/marked-text.ts";
import { FIELD_NAME_PATTERN } from "../../model/names.ts";
import { lex } from "../language/lexicon.ts";
import { matchWhole } from "../language/phrase.ts";
import { REQUIRED_PHRASES } from "../language/phrase-book.ts";

/** An item that opens with a field's name, in code, emphasis or neither (`\`url\` (String)`, `**url** String`). */
const FIELD_ITEM = new RegExp(
  `^(?:${CODE_OPEN}|[\ue000-\ue07f]*)${FIELD_NAME_PATTERN}(?:${CODE_CLOSE}|[\ue000-\ue07f]*)[ :]`,
);

/** Where the note of an item may start: after a colon or a dash that follows the head. */
const CUTS = [": ", " — ", " – ", " - "];

/** `(String, required)`: a note that only says the member is required, which its type already says. */
const saysRequired = (note: string): boolean =>
  note !== "" && matchWhole(REQUIRED_PHRASES, lex(note))?.phrase.construct === "required";

/** The fields of a list whose every item is a field item, in order; undefined when one item is no field. */
export function parseFieldItems(items: readonly Span[]): FieldDraft[] | undefined {
  if (items.length === 0 || !items.every((item) => FIELD_ITEM.test(item.text))) return undefined;
  const fields = items.map(parseFieldItem);
  return fields.some((f) => f === undefined) ? undefined : fields.flatMap((f) => f ?? []);
}

/** The fields an item defines, every one typed, with the item's note; undefined when the item is no field. */
export function parseFieldItem(item: Span): FieldDraft[] | undefined {
  const whole = dropFinalPeriod(item);
  const cuts = CUTS.map((c) => indexOfTopLevel(whole.text, c))
    .filter((i) => i > 0)
    .sort((a, b) => a - b);
  for (const cut of [...cuts, whole.text.length]) {
    const scanned = scanFieldSegment(subSpan(whole, 0, cut));
    if (scanned.kind !== "fields" || scanned.fields.some((f) => f.type === null)) continue;
    const note = whole.text
      .slice(cut)
      .replace(/^(?::| [—–-]) /, "")
      .trim();
    return scanned.fields.map((f) => ({
      kind: "field",
      name: f.name,
      at: f.at,
      type: f.type,
      optional: f.optional,
      note: joinNotes(saysRequired(f.note) ? "" : f.note, note),
    }));
  }
  return undefined;
}
