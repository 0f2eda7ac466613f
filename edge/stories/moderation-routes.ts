/**
 * The moderation pages behind the links in the reviewer's email, mounted at /moderate.
 *
 * GET (and HEAD) never change anything — mail scanners open every link — they only show the
 * story and a form; the form's POST makes the decision. Every request is checked against the
 * link's signature and expiry first.
 */
import { type Context, Hono } from "hono";
import { markup } from "../html-page.ts";
import { decideStory, getDecision, getStory } from "./store.ts";
import type { Story, StoryDecision } from "./story.ts";
import type { AppDeps } from "../injected.ts";
import { type Html, htmlPage, PRIVATE_PAGE_HEADERS } from "../html-page.ts";
import { ukDate, ukDateTime } from "../../lib/dates.ts";
import { HttpError, mediaType, readBodyBytes } from "../http.ts";
import { MODERATION_POLICY } from "./moderation-email.ts";
import { type ModerationLinkParams, verifyModerationLink } from "./moderation-links.ts";
import { publicName } from "./public.ts";
import { decisionFields, type DecisionFormError, readDecisionForm } from "./decision-form.ts";
import { reviewerHash } from "./decisions.ts";
import { declineReasonById } from "../../content/decline-reasons.ts";

export { SURGERY_TYPE_MAX } from "./decision-form.ts";
const FORM_MAX_BYTES = 4096;

type Status = 200 | 400 | 403 | 404 | 405 | 409 | 413 | 415;

function page(
  c: Context,
  status: Status,
  title: string,
  body: Html,
  extraHeaders: Record<string, string> = {},
) {
  return c.html(htmlPage(title, body), status, { ...PRIVATE_PAGE_HEADERS, ...extraHeaders });
}

function storyDetails(story: Story): Html {
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
</dl>
<p class="story">${story.text}</p>
</section>`;
}

function decisionSentence(decision: StoryDecision): Html {
  const verb = decision.action === "approve" ? "approved" : "declined";
  return markup`This story was ${verb} on ${ukDateTime(decision.decidedAt)}.`;
}

function alreadyDecidedPage(c: Context, decision: StoryDecision, status: 200 | 409) {
  const approved = decision.action === "approve";
  return page(
    c,
    status,
    approved ? "Story already approved" : "Story already declined",
    markup`
<h1>${
      approved
        ? "This story has already been approved"
        : "This story has already been declined"
    }</h1>
<p>${decisionSentence(decision)} Nothing has been changed.</p>
${
      approved && decision.surgeryType
        ? markup`<p>It is shown with the surgery type “${decision.surgeryType}”.</p>`
        : ""
    }
${
      decision.reason
        ? markup`<p>The reason recorded: ${
          declineReasonById(decision.reason)?.label ?? decision.reason
        }.</p>`
        : ""
    }
${
      decision.personalDataDeletedAfter
        ? markup`<p>The patient's personal details are deleted after ${
          ukDate(decision.personalDataDeletedAfter)
        }.</p>`
        : ""
    }`,
  );
}

function forbiddenPage(c: Context, reason: "invalid" | "expired") {
  const expired = reason === "expired";
  return page(
    c,
    403,
    expired ? "Link expired" : "Link not valid",
    markup`
<h1>${expired ? "This moderation link has expired" : "This moderation link is not valid"}</h1>
<p>${
      expired
        ? "Moderation links work for 14 days after a story is sent."
        : "The link may have been copied incompletely or changed. Please open it again from the email, in full."
    } Nothing has been changed.</p>`,
  );
}

function notFoundPage(c: Context) {
  return page(
    c,
    404,
    "Story not found",
    markup`
<h1>We could not find this story</h1>
<p>It may have been removed. Nothing has been changed.</p>`,
  );
}

function confirmationPage(
  c: Context,
  story: Story,
  link: ModerationLinkParams,
  formAction: string,
  error?: DecisionFormError,
) {
  const approve = link.action === "approve";
  return page(
    c,
    error ? 400 : 200,
    approve ? "Approve this story?" : "Decline this story?",
    markup`
<h1>${approve ? "Approve this story for the website?" : "Decline this story?"}</h1>
<p>${
      approve
        ? "Once approved, the story appears on the patient stories page."
        : "A declined story is never published; the patient's personal details are deleted after 30 days."
    } Nothing changes until you press the button below.</p>
${storyDetails(story)}
<p class="notice">${MODERATION_POLICY}</p>
<form method="post" action="${formAction}" class="card">
${decisionFields(link.action, error)}
<button type="submit"${approve ? "" : markup` class="decline"`}>${
      approve ? "Approve and publish" : "Decline story"
    }</button>
</form>`,
  );
}

function resultPage(c: Context, decision: StoryDecision, siteUrl: string) {
  if (decision.action === "approve") {
    return page(
      c,
      200,
      "Story approved",
      markup`
<h1>Story approved</h1>
<p>${decisionSentence(decision)} It now appears on the website.</p>
<p><a class="button secondary" href="${siteUrl}/patient-success-stories">See the patient stories page</a></p>`,
    );
  }
  return page(
    c,
    200,
    "Story declined",
    markup`
<h1>Story declined</h1>
<p>${decisionSentence(decision)} It will not be published.</p>
<p>The reason recorded: ${declineReasonById(decision.reason ?? "")?.label ?? "none"}.</p>
<p>The patient's personal details will be deleted after ${
      ukDate(decision.personalDataDeletedAfter!)
    }.</p>`,
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

export function moderationRoutes(deps: AppDeps): Hono {
  const { kv, config, clock } = deps;
  if (!config.storySigningSecret) {
    throw new Error(
      "STORY_SIGNING_SECRET is not set: it signs the links in the reviewer's email and must be set in production.",
    );
  }
  const app = new Hono();

  const checkLink = (c: Context) =>
    verifyModerationLink(config.storySigningSecret, {
      id: c.req.param("id") ?? "",
      action: c.req.query("action"),
      expires: c.req.query("expires"),
      token: c.req.query("token"),
    }, clock());

  const formAction = (c: Context) => {
    const url = new URL(c.req.url);
    return url.pathname + url.search;
  };

  // GET and HEAD (Hono answers HEAD from the GET route, without the body): look, never touch.
  app.get("/:id", async (c) => {
    const link = await checkLink(c);
    if (!link.ok) return forbiddenPage(c, link.reason);
    const decision = await getDecision(kv, link.params.id);
    if (decision) return alreadyDecidedPage(c, decision, 200);
    const story = await getStory(kv, link.params.id);
    if (!story) return notFoundPage(c);
    return confirmationPage(c, story, link.params, formAction(c));
  });

  app.post("/:id", async (c) => {
    if (isCrossSite(c, config.siteUrl)) {
      return page(
        c,
        403,
        "Not allowed from another website",
        markup`
<h1>This decision must be made on this website</h1>
<p>The request came from another website, so nothing has been changed. Please open the link in the email and use the button on its page.</p>`,
      );
    }
    const link = await checkLink(c);
    if (!link.ok) return forbiddenPage(c, link.reason);
    const { id, action } = link.params;

    let form: URLSearchParams;
    try {
      const type = mediaType(c.req.raw);
      if (type !== "application/x-www-form-urlencoded" && type !== "") {
        throw new HttpError(415, "Please use the button on the confirmation page.");
      }
      form = new URLSearchParams(
        new TextDecoder().decode(await readBodyBytes(c.req.raw, FORM_MAX_BYTES)),
      );
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      return page(
        c,
        error.status as Status,
        "Could not read the form",
        markup`<h1>We could not read that form</h1><p>${error.message} Nothing has been changed.</p>`,
      );
    }

    const read = readDecisionForm(action, form);
    if (!read.ok) {
      // Shown again with the message; a story already decided (or gone) answers as such below.
      const story = await getStory(kv, id);
      const decided = await getDecision(kv, id);
      if (story && !decided) {
        return confirmationPage(c, story, link.params, formAction(c), read.error);
      }
      if (decided) return alreadyDecidedPage(c, decided, 409);
      return notFoundPage(c);
    }

    const { surgeryType, reply, reason } = read;
    const result = await decideStory(kv, id, {
      action,
      surgeryType,
      reply,
      reason,
      reviewerHash: await reviewerHash(config.reviewerEmail),
      now: clock(),
    });
    if (result.outcome === "not-found") return notFoundPage(c);
    if (result.outcome === "already-decided") return alreadyDecidedPage(c, result.decision, 409);
    return resultPage(c, result.decision, config.siteUrl);
  });

  app.all(
    "/:id",
    (c) =>
      page(
        c,
        405,
        "Not allowed",
        markup`<h1>Not allowed</h1><p>Please use the link in the email and the button on its page.</p>`,
        { Allow: "GET, HEAD, POST" },
      ),
  );

  return app;
}
