/**
 * The procedure page at /hip-procedures/hip-fracture-surgery (spec §2).
 *
 * Clinical figures come only from spec §9, written in the same form so
 * tests/unit/clinical-content.test.ts can find them on the right page.
 */
import { whenToGetHelp } from "../clinical-common.ts";
import { type ProcedurePage, procedurePage } from "./schema.ts";
import { hipImage } from "./shared.ts";
import { suspectedHipFracture } from "../urgent-help.ts";
import { awaitingClinicalReview } from "../review-record.ts";

export const hipFractureSurgery: ProcedurePage = procedurePage.parse({
  path: "/hip-procedures/hip-fracture-surgery",
  meta: {
    title: "Hip Fracture Surgery | Mr Ashcombe",
    description:
      "Surgery for a broken hip explained: the types of operation, why it is done quickly, getting up and moving afterwards, and the risks for older people.",
    keywords: [
      "hip fracture surgery",
      "broken hip",
      "hip hemiarthroplasty",
      "hip fracture fixation",
    ],
  },
  heading: "Hip Fracture Surgery",
  summary:
    "A broken hip (hip fracture) is a break at the top of the thigh bone. Most people need an operation, usually soon after admission to hospital, so they can get moving again.",
  image: hipImage(),
  faqs: [
    {
      question: "Why is surgery done so quickly?",
      answer: [
        "An early operation eases pain and helps you get up and moving sooner. This lowers the risk of problems such as chest infections, blood clots and pressure sores.",
      ],
    },
    {
      question: "What type of operation will I have?",
      answer: [
        "It depends on where the break is. It may be fixed with screws or a plate, or the broken part may be replaced with a half or full hip replacement.",
      ],
    },
  ],
  sections: [
    {
      title: "After a Fall",
      content: [suspectedHipFracture],
    },
    {
      title: "The Operation",
      content: [
        {
          list: [
            "Fixation: the break is held with screws, a plate or a rod.",
            "Half hip replacement (hemiarthroplasty): the broken ball is replaced.",
            "Total hip replacement: the ball and socket are replaced, for some people who were very active before the fall.",
          ],
        },
      ],
    },
    {
      title: "Recovery",
      content: [
        "You will be helped to get up soon after the operation. Physiotherapists and occupational therapists will help you regain your walking and independence. Some people need extra support when they go home.",
      ],
    },
  ],
  complications: {
    title: "Possible complications",
    items: [
      "Infection.",
      "Blood clot in the leg (DVT) or lungs (PE).",
      "Chest infection, confusion (delirium) or pressure sores, especially in older people.",
      "Dislocation, after a hip replacement.",
      "The break not healing, or the fixing moving, needing another operation.",
    ],
    help: whenToGetHelp,
  },
  procedure: {
    name: "Hip fracture surgery",
    alternateName: "Fixation or hemiarthroplasty for hip fracture",
    procedureType: "Surgical",
    bodyLocation: "Top of the thigh bone (proximal femur)",
    howPerformed:
      "The break is fixed with screws, a plate or a rod, or the broken ball is replaced with a half or total hip replacement.",
    preparation: "X-rays, blood tests and treatment to make you as fit as possible for surgery.",
    followup:
      "Getting up soon after surgery, physiotherapy and occupational therapy, and support to return home.",
  },
  reviewed: awaitingClinicalReview,
  related: [{ label: "Hip replacement", href: "/Treatments/hip-replacement" }],
  documents: [],
});
