/**
 * The home page as the server knows it. The build cannot know which stories are published, so the
 * prerendered page says none is; the server fills in the two latest approved stories, from the
 * same feed the stories page and the embeds read (edge/embeds/rating.ts), and adds the review
 * average to the trust strip once five stories are published (as the badge does). Nothing is
 * invented: with no story the page keeps saying so, and with fewer than five there is no average.
 *
 * The prerendered file is the template; this is a variant of the site's static handler (edge/site.ts),
 * served like any other page: conditional requests, encodings, its inline-style hashes, and an ETag
 * of the filled page, made again only when the feed changes.
 */
import { homePage } from "../content/home.ts";
import { ukDateOrNull } from "../lib/dates.ts";
import type { PublicStory } from "../lib/wire-types.ts";
import { markup } from "./html-page.ts";
import { encodeAll, sha256Tag } from "./http-cache.ts";
import { ratingSummary } from "./embeds/rating.ts";
import { PROFILE_COLORS } from "./stories/public.ts";
import type { SiteFiles, SiteVariant } from "./site.ts";
import type { PublishedStories } from "./stories/published.ts";

export const HOME_PAGE_PATH = "/";
/** how many stories the home page shows */
export const HOME_STORY_COUNT = 2;
/** a story longer than this is cut at a word, with a link to the whole of it on the stories page */
export const HOME_STORY_EXCERPT = 280;

const { stories: words } = homePage;

/** The story's first words, at most `limit` characters, ending at a word, with "…" when cut. */
export function excerpt(text: string, limit = HOME_STORY_EXCERPT): string {
  const whole = text.trim();
  if (whole.length <= limit) return whole;
  const cut = whole.slice(0, limit);
  const atWord = cut.slice(0, Math.max(cut.lastIndexOf(" "), limit * 0.6)).trimEnd();
  return `${atWord.replace(/[\s,.;:!?-]+$/, "")}…`;
}

/** One story card, every value escaped. Its avatar is one of the site's colours (a class). */
export async function storyCard(story: PublicStory): Promise<string> {
  const key = story.id.replace(/[^\w-]/g, "_");
  const initial = Array.from(story.name)[0]?.toLocaleUpperCase("en-GB") ?? "?";
  const colour = Math.max(0, (PROFILE_COLORS as readonly string[]).indexOf(story.profileColor));
  const shownDate = ukDateOrNull(story.submitDate ?? story.date);
  const text = excerpt(story.text);
  const meta = [
    shownDate ? markup`<time datetime="${story.date}">${shownDate}</time>` : "",
    story.surgeryType ? markup`${story.surgeryType}` : "",
  ].filter((part) => part !== "");
  return String(
    await markup`<article class="story-card" aria-labelledby="story-${key}-name"><div class="story-card-head"><span class="story-avatar avatar-${colour}" aria-hidden="true">${initial}</span><div><h3 id="story-${key}-name">${story.name}</h3>${
      meta.length > 0
        ? markup`<p class="story-meta">${meta.flatMap((part, i) => i ? [" · ", part] : [part])}</p>`
        : ""
    }</div></div><p class="story-stars"><span aria-hidden="true">${
      "★".repeat(story.stars) + "☆".repeat(5 - story.stars)
    }</span><span class="visually-hidden">${story.stars} out of 5 stars</span></p><p class="story-text">${text}</p>${
      text === story.text.trim()
        ? ""
        : markup`<p class="story-more"><a href="${words.allLink.href}">Read ${story.name}'s whole story</a></p>`
    }</article>`,
  );
}

const STORIES_SLOT = /(<div class="story-cards" data-latest-stories="">)[\s\S]*?(<\/div>)/;
const TRUST_STRIP = /<ul class="trust-strip"[^>]*data-trust=""[^>]*>[\s\S]*?<\/ul>/;

/** The home page with the latest stories and, from five stories, the average in the trust strip. */
export async function fillHomePage(page: string, stories: PublicStory[]): Promise<string> {
  let filled = page;
  const latest = stories.slice(0, HOME_STORY_COUNT);
  if (latest.length > 0) {
    const cards = (await Promise.all(latest.map(storyCard))).join("");
    filled = filled.replace(STORIES_SLOT, (_, open, close) => open + cards + close);
  }
  const summary = ratingSummary(stories);
  if (summary) {
    const item = String(
      await markup`<li><a href="${words.allLink.href}">★ ${
        summary.average.toFixed(1)
      } out of 5 from ${summary.count} patient stories</a></li>`,
    );
    // before the last fact (the insurers)
    filled = filled.replace(TRUST_STRIP, (strip) => {
      const last = strip.lastIndexOf("<li>");
      return strip.slice(0, last) + item + strip.slice(last);
    });
  }
  return filled;
}

/** The home page's variant for siteHandler: the built page with the published stories. */
export function homePageVariant(
  site: SiteFiles,
  stories: PublishedStories,
): SiteVariant {
  const resolved = site.resolve(HOME_PAGE_PATH);
  if (resolved.kind !== "file") return () => Promise.resolve(undefined);
  const homeFile = resolved.file;
  const filledPage = stories.derive(async (value) => {
    const template = new TextDecoder().decode(await site.read(homeFile));
    const identity = new TextEncoder().encode(await fillHomePage(template, value));
    return { bodies: encodeAll(identity), etag: await sha256Tag(identity) };
  });
  return async (file) => {
    if (file.path !== homeFile.path) return undefined;
    const { bodies, etag } = (await filledPage()).value;
    return {
      etag,
      size: bodies.identity.byteLength,
      read: (encoding) => bodies[encoding ?? "identity"],
    };
  };
}
