/**
 * The stories page's reviews placeholder says whether the feed is known to be empty. The build
 * writes `unknown`; the server answers the page with `empty` while no story is published
 * (edge/stories-page.ts), and the build's critical CSS covers both (scripts/build/critical-css.ts).
 */
export const FEED_UNKNOWN = 'data-feed="unknown"';
export const FEED_EMPTY = 'data-feed="empty"';

/** What the reviews widget says while no story is published; the prerendered page says it too (pages/views/PatientStories.tsx). */
export const EMPTY_STATE = {
  title: "No stories yet",
  text: "Be the first to share your experience below!",
} as const;
