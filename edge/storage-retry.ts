/**
 * Transient storage errors. Several servers (Deno Deploy isolates, or two local processes on one
 * KV file) write to one database; a local SQLite file then sometimes answers "database is locked".
 * Such an error means nothing was written, so the operation is retried after a short random
 * pause; if storage stays busy the client gets 503 with Retry-After (the widgets retry), never 500.
 */
import { HttpError } from "./http.ts";

const TRANSIENT = /database is locked|database is busy|SQLITE_BUSY|database table is locked/i;

export function isTransientStorageError(error: unknown): boolean {
  return error instanceof Error && TRANSIENT.test(error.message);
}

export const STORAGE_BUSY_MESSAGE =
  "The website is very busy just now. Please try again in a moment.";

/** Runs `operation`, retrying transient storage errors for about two seconds, then answers 503. */
export async function withStorageRetry<T>(operation: () => Promise<T>, attempts = 10): Promise<T> {
  for (let attempt = 1;; attempt++) {
    try {
      return await operation();
    } catch (error) {
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
