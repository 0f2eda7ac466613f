/**
 * Which links in a reply become real links: paths on this website, or absolute addresses on its
 * own origin. Anything else (another site, `javascript:`, `data:`) stays plain text. Replies are
 * text: links are parsed from `[label](/path)` and rendered as elements, never inserted as HTML.
 */
import { inlineParts } from "../../lib/inline-links.ts";
import { phoneParts } from "../../lib/phone-numbers.ts";

export type ReplyPart = string | { label: string; href: string };

/** The address to link to, or null when `href` is not a page of our site. */
export function siteHref(href: string, siteOrigin: string): string | null {
  if (!href.startsWith("/") || href.startsWith("//") || href.startsWith("/\\")) {
    if (!/^https?:\/\//i.test(href)) return null;
  }
  try {
    const url = new URL(href, siteOrigin);
    return url.origin === siteOrigin ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * A reply as text and safe links; a link we will not follow keeps only its label, as text. A number
 * the reply tells the patient to call (999, NHS 111, the practice) becomes a `tel:` link, as on the
 * pages, so a patient on a phone can tap it.
 */
export function replyParts(text: string, siteOrigin: string): ReplyPart[] {
  return inlineParts(text).flatMap((part) => {
    if (typeof part === "string") return phoneParts(part);
    const href = siteHref(part.href, siteOrigin);
    return href ? { label: part.label, href } : part.label;
  });
}

/** The reply as a screen reader should hear it: links as their labels. */
export function replyText(text: string): string {
  return inlineParts(text).map((part) => (typeof part === "string" ? part : part.label)).join("");
}
