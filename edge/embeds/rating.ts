/**
 * The published stories as the embeds read them (iframe page, badge, oEmbed): cached in this
 * isolate and revalidated against the feed's KV version key, and the rating summary, which is
 * never shown from fewer than MIN_STORIES_FOR_RATING stories.
 */
import { FEED_VERSION_KEY, listApprovedStories, type PublicStory } from "../db.ts";
import type { AppDeps } from "../injected.ts";
import { VersionedCache } from "../stories/versioned-cache.ts";

export const MIN_STORIES_FOR_RATING = 5;

export function publishedStories(
  deps: Pick<AppDeps, "kv" | "clock">,
): VersionedCache<PublicStory[]> {
  return new VersionedCache(deps.kv, FEED_VERSION_KEY, () => listApprovedStories(deps.kv), {
    clock: deps.clock,
    maxAgeMs: 24 * 3600_000,
  });
}

export interface RatingSummary {
  /** mean stars, one decimal */
  average: number;
  count: number;
}

/** The average and count, or null when there are too few stories to show a rating. */
export function ratingSummary(stories: Pick<PublicStory, "stars">[]): RatingSummary | null {
  if (stories.length < MIN_STORIES_FOR_RATING) return null;
  const mean = stories.reduce((sum, story) => sum + story.stars, 0) / stories.length;
  return { average: Math.round(mean * 10) / 10, count: stories.length };
}
