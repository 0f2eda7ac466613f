/**
 * The reviewer's email when a story is published: what now shows on the website, and an
 * Unpublish link for the day its author asks for it to come down (or the practice must take it
 * down). The link opens a confirmation page; nothing changes until the reviewer confirms there,
 * so a mail scanner opening it does no harm. It works for as long as the story is published.
 */
import { markup } from "../html-page.ts";
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

  const htmlBody = await markup`<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><title>Story published</title></head>
<body style="margin:0;padding:24px;background:#f4f6f8;font-family:Arial,Helvetica,sans-serif;color:#1b2631;line-height:1.5">
<div style="max-width:640px;margin:0 auto;background:#ffffff;border:1px solid #d5dde5;border-radius:8px;padding:24px">
<h1 style="font-size:20px;margin:0 0 12px">A story is now on the website</h1>
<p style="margin:0 0 16px">Shown as ${shownAs}, ${stars}. Keep this email: it holds the story's Unpublish link.</p>
<div style="border:2px solid #b3261e;border-radius:6px;padding:12px 16px;margin:0 0 20px">
<p style="margin:0 0 8px"><a href="${unpublishUrl}" style="display:inline-block;padding:12px 22px;margin:0 8px 8px 0;border-radius:6px;background:#b3261e;color:#ffffff;font-weight:bold;text-decoration:none">Unpublish</a></p>
<p style="margin:0 0 8px;font-size:14px;color:#44525f">Use it when the patient asks for their story to be removed (or withdraws their consent), or when the practice must take the story down.</p>
<p style="margin:0;font-size:14px;color:#44525f">It goes to ${config.siteUrl} and nowhere else, opens a confirmation page, and changes nothing until you confirm there. It works for as long as the story is published.</p>
</div>
<table role="presentation" style="border-collapse:collapse;margin:0 0 16px">
<tr><th align="left" style="padding:4px 16px 4px 0;vertical-align:top">Published</th><td style="padding:4px 0">${published}</td></tr>
<tr><th align="left" style="padding:4px 16px 4px 0;vertical-align:top">Consent</th><td style="padding:4px 0">${consent}</td></tr>
</table>
<p style="margin:0 0 16px"><a href="${storiesPage}">See it on the patient stories page</a></p>
<h2 style="font-size:16px;margin:0 0 8px">The story as published</h2>
<div style="white-space:pre-wrap;border-left:4px solid #1565c0;padding-left:12px;margin:0">${story.text}</div>
</div>
</body>
</html>`;

  return {
    to: config.reviewerEmail,
    subject: `Story published: ${shownAs}, ${stars}`,
    text,
    html: String(htmlBody),
  };
}
