/**
 * Signed links: the only authority the reviewer's and the practice's emails carry. A token is
 * HMAC-SHA256 (Web Crypto) over a purpose and the link's parts, keyed with STORY_SIGNING_SECRET,
 * so no part can be changed, nor a link for one purpose used for another, without the secret.
 * Every link opens a confirmation page (GET changes nothing: mail scanners open links); the
 * page's button POSTs to the same signed address.
 */

const encoder = new TextEncoder();
const keys = new Map<string, Promise<CryptoKey>>();

function hmacKey(secret: string): Promise<CryptoKey> {
  if (!secret) {
    throw new Error("STORY_SIGNING_SECRET is not set: links cannot be signed.");
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

/** The signature of `parts` for `purpose` (parts joined by newlines, which no part may hold). */
export async function signature(
  secret: string,
  purpose: string,
  parts: readonly string[],
): Promise<Uint8Array> {
  const message = [purpose, ...parts].join("\n");
  return new Uint8Array(
    await crypto.subtle.sign("HMAC", await hmacKey(secret), encoder.encode(message)),
  );
}

export function toBase64Url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes)).replaceAll("+", "-").replaceAll("/", "_").replace(
    /=+$/,
    "",
  );
}

export function fromBase64Url(text: string): Uint8Array | null {
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

/** The token for `parts`, as a link carries it. */
export async function signParts(
  secret: string,
  purpose: string,
  parts: readonly string[],
): Promise<string> {
  return toBase64Url(await signature(secret, purpose, parts));
}

/** True when `token` (as it arrived) is the signature of `parts`. */
export async function tokenMatches(
  secret: string,
  purpose: string,
  parts: readonly string[],
  token: string | undefined,
): Promise<boolean> {
  const given = token ? fromBase64Url(token) : null;
  if (!given) return false;
  return constantTimeEqual(given, await signature(secret, purpose, parts));
}

/** An expiry as a link carries it: unix seconds, or null for a link that never expires. */
export function readExpiry(raw: string | undefined): number | null | "invalid" {
  if (raw === undefined) return null;
  return /^\d{1,12}$/.test(raw) ? Number(raw) : "invalid";
}
