// The scratch folder the fake service imports its validators from: written, read back, and gone in every case.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { withScratch } from "../../generator/write/scratch.ts";

describe("withScratch", () => {
  it("holds the files while in use and is removed after", async () => {
    let seen = "";
    const text = await withScratch([{ path: "a.js", contents: "export const a = 1;\n" }], async (dir) => {
      seen = dir;
      return readFileSync(join(dir, "a.js"), "utf8");
    });
    expect(text).toBe("export const a = 1;\n");
    expect(existsSync(seen)).toBe(false);
  });
  it("is removed when its use throws, and the error passes through", async () => {
    let seen = "";
    const failing = withScratch([{ path: "a.js", contents: "" }], async (dir) => {
      seen = dir;
      throw new Error("boom");
    });
    await expect(failing).rejects.toThrow("boom");
    expect(seen).not.toBe("");
    expect(existsSync(seen)).toBe(false);
  });
});
