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

/**
 * A Host header the URL standard cannot read (`a:b:c`, `[::1`, `localhost:99999`, `a b`) or
 * that would move the path (`x?y`, `x#y`, `x/y`: Deno builds the request's URL from it, so
 * `Host: x?y` turned every path into `/`). Deno itself refuses two Host headers.
 */
const HOST = /^(?:\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9._~-]+)(?::(\d{1,5}))?$/;

export function isWellFormedHost(host: string): boolean {
  const match = HOST.exec(host);
  if (!match || (match[1] !== undefined && Number(match[1]) > 65535)) return false;
  try {
    new URL(`http://${host}/`);
    return true;
  } catch {
    return false;
  }
}

export const refuseMalformedHost: MiddlewareHandler = async (c, next) => {
  const host = c.req.header("host");
  if (host !== undefined && !isWellFormedHost(host)) {
    return c.json(
      { success: false, error: "The request's Host header is not a host name." },
      400,
      { "Cache-Control": "no-store" },
    );
  }
  await next();
};
