// npm run docs: renders the README's tables that code owns: the rules table from generator/diff/rules.ts and the
// artifact table from generator/emit/artifacts.ts (tests keep each equal to its source).
import { readFileSync, writeFileSync } from "node:fs";
import { renderRulesTable } from "../generator/diff/rules.ts";
import { renderArtifactTable } from "../generator/emit/artifacts.ts";

function between(text: string, name: string, table: string): string {
  const start = new RegExp(`<!-- ${name}[^>]*-->\\n`).exec(text);
  const end = text.indexOf(`<!-- /${name} -->`);
  if (!start || end < 0) throw new Error(`README.md has no ${name} markers`);
  return `${text.slice(0, start.index + start[0].length)}${table}\n${text.slice(end)}`;
}

const readme = readFileSync("README.md", "utf8");
writeFileSync("README.md", between(between(readme, "rules", renderRulesTable()), "artifacts", renderArtifactTable()));
