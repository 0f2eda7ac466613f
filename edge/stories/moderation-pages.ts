/**
 * The frame of the pages behind the signed links in the reviewer's and the practice's emails
 * (/moderate, /data-requests): never cached or indexed, no referrer; and what every such POST
 * checks first (that it comes from this website, with a form it can read).
 */
import type { Context } from "hono";
import { markup } from "../html-page.ts";
import { type Html, htmlPage, PRIVATE_PAGE_HEADERS } from "../html-page.ts";
import { ukDateTime } from "../../lib/dates.ts";
import { HttpError, mediaType, readBodyBytes } from "../http.ts";
import { consentLine } from "./moderation-email.ts";
import { publicName } from "./public.ts";
import type { Story } from "./story.ts";

export const FORM_MAX_BYTES = 4096;

export type Status = 200 | 400 | 403 | 404 | 405 | 409 | 413 | 415;

export function page(
  c: Context,
  status: Status,
  title: string,
  body: Html,
  extraHeaders: Record<string, string> = {},
) {
  return c.html(htmlPage(title, body), status, { ...PRIVATE_PAGE_HEADERS, ...extraHeaders });
}

/** Any method but GET, HEAD and POST on an emailed link's page (moderation, data requests). */
export function linkMethodNotAllowed(c: Context) {
  return page(
    c,
    405,
    "Not allowed",
    markup`<h1>Not allowed</h1><p>Please use the link in the email and the button on its page.</p>`,
    { Allow: "GET, HEAD, POST" },
  );
}

export function storyDetails(story: Story): Html {
  const shownAs = story.stayAnonymous
    ? "Anonymous (the patient asked to stay anonymous)"
    : publicName(story.firstName, story.lastName, false);
  return markup`<section class="card" aria-labelledby="story-heading">
<h2 id="story-heading">The story</h2>
<dl>
<dt>Name</dt><dd>${story.firstName} ${story.lastName}</dd>
<dt>Shown as</dt><dd>${shownAs}</dd>
<dt>Email</dt><dd>${story.email}</dd>
<dt>Phone</dt><dd>${story.phone}</dd>
<dt>Rating</dt><dd>${story.stars} out of 5 stars</dd>
<dt>Submitted</dt><dd>${ukDateTime(story.submittedAt)}</dd>
<dt>Consent</dt><dd>${consentLine(story)}</dd>
</dl>
<p class="story">${story.text}</p>
</section>`;
}

export function forbiddenPage(
  c: Context,
  reason: "invalid" | "expired",
  expiredNote = "Moderation links work for 14 days after a story is sent.",
) {
  const expired = reason === "expired";
  return page(
    c,
    403,
    expired ? "Link expired" : "Link not valid",
    markup`
<h1>${expired ? "This moderation link has expired" : "This moderation link is not valid"}</h1>
<p>${
      expired
        ? expiredNote
        : "The link may have been copied incompletely or changed. Please open it again from the email, in full."
    } Nothing has been changed.</p>`,
  );
}

export function notFoundPage(c: Context) {
  return page(
    c,
    404,
    "Story not found",
    markup`
<h1>We could not find this story</h1>
<p>It may have been removed. Nothing has been changed.</p>`,
  );
}

/**
 * True when a browser says the POST comes from another site (Sec-Fetch-Site, or an Origin other
 * than this server's or SITE_URL's). Clients that send neither header (mail tools, curl) pass;
 * the signed link is what authorises them.
 */
export function isCrossSite(c: Context, siteUrl: string): boolean {
  const fetchSite = c.req.header("sec-fetch-site");
  if (fetchSite && fetchSite !== "same-origin" && fetchSite !== "none") return true;
  // A browser that says same-origin is believed: under the page's no-referrer policy it sends
  // `Origin: null` with the form's POST.
  if (fetchSite === "same-origin") return false;
  const origin = c.req.header("origin");
  if (origin === undefined) return false;
  return origin !== new URL(c.req.url).origin && origin !== new URL(siteUrl).origin;
}

/** A POST from another website: refused, nothing changed. */
export function crossSitePage(c: Context) {
  return page(
    c,
    403,
    "Not allowed from another website",
    markup`
<h1>This must be done on this website</h1>
<p>The request came from another website, so nothing has been changed. Please open the link in the email and use the button on its page.</p>`,
  );
}

/** The posted confirmation form, or the page that says it could not be read. */
export async function readPostedForm(
  c: Context,
): Promise<{ ok: true; form: URLSearchParams } | { ok: false; response: Response }> {
  try {
    const type = mediaType(c.req.raw);
    if (type !== "application/x-www-form-urlencoded" && type !== "") {
      throw new HttpError(415, "Please use the button on the confirmation page.");
    }
    const form = new URLSearchParams(
      new TextDecoder().decode(await readBodyBytes(c.req.raw, FORM_MAX_BYTES)),
    );
    return { ok: true, form };
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return {
      ok: false,
      response: await page(
        c,
        error.status as Status,
        "Could not read the form",
        markup`<h1>We could not read that form</h1><p>${error.message} Nothing has been changed.</p>`,
      ),
    };
  }
}

/** The address a confirmation form posts back to: the signed link itself. */
export function formAction(c: Context): string {
  const url = new URL(c.req.url);
  return url.pathname + url.search;
}
