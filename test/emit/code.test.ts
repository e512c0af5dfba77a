import { describe, expect, it } from "vitest";
import { _, join, name, prop } from "../../generator/emit/validators/code.ts";
import { typeOnly } from "../../generator/emit/validators/checks.ts";
import { emitValidators } from "../../generator/emit/validators/emit-validators.ts";
import { helperImports, RT } from "../../generator/emit/validators/runtime-helpers.ts";
import { loadModel } from "../../generator/run/pipeline.ts";
import { readAssets } from "../../generator/input/assets.ts";

describe("the code template", () => {
  it("quotes values and keeps code", () => {
    const x = name("x");
    expect(_`if (${x} === ${'a"b*/'}) return ${1};`.text).toBe('if (x === "a\\"b*/") return 1;');
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

describe("runtime helpers in code", () => {
  it("records the helpers code calls, through templates, joins and TypeScript-only parts", () => {
    const a = _`if (!${RT.isObject}(v)) return ${RT.notObject}(c, p, v);`;
    const b = join([a, _`return ${RT.leafError}(c, p, x, ${typeOnly(_`${RT.check}`)});`], " ");
    expect(helperImports(b.uses)).toEqual(["check", "isObj as isObject_", "leafError", "notObject"]);
    expect(b.text).toBe("if (!isObject_(v)) return notObject(c, p, v); return leafError(c, p, x, \u0001check\u0002);");
  });
  it("records none for code that calls none, whatever its text says", () => {
    expect(helperImports(_`const report = ${"leafError(c)"}; missing;`.uses)).toEqual([]);
  });
  it("imports only helpers the validators call (the tsc tests catch a missing one)", () => {
    const model = loadModel("spec/9.2");
    const files = emitValidators({ model, specLabel: "spec/9.2", assets: readAssets() });
    const source = files.find((f) => f.path === "validators.ts")?.contents ?? "";
    const imported = /import \{ ([^}]*) \} from "\.\/validator-runtime\.js";/.exec(source)?.[1]?.split(", ") ?? [];
    const body = source.slice(source.indexOf("\n", source.indexOf("validator-runtime.js")));
    for (const spec of imported) expect(body, spec).toMatch(new RegExp(`\\b${spec.split(" as ").pop()}\\b`));
    expect(imported.length).toBeGreaterThan(10);
  });
});
