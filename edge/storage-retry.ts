/**
 * Storage errors. Several servers (Deno Deploy isolates, or two local processes on one KV file)
 * write to one database; a local SQLite file then sometimes answers "database is locked". Such an
 * error means nothing was written, so the operation is retried after a short random pause; if
 * storage stays busy the client gets 503 with Retry-After (the widgets retry), never 500.
 *
 * A full disk (or a failing one) is not transient: nothing can be written until someone frees
 * space. Writes then get 503 at once, with a longer Retry-After and the body the request expects
 * (JSON, or a page for a browser's form post); nothing already acknowledged is touched, and the
 * first write after space is freed succeeds with no restart. The log says so once, then counts.
 */
import { HttpError } from "./http.ts";

const TRANSIENT = /database is locked|database is busy|SQLITE_BUSY|database table is locked/i;
const UNAVAILABLE =
  /database or disk is full|disk I\/O error|SQLITE_FULL|SQLITE_IOERR|no space left on device|disk quota exceeded|file too large|attempt to write a readonly database/i;

export function isTransientStorageError(error: unknown): boolean {
  return error instanceof Error && TRANSIENT.test(error.message);
}

/** The disk is full or failing: writes cannot succeed until an operator acts. */
export function isStorageUnavailable(error: unknown): boolean {
  return error instanceof Error && UNAVAILABLE.test(error.message);
}

export const STORAGE_BUSY_MESSAGE =
  "The website is very busy just now. Please try again in a moment.";
export const STORAGE_UNAVAILABLE_MESSAGE =
  "We could not save this just now because of a problem on our side, so it has not been sent. Please try again in a few minutes.";
/** seconds a client should wait before trying again when the disk is full */
export const STORAGE_UNAVAILABLE_RETRY_AFTER = "120";

export function storageUnavailable(): HttpError {
  return new HttpError(503, STORAGE_UNAVAILABLE_MESSAGE, {
    "Retry-After": STORAGE_UNAVAILABLE_RETRY_AFTER,
  });
}

const LOG_INTERVAL_MS = 60_000;
let lastLogged = -Infinity;
let suppressed = 0;

/**
 * Logs a storage failure at most once a minute, with how many were not logged since: a full disk
 * fails every write, and a line per request would fill what little space is left.
 */
export function logStorageUnavailable(error: unknown, now = Date.now()): void {
  if (now - lastLogged < LOG_INTERVAL_MS) {
    suppressed++;
    return;
  }
  const message = error instanceof Error ? error.message : String(error);
  console.error(
    `Storage unavailable (writes answered 503): ${message}${
      suppressed ? ` (${suppressed} more since the last report)` : ""
    }`,
  );
  lastLogged = now;
  suppressed = 0;
}

/** Runs `operation`, retrying transient storage errors for about two seconds, then answers 503. */
export async function withStorageRetry<T>(operation: () => Promise<T>, attempts = 10): Promise<T> {
  for (let attempt = 1;; attempt++) {
    try {
      return await operation();
    } catch (error) {
      if (isStorageUnavailable(error)) {
        logStorageUnavailable(error);
        throw storageUnavailable();
      }
      if (!isTransientStorageError(error)) throw error;
      if (attempt >= attempts) {
        throw new HttpError(503, STORAGE_BUSY_MESSAGE, { "Retry-After": "1" });
      }
      await new Promise((resolve) =>
        setTimeout(resolve, Math.min(400, 10 * 2 ** attempt) * (0.5 + Math.random()))
      );
    }
  }
}
