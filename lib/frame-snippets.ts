/**
 * The embeds for websites that do not allow scripts: the iframe pages (`/embed/reviews`,
 * `/embed/story-form`), the resize snippet a host page may add so the iframe fits its content,
 * the rating badge and a plain link. The /embed page, oEmbed and the tests all build them here.
 *
 * Theme, from the iframe page's query string: `theme` light|dark, `accent` a hex colour. Anything
 * else in those two parameters is refused, so a typo shows up at once rather than as a silent default.
 */
import { escapeHtml } from "./html-escape.ts";

export type FrameWidget = "reviews" | "story-form";

export interface FrameTheme {
  theme: "light" | "dark";
  /** "#rrggbb" (or "#rgb"), lower case */
  accent?: string;
}

export const FRAME_PATHS: Record<FrameWidget, string> = {
  reviews: "/embed/reviews",
  "story-form": "/embed/story-form",
};

/** Height an iframe starts at, and keeps (scrolling inside) when the host page has no resize snippet. */
export const FRAME_HEIGHTS: Record<FrameWidget, number> = { reviews: 640, "story-form": 900 };

/** The message an iframe page posts to its parent whenever its content changes height. */
export const RESIZE_MESSAGE_TYPE = "ashcombe-embed-height";

export const BADGE_PATH = "/api/badge.svg";
export const BADGE_SIZE = { width: 300, height: 64 } as const;

export type FrameThemeCheck = { ok: true; value: FrameTheme } | { ok: false; error: string };

/** Reads `theme` and `accent` from a query string; an unknown value is an error, not a default. */
export function readFrameTheme(params: URLSearchParams): FrameThemeCheck {
  const theme = params.get("theme") ?? "light";
  if (theme !== "light" && theme !== "dark") {
    return {
      ok: false,
      error: `The theme "${theme.slice(0, 40)}" is not one we have: use theme=light or theme=dark.`,
    };
  }
  const accent = params.get("accent");
  if (accent === null || accent === "") return { ok: true, value: { theme } };
  if (!/^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(accent)) {
    return {
      ok: false,
      error: `The accent "${
        accent.slice(0, 40)
      }" is not a colour we can use: give a hex colour such as accent=%230b6e8a (#0b6e8a).`,
    };
  }
  return { ok: true, value: { theme, accent: accent.toLowerCase() } };
}

/** The iframe page's address for `widget` with `theme`. */
export function frameUrl(origin: string, widget: FrameWidget, theme: FrameTheme): string {
  const query = new URLSearchParams();
  if (theme.theme === "dark") query.set("theme", "dark");
  if (theme.accent) query.set("accent", theme.accent);
  const search = query.toString();
  return `${origin}${FRAME_PATHS[widget]}${search ? `?${search}` : ""}`;
}

/** The `<iframe>` alone: a fixed height it scrolls inside, until a resize snippet fits it to its content. */
export function iframeTag(
  origin: string,
  widget: FrameWidget,
  theme: FrameTheme,
  title: string,
  size?: { width?: number; height?: number },
): string {
  const height = size?.height ?? FRAME_HEIGHTS[widget];
  // HTML's width attribute takes pixels only: the full column width goes in the style instead.
  const width = size?.width ? ` width="${size.width}"` : "";
  const style = size?.width ? "border:0;max-width:100%" : "border:0;width:100%";
  return `<iframe src="${escapeHtml(frameUrl(origin, widget, theme))}" title="${
    escapeHtml(title)
  }"${width} height="${height}" loading="lazy" style="${style}"></iframe>`;
}

/**
 * The host page's resize snippet (about 300 bytes): sets the height of the iframe that sent the
 * message, and listens only to messages from `origin`.
 */
export function resizeSnippet(origin: string): string {
  return `<script>addEventListener("message",function(e){var d=e.data;if(e.origin!==${
    JSON.stringify(origin)
  }||!d||d.type!=="${RESIZE_MESSAGE_TYPE}")return;document.querySelectorAll("iframe").forEach(function(f){if(f.contentWindow===e.source)f.style.height=Math.min(+d.height,2e4)+"px"})})</script>`;
}

/** The iframe with the resize snippet after it: what the /embed page hands out. */
export function iframeSnippet(
  origin: string,
  widget: FrameWidget,
  theme: FrameTheme,
  title: string,
): string {
  return `${iframeTag(origin, widget, theme, title)}\n${resizeSnippet(origin)}`;
}

/** The badge as an image, linked to the stories page; works wherever an `<img>` does, email signatures included. */
export function badgeSnippet(origin: string, storiesPath: string, alt: string): string {
  return `<a href="${escapeHtml(origin + storiesPath)}"><img src="${
    escapeHtml(origin + BADGE_PATH)
  }" alt="${escapeHtml(alt)}" width="${BADGE_SIZE.width}" height="${BADGE_SIZE.height}"></a>`;
}

/** A plain link, for places that allow nothing else. */
export function linkSnippet(origin: string, storiesPath: string, label: string): string {
  return `<a href="${escapeHtml(origin + storiesPath)}">${escapeHtml(label)}</a>`;
}
