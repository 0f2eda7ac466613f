/** Talking to our /api from a widget, on this site or embedded on another origin. */

/** A response that arrived but was not OK (4xx or 5xx). */
export class HttpStatusError extends Error {
  constructor(readonly status: number) {
    super(`HTTP ${status}`);
    this.name = "HttpStatusError";
  }
}

/**
 * fetch, tried again (up to twice) when the server answers 503 because storage is briefly busy,
 * after the Retry-After it gives (at most 5 s). `init` is called per attempt, so each has a fresh
 * time-out signal and body.
 */
export async function fetchRetrying(
  url: string,
  init: () => RequestInit,
  attempts = 3,
): Promise<Response> {
  for (let attempt = 1;; attempt++) {
    const response = await fetch(url, init());
    if (response.status !== 503 || attempt >= attempts) return response;
    const wait = Math.min(5, Number(response.headers.get("Retry-After")) || 1);
    await new Promise((resolve) => setTimeout(resolve, wait * 1000));
  }
}

/** GETs JSON; throws HttpStatusError for a non-OK answer, TypeError offline, SyntaxError for bad JSON. */
export async function getJson(url: string): Promise<unknown> {
  const response = await fetchRetrying(url, () => ({ headers: { Accept: "application/json" } }));
  if (!response.ok) throw new HttpStatusError(response.status);
  return response.json();
}

/** POSTs `body` as JSON and answers the response, whatever its status. */
export function postJson(url: string, body: unknown, timeoutMs = 30_000): Promise<Response> {
  return fetchRetrying(url, () => ({
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify(body),
    signal: typeof AbortSignal.timeout === "function" ? AbortSignal.timeout(timeoutMs) : undefined,
  }));
}

/**
 * A page of the site itself (e.g. `/review-policy`), as a link that also works when the widget is
 * embedded on another origin: the API base's origin when it is absolute, else this site.
 */
export function siteLink(apiBase: string, path: string): string {
  try {
    if (/^https?:\/\//i.test(apiBase)) return new URL(path, apiBase).href;
  } catch {
    // an unusable base: fall back to a link on this origin
  }
  return path;
}
