/**
 * The pages a form posted without JavaScript answers with: the story form's thank-you page and
 * "check your story" page, and the data request form's answer and "check your request" page.
 * The request's answer is the same whatever happens, so it reveals nothing about who has written.
 */
import type { PageMeta } from "./schema.ts";
import { retention } from "./retention.ts";

export const STORY_SENT_PATH = "/story-sent";
export const DATA_REQUEST_SENT_PATH = "/data-request-sent";

export interface AnswerPage {
  path: string;
  meta: PageMeta;
  heading: string;
  summary: string;
  nextSteps: { title: string; points: string[] };
  links: Array<{ label: string; href: string }>;
}

export const storySentPage: AnswerPage = {
  path: STORY_SENT_PATH,
  meta: {
    title: "Story Sent | Thank You for Sharing Your Story",
    description:
      "Your story has reached the practice. A member of the team reads every story before it appears on the website.",
    keywords: ["story sent", "patient stories"],
  },
  heading: "Thank you for sharing your story",
  summary: "We have received it. A member of our team reads every story before it appears.",
  nextSteps: {
    title: "What happens next",
    points: [
      "We check your story against our review policy. We never decline a story because it is negative.",
      "If we publish it, it appears on the patient stories page under the name you chose.",
      `If we do not publish it, we delete it and your details ${retention.declinedStoryDays} days after deciding.`,
      "You can ask us to remove your story at any time, from our privacy page.",
    ],
  },
  links: [
    { label: "Back to the patient stories", href: "/patient-success-stories" },
    { label: "Read our review policy", href: "/review-policy" },
  ],
};

export const storyProblemPage = {
  /** the browser tab starts with "Error:" so a screen reader user hears it first */
  title: "Error: Check your story | Patient Success Stories",
  heading: "Check your story",
  summary: "Your story has not been sent yet. Everything you typed is still here.",
  summaryTitle: "There is a problem",
} as const;

export const dataRequestSentPage: AnswerPage = {
  path: DATA_REQUEST_SENT_PATH,
  meta: {
    title: "Request Received | Your Data and Your Story",
    description:
      "Your request about your personal details or your story has been received by the practice.",
    keywords: ["data request", "privacy"],
  },
  heading: "Your request has been received",
  summary: "If we hold anything under the email address you gave, we will reply to that address.",
  nextSteps: {
    title: "What happens next",
    points: [
      "We have sent an email to the address you gave to confirm your request. If it does not arrive, check your spam folder.",
      "The practice will reply within one month, to that address only. We may ask you to confirm who you are before we send or remove anything.",
      "We give this same answer to every request, so this page cannot tell anyone whether you have written to us.",
    ],
  },
  links: [
    { label: "Read our privacy notice", href: "/privacy" },
    { label: "Back to the home page", href: "/" },
  ],
};

export const dataRequestProblemPage = {
  title: "Error: Check your request | Privacy",
  heading: "Check your request",
  summary: "Your request has not been sent yet.",
  summaryTitle: "There is a problem",
} as const;
