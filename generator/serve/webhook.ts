// Webhook delivery: while a bot's webhook is set, each pending update (of the allowed kinds) is POSTed as JSON to its
// url, in order, with the secret token header when one was given. A 2xx answer confirms it, and a method call in the
// answer's body (the webhook reply call) is run; any other answer is retried with back-off and recorded as the last
// error (getWebhookInfo's last_error_date and last_error_message).
import type { BotState } from "./bot.ts";

/** A webhook's answer: its body and content type (JSON, urlencoded or multipart, as a call's body may be). */
export interface WebhookReply {
  readonly contentType: string;
  readonly body: Buffer;
}

export interface Delivery {
  /** The header the secret token travels in; the spec's name with the real platform's in place of Service. */
  readonly secretHeader: string;
  /** Runs a method carried in a webhook's answer; its result goes nowhere, as the spec says. */
  readonly replyCall: (bot: BotState, reply: WebhookReply) => Promise<void>;
  readonly now: () => number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function post(
  url: string,
  update: unknown,
  secret: string | undefined,
  header: string,
): Promise<{ ok: boolean; status: number; reply: WebhookReply }> {
  const r = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", ...(secret ? { [header]: secret } : {}) },
    body: JSON.stringify(update),
    signal: AbortSignal.timeout(10_000),
  });
  const reply = { contentType: r.headers.get("content-type") ?? "", body: await bounded(r, MAX_REPLY) };
  return { ok: r.status >= 200 && r.status < 300, status: r.status, reply };
}

/** A webhook's answer carries at most one method call: more than this is not read. */
const MAX_REPLY = 1024 * 1024;

async function bounded(r: Response, max: number): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of r.body ?? []) {
    size += (chunk as Uint8Array).byteLength;
    // The update was taken (2xx); an answer too large to be one method call is not read, and runs nothing.
    if (size > max) {
      await r.body?.cancel();
      return Buffer.alloc(0);
    }
    chunks.push(chunk as Uint8Array);
  }
  return Buffer.concat(chunks);
}

/** Delivers until the webhook is removed or changed, or `stopped` says so. One loop per bot at a time. */
export async function deliver(bot: BotState, d: Delivery, stopped: () => boolean): Promise<void> {
  let backoff = 50;
  while (bot.webhook && !stopped()) {
    const hook = bot.webhook;
    const [update] = bot.pending(1);
    if (!update) {
      await bot.wait(1000);
      continue;
    }
    try {
      const r = await post(hook.url, update, hook.secretToken, d.secretHeader);
      if (!r.ok) throw new Error(`Wrong response from the webhook: ${r.status}`);
      bot.confirm((update.update_id as number) + 1);
      backoff = 50;
      if (r.reply.body.length > 0) await d.replyCall(bot, r.reply);
    } catch (error) {
      bot.lastError = {
        date: Math.floor(d.now() / 1000),
        message: error instanceof Error ? error.message : String(error),
      };
      await sleep(backoff);
      backoff = Math.min(backoff * 2, 2000);
    }
  }
}
