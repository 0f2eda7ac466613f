/**
 * The patient stories page as the server knows it. The prerendered page cannot know whether any
 * story has been published, so its reviews placeholder says `data-feed="unknown"` and keeps the
 * room a page of cards needs. The server does know: when no story is published yet it answers
 * the page with `data-feed="empty"`, and the page's stylesheet then shows the empty state the
 * widget will show, in the room it will take — no blank page, no shift when the widget mounts.
 */
import { encodeAll, type EncodedBodies } from "./http-cache.ts";
import { FEED_EMPTY, FEED_UNKNOWN } from "../lib/feed-state.ts";
import type { Encoding, SiteFiles, SiteVariant } from "./site.ts";
import type { PublishedStories } from "./stories/published.ts";

export const STORIES_PAGE_PATH = "/patient-success-stories";
export { FEED_EMPTY, FEED_UNKNOWN };

const variants = new WeakMap<Uint8Array, EncodedBodies>();

/** The page marked as having an empty feed, with its compressed forms (built once per page file). */
export function emptyFeedPage(
  page: Uint8Array<ArrayBuffer>,
  encoding: Encoding | undefined,
): Uint8Array<ArrayBuffer> {
  let variant = variants.get(page);
  if (!variant) {
    const html = new TextDecoder().decode(page).replace(FEED_UNKNOWN, FEED_EMPTY);
    variant = encodeAll(new TextEncoder().encode(html));
    variants.set(page, variant);
  }
  return encoding ? variant[encoding] : variant.identity;
}

/** The page's ETag when its feed is empty: a different page, so a different tag. */
export function emptyFeedEtag(etag: string): string {
  return etag.replace(/"$/, '-empty"');
}

/**
 * The stories page's empty-feed variant for siteHandler: chosen while no story is published (read
 * from the published-stories cache, so a page view costs no KV read of its own).
 */
export function storiesPageVariant(published: PublishedStories, site: SiteFiles): SiteVariant {
  const resolved = site.resolve(STORIES_PAGE_PATH);
  const storiesFile = resolved.kind === "file" ? resolved.file.path : undefined;
  return async (file) => {
    if (file.path !== storiesFile || (await published.get()).value.length > 0) return undefined;
    const page = await site.read(file);
    return {
      etag: emptyFeedEtag(file.etag),
      size: emptyFeedPage(page, undefined).byteLength,
      read: (encoding) => Promise.resolve(emptyFeedPage(page, encoding)),
    };
  };
}
