/**
 * The procedure page at /hip-procedures/hip-arthroscopy (spec §2).
 *
 * Clinical figures come only from spec §9, written in the same form so
 * tests/unit/clinical-content.test.ts can find them on the right page.
 */
import { fact } from "../clinical-facts.ts";
import { whenToGetHelp } from "../clinical-common.ts";
import { type ProcedurePage, procedurePage } from "./schema.ts";
import { hipImage } from "./shared.ts";
import { awaitingClinicalReview } from "../review-record.ts";

export const hipArthroscopy: ProcedurePage = procedurePage.parse({
  path: "/hip-procedures/hip-arthroscopy",
  meta: {
    title: "Hip Arthroscopy (Keyhole Hip Surgery) | Mr Ashcombe",
    description:
      "Keyhole hip surgery (hip arthroscopy) explained: the problems it can treat, such as hip impingement and labral tears, the recovery, and the risks.",
    keywords: ["hip arthroscopy", "keyhole hip surgery", "hip impingement", "labral tear", "FAI"],
  },
  heading: "Hip Arthroscopy",
  summary:
    "Keyhole surgery (arthroscopy) of the hip lets the surgeon look inside the hip joint and treat some problems through small cuts. It is not a treatment for hip arthritis.",
  image: hipImage(),
  faqs: [
    {
      question: "What can hip arthroscopy treat?",
      answer: [
        "It can treat hip impingement, where the ball and socket rub because of their shape. It can also treat tears of the rim of cartilage around the socket (the labrum) and remove loose pieces.",
      ],
    },
    {
      question: "Will it help hip arthritis?",
      answer: [
        "No. It does not help hip arthritis, and it can make it worse. For arthritis, see [non-surgical treatment for hips](/Treatments/non-surgical-treatment-for-hips) and [hip replacement](/Treatments/hip-replacement).",
      ],
    },
  ],
  sections: [
    {
      title: "The Operation",
      content: [
        "You will have a general anaesthetic. Your leg is gently pulled to open the joint. A camera and small instruments go in through small cuts on the side of the hip.",
      ],
    },
    {
      title: "Recovery",
      content: [
        "You will use crutches at first. A [physiotherapist](/PreAndPostcare/physiotherapy) will guide your recovery. It can take several months to recover fully.",
      ],
    },
  ],
  complications: {
    title: "Possible complications",
    items: [
      `Infection: ${fact("infection.hip-surgery")}, the figure for hip operations in general.`,
      "Blood clot in the leg (DVT) or lungs (PE).",
      "Numbness in the groin or thigh from the gentle pull on the leg. It usually gets better.",
      "Ongoing pain, or symptoms that come back.",
      "Damage to nerves or blood vessels, which is rare.",
    ],
    help: whenToGetHelp,
  },
  procedure: {
    name: "Hip arthroscopy",
    alternateName: "Keyhole hip surgery",
    procedureType: "Surgical",
    bodyLocation: "Hip joint",
    howPerformed:
      "With the leg gently pulled to open the joint, a camera and small instruments are put into the hip through small cuts to treat impingement, labral tears or loose pieces.",
    preparation: "X-rays and an MRI scan, and a pre-operative assessment.",
    followup: "Crutches at first, then a physiotherapy programme.",
  },
  reviewed: awaitingClinicalReview,
  related: [
    {
      label: "Non-surgical treatment for hips",
      href: "/Treatments/non-surgical-treatment-for-hips",
    },
    { label: "Hip replacement", href: "/Treatments/hip-replacement" },
  ],
  documents: [],
});
