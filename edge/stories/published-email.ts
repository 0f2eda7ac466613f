/**
 * The reviewer's email when a story is published: what now shows on the website, and an
 * Unpublish link for the day its author asks for it to come down (or the practice must take it
 * down). The link opens a confirmation page; nothing changes until the reviewer confirms there,
 * so a mail scanner opening it does no harm. It works for as long as the story is published.
 */
import { markup } from "../html-page.ts";
import {
  button,
  emailHtml,
  facts,
  notice,
  noticeLead,
  paragraph,
  patientWords,
  smallPrint,
} from "../mail/layout.ts";
import type { AppConfig } from "../config.ts";
import type { Email } from "../injected.ts";
import { ukDateTime } from "../../lib/dates.ts";
import { fenced, quoteLines } from "../mail/clean-text.ts";
import { moderationUrl } from "./moderation-links.ts";
import { publicName } from "./public.ts";
import { consentLine } from "./moderation-email.ts";
import type { Story } from "./story.ts";

export async function publishedEmail(
  config: Pick<AppConfig, "siteUrl" | "storySigningSecret" | "reviewerEmail">,
  story: Story,
  now: Date,
): Promise<Email> {
  const unpublishUrl = await moderationUrl(
    config.siteUrl,
    config.storySigningSecret,
    story.id,
    "unpublish",
    now,
    null,
  );
  const shownAs = publicName(story.firstName, story.lastName, story.stayAnonymous);
  const stars = `${story.stars} out of 5 stars`;
  const published = ukDateTime(now.toISOString());
  const consent = consentLine(story);
  const storiesPage = `${config.siteUrl}/patient-success-stories`;

  const text = [
    `This story is now on the website, shown as ${shownAs}, ${stars}. Keep this email: it holds the story's Unpublish link.`,
    "",
    fenced("Unpublish link", [
      `Unpublish: ${unpublishUrl}`,
      "",
      "Use it when the patient asks for their story to be removed (or withdraws their consent), or when the practice must take the story down.",
      `It goes to ${config.siteUrl} and nowhere else, opens a confirmation page, and changes nothing until you confirm there. It works for as long as the story is published.`,
    ]),
    "",
    `Published: ${published}`,
    `Consent: ${consent}`,
    `See it on the website: ${storiesPage}`,
    "",
    "The story as published (every line quoted):",
    quoteLines(story.text),
  ].join("\n");

  const html = await emailHtml({
    title: "Story published",
    heading: "A story is now on the website",
    body: markup`${
      paragraph(
        `Shown as ${shownAs}, ${stars}. Keep this email: it holds the story's Unpublish link.`,
      )
    }
${
      notice(
        noticeLead(button(unpublishUrl, "Unpublish", "danger")),
        smallPrint(
          "Use it when the patient asks for their story to be removed (or withdraws their consent), or when the practice must take the story down.",
        ),
        smallPrint(
          `It goes to ${config.siteUrl} and nowhere else, opens a confirmation page, and changes nothing until you confirm there. It works for as long as the story is published.`,
        ),
      )
    }
${facts([["Published", published], ["Consent", consent]])}
${paragraph(markup`<a href="${storiesPage}">See it on the patient stories page</a>`)}
${patientWords("The story as published", story.text)}`,
  });

  return {
    to: config.reviewerEmail,
    subject: `Story published: ${shownAs}, ${stars}`,
    text,
    html,
  };
}
