// docs/control-api.openapi.json, the control API described whole: Redocly's recommended rules pass on it (with
// redocly.yaml), and every control path the fake service routes is in it with its HTTP method.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { REDOCLY_FINDINGS, redoclyLint } from "../helpers.ts";

const DOC = "docs/control-api.openapi.json";

describe("the control API's description", () => {
  it("passes Redocly's recommended rules", () => {
    const r = redoclyLint(DOC);
    expect(r.status, r.said).toBe(0);
    expect(r.said).not.toMatch(REDOCLY_FINDINGS);
  });
  it("names the paths for listing and removing faults and stubs one by one", () => {
    const paths = (JSON.parse(readFileSync(DOC, "utf8")) as { paths: Record<string, Record<string, unknown>> }).paths;
    expect(Object.keys(paths["/_control/bot{token}/faults"] ?? {}).sort()).toEqual(["get", "post"]);
    expect(Object.keys(paths["/_control/bot{token}/faults/{id}"] ?? {})).toEqual(["delete"]);
    expect(Object.keys(paths["/_control/bot{token}/stubs"] ?? {})).toEqual(["get"]);
    expect(Object.keys(paths["/_control/bot{token}/stubs/{method}"] ?? {}).sort()).toEqual(["delete", "post"]);
  });
  it("describes every route of a bot's control API with its HTTP method", async () => {
    const { BOT_ROUTES } = await import("../../generator/serve/control.ts");
    const paths = (JSON.parse(readFileSync(DOC, "utf8")) as { paths: Record<string, Record<string, unknown>> }).paths;
    const described = Object.entries(paths).flatMap(([path, ops]) =>
      Object.keys(ops).map(
        (m) => `${m.toUpperCase()} ${path.replace("/_control/bot{token}/", "").replace(/\{[^}]+\}/, ":")}`,
      ),
    );
    expect(BOT_ROUTES.length).toBeGreaterThan(10);
    expect(BOT_ROUTES.filter((r) => !described.includes(r))).toEqual([]);
  });
  it("names the simulated user's path with every step the service knows", async () => {
    const { USER_STEPS } = await import("../../generator/serve/control-user.ts");
    const paths = (JSON.parse(readFileSync(DOC, "utf8")) as { paths: Record<string, any> }).paths;
    const step = paths["/_control/bot{token}/user/{step}"]?.post;
    const names = step.parameters.find((p: { name?: string }) => p.name === "step").schema.enum as string[];
    expect([...names].sort()).toEqual([...USER_STEPS].sort());
  });
});
