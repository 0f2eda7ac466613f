/**
 * Signed links in the practice's email about a data request (edge/signed-links.ts):
 *   `${siteUrl}/data-requests/<requestId>?action=export|erase&expires=<unix seconds>&token=<HMAC>`
 * valid while the request is kept. Each opens a confirmation page; only its button acts.
 */
import { ID_PATTERN } from "../ids.ts";
import { readExpiry, signParts, tokenMatches } from "../signed-links.ts";
import { DATA_REQUEST_RETENTION_MS } from "./store.ts";

export type RequestAction = "export" | "erase";
const PURPOSE = "data-request";

export async function dataRequestUrl(
  siteUrl: string,
  secret: string,
  id: string,
  action: RequestAction,
  now: Date,
): Promise<string> {
  const expires = String(Math.floor((now.getTime() + DATA_REQUEST_RETENTION_MS) / 1000));
  const token = await signParts(secret, PURPOSE, [id, action, expires]);
  return `${siteUrl}/data-requests/${id}?${new URLSearchParams({ action, expires, token })}`;
}

export type RequestLinkCheck =
  | { ok: true; id: string; action: RequestAction }
  | { ok: false; reason: "invalid" }
  /** a genuine link past its expiry, by this instance's clock */
  | { ok: false; reason: "expired"; id: string; action: RequestAction };

export async function verifyDataRequestLink(
  secret: string,
  raw: { id: string; action?: string; expires?: string; token?: string },
  now: Date,
): Promise<RequestLinkCheck> {
  const { id, action, token } = raw;
  if (!ID_PATTERN.test(id) || (action !== "export" && action !== "erase")) {
    return { ok: false, reason: "invalid" };
  }
  const expires = readExpiry(raw.expires);
  if (expires === null || expires === "invalid") return { ok: false, reason: "invalid" };
  if (!(await tokenMatches(secret, PURPOSE, [id, action, String(expires)], token))) {
    return { ok: false, reason: "invalid" };
  }
  if (expires * 1000 <= now.getTime()) return { ok: false, reason: "expired", id, action };
  return { ok: true, id, action };
}
