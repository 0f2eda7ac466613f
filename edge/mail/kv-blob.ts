/**
 * Values larger than one KV entry allows (64 KiB), such as an email whose HTML escapes a long
 * story, stored as JSON split over numbered keys `[...prefix, 0]`, `[...prefix, 1]`, … and always
 * written inside the caller's atomic operation.
 */
export const BLOB_CHUNK_BYTES = 60_000;
/** a generous bound; an atomic operation may carry at most 800 KiB in all */
export const MAX_BLOB_CHUNKS = 8;

/** Adds the value's chunks to `op`; answers how many there are (needed to read it back). */
export function setBlob(
  op: Deno.AtomicOperation,
  prefix: Deno.KvKey,
  value: unknown,
  options?: { expireIn?: number },
): number {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  const count = Math.max(1, Math.ceil(bytes.byteLength / BLOB_CHUNK_BYTES));
  if (count > MAX_BLOB_CHUNKS) {
    throw new Error(`Value too large to store (${bytes.byteLength} bytes)`);
  }
  for (let i = 0; i < count; i++) {
    op.set([...prefix, i], bytes.slice(i * BLOB_CHUNK_BYTES, (i + 1) * BLOB_CHUNK_BYTES), options);
  }
  return count;
}

export function deleteBlob(op: Deno.AtomicOperation, prefix: Deno.KvKey, count: number): void {
  for (let i = 0; i < count; i++) op.delete([...prefix, i]);
}

/** Reads a value written by `setBlob`; null when any chunk is missing. */
export async function getBlob<T>(
  kv: Deno.Kv,
  prefix: Deno.KvKey,
  count: number,
): Promise<T | null> {
  const keys = Array.from({ length: count }, (_, i) => [...prefix, i]);
  const entries = await kv.getMany<Uint8Array[]>(keys);
  if (entries.some((entry) => !(entry.value instanceof Uint8Array))) return null;
  const size = entries.reduce((sum, entry) => sum + entry.value!.byteLength, 0);
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const entry of entries) {
    bytes.set(entry.value!, offset);
    offset += entry.value!.byteLength;
  }
  return JSON.parse(new TextDecoder().decode(bytes)) as T;
}
