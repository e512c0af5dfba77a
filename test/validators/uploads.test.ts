// InputFile is what a client can send as a file, the same set in types.ts and in the validators.
import { describe, expect, it } from "vitest";
import { validateParams } from "../../generated/9.2/validators.mjs";

describe("file uploads", () => {
  const cases: [string, unknown, boolean][] = [
    ["a Blob", new Blob(["cert"]), true],
    ["a File", new File(["cert"], "cert.pem"), true],
    ["bytes with a file name", { data: new Uint8Array([1, 2]), fileName: "cert.pem" }, true],
    ["an ArrayBuffer with a file name", { data: new ArrayBuffer(2), fileName: "cert.pem" }, true],
    ["a string (the spec: a string does not work)", "cert.pem", false],
    ["bytes without a file name", { data: new Uint8Array([1]) }, false],
    ["null", null, false],
  ];
  it.each(cases)("%s", (_, certificate, ok) => {
    expect(validateParams("setWebhook", { url: "https://example.com/hook", certificate }).ok).toBe(ok);
  });
});
