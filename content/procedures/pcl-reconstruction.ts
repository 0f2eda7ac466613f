/**
 * The procedure page at /knee-procedures/pcl-reconstruction (spec §2).
 *
 * Clinical figures come only from spec §9, written in the same form so
 * tests/unit/clinical-content.test.ts can find them on the right page.
 */
import { fact } from "../clinical-facts.ts";
import { whenToGetHelp } from "../clinical-common.ts";
import { type ProcedurePage, procedurePage } from "./schema.ts";
import { kneeImage } from "./shared.ts";
import { awaitingClinicalReview } from "../review-record.ts";

export const pclReconstruction: ProcedurePage = procedurePage.parse({
  path: "/knee-procedures/pcl-reconstruction",
  meta: {
    title: "PCL Reconstruction | Mr Ashcombe",
    description:
      "Posterior cruciate ligament (PCL) injury and reconstruction explained: when surgery is needed, how it is done, the long rehabilitation, and the risks.",
    keywords: [
      "PCL reconstruction",
      "posterior cruciate ligament",
      "PCL injury",
      "knee ligament surgery",
    ],
  },
  heading: "PCL Reconstruction",
  summary:
    "The posterior cruciate ligament (PCL) stops the shin bone sliding backwards. Many PCL injuries are treated without surgery. Reconstruction replaces it with a graft.",
  image: kneeImage(),
  faqs: [
    {
      question: "How is the PCL injured?",
      answer: [
        "Often by a blow to the front of the shin when the knee is bent, such as hitting a car dashboard, or by falling onto a bent knee.",
      ],
    },
    {
      question: "Do I need surgery?",
      answer: [
        "Many PCL injuries are treated with a brace and [physiotherapy](/PreAndPostcare/physiotherapy). Surgery is considered when the knee stays unstable, or when other ligaments are also torn.",
      ],
    },
  ],
  sections: [
    {
      title: "The Operation",
      content: [
        "The torn PCL is replaced with a graft, a tendon from your own leg or from a donor. The graft is fixed in tunnels in the thigh bone and shin bone, using keyhole surgery and small cuts.",
      ],
    },
    {
      title: "Recovery",
      content: [
        "You will wear a brace that supports the back of the shin for several weeks. Rehabilitation takes many months, and return to sport is slower than after [ACL reconstruction](/Treatments/acl-reconstruction).",
      ],
    },
  ],
  complications: {
    title: "Possible complications",
    items: [
      `Infection: ${fact("infection.knee-surgery")}, the figure for knee operations in general.`,
      "Blood clot in the leg (DVT) or lungs (PE).",
      "Stiffness.",
      "The knee remaining loose.",
      "Damage to the nerves or blood vessels behind the knee, which is rare but serious.",
    ],
    help: whenToGetHelp,
  },
  procedure: {
    name: "Posterior cruciate ligament reconstruction",
    alternateName: "PCL reconstruction",
    procedureType: "Surgical",
    bodyLocation: "Knee joint",
    howPerformed:
      "The torn PCL is replaced with a tendon graft fixed in tunnels in the thigh bone and shin bone.",
    preparation: "An MRI scan, physiotherapy to restore movement, and a pre-operative assessment.",
    followup: "A brace for several weeks and a long physiotherapy programme.",
  },
  reviewed: awaitingClinicalReview,
  related: [
    {
      label: "ACL and ligament injury",
      href: "/Conditions/acl/-ligament-injury-(sports-knee-injury)",
    },
    { label: "ACL reconstruction", href: "/Treatments/acl-reconstruction" },
  ],
  documents: [],
});
