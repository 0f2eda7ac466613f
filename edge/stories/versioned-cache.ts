/**
 * A value built from KV and kept in this isolate's memory until a KV version key changes.
 * Production runs many isolates against one KV, so every use re-reads the key's versionstamp (one
 * small read) instead of trusting memory: a change committed anywhere is seen at once. `maxAgeMs`
 * also rebuilds values that depend on the time (a sliding 12-month window, expiring keys).
 */
export interface Versioned<T> {
  value: T;
  /** the version key's versionstamp and the build's time bucket: an ETag-ready tag */
  tag: string;
}

export function versionedCache<T>(
  kv: Deno.Kv,
  versionKey: Deno.KvKey,
  build: (now: Date) => Promise<T>,
  options: { clock: () => Date; maxAgeMs: number },
): () => Promise<Versioned<T>> {
  let cached: { tag: string; value: Promise<T> } | null = null;
  return async () => {
    const now = options.clock();
    const { versionstamp } = await kv.get(versionKey);
    const tag = `${versionstamp ?? "none"}-${Math.floor(now.getTime() / options.maxAgeMs)}`;
    if (cached?.tag !== tag) {
      const entry = { tag, value: build(now) };
      cached = entry;
      // A failed build is not kept: the next request tries again.
      entry.value.catch(() => {
        if (cached === entry) cached = null;
      });
    }
    return { value: await cached.value, tag };
  };
}

export async function sha256Tag(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
  return `"${Array.from(digest.slice(0, 16), (b) => b.toString(16).padStart(2, "0")).join("")}"`;
}
