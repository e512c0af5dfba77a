// Spec text in comments: never able to end the comment it stands in.
import type { SourcePosition } from "../../model/model.ts";

/**
 * Text for a JSDoc block: `*​/` cannot close it, `/​*` cannot look like a nested comment to the printer, and no line
 * starts a new tag by accident.
 */
export function escapeJsDoc(text: string): string {
  return text.replace(/\*\//g, "*\\/").replace(/\/\*/g, "/\\*").replace(/^@/gm, "\\@").replace(/\r\n?/g, "\n");
}

export function seeTag(position: SourcePosition): string {
  return `${position.file}:${position.line}`;
}
