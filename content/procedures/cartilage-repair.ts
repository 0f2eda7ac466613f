/**
 * The procedure page at /knee-procedures/cartilage-repair (spec §2).
 *
 * Clinical figures come only from spec §9, written in the same form so
 * tests/unit/clinical-content.test.ts can find them on the right page.
 */
import { whenToGetHelp } from "../clinical-common.ts";
import { type ProcedurePage, procedurePage } from "./schema.ts";
import { kneeImage } from "./shared.ts";
import { awaitingClinicalReview } from "../review-record.ts";

export const cartilageRepair: ProcedurePage = procedurePage.parse({
  path: "/knee-procedures/cartilage-repair",
  meta: {
    title: "Knee Cartilage Repair | Mr Ashcombe",
    description:
      "Knee cartilage repair explained: treatments for a damaged area of joint cartilage, who they suit, the long recovery and rehabilitation, and the risks.",
    keywords: [
      "cartilage repair",
      "knee cartilage damage",
      "microfracture",
      "cartilage cell implantation",
      "osteochondral graft",
    ],
  },
  heading: "Cartilage Repair",
  summary:
    "Cartilage repair treats a damaged area of the smooth cartilage that covers the ends of the bones in the knee. It suits a small, well-defined area of damage, not general arthritis.",
  image: kneeImage(),
  faqs: [
    {
      question: "Who is cartilage repair for?",
      answer: [
        "It is usually for younger people with a single area of damaged cartilage, often after an injury. It is not a treatment for arthritis, where the damage is widespread.",
      ],
    },
    {
      question: "Does the new cartilage work like normal cartilage?",
      answer: [
        "Not quite. The repair tissue is usually not as hard-wearing as your original cartilage. But it can ease pain and swelling for many people.",
      ],
    },
    {
      question: "How long is the recovery?",
      answer: [
        "Recovery is long. You may need crutches for several weeks, and it can take many months before you return to sport. Your surgeon will give you a plan.",
      ],
    },
  ],
  sections: [
    {
      title: "Types of Cartilage Repair",
      content: [
        {
          subtitle: "Microfracture",
          details:
            "Small holes are made in the bone under the damaged area with keyhole surgery. Blood and cells from the bone form repair tissue.",
        },
        {
          subtitle: "Cartilage cell implantation",
          details:
            "A small sample of your cartilage is taken and its cells are grown in a laboratory. A second operation puts the cells into the damaged area.",
        },
        {
          subtitle: "Bone and cartilage graft",
          details: "A plug of healthy bone and cartilage is moved into the damaged area.",
        },
      ],
    },
    {
      title: "Recovery",
      content: [
        {
          list: [
            "You may need crutches and limited weight on the leg for several weeks.",
            "Exercises and [physiotherapy](/PreAndPostcare/physiotherapy) are essential to help the repair mature.",
            "Returning to sport can take many months.",
          ],
        },
      ],
    },
  ],
  complications: {
    title: "Possible complications",
    items: [
      "Infection.",
      "Blood clot in the leg (DVT) or lungs (PE).",
      "Stiffness and swelling.",
      "The repair not working, or breaking down over time.",
      "Thickening of the repair tissue, which may need trimming.",
    ],
    help: whenToGetHelp,
  },
  procedure: {
    name: "Knee cartilage repair",
    alternateName: "Articular cartilage repair",
    procedureType: "Surgical",
    bodyLocation: "Joint cartilage of the knee",
    howPerformed:
      "A damaged area of joint cartilage is treated by microfracture, cartilage cell implantation or a bone and cartilage graft, often with keyhole surgery.",
    preparation: "An MRI scan to measure the damaged area, and a pre-operative assessment.",
    followup:
      "Crutches with limited weight-bearing for several weeks and a long physiotherapy programme.",
  },
  reviewed: awaitingClinicalReview,
  related: [
    { label: "Cartilage tear", href: "/Conditions/cartilage-tear" },
    { label: "Knee arthroscopy", href: "/Treatments/knee-arthroscopy" },
  ],
  documents: [],
});
