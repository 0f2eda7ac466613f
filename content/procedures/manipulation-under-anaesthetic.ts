/**
 * The procedure page at /knee-procedures/manipulation-under-anaesthetic (spec §2).
 *
 * Clinical figures come only from spec §9, written in the same form so
 * tests/unit/clinical-content.test.ts can find them on the right page.
 */
import { whenToGetHelp } from "../clinical-common.ts";
import { type ProcedurePage, procedurePage } from "./schema.ts";
import { kneeImage } from "./shared.ts";
import { awaitingClinicalReview } from "../review-record.ts";

export const manipulationUnderAnaesthetic: ProcedurePage = procedurePage.parse({
  path: "/knee-procedures/manipulation-under-anaesthetic",
  meta: {
    title: "Manipulation Under Anaesthetic (Knee) | Mr Ashcombe",
    description:
      "Manipulation under anaesthetic for a stiff knee after knee replacement explained: what is done while you are asleep, the exercises after, and the risks.",
    keywords: [
      "manipulation under anaesthetic",
      "MUA knee",
      "stiff knee replacement",
      "knee stiffness",
    ],
  },
  heading: "Manipulation Under Anaesthetic",
  summary:
    "A manipulation under anaesthetic (MUA) is used when a knee is very stiff, usually after a knee replacement. While you are asleep, the surgeon gently bends the knee to loosen it.",
  image: kneeImage(),
  faqs: [
    {
      question: "When is it used?",
      answer: [
        "It is used when a knee does not bend enough in the months after a [total knee replacement](/Treatments/total-knee-replacement), despite exercises and physiotherapy.",
      ],
    },
    {
      question: "Is there a cut?",
      answer: ["No. The knee is moved, but no cut is made."],
    },
  ],
  sections: [
    {
      title: "The Procedure",
      content: [
        "You are given an anaesthetic so you feel nothing and your muscles relax. The surgeon then bends the knee carefully to break up scar tissue.",
      ],
    },
    {
      title: "Afterwards",
      content: [
        "You will start exercises straight away to keep the movement gained. Regular [physiotherapy](/PreAndPostcare/physiotherapy) is essential. You will need pain relief.",
      ],
    },
  ],
  complications: {
    title: "Possible complications",
    items: [
      "Pain and swelling afterwards.",
      "The stiffness coming back.",
      "A break in the bone, or damage to a tendon, which is rare.",
      "The wound opening, if it has not fully healed.",
    ],
    help: whenToGetHelp,
  },
  procedure: {
    name: "Manipulation of the knee under anaesthetic",
    alternateName: "MUA",
    procedureType: "NoninvasiveProcedure",
    bodyLocation: "Knee joint",
    howPerformed:
      "Under anaesthetic, the surgeon gently bends the stiff knee to break up scar tissue. No cut is made.",
    preparation: "A pre-operative assessment and not eating for some hours before the anaesthetic.",
    followup: "Exercises straight away and regular physiotherapy to keep the movement gained.",
  },
  reviewed: awaitingClinicalReview,
  related: [{ label: "Total knee replacement", href: "/Treatments/total-knee-replacement" }],
  documents: [],
});
