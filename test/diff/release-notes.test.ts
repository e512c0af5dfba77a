// The diff as release notes: likely renames reported once, a summary of counts by kind and severity (breaking first),
// --only and --ignore by kind or family, description edits hidden from Markdown by default and kept in JSON.
import { describe, expect, it } from "vitest";
import { diffModels } from "../../generator/diff/diff.ts";
import { filterChanges, parseKindFilter } from "../../generator/diff/filter.ts";
import { renderJson, renderMarkdown } from "../../generator/diff/report.ts";
import { main } from "../../generator/cli.ts";
import { modelOf } from "../helpers.ts";

const type = (rows: string) =>
  `### Update\n\n| Field | Type | Notes |\n|---|---|---|\n| update_id | Integer | |\n${rows}`;
const method = (rows: string) =>
  `### sendNote\n\nPath \`/sendNote\`. Returns True.\n\n| Parameter | Type | Required | Rules |\n|---|---|---|---|\n| chat_id | Integer | Yes | |\n${rows}`;
const fields = (a: string, b: string) =>
  diffModels(modelOf({ resources: type(a) }), modelOf({ resources: type(b) })).map((c) => [c.id, c.severity]);
const params = (a: string, b: string) =>
  diffModels(
    modelOf({ resources: type(""), endpoints: method(a) }),
    modelOf({ resources: type(""), endpoints: method(b) }),
  ).map((c) => [c.id, c.severity]);

describe("likely renames", () => {
  const cases: [string, string, string, string[][]][] = [
    [
      "a field removed and another added in its place, same type and note",
      "| old_name | String? | the text |\n| tail | Integer? | |\n",
      "| new_name | String? | the text |\n| tail | Integer? | |\n",
      [["field-renamed:Update.new_name:old_name", "breaking"]],
    ],
    [
      "the last field, renamed",
      "| a | Integer? | |\n| gone | Boolean? | |\n",
      "| a | Integer? | |\n| came | Boolean? | |\n",
      [["field-renamed:Update.came:gone", "breaking"]],
    ],
  ];
  it.each(cases)("%s is one change", (_, a, b, want) => expect(fields(a, b)).toEqual(want));
  it("a param renamed in place is one change", () =>
    expect(params("| text | String | Yes | |\n", "| body | String | Yes | |\n")).toEqual([
      ["param-renamed:sendNote.body:text", "breaking"],
    ]));

  // What is not a rename: another type, another note, another place, or two candidates for one removal.
  const not: [string, string, string][] = [
    ["another type", "| x | String? | |\n", "| y | Integer? | |\n"],
    ["another optionality", "| x | String? | |\n", "| y | String | |\n"],
    ["another note", "| x | String? | the text |\n", "| y | String? | the caption |\n"],
    ["another place", "| x | String? | |\n| k | Integer? | |\n", "| k | Integer? | |\n| y | String? | |\n"],
    ["two candidates", "| x | String? | |\n", "| y | String? | |\n| z | String? | |\n"],
  ];
  it.each(not)("%s: a removal and an addition", (_, a, b) =>
    expect(
      fields(a, b)
        .map(([id]) => id?.split(":")[0])
        .sort(),
    ).toEqual(expect.arrayContaining(["field-removed"])),
  );
});

describe("filters", () => {
  const changes = diffModels(
    modelOf({ resources: type("| a | String? | the old words |\n| b | Integer? | |\n") }),
    modelOf({
      resources: type(
        "| a | String? | the new words |\n| c | Chat? | |\n\n### Chat\n\n| Field | Type |\n|---|---|\n| id | Integer |\n",
      ),
    }),
  );
  it("reads kinds and families, and refuses what is neither", () => {
    expect(parseKindFilter(["field", "description-changed"])).toEqual({
      ok: true,
      kinds: expect.arrayContaining(["field-added", "field-removed", "field-renamed", "description-changed"]),
    });
    expect(parseKindFilter([""]).ok).toBe(false);
    expect(parseKindFilter([","]).ok).toBe(false);
    const bad = parseKindFilter(["feild-added"]);
    expect(bad.ok).toBe(false);
    expect(bad.ok ? "" : bad.error).toMatch(/feild-added.*expected one of .*field-added/);
  });
  it("--only keeps the kinds named; --ignore drops them", () => {
    const kinds = (cs: typeof changes) => [...new Set(cs.map((c) => c.kind))].sort();
    expect(kinds(filterChanges(changes, { only: ["type-added"] }))).toEqual(["type-added"]);
    expect(kinds(filterChanges(changes, { ignore: ["type-added", "description-changed"] }))).not.toContain(
      "type-added",
    );
    expect(kinds(changes)).toContain("description-changed");
  });
  it("Markdown starts with a summary by kind and severity, breaking first, and hides description edits by default", () => {
    const md = renderMarkdown({ from: "1", to: "2", changes });
    const summary = md.indexOf("| kind | breaking |");
    expect(summary).toBeGreaterThan(0);
    expect(summary).toBeLessThan(md.indexOf("## "));
    const rows = md
      .slice(summary)
      .split("\n")
      .filter((l) => l.startsWith("| ") && !l.startsWith("| kind"));
    expect(rows[0]).toMatch(/^\| (field-removed|field-renamed) \| 1 \|/);
    expect(md).not.toContain("the new words");
    expect(md).toMatch(/1 description change hidden/);
    expect(renderMarkdown({ from: "1", to: "2", changes }, { descriptions: true })).toContain("the new words");
    expect(renderJson({ from: "1", to: "2", changes })).toContain("the new words");
  });
});

describe("botspec diff --only / --ignore / --descriptions", () => {
  const run = async (...args: string[]) => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await main(["diff", "9.1", "9.2", ...args], {
      cwd: process.cwd(),
      out: (l) => out.push(l),
      err: (l) => err.push(l),
    });
    return { code, out: out.join("\n"), err: err.join("\n") };
  };
  it("--only and --ignore take kinds and families, repeated or comma-separated", async () => {
    const kinds = async (...args: string[]) =>
      [
        ...new Set(
          (JSON.parse((await run("--json", ...args)).out) as { changes: { kind: string }[] }).changes.map(
            (c) => c.kind,
          ),
        ),
      ].sort();
    expect(await kinds("--only", "type")).toEqual(["type-added"]);
    expect(await kinds("--only", "type-added,field-added")).toEqual(["field-added", "type-added"]);
    expect(await kinds("--ignore", "field", "--ignore", "description")).toEqual(["type-added"]);
    expect(await kinds()).toContain("description-changed");
  });
  it("Markdown shows description changes when asked; an unknown kind is exit 2, said", async () => {
    expect((await run()).out).not.toMatch(/^### Descriptions changed \(\d+\)$/m);
    expect((await run("--descriptions")).out).toMatch(/^### Descriptions changed \(1\)$/m);
    expect((await run("--only", "description")).out).toMatch(/^### Descriptions changed \(1\)$/m);
    const bad = await run("--only", "fields");
    expect(bad.code).toBe(2);
    expect(bad.err).toMatch(/--only: fields is no change kind; expected one of/);
  });
});

describe("the same change in several places", () => {
  it("is said once, listing where, from three places on; fewer stay under their owners", async () => {
    const { renderMarkdown } = await import("../../generator/diff/report.ts");
    const base = {
      kind: "param-added",
      rule: "param-added",
      breaking: false,
      severity: "non-breaking",
      direction: "request",
      before: null,
      after: "Integer?",
      at: { file: "spec/x/core.md", line: 1 },
    } as const;
    const added = (method: string, line: number) => ({
      ...base,
      id: `param-added:${method}.limit`,
      path: `${method}.limit`,
      spec: `spec/x/core.md:${line}`,
    });
    const three = ["getA", "getB", "getC"].map((m, i) => added(m, i + 10));
    const md = renderMarkdown({
      from: "1",
      to: "2",
      changes: [...three, { ...added("getD", 20), after: "String?" }],
    } as never);
    expect(md).toContain("### New parameters (4)\n\n");
    expect(md).toContain("- `limit` in 3: `getA`, `getB`, `getC`: + `Integer?` (request; first at spec/x/core.md:10)");
    expect(md).toContain("- `getD.limit`: + `String?` (request; spec/x/core.md:20)");
    const two = renderMarkdown({ from: "1", to: "2", changes: three.slice(0, 2) } as never);
    expect(two).not.toContain(" in 2:");
    expect(two).toContain("- `getA.limit`: + `Integer?`");
  });
});
