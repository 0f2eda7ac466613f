/**
 * The routes of reviews that travel: the transparency report, the badge, oEmbed and the iframe
 * embed pages. Mounted at the root by edge/app.ts, before its /api fallback and the static site
 * (which serves /review-policy with the report's figures: edge/stories/report-page.ts).
 */
import { Hono } from "hono";
import type { AppDeps } from "./injected.ts";
import { type ModerationStats, statsRoutes } from "./stories/stats.ts";
import type { VersionedCache } from "./stories/versioned-cache.ts";
import type { PublishedStories } from "./stories/published.ts";
import { framePageRoutes } from "./embeds/frame-pages.ts";
import { badgeRoutes } from "./embeds/badge.ts";
import { OEMBED_PATH, oembedRoutes } from "./embeds/oembed.ts";

export function reviewsRoutes(
  deps: AppDeps,
  caches: { published: PublishedStories; stats: VersionedCache<ModerationStats> },
): Hono {
  const app = new Hono();
  app.route("/api", statsRoutes(caches.stats));
  app.route("/api", badgeRoutes(caches.published));
  app.route(OEMBED_PATH, oembedRoutes(deps));
  app.route("/embed", framePageRoutes(deps, caches.published));
  return app;
}
