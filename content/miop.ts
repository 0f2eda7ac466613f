/**
 * MiOp recovery app page (`/PreAndPostcare/miop-app`): hero with the App Store and website links,
 * the four-question FAQ and the four Key Features cards. The app is presented as what it is: a
 * companion to care, not a replacement for clinical advice.
 *
 * The app's App Store and website addresses are in the site configuration (site.ts).
 */
import { illustrationBySrc } from "./illustrations.ts";
import { z } from "zod";
import { faqItem, image, inlineText, pageBase, richText } from "./schema.ts";
import { awaitingClinicalReview, reviewRecord } from "./review-record.ts";
import { site, surgeonName } from "./site.ts";
import { phoneLink } from "./phrases.ts";

export const appFeature = z.object({
  title: z.string().trim().min(1),
  description: inlineText,
  icon: z.string().optional(),
}).strict();

export const miopPageSchema = pageBase.extend({
  path: z.literal("/PreAndPostcare/miop-app"),
  hero: z.object({
    text: richText,
    image,
    appStore: z.object({
      label: z.string().trim().min(1),
      href: z.url().regex(/^https:\/\/apps\.apple\.com\//),
    }).strict(),
    website: z.object({
      label: z.string().trim().min(1),
      href: z.url({ protocol: /^https$/ }),
    }).strict(),
  }).strict(),
  companionNote: richText,
  faqHeading: z.string().trim().min(1),
  faqs: z.array(faqItem).length(4),
  featuresHeading: z.string().trim().min(1),
  features: z.array(appFeature).length(4),
  reviewed: reviewRecord,
}).strict();

export type AppFeature = z.infer<typeof appFeature>;
export type MiopPage = z.infer<typeof miopPageSchema>;

export const miopPage: MiopPage = miopPageSchema.parse({
  path: "/PreAndPostcare/miop-app",
  meta: {
    title: "MiOp Recovery App | Support After Knee and Hip Surgery",
    description:
      "The MiOp app helps you follow your recovery plan after knee or hip surgery: exercises, progress tracking and messages to your care team. How to get started.",
    keywords: [
      "MiOp app",
      "recovery app",
      "knee replacement recovery",
      "hip replacement exercises",
      "rehabilitation app",
    ],
  },
  heading: "MiOp Recovery App",
  hero: {
    text: [
      "MiOp is a phone app that helps you before and after your operation. It holds your recovery plan, shows your exercises and lets you send messages to your care team.",
      "Using it is your choice. You will get the same care whether you use it or not.",
    ],
    image: illustrationBySrc("/images/miop/app.svg"),
    appStore: { label: "Download on the App Store", href: site.miopApp.appStoreUrl },
    website: { label: "Visit Website", href: site.miopApp.websiteUrl },
  },
  companionNote: [
    "The app is a helper, not a doctor. It does not replace advice from your surgeon, physiotherapist or GP, and it does not check your messages all the time.",
    `If you are worried about your wound, your pain or your health, call the hospital where you had your operation: ${site.hospitals.private.name} on ${
      phoneLink(site.hospitals.private.phone)
    }, or ${site.hospitals.nhs.name} on ${phoneLink(site.hospitals.nhs.phone)}.`,
    "If the hospital is closed, or you are not sure where to go, call NHS 111. In an emergency, call 999.",
  ],
  faqHeading: "Frequently asked questions",
  faqs: [
    {
      question: "What is the MiOp app?",
      answer: [
        "MiOp is a recovery app for your phone. It gives you a plan for the weeks before and after your knee or hip operation, with exercises, reminders and tips.",
        `It is a companion to the care you get from ${surgeonName} and his team, not a replacement for it.`,
      ],
    },
    {
      question: "How do I get started?",
      answer: [
        {
          list: [
            "Download the app from the App Store.",
            "Ask our team for an invitation when your operation is booked.",
            "Sign in, read and agree to the app's privacy notice, and your plan will appear.",
          ],
          ordered: true,
        },
      ],
    },
    {
      question: "Who can see my information?",
      answer: [
        "The app's privacy notice explains what is stored, where, and who can see it. Please read it before you sign up.",
        "Your care team can see the progress and messages you choose to share. You can ask us to stop using the app for your care at any time.",
      ],
    },
    {
      question: "What if I do not have a smartphone or do not want to use the app?",
      answer: [
        "That is fine. The app is optional. We will give you your exercises and advice on paper, and you can call or email us in the usual way.",
        "You can also download our [Exercises after surgery](/documents/exercises-after-surgery.pdf) guide.",
      ],
    },
  ],
  featuresHeading: "Key Features",
  features: [
    {
      title: "Personalised Care Plan",
      description:
        "A plan set up for your operation by your care team, with what to do each day before and after surgery.",
      icon: "clipboard",
    },
    {
      title: "Progress Tracking",
      description:
        "Record your pain, how far your knee or hip bends and how far you walk, and see how you improve week by week.",
      icon: "chart",
    },
    {
      title: "Direct Communication",
      description:
        "Send non-urgent questions and photos to your care team. For anything urgent, phone the hospital instead.",
      icon: "message",
    },
    {
      title: "Exercise Guidance",
      description:
        "Step-by-step pictures and videos of the exercises your physiotherapist has set, with reminders to do them.",
      icon: "exercise",
    },
  ],
  reviewed: awaitingClinicalReview,
});
