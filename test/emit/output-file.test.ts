// A file that comes as bytes (recalled from the render cache) is the same file as its text: its contents are the
// bytes decoded as UTF-8, on first read; moved to another path it keeps its bytes; its UTF-8 is the bytes themselves.
import { describe, expect, it } from "vitest";
import { fileOfBytes, movedFile, utf8Of } from "../../generator/emit/shared/output.ts";

describe("a file of bytes", () => {
  const texts = ["", "plain ASCII\n", "a — dash, “quotes”, 🎲 and é\n", "\u0000\uFFFD line\r\n"];
  it.each(texts)("reads back as its text: %j", (text) => {
    const bytes = Buffer.from(`padding${text}padding`).subarray(7, 7 + Buffer.byteLength(text));
    const file = fileOfBytes("a.ts", bytes);
    expect(file.contents).toBe(text);
    expect(Buffer.from(utf8Of(file)).toString("utf8")).toBe(text);
    const moved = movedFile(file, "9.2/a.ts");
    expect([moved.path, moved.contents, moved.bytes === bytes]).toEqual(["9.2/a.ts", text, true]);
  });
  it("a file of text gives its UTF-8, and moves as text", () => {
    const file = { path: "a.ts", contents: "é" };
    expect([...utf8Of(file)]).toEqual([0xc3, 0xa9]);
    expect(movedFile(file, "b.ts")).toEqual({ path: "b.ts", contents: "é" });
  });
});
