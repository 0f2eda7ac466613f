/**
 * The iframe embeds, for hospital and directory pages that allow an iframe but no script:
 *   GET /embed/reviews      the published stories, rendered here (no script needed to read them)
 *   GET /embed/story-form   the story form (the story-form widget, through the embed loader)
 *   GET /embed/frame.js     the few lines inside both that post their height to the host page
 * Themed by `theme` and `accent` (lib/frame-snippets.ts); an unknown value is a 400
 * page that says what to use. Each page carries its own Content-Security-Policy, whose
 * frame-ancestors allows this site and EMBED_ORIGINS only (edge/security.ts keeps it; every
 * other page keeps frame-ancestors 'none' and X-Frame-Options DENY).
 */
import { gzipSync } from "node:zlib";
import { type Context, Hono } from "hono";
import { raw } from "hono/html";
import { markup } from "../html-page.ts";
import { cspHash } from "../csp-hash.ts";
import { reviewsPage } from "../../content/reviews-page.ts";
import { site, surgeonName } from "../../content/site.ts";
import { frameTitles } from "../../content/embed-forms.ts";
import type { AppConfig } from "../config.ts";
import type { PublicStory } from "../../lib/wire-types.ts";
import type { PublishedStories } from "../stories/published.ts";
import type { AppDeps } from "../injected.ts";
import { type Html, htmlDocument } from "../html-page.ts";
import { answerRepresentation, taggedBody } from "../http-cache.ts";
import { ukDate } from "../../lib/dates.ts";
import { colours as lightColours, darkColours } from "../../lib/design-tokens.ts";
import { EMBED_LOADER_PATH } from "../../lib/embed-paths.ts";
import { type FrameTheme, readFrameTheme, RESIZE_MESSAGE_TYPE } from "../../lib/frame-snippets.ts";
import { ratingSummary } from "./rating.ts";

export const FRAME_SCRIPT_PATH = "/embed/frame.js";
/** stories shown in the reviews iframe; a link leads to the rest */
export const FRAME_STORY_LIMIT = 20;

/** Paths whose pages may be framed by EMBED_ORIGINS (edge/security.ts leaves their policy alone). */
export function isEmbedFramePath(path: string): boolean {
  return path === "/embed/reviews" || path === "/embed/story-form";
}

/** Posts the document's height to the parent whenever it changes; nothing when not framed. */
export const FRAME_SCRIPT =
  `(()=>{if(parent===window)return;let h=0;const p=()=>{const n=Math.ceil(document.documentElement.getBoundingClientRect().height);if(n!==h){h=n;parent.postMessage({type:"${RESIZE_MESSAGE_TYPE}",height:n},"*")}};new ResizeObserver(p).observe(document.documentElement);addEventListener("load",p)})();`;

export { frameTitles };

function frameStyle({ theme, accent }: FrameTheme): string {
  const dark = theme === "dark";
  // The site's palette (lib/design-tokens.ts); the accent by default its accentDark, the shade
  // that reads best on that theme's background.
  const palette = dark ? darkColours : lightColours;
  const colours = { ...palette, accent: accent ?? palette.accentDark };
  return `:root{color-scheme:${
    dark ? "dark" : "light"
  };--ink:${colours.ink};--muted:${colours.muted};--line:${colours.line};--surface:${colours.surface};--bg:${colours.bg};--accent:${colours.accent}}
*{box-sizing:border-box}
body{margin:0;padding:12px;font:16px/1.6 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:var(--ink);background:var(--bg)}
h1{font-size:20px;line-height:1.3;margin:0 0 8px}
a{color:var(--ink);text-decoration-color:var(--accent);text-decoration-thickness:2px;text-underline-offset:3px}
a:focus-visible{outline:3px solid ${lightColours.focus};outline-offset:2px}
.summary{margin:0 0 12px;color:var(--muted)}
ol{list-style:none;margin:0;padding:0;display:grid;gap:12px}
article{border:1px solid var(--line);border-radius:12px;padding:12px 16px;background:var(--bg)}
h2{font-size:17px;margin:0}
.meta{margin:0;color:var(--muted);font-size:14px}
.stars{color:var(--ink);letter-spacing:2px}
.text,.reply p{white-space:pre-line;overflow-wrap:anywhere;margin:8px 0 0}
.reply{margin:8px 0 0;padding:8px 12px;border-left:3px solid var(--accent);background:var(--surface);border-radius:0 8px 8px 0}
.reply h3{font-size:14px;margin:0}
.reply p{margin:0;font-size:15px}
.more{margin:12px 0 0}
.vh{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}`;
}

function framePolicy(config: AppConfig, style: string): string {
  const styleHash = cspHash(style);
  const ancestors = config.embedOrigins === "*"
    ? "*"
    : ["'self'", ...config.embedOrigins].join(" ");
  return [
    "default-src 'self'",
    "script-src 'self'",
    `style-src 'self' ${styleHash}`,
    "img-src 'self' data:",
    "connect-src 'self'",
    "form-action 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    `frame-ancestors ${ancestors}`,
  ].join("; ");
}

/**
 * A frame page with its policy. It is made on each request (its theme comes from the query, and a
 * published story changes it), tagged by its content so that a host page's reload is a 304, and
 * gzipped for clients that take it.
 */
async function framePage(
  c: Context,
  config: AppConfig,
  status: 200 | 400,
  title: string,
  theme: FrameTheme,
  body: Html,
  extraHead: Html | string = "",
) {
  const style = frameStyle(theme);
  const page = await htmlDocument({
    title,
    style,
    robots: "noindex",
    head: markup`${extraHead}
<script src="${FRAME_SCRIPT_PATH}" defer></script>`,
    body,
  });
  const { body: bytes, etag } = await taggedBody(String(page));
  return answerRepresentation(c.req.raw, {
    status,
    etag,
    contentType: "text/html; charset=UTF-8",
    cacheControl: "public, max-age=0, must-revalidate",
    encodings: ["gzip"],
    size: bytes.byteLength,
    read: (encoding) => (encoding ? new Uint8Array(gzipSync(bytes)) : bytes),
  }, { "Content-Security-Policy": framePolicy(config, style) });
}

const starText = (stars: number) => "★".repeat(stars) + "☆".repeat(5 - stars);

/** schema.org Reviews of the surgeon, each practice reply as a Comment; `<` escaped for the script block. */
export function reviewsJsonLd(
  stories: PublicStory[],
  siteUrl: string,
  limit = FRAME_STORY_LIMIT,
): string {
  const summary = ratingSummary(stories);
  const data = {
    "@context": "https://schema.org",
    "@type": "IndividualPhysician",
    "@id": `${siteUrl}/#surgeon`,
    name: surgeonName,
    url: `${siteUrl}${reviewsPage.path}`,
    ...(summary
      ? {
        aggregateRating: {
          "@type": "AggregateRating",
          ratingValue: summary.average,
          reviewCount: summary.count,
          bestRating: 5,
          worstRating: 1,
        },
      }
      : {}),
    review: stories.slice(0, limit).map((story) => ({
      "@type": "Review",
      author: { "@type": "Person", name: story.name },
      datePublished: story.date,
      reviewBody: story.text,
      reviewRating: { "@type": "Rating", ratingValue: story.stars, bestRating: 5, worstRating: 1 },
      ...(story.reply
        ? {
          comment: {
            "@type": "Comment",
            text: story.reply,
            author: { "@type": "Organization", name: `${surgeonName}'s practice`, url: siteUrl },
          },
        }
        : {}),
    })),
  };
  return JSON.stringify(data).replace(/</g, "\\u003c");
}

function storyCard(story: PublicStory, index: number): Html {
  const id = `story-${index}`;
  return markup`<li><article aria-labelledby="${id}">
<h2 id="${id}">${story.name}</h2>
<p class="meta"><span class="stars" aria-hidden="true">${
    starText(story.stars)
  }</span> <span>${story.stars} out of 5 stars</span> · <time datetime="${story.date}">${
    ukDate(story.submitDate)
  }</time>${story.surgeryType ? markup` · ${story.surgeryType}` : ""}</p>
<p class="text">${story.text}</p>
${
    story.reply
      ? markup`<div class="reply"><h3>Reply from the practice</h3><p>${story.reply}</p></div>`
      : ""
  }
</article></li>`;
}

function reviewsBody(stories: PublicStory[], siteUrl: string): Html {
  const summary = ratingSummary(stories);
  const shown = stories.slice(0, FRAME_STORY_LIMIT);
  const all = `${siteUrl}${reviewsPage.path}`;
  return markup`<h1>${frameTitles.reviews}</h1>
${
    stories.length === 0
      ? markup`<p class="summary">No stories yet. <a href="${all}#share-your-story" target="_blank" rel="noopener">Share yours</a>.</p>`
      : markup`<p class="summary">${
        summary
          ? `Average rating ${
            summary.average.toFixed(1)
          } out of 5 from ${summary.count} patient stories.`
          : `${stories.length} patient ${stories.length === 1 ? "story" : "stories"}.`
      } Every story is published whatever its rating.</p>
<ol>${shown.map(storyCard)}</ol>`
  }
<p class="more"><a href="${all}" target="_blank" rel="noopener">${
    stories.length > shown.length ? `Read all ${stories.length} stories` : "Read the stories"
  } on ${surgeonName}'s website<span class="vh"> (opens in a new tab)</span></a></p>`;
}

function storyFormBody(theme: FrameTheme, siteUrl: string): Html {
  const fallback = `${siteUrl}${reviewsPage.path}#share-your-story`;
  return markup`<h1>${frameTitles["story-form"]}</h1>
<div data-widget="story-form" data-api-base="/api"${
    theme.theme === "dark" ? markup` data-theme="dark"` : ""
  }${theme.accent ? markup` data-accent="${theme.accent}"` : ""}>
<p><a href="${fallback}" target="_blank" rel="noopener">Share your story on ${surgeonName}'s website</a></p>
</div>
<script async src="${EMBED_LOADER_PATH}"></script>`;
}

export function framePageRoutes(deps: AppDeps, stories: PublishedStories): Hono {
  const { config } = deps;
  const app = new Hono();

  const themed = (c: Context, render: (theme: FrameTheme) => Promise<Response> | Response) => {
    const check = readFrameTheme(new URL(c.req.url).searchParams);
    if (!check.ok) {
      return framePage(
        c,
        config,
        400,
        "This embed's settings are not valid",
        { theme: "light" },
        markup`<h1>This embed's settings are not valid</h1>
<p role="alert">${check.error}</p>
<p><a href="${config.siteUrl}/embed" target="_blank" rel="noopener">Get a working snippet from ${site.surgeon.honorific} ${site.surgeon.lastName}'s website</a></p>`,
      );
    }
    return render(check.value);
  };

  app.get("/reviews", (c) =>
    themed(c, async (theme) => {
      const { value } = await stories.get();
      const jsonLd = markup`<script type="application/ld+json">${
        raw(reviewsJsonLd(value, config.siteUrl))
      }</script>`;
      return framePage(
        c,
        config,
        200,
        frameTitles.reviews,
        theme,
        reviewsBody(value, config.siteUrl),
        jsonLd,
      );
    }));

  app.get(
    "/story-form",
    (c) =>
      themed(c, (theme) =>
        framePage(
          c,
          config,
          200,
          frameTitles["story-form"],
          theme,
          storyFormBody(theme, config.siteUrl),
        )),
  );

  app.get(
    "/frame.js",
    (c) =>
      c.body(FRAME_SCRIPT, 200, {
        "Content-Type": "text/javascript; charset=utf-8",
        "Cache-Control": "public, max-age=3600",
      }),
  );

  return app;
}
