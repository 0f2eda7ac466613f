/**
 * Fixed-window rate limits counted in Deno KV, so they hold across isolates on Deno Deploy.
 * Counters expire with their window.
 */
import type { RateLimit } from "./config.ts";
import { HttpError } from "./http.ts";
import { STORAGE_UNAVAILABLE_MESSAGE, withStorageRetry } from "./storage-retry.ts";

export interface RateLimitResult {
  allowed: boolean;
  remaining: number;
  /** seconds until the window resets */
  retryAfter: number;
}

export async function hitRateLimit(
  kv: Deno.Kv,
  bucket: string,
  client: string,
  rule: RateLimit,
  now: Date,
): Promise<RateLimitResult> {
  const windowMs = rule.windowSeconds * 1000;
  const windowStart = Math.floor(now.getTime() / windowMs) * windowMs;
  const key = ["rate_limit", bucket, client, windowStart];
  const retryAfter = Math.max(1, Math.ceil((windowStart + windowMs - now.getTime()) / 1000));
  // Optimistic read-check-write (KV's `sum` cannot expire, `set` can); a lost race retries after
  // a short random pause. If contention never settles we let the request through: the limit
  // guards against abuse, and a patient's message matters more than an exact count.
  // When storage cannot be written at all (a full disk), the count cannot be kept: the request
  // goes through, so the chat still answers; a story or an enquiry then meets the 503 itself.
  for (let attempt = 0; attempt < 30; attempt++) {
    const current = await withStorageRetry(() => kv.get<number>(key));
    const count = current.value ?? 0;
    if (count >= rule.limit) return { allowed: false, remaining: 0, retryAfter };
    let result: Deno.KvCommitResult | Deno.KvCommitError;
    try {
      result = await withStorageRetry(() =>
        kv.atomic().check(current).set(key, count + 1, { expireIn: windowMs + 1000 }).commit()
      );
    } catch (error) {
      if (error instanceof HttpError && error.message === STORAGE_UNAVAILABLE_MESSAGE) {
        return { allowed: true, remaining: 0, retryAfter };
      }
      throw error;
    }
    if (result.ok) return { allowed: true, remaining: rule.limit - count - 1, retryAfter };
    await new Promise((resolve) => setTimeout(resolve, Math.random() * 4 * (attempt + 1)));
  }
  return { allowed: true, remaining: 0, retryAfter };
}

/** Throws a 429 with Retry-After when the client has used up its allowance. */
export async function enforceRateLimit(
  kv: Deno.Kv,
  bucket: string,
  client: string,
  rule: RateLimit,
  now: Date,
  message = "You have sent a lot of messages in a short time. Please wait a little and try again.",
): Promise<void> {
  const result = await hitRateLimit(kv, bucket, client, rule, now);
  if (!result.allowed) {
    throw new HttpError(429, message, { "Retry-After": String(result.retryAfter) });
  }
}
