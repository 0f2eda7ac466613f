/** The conditions index (/Conditions): a card for each condition page. */
import { z } from "zod";
import { conditions } from "../conditions.ts";
import { card, image, pageMeta, richText } from "../schema.ts";

export const conditionsIndex = z.object({
  path: z.literal("/Conditions"),
  meta: pageMeta,
  heading: z.string().trim().min(1),
  intro: richText,
  cards: z.array(card.extend({ href: z.string(), image })).length(4),
}).strict().parse({
  path: "/Conditions",
  meta: {
    title: "Knee Conditions | Mr Edward Ashcombe",
    description:
      "Plain-English guides to common knee conditions: knee arthritis, cartilage tears, ACL and ligament injuries, and pain at the front of the knee.",
    keywords: [
      "knee conditions",
      "knee pain",
      "knee arthritis",
      "cartilage tear",
      "ACL injury",
      "kneecap pain",
    ],
  },
  heading: "Conditions",
  intro: [
    "These pages explain some common knee problems. Each one covers who gets it, the symptoms, how it is diagnosed and the treatments that can help.",
    "Many knee problems get better without an operation. When surgery may help, we explain what it involves so you can talk it through with your surgeon.",
  ],
  cards: conditions.map((page) => ({ ...page.card, href: page.path, image: page.image })),
});

export type ConditionsIndex = typeof conditionsIndex;
