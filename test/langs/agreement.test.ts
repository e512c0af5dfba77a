// The Python, Go and Rust packages say what openapi.json says (issue 29, item 6), read from the committed output of
// each version: every union has the same variants (plus the fallback of a received one), every integer the same width
// (format int64: Go int64, a 52-bit bound in Python; otherwise Go int, a 32-bit bound), every enum the same values in
// Python. A table per language of what each schema becomes, so a disagreement names the schema and the member.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

interface Schema {
  oneOf?: { $ref?: string }[];
  discriminator?: unknown;
  properties?: Record<string, { type?: string; format?: string; maximum?: number; enum?: unknown[] }>;
}

const versions = readdirSync("generated").filter((d) => /^\d/.test(d));

/** The block of code from a line matching `start` to the first line that closes it (`}` or a blank line). */
function block(text: string, start: RegExp, end: RegExp): string {
  const m = start.exec(text);
  if (!m) return "";
  const rest = text.slice(m.index);
  const body = rest.indexOf("\n") + 1;
  const close = end.exec(rest.slice(body));
  return close ? rest.slice(0, body + close.index) : rest;
}

describe.each(versions)("generated/%s", (version) => {
  const dir = join("generated", version);
  const schemas = (
    JSON.parse(readFileSync(join(dir, "openapi.json"), "utf8")) as { components: { schemas: Record<string, Schema> } }
  ).components.schemas;
  const py = readFileSync(join(dir, "python/botspec_types/models.py"), "utf8");
  const go = readFileSync(join(dir, "go/botapi/types.go"), "utf8");
  const rs = readFileSync(join(dir, "rust/botapi/src/types.rs"), "utf8");
  const unions = Object.entries(schemas).filter(([, s]) => s.discriminator && s.oneOf);
  const objects = Object.entries(schemas).filter(([name, s]) => s.properties && !name.includes("."));

  it("has unions to compare", () => expect(unions.length).toBeGreaterThan(3));

  it.each(unions)("%s: the same variants in every language", (name, s) => {
    const variants = (s.oneOf ?? []).map((r) => r.$ref?.split("/").pop() ?? "").sort();
    const fallback = (names: string[]) => names.filter((n) => !variants.includes(n));
    const pyLine = new RegExp(`^${name} = _t\\.Annotated\\[_t\\.Union\\[(.*)\\]`, "m").exec(py)?.[1] ?? "";
    const pyNames = [...pyLine.matchAll(/_t\.Annotated\[(\w+), _p\.Tag/g)].map((m) => m[1]!);
    const plainPy = pyNames.length === 0 ? pyLine.split(", ").map((n) => n.trim()) : pyNames;
    const goNames = [...go.matchAll(new RegExp(`^func \\(\\*(\\w+)\\) is${name}\\(\\) \\{\\}$`, "gm"))].map(
      (m) => m[1]!,
    );
    const rsBody = block(rs, new RegExp(`^pub enum ${name} \\{`, "m"), /^\}/m);
    const rsNames = [...rsBody.matchAll(/^ {4}(\w+)\(/gm)].map((m) => m[1]!);
    for (const [lang, names] of [
      ["python", plainPy],
      ["go", goNames],
      ["rust", rsNames],
    ] as const) {
      expect(names.filter((n) => variants.includes(n)).sort(), `${lang} ${name}`).toEqual(variants);
      expect(
        fallback(names).every((n) => /^Unknown|^Unlisted/.test(n)),
        `${lang} ${name}: ${fallback(names).join()}`,
      ).toBe(true);
    }
  });

  it("every integer has the same width, every enum the same values", () => {
    const faults: string[] = [];
    let integers = 0;
    for (const [name, s] of objects) {
      const pyClass = block(py, new RegExp(`^class ${name}\\(`, "m"), /^\S/m);
      const goStruct = block(go, new RegExp(`^type ${name} struct \\{`, "m"), /^\}/m);
      const rsStruct = block(rs, new RegExp(`^pub struct ${name} \\{`, "m"), /^\}/m);
      if (!pyClass || !goStruct || !rsStruct) continue;
      for (const [field, p] of Object.entries(s.properties ?? {})) {
        const pyLine = new RegExp(`^ {4}${field}_?: (.*)$`, "m").exec(pyClass)?.[1] ?? "";
        const goLine = new RegExp(`^\\t\\w+ +(\\S+) +\`json:"${field}[,"]`, "m").exec(goStruct)?.[1] ?? "";
        const rsLine = new RegExp(`^ {4}pub (?:r#)?${field}_?: (.*),$`, "m").exec(rsStruct)?.[1] ?? "";
        if (p.type === "integer") {
          integers++;
          const wide = p.format === "int64";
          if (!goLine.endsWith(wide ? "int64" : "int")) faults.push(`go ${name}.${field}: ${goLine}`);
          if (!rsLine.includes("i64")) faults.push(`rust ${name}.${field}: ${rsLine}`);
          if (p.maximum !== undefined && !pyLine.includes(`le=${p.maximum}`))
            faults.push(`python ${name}.${field}: ${pyLine}`);
        }
        // openapi.json writes a constant as a one-value enum too; Python spells true as True.
        for (const value of p.enum ?? [])
          if (!pyLine.includes(typeof value === "boolean" ? (value ? "True" : "False") : JSON.stringify(value)))
            faults.push(`python ${name}.${field}: no ${JSON.stringify(value)}`);
      }
    }
    expect(integers).toBeGreaterThan(50);
    expect(faults).toEqual([]);
  });
});
