/**
 * The /privacy page: who is responsible for patients' details, what the website keeps, why (the
 * lawful basis for each purpose), for how long, who handles it for the practice and where they
 * store it, and how to exercise your rights. Every period is read from content/retention.ts — the
 * same constants the server uses to delete the data. Where the data is stored comes from the
 * configuration (`processorsFor`, given DATA_HOSTING at build time); Google is named only where
 * the server has GEMINI_API_KEY set (the edge serves the page with the lines marked
 * `data-if="gemini"` or `data-if="no-gemini"` kept accordingly: edge/privacy-page.ts).
 */
import { z } from "zod";
import type { DataHosting } from "../lib/config.ts";
import { pageBase, richText, section } from "./schema.ts";
import { site } from "./site.ts";
import { emailLink, phoneLink } from "./phrases.ts";
import { retention } from "./retention.ts";

const { dataProtection } = site;
const months = (days: number) => Math.round(days / 30.4);

export const privacyPageSchema = pageBase.extend({
  path: z.literal("/privacy"),
  intro: richText,
  sections: z.array(section).min(10),
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
    `This page explains what this website keeps about you, why, for how long, and who handles it for us. ${dataProtection.controller} is responsible for it (the "controller" in data protection law). Your medical records are kept separately by the hospitals, under their own privacy notices.`,
  ],
  sections: [
    {
      id: "who-we-are",
      title: "Who is responsible for your details",
      content: [
        {
          list: [
            `The controller: ${dataProtection.controller}.`,
            `Registered with the Information Commissioner's Office (ICO) under number ${dataProtection.icoRegistrationNumber}.`,
            `Our data protection contact: ${dataProtection.contact.name}, ${
              emailLink(dataProtection.contact.email)
            } or ${phoneLink(dataProtection.contact.phone)}.`,
          ],
        },
      ],
    },
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
        "Because a story about your care says something about your health, we ask for your explicit consent before we check or publish it: the box you tick on the form. We keep which wording you agreed to and when, with your story, as our record that you agreed and that the story is genuine.",
        {
          list: [
            `If nobody decides on your story within ${retention.pendingStoryDays} days, we delete it and your details.`,
            `If we decline your story, we delete it and your details ${retention.declinedStoryDays} days after the decision.`,
            `If we publish your story, the website shows only your first name and the first letter of your last name (or "Anonymous"), your rating, your story and the date. We delete your email address and phone number ${
              months(retention.approvedContactDetailsDays)
            } months after publication. The story stays until you ask us to remove it.`,
            `If you withdraw your consent, or ask us to remove your story, we take it off the website at once and delete it and your details ${retention.removedStoryDays} days later. Withdrawing does not affect what was done before.`,
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
      ],
    },
    {
      id: "emails",
      title: "Emails we send",
      content: [
        `Enquiries and stories are emailed to the practice team through our email provider, Resend. Once an email has been sent we delete its contents from the website; a record of who it went to and its subject is kept for ${retention.sentMailRecordDays} days so we can check it arrived.`,
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
      id: "lawful-basis",
      title: "Why the law allows us to use your details",
      content: [
        "Data protection law (the UK GDPR) lets us use your details only for a reason it recognises, called a lawful basis. These are ours, purpose by purpose:",
      ],
    },
    {
      id: "who-handles-your-data",
      title: "Who handles your details for us, and where",
      content: [
        'These companies handle your details on our behalf (they are our "processors"). Each may use them only to provide its service to us.',
      ],
    },
    {
      id: "transfers",
      title: "Details stored outside the UK",
      content: [
        'Some of the companies above store or handle your details outside the UK. When they do, the transfer is protected as UK law requires: by the UK\'s adequacy regulations for the United States (the "UK–US data bridge") for a company certified to it, or otherwise by contract clauses approved by the Information Commissioner. Ask our data protection contact for details of the safeguard for each.',
      ],
    },
    {
      id: "your-rights",
      title: "Your rights",
      content: [
        `You can ask to see the details we hold about you, to correct them, or to delete them, and you can withdraw your consent to a story being published, at any time. Use the form below, email ${
          emailLink(dataProtection.contact.email)
        } or call ${dataProtection.contact.name} on ${
          phoneLink(dataProtection.contact.phone)
        }. We reply within one month.`,
        "If you are unhappy with how we, or a company working for us, have handled your details, please tell us first. You can also complain to the Information Commissioner's Office at [ico.org.uk](https://ico.org.uk/make-a-complaint/) or on 0303 123 1113.",
      ],
    },
  ],
  lastUpdated: "2026-11-28",
});

/** One purpose for which the website uses your details: its lawful basis and how long it keeps them. */
export interface LawfulBasis {
  purpose: string;
  basis: string;
  kept: string;
}

export const lawfulBases: readonly LawfulBasis[] = [
  {
    purpose: "Checking and publishing your story",
    basis:
      "Your explicit consent, which you give with the box on the story form (UK GDPR Articles 6(1)(a) and 9(2)(a)). You can withdraw it at any time.",
    kept:
      `Until you ask us to remove it (then ${retention.removedStoryDays} days). Unpublished stories: ${retention.pendingStoryDays} days, or ${retention.declinedStoryDays} days after we decline one. Your email and phone number: ${
        months(retention.approvedContactDetailsDays)
      } months after publication.`,
  },
  {
    purpose: "Answering your enquiry",
    basis:
      "Taking the steps you ask for before you become a patient (Article 6(1)(b)), or our legitimate interest in answering people who contact the practice (Article 6(1)(f)). Health details you include are used to provide your health care (Article 9(2)(h)).",
    kept: `${retention.enquiryDays} days after it arrives.`,
  },
  {
    purpose: "Answering a request about your details or your story",
    basis: "Our legal obligation to answer it (Article 6(1)(c)).",
    kept: `${retention.dataRequestDays} days after it arrives.`,
  },
  {
    purpose: "Emails about your enquiry, story or request",
    basis: "The same as the purpose each email serves.",
    kept:
      `Until the email is sent; then who it went to and its subject for ${retention.sentMailRecordDays} days.`,
  },
  {
    purpose: "Protecting the forms from misuse",
    basis: "Our legitimate interest in keeping the forms working for everyone (Article 6(1)(f)).",
    kept: "A scrambled form of your internet address, for less than an hour.",
  },
  {
    purpose: "Answering your questions in the chat",
    basis: "Our legitimate interest in answering the question you ask (Article 6(1)(f)).",
    kept: "Not kept by us: your conversation stays in your own browser.",
  },
];

/** A company that handles patients' details for the practice, and where it stores them. */
export interface Processor {
  who: string;
  what: string;
  where: string;
  /** outside the UK: a transfer the notice states (undefined when the place is not stated yet) */
  outsideUk?: boolean;
  /** named only while the chat's answers are written by Google's Gemini (GEMINI_API_KEY) */
  onlyWithGemini?: true;
}

/** The processors, from where the build was told the data is stored (DATA_HOSTING). */
export function processorsFor(hosting: DataHosting): Processor[] {
  const host: Processor = hosting.provider === "deno-deploy"
    ? {
      who: hosting.processor ?? "Deno Land Inc. (Deno Deploy)",
      what:
        "Runs this website and stores the stories, enquiries and requests you send, and the emails waiting to go out.",
      where: hosting.location ?? "the United States",
      outsideUk: true,
    }
    : {
      who: "No hosting company: the practice's own server",
      what:
        "Runs this website and stores the stories, enquiries and requests you send, and the emails waiting to go out.",
      where: hosting.location ??
        "Not stated yet: the practice states where its server is before the website goes live.",
      outsideUk: hosting.outsideUk,
    };
  return [
    host,
    {
      who: "Resend, our email provider",
      what:
        "Delivers the emails about your enquiry, story or request to the practice (and to you), and keeps a record of each delivery.",
      where: "the United States",
      outsideUk: true,
    },
    {
      who: "Google (the Gemini service)",
      what:
        "Writes the chat assistant's answers: it receives your question and the passages of this website that match it.",
      where: "the United States and the other countries where Google runs the service",
      outsideUk: true,
      onlyWithGemini: true,
    },
  ];
}

/** The chat's words about Google, kept only where Gemini writes the answers (and the other way round). */
export const chatProcessing = {
  gemini:
    "Google's Gemini service writes the assistant's answers: your question and the matching passages from this website are sent to Google to produce the reply. Please do not type personal or medical details into the chat.",
  offline:
    "The assistant's answers come from this website alone: your questions are not sent to any other company.",
} as const;
