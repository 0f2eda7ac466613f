/**
 * The procedure page at /hip-procedures/revision-hip-replacement (spec §2).
 *
 * Clinical figures come only from spec §9, written in the same form so
 * tests/unit/clinical-content.test.ts can find them on the right page.
 */
import { whenToGetHelp } from "../clinical-common.ts";
import { type ProcedurePage, procedurePage } from "./schema.ts";
import { hipImage } from "./shared.ts";
import { awaitingClinicalReview } from "../review-record.ts";

export const revisionHipReplacement: ProcedurePage = procedurePage.parse({
  path: "/hip-procedures/revision-hip-replacement",
  meta: {
    title: "Revision Hip Replacement | Mr Ashcombe",
    description:
      "Revision hip replacement explained: why a hip replacement may need redoing, what the operation involves, the longer recovery, and the higher risks.",
    keywords: [
      "revision hip replacement",
      "redo hip replacement",
      "failed hip replacement",
      "loose hip replacement",
    ],
  },
  heading: "Revision Hip Replacement",
  summary:
    "A revision hip replacement is an operation to replace some or all of an earlier hip replacement. It is a bigger operation than the first one, with a longer recovery.",
  image: hipImage(),
  faqs: [
    {
      question: "Why might a hip replacement need to be redone?",
      answer: [
        {
          list: [
            "the parts have worn or loosened",
            "a deep infection",
            "the hip keeps dislocating",
            "a break in the bone around the joint",
          ],
        },
      ],
    },
    {
      question: "Is it riskier than the first operation?",
      answer: [
        "Yes. The risks, including infection and dislocation, are higher than after a first hip replacement.",
      ],
    },
  ],
  sections: [
    {
      title: "The Operation",
      content: [
        "The old parts are removed and replaced, often with longer stems or special cups. Lost bone may be replaced with bone graft or metal pieces.",
        "If there is infection, the operation may be done in two stages, months apart.",
      ],
    },
    {
      title: "Recovery",
      content: [
        "Recovery usually takes longer than after a first hip replacement. You may need crutches for longer. [Physiotherapy](/PreAndPostcare/physiotherapy) is important.",
      ],
    },
  ],
  complications: {
    title: "Possible complications",
    items: [
      "Infection, which is more likely than after a first hip replacement.",
      "Dislocation.",
      "Blood clot in the leg (DVT) or lungs (PE).",
      "A break in the bone during or after surgery.",
      "A difference in leg length.",
      "Damage to nerves or blood vessels.",
    ],
    help: whenToGetHelp,
  },
  procedure: {
    name: "Revision hip replacement",
    alternateName: "Revision total hip arthroplasty",
    procedureType: "Surgical",
    bodyLocation: "Hip joint",
    howPerformed: "Some or all parts of an earlier hip replacement are removed and replaced.",
    preparation:
      "X-rays, blood tests and sometimes a sample of fluid from the hip to check for infection.",
    followup:
      "A longer hospital stay and physiotherapy programme than after a first hip replacement.",
  },
  reviewed: awaitingClinicalReview,
  related: [{ label: "Hip replacement", href: "/Treatments/hip-replacement" }],
  documents: [],
});
