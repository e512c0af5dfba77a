// The diff as a CI gate: details now shown, groups per direction, new unions with their variants, stable ids,
// accepted changes, profiles, formats, and the README's rules table rendered from the code.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { applyAccepted } from "../../generator/diff/accept.ts";
import { diffModels } from "../../generator/diff/diff.ts";
import { renderGithub, renderMarkdown } from "../../generator/diff/report.ts";
import { renderRulesTable } from "../../generator/diff/rules.ts";
import { main } from "../../generator/cli.ts";
import { doc, modelOf } from "../helpers.ts";

const update = (extra = "") =>
  `### Update\n\nAt most one optional field is present in any update.\n\n| Field | Type | Notes |\n|---|---|---|\n| update_id | Integer | |\n| message | Note? | |\n${extra}`;
const note = "### Note\n\n| Field | Type | Notes |\n|---|---|---|\n| id | Integer | |\n";
const sendParams = (extra = "") =>
  `### sendNote\n\nPath \`/sendNote\`. Returns Note.\n\n| Parameter | Type | Required | Rules |\n|---|---|---|---|\n| text | String | Yes | |\n${extra}`;
const pair = (a: Parameters<typeof modelOf>[0], b: Parameters<typeof modelOf>[0]) => diffModels(modelOf(a), modelOf(b));
const brief = (cs: ReturnType<typeof diffModels>) => cs.map((c) => [c.id, c.severity]);

describe("details now shown", () => {
  it("a method named only in prose, then shown with its result, is one non-breaking detail-added", () => {
    const named = "All other methods, including getMe, getFile: not shown beyond their names.";
    const shown =
      "### getMe\n\nPath `/getMe`. Returns Note.\n\nAll other methods, including getFile: not shown beyond their names.";
    expect(
      brief(
        pair(
          { resources: `${update()}\n${note}`, endpoints: named },
          { resources: `${update()}\n${note}`, endpoints: shown },
        ),
      ),
    ).toEqual([["detail-added:getMe", "non-breaking"]]);
  });
  it("an opaque type whose fields are now shown is one detail-added", () => {
    const before = pair(
      { resources: `${update("| sticker | Sticker? | |\n")}\n${note}` },
      {
        resources: `${update("| sticker | Sticker? | |\n")}\n${note}\n### Sticker\n\n| Field | Type |\n|---|---|\n| file_id | String |\n`,
        notShown: "ResponseParameters, InputFile (beyond being an uploaded file)",
      },
    );
    expect(brief(before)).toEqual([["detail-added:Sticker", "non-breaking"]]);
  });
});

describe("groups, per direction", () => {
  it("a new event of Update is a field-added only", () => {
    expect(
      brief(
        pair({ resources: `${update()}\n${note}` }, { resources: `${update("| reaction | Note? | |\n")}\n${note}` }),
      ),
    ).toEqual([["field-added:Update.reaction", "non-breaking"]]);
  });
  const sent = (group: string) =>
    `### Ask (sent)\n\n| Field | Type | Notes |\n|---|---|---|\n| a | String? | |\n| b | String? | |\n| c | String? | |\n\n${group}\n`;
  const cases: [string, string, string, string, "breaking" | "potentially-breaking" | "non-breaking"][] = [
    [
      "an existing field joins an at-most-one group of a sent type",
      "At most one of a or b is present.",
      "At most one of a, b or c is present.",
      "constraint-changed:Ask:group:at-most-one",
      "breaking",
    ],
    [
      "a field leaves an at-most-one group",
      "At most one of a, b or c is present.",
      "At most one of a or b is present.",
      "constraint-changed:Ask:group:at-most-one",
      "non-breaking",
    ],
    [
      "an exactly-one group appears on a sent type",
      "",
      "Exactly one of a or b is present.",
      "constraint-changed:Ask:group:exactly-one",
      "breaking",
    ],
    [
      "an at-least-one group appears on a sent type",
      "",
      "At least one of a or b is present.",
      "constraint-changed:Ask:group:at-least-one",
      "breaking",
    ],
    [
      "a field joins an at-least-one group of a sent type: more ways to keep it",
      "At least one of a or b is present.",
      "At least one of a, b or c is present.",
      "constraint-changed:Ask:group:at-least-one",
      "non-breaking",
    ],
    [
      "a field leaves an at-least-one group of a sent type",
      "At least one of a, b or c is present.",
      "At least one of a or b is present.",
      "constraint-changed:Ask:group:at-least-one",
      "breaking",
    ],
    [
      "a group disappears from a sent type",
      "Exactly one of a or b is present.",
      "",
      "constraint-changed:Ask:group:exactly-one",
      "non-breaking",
    ],
  ];
  it.each(cases)("%s", (_, before, after, id, severity) => {
    const changes = pair(
      { resources: `${update()}\n${note}\n${sent(before)}` },
      { resources: `${update()}\n${note}\n${sent(after)}` },
    );
    expect(brief(changes)).toEqual([[id, severity]]);
  });
  it.each([
    ["a group of a method's params appears: breaking", "", "Can't be used together with b", "breaking"],
    ["a group of a method's params disappears: non-breaking", "Can't be used together with b", "", "non-breaking"],
  ])("%s", (_, before, after, severity) => {
    const params = (note: string) => sendParams(`| a | Integer | No | ${note} |\n| b | Integer | No | |\n`);
    const changes = pair(
      { resources: `${update()}\n${note}`, endpoints: params(before) },
      { resources: `${update()}\n${note}`, endpoints: params(after) },
    );
    expect(brief(changes).filter(([id]) => !String(id).startsWith("description"))).toEqual([
      ["constraint-changed:sendNote:group:at-most-one", severity],
    ]);
  });
  it("a new member of an exactly-one group of a received type is potentially breaking, and its field-added", () => {
    const recv = (extra: string, group: string) =>
      `### Pick\n\n| Field | Type |\n|---|---|\n| a | String? |\n| b | String? |\n${extra}\n${group}\n`;
    const changes = pair(
      { resources: `${update("| pick | Pick? | |\n")}\n${note}\n${recv("", "Exactly one of a or b is present.")}` },
      {
        resources: `${update("| pick | Pick? | |\n")}\n${note}\n${recv("| c | String? |\n", "Exactly one of a, b or c is present.")}`,
      },
    );
    expect(brief(changes)).toEqual([
      ["field-added:Pick.c", "non-breaking"],
      ["constraint-changed:Pick:group:exactly-one", "potentially-breaking"],
    ]);
  });
});

describe("a new union", () => {
  it("is a type-added that lists its variants, and one variant-added per variant", () => {
    const union =
      "### Shape variants\n\n| Variant | `type` | Fields |\n|---|---|---|\n| circle | `circle` | radius Integer |\n| square | `square` | side Integer |\n";
    const changes = pair(
      { resources: `${update()}\n${note}` },
      { resources: `${update("| shape | Shape? | |\n")}\n${note}\n${union}` },
    );
    expect(changes.map((c) => [c.id, c.after, c.severity])).toEqual([
      ["field-added:Update.shape", "Shape?", "non-breaking"],
      ["type-added:Shape", "union of ShapeCircle, ShapeSquare", "non-breaking"],
      ["variant-added:Shape:ShapeCircle", "ShapeCircle", "non-breaking"],
      ["variant-added:Shape:ShapeSquare", "ShapeSquare", "non-breaking"],
    ]);
  });
});

describe("profiles", () => {
  it("sdk judges a new optional param and required → optional as potentially breaking; wire does not", () => {
    const a = modelOf({ resources: `${update()}\n${note}`, endpoints: sendParams("| mode | String | Yes | |\n") });
    const b = modelOf({
      resources: `${update()}\n${note}`,
      endpoints: sendParams("| mode | String | No | |\n| silent | Boolean | No | |\n"),
    });
    expect(brief(diffModels(a, b))).toEqual([
      ["param-requiredness-changed:sendNote.mode", "non-breaking"],
      ["param-added:sendNote.silent", "non-breaking"],
    ]);
    expect(brief(diffModels(a, b, "sdk"))).toEqual([
      ["param-requiredness-changed:sendNote.mode", "potentially-breaking"],
      ["param-added:sendNote.silent", "potentially-breaking"],
    ]);
  });
});

describe("accepted changes and formats", () => {
  const a = modelOf({ resources: `${update("| old | Integer? | |\n")}\n${note}` });
  const b = modelOf({ resources: `${update()}\n${note}` });
  it("marks accepted changes, reports stale ids", () => {
    const { changes, stale } = applyAccepted(diffModels(a, b), [
      { id: "field-removed:Update.old", reason: "never sent" },
      { id: "field-added:Update.gone", reason: "old" },
    ]);
    expect(changes.map((c) => [c.id, c.accepted])).toEqual([["field-removed:Update.old", { reason: "never sent" }]]);
    expect(stale).toEqual(["field-added:Update.gone"]);
    const md = renderMarkdown({ from: "1.0", to: "1.1", changes, staleAccepted: stale });
    expect(md).toContain("0 breaking, 0 potentially breaking, 0 non-breaking; 1 accepted.");
    expect(md).toContain("— accepted: never sent");
    expect(md).toContain("## Accepted changes that no longer occur\n\n- `field-added:Update.gone`");
  });
  it("renders GitHub annotations at the spec line, escaping what workflow commands need", () => {
    const text = renderGithub({ from: "1.0", to: "1.1", changes: diffModels(a, b) });
    expect(text).toBe(
      "::error file=doc/doc.md,line=22,title=breaking%3A field-removed Update.old::field-removed:Update.old: Integer? → ∅ (response)\n" +
        "::notice title=botspec diff 1.0 → 1.1::1 breaking, 0 potentially breaking, 0 non-breaking; 1 annotated\n",
    );
  });
  it("annotates at most fifty breaking or potentially breaking changes, never the others, and sums them all up", () => {
    const change = diffModels(a, b)[0]!;
    const many = Array.from({ length: 70 }, (_, i) => ({ ...change, id: `${change.id}${i}` }));
    const fine = { ...change, id: "x", severity: "non-breaking" as const, breaking: false };
    const lines = renderGithub({ from: "1.0", to: "1.1", changes: [...many, fine] })
      .trimEnd()
      .split("\n");
    expect(lines.filter((l) => l.startsWith("::error"))).toHaveLength(50);
    expect(lines.filter((l) => l.startsWith("::notice"))).toEqual([
      "::notice title=botspec diff 1.0 → 1.1::70 breaking, 0 potentially breaking, 1 non-breaking; 50 annotated, 20 more in the Markdown report",
    ]);
  });
  it("keeps docs/diff.md's rules table equal to the code's", () => {
    expect(readFileSync("docs/diff.md", "utf8")).toContain(`${renderRulesTable()}\n<!-- /rules -->`);
  });
});

describe("the diff command as a gate", () => {
  const root = mkdtempSync(join(tmpdir(), "botspec-gate-"));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const write = (name: string, text: string) => {
    const dir = join(root, name);
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, "doc.md"), text);
    return dir;
  };
  it("--fail-on ignores accepted changes; --format github prints annotations", async () => {
    const old = write("old", doc({ resources: `${update("| old | Integer? | |\n")}\n${note}` }));
    const next = write("new", doc({ resources: `${update()}\n${note}`, version: "1.1" }));
    const run = async (...args: string[]) => {
      const out: string[] = [];
      const code = await main(["diff", old, next, ...args], { cwd: root, out: (l) => out.push(l), err: () => {} });
      return { code, out: out.join("\n") };
    };
    expect((await run("--fail-on", "breaking")).code).toBe(1);
    writeFileSync(
      join(root, "accepted.json"),
      JSON.stringify([{ id: "field-removed:Update.old", reason: "reviewed", by: "someone" }]),
    );
    expect((await run("--fail-on", "breaking", "--accept", "accepted.json")).code).toBe(0);
    expect((await run("--format", "github")).out).toMatch(
      /^::error file=old\/doc\.md,line=\d+,title=breaking%3A field-removed Update\.old::/,
    );
  });
});
