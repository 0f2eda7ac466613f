/**
 * `GET /api/badge.svg`: the rating badge, an accessible SVG image (role="img" and a <title>)
 * showing the average rating, the number of published stories and the surgeon's name, for pages
 * and email signatures that allow only an image and a link. From fewer than five published
 * stories it shows no number at all: just "Patient stories". Cached for an hour, with an ETag.
 */
import { Hono } from "hono";
import { surgeonName } from "../../content/site.ts";
import { answerRepresentation, taggedBody } from "../http-cache.ts";
import { BADGE_SIZE } from "../../lib/frame-snippets.ts";
import { colours } from "../../lib/design-tokens.ts";
import { escapeHtml } from "../../lib/html-escape.ts";
import type { PublishedStories } from "../stories/published.ts";
import { type RatingSummary, ratingSummary } from "./rating.ts";

export const BADGE_CACHE_CONTROL = "public, max-age=3600";

/** What the badge says, for its <title> and for anyone reading it aloud. */
export function badgeTitle(summary: RatingSummary | null): string {
  return summary
    ? `${surgeonName}: rated ${
      summary.average.toFixed(1)
    } out of 5 from ${summary.count} patient stories`
    : `${surgeonName}: patient stories`;
}

export function badgeSvg(summary: RatingSummary | null): string {
  const { width, height } = BADGE_SIZE;
  const line = summary
    ? `★ ${summary.average.toFixed(1)} out of 5 · ${summary.count} patient stories`
    : "Patient stories";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-labelledby="badge-title">
<title id="badge-title">${escapeHtml(badgeTitle(summary))}</title>
<rect x="1" y="1" width="${width - 2}" height="${
    height - 2
  }" rx="8" fill="${colours.bg}" stroke="${colours.accent}" stroke-width="2"/>
<g font-family="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif" fill="${colours.ink}" aria-hidden="true">
<text x="14" y="27" font-size="15" font-weight="700">${escapeHtml(surgeonName)}</text>
<text x="14" y="48" font-size="14" fill="${colours.accentDark}">${escapeHtml(line)}</text>
</g>
</svg>
`;
}

export function badgeRoutes(published: PublishedStories): Hono {
  const badge = published.derive((stories) => taggedBody(badgeSvg(ratingSummary(stories))));
  const app = new Hono();
  app.get("/badge.svg", async (c) => {
    const { body, etag } = (await badge()).value;
    return answerRepresentation(c.req.raw, {
      status: 200,
      etag,
      contentType: "image/svg+xml; charset=utf-8",
      cacheControl: BADGE_CACHE_CONTROL,
      encodings: [],
      size: body.byteLength,
      read: () => body,
    }, {
      // an image any page (or email) may show
      "Cross-Origin-Resource-Policy": "cross-origin",
      "Access-Control-Allow-Origin": "*",
    });
  });
  return app;
}
