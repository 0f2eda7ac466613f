/**
 * Contact page (`/Contact`): the words around the contact details. The details themselves
 * (names, numbers, emails, addresses, map links) come from `site.contacts` and `site.hospitals`.
 */
import { z } from "zod";
import { inlineText, linkItem, pageBase, richText } from "./schema.ts";
import { ENQUIRY_REPLY_TIME } from "./enquiry.ts";
import { site, surgeonName } from "./site.ts";
import { ENQUIRY_SECTION_ID } from "./navigation.ts";
import { consultationTimesText, phoneLink, surgeonShortName } from "./phrases.ts";

const { hospitals, contacts } = site;

const contactRole = z.object({
  /** what to contact this person about */
  helpsWith: inlineText,
}).strict();

export const contactPageSchema = pageBase.extend({
  path: z.literal("/Contact"),
  intro: richText,
  practices: z.object({
    heading: z.string().trim().min(1),
    intro: inlineText,
    /** one line under each practice card, keyed like `site.hospitals` */
    notes: z.object({ private: inlineText, nhs: inlineText }).strict(),
    consultationTimesHeading: z.string().trim().min(1),
    mapLinkLabel: z.string().trim().min(1),
  }).strict(),
  team: z.object({
    heading: z.string().trim().min(1),
    intro: inlineText,
    /** keyed like `site.contacts` */
    roles: z.object({
      practiceManager: contactRole,
      nhsSecretary: contactRole,
      theatreBooking: contactRole,
    }).strict(),
    phoneLabel: z.string().trim().min(1),
    emailLabel: z.string().trim().min(1),
  }).strict(),
  enquiry: z.object({
    heading: z.string().trim().min(1),
    intro: richText,
    button: linkItem,
  }).strict(),
  /** said under the urgent-care card, which this page shows first */
  afterSurgery: richText,
}).strict();

export type ContactPage = z.infer<typeof contactPageSchema>;

export const contactPage: ContactPage = contactPageSchema.parse({
  path: "/Contact",
  meta: {
    title: `Contact ${surgeonName} | Appointments and Enquiries`,
    description:
      `Phone numbers, emails and addresses for ${surgeonName}'s private and NHS practices, and his team. Send an enquiry about an appointment.`,
    keywords: [
      "contact knee surgeon",
      "book orthopaedic appointment",
      "private knee consultation",
      "NHS orthopaedic clinic",
      surgeonName,
    ],
  },
  heading: "Contact us",
  intro: [
    `You can contact ${surgeonName}'s team by phone, by email or with the enquiry form on this page.`,
    "Please tell us whether you want to be seen privately or on the NHS. This helps us pass your message to the right person.",
  ],
  practices: {
    heading: `Where ${surgeonShortName} sees patients`,
    intro: "He has a private practice and an NHS practice.",
    notes: {
      private: hospitals.private.bookingNote,
      nhs: hospitals.nhs.bookingNote,
    },
    consultationTimesHeading: "Private consultation times",
    mapLinkLabel: "View on map",
  },
  team: {
    heading: "Practice team",
    intro:
      "Phone lines are open on weekdays during office hours. Out of hours, please leave a message or send an email.",
    roles: {
      practiceManager: {
        helpsWith:
          `Private appointments, fees, insurance questions and general enquiries. Private clinics run on ${consultationTimesText()}.`,
      },
      nhsSecretary: {
        helpsWith:
          `NHS appointments, clinic letters and results for patients seen at ${hospitals.nhs.name}.`,
      },
      theatreBooking: {
        helpsWith:
          `Dates for private surgery and pre-operative assessment at ${hospitals.private.name}.`,
      },
    },
    phoneLabel: "Phone",
    emailLabel: "Email",
  },
  enquiry: {
    heading: "Enquire Now",
    intro: [
      `Send us a short message and we will reply by email or phone within ${ENQUIRY_REPLY_TIME}.`,
      "Please do not send medical records or scan results in this form. We will ask for them if we need them.",
    ],
    button: { label: "Send an enquiry", href: `#${ENQUIRY_SECTION_ID}` },
  },
  afterSurgery: [
    `If you have had surgery and are worried, call the hospital where you had your operation straight away. For ${hospitals.private.name} call ${
      phoneLink(hospitals.private.phone)
    }. For ${hospitals.nhs.name} call ${phoneLink(hospitals.nhs.phone)}.`,
  ],
});

/** The order the team's contact cards appear in. */
export const contactRoleOrder = [
  "practiceManager",
  "nhsSecretary",
  "theatreBooking",
] as const satisfies ReadonlyArray<keyof typeof contacts>;
