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

/** How long a webhook has to answer with a status, and then to send the body of its answer. */
const STATUS_MS = 10_000;
const BODY_MS = 5_000;
/** A webhook's answer carries at most one method call: more than this is not read. */
const MAX_REPLY = 1024 * 1024;

/** POSTs the update; resolves with the response once its status is known (its body still to come). */
async function post(url: string, update: unknown, secret: string | undefined, header: string, abort: AbortController) {
  const timer = setTimeout(() => abort.abort(), STATUS_MS);
  try {
    return await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", ...(secret ? { [header]: secret } : {}) },
      body: JSON.stringify(update),
      signal: abort.signal,
    });
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The answer's body, read with a bound and a time limit: a body that is too large or too slow is dropped (the update
 * was delivered all the same: its status said so), never a reason to send the update again.
 */
async function replyOf(r: Response, abort: AbortController): Promise<WebhookReply | undefined> {
  const timer = setTimeout(() => abort.abort(), BODY_MS);
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for await (const chunk of r.body ?? []) {
      size += (chunk as Uint8Array).byteLength;
      if (size > MAX_REPLY) return void abort.abort();
      chunks.push(chunk as Uint8Array);
    }
    return { contentType: r.headers.get("content-type") ?? "", body: Buffer.concat(chunks) };
  } catch {
    return undefined;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Delivers until the webhook is removed or changed, or `stopped` says so. One loop per bot at a time. An update is
 * delivered once the webhook answers a 2xx status; only a failure (no answer in time, another status) sends it again,
 * after a back-off that doubles up to two seconds.
 */
export async function deliver(bot: BotState, d: Delivery, stopped: () => boolean): Promise<void> {
  let backoff = 50;
  while (bot.webhook && !stopped()) {
    const hook = bot.webhook;
    const [update] = bot.pending(1);
    if (!update) {
      await bot.wait(1000);
      continue;
    }
    const abort = new AbortController();
    try {
      const r = await post(hook.url, update, hook.secretToken, d.secretHeader, abort);
      if (r.status < 200 || r.status >= 300) {
        abort.abort();
        throw new Error(`Wrong response from the webhook: ${r.status}`);
      }
      bot.confirm((update.update_id as number) + 1);
      backoff = 50;
      const reply = await replyOf(r, abort);
      if (reply && reply.body.length > 0) await d.replyCall(bot, reply);
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
