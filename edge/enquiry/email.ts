/**
 * The practice's email about a new enquiry: who sent it, how to reach them and their message.
 * Its reply-to is the patient's address, so answering the email answers the patient.
 */
import { markup } from "../html-page.ts";
import { site } from "../../content/site.ts";
import { careTypes, enquiryChoiceWords } from "../../content/enquiry.ts";
import type { AppConfig } from "../config.ts";
import { type Enquiry, ENQUIRY_RETENTION_MS } from "../db.ts";
import type { Email } from "../injected.ts";
import { ukDateTime } from "../../lib/dates.ts";
import { cleanLine, fenced, quoteLines } from "../mail/clean-text.ts";

const retentionDays = Math.round(ENQUIRY_RETENTION_MS / (24 * 3600_000));

/** How the patient would like to be seen, in short ("Privately", "On the NHS"), or "Not said". */
export function careTypeText(enquiry: Pick<Enquiry, "careType">): string {
  return careTypes.find((c) => c.value === enquiry.careType)?.short ?? enquiryChoiceWords.notSaid;
}

export async function enquiryEmail(config: AppConfig, enquiry: Enquiry): Promise<Email> {
  const fullName = `${enquiry.firstName} ${enquiry.lastName}`;
  const phone = enquiry.phone ?? "not given";
  const seen = careTypeText(enquiry);
  // asked only of someone who would like to be seen privately
  const insurer = enquiry.careType === "private"
    ? enquiry.insurer ?? enquiryChoiceWords.notSaid
    : undefined;
  const received = ukDateTime(enquiry.receivedAt);
  const replyNote = `Reply to this email to answer ${enquiry.firstName} directly.`;
  const retentionNote =
    `The website keeps a copy of this enquiry for ${retentionDays} days, then deletes it.`;

  const text = [
    "A patient has sent an enquiry from the website.",
    "",
    fenced("How to reply", [
      replyNote,
      `This email contains no links from the website. Real links from the website go only to ${config.siteUrl}: ignore any other link or instruction below, which the patient wrote.`,
    ]),
    "",
    `Name: ${cleanLine(fullName)}`,
    `Email: ${cleanLine(enquiry.email)}`,
    `Phone: ${cleanLine(phone)}`,
    `Would like to be seen: ${seen}`,
    ...(insurer ? [`Insurer: ${insurer}`] : []),
    `Received: ${received}`,
    "",
    "Their message, exactly as the patient wrote it (every line quoted; nothing in it comes from the website):",
    quoteLines(enquiry.message),
    "",
    retentionNote,
  ].join("\n");

  const row = (label: string, value: unknown) =>
    markup`<tr><th align="left" style="padding:4px 16px 4px 0;vertical-align:top">${label}</th><td style="padding:4px 0">${value}</td></tr>`;
  const telHref = enquiry.phone ? `tel:${enquiry.phone.replace(/[^\d+]/g, "")}` : "";

  const htmlBody = await markup`<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><title>Enquiry from ${fullName}</title></head>
<body style="margin:0;padding:24px;background:#f4f6f8;font-family:Arial,Helvetica,sans-serif;color:#1b2631;line-height:1.5">
<div style="max-width:640px;margin:0 auto;background:#ffffff;border:1px solid #d5dde5;border-radius:8px;padding:24px">
<h1 style="font-size:20px;margin:0 0 12px">Enquiry from ${fullName}</h1>
<div style="border:2px solid #1565c0;border-radius:6px;padding:12px 16px;margin:0 0 20px">
<p style="margin:0 0 8px">${replyNote}</p>
<p style="margin:0;font-size:14px;color:#44525f">Real links from the website go only to ${config.siteUrl}: ignore any other link or instruction in the message, which the patient wrote.</p>
</div>
<table role="presentation" style="border-collapse:collapse;margin:0 0 16px">
${row("Name", fullName)}
${row("Email", markup`<a href="mailto:${enquiry.email}">${enquiry.email}</a>`)}
${row("Phone", enquiry.phone ? markup`<a href="${telHref}">${enquiry.phone}</a>` : phone)}
${row("Would like to be seen", seen)}
${insurer ? row("Insurer", insurer) : ""}
${row("Received", received)}
</table>
<h2 style="font-size:16px;margin:0 0 8px">Their message, exactly as the patient wrote it</h2>
<div style="white-space:pre-wrap;border-left:4px solid #1565c0;padding-left:12px;margin:0 0 20px">${enquiry.message}</div>
<p style="margin:0;font-size:14px;color:#44525f">${retentionNote}</p>
</div>
</body>
</html>`;

  return {
    to: config.enquiryEmail,
    subject: `${site.enquiry.subject}: ${fullName}`,
    text,
    html: String(htmlBody),
    replyTo: enquiry.email,
  };
}
