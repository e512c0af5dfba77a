// JSON in and out: an answer, and a small body read whole (a control call).
import type { IncomingMessage, ServerResponse } from "node:http";
import { readBody } from "./transport.ts";

export function send(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { "content-type": "application/json", "content-length": Buffer.byteLength(text) });
  res.end(text);
}

/** Control bodies are small: updates, stubs, faults. */
const MAX_CONTROL_BODY = 4 * 1024 * 1024;

export async function readJson(req: IncomingMessage): Promise<unknown> {
  const text = (await readBody(req, MAX_CONTROL_BODY)).toString("utf8");
  try {
    return text.trim() === "" ? {} : JSON.parse(text);
  } catch {
    return undefined;
  }
}
