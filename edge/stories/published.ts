/**
 * The published stories, cached in this isolate: the one cache every public surface reads — the
 * feed (`GET /api/stories`), the stories page, the badge, the iframe pages — made once in
 * `createApp`. It revalidates against the feed's KV version key: a change made in this isolate is
 * seen at once, one made in another within FEED_RECHECK_MS.
 */
import type { AppDeps } from "../injected.ts";
import type { PublicStory } from "../../lib/wire-types.ts";
import { withStorageRetry } from "../storage-retry.ts";
import { FEED_VERSION_KEY, listPublishedStories, localFeedGeneration } from "./store.ts";
import { VersionedCache } from "./versioned-cache.ts";

/** How stale the published stories may be in one isolate after a change made in another. */
export const FEED_RECHECK_MS = 1000;

export type PublishedStories = VersionedCache<PublicStory[]>;

export function publishedStoriesCache(deps: Pick<AppDeps, "kv" | "clock">): PublishedStories {
  const { kv, clock } = deps;
  return new VersionedCache(
    kv,
    FEED_VERSION_KEY,
    () => withStorageRetry(() => listPublishedStories(kv)),
    {
      clock,
      recheckMs: FEED_RECHECK_MS,
      localGeneration: () => localFeedGeneration(kv),
    },
  );
}
