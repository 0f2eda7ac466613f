/**
 * The words around the enquiry form: the thank-you page a plain form post lands on, and the page
 * the server shows when a posted enquiry needs correcting (JavaScript off).
 */
import type { PageMeta } from "./schema.ts";

export const ENQUIRY_SENT_PATH = "/enquiry-sent";

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
      "Your enquiry has reached the practice team of Mr Edward Ashcombe. We reply within two working days, by email or by telephone.",
    keywords: ["enquiry sent", "contact the practice"],
  },
  heading: "Thank you, your enquiry has been sent",
  summary: "The practice team has your message and will reply within two working days.",
  nextSteps: {
    title: "What happens next",
    points: [
      "A member of the practice team reads every enquiry and replies by email, or by telephone if you gave a number.",
      "If you asked about an appointment, we will offer you a time at the hospital that suits you.",
      "If you do not hear from us within two working days, please telephone the practice.",
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
