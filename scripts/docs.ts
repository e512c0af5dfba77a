// npm run docs: renders the tables that code owns: the artifact table of README.md from generator/emit/artifacts.ts
// and the rules table of docs/diff.md from generator/diff/rules.ts (tests keep each equal to its source).
import { readFileSync, writeFileSync } from "node:fs";
import { renderRulesTable } from "../generator/diff/rules.ts";
import { renderArtifactTable } from "../generator/emit/artifacts.ts";

function between(file: string, text: string, name: string, table: string): string {
  const start = new RegExp(`<!-- ${name}[^>]*-->\\n`).exec(text);
  const end = text.indexOf(`<!-- /${name} -->`);
  if (!start || end < 0) throw new Error(`${file} has no ${name} markers`);
  return `${text.slice(0, start.index + start[0].length)}${table}\n${text.slice(end)}`;
}

for (const [file, name, table] of [
  ["README.md", "artifacts", renderArtifactTable()],
  ["docs/diff.md", "rules", renderRulesTable()],
] as const)
  writeFileSync(file, between(file, readFileSync(file, "utf8"), name, table));
