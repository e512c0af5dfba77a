// The TypeScript printer (generator/emit/shared/layout/) lays files out as prettier would: every file it says is exact
// is left unchanged by the pinned prettier with botspec's options, on every spec here and on generated declarations of
// any shape; where it cannot be sure (quotes, keys that need quoting, wide characters that decide a break) it says so,
// and those files are formatted by prettier.
import fc from "fast-check";
import { format } from "prettier";
import { describe, expect, it } from "vitest";
import { emitAll } from "../../generator/emit/emit-all.ts";
import { formatFiles } from "../../generator/emit/format.ts";
import { printSource } from "../../generator/emit/shared/layout/print-ts.ts";
import type { Member, Statement, TypeNode } from "../../generator/emit/shared/layout/ts-nodes.ts";
import { array, literal, name, union } from "../../generator/emit/shared/layout/ts-nodes.ts";
import { readAssets } from "../../generator/read.ts";
import { served } from "../helpers.ts";

const prettier = (text: string) => format(text, { parser: "babel-ts", printWidth: 120 });
const prop = (n: string, type: TypeNode, extra: Partial<Member> = {}): Member =>
  ({ kind: "property", name: n, type, ...extra }) as Member;
const iface = (members: Member[]): Statement => ({ kind: "interface", name: "X", members });
const alias = (type: TypeNode): Statement => ({ kind: "type-alias", name: "X", type });
const names = (n: number, width: number) =>
  Array.from({ length: n }, (_, i) => name(`T${String(i).padStart(width, "x")}`));

describe("the TypeScript printer, on the specs here", () => {
  for (const dir of ["spec/9.1", "spec/9.2", "test/fixtures/spec-full-9.2", "test/fixtures/reworded-9.2"])
    it(`lays out types.ts and methods.ts of ${dir} as prettier does, without prettier`, async () => {
      const { model } = await served(dir);
      const files = await emitAll(model, readAssets(), ["types", "methods"]);
      expect(files.map((f) => [f.path, f.formatted])).toEqual([
        ["types.ts", true],
        ["methods.ts", true],
      ]);
      for (const f of files) expect(await prettier(f.contents), f.path).toBe(f.contents);
    });
});

describe("the TypeScript printer, construct by construct", () => {
  const cases: [string, Statement[], string][] = [
    ["a union that fits stays on its line", [alias(union(names(3, 3)))], "export type X = Txx0 | Txx1 | Txx2;\n"],
    [
      "a union that fits on the next line moves there whole",
      [alias(union(names(4, 25)))],
      `export type X =\n  ${names(4, 25)
        .map((n) => (n as { text: string }).text)
        .join(" | ")};\n`,
    ],
    [
      "a union that fits nowhere takes one member per line",
      [iface([prop("p", union(names(6, 30)))])],
      `export interface X {\n  p:\n${names(6, 30)
        .map((n) => `    | ${(n as { text: string }).text}`)
        .join("\n")};\n}\n`,
    ],
    [
      "an array of a long union breaks inside its parentheses",
      [iface([prop("q", array(union(names(3, 34))), { optional: true })])],
      `export interface X {\n  q?: (\n    ${names(3, 34)
        .map((n) => (n as { text: string }).text)
        .join(" | ")}\n  )[];\n}\n`,
    ],
    ["an empty interface", [iface([])], "export interface X {}\n"],
    [
      "JSDoc of one line, and of paragraphs and tags",
      [
        { kind: "interface", name: "A", docs: { description: "One.", tags: [] }, members: [] },
        {
          kind: "interface",
          name: "B",
          docs: { description: "One.\n\nTwo.", tags: [{ name: "see", text: "f.md:1" }] },
          members: [],
        },
      ],
      "/** One. */\nexport interface A {}\n\n/**\n * One.\n *\n * Two.\n * @see f.md:1\n */\nexport interface B {}\n",
    ],
  ];
  for (const [what, statements, want] of cases)
    it(what, async () => {
      const printed = printSource(statements);
      expect(printed).toEqual({ text: want, exact: true });
      expect(await prettier(printed.text)).toBe(printed.text);
    });

  it("keeps a negative literal in an array in parentheses, which every TypeScript parser reads", () => {
    const printed = printSource([alias(array(literal(-1)))]);
    expect(printed).toEqual({ text: "export type X = (-1)[];\n", exact: true });
  });

  const doubtful: [string, Statement[]][] = [
    ["a string literal holding a double quote", [alias(union([literal('say "hi"'), literal("x")]))]],
    ["a property key that needs quotes", [iface([prop('"a-b"', name("string"))])]],
    [
      "wide characters where they decide whether a union fits",
      [alias(union(Array.from({ length: 10 }, () => literal("éééé"))))],
    ],
    ["a table key that needs quotes", [{ kind: "const", name: "t", value: { "a-b": true }, suffix: "as const" }]],
  ];
  for (const [what, statements] of doubtful)
    it(`leaves to prettier ${what}`, () => expect(printSource(statements).exact).toBe(false));

  it("is sure of wide characters where they cannot change a break", () => {
    const long = union(Array.from({ length: 40 }, (_, i) => literal(`❤${i}`)));
    expect(printSource([alias(long), alias(union([literal("é"), literal("x")]))]).exact).toBe(true);
  });

  it("has prettier format the files it is not sure of", async () => {
    const [f] = await formatFiles([{ path: "x.ts", contents: "export type X = 'a'|'b'\n", formatted: false }]);
    expect(f?.contents).toBe('export type X = "a" | "b";\n');
  });
});

/** Declarations of any shape the emitters make: names and literals of any length, unions, arrays, objects. */
function typeArb(depth: number): fc.Arbitrary<TypeNode> {
  const leaf = fc.oneof(
    fc.stringMatching(/^[A-Z][A-Za-z0-9]{0,40}$/).map(name),
    fc.stringMatching(/^[a-z_ ]{0,30}$/).map(literal),
    // Negative literals apart: prettier (babel) cannot read back the `-1[]` it makes of `(-1)[]`.
    fc.integer({ min: 0, max: 100_000 }).map(literal),
  );
  if (depth === 0) return leaf;
  const inner = typeArb(depth - 1);
  return fc.oneof(
    { weight: 3, arbitrary: leaf },
    { weight: 3, arbitrary: fc.array(inner, { minLength: 2, maxLength: 12 }).map(union) },
    { weight: 1, arbitrary: inner.map(array) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.array(fc.tuple(fc.stringMatching(/^[a-z][a-z_]{0,20}$/), inner, fc.boolean()), { maxLength: 4 }),
          fc.boolean(),
        )
        .map(([ms, expanded]): TypeNode => ({
          kind: "object",
          expanded,
          members: ms.map(([n, t, o]) => prop(n, t, { optional: o })),
        })),
    },
  );
}

describe("the TypeScript printer, on declarations of any shape", () => {
  it("prints what prettier leaves as it is, wherever it says it is exact", async () => {
    const statement = fc.oneof(
      typeArb(3).map(alias),
      fc
        .array(fc.tuple(fc.stringMatching(/^[a-z][a-z_]{0,60}$/), typeArb(3)), { maxLength: 5 })
        .map((ms) => iface(ms.map(([n, t]) => prop(n, t)))),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(statement, { minLength: 1, maxLength: 4 }), async (statements) => {
        const { text, exact } = printSource(statements);
        if (exact) expect(await prettier(text)).toBe(text);
      }),
      { numRuns: Number(process.env.LAYOUT_RUNS ?? 300) },
    );
  });
});
