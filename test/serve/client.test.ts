// The generated client transport against the fake service: every shown method round-trips (JSON, or multipart when a
// param holds a file), results are what the spec says, and a failed call is a ServiceError with its parameters.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient, ServiceError } from "../../generated/9.2/client.ts";
import { validateResponse } from "../../generated/9.2/validators.mjs";
import type { FakeService } from "../../generator/serve/service.ts";
import { startFakeService } from "../../generator/run/fake-service.ts";
import { sampleValue } from "../../generator/serve/sample.ts";

let service: FakeService;
const token = "42:client-test";
beforeAll(async () => {
  service = await startFakeService({ spec: "spec/9.2", maxPollSeconds: 1 });
});
afterAll(() => service.close());

describe("the generated client", () => {
  it("round-trips every shown method, results checked against the spec", async () => {
    const client = createClient({
      token,
      baseUrl: service.url,
      validateResponse: (m, r) => validateResponse(m as never, r, { strict: true }),
    });
    for (const m of service.model.methods.filter((x) => x.shown)) {
      // A webhook URL must be one the fake may deliver to: a port on this machine.
      const params = Object.fromEntries(
        m.params
          .filter((p) => p.required)
          .map((p) => [
            p.name,
            p.name === "url" ? "http://127.0.0.1:9/hook" : sampleValue(service.model, p.type, p.constraints),
          ]),
      );
      await expect(
        (client.call as (method: string, params: object) => Promise<unknown>)(m.name, params),
        m.name,
      ).resolves.toBeDefined();
    }
  });
  it("sends a file as multipart/form-data", async () => {
    const client = createClient({ token, baseUrl: service.url });
    expect(await client.call("setWebhook", { url: "http://127.0.0.1:9/hook", certificate: new Blob(["cert"]) })).toBe(
      true,
    );
    expect(await client.call("getWebhookInfo")).toMatchObject({ has_custom_certificate: true });
    expect(await client.call("deleteWebhook")).toBe(true);
    const calls = (await (await fetch(`${service.url}/_control/bot${token}/calls`)).json()) as {
      result: { method: string; encoding: string }[];
    };
    expect(
      calls.result
        .filter((c) => c.method === "setWebhook")
        .map((c) => c.encoding)
        .at(-1),
    ).toBe("multipart");
  });
  it("throws a ServiceError carrying error_code, description and retry_after", async () => {
    await fetch(`${service.url}/_control/bot${token}/faults`, {
      method: "POST",
      body: JSON.stringify({ method: "getUpdates", error_code: 429, retry_after: 7 }),
    });
    const client = createClient({ token, baseUrl: service.url });
    const error = await client.call("getUpdates", { timeout: 0 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServiceError);
    expect(error).toMatchObject({ error_code: 429, parameters: { retry_after: 7 } });
  });
});

describe("generated values", () => {
  it("pass the validators strictly for every type and seed, and are the same for the same seed", async () => {
    const { validate } = await import("../../generated/9.2/validators.mjs");
    const types = service.model.types.filter((t) => !(t.kind === "opaque" && t.upload));
    for (const seed of [0, 1, 2, 3, 42]) {
      for (const t of types) {
        const v = sampleValue(service.model, { kind: "ref", name: t.name }, {}, seed);
        const r = validate(t.name as never, v, { strict: true });
        expect(r.ok, `${t.name} seed ${seed}: ${JSON.stringify(r.ok ? "" : r.errors)}`).toBe(true);
        expect(sampleValue(service.model, { kind: "ref", name: t.name }, {}, seed)).toEqual(v);
      }
    }
  });
});
