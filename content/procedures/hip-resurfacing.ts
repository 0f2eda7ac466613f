/**
 * The procedure page at /hip-procedures/hip-resurfacing (spec §2).
 *
 * Clinical figures come only from spec §9, written in the same form so
 * tests/unit/clinical-content.test.ts can find them on the right page.
 */
import { fact } from "../clinical-facts.ts";
import { whenToGetHelp } from "../clinical-common.ts";
import { type ProcedurePage, procedurePage } from "./schema.ts";
import { hipImage } from "./shared.ts";
import { awaitingClinicalReview } from "../review-record.ts";

export const hipResurfacing: ProcedurePage = procedurePage.parse({
  path: "/hip-procedures/hip-resurfacing",
  meta: {
    title: "Hip Resurfacing | Mr Ashcombe",
    description:
      "Hip resurfacing explained: how it differs from a hip replacement, the small group of people it may suit, metal wear and blood test checks, and the risks.",
    keywords: [
      "hip resurfacing",
      "metal hip resurfacing",
      "hip arthritis young",
      "hip replacement alternative",
    ],
  },
  heading: "Hip Resurfacing",
  summary:
    "Hip resurfacing caps the worn ball of the hip with a metal cover and lines the socket with a metal cup. It keeps more of your thigh bone than a standard hip replacement.",
  image: hipImage(),
  faqs: [
    {
      question: "Who is hip resurfacing for?",
      answer: [
        "It is used much less often than hip replacement. It may suit some younger, active men with larger hip joints and good bone. For most people, a [hip replacement](/Treatments/hip-replacement) is the better choice.",
      ],
    },
    {
      question: "Are there special checks afterwards?",
      answer: [
        "Yes. The metal surfaces can shed tiny particles. You will have regular check-ups, which may include blood tests for metal levels and scans.",
      ],
    },
  ],
  sections: [
    {
      title: "The Operation",
      content: [
        "Through a cut over the hip, the ball is shaped and capped with a metal cover. The socket is lined with a metal cup.",
      ],
    },
    {
      title: "Recovery",
      content: [
        "Recovery is similar to a hip replacement. You will use crutches at first and do exercises with a [physiotherapist](/PreAndPostcare/physiotherapy).",
      ],
    },
  ],
  complications: {
    title: "Possible complications",
    items: [
      `Infection: ${fact("infection.hip-surgery")}, the figure for hip operations in general.`,
      "Blood clot in the leg (DVT) or lungs (PE).",
      "A break in the neck of the thigh bone, which needs a hip replacement.",
      "A reaction to metal particles, which may need further surgery.",
      "Loosening or wear over time.",
    ],
    help: whenToGetHelp,
  },
  procedure: {
    name: "Hip resurfacing",
    alternateName: "Metal-on-metal hip resurfacing arthroplasty",
    procedureType: "Surgical",
    bodyLocation: "Hip joint",
    howPerformed:
      "The ball of the hip is capped with a metal cover and the socket lined with a metal cup.",
    preparation: "X-rays and a pre-operative assessment.",
    followup:
      "Crutches at first, physiotherapy, and regular check-ups that may include blood tests for metal levels.",
  },
  reviewed: awaitingClinicalReview,
  related: [{ label: "Hip replacement", href: "/Treatments/hip-replacement" }],
  documents: [],
});
