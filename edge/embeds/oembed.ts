/**
 * `GET /oembed?url=…&format=json`: the oEmbed provider (https://oembed.com, §2.2–2.3) for CMSs that
 * turn a pasted link into an embed. A link to the stories page (or to an iframe embed page)
 * answers the `rich` type with the iframe's HTML. Per the spec: `format=xml` is 501 Not
 * Implemented (any other format, not one the spec defines, is 400); a URL we cannot embed is 404; `maxwidth` / `maxheight` are
 * honoured by the width and height returned.
 */
import { type Context, Hono } from "hono";
import { reviewsPage } from "../../content/reviews-page.ts";
import { site, surgeonName } from "../../content/site.ts";
import type { AppDeps } from "../injected.ts";
import {
  FRAME_HEIGHTS,
  FRAME_PATHS,
  type FrameWidget,
  iframeTag,
  readFrameTheme,
} from "../../lib/frame-snippets.ts";
import { frameTitles } from "./frame-pages.ts";

export const OEMBED_PATH = "/oembed";
export const OEMBED_DEFAULT_WIDTH = 640;
const STORY_FORM_ANCHOR = "share-your-story";

type Answer = { status: 200; body: Record<string, unknown> } | {
  status: 400 | 404 | 501;
  error: string;
};

function widgetFor(url: URL): FrameWidget | null {
  if (url.pathname === reviewsPage.path) {
    return url.hash === `#${STORY_FORM_ANCHOR}` ? "story-form" : "reviews";
  }
  for (const [widget, path] of Object.entries(FRAME_PATHS)) {
    if (url.pathname === path) return widget as FrameWidget;
  }
  return null;
}

function dimension(value: string | undefined, name: string): number | undefined | Error {
  if (value === undefined || value === "") return undefined;
  if (!/^\d{1,5}$/.test(value) || Number(value) < 1) {
    return new Error(`${name} must be a whole number of pixels, 1 or more.`);
  }
  return Number(value);
}

export function oembedAnswer(
  query: Record<string, string | undefined>,
  siteUrl: string,
  requestOrigin: string,
): Answer {
  const format = query.format ?? "json";
  // The spec's two formats: xml is one we do not implement (501); anything else is not a format (400).
  if (format === "xml") {
    return { status: 501, error: "The xml format is not available; use format=json." };
  }
  if (format !== "json") return { status: 400, error: "The format must be json (or left out)." };
  if (!query.url) return { status: 400, error: "Give the address of the page to embed as url=…" };
  let url: URL;
  try {
    url = new URL(query.url);
  } catch {
    return {
      status: 404,
      error: "That is not an address we can embed: give a full address such as " +
        `${siteUrl}${reviewsPage.path}`,
    };
  }
  const ours = [new URL(siteUrl).origin, requestOrigin];
  const widget = ours.includes(url.origin) ? widgetFor(url) : null;
  if (!widget) {
    return {
      status: 404,
      error:
        `There is no embed for that address. Patient stories can be embedded from ${siteUrl}${reviewsPage.path}.`,
    };
  }
  const theme = readFrameTheme(url.searchParams);
  if (!theme.ok) return { status: 400, error: theme.error };
  const maxWidth = dimension(query.maxwidth, "maxwidth");
  const maxHeight = dimension(query.maxheight, "maxheight");
  for (const value of [maxWidth, maxHeight]) {
    if (value instanceof Error) return { status: 400, error: value.message };
  }

  const width = Math.min(OEMBED_DEFAULT_WIDTH, (maxWidth as number | undefined) ?? Infinity);
  const height = Math.min(FRAME_HEIGHTS[widget], (maxHeight as number | undefined) ?? Infinity);
  const origin = new URL(siteUrl).origin;
  return {
    status: 200,
    body: {
      version: "1.0",
      type: "rich",
      title: frameTitles[widget],
      author_name: surgeonName,
      author_url: `${origin}/`,
      provider_name: site.siteName,
      provider_url: `${origin}/`,
      cache_age: 3600,
      html: iframeTag(origin, widget, theme.value, frameTitles[widget], { width, height }),
      width,
      height,
    },
  };
}

export function oembedRoutes(deps: AppDeps): Hono {
  const app = new Hono();
  app.get("/", (c: Context) => {
    const answer = oembedAnswer(c.req.query(), deps.config.siteUrl, new URL(c.req.url).origin);
    // Any website may read it: one header, not cors(), which would also answer preflights.
    const headers = { "Access-Control-Allow-Origin": "*", "Cache-Control": "public, max-age=3600" };
    if (answer.status !== 200) {
      return c.json({ success: false, error: answer.error }, answer.status, headers);
    }
    return c.json(answer.body, 200, headers);
  });
  return app;
}
