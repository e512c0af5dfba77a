// npm run docs: renders the README's rules table from generator/diff/rules.ts.
import { readFileSync, writeFileSync } from "node:fs";
import { renderRulesTable } from "../generator/diff/rules.ts";

const START = /<!-- rules:[^>]*-->\n/;
const readme = readFileSync("README.md", "utf8");
const m = START.exec(readme);
const end = readme.indexOf("<!-- /rules -->");
if (!m || end < 0) throw new Error("README.md has no rules markers");
writeFileSync("README.md", `${readme.slice(0, m.index + m[0].length)}${renderRulesTable()}\n${readme.slice(end)}`);
