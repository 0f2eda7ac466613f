/**
 * The procedure page at /knee-procedures/robotic-knee-replacement (spec §2).
 *
 * Clinical figures come only from spec §9, written in the same form so
 * tests/unit/clinical-content.test.ts can find them on the right page.
 */
import { whenToGetHelp } from "../clinical-common.ts";
import { type ProcedurePage, procedurePage } from "./schema.ts";
import { kneeImage } from "./shared.ts";
import { awaitingClinicalReview } from "../review-record.ts";
import { roboticArmSurgerySection } from "../treatments/shared.ts";
import { fact } from "../clinical-facts.ts";

export const roboticKneeReplacement: ProcedurePage = procedurePage.parse({
  path: "/knee-procedures/robotic-knee-replacement",
  meta: {
    title: "Robotic-Arm Assisted Knee Replacement | Mr Ashcombe",
    description:
      "Robotic-arm assisted knee replacement explained: the CT scan and 3D plan, how the surgeon uses the robotic arm, what is and is not known, and the risks.",
    keywords: [
      "robotic knee replacement",
      "robotic-arm assisted surgery",
      "robotic partial knee",
      "robotic total knee",
    ],
  },
  heading: "Robotic Knee Replacement",
  summary:
    "In a robotic-arm assisted knee replacement, the surgeon uses a robotic arm to help cut the bone and place the new joint to a plan made from a CT scan of your knee.",
  image: kneeImage(),
  faqs: [
    {
      question: "Does the robot do the operation?",
      answer: [
        "No. The surgeon is in control the whole time. The robotic arm helps the surgeon cut the bone accurately.",
      ],
    },
    {
      question: "Is it better than standard surgery?",
      answer: [
        "It can help place the new joint very accurately. It is not yet known whether this makes the knee last longer or feel better in the long term.",
      ],
    },
    {
      question: "Can it be used for a partial knee replacement?",
      answer: [
        "Yes. It can be used for both [total knee replacement](/Treatments/total-knee-replacement) and [partial knee replacement](/Treatments/partial-knee-replacement).",
      ],
    },
  ],
  sections: [
    roboticArmSurgerySection,
    {
      title: "Recovery",
      content: [
        "Recovery is the same as after a standard knee replacement. See [total knee replacement](/Treatments/total-knee-replacement) and [partial knee replacement](/Treatments/partial-knee-replacement) for what to expect.",
      ],
    },
  ],
  complications: {
    title: "Possible complications",
    items: [
      `The same risks as a standard knee replacement, including infection (${
        fact("infection.total-knee-replacement")
      }) and blood clots (${fact("blood-clot.total-knee-replacement")}).`,
      "Small extra cuts where markers are fixed to the bones during surgery. Rarely, a bone can break at one of these points.",
    ],
    help: whenToGetHelp,
  },
  procedure: {
    name: "Robotic-arm assisted knee replacement",
    alternateName: "Robotic knee arthroplasty",
    procedureType: "Surgical",
    bodyLocation: "Knee joint",
    howPerformed:
      "A total or partial knee replacement in which the surgeon uses a robotic arm, guided by a 3D plan from a CT scan, to help make the bone cuts.",
    preparation: "A CT scan of the leg to make the 3D plan, and a pre-operative assessment.",
    followup: "As for a standard knee replacement: exercises, physiotherapy and clinic review.",
  },
  reviewed: awaitingClinicalReview,
  related: [
    { label: "Total knee replacement", href: "/Treatments/total-knee-replacement" },
    { label: "Partial knee replacement", href: "/Treatments/partial-knee-replacement" },
  ],
  documents: [
    {
      title: "Robotic-Arm Assisted Surgery: Patient Guide",
      href: "/documents/robotic-arm-assisted-surgery-guide.pdf",
    },
  ],
});
