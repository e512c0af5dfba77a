// npm run bench:scaling — how the time to read a spec grows with the size of one hostile shape: a note holding a
// long chain of ranges, of "at least" clauses, of values joined by "or" / "and", a run of spaces, emphasis, mixed
// inline markup, plain prose; a paragraph of the same; a table of many rows. Each shape is read (parse and build, in
// this process) at three sizes, each size the median of ROUNDS runs; the exponent is the least-squares slope of
// log(time) over log(bytes): 1 is linear. Prints a table; exit 1 when an exponent of botspec's own readers is above
// 1.2 (micromark's own inline resolution is reported, not judged: see docs/architecture.md).
import { buildFrom, doc } from "../test/helpers.ts";

const ROUNDS = Number(process.env.ROUNDS ?? 3);
const BASE = Number(process.env.BASE ?? 6_000);

const items = (n: number, f: (i: number) => string, sep: string) => Array.from({ length: n }, (_, i) => f(i)).join(sep);
const cell = (note: string) =>
  doc({
    resources: `### Thing\n\nA thing.\n\n| Field | Type | Description |\n|---|---|---|\n| id | Integer | ${note} |\n`,
  });
const paragraph = (text: string) =>
  doc({
    resources: `### Thing\n\n${text}\n\n| Field | Type | Description |\n|---|---|---|\n| id | Integer | Its id. |\n`,
  });

/** Shape name, whether micromark's inline resolution decides its growth, the document at size n. */
const SHAPES: [string, boolean, (n: number) => string][] = [
  ["note: chain of ranges", false, (n) => cell(items(n, (i) => `${i}-${i + 5}`, ", "))],
  ["note: at-least clauses", false, (n) => cell(items(n, (i) => `at least ${i} characters`, ", "))],
  ["note: values joined by or", false, (n) => cell(items(n, (i) => `\`v${i}\``, " or "))],
  ["note: values joined by and", false, (n) => cell(items(n, (i) => `\`v${i}\``, " and "))],
  ["note: up-to clauses", false, (n) => cell(items(n, (i) => `up to ${i}`, " and "))],
  ["note: run of spaces", false, (n) => cell(`Text${" ".repeat(n * 10)}end.`)],
  ["note: prose", false, (n) => cell("The quick brown fox jumps over the lazy dog. ".repeat(n / 4))],
  ["note: emphasis pairs", true, (n) => cell("*a* ".repeat(n))],
  ["note: mixed inline markup", true, (n) => cell("*a _b_ **c** `d` [e](f) ".repeat(n / 4))],
  ["paragraph: prose", false, (n) => paragraph("The quick brown fox jumps over the lazy dog.\n".repeat(n / 4))],
  [
    "table: rows",
    false,
    (n) =>
      paragraph("").replace(
        "| id | Integer | Its id. |",
        items(n / 4, (i) => `| f${i} | Integer | Field ${i}, 1-${i + 1}. |`, "\n"),
      ),
  ],
  ["nesting: quotes (refused past 64)", false, (n) => paragraph(`${"> ".repeat(n)}x`)],
];

function timeOf(text: string): number {
  const t = performance.now();
  try {
    buildFrom({ "doc.md": text });
  } catch {
    // a located refusal is an answer too
  }
  return performance.now() - t;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;

function slope(points: [number, number][]): number {
  const xs = points.map(([x]) => Math.log(x));
  const ys = points.map(([, y]) => Math.log(Math.max(y, 0.01)));
  const mx = xs.reduce((a, b) => a + b, 0) / xs.length;
  const my = ys.reduce((a, b) => a + b, 0) / ys.length;
  const num = xs.reduce((a, x, i) => a + (x - mx) * ((ys[i] as number) - my), 0);
  return num / xs.reduce((a, x) => a + (x - mx) ** 2, 0);
}

timeOf(SHAPES[0]?.[2](100) ?? ""); // warm the modules
const rows: string[] = ["| shape | bytes | ms | bytes ×4 | ms | exponent |", "|---|---|---|---|---|---|"];
let fail = false;
for (const [name, library, make] of SHAPES) {
  const points = [BASE, BASE * 2, BASE * 4].map((n): [number, number] => {
    const text = make(n);
    return [text.length, median(Array.from({ length: ROUNDS }, () => timeOf(text)))];
  });
  const e = slope(points);
  if (!library && e > 1.2) fail = true;
  const [a, , c] = points as [[number, number], [number, number], [number, number]];
  rows.push(
    `| ${name}${library ? " (micromark)" : ""} | ${a[0]} | ${a[1].toFixed(0)} | ${c[0]} | ${c[1].toFixed(0)} | ${e.toFixed(2)} |`,
  );
}
console.log(rows.join("\n"));
process.exitCode = fail ? 1 : 0;
