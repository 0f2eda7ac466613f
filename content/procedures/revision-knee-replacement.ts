/**
 * The procedure page at /knee-procedures/revision-knee-replacement (spec §2).
 *
 * Clinical figures come only from spec §9, written in the same form so
 * tests/unit/clinical-content.test.ts can find them on the right page.
 */
import { whenToGetHelp } from "../clinical-common.ts";
import { type ProcedurePage, procedurePage } from "./schema.ts";
import { kneeImage } from "./shared.ts";
import { awaitingClinicalReview } from "../review-record.ts";

export const revisionKneeReplacement: ProcedurePage = procedurePage.parse({
  path: "/knee-procedures/revision-knee-replacement",
  meta: {
    title: "Revision Knee Replacement | Mr Ashcombe",
    description:
      "Revision knee replacement explained: why a knee replacement may need redoing, what the operation involves, the longer recovery, and the higher risks.",
    keywords: [
      "revision knee replacement",
      "redo knee replacement",
      "failed knee replacement",
      "loose knee replacement",
    ],
  },
  heading: "Revision Knee Replacement",
  summary:
    "A revision knee replacement is an operation to replace some or all of an earlier knee replacement. It is a bigger operation than the first one, with a longer recovery.",
  image: kneeImage(),
  faqs: [
    {
      question: "Why might a knee replacement need to be redone?",
      answer: [
        {
          list: [
            "the parts have worn or loosened",
            "a deep infection",
            "the knee is unstable or very stiff",
            "a break in the bone around the joint",
          ],
        },
      ],
    },
    {
      question: "Is it riskier than the first operation?",
      answer: [
        "Yes. The risks, including infection, are higher than after a first knee replacement. The results are often good, but less predictable.",
      ],
    },
  ],
  sections: [
    {
      title: "The Operation",
      content: [
        "The old parts are removed and replaced, often with larger parts with stems that fit inside the bones. Lost bone may be replaced with metal pieces or bone graft.",
        "If there is infection, the operation may be done in two stages, months apart.",
      ],
    },
    {
      title: "Recovery",
      content: [
        "Recovery usually takes longer than after a first knee replacement. You may stay in hospital longer and need crutches for longer. [Physiotherapy](/PreAndPostcare/physiotherapy) is important.",
      ],
    },
  ],
  complications: {
    title: "Possible complications",
    items: [
      "Infection, which is more likely than after a first knee replacement.",
      "Blood clot in the leg (DVT) or lungs (PE).",
      "Stiffness or ongoing pain.",
      "A break in the bone during or after surgery.",
      "Damage to nerves or blood vessels.",
      "The new parts loosening, needing further surgery.",
    ],
    help: whenToGetHelp,
  },
  procedure: {
    name: "Revision knee replacement",
    alternateName: "Revision total knee arthroplasty",
    procedureType: "Surgical",
    bodyLocation: "Knee joint",
    howPerformed:
      "Some or all parts of an earlier knee replacement are removed and replaced, often with stemmed parts.",
    preparation:
      "X-rays, blood tests and sometimes a sample of fluid from the knee to check for infection.",
    followup:
      "A longer hospital stay and physiotherapy programme than after a first knee replacement.",
  },
  reviewed: awaitingClinicalReview,
  related: [
    { label: "Total knee replacement", href: "/Treatments/total-knee-replacement" },
    { label: "Knee arthritis", href: "/Conditions/knee-arthritis" },
  ],
  documents: [],
});
