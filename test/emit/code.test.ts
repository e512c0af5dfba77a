import { describe, expect, it } from "vitest";
import { _, join, name, prop } from "../../generator/emit/validators/code.ts";

describe("the code template", () => {
  it("quotes values and keeps code", () => {
    const x = name("x");
    expect(_`if (${x} === ${"a\"b*/"}) return ${1};`.text).toBe('if (x === "a\\"b*/") return 1;');
    expect(_`f(${["a", 1, true]})`.text).toBe('f(["a",1,true])');
  });
  it("cannot turn spec text into code", () => {
    const evil = '"); process.exit(1); ("';
    const code = _`check(${evil})`.text;
    expect(new Function(`let r; const check = (s) => { r = s; }; ${code}; return r;`)()).toBe(evil);
  });
  it("accepts only checked identifiers as names", () => {
    expect(() => name("a-b")).toThrow();
    expect(() => name("return")).toThrow();
    expect(name("V_User").text).toBe("V_User");
  });
  it("reads properties by quoted key, always (noPropertyAccessFromIndexSignature)", () => {
    expect(prop(name("v"), "from").text).toBe('v["from"]');
    expect(prop(name("v"), "a-b").text).toBe('v["a-b"]');
    expect(prop(name("v"), '"];alert(1);["').text).toBe('v["\\"];alert(1);[\\""]');
  });
  it("joins with separators only", () => {
    expect(join([_`a`, _`b`], " || ").text).toBe("a || b");
    expect(() => join([_`a`], "x")).toThrow();
  });
});
