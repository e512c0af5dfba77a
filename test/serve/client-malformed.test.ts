// The generated client given answers that are not the response envelope (a server of the wrong kind, a proxy's error
// page, a broken fake): each ends in a MalformedResponseError naming the method, the HTTP status and what was wrong,
// never in a TypeError from inside the client; a well-formed failure stays a ServiceError.
import { describe, expect, it } from "vitest";
import { createClient, MalformedResponseError, ServiceError } from "../../generated/9.2/client.ts";

/** A fetch that answers every call with this status and body text. */
const answering = (status: number, text: string) => async () => ({
  status,
  json: async () => JSON.parse(text) as unknown,
});

const MALFORMED: [string, string, RegExp][] = [
  ["a null body", "null", /the body is null, not an object/],
  ["an array", "[1, 2]", /the body is an array/],
  ["a number", "42", /the body is a number/],
  ["no JSON at all (a proxy's error page)", "<html>502</html>", /the body is not JSON/],
  ["ok missing", '{"result": 1}', /`ok` is missing, not true or false/],
  ["ok as a string", '{"ok": "true", "result": 1}', /`ok` is a string/],
  ["ok without result", '{"ok": true}', /`result` is missing/],
  [
    "an error_code that is an object",
    '{"ok": false, "error_code": {"n": 1}, "description": "x"}',
    /`error_code` is an object/,
  ],
  [
    "an error_code that is not whole",
    '{"ok": false, "error_code": 4.5, "description": "x"}',
    /`error_code` is a number, not an integer/,
  ],
  ["no error_code", '{"ok": false, "description": "x"}', /`error_code` is missing, not an integer/],
  ["a description that is a number", '{"ok": false, "error_code": 400, "description": 3}', /`description` is a number/],
  ["parameters that are a list", '{"ok": false, "error_code": 429, "parameters": [7]}', /`parameters` is an array/],
];

describe("a malformed answer", () => {
  it.each(MALFORMED)("%s is a MalformedResponseError saying what was wrong", async (_, body, problem) => {
    const client = createClient({ token: "1:t", baseUrl: "http://127.0.0.1:9", fetch: answering(502, body) });
    const error = await client.call("getUpdates", {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MalformedResponseError);
    expect(error).toMatchObject({ method: "getUpdates", status: 502 });
    expect((error as Error).message).toMatch(problem);
  });
});

describe("a well-formed answer", () => {
  it("gives the result, or a ServiceError for ok: false (a missing description said as such)", async () => {
    const ok = createClient({ token: "1:t", baseUrl: "http://x", fetch: answering(200, '{"ok": true, "result": []}') });
    expect(await ok.call("getUpdates", {})).toEqual([]);
    const failed = createClient({
      token: "1:t",
      baseUrl: "http://x",
      fetch: answering(429, '{"ok": false, "error_code": 429, "parameters": {"retry_after": 3}}'),
    });
    const error = await failed.call("getUpdates", {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServiceError);
    expect(error).toMatchObject({ error_code: 429, description: "no description", parameters: { retry_after: 3 } });
  });
});
