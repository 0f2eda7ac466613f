/**
 * The stories page's reviews placeholder says whether the feed is known to be empty. The build
 * writes `unknown`; the server answers the page with `empty` while no story is published
 * (edge/stories-page.ts), and the build's critical CSS covers both (scripts/build/critical-css.ts).
 */
export const FEED_UNKNOWN = 'data-feed="unknown"';
export const FEED_EMPTY = 'data-feed="empty"';
