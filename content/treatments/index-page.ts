/** The treatments index (/Treatments): the knee and hip cards, from the treatment pages. */
import { z } from "zod";
import { card, image, pageMeta, richText } from "../schema.ts";
import { treatments } from "../treatments.ts";
import type { TreatmentPage } from "./schema.ts";

const indexCard = card.extend({ href: z.string().regex(/^\/Treatments\/[a-z-]+$/), image });

export const treatmentsIndexPage = z.object({
  path: z.literal("/Treatments"),
  meta: pageMeta,
  heading: z.string().trim().min(1),
  intro: richText,
  linkLabel: z.literal("Learn more"),
  kneeProcedures: z.object({
    title: z.literal("Knee Procedures"),
    href: z.literal("/knee-procedures"),
    cards: z.array(indexCard).length(8),
  }),
  hipProcedures: z.object({
    title: z.literal("Hip Procedures"),
    href: z.literal("/hip-procedures"),
    cards: z.array(indexCard).length(2),
  }),
}).strict();

export type TreatmentsIndex = z.infer<typeof treatmentsIndexPage>;

const hipPaths = ["/Treatments/non-surgical-treatment-for-hips", "/Treatments/hip-replacement"];
const toCard = (page: TreatmentPage) => ({ ...page.card, href: page.path, image: page.image });

export const treatmentsIndex: TreatmentsIndex = treatmentsIndexPage.parse({
  path: "/Treatments",
  meta: {
    title: "Knee and Hip Treatments | Mr Edward Ashcombe",
    description:
      "Knee and hip treatments explained in plain English, from exercise and injections to keyhole surgery, ligament reconstruction and joint replacement.",
    keywords: [
      "knee treatments",
      "hip treatments",
      "knee surgery",
      "hip surgery",
      "knee replacement",
      "hip replacement",
    ],
  },
  heading: "Treatments",
  intro: [
    "Most treatment starts without an operation. If you might need surgery, these pages tell you what it involves. They say how long it takes to get better and what the risks are. Then you can decide with your surgeon.",
  ],
  linkLabel: "Learn more",
  kneeProcedures: {
    title: "Knee Procedures",
    href: "/knee-procedures",
    cards: treatments.filter((page) => !hipPaths.includes(page.path)).map(toCard),
  },
  hipProcedures: {
    title: "Hip Procedures",
    href: "/hip-procedures",
    cards: treatments.filter((page) => hipPaths.includes(page.path)).map(toCard),
  },
});
