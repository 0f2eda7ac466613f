/**
 * Request-reading helpers shared by every /api route: bounded bodies, content types and JSON
 * parsing, each failure a clear 4xx instead of a crash.
 */
import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import { recordedClientAddress } from "./client-address.ts";

export const MAX_BODY_BYTES = 32 * 1024;

/**
 * An error a client caused (or a 503 to retry): Hono's HTTPException, answered by `app.onError` as
 * JSON `{ success: false, error: message }` with this status. It adds the headers that answer
 * carries (Retry-After, Allow): HTTPException keeps headers only inside a whole prepared Response.
 */
export class HttpError extends HTTPException {
  constructor(
    override readonly status: 400 | 403 | 404 | 405 | 409 | 413 | 415 | 422 | 429 | 503,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(status, { message });
  }
}

/** Reads the whole body, refusing (413) anything over `limit` bytes without buffering it all. */
export async function readBodyBytes(req: Request, limit = MAX_BODY_BYTES): Promise<Uint8Array> {
  const tooLarge = () =>
    new HttpError(
      413,
      `That is too much to send at once (the limit is ${
        Math.round(limit / 1024)
      } KB). Please shorten it and try again.`,
    );
  const declared = Number(req.headers.get("content-length") ?? NaN);
  if (declared > limit) throw tooLarge();
  if (!req.body) return new Uint8Array();
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  while (true) {
    let result: ReadableStreamReadResult<Uint8Array>;
    try {
      result = await reader.read();
    } catch {
      throw new HttpError(400, "The request could not be read. Please try again.");
    }
    if (result.done) break;
    size += result.value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      throw tooLarge();
    }
    chunks.push(result.value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

export function mediaType(req: Request): string {
  return (req.headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase();
}

/** Parses a JSON request body: 415 unless it is sent as JSON, 413 when too large, 400 when broken. */
export async function readJson(req: Request, limit = MAX_BODY_BYTES): Promise<unknown> {
  if (mediaType(req) !== "application/json") {
    throw new HttpError(
      415,
      "Please send the information as JSON (Content-Type: application/json).",
    );
  }
  const bytes = await readBodyBytes(req, limit);
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new HttpError(400, "The information sent was not valid text. Please try again.");
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, "The information sent could not be read (it was not valid JSON).");
  }
}

/**
 * A stable, anonymous identifier for the client, for rate limits: a hash of its address (see
 * edge/client-address.ts for which address, and TRUST_PROXY); the address itself is never stored.
 */
export async function clientKey(c: Context, salt: string): Promise<string> {
  const address = recordedClientAddress(c);
  const digest = await crypto.subtle.digest(
    "SHA-256",
    new TextEncoder().encode(`${salt}:${address}`),
  );
  return Array.from(new Uint8Array(digest).slice(0, 12), (b) => b.toString(16).padStart(2, "0"))
    .join("");
}
