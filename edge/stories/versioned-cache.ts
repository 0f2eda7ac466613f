/**
 * A value built from KV and kept in this isolate's memory until a KV version key changes: the
 * stories feed, the transparency report and the published stories the embeds read.
 *
 * Production runs many isolates against one KV. By default every use re-reads the key's
 * versionstamp (one small read), so a change committed anywhere is seen at once. A cache may
 * instead trust a version read for `recheckMs`; its own isolate's writes are still seen at once
 * when `localGeneration` counts them. `maxAgeMs` also rebuilds values that depend on the time
 * (a sliding 12-month window, expiring keys). A build always starts after its version read, so
 * it holds at least what that version says.
 */
import { withStorageRetry } from "../storage-retry.ts";

export interface Versioned<T> {
  value: T;
  /** the version key's versionstamp and the build's time bucket: an ETag-ready tag */
  tag: string;
}

export interface VersionedCacheOptions {
  clock: () => Date;
  /** rebuild at least this often, even when the key is unchanged (default: never) */
  maxAgeMs?: number;
  /** trust a version read started less than this long ago (default 0: read on every use) */
  recheckMs?: number;
  /** changes whenever this isolate writes the version key; a new generation always re-reads it */
  localGeneration?: () => number;
}

/** One value per tag, built once for the newest tag asked; a failed build is not kept. */
class LatestByTag<T> {
  private entry: { tag: string; value: Promise<T> } | null = null;

  get(tag: string, build: () => Promise<T>): Promise<T> {
    if (this.entry?.tag !== tag) {
      const entry = { tag, value: build() };
      this.entry = entry;
      entry.value.catch(() => {
        if (this.entry === entry) this.entry = null;
      });
    }
    return this.entry.value;
  }
}

export class VersionedCache<T> {
  private values = new LatestByTag<T>();
  private versionRead: {
    generation: number;
    startedAt: number;
    versionstamp: Promise<string | null>;
  } | null = null;

  constructor(
    private kv: Deno.Kv,
    private versionKey: Deno.KvKey,
    private build: (now: Date) => Promise<T>,
    private options: VersionedCacheOptions,
  ) {}

  /** The current value; builds it only when the version key or the time bucket has changed. */
  async get(): Promise<Versioned<T>> {
    const now = this.options.clock();
    const versionstamp = await this.readVersion(now.getTime());
    const bucket = this.options.maxAgeMs ? Math.floor(now.getTime() / this.options.maxAgeMs) : 0;
    const tag = `${versionstamp ?? "none"}-${bucket}`;
    return { value: await this.values.get(tag, () => this.build(now)), tag };
  }

  /** A value made from this one (a page filled in with it), made again only when this one changes. */
  derive<U>(make: (value: T) => Promise<U>): () => Promise<Versioned<U>> {
    const derived = new LatestByTag<U>();
    return async () => {
      const { value, tag } = await this.get();
      return { value: await derived.get(tag, () => make(value)), tag };
    };
  }

  private readVersion(nowMs: number): Promise<string | null> {
    const generation = this.options.localGeneration?.() ?? 0;
    const last = this.versionRead;
    if (
      last && last.generation === generation &&
      nowMs - last.startedAt < (this.options.recheckMs ?? 0)
    ) return last.versionstamp;
    const read = {
      generation,
      startedAt: nowMs,
      versionstamp: withStorageRetry(() => this.kv.get(this.versionKey)).then((entry) =>
        entry.versionstamp
      ),
    };
    this.versionRead = read;
    // A failed read is not trusted: the next use reads again.
    read.versionstamp.catch(() => {
      if (this.versionRead === read) this.versionRead = null;
    });
    return read.versionstamp;
  }
}
