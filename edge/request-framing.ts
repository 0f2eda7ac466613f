/**
 * Requests whose method carries no body (GET, HEAD, OPTIONS, DELETE here) are refused with 400
 * when they come with one. A body there means nothing to the app, and it is the shape of a request
 * smuggling attempt (issue 26: a GET with `Transfer-Encoding: chunked` whose chunk holds a whole
 * second request): Deno reads such a body as a body, never as requests of their own, and this
 * answers it before any route can act on the request.
 */
import type { MiddlewareHandler } from "hono";

const BODILESS = new Set(["GET", "HEAD", "OPTIONS", "DELETE"]);

export const refuseBodiesWithoutMeaning: MiddlewareHandler = async (c, next) => {
  if (BODILESS.has(c.req.method)) {
    const length = c.req.header("content-length");
    if (c.req.header("transfer-encoding") || (length !== undefined && length.trim() !== "0")) {
      return c.json(
        { success: false, error: `A ${c.req.method} request cannot carry a body.` },
        400,
        { "Cache-Control": "no-store" },
      );
    }
  }
  await next();
};
