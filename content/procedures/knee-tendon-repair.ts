/**
 * The procedure page at /knee-procedures/knee-tendon-repair (spec §2).
 *
 * Clinical figures come only from spec §9, written in the same form so
 * tests/unit/clinical-content.test.ts can find them on the right page.
 */
import { fact } from "../clinical-facts.ts";
import { whenToGetHelp } from "../clinical-common.ts";
import { type ProcedurePage, procedurePage } from "./schema.ts";
import { kneeImage } from "./shared.ts";
import { awaitingClinicalReview } from "../review-record.ts";

export const kneeTendonRepair: ProcedurePage = procedurePage.parse({
  path: "/knee-procedures/knee-tendon-repair",
  meta: {
    title: "Knee Tendon Repair | Mr Ashcombe",
    description:
      "Repair of a torn quadriceps or patellar tendon at the knee: the symptoms, why early surgery matters, the operation, recovery in a brace, and the risks.",
    keywords: [
      "knee tendon repair",
      "quadriceps tendon rupture",
      "patellar tendon rupture",
      "torn knee tendon",
    ],
  },
  heading: "Knee Tendon Repair",
  summary:
    "The tendons above and below the kneecap let you straighten your leg. If one tears completely, you cannot straighten the knee, and surgery is usually needed to repair it.",
  image: kneeImage(),
  faqs: [
    {
      question: "How do I know if I have torn a knee tendon?",
      answer: [
        "You may feel a pop, then pain and swelling. You cannot lift your straight leg or walk normally. There may be a gap above or below the kneecap. Go to A&E.",
      ],
    },
    {
      question: "Why is early surgery important?",
      answer: [
        "A torn tendon pulls back over time. Repair is easier, and results are better, when it is done soon after the injury.",
      ],
    },
  ],
  sections: [
    {
      title: "The Operation",
      content: [
        "Through a cut at the front of the knee, the torn tendon is stitched back to the kneecap, often through small holes drilled in the bone or with anchors.",
      ],
    },
    {
      title: "Recovery",
      content: [
        "You will wear a brace that keeps the knee straight for several weeks. Bending is then increased step by step. Regaining strength takes months. [Physiotherapy](/PreAndPostcare/physiotherapy) is essential.",
      ],
    },
  ],
  complications: {
    title: "Possible complications",
    items: [
      `Infection: ${fact("infection.knee-surgery")}, the figure for knee operations in general.`,
      "Blood clot in the leg (DVT) or lungs (PE).",
      "Stiffness or weakness.",
      "The tendon tearing again.",
      "Wound problems.",
    ],
    help: whenToGetHelp,
  },
  procedure: {
    name: "Knee tendon repair",
    alternateName: "Quadriceps or patellar tendon repair",
    procedureType: "Surgical",
    bodyLocation: "Quadriceps or patellar tendon of the knee",
    howPerformed:
      "The torn tendon is stitched back to the kneecap through bone tunnels or with anchors.",
    preparation: "An examination, and an ultrasound or MRI scan if the diagnosis is unclear.",
    followup:
      "A brace keeping the knee straight for several weeks, then physiotherapy to regain movement and strength.",
  },
  reviewed: awaitingClinicalReview,
  related: [{ label: "Physiotherapy", href: "/PreAndPostcare/physiotherapy" }],
  documents: [],
});
