/**
 * The rating summary the embeds show (iframe page, badge), which is never shown from fewer than
 * MIN_STORIES_FOR_RATING stories.
 */
import type { PublicStory } from "../../lib/wire-types.ts";

export const MIN_STORIES_FOR_RATING = 5;

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
