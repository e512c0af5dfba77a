// The work of each stage, kept and recalled: a version rendered with a stage store (artifacts and statement layouts
// kept, TypeScript laid out one statement at a time) is byte for byte the version rendered afresh, whose TypeScript
// prettier lays out whole; prettier finds nothing to change in types.ts, methods.ts and client.ts; a second render
// recalls everything; an edit that moves lines or changes one note renders to what a fresh render of the edited spec
// gives. Sections and note readings recalled from a store give the same model.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { formatText } from "../../generator/emit/format.ts";
import { modelOf } from "../../generator/run/pipeline.ts";
import { makeSource, type SourceText } from "../../generator/model/source.ts";
import { renderModel } from "../../generator/run/render.ts";
import { memoryStageStore, type StageKind } from "../../generator/model/stages.ts";

const SPECS = ["spec/9.1", "spec/9.2", "test/fixtures/spec-full-9.2", "test/fixtures/reworded-9.2"];
const TYPESCRIPT = ["types.ts", "methods.ts", "client.ts"];
const TS_ARTIFACTS = ["types", "methods", "client"];

function sourcesOf(dir: string, edit?: (name: string, text: string) => string): SourceText[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith(".md"))
    .sort()
    .map((f) => {
      const text = readFileSync(join(dir, f), "utf8");
      return makeSource(`${dir}/${f}`, edit ? edit(f, text) : text);
    });
}

const asText = (files: { path: string; contents: string }[]) => files.map((f) => `${f.path}\n${f.contents}`);

describe.each(SPECS)("%s rendered with and without a stage store", (dir) => {
  it("gives the same files, and prettier would change nothing in the TypeScript", async () => {
    const store = memoryStageStore();
    const stages = { store, keyBase: "test" };
    const { model } = modelOf(sourcesOf(dir), dir, { stages });
    // The TypeScript artifacts here (the edits below render every artifact of spec/9.2).
    const fresh = await renderModel(model, TS_ARTIFACTS);
    const kept = await renderModel(model, TS_ARTIFACTS, { keyBase: "test", store });
    expect(asText(kept)).toEqual(asText(fresh));
    for (const f of fresh.filter((f) => TYPESCRIPT.includes(f.path)))
      expect(await formatText(f.contents, f.path), f.path).toBe(f.contents);
    const again = await renderModel(model, TS_ARTIFACTS, { keyBase: "test", store });
    expect(asText(again)).toEqual(asText(fresh));
    expect(modelOf(sourcesOf(dir), dir, { stages }).model).toEqual(model);
  });
});

/** Edits a writer of the next version makes: a line added near the top, a word of one note changed. */
const EDITS: [string, (name: string, text: string) => string][] = [
  [
    "a paragraph added at the top of the first document",
    (n, t) => (n === "core.md" ? t.replace(/\n\n/, "\n\nA new paragraph.\n\n") : t),
  ],
  ["one note reworded", (_, t) => t.replace("Other party of a private chat", "The other party of a private chat")],
  ["a table row removed", (_, t) => t.replace(/\n\| last_name \|[^\n]*/, "")],
];

describe.each(EDITS)("after an edit (%s)", (_, edit) => {
  it("renders with the store what a fresh render of the edited spec gives", async () => {
    const store = memoryStageStore();
    const stages = { store, keyBase: "test" };
    const before = modelOf(sourcesOf("spec/9.2"), "spec/9.2", { stages }).model;
    await renderModel(before, undefined, { keyBase: "test", store });
    const after = modelOf(sourcesOf("spec/9.2", edit), "spec/9.2", { stages }).model;
    expect(after).toEqual(modelOf(sourcesOf("spec/9.2", edit), "spec/9.2").model);
    expect(after).not.toEqual(before);
    const kept = await renderModel(after, undefined, { keyBase: "test", store });
    expect(asText(kept)).toEqual(asText(await renderModel(after)));
  });
});

describe("an edit that only moves lines", () => {
  it("recalls every artifact and lays out no statement again", async () => {
    const store = memoryStageStore();
    const before = modelOf(sourcesOf("spec/9.2"), "spec/9.2").model;
    await renderModel(before, undefined, { keyBase: "test", store });
    const kinds: string[] = [];
    const counting = {
      recall: store.recall,
      keep: (k: StageKind, key: string, v: unknown) => (kinds.push(k), store.keep(k, key, v)),
    };
    const moved = (n: string, t: string) =>
      n === "core.md" ? t.replace(/\n\n/, "\n\nA new paragraph.\n\nAnd another.\n\n") : t;
    const after = modelOf(sourcesOf("spec/9.2", moved), "spec/9.2").model;
    const files = await renderModel(after, undefined, { keyBase: "test", store: counting });
    expect(kinds).toEqual([]);
    expect(asText(files)).toEqual(asText(await renderModel(after)));
    expect(files.find((f) => f.path === "types.ts")?.contents).toMatch(/@see spec\/9\.2\/core\.md:\d+/);
  });
});

describe("a stage store that answers with what botspec did not make", () => {
  const HOSTILE: [string, unknown][] = [
    ["a path out of the folder", [{ path: "../../evil.ts", parts: ["x"] }]],
    ["a path under a name the artifact owns", [{ path: "schema/../../evil.json", parts: ["x"] }]],
    ["a mark past the model's places", [{ path: "types.ts", parts: ["x", 99_999_999] }]],
    ["no template", [{ path: "types.ts", contents: "x" }]],
    ["not a list", { path: "types.ts" }],
  ];
  it.each(HOSTILE)("makes the artifacts afresh (%s)", async (_, value) => {
    const store = memoryStageStore();
    const answering = { recall: <T>(k: StageKind) => (k === "artifacts" ? (value as T) : undefined), keep: store.keep };
    const { model } = modelOf(sourcesOf("spec/9.2"), "spec/9.2");
    const files = await renderModel(model, ["types", "json-schema"], { keyBase: "test", store: answering });
    expect(asText(files)).toEqual(asText(await renderModel(model, ["types", "json-schema"])));
  });
});

describe("the drafts of a section, kept and recalled", () => {
  const counting = (store: ReturnType<typeof memoryStageStore>, kinds: string[]) => ({
    recall: store.recall,
    keep: (k: StageKind, key: string, v: unknown) => (kinds.push(k), store.keep(k, key, v)),
  });
  it.each(SPECS)("%s: the same model and the same warnings, recalled", (dir) => {
    const stages = { store: memoryStageStore(), keyBase: "test" };
    const fresh = modelOf(sourcesOf(dir), dir);
    modelOf(sourcesOf(dir), dir, { stages });
    const again = modelOf(sourcesOf(dir), dir, { stages });
    expect(again.model).toEqual(fresh.model);
    expect(again.warnings).toEqual(fresh.warnings);
  });
  it("an error said by a section is said again when its drafts are recalled", () => {
    const stages = { store: memoryStageStore(), keyBase: "test" };
    const bad = (n: string, t: string) =>
      n === "core.md" ? t.replace("| limit | Integer |", "| limit | Intger |") : t;
    const said = () => {
      try {
        modelOf(sourcesOf("spec/9.2", bad), "spec/9.2", { stages });
      } catch (e) {
        return String((e as Error).message);
      }
      return "no error";
    };
    const first = said();
    expect(first).toMatch(/Intger/);
    expect(said()).toBe(first);
  });
  it("after one note is reworded, only its section is read again", () => {
    const store = memoryStageStore();
    modelOf(sourcesOf("spec/9.2"), "spec/9.2", { stages: { store, keyBase: "test" } });
    const kinds: string[] = [];
    const reworded = (_: string, t: string) => t.replace("Other party of a private chat", "The other party of a chat");
    modelOf(sourcesOf("spec/9.2", reworded), "spec/9.2", {
      stages: { store: counting(store, kinds), keyBase: "test" },
    });
    expect(kinds.filter((k) => k === "drafts")).toEqual(["drafts"]);
  });
  it("a store that answers with what botspec did not keep: the section is read", () => {
    const store = memoryStageStore();
    const answering = {
      recall: <T>(k: StageKind) => (k === "drafts" ? ({ drafts: "{", said: [] } as T) : undefined),
      keep: store.keep,
    };
    const { model } = modelOf(sourcesOf("spec/9.2"), "spec/9.2", { stages: { store: answering, keyBase: "test" } });
    expect(model).toEqual(modelOf(sourcesOf("spec/9.2"), "spec/9.2").model);
  });
});

describe("the drafts of a section moved by an edit above it", () => {
  it("are recalled, and what they said is said at their new lines", () => {
    const store = memoryStageStore();
    // A warning of the section's reader (an intro read by the structure), and one of a note's reading.
    const hedged = (_: string, t: string) =>
      t
        .replace("BackgroundFill variants:", "The variants of BackgroundFill are listed below.")
        .replace("| limit | Integer | No | 1-100,", "| limit | Integer | No | 1-100 or so,");
    const moved = (n: string, t: string) => hedged(n, t.replace(/\n\n/, "\n\nA new paragraph.\n\nAnd another.\n\n"));
    modelOf(sourcesOf("spec/9.2", hedged), "spec/9.2", { stages: { store, keyBase: "test" } });
    const kinds: string[] = [];
    const counting = {
      recall: store.recall,
      keep: (k: StageKind, key: string, v: unknown) => (kinds.push(k), store.keep(k, key, v)),
    };
    const recalled = modelOf(sourcesOf("spec/9.2", moved), "spec/9.2", {
      stages: { store: counting, keyBase: "test" },
    });
    const fresh = modelOf(sourcesOf("spec/9.2", moved), "spec/9.2");
    expect(kinds.filter((k) => k === "drafts")).toEqual([]);
    expect(fresh.warnings.some((w) => /or so/.test(w.message))).toBe(true);
    expect(fresh.warnings.some((w) => /intro of the union BackgroundFill/.test(w.message))).toBe(true);
    expect(recalled.warnings).toEqual(fresh.warnings);
    expect(recalled.model).toEqual(fresh.model);
  });
});
