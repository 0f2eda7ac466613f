/**
 * The procedure page at /knee-procedures/partial-meniscectomy (spec §2).
 *
 * Clinical figures come only from spec §9, written in the same form so
 * tests/unit/clinical-content.test.ts can find them on the right page.
 */
import { whenToGetHelp } from "../clinical-common.ts";
import { type ProcedurePage, procedurePage } from "./schema.ts";
import { arthroscopyRecovery, arthroscopyRisks, kneeImage } from "./shared.ts";
import { awaitingClinicalReview } from "../review-record.ts";
import { fact } from "../clinical-facts.ts";

export const partialMeniscectomy: ProcedurePage = procedurePage.parse({
  path: "/knee-procedures/partial-meniscectomy",
  meta: {
    title: "Partial Meniscectomy | Mr Ashcombe",
    description:
      "Partial meniscectomy explained: trimming a torn knee cartilage with keyhole surgery, how well it works, recovery times and the possible complications.",
    keywords: [
      "partial meniscectomy",
      "meniscus trimming",
      "torn cartilage surgery",
      "knee arthroscopy",
    ],
  },
  heading: "Partial Meniscectomy",
  summary:
    "A partial meniscectomy trims away the torn part of a knee cartilage (meniscus) that cannot heal. It is done with keyhole surgery (arthroscopy). Healthy meniscus is kept.",
  image: kneeImage(),
  faqs: [
    {
      question: "How well does it work?",
      answer: [
        `Surgery for a torn meniscus helps ${
          fact("meniscus-success.knee-arthroscopy")
        } of people. It helps less if you also have arthritis.`,
      ],
    },
    {
      question: "Do I need it?",
      answer: [
        "Many tears settle with exercise and [physiotherapy](/PreAndPostcare/physiotherapy). Surgery may help if your knee locks or catches, or if symptoms do not settle.",
      ],
    },
    {
      question: "Will trimming the meniscus cause arthritis?",
      answer: [
        "Losing part of the meniscus can raise the chance of arthritis over many years. This is why only the torn part is removed.",
      ],
    },
  ],
  sections: [
    {
      title: "The Operation",
      content: [
        `You will usually have a general anaesthetic. A camera and small instruments go into the knee through cuts about ${
          fact("keyhole-cut.knee-arthroscopy")
        } long. The torn part of the meniscus is trimmed away.`,
        "Most people go home the same day.",
      ],
    },
    {
      title: "Recovery",
      content: [
        `You can take off the crepe bandage after ${
          fact("bandage.knee-arthroscopy")
        }. The paper stitches (steristrips) come off after ${
          fact("steristrips.knee-arthroscopy")
        }.`,
        { list: arthroscopyRecovery },
        "Start your exercises straight away. Read more about [knee arthroscopy](/Treatments/knee-arthroscopy).",
      ],
    },
  ],
  complications: { title: "Possible complications", items: arthroscopyRisks, help: whenToGetHelp },
  procedure: {
    name: "Partial meniscectomy",
    alternateName: "Arthroscopic meniscal trimming",
    procedureType: "Surgical",
    bodyLocation: "Meniscus of the knee",
    howPerformed: `With keyhole surgery through cuts about ${
      fact("keyhole-cut.knee-arthroscopy")
    } long, the torn part of the meniscus is trimmed away.`,
    preparation: "An MRI scan and a pre-operative assessment.",
    followup: `Bandage off after ${fact("bandage.knee-arthroscopy")}, steristrips off after ${
      fact("steristrips.knee-arthroscopy")
    }, driving after ${fact("driving.knee-arthroscopy")}.`,
  },
  reviewed: awaitingClinicalReview,
  related: [
    { label: "Cartilage tear", href: "/Conditions/cartilage-tear" },
    { label: "Knee arthroscopy", href: "/Treatments/knee-arthroscopy" },
    { label: "Meniscus repair", href: "/knee-procedures/meniscus-repair" },
  ],
  documents: [],
});
