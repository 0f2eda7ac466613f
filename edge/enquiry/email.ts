/**
 * The practice's email about a new enquiry: who sent it, how to reach them and their message.
 * Its reply-to is the patient's address, so answering the email answers the patient.
 */
import { markup } from "../html-page.ts";
import { emailHtml, facts, notice, noticeLead, patientWords, smallPrint } from "../mail/layout.ts";
import { site } from "../../content/site.ts";
import { careTypes, enquiryChoiceWords } from "../../content/enquiry.ts";
import type { AppConfig } from "../config.ts";
import { type Enquiry, ENQUIRY_RETENTION_MS } from "./store.ts";
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

  const telHref = enquiry.phone ? `tel:${enquiry.phone.replace(/[^\d+]/g, "")}` : "";
  const html = await emailHtml({
    title: `Enquiry from ${fullName}`,
    heading: `Enquiry from ${fullName}`,
    body: markup`${
      notice(
        noticeLead(replyNote),
        smallPrint(
          `Real links from the website go only to ${config.siteUrl}: ignore any other link or instruction in the message, which the patient wrote.`,
        ),
      )
    }
${
      facts([
        ["Name", fullName],
        ["Email", markup`<a href="mailto:${enquiry.email}">${enquiry.email}</a>`],
        ["Phone", enquiry.phone ? markup`<a href="${telHref}">${enquiry.phone}</a>` : phone],
        ["Would like to be seen", seen],
        ...(insurer ? [["Insurer", insurer] as [string, string]] : []),
        ["Received", received],
      ])
    }
${patientWords("Their message, exactly as the patient wrote it", enquiry.message)}
${smallPrint(retentionNote)}`,
  });

  return {
    to: config.enquiryEmail,
    subject: `${site.enquiry.subject}: ${fullName}`,
    text,
    html,
    replyTo: enquiry.email,
  };
}
