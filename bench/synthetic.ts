// Synthetic specs n times the size of a real one: the resource chapters copied n-1 times, every type they define
// renamed with a prefix (`X2Message`), so that each copy is a consistent spec of its own beside the original.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** The `## Resources…` chapters of a document, without the Conventions section. */
function resourceChapters(text: string): string {
  const out: string[] = [];
  let inside = false;
  let skip = false;
  for (const line of text.split("\n")) {
    if (line.startsWith("## ")) inside = /^## Resources\b/.test(line);
    if (line.startsWith("### ")) skip = line.trim() === "### Conventions";
    if (inside && !skip && !line.startsWith("## ")) out.push(line);
  }
  return out.join("\n");
}

/** Names of the types the chapters define: headings, table rows, definitions, variant labels. */
function definedNames(text: string): string[] {
  const names = new Set<string>();
  for (const m of text.matchAll(/^#{3,} ([A-Z][A-Za-z0-9]*)(?: variants)?\b/gm)) names.add(m[1] ?? "");
  for (const m of text.matchAll(/^\| ([A-Z][A-Za-z0-9]*(?:, [A-Z][A-Za-z0-9]*)*)(?: \([^)]*\))? \|/gm))
    for (const n of (m[1] ?? "").split(", ")) names.add(n);
  for (const m of text.matchAll(/^([A-Z][A-Za-z0-9]*)(?: \([^)]*\))?: /gm)) names.add(m[1] ?? "");
  for (const m of text.matchAll(/^([A-Z][A-Za-z0-9]*) variants/gm)) names.add(m[1] ?? "");
  for (const m of text.matchAll(/^\| ([A-Z][A-Za-z0-9]*) variant \|/gm)) names.add(m[1] ?? "");
  for (const p of ["Integer", "Float", "String", "Boolean", "True", "Type", "Variant", "Field", "Array"])
    names.delete(p);
  return [...names].sort((a, b) => b.length - a.length);
}

/** A synthetic spec about `times` the size of the spec in `dir` (by bytes). */
export function scaledSpec(dir: string, times: number): Record<string, string> {
  const one = syntheticSpec(dir, 1);
  const base = Object.entries(one)
    .filter(([f]) => !f.startsWith("copy-"))
    .reduce((n, [, t]) => n + t.length, 0);
  const copy = Object.entries(one).find(([f]) => f.startsWith("copy-"))?.[1].length ?? base;
  return syntheticSpec(dir, Math.round(((times - 1) * base) / copy));
}

/** The files of a spec folder, plus `copies` renamed copies of its resource chapters. */
export function syntheticSpec(dir: string, copies: number): Record<string, string> {
  const files: Record<string, string> = {};
  for (const f of readdirSync(dir)
    .filter((x) => x.endsWith(".md"))
    .sort())
    files[f] = readFileSync(join(dir, f), "utf8");
  const chapters = Object.values(files).map(resourceChapters).join("\n\n");
  const names = definedNames(chapters);
  const pattern = new RegExp(`\\b(${names.join("|")})\\b`, "g");
  // Fields whose type is not shown are listed again for each copy, under their new owners.
  const fieldsNotShown = /the fields? (.+?) beyond their existence/.exec(Object.values(files).join("\n"))?.[0];
  for (let i = 2; i <= copies + 1; i++) {
    const conventions = fieldsNotShown
      ? `### Conventions\n\n- Types referenced but whose fields are not shown: ${fieldsNotShown.replace(pattern, `X${i}$1`)}.\n\n`
      : "";
    files[`copy-${String(i).padStart(3, "0")}.md`] =
      `# Copy ${i}\n\n## Resources and their fields\n\n${conventions}${chapters.replace(pattern, `X${i}$1`)}\n`;
  }
  return files;
}
