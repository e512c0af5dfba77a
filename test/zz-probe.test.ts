import { it } from "vitest";
import { buildFrom, doc } from "./helpers.ts";
const NOTES: [string, string][] = (process.env.NOTES ?? "").split("\n").filter(Boolean).map((l) => l.split("\t") as [string, string]);
it("wordings", () => {
  const rows = NOTES.map(([t, n], i) => `| f${i} | ${t} | ${n} |`).join("\n");
  const { model, diagnostics } = buildFrom({ "doc.md": doc({ resources: `### Update\n\n| Field | Type |\n|---|---|\n| update_id | Integer |\n\n### Thing\n\nA thing.\n\n| Field | Type | Description |\n|---|---|---|\n${rows}\n` }) });
  const t = model.types.find((x) => x.name === "Thing") as any;
  for (const [i, [, n]] of NOTES.entries()) {
    const f = t.fields.find((x: any) => x.name === `f${i}`);
    if (!f) { console.log(`${String(i).padStart(2)} ${n.padEnd(50)} MISSING`); continue; }
    const c = { ...Object.fromEntries(Object.entries(f.constraints).filter(([k]) => k !== "position" && k !== "integerBits")), ...(f.type.kind === "array" ? { items: f.type } : {}) };
    const d = diagnostics.filter((x) => new RegExp(`Thing\\.f${i}\\b`).test(x)).map((x) => x.replace(/^.*?(warning|error): /, "$1: ").slice(0, 110));
    console.log(`${String(i).padStart(2)} ${n.padEnd(50)} ${f.optional ? "OPT " : ""}${JSON.stringify(c)} ${d.join(" | ")}`);
  }
  console.log(diagnostics.filter((x) => !/Thing\.f\d/.test(x)).join("\n"));
});
