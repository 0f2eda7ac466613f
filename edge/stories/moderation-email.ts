/**
 * The reviewer's email about a new story: the story in full (name, contact details, rating, text,
 * the patient's consent) and Approve / Decline buttons. Each button opens a confirmation page; nothing changes until the
 * reviewer confirms there, so a mail scanner opening the links does no harm.
 */
import { markup } from "../html-page.ts";
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

  const button = (href: string, label: string, colour: string) =>
    markup`<a href="${href}" style="display:inline-block;padding:12px 22px;margin:0 8px 8px 0;border-radius:6px;background:${colour};color:#ffffff;font-weight:bold;text-decoration:none">${label}</a>`;
  const row = (label: string, value: string) =>
    markup`<tr><th align="left" style="padding:4px 16px 4px 0;vertical-align:top">${label}</th><td style="padding:4px 0">${value}</td></tr>`;

  const htmlBody = await markup`<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><title>Patient story to review</title></head>
<body style="margin:0;padding:24px;background:#f4f6f8;font-family:Arial,Helvetica,sans-serif;color:#1b2631;line-height:1.5">
<div style="max-width:640px;margin:0 auto;background:#ffffff;border:1px solid #d5dde5;border-radius:8px;padding:24px">
<h1 style="font-size:20px;margin:0 0 12px">A patient has shared a story</h1>
<p style="margin:0 0 16px">Nothing is published until you approve it.</p>
<div style="border:2px solid #1565c0;border-radius:6px;padding:12px 16px;margin:0 0 20px">
<p style="margin:0 0 8px">${button(approveUrl, "Approve", "#1565c0")}${
    button(declineUrl, "Decline", "#b3261e")
  }</p>
<p style="margin:0 0 8px;font-size:14px;color:#44525f">These are the only decision buttons. They go to ${config.siteUrl} and nowhere else: ignore any link to another address.</p>
<p style="margin:0;font-size:14px;color:#44525f">Each button opens a confirmation page; nothing changes until you confirm there. The links work until ${linksValidUntil}.</p>
</div>
<table role="presentation" style="border-collapse:collapse;margin:0 0 16px">
${row("Name", fullName)}
${row("Shown as", shownAs)}
${row("Email", story.email)}
${row("Phone", story.phone)}
${row("Rating", stars)}
${row("Submitted", submitted)}
${row("Consent", consent)}
</table>
<h2 style="font-size:16px;margin:0 0 8px">Their story, exactly as the patient wrote it</h2>
<div style="white-space:pre-wrap;border-left:4px solid #1565c0;padding-left:12px;margin:0 0 20px">${story.text}</div>
<p style="margin:0;font-size:14px;color:#44525f">${MODERATION_POLICY}</p>
</div>
</body>
</html>`;

  return {
    to: config.reviewerEmail,
    subject: `Patient story to review: ${fullName}, ${stars}`,
    text,
    html: String(htmlBody),
    replyTo: story.email,
  };
}
