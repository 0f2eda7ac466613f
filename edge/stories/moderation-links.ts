/**
 * Signed, expiring moderation links:
 *   `${siteUrl}/moderate/<storyId>?action=approve|decline&expires=<unix seconds>&token=<HMAC>`
 * The token is HMAC-SHA256 (Web Crypto) over the story id, the action and the expiry, keyed with
 * STORY_SIGNING_SECRET, so none of the three can be changed without the secret.
 */
import type { StoryAction } from "./story.ts";
import { ID_PATTERN } from "../ids.ts";

export const MODERATION_LINK_LIFETIME_MS = 14 * 24 * 3600_000;

export interface ModerationLinkParams {
  id: string;
  action: StoryAction;
  /** unix seconds */
  expires: number;
}

const encoder = new TextEncoder();
const keys = new Map<string, Promise<CryptoKey>>();

function hmacKey(secret: string): Promise<CryptoKey> {
  if (!secret) {
    throw new Error("STORY_SIGNING_SECRET is not set: moderation links cannot be signed.");
  }
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey(
      "raw",
      encoder.encode(secret),
      { name: "HMAC", hash: "SHA-256" },
      false,
      ["sign"],
    );
    keys.set(secret, key);
  }
  return key;
}

async function signature(secret: string, params: ModerationLinkParams): Promise<Uint8Array> {
  const message = `story-moderation\n${params.id}\n${params.action}\n${params.expires}`;
  return new Uint8Array(
    await crypto.subtle.sign("HMAC", await hmacKey(secret), encoder.encode(message)),
  );
}

function toBase64Url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes)).replaceAll("+", "-").replaceAll("/", "_").replace(
    /=+$/,
    "",
  );
}

function fromBase64Url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]{1,100}$/.test(text)) return null;
  try {
    const binary = atob(text.replaceAll("-", "+").replaceAll("_", "/"));
    return Uint8Array.from(binary, (char) => char.charCodeAt(0));
  } catch {
    return null;
  }
}

/** Compares in time that depends only on the length, never on where the bytes differ. */
function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a[i] ^ b[i];
  return difference === 0;
}

export async function signModerationLink(
  secret: string,
  params: ModerationLinkParams,
): Promise<string> {
  return toBase64Url(await signature(secret, params));
}

/** The link the reviewer's email carries for one action, valid for 14 days from `now`. */
export async function moderationUrl(
  siteUrl: string,
  secret: string,
  id: string,
  action: StoryAction,
  now: Date,
): Promise<string> {
  const expires = Math.floor((now.getTime() + MODERATION_LINK_LIFETIME_MS) / 1000);
  const token = await signModerationLink(secret, { id, action, expires });
  return `${siteUrl}/moderate/${id}?${new URLSearchParams({
    action,
    expires: String(expires),
    token,
  })}`;
}

export type LinkCheck =
  | { ok: true; params: ModerationLinkParams }
  | { ok: false; reason: "invalid" | "expired" };

/** Checks a link's parts as they arrived (any may be missing or altered). */
export async function verifyModerationLink(
  secret: string,
  raw: { id: string; action?: string; expires?: string; token?: string },
  now: Date,
): Promise<LinkCheck> {
  const { id, action, expires, token } = raw;
  if (!ID_PATTERN.test(id) || (action !== "approve" && action !== "decline")) {
    return { ok: false, reason: "invalid" };
  }
  if (!expires || !/^\d{1,12}$/.test(expires) || !token) return { ok: false, reason: "invalid" };
  const given = fromBase64Url(token);
  if (!given) return { ok: false, reason: "invalid" };
  const params: ModerationLinkParams = { id, action, expires: Number(expires) };
  if (!constantTimeEqual(given, await signature(secret, params))) {
    return { ok: false, reason: "invalid" };
  }
  if (params.expires * 1000 <= now.getTime()) return { ok: false, reason: "expired" };
  return { ok: true, params };
}
