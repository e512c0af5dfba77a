// The fake Bot Service on 127.0.0.1, port 0, driven with fetch as any client would: the four ways of passing
// parameters, the envelope, tokens, validation in exact mode, update delivery (offsets, long polling, allowed kinds,
// 24-hour retention), the webhook state machine, stubs and the call log.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LEASE_MS } from "../../generator/serve/bot.ts";
import type { FakeService } from "../../generator/serve/service.ts";
import { startFakeService } from "../../generator/run/fake-service.ts";

let service: FakeService;
const TOKEN = "123456:ABC-def_ghi";
const call = async (method: string, init?: RequestInit & { query?: string }) => {
  const r = await fetch(`${service.url}/bot${TOKEN}/${method}${init?.query ? `?${init.query}` : ""}`, init);
  return {
    status: r.status,
    body: (await r.json()) as { ok: boolean; result?: unknown; description?: string; error_code?: number },
  };
};
const json = (body: unknown): RequestInit => ({
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify(body),
});
const control = async (path: string, body?: unknown) => {
  const r = await fetch(
    `${service.url}/_control/bot${TOKEN}/${path}`,
    body === undefined
      ? undefined
      : { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) },
  );
  return { status: r.status, body: (await r.json()) as { ok: boolean; result?: unknown; errors?: unknown } };
};
const message = (text: string) => ({ message: { message_id: 1, date: 1, chat: { id: 1, type: "private" }, text } });

beforeAll(async () => {
  service = await startFakeService({ spec: "spec/9.2", maxPollSeconds: 5 });
});
afterAll(() => service.close());

describe("transport", () => {
  it("answers on loopback with the envelope; method names are case-insensitive", async () => {
    expect(service.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const r = await call("GETWEBHOOKINFO");
    expect(r).toEqual({
      status: 200,
      body: { ok: true, result: { url: "", has_custom_certificate: false, pending_update_count: 0 } },
    });
  });
  it("refuses a malformed token with 401 and an unknown method with 404, in the envelope", async () => {
    expect((await fetch(`${service.url}/botnope/getUpdates`)).status).toBe(401);
    expect(await (await fetch(`${service.url}/botnope/getUpdates`)).json()).toEqual({
      ok: false,
      error_code: 401,
      description: "Unauthorized",
    });
    expect((await call("frobnicate")).body).toMatchObject({ ok: false, error_code: 404 });
  });
  const encodings: [string, () => RequestInit & { query?: string }][] = [
    ["the query string", () => ({ query: "limit=5&timeout=0" })],
    [
      "application/x-www-form-urlencoded",
      () => ({
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "limit=5&allowed_updates=%5B%22message%22%5D",
      }),
    ],
    ["application/json", () => json({ limit: 5, allowed_updates: ["message"] })],
    [
      "multipart/form-data",
      () => {
        const form = new FormData();
        form.set("limit", "5");
        form.set("allowed_updates", JSON.stringify(["message"]));
        return { method: "POST", body: form };
      },
    ],
  ];
  it.each(encodings)("takes parameters in %s", async (_, init) => {
    const r = await call("getUpdates", init());
    expect(r.body).toEqual({ ok: true, result: [] });
    const calls = (await control("calls")).body.result as { method: string; params: Record<string, unknown> }[];
    expect(calls.at(-1)?.params.limit).toBe(5);
  });
  it("uploads a file as a multipart part", async () => {
    const form = new FormData();
    form.set("url", "https://127.0.0.1:9/hook");
    form.set("certificate", new Blob(["-----BEGIN CERTIFICATE-----"]), "cert.pem");
    expect((await call("setWebhook", { method: "POST", body: form })).body).toEqual({ ok: true, result: true });
    expect((await call("getWebhookInfo")).body.result).toMatchObject({
      url: "https://127.0.0.1:9/hook",
      has_custom_certificate: true,
    });
    await call("deleteWebhook");
  });
  it("validates params exactly: a bad param gets 400 naming it; an unknown one is ignored, as the service does, and reported", async () => {
    const r = await call("getUpdates", json({ limit: "many" }));
    expect(r.status).toBe(400);
    expect(r.body.description).toMatch(/^Bad Request: parameter limit: /);
    expect((await call("getUpdates", json({ limt: 5 }))).status).toBe(200);
    const report = (await (await fetch(`${service.url}/_control/bot${TOKEN}/report`)).json()) as {
      result: { deviations: { param: string }[] };
    };
    expect(report.result.deviations.map((d) => d.param)).toContain("limt");
    expect((await call("setWebhook", json({ url: "https://x", certificate: "cert.pem" }))).status).toBe(400);
  });
});

describe("the wire as clients write it", () => {
  it.each(["True", "False"])("takes a boolean written %s (python-telegram-bot 13) as a deviation", async (word) => {
    await fetch(`${service.url}/_control/reset`, { method: "POST" });
    const body = new URLSearchParams({ drop_pending_updates: word });
    const r = await call("deleteWebhook", { method: "POST", body });
    expect([r.status, r.body.ok]).toEqual([200, true]);
    const report = (await control("report")).body as { result: { deviations: { param: string; message: string }[] } };
    expect(report.result.deviations).toContainEqual(
      expect.objectContaining({
        param: "drop_pending_updates",
        message: expect.stringMatching(/boolean sent as a string/),
      }),
    );
  });
  it("refuses a body that is not UTF-8, as every query must be", async () => {
    const r = await call("deleteWebhook", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]),
    });
    expect([r.status, r.body.description]).toEqual([400, expect.stringMatching(/not UTF-8/)]);
  });
  it.each([
    [403, "Forbidden"],
    [401, "Unauthorized"],
    [409, "Conflict"],
    [500, "Internal Server Error"],
  ])("says %i as the service words it (%s) when that fault is injected", async (code, words) => {
    await control("faults", { method: "getWebhookInfo", error_code: code });
    const r = await call("getWebhookInfo");
    expect([r.status, r.body.description]).toEqual([code, words]);
  });
});

describe("faults and stubs one by one", () => {
  it("are listed, and removed each by its id or method, the others staying", async () => {
    await fetch(`${service.url}/_control/reset`, { method: "POST" });
    const a = (await control("faults", { method: "getWebhookInfo", error_code: 403, times: 5 })).body.result as {
      id: number;
    };
    const b = (await control("faults", { method: "deleteWebhook", error_code: 500, times: 5 })).body.result as {
      id: number;
    };
    await control("stubs/getWebhookInfo", {
      result: { url: "", has_custom_certificate: false, pending_update_count: 7 },
    });
    await control("stubs/setWebhook", {
      error: { error_code: 403, description: "Forbidden: bot was blocked by the user" },
    });
    const listed = (await fetch(`${service.url}/_control/bot${TOKEN}/faults`).then((r) => r.json())) as {
      result: { id: number; method: string }[];
    };
    expect(listed.result.map((f) => [f.id, f.method])).toEqual([
      [a.id, "getWebhookInfo"],
      [b.id, "deleteWebhook"],
    ]);
    const del = (path: string) => fetch(`${service.url}/_control/bot${TOKEN}/${path}`, { method: "DELETE" });
    expect((await del(`faults/${a.id}`)).status).toBe(200);
    expect((await del(`faults/${a.id}`)).status).toBe(404);
    // getWebhookInfo: its fault gone, its stub answers; deleteWebhook: still faulted.
    expect((await call("getWebhookInfo")).body.result).toMatchObject({ pending_update_count: 7 });
    expect((await call("deleteWebhook")).status).toBe(500);
    expect((await del("stubs/getwebhookinfo")).status).toBe(200);
    const stubs = (await fetch(`${service.url}/_control/bot${TOKEN}/stubs`).then((r) => r.json())) as {
      result: Record<string, unknown>;
    };
    expect(Object.keys(stubs.result)).toEqual(["setWebhook"]);
    expect((await call("getWebhookInfo")).body.result).toMatchObject({ pending_update_count: 0 });
    await fetch(`${service.url}/_control/reset`, { method: "POST" });
  });
});

describe("the call log", () => {
  it("keeps every call with its answer: a faulted one, a stubbed failure, a refused one, an ok one", async () => {
    await fetch(`${service.url}/_control/reset`, { method: "POST" });
    await control("faults", { method: "getWebhookInfo", error_code: 403 });
    await call("getWebhookInfo");
    await control("stubs/deleteWebhook", {
      error: { error_code: 403, description: "Forbidden: bot was blocked by the user" },
    });
    await call("deleteWebhook");
    await call("getUpdates", json({ limit: "many" }));
    await call("getUpdates", json({ timeout: 0 }));
    const calls = (await control("calls")).body.result as {
      method: string;
      ok: boolean;
      answer?: { status: number; description?: string; fault?: true };
    }[];
    expect(calls.map((c) => [c.method, c.ok, c.answer])).toEqual([
      ["getWebhookInfo", true, { status: 403, description: "Forbidden", fault: true }],
      ["deleteWebhook", true, { status: 403, description: "Forbidden: bot was blocked by the user" }],
      ["getUpdates", false, { status: 400, description: expect.stringMatching(/^Bad Request: parameter limit/) }],
      ["getUpdates", true, { status: 200 }],
    ]);
    await fetch(`${service.url}/_control/reset`, { method: "POST" });
  });
});

describe("update delivery", () => {
  it("delivers pushed updates, confirms by offset, forgets by negative offset", async () => {
    const pushed = (await control("updates", [message("a"), message("b"), message("c")])).body.result as {
      update_id: number;
    }[];
    const ids = pushed.map((u) => u.update_id);
    expect((await call("getUpdates")).body.result).toHaveLength(3);
    expect(
      ((await call("getUpdates", json({ offset: (ids[0] as number) + 1 }))).body.result as { update_id: number }[]).map(
        (u) => u.update_id,
      ),
    ).toEqual(ids.slice(1));
    expect(((await call("getUpdates", json({ offset: -1 }))).body.result as unknown[]).length).toBe(1);
    await call("getUpdates", json({ offset: (ids[2] as number) + 1 }));
    expect((await call("getUpdates")).body.result).toEqual([]);
  });
  it("answers a long poll as soon as an update arrives", async () => {
    const started = Date.now();
    const poll = call("getUpdates", json({ timeout: 30 }));
    setTimeout(() => void control("updates", message("late")), 200);
    const r = await poll;
    expect((r.body.result as unknown[]).length).toBe(1);
    // Far below the 30 s poll timeout, with room for a loaded machine.
    expect(Date.now() - started).toBeLessThan(15_000);
    const last = (r.body.result as { update_id: number }[])[0]?.update_id as number;
    await call("getUpdates", json({ offset: last + 1 }));
  });
  it("hands an update to exactly one of overlapping polls; the others get 409, and a later poll the unconfirmed rest", async () => {
    const tokens = Array.from({ length: 20 }, (_, i) => `${900 + i}:overlap`);
    const poll = (token: string) =>
      fetch(`${service.url}/bot${token}/getUpdates`).then(
        async (r) => (await r.json()) as { ok: boolean; result?: unknown[]; error_code?: number },
      );
    for (const t of tokens)
      await fetch(`${service.url}/_control/bot${t}/updates`, { method: "POST", body: JSON.stringify(message(t)) });
    const answers = await Promise.all(
      tokens.flatMap((t) => Array.from({ length: 25 }, () => poll(t).then((a) => [t, a] as const))),
    );
    for (const t of tokens) {
      const mine = answers.filter(([x]) => x === t).map(([, a]) => a);
      // Each poll answered: either the update or 409, and the update to exactly one of those that overlapped.
      expect(mine.filter((a) => a.ok && a.result?.length === 1).length).toBe(1);
      expect(mine.every((a) => (a.ok && a.result?.length === 1) || a.error_code === 409)).toBe(true);
    }
    // Unconfirmed, it is there for a poll after the lease, as the service keeps it until an offset confirms it.
    await new Promise((r) => setTimeout(r, LEASE_MS + 100));
    for (const t of tokens) expect((await poll(t)).result).toHaveLength(1);
  });
  it("refuses an update that is no Update", async () => {
    expect((await control("updates", { message: { text: 1 } })).status).toBe(400);
  });
  it("keeps updates at most 24 hours, by a clock tests advance", async () => {
    await control("updates", message("old"));
    await fetch(`${service.url}/_control/clock`, { method: "POST", body: JSON.stringify({ seconds: 24 * 3600 }) });
    expect((await call("getUpdates")).body.result).toEqual([]);
  });
});

describe("webhooks and stubs", () => {
  it("getUpdates fails with 409 while a webhook is set; deleteWebhook with drop_pending_updates clears the queue", async () => {
    await control("updates", message("x"));
    await call("setWebhook", json({ url: "https://127.0.0.1:9/hook", secret_token: "s3cret" }));
    expect((await call("getUpdates")).body).toMatchObject({ ok: false, error_code: 409 });
    expect((await call("getWebhookInfo")).body.result).toMatchObject({ pending_update_count: 1 });
    await call("deleteWebhook", json({ drop_pending_updates: true }));
    expect((await call("getUpdates")).body.result).toEqual([]);
  });
  it("answers getMe, named only in prose, from the token until stubbed, then with the stub", async () => {
    const me = (await call("getMe")).body as { ok: boolean; result: { id: number; is_bot: boolean } };
    expect(me).toMatchObject({ ok: true, result: { id: Number(TOKEN.split(":")[0]), is_bot: true } });
    expect((await control("stubs/getMe", { result: { id: 1, is_bot: true, first_name: "Fake" } })).status).toBe(200);
    expect((await call("getMe")).body).toEqual({ ok: true, result: { id: 1, is_bot: true, first_name: "Fake" } });
    await control("stubs/getWebhookInfo", {
      error: { error_code: 429, description: "Too Many Requests: retry after 3", parameters: { retry_after: 3 } },
    });
    expect((await call("getWebhookInfo")).body).toEqual({
      ok: false,
      error_code: 429,
      description: "Too Many Requests: retry after 3",
      parameters: { retry_after: 3 },
    });
    expect((await control("stubs/getWebhookInfo", { result: 5 })).status).toBe(400);
  });
});

describe("webhook delivery", () => {
  it("POSTs each update in order with the secret token, retries a failed answer, runs the reply call", async () => {
    const { createServer } = await import("node:http");
    const received: { secret: string | undefined; body: { update_id: number; message?: { text?: string } } }[] = [];
    let failures = 1;
    const receiver = createServer((req, res) => {
      let data = "";
      req.on("data", (c: Buffer) => (data += c.toString()));
      req.on("end", () => {
        if (failures-- > 0) {
          res.writeHead(500).end();
          return;
        }
        received.push({
          secret: req.headers["x-service-bot-api-secret-token"] as string | undefined,
          body: JSON.parse(data),
        });
        res
          .writeHead(200, { "content-type": "application/json" })
          .end(received.length === 1 ? JSON.stringify({ method: "getWebhookInfo" }) : "");
      });
    });
    await new Promise<void>((r) => receiver.listen(0, "127.0.0.1", r));
    const port = (receiver.address() as { port: number }).port;
    try {
      await fetch(`${service.url}/_control/reset`, { method: "POST" });
      await control("updates", [message("one"), message("two")]);
      expect(
        (await call("setWebhook", json({ url: `http://127.0.0.1:${port}/hook`, secret_token: "s3cret" }))).body,
      ).toEqual({ ok: true, result: true });
      for (let i = 0; i < 400 && received.length < 2; i++) await new Promise((r) => setTimeout(r, 50));
      expect(received.map((r) => [r.secret, r.body.message?.text])).toEqual([
        ["s3cret", "one"],
        ["s3cret", "two"],
      ]);
      const info = (await call("getWebhookInfo")).body.result as {
        pending_update_count: number;
        last_error_message?: string;
      };
      expect(info.pending_update_count).toBe(0);
      expect(info.last_error_message).toMatch(/500/);
      const calls = (await control("calls")).body.result as { method: string; encoding: string }[];
      expect(calls.some((c) => c.method === "getWebhookInfo" && c.encoding === "webhook-reply")).toBe(true);
    } finally {
      await call("deleteWebhook");
      await new Promise<void>((r) => receiver.close(() => r()));
    }
  });
});

describe("webhook delivery to a target that answers 200 and then sends its body slowly or at length", () => {
  it(
    "delivers each update once: the status confirms it, the body is read with a bound and a time limit",
    { timeout: 30_000 },
    async () => {
      const { createServer } = await import("node:http");
      const received: string[] = [];
      const open = new Set<import("node:http").ServerResponse>();
      const receiver = createServer((req, res) => {
        let data = "";
        req.on("data", (c: Buffer) => (data += c.toString()));
        req.on("end", () => {
          received.push((JSON.parse(data) as { message: { text: string } }).message.text);
          res.writeHead(200, { "content-type": "application/json" });
          if (received.length === 1) {
            // A body that never ends: one byte now, nothing after.
            res.write("{");
            open.add(res);
          } else res.end("x".repeat(3 * 1024 * 1024)); // A body far over what one method call could be.
        });
      });
      await new Promise<void>((r) => receiver.listen(0, "127.0.0.1", r));
      const port = (receiver.address() as { port: number }).port;
      try {
        await fetch(`${service.url}/_control/reset`, { method: "POST" });
        await control("updates", [message("slow"), message("large")]);
        await call("setWebhook", json({ url: `http://127.0.0.1:${port}/hook` }));
        for (let i = 0; i < 300 && received.length < 2; i++) await new Promise((r) => setTimeout(r, 50));
        // Long enough for a resend to have come, were a slow or large body a failure.
        await new Promise((r) => setTimeout(r, 1500));
        expect(received).toEqual(["slow", "large"]);
        const info = (await call("getWebhookInfo")).body.result as { pending_update_count: number };
        expect(info.pending_update_count).toBe(0);
      } finally {
        for (const res of open) res.destroy();
        await call("deleteWebhook");
        receiver.closeAllConnections();
        await new Promise<void>((r) => receiver.close(() => r()));
      }
    },
  );
});

describe("faults and the conformance report", () => {
  it("injects a 429 with retry_after, a 5xx, a delay and a dropped connection, each as many times as asked", async () => {
    await fetch(`${service.url}/_control/reset`, { method: "POST" });
    await control("faults", { method: "getUpdates", error_code: 429, retry_after: 2, times: 2 });
    await control("faults", { method: "getWebhookInfo", error_code: 502 });
    await control("faults", { method: "deleteWebhook", drop: true });
    await control("faults", { method: "setWebhook", delay_ms: 150 });
    for (let i = 0; i < 2; i++)
      expect((await call("getUpdates")).body).toEqual({
        ok: false,
        error_code: 429,
        description: "Too Many Requests: retry after 2",
        parameters: { retry_after: 2 },
      });
    expect((await call("getUpdates")).body.ok).toBe(true);
    expect((await call("getWebhookInfo")).status).toBe(502);
    await expect(call("deleteWebhook")).rejects.toThrow();
    const started = Date.now();
    await call("setWebhook", json({ url: "" }));
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
  });
  it("reports each call that broke the spec, with the JSON Pointer and the spec line", async () => {
    await fetch(`${service.url}/_control/reset`, { method: "POST" });
    await call("getUpdates", json({ limit: "ten" }));
    await call("getUpdates", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "allowed_updates=message",
    });
    await call("getUpdates", json({ limit: 10 }));
    const report = (await control("report")).body.result as {
      calls: number;
      broken: { method: string; encoding: string; errors: { path: string; spec?: string }[] }[];
    };
    expect(report.calls).toBe(3);
    expect(report.broken.map((b) => [b.method, b.encoding, b.errors[0]?.path])).toEqual([
      ["getUpdates", "json", "/limit"],
      ["getUpdates", "urlencoded", ""],
    ]);
    expect(report.broken[0]?.errors[0]?.spec).toMatch(/^spec\/9\.2\/core\.md:\d+$/);
  });
});
