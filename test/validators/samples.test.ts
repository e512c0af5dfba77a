// Round trips of the real samples through the 9.2 validators, against the verdicts in test/fixtures/manifest.json.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { validate, validateResponse } from "../../generated/9.2/validators.mjs";
import type { MethodName } from "../../generated/9.2/methods.js";

interface Verdict {
  readonly strict: boolean;
  readonly compatible: boolean;
  readonly reason?: string;
  readonly method?: MethodName;
}
const manifest = JSON.parse(readFileSync("test/fixtures/manifest.json", "utf8")) as { updates: Record<string, Verdict>; responses: Record<string, Verdict> };

function roundTrip(text: string, check: (value: unknown) => { ok: boolean; value?: unknown }): void {
  const value = JSON.parse(text);
  const before = JSON.stringify(value);
  const result = check(value);
  const after = JSON.stringify(value);
  expect(after).toBe(before);
  expect(JSON.parse(after)).toEqual(JSON.parse(text));
  if (result.ok) expect(result.value).toBe(value);
}

describe("sample updates", () => {
  it.each(Object.entries(manifest.updates))("%s", (file, verdict) => {
    const text = readFileSync(`test/fixtures/updates/${file}`, "utf8");
    const strict = validate("Update", JSON.parse(text));
    const compatible = validate("Update", JSON.parse(text), { compatible: true });
    expect(strict.ok, strict.ok ? "accepted" : JSON.stringify(strict.errors)).toBe(verdict.strict);
    expect(compatible.ok).toBe(verdict.compatible);
    if (!strict.ok) for (const e of strict.errors) expect(e.path).toMatch(/^(\/[^/]+)+$/);
    roundTrip(text, (v) => validate("Update", v));
  });
});

describe("sample responses", () => {
  it.each(Object.entries(manifest.responses))("%s", (file, verdict) => {
    const text = readFileSync(`test/fixtures/responses/${file}`, "utf8");
    const method = verdict.method as MethodName;
    const strict = validateResponse(method, JSON.parse(text));
    expect(strict.ok, strict.ok ? "accepted" : JSON.stringify(strict.errors)).toBe(verdict.strict);
    expect(validateResponse(method, JSON.parse(text), { compatible: true }).ok).toBe(verdict.compatible);
    roundTrip(text, (v) => validateResponse(method, v));
  });
});

describe("the manifest", () => {
  it("gives a reason for every rejection and covers every sample", () => {
    for (const v of [...Object.values(manifest.updates), ...Object.values(manifest.responses)]) expect(v.strict || Boolean(v.reason)).toBe(true);
    expect(Object.keys(manifest.updates)).toHaveLength(120);
    expect(Object.keys(manifest.responses)).toHaveLength(22);
  });
});
