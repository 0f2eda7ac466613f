/**
 * The /privacy page: what the website keeps about you, why, and for how long. Every period is
 * read from content/retention.ts — the same constants the server uses to delete the data.
 */
import { z } from "zod";
import { pageBase, richText, section } from "./schema.ts";
import { site, surgeonName } from "./site.ts";
import { emailLink, phoneLink } from "./phrases.ts";
import { retention } from "./retention.ts";

const { practiceManager } = site.contacts;
const months = (days: number) => Math.round(days / 30.4);

export const privacyPageSchema = pageBase.extend({
  path: z.literal("/privacy"),
  intro: richText,
  sections: z.array(section).min(6),
  lastUpdated: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
}).strict();

export type PrivacyPage = z.infer<typeof privacyPageSchema>;

export const privacyPage: PrivacyPage = privacyPageSchema.parse({
  path: "/privacy",
  meta: {
    title: "Privacy | What This Website Keeps and For How Long",
    description:
      "What the practice website keeps when you send an enquiry, share a story or use the chat, how long each is kept, and how to see or delete it.",
    keywords: ["privacy", "personal data", "UK GDPR", "data retention", "cookies"],
  },
  heading: "Privacy",
  intro: [
    `This page explains what this website keeps about you and for how long. The practice of ${surgeonName} is responsible for it. Your medical records are kept separately by the hospitals, under their own privacy notices.`,
  ],
  sections: [
    {
      id: "no-cookies",
      title: "No cookies, no tracking",
      content: [
        "This website sets no cookies. It uses no advertising, no analytics and no tracking.",
        "Every page, picture and guide comes from this website itself. Your browser is not sent to any other company when you read it.",
      ],
    },
    {
      id: "enquiries",
      title: "When you send an enquiry",
      content: [
        "We keep your name, email address, phone number (if you give it) and your message, and email them to the practice team so we can reply.",
        `We delete the stored copy ${retention.enquiryDays} days after it arrives. Replies you receive from us by email are kept by the practice as part of its normal records.`,
      ],
    },
    {
      id: "stories",
      title: "When you share your story",
      content: [
        "We keep your name, email address, phone number, rating and story so that a member of the team can check it and contact you if needed. Our [review policy](/review-policy) explains how stories are checked.",
        {
          list: [
            `If nobody decides on your story within ${retention.pendingStoryDays} days, we delete it and your details.`,
            `If we decline your story, we delete it and your details ${retention.declinedStoryDays} days after the decision.`,
            `If we publish your story, the website shows only your first name and the first letter of your last name (or "Anonymous"), your rating, your story and the date. We delete your email address and phone number ${
              months(retention.approvedContactDetailsDays)
            } months after publication. The story stays until you ask us to remove it.`,
          ],
        },
      ],
    },
    {
      id: "chat",
      title: "When you use the chat assistant",
      content: [
        "Your questions are used only to find an answer from this website's own pages. The server does not store them, and our logs never record what you wrote.",
        "Your conversation is kept in your own browser (its local storage) so it is still there on the next page. Choose Clear in the chat to delete it, or clear your browser's site data.",
        "If the practice turns on Google's Gemini service to write the answers, your question and the matching passages from this website are sent to Google to produce the reply. Please do not type personal or medical details into the chat.",
      ],
    },
    {
      id: "emails",
      title: "Emails we send",
      content: [
        `Enquiries and stories are emailed to the practice team through our email provider. Once an email has been sent we delete its contents from the website; a record of who it went to and its subject is kept for ${retention.sentMailRecordDays} days so we can check it arrived.`,
      ],
    },
    {
      id: "misuse",
      title: "Protecting the forms from misuse",
      content: [
        "To stop a few people flooding the forms, the website counts how many messages arrive from each internet address in a short time. It stores only a scrambled form of the address (a one-way hash), never the address itself, and the count is deleted within the hour.",
      ],
    },
    {
      id: "your-rights",
      title: "Your rights",
      content: [
        `You can ask to see the details we hold about you, to correct them, or to delete them, at any time. Email ${
          emailLink(practiceManager.email)
        } or call ${practiceManager.name} on ${phoneLink(practiceManager.phone)}.`,
        "If you are unhappy with how we have handled your details, please tell us first. You can also complain to the Information Commissioner's Office at [ico.org.uk](https://ico.org.uk/) or on 0303 123 1113.",
      ],
    },
  ],
  lastUpdated: "2026-11-23",
});
