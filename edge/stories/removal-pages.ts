/**
 * Taking a story down, behind signed links (/moderate/<id>?action=unpublish|erase):
 *   unpublish  from the reviewer's "published" email, or the practice's email about a request:
 *              the story leaves every surface (feed, stories page, badge, report, iframes) within
 *              a second; its record and the patient's details are deleted REMOVED_RETENTION_MS later
 *   erase      from the practice's email about a data request: the story and everything kept
 *              with it are deleted at once (a published story is taken down first)
 * GET shows what will happen and a button; only the button's POST changes anything.
 */
import type { Context } from "hono";
import { markup } from "../html-page.ts";
import type { Html } from "../html-page.ts";
import type { AppDeps } from "../injected.ts";
import { ukDate, ukDateTime } from "../../lib/dates.ts";
import {
  removalReasonById,
  type RemovalReasonId,
  removalReasons,
} from "../../content/removal-reasons.ts";
import { formAction, notFoundPage, page, storyDetails } from "./moderation-pages.ts";
import { eraseStory, getStory, REMOVED_RETENTION_MS, unpublishStory } from "./store.ts";
import type { Story } from "./story.ts";

const reasonLabel = (id: string | undefined) => removalReasonById(id ?? "")?.label ?? "none given";

/** Why a story that is not on the website cannot be unpublished (nothing changed). */
function notPublishedPage(c: Context, story: Story, status: 200 | 409) {
  const removed = story.status === "unpublished";
  return page(
    c,
    status,
    removed ? "Story already unpublished" : "Story not published",
    markup`
<h1>${removed ? "This story has already been unpublished" : "This story is not on the website"}</h1>
<p>${
      removed
        ? markup`It was taken off the website on ${
          ukDateTime(story.removedAt!)
        }. The reason recorded: ${reasonLabel(story.removalReason)}.`
        : story.status === "pending"
        ? "It is waiting for a decision and has not been published."
        : "It was declined and never published."
    } Nothing has been changed.</p>`,
  );
}

function reasonFields(chosen: string, error?: string): Html {
  return markup`<fieldset aria-describedby="reason-hint${error ? " reason-error" : ""}"${
    error ? markup` class="invalid"` : ""
  }>
<legend>Why is this story being removed? (required)</legend>
<p class="hint" id="reason-hint">The transparency report on the review policy page counts removals by this reason, and nothing else about the story.</p>
${
    removalReasons.map((reason) =>
      markup`<p class="choice"><input type="radio" id="reason-${reason.id}" name="reason" value="${reason.id}" required${
        chosen === reason.id ? " checked" : ""
      }${
        error ? markup` aria-invalid="true"` : ""
      }> <label for="reason-${reason.id}">${reason.label}</label></p>`
    )
  }
</fieldset>
${error ? markup`<p class="error" id="reason-error" role="alert">${error}</p>` : ""}`;
}

function unpublishConfirmation(c: Context, story: Story, chosen: string, error?: string) {
  return page(
    c,
    error ? 400 : 200,
    "Unpublish this story?",
    markup`
<h1>Take this story off the website?</h1>
<p>Once unpublished, the story disappears from the patient stories page, from the reviews shown on other websites, from the rating badge and from the figures, everywhere within a second. The story and the patient's details are then deleted after ${
      Math.round(REMOVED_RETENTION_MS / 86_400_000)
    } days. Nothing changes until you press the button below.</p>
${storyDetails(story)}
<form method="post" action="${formAction(c)}" class="card">
${reasonFields(chosen, error)}
<button type="submit" class="decline">Unpublish story</button>
</form>`,
  );
}

function eraseConfirmation(c: Context, story: Story) {
  const published = story.status === "approved";
  return page(
    c,
    200,
    "Erase this story?",
    markup`
<h1>Erase this story and everything held with it?</h1>
<p>${
      published
        ? "It is on the website now: it will be taken off first (counted as removed at the author's request). "
        : ""
    }The story, the patient's name and contact details, the decision about it and the emails about it are deleted at once and cannot be brought back. Only the counts in the transparency report remain. Nothing changes until you press the button below.</p>
${storyDetails(story)}
<form method="post" action="${formAction(c)}" class="card">
<button type="submit" class="decline">Erase the story and its details</button>
</form>`,
  );
}

export function removalPages(deps: Pick<AppDeps, "kv" | "clock">) {
  const { kv, clock } = deps;
  return {
    async show(c: Context, id: string, action: "unpublish" | "erase"): Promise<Response> {
      const story = await getStory(kv, id);
      if (!story) return notFoundPage(c);
      if (action === "erase") return eraseConfirmation(c, story);
      if (story.status !== "approved") return notPublishedPage(c, story, 200);
      return unpublishConfirmation(c, story, c.req.query("reason") ?? "");
    },

    async act(
      c: Context,
      id: string,
      action: "unpublish" | "erase",
      form: URLSearchParams,
    ): Promise<Response> {
      const now = clock();
      if (action === "erase") {
        const erased = await eraseStory(kv, id, now);
        if (!erased.erased) return notFoundPage(c);
        return page(
          c,
          200,
          "Story erased",
          markup`
<h1>Story erased</h1>
<p>${
            erased.unpublished
              ? "It was taken off the website, and the"
              : "The"
          } story, the patient's details and ${erased.mails} ${
            erased.mails === 1 ? "email" : "emails"
          } about it have been deleted.</p>`,
        );
      }
      const reason = removalReasonById(form.get("reason") ?? "")?.id;
      if (!reason) {
        const story = await getStory(kv, id);
        if (!story) return notFoundPage(c);
        if (story.status !== "approved") return notPublishedPage(c, story, 409);
        return unpublishConfirmation(
          c,
          story,
          "",
          "Please choose why the story is being removed.",
        );
      }
      const result = await unpublishStory(kv, id, { reason: reason as RemovalReasonId, now });
      if (result.outcome === "not-found") return notFoundPage(c);
      if (result.outcome === "not-published") return notPublishedPage(c, result.story, 409);
      return page(
        c,
        200,
        "Story unpublished",
        markup`
<h1>Story unpublished</h1>
<p>It was taken off the website on ${ukDateTime(result.story.removedAt!)}. The reason recorded: ${
          reasonLabel(reason)
        }.</p>
<p>The story and the patient's details will be deleted after ${
          ukDate(new Date(now.getTime() + REMOVED_RETENTION_MS).toISOString())
        }.</p>`,
      );
    },
  };
}
