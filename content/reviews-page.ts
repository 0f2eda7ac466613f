/**
 * Patient reviews page (`/patient-success-stories`) and the Review Policy page (`/review-policy`).
 * The reviews list and the story form are widgets; this module holds the words around them and
 * what a reader with JavaScript off sees in their place.
 *
 * `storyRetention` is the single source of the retention periods: the policy text is written from
 * it, and the stories data layer should read it too, so the page and the code cannot disagree.
 */
import { z } from "zod";
import { inlineText, linkItem, pageBase, richText, section } from "./schema.ts";
import { site, surgeonName } from "./site.ts";
import { retention } from "./retention.ts";
import { declineReasons, neverADeclineReason } from "./decline-reasons.ts";
import { emailLink, phoneLink, surgeonShortName } from "./phrases.ts";

const { practiceManager } = site.contacts;

export const storyRetention = {
  /** approved stories: the author's email and phone are deleted this long after publication */
  approvedContactDetailsMonths: Math.round(retention.approvedContactDetailsDays / 30.4),
  /** declined stories: all personal data is deleted this long after the decision */
  declinedPersonalDataDays: retention.declinedStoryDays,
  /** stories nobody decided on are deleted this long after they arrive */
  pendingStoryDays: retention.pendingStoryDays,
} as const;

export const reviewsPageSchema = pageBase.extend({
  path: z.literal("/patient-success-stories"),
  intro: richText,
  reviewsHeading: z.string().trim().min(1),
  storyForm: z.object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    heading: z.string().trim().min(1),
    intro: richText,
  }).strict(),
  /** shown where each widget would be, for readers with JavaScript off */
  noScript: z.object({
    reviews: richText,
    storyForm: richText,
  }).strict(),
  policyLink: linkItem,
  disclaimer: inlineText,
}).strict();

export const reviewPolicyPageSchema = pageBase.extend({
  path: z.literal("/review-policy"),
  intro: richText,
  sections: z.array(section).min(4),
  lastUpdated: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
}).strict();

export type ReviewsPage = z.infer<typeof reviewsPageSchema>;
export type ReviewPolicyPage = z.infer<typeof reviewPolicyPageSchema>;

const emailUs = emailLink(practiceManager.email);

export const reviewsPage: ReviewsPage = reviewsPageSchema.parse({
  path: "/patient-success-stories",
  meta: {
    title: "Patient Stories and Reviews",
    description:
      `Read what patients say about their care with ${surgeonName}, knee and hip surgeon, and share your own experience. Every genuine story is welcome.`,
    keywords: [
      "patient reviews",
      "knee surgeon reviews",
      "hip replacement patient stories",
      "patient experience",
      surgeonName,
    ],
  },
  heading: "Patient stories",
  intro: [
    `These are stories from people who have been treated by ${surgeonName}, in their own words.`,
    "We publish good and bad experiences alike. Our [review policy](/review-policy) explains how we check stories and what we publish.",
  ],
  reviewsHeading: "What patients say",
  storyForm: {
    id: "share-your-story",
    heading: "Share Your Story",
    intro: [
      `Have you been treated by ${surgeonShortName}? Your story can help others who are thinking about treatment.`,
      'We publish your first name and the first letter of your last name, or "Anonymous" if you prefer. We never publish your email address or phone number.',
    ],
  },
  noScript: {
    reviews: [
      "Patient stories need JavaScript to load, and it is turned off or not working in your browser.",
      "To read them, turn on JavaScript or try another browser.",
    ],
    storyForm: [
      `The story form is loading. If it does not appear, you can email your story to us instead at ${emailUs}.`,
      'Please include your name, a star rating from 1 to 5, and whether you would like it published as "Anonymous". Our [review policy](/review-policy) applies in the same way.',
    ],
  },
  policyLink: { label: "Read our review policy", href: "/review-policy" },
  disclaimer:
    "Stories describe one person's experience. They are not medical advice, and results differ from person to person.",
});

export const reviewPolicyPage: ReviewPolicyPage = reviewPolicyPageSchema.parse({
  path: "/review-policy",
  meta: {
    title: "Review Policy | How We Check and Publish Stories",
    description:
      "How we check patient stories before publishing them, what we publish, why we never hide negative reviews, and how long we keep your personal details.",
    keywords: ["review policy", "patient reviews", "fake reviews", "data retention", "privacy"],
  },
  heading: "Review Policy",
  intro: [
    `This page explains how we handle the stories patients send about their care with ${surgeonName}.`,
  ],
  sections: [
    {
      id: "what-we-check",
      title: "How we check stories",
      content: [
        "A member of our team reads every story before it goes on the site. We do not edit stories. We publish them as you wrote them.",
        "We will only decline a story for one of these reasons, and we record which one:",
        { list: declineReasons.map((reason) => `${reason.label}: ${reason.description}`) },
        neverADeclineReason,
        "If your story is declined for one of these reasons, you are welcome to send it again without that part.",
      ],
    },
    {
      id: "negative-reviews",
      title: "We never hide negative stories",
      content: [
        "We never decline, hide or delay a story because it is negative, critical or gives a low star rating.",
        "UK consumer law, including the Digital Markets, Competition and Consumers Act 2024, bans fake reviews and bans hiding or playing down negative ones. We follow it.",
        {
          list: [
            "We do not write stories ourselves or ask anyone to write them for us.",
            "We never pay or offer anything in return for a story, good or bad.",
            "The average rating on our page counts every published story.",
          ],
        },
      ],
    },
    {
      id: "what-we-publish",
      title: "What we publish",
      content: [
        {
          list: [
            'Your first name and the first letter of your last name, for example "Sarah T.", or "Anonymous" if you ask',
            "Your star rating and your story",
            "The date you sent it",
          ],
        },
        "We never publish your email address or phone number. We use them only to check that a story is genuine or to contact you about it, never for marketing.",
      ],
    },
    {
      id: "how-long-we-keep-your-details",
      title: "How long we keep your details",
      content: [
        {
          subtitle: "While we check your story",
          details:
            `We keep your story and contact details while we decide whether to publish it. If no decision is made within ${storyRetention.pendingStoryDays} days, we delete the story and your details.`,
        },
        {
          subtitle: "Published stories",
          details:
            `We delete your email address and phone number ${storyRetention.approvedContactDetailsMonths} months after your story is published. Your story, rating and published name stay on the site until you ask us to remove them. Once removed, we delete the story and your details within ${retention.removedStoryDays} days.`,
        },
        {
          subtitle: "Declined stories",
          details:
            `We delete your story and all your personal details within ${storyRetention.declinedPersonalDataDays} days of declining it.`,
        },
      ],
    },
    {
      id: "your-rights",
      title: "Changing or removing your story",
      content: [
        "We publish a story only with its author's explicit consent, given with the box on the story form. You can withdraw it at any time: we then take your story off the website, and off every page where our reviews are shown, straight away.",
        `You can ask us to change or remove your story, or to see or delete the details we hold about you, at any time. Use the form below, email ${emailUs} or call ${practiceManager.name} on ${
          phoneLink(practiceManager.phone)
        }.`,
        "We may also remove a published story ourselves, for example if we learn that it breaks our policy. The figures below count every story removed, and why, without saying which.",
      ],
    },
  ],
  lastUpdated: "2026-11-01",
});
