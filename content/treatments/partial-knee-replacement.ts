/**
 * The treatment page at /Treatments/partial-knee-replacement (spec §2).
 *
 * Clinical figures come only from spec §9, written in the same form ("4-5 days", "80-90%",
 * "under 1%") so tests/unit/clinical-content.test.ts can find them on the right page.
 */
import { clinicalLabels } from "../clinical-labels.ts";
import { whenToGetHelp } from "../clinical-common.ts";
import { guideLinks } from "../guide-links.ts";
import { awaitingClinicalReview } from "../review-record.ts";
import { type TreatmentPage, treatmentPage } from "./schema.ts";
import { roboticArmSurgerySection, treatmentImage } from "./shared.ts";
import { fact, factAtStart } from "../clinical-facts.ts";

export const partialKneeReplacement: TreatmentPage = treatmentPage.parse({
  path: "/Treatments/partial-knee-replacement",
  meta: {
    title: "Partial Knee Replacement | Mr Ashcombe",
    description:
      "Partial knee replacement explained: who is suitable, how it differs from a total knee replacement, recovery times, how long it lasts, and the risks.",
    keywords: [
      "partial knee replacement",
      "unicompartmental knee replacement",
      "half knee replacement",
      "robotic partial knee",
    ],
  },
  card: {
    title: "Partial Knee Replacement",
    summary: "New surfaces for just the worn part of the knee.",
  },
  heading: "Partial Knee Replacement",
  summary:
    "A partial knee replacement replaces only the worn part of the knee and keeps the healthy parts. It can suit people whose arthritis affects just one area of the knee.",
  image: treatmentImage("partial-knee-replacement"),
  faqs: [
    {
      question: "What is a partial knee replacement?",
      answer: [
        "The knee has three parts. In a partial knee replacement, only the worn part is replaced with metal and plastic. The healthy parts and the main ligaments are kept.",
        "It is also called a half knee replacement or a unicompartmental knee replacement.",
      ],
    },
    {
      question: "Am I suitable?",
      answer: [
        `About ${
          fact("partial-suitability.partial-knee-replacement")
        } of patients who need a knee replacement are suitable. You need arthritis in one part of the knee only, healthy ligaments, and a knee that bends and straightens well.`,
        "If you are not suitable, a [total knee replacement](/Treatments/total-knee-replacement) may be better.",
      ],
    },
    {
      question: "How long does the operation take?",
      answer: [`It usually takes ${fact("operation-length.partial-knee-replacement")}.`],
    },
    {
      question: "How long will it last?",
      answer: [
        `${
          factAtStart("implant-survival.partial-knee-replacement")
        } of partial knee replacements are still working at 10 years. Many last ${
          fact("implant-lifespan.partial-knee-replacement")
        }.`,
        "A partial knee is more likely than a total knee to need another operation later. For example, arthritis can develop in another part of the knee.",
      ],
    },
    {
      question: "How quickly will I recover?",
      answer: [
        `Most people are walking within ${
          fact("walking.partial-knee-replacement")
        }. Normal activities are usually possible at ${
          fact("normal-activities.partial-knee-replacement")
        }. Full recovery takes ${fact("full-recovery.partial-knee-replacement")}.`,
      ],
    },
  ],
  sections: [
    {
      title: "Who Is Suitable",
      content: [
        `About ${
          fact("partial-suitability.partial-knee-replacement")
        } of patients who need a knee replacement are suitable for a partial one. You are more likely to be suitable if:`,
        {
          list: [
            "arthritis affects only one part of your knee, most often the inner side",
            "your ligaments, including the ACL, are healthy",
            "your knee bends and straightens well",
          ],
        },
        "Your surgeon will check this with an examination and X-rays, and sometimes an MRI scan.",
      ],
    },
    {
      title: "Partial or Total?",
      content: [
        {
          subtitle: "Possible benefits of a partial knee",
          details: [
            "a smaller operation",
            "a quicker recovery",
            "a knee that may feel more natural, because more of your own knee is kept",
          ],
        },
        {
          subtitle: "Possible drawbacks",
          details: [
            "a higher chance of needing another operation later",
            "arthritis may develop in the parts of the knee that were kept",
          ],
        },
        "Read about [total knee replacement](/Treatments/total-knee-replacement) to compare.",
      ],
    },
    {
      title: "About the Operation",
      content: [
        "Through a smaller cut than for a total knee replacement, the surgeon removes the worn surfaces from one part of the knee. These are replaced with metal parts and a plastic spacer.",
        `The operation usually takes ${
          fact("operation-length.partial-knee-replacement")
        }. You will have a spinal anaesthetic, a general anaesthetic, or both.`,
      ],
    },
    roboticArmSurgerySection,
    {
      title: "Recovery",
      content: [
        {
          table: clinicalLabels.recoveryTable,
          list: [
            "Walking: within 24 hours, with a frame or crutches at first.",
            `Normal activities: ${fact("normal-activities.partial-knee-replacement")}.`,
            `Full recovery: ${fact("full-recovery.partial-knee-replacement")}.`,
          ],
        },
        "Doing your exercises every day helps your recovery. A [physiotherapist](/PreAndPostcare/physiotherapy) will guide you.",
        "Only drive when you can control the car safely and do an emergency stop. Check with your insurer.",
      ],
    },
    {
      title: "How Long It Lasts",
      content: [
        `${
          factAtStart("implant-survival.partial-knee-replacement")
        } of partial knee replacements are still working at 10 years. Many last ${
          fact("implant-lifespan.partial-knee-replacement")
        }.`,
        "If the knee wears out, or arthritis spreads to another part, it can usually be changed to a total knee replacement.",
      ],
    },
  ],
  complications: {
    title: "Possible complications",
    items: [
      `Infection: ${
        fact("infection.partial-knee-replacement")
      }. A deep infection is serious and may need more operations.`,
      "Blood clot in the leg (DVT) or lungs (PE).",
      "Arthritis getting worse in another part of the knee, which may need a total knee replacement.",
      "The parts loosening or wearing over time.",
      "The plastic spacer moving out of place, in some designs, which needs another operation.",
      "Ongoing pain or stiffness.",
      "Damage to nerves or blood vessels, which is rare.",
    ],
    help: whenToGetHelp,
  },
  procedure: {
    name: "Partial knee replacement",
    alternateName: "Unicompartmental knee replacement",
    procedureType: "Surgical",
    bodyLocation: "Knee joint",
    howPerformed:
      `Through a small cut, the worn surfaces of one part of the knee are replaced with metal parts and a plastic spacer, keeping the healthy parts and ligaments. It takes ${
        fact("operation-length.partial-knee-replacement")
      }.`,
    preparation:
      "A pre-operative assessment and X-rays to confirm that arthritis affects only one part of the knee.",
    followup: `Walking within ${
      fact("walking.partial-knee-replacement")
    }, exercises and physiotherapy, normal activities at ${
      fact("normal-activities.partial-knee-replacement")
    } and full recovery in ${fact("full-recovery.partial-knee-replacement")}.`,
  },
  reviewed: awaitingClinicalReview,
  related: [
    { label: "Knee arthritis", href: "/Conditions/knee-arthritis" },
    { label: "Total knee replacement", href: "/Treatments/total-knee-replacement" },
    { label: "Robotic knee replacement", href: "/knee-procedures/robotic-knee-replacement" },
    { label: "Physiotherapy", href: "/PreAndPostcare/physiotherapy" },
  ],
  documents: [
    guideLinks.kneeReplacement,
    guideLinks.roboticArmSurgery,
    guideLinks.partialKneeBrochure,
  ],
  beforeAfter: {
    before: treatmentImage(
      "partial-knee-before",
      "Before: arthritis has worn away the cartilage on the inner side of the knee.",
    ),
    after: treatmentImage(
      "partial-knee-after",
      "After: the worn inner side has been resurfaced. The rest of the knee is kept.",
    ),
  },
});
