/**
 * The public stories feed, served from memory and serialised once per change.
 *
 * Every approval changes the KV feed version in its commit. This isolate's own approvals are
 * seen at once (the local generation); approvals made by other isolates within `recheckMs`, so
 * most requests cost no KV read at all.
 */
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { getFeedVersion, listApprovedStories, localFeedGeneration } from "../db.ts";
import type { Encoding } from "../http-cache.ts";
import { withStorageRetry } from "../storage-retry.ts";

export interface SerialisedFeed {
  /** the KV feed version this was built from */
  version: string | null;
  /** UTF-8 JSON, encoded once, and the same compressed once per encoding */
  bodies: { identity: Uint8Array<ArrayBuffer> } & Record<Encoding, Uint8Array<ArrayBuffer>>;
  /** strong ETag of the identity body */
  etag: string;
}

const copy = (b: Uint8Array) => new Uint8Array(b) as Uint8Array<ArrayBuffer>;

async function serialise(version: string | null, testimonials: unknown[]): Promise<SerialisedFeed> {
  const identity = new TextEncoder().encode(JSON.stringify({ testimonials }));
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", identity));
  return {
    version,
    bodies: {
      identity,
      br: copy(brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })),
      gzip: copy(gzipSync(identity, { level: 9 })),
    },
    etag: `"${Array.from(digest.slice(0, 16), (b) => b.toString(16).padStart(2, "0")).join("")}"`,
  };
}

export class FeedCache {
  private feed: SerialisedFeed | null = null;
  /** builds started, and the newest one installed: a slower, older build never replaces a newer one */
  private builds = 0;
  private installedBuild = 0;
  private checkedAt = -Infinity;
  private checkedGeneration = -1;
  /** the KV version read in flight, shared by concurrent requests of the same local generation */
  private versionRead: { generation: number; version: Promise<string | null> } | null = null;

  constructor(private kv: Deno.Kv, private recheckMs: number) {}

  /** The current feed; reads KV only when it may have changed. */
  async current(nowMs: number): Promise<SerialisedFeed> {
    const generation = localFeedGeneration(this.kv);
    if (this.feed && generation === this.checkedGeneration && nowMs - this.checkedAt < this.recheckMs) return this.feed;
    const version = await this.readVersion(generation);
    this.checkedGeneration = generation;
    this.checkedAt = nowMs;
    if (!this.feed || this.feed.version !== version) {
      const build = ++this.builds;
      const built = await serialise(version, await withStorageRetry(() => listApprovedStories(this.kv)));
      if (build > this.installedBuild) {
        this.installedBuild = build;
        this.feed = built;
      }
    }
    return this.feed!;
  }

  private readVersion(generation: number): Promise<string | null> {
    if (this.versionRead?.generation !== generation) {
      const read = { generation, version: withStorageRetry(() => getFeedVersion(this.kv)) };
      this.versionRead = read;
      read.version.finally(() => {
        if (this.versionRead === read) this.versionRead = null;
      }).catch(() => {});
    }
    return this.versionRead.version;
  }
}
