/**
 * Who a request comes from, for rate limits. By default the connection's own address (on Deno
 * Deploy, the visitor's address: Deploy's front end passes it through). Behind a reverse proxy
 * of our own, TRUST_PROXY names how many proxies to believe in X-Forwarded-For, counted from the
 * server: the address the outermost trusted proxy saw is the client. IPv6 addresses are grouped
 * by /64, the block one household or phone usually gets, so rotating within it gains nothing.
 */
import type { Context, MiddlewareHandler } from "hono";

export { parseTrustProxy } from "../lib/config.ts";

/** An address as a proxy may write it: "[::1]:443", "203.0.113.7:5000", "::ffff:203.0.113.7". */
function bareAddress(raw: string): string {
  let address = raw.trim();
  const bracketed = address.match(/^\[([^\]]+)\](?::\d+)?$/);
  if (bracketed) address = bracketed[1];
  else if (/^\d{1,3}(?:\.\d{1,3}){3}:\d+$/.test(address)) address = address.replace(/:\d+$/, "");
  address = address.replace(/%.*$/, "").toLowerCase();
  const mapped = address.match(/^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/);
  return mapped ? mapped[1] : address;
}

/** The client's address: the connection's, or the trusted proxies' record of it. */
export function clientAddress(
  connection: string | undefined,
  forwardedFor: string | null | undefined,
  trustProxy: number,
): string {
  const chain = [connection ?? "unknown"];
  if (trustProxy > 0 && forwardedFor) {
    chain.push(...forwardedFor.split(",").map((hop) => hop.trim()).filter(Boolean).reverse());
  }
  return bareAddress(chain[Math.min(trustProxy, chain.length - 1)]);
}

/** The rate-limit group of an address: an IPv4 address itself, an IPv6 address's /64. */
export function rateLimitGroup(address: string): string {
  if (!address.includes(":")) return address;
  const [head, tail = ""] = address.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  if (right.some((part) => part.includes("."))) right.splice(-1, 1, "0", "0"); // embedded IPv4 in the host half
  const groups = address.includes("::")
    ? [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill("0"), ...right]
    : left;
  if (groups.length !== 8 || !groups.every((g) => /^[0-9a-f]{1,4}$/.test(g))) return address;
  return `${groups.slice(0, 4).map((g) => g.replace(/^0+(?=.)/, "")).join(":")}::/64`;
}

type AddressVariables = { Variables: { clientAddress: string } };

/** Records the client's rate-limit group on the context, for `clientKey` (edge/http.ts). */
export function clientAddressMiddleware(trustProxy: number): MiddlewareHandler<AddressVariables> {
  return async (c, next) => {
    const env = c.env as { remoteAddr?: { hostname?: string } } | undefined;
    c.set(
      "clientAddress",
      rateLimitGroup(
        clientAddress(env?.remoteAddr?.hostname, c.req.header("x-forwarded-for"), trustProxy),
      ),
    );
    await next();
  };
}

/** The group recorded by the middleware, or the connection's own address. */
export function recordedClientAddress(c: Context): string {
  const recorded = (c as Context<AddressVariables>).get("clientAddress");
  if (recorded) return recorded;
  const env = c.env as { remoteAddr?: { hostname?: string } } | undefined;
  return rateLimitGroup(bareAddress(env?.remoteAddr?.hostname ?? "unknown"));
}
