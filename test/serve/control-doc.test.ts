// docs/control-api.openapi.json, the control API described whole: Redocly's recommended rules pass on it (with
// redocly.yaml), and every control path the fake service routes is in it with its HTTP method.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const DOC = "docs/control-api.openapi.json";

describe("the control API's description", () => {
  it("passes Redocly's recommended rules", () => {
    const env = { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" };
    const args = [
      "node_modules/@redocly/cli/bin/cli.js",
      "lint",
      DOC,
      "--config",
      "redocly.yaml",
      "--format",
      "summary",
    ];
    const r = spawnSync(process.execPath, args, { encoding: "utf8", env, timeout: 60_000 });
    expect(r.status, `${r.stdout}\n${r.stderr}`).toBe(0);
    expect(`${r.stdout}${r.stderr}`).not.toMatch(/^(warning|error) [a-z0-9-]+: \d+|You have \d+ warning/m);
  });
  it("names the paths for listing and removing faults and stubs one by one", () => {
    const paths = (JSON.parse(readFileSync(DOC, "utf8")) as { paths: Record<string, Record<string, unknown>> }).paths;
    expect(Object.keys(paths["/_control/bot{token}/faults"] ?? {}).sort()).toEqual(["get", "post"]);
    expect(Object.keys(paths["/_control/bot{token}/faults/{id}"] ?? {})).toEqual(["delete"]);
    expect(Object.keys(paths["/_control/bot{token}/stubs"] ?? {})).toEqual(["get"]);
    expect(Object.keys(paths["/_control/bot{token}/stubs/{method}"] ?? {}).sort()).toEqual(["delete", "post"]);
  });
});
