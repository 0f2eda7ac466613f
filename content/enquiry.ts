/**
 * The words around the enquiry form: the thank-you page a plain form post lands on, and the page
 * the server shows when a posted enquiry needs correcting (JavaScript off).
 */
import type { PageMeta } from "./schema.ts";
import { site } from "./site.ts";

export const ENQUIRY_SENT_PATH = "/enquiry-sent";

/** How soon the practice team answers an enquiry: every page that promises it says this. */
export const ENQUIRY_REPLY_TIME = "two working days";

/** Shown with the Enquire Now form on every page: where to go instead when it cannot wait. */
export const notForUrgentProblems =
  "This form is not for urgent problems. For urgent medical help call NHS 111; in an emergency call 999.";

export const enquirySentPage: {
  path: string;
  meta: PageMeta;
  heading: string;
  summary: string;
  nextSteps: { title: string; points: string[] };
  urgent: string;
  homeLink: string;
} = {
  path: ENQUIRY_SENT_PATH,
  meta: {
    title: "Enquiry Sent | Mr Edward Ashcombe",
    description:
      `Your enquiry has reached the practice team of Mr Edward Ashcombe. We reply within ${ENQUIRY_REPLY_TIME}, by email or by telephone.`,
    keywords: ["enquiry sent", "contact the practice"],
  },
  heading: "Thank you, your enquiry has been sent",
  summary: `The practice team has your message and will reply within ${ENQUIRY_REPLY_TIME}.`,
  nextSteps: {
    title: "What happens next",
    points: [
      "A member of the practice team reads every enquiry and replies by email, or by telephone if you gave a number.",
      "If you asked about an appointment, we will offer you a time at the hospital that suits you.",
      `If you do not hear from us within ${ENQUIRY_REPLY_TIME}, please telephone the practice.`,
    ],
  },
  urgent:
    "If your problem is urgent, do not wait for a reply: call NHS 111, or 999 in an emergency.",
  homeLink: "Back to the home page",
};

export const enquiryProblemPage = {
  /** the browser tab starts with "Error:" so a screen reader user hears it first */
  title: "Error: Check your enquiry | Mr Edward Ashcombe",
  heading: "Check your enquiry",
  summary: "Your enquiry has not been sent yet. Everything you typed is still here.",
  summaryTitle: "There is a problem",
  /** shown when the enquiry was refused as a whole (too many, too large) rather than for a field */
  callInstead: "You can also telephone the practice on",
} as const;

/**
 * How the patient wants to be seen, asked on the enquiry form (as /Contact asks patients to say),
 * and, when privately, who pays: one of the site's insurers, another one, or the patient. The form,
 * the server's checks and the practice's email all read these lists.
 */
export const careTypes = [
  // `short`: how the practice's email says it
  {
    value: "private",
    label: "Privately (insured, or paying for myself)",
    short: "Privately",
  },
  { value: "nhs", label: "On the NHS", short: "On the NHS" },
  { value: "not-sure", label: "Not sure yet", short: "Not sure yet" },
] as const;
export type CareType = (typeof careTypes)[number]["value"];

export const OTHER_INSURER = "Another insurer";
export const SELF_PAY = "Paying for myself";
/** The insurer choices, in the form's order: the site's insurers, then the two others. */
export const insurerChoices: readonly string[] = [
  ...site.insurers.map((insurer) => insurer.name),
  OTHER_INSURER,
  SELF_PAY,
];

/** The form's words for these fields, and the messages when they are wrong. */
export const enquiryChoiceWords = {
  careTypeLegend: "Would you like to be seen privately or on the NHS?",
  careTypeMissing:
    "Please say whether you would like to be seen privately, on the NHS, or are not sure.",
  insurerLabel: "Your health insurer, or paying for yourself",
  insurerPlaceholder: "Choose one",
  insurerMissing: `Please choose your health insurer, or "${SELF_PAY}".`,
  /** what the practice's email says when the patient did not answer (an older form, a form service) */
  notSaid: "Not said",
} as const;
