/**
 * The procedure page at /hip-procedures/gluteal-tendon-repair (spec §2).
 *
 * Clinical figures come only from spec §9, written in the same form so
 * tests/unit/clinical-content.test.ts can find them on the right page.
 */
import { whenToGetHelp } from "../clinical-common.ts";
import { type ProcedurePage, procedurePage } from "./schema.ts";
import { hipImage } from "./shared.ts";
import { awaitingClinicalReview } from "../review-record.ts";

export const glutealTendonRepair: ProcedurePage = procedurePage.parse({
  path: "/hip-procedures/gluteal-tendon-repair",
  meta: {
    title: "Gluteal Tendon Repair | Mr Ashcombe",
    description:
      "Gluteal tendon repair explained: torn buttock tendons on the outer side of the hip, when surgery may help, the operation, the long recovery, and risks.",
    keywords: ["gluteal tendon repair", "gluteus medius tear", "hip tendon tear", "outer hip pain"],
  },
  heading: "Gluteal Tendon Repair",
  summary:
    "The gluteal tendons attach the buttock muscles to the outer side of the hip. If they tear, walking can be painful and weak. Surgery can reattach them to the bone.",
  image: hipImage(),
  faqs: [
    {
      question: "What are the signs of a gluteal tendon tear?",
      answer: [
        "Pain on the outer side of the hip, weakness, and a limp. It can feel like hip bursitis. An MRI or ultrasound scan shows the tear.",
      ],
    },
    {
      question: "How long is the recovery?",
      answer: [
        "Recovery is slow. You will use crutches for several weeks, and it can take many months to regain strength.",
      ],
    },
  ],
  sections: [
    {
      title: "The Operation",
      content: [
        "The torn tendon is stitched back to the bone using small anchors. This can be done through a cut over the side of the hip or with keyhole surgery.",
      ],
    },
    {
      title: "Recovery",
      content: [
        "You will use crutches and limit weight on the leg for several weeks. A [physiotherapist](/PreAndPostcare/physiotherapy) will guide a gradual strengthening programme.",
      ],
    },
  ],
  complications: {
    title: "Possible complications",
    items: [
      "Infection.",
      "Blood clot in the leg (DVT) or lungs (PE).",
      "The tendon tearing again.",
      "Ongoing pain or weakness.",
    ],
    help: whenToGetHelp,
  },
  procedure: {
    name: "Gluteal tendon repair",
    alternateName: "Gluteus medius and minimus tendon repair",
    procedureType: "Surgical",
    bodyLocation: "Outer side of the hip",
    howPerformed:
      "The torn gluteal tendons are stitched back to the bone with anchors, through an open cut or with keyhole surgery.",
    preparation: "An MRI or ultrasound scan and a pre-operative assessment.",
    followup:
      "Crutches with limited weight for several weeks, then a gradual strengthening programme.",
  },
  reviewed: awaitingClinicalReview,
  related: [{ label: "Hip bursitis treatment", href: "/hip-procedures/hip-bursitis-treatment" }],
  documents: [],
});
