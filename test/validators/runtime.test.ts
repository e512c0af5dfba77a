// The hand-written validator runtime.
import { describe, expect, it } from "vitest";
import { segment, utf8Length } from "../../generator/emit/validators/runtime/validator-runtime.js";

describe("utf8Length", () => {
  const cases: [string, number][] = [
    ["", 0],
    ["abc", 3],
    ["é", 2],
    ["€", 3],
    ["😀", 4],
    ["a😀b", 6],
    ["\ud83d", 3],
    ["\ude00x", 4],
  ];
  it.each(cases)("%j is %i bytes", (s, n) => {
    expect(utf8Length(s)).toBe(n);
    if (!/[\ud800-\udfff]/.test(s.replace(/[\ud800-\udbff][\udc00-\udfff]/g, ""))) expect(utf8Length(s)).toBe(Buffer.byteLength(s, "utf8"));
  });
});

describe("segment", () => {
  it.each([["a", "a"], ["a/b", "a~1b"], ["~", "~0"], ["~1", "~01"], [3, "3"]] as const)("%j → %j", (key, want) => {
    expect(segment(key)).toBe(want);
  });
});

describe("run never throws", () => {
  it("whatever a getter throws, even a value whose string form throws", async () => {
    const { run } = await import("../../generator/emit/validators/runtime/validator-runtime.js");
    const hostile = [
      { toString: () => { throw new Error("no"); } },
      { [Symbol.toPrimitive]: () => { throw new Error("no"); } },
      Object.create(null),
      (() => { const e = new Error("x"); Object.defineProperty(e, "message", { get: () => { throw new Error("no"); } }); return e; })(),
      Symbol("s"),
    ];
    for (const thrown of hostile) {
      const fn = () => {
        throw thrown;
      };
      const r = run(fn, {}, undefined);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(typeof r.errors[0]?.message).toBe("string");
    }
  });
});
