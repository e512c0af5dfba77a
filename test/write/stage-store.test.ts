// The stage store on disk (write/stage-store.ts): what one run keeps the next recalls; a file altered, cut short or
// not a regular file is no store (nothing recalled, nothing thrown); large values stand one a file and only the newest
// are kept; a run that keeps nothing writes nothing; writing leaves no temporary file behind.
import { mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { stageKey } from "../../generator/model/stages.ts";
import { openStageStore } from "../../generator/write/stage-store.ts";

let dir = "";
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "botspec-stages-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function keep(kind: "prose" | "artifacts", entries: Record<string, unknown>): void {
  const store = openStageStore(dir);
  for (const [k, v] of Object.entries(entries)) store.keep(kind, k, v);
  store.save();
}

describe("the stage store", () => {
  it("gives the next run what a run kept, small values and large ones", () => {
    keep("prose", { a: { note: 1 }, b: "two" });
    keep("artifacts", { [stageKey("x")]: [{ path: "types.ts", contents: "export {};\n" }] });
    const next = openStageStore(dir);
    expect(next.recall("prose", "a")).toEqual({ note: 1 });
    expect(next.recall("prose", "b")).toBe("two");
    expect(next.recall("artifacts", stageKey("x"))).toEqual([{ path: "types.ts", contents: "export {};\n" }]);
    expect(next.recall("prose", "c")).toBeUndefined();
    expect(readdirSync(dir).filter((f) => f.endsWith(".tmp"))).toEqual([]);
  });

  const DAMAGE: [string, (path: string) => void][] = [
    ["a character of the value changed", (p) => writeFileSync(p, readFileSync(p, "utf8").replace('"two"', '"twO"'))],
    ["cut short", (p) => writeFileSync(p, readFileSync(p, "utf8").slice(0, 80))],
    ["emptied", (p) => writeFileSync(p, "")],
    ["its hash line removed", (p) => writeFileSync(p, readFileSync(p, "utf8").split("\n").slice(1).join("\n"))],
    ["a link to another file", (p) => (rmSync(p), writeFileSync(`${p}.real`, "x"), symlinkSync(`${p}.real`, p))],
  ];
  it.each(DAMAGE)("recalls nothing from a file %s, and throws nothing", (_, damage) => {
    keep("prose", { b: "two" });
    damage(join(dir, "prose.json"));
    expect(openStageStore(dir).recall("prose", "b")).toBeUndefined();
  });

  it("recalls no large value whose file was altered, or whose key is not a plain name", () => {
    const key = stageKey("y");
    keep("artifacts", { [key]: ["value"] });
    const path = join(dir, "artifacts", `${key}.json`);
    writeFileSync(path, readFileSync(path, "utf8").replace("value", "other"));
    expect(openStageStore(dir).recall("artifacts", key)).toBeUndefined();
    expect(openStageStore(dir).recall("artifacts", "../prose")).toBeUndefined();
  });

  it("keeps only the newest large values", () => {
    const store = openStageStore(dir);
    for (let i = 0; i < 60; i++) store.keep("artifacts", stageKey(String(i)), i);
    store.save();
    expect(readdirSync(join(dir, "artifacts")).length).toBeLessThanOrEqual(48);
  });

  it("writes nothing for a run that kept nothing", () => {
    const store = openStageStore(dir);
    store.recall("prose", "a");
    store.save();
    expect(readdirSync(dir)).toEqual([]);
  });
});
