/**
 * The routes of reviews that travel: the transparency report, the badge, oEmbed and the iframe
 * embed pages. Mounted at the root by edge/app.ts, before its /api fallback and the static site.
 */
import { Hono } from "hono";
import type { AppDeps } from "./injected.ts";
import type { SiteFiles } from "./site.ts";
import { REPORT_PAGE_PATH, reportPageHandler } from "./stories/report-page.ts";
import { statsRoutes, statsSource } from "./stories/stats.ts";
import { framePageRoutes } from "./embeds/frame-pages.ts";
import { badgeRoutes } from "./embeds/badge.ts";
import { OEMBED_PATH, oembedRoutes } from "./embeds/oembed.ts";

export function reviewsRoutes(deps: AppDeps, site?: SiteFiles): Hono {
  const app = new Hono();
  const stats = statsSource(deps);
  app.route("/api", statsRoutes(deps, stats));
  app.route("/api", badgeRoutes(deps));
  app.route(OEMBED_PATH, oembedRoutes(deps));
  if (site) app.get(REPORT_PAGE_PATH, reportPageHandler(site, stats));
  app.route("/embed", framePageRoutes(deps));
  return app;
}
