/**
 * The moderation pages behind the links in the reviewer's email, mounted at /moderate.
 *
 * GET (and HEAD) never change anything — mail scanners open every link — they only show the
 * story and a form; the form's POST makes the decision. Every request is checked against the
 * link's signature and expiry first.
 */
import { type Context, Hono } from "hono";
import { type Html, markup } from "../html-page.ts";
import { decideStory, getDecision, getStory, isPending } from "./store.ts";
import type { Story, StoryAction, StoryDecision } from "./story.ts";
import type { AppDeps } from "../injected.ts";
import { ukDate, ukDateTime } from "../../lib/dates.ts";
import { MODERATION_POLICY } from "./moderation-email.ts";
import { type LinkCheck, verifyModerationLink } from "./moderation-links.ts";
import { decisionFields, type DecisionFormError, readDecisionForm } from "./decision-form.ts";
import { reviewerHash } from "./decisions.ts";
import { declineReasonById } from "../../content/decline-reasons.ts";
import { retention } from "../../content/retention.ts";
import { publishedEmail } from "./published-email.ts";
import {
  crossSitePage,
  forbiddenPage,
  formAction,
  isCrossSite,
  linkMethodNotAllowed,
  notFoundPage,
  page,
  readPostedForm,
  storyDetails,
} from "./moderation-pages.ts";
import { removalPages } from "./removal-pages.ts";

export { isCrossSite };
export { SURGERY_TYPE_MAX } from "./decision-form.ts";

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

function confirmationPage(
  c: Context,
  story: Story,
  action: StoryAction,
  formAction: string,
  error?: DecisionFormError,
) {
  const approve = action === "approve";
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
${decisionFields(action, error)}
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
<p>${
        decisionSentence(decision)
      } It now appears on the website. You will receive an email with a link to unpublish it, should that ever be needed.</p>
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

export function moderationRoutes(deps: AppDeps): Hono {
  const { kv, config, clock } = deps;
  if (!config.storySigningSecret) {
    throw new Error(
      "STORY_SIGNING_SECRET is not set: it signs the links in the reviewer's email and must be set in production.",
    );
  }
  const app = new Hono();
  const removal = removalPages(deps);

  const checkLink = async (c: Context): Promise<LinkCheck> => {
    const link = await verifyModerationLink(config.storySigningSecret, {
      id: c.req.param("id") ?? "",
      action: c.req.query("action"),
      expires: c.req.query("expires"),
      token: c.req.query("token"),
    }, clock());
    // A decision link works for as long as its story waits for a decision, whatever this
    // instance's clock says of the expiry another instance wrote into it: the waiting story's own
    // KV expiry (PENDING_RETENTION_MS, kept by KV's clock) bounds it.
    if (
      !link.ok && link.reason === "expired" &&
      (link.params.action === "approve" || link.params.action === "decline") &&
      await isPending(kv, link.params.id)
    ) {
      return { ok: true, params: link.params };
    }
    return link;
  };

  // GET and HEAD (Hono answers HEAD from the GET route, without the body): look, never touch.
  app.get("/:id", async (c) => {
    const link = await checkLink(c);
    if (!link.ok) return forbiddenPage(c, link.reason, expiredNote(c.req.query("action")));
    const { id, action } = link.params;
    if (action === "unpublish" || action === "erase") return removal.show(c, id, action);
    const decision = await getDecision(kv, id);
    if (decision) return alreadyDecidedPage(c, decision, 200);
    const story = await getStory(kv, id);
    if (!story) return notFoundPage(c);
    if (action === "approve" && !story.consent) return noConsentPage(c, story, 200);
    return confirmationPage(c, story, action, formAction(c));
  });

  app.post("/:id", async (c) => {
    if (isCrossSite(c, config.siteUrl)) return crossSitePage(c);
    const link = await checkLink(c);
    if (!link.ok) return forbiddenPage(c, link.reason, expiredNote(c.req.query("action")));
    const { id, action } = link.params;

    const posted = await readPostedForm(c);
    if (!posted.ok) return posted.response;
    if (action === "unpublish" || action === "erase") {
      return removal.act(c, id, action, posted.form);
    }

    const read = readDecisionForm(action, posted.form);
    if (!read.ok) {
      // Shown again with the message; a story already decided (or gone) answers as such below.
      const story = await getStory(kv, id);
      const decided = await getDecision(kv, id);
      if (story && !decided) {
        return confirmationPage(c, story, action, formAction(c), read.error);
      }
      if (decided) return alreadyDecidedPage(c, decided, 409);
      return notFoundPage(c);
    }

    const { surgeryType, reply, reason } = read;
    const now = clock();
    const result = await decideStory(kv, id, {
      action,
      surgeryType,
      reply,
      reason,
      reviewerHash: await reviewerHash(config.reviewerEmail),
      now,
      publishedEmail: (story) => publishedEmail(config, story, now),
    });
    if (result.outcome === "not-found") return notFoundPage(c);
    if (result.outcome === "already-decided") return alreadyDecidedPage(c, result.decision, 409);
    if (result.outcome === "no-consent") {
      return noConsentPage(c, (await getStory(kv, id))!, 409);
    }
    if (action === "approve") deps.mailQueued?.();
    return resultPage(c, result.decision, config.siteUrl);
  });

  app.all("/:id", linkMethodNotAllowed);

  return app;
}

/** What an expired link says about how long links of its kind work. */
function expiredNote(action: string | undefined): string | undefined {
  return action === "erase"
    ? `The links in an email about a data request work for ${retention.dataRequestDays} days after the request.`
    : undefined;
}

/** A story sent before the form asked for consent: it can be declined, never published. */
function noConsentPage(c: Context, story: Story, status: 200 | 409) {
  return page(
    c,
    status,
    "This story cannot be published",
    markup`
<h1>This story cannot be published</h1>
<p>It was sent before the story form asked for the patient's consent to publish it, so it has none. Nothing has been changed.</p>
<p>You may decline it (the link in the same email), or leave it: an undecided story and the patient's details are deleted ${retention.pendingStoryDays} days after it arrived. If you would like to publish it, ask the patient to send it again with the form.</p>
${storyDetails(story)}`,
  );
}
