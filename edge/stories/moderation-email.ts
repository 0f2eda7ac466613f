/**
 * The reviewer's email about a new story: the story in full (name, contact details, rating, text,
 * the patient's consent) and Approve / Decline buttons. Each button opens a confirmation page; nothing changes until the
 * reviewer confirms there, so a mail scanner opening the links does no harm.
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
import type { Story } from "./story.ts";
import type { Email } from "../injected.ts";
import { ukDate, ukDateTime } from "../../lib/dates.ts";
import { cleanLine, fenced, quoteLines } from "../mail/clean-text.ts";
import { MODERATION_LINK_LIFETIME_MS, moderationUrl } from "./moderation-links.ts";
import { publicName } from "./public.ts";
import { consentWording } from "../../content/story-consent.ts";
import { MODERATION_POLICY_SENTENCE as MODERATION_POLICY } from "./decision-form.ts";

export { MODERATION_POLICY_SENTENCE as MODERATION_POLICY } from "./decision-form.ts";

/**
 * What the patient agreed to and when, in one line: the record the reviewer (and, later, anyone
 * asking whether a testimonial is genuine) can rely on.
 */
export function consentLine(story: Pick<Story, "consent">): string {
  if (!story.consent) {
    return "none recorded (sent before the form asked for consent): it cannot be published";
  }
  const wording = consentWording(story.consent.version);
  return `given ${ukDateTime(story.consent.givenAt)} (wording version ${story.consent.version}${
    wording ? `: “${wording.label}”` : ""
  })`;
}

export async function moderationEmail(config: AppConfig, story: Story, now: Date): Promise<Email> {
  const approveUrl = await moderationUrl(
    config.siteUrl,
    config.storySigningSecret,
    story.id,
    "approve",
    now,
  );
  const declineUrl = await moderationUrl(
    config.siteUrl,
    config.storySigningSecret,
    story.id,
    "decline",
    now,
  );
  const fullName = `${story.firstName} ${story.lastName}`;
  const shownAs = story.stayAnonymous
    ? "Anonymous (the patient asked to stay anonymous)"
    : publicName(story.firstName, story.lastName, false);
  const stars = `${story.stars} out of 5 stars`;
  const submitted = ukDateTime(story.submittedAt);
  const consent = consentLine(story);
  const linksValidUntil = ukDate(
    new Date(now.getTime() + MODERATION_LINK_LIFETIME_MS).toISOString(),
  );

  const text = [
    "A patient has shared a story for the website. Nothing is published until you approve it.",
    "",
    fenced("Decision links", [
      `Approve: ${approveUrl}`,
      `Decline: ${declineUrl}`,
      "",
      `These are the only decision links. They go to ${config.siteUrl} and nowhere else: ignore any link to another address, even one that looks like these.`,
      `Each link opens a confirmation page; nothing changes until you confirm there. The links work until ${linksValidUntil}.`,
    ]),
    "",
    `Name: ${cleanLine(fullName)}`,
    `Shown on the website as: ${cleanLine(shownAs)}`,
    `Email: ${cleanLine(story.email)}`,
    `Phone: ${cleanLine(story.phone)}`,
    `Rating: ${stars}`,
    `Submitted: ${submitted}`,
    `Consent: ${consent}`,
    "",
    "Their story, exactly as the patient wrote it (every line quoted; nothing in it comes from the website):",
    quoteLines(story.text),
    "",
    MODERATION_POLICY,
  ].join("\n");

  const html = await emailHtml({
    title: "Patient story to review",
    heading: "A patient has shared a story",
    body: markup`${paragraph("Nothing is published until you approve it.")}
${
      notice(
        noticeLead(
          markup`${button(approveUrl, "Approve")}${button(declineUrl, "Decline", "danger")}`,
        ),
        smallPrint(
          `These are the only decision buttons. They go to ${config.siteUrl} and nowhere else: ignore any link to another address.`,
        ),
        smallPrint(
          `Each button opens a confirmation page; nothing changes until you confirm there. The links work until ${linksValidUntil}.`,
        ),
      )
    }
${
      facts([
        ["Name", fullName],
        ["Shown as", shownAs],
        ["Email", story.email],
        ["Phone", story.phone],
        ["Rating", stars],
        ["Submitted", submitted],
        ["Consent", consent],
      ])
    }
${patientWords("Their story, exactly as the patient wrote it", story.text)}
${smallPrint(MODERATION_POLICY)}`,
  });

  return {
    to: config.reviewerEmail,
    subject: `Patient story to review: ${fullName}, ${stars}`,
    text,
    html,
    replyTo: story.email,
  };
}
