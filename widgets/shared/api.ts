/** Talking to our /api from a widget, on this site or embedded on another origin. */

/** A response that arrived but was not OK (4xx or 5xx). */
export class HttpStatusError extends Error {
  constructor(readonly status: number) {
    super(`HTTP ${status}`);
    this.name = "HttpStatusError";
  }
}

/** GETs JSON; throws HttpStatusError for a non-OK answer, TypeError offline, SyntaxError for bad JSON. */
export async function getJson(url: string): Promise<unknown> {
  const response = await fetch(url, { headers: { Accept: "application/json" } });
  if (!response.ok) throw new HttpStatusError(response.status);
  return response.json();
}

/** POSTs `body` as JSON and answers the response, whatever its status. */
export function postJson(url: string, body: unknown, timeoutMs = 30_000): Promise<Response> {
  return fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify(body),
    signal: typeof AbortSignal.timeout === "function" ? AbortSignal.timeout(timeoutMs) : undefined,
  });
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
