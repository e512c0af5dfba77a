// Type-level test of the client and the validators of generated/9.2 together, as the README shows them: compiled by
// tsc (strict, exactOptionalPropertyTypes) in test/emit/tsc.test.ts.
import { createClient, ServiceError } from "../../generated/9.2/client.js";
import { validateResponse } from "../../generated/9.2/validators.js";
import type { WebhookInfo } from "../../generated/9.2/types.js";

// The generated validator is the client's response check as it is.
const client = createClient({ token: "123:abc", baseUrl: "http://127.0.0.1:8081", validateResponse, timeoutMs: 5000 });

export async function webhook(): Promise<WebhookInfo | string> {
  try {
    const info: WebhookInfo = await client.call("getWebhookInfo", {});
    return info;
  } catch (error) {
    return error instanceof ServiceError ? `${error.error_code} ${error.description}` : "failed";
  }
}

export async function send(): Promise<number> {
  const sent = await client.call("getUpdates", { limit: 10 }, { timeoutMs: 1000 });
  return sent.length;
}

// @ts-expect-error a check of another shape does not fit
createClient({ token: "t", baseUrl: "http://127.0.0.1", validateResponse: (m: number) => ({ ok: m > 0 }) });
