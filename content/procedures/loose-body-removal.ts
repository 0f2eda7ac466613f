/**
 * The procedure page at /knee-procedures/loose-body-removal (spec §2).
 *
 * Clinical figures come only from spec §9, written in the same form so
 * tests/unit/clinical-content.test.ts can find them on the right page.
 */
import { lockedKneeAdvice } from "../urgent-help.ts";
import { whenToGetHelp } from "../clinical-common.ts";
import { type ProcedurePage, procedurePage } from "./schema.ts";
import { arthroscopyRecovery, arthroscopyRisks, kneeImage } from "./shared.ts";
import { awaitingClinicalReview } from "../review-record.ts";
import { fact } from "../clinical-facts.ts";

export const looseBodyRemoval: ProcedurePage = procedurePage.parse({
  path: "/knee-procedures/loose-body-removal",
  meta: {
    title: "Loose Body Removal from the Knee | Mr Ashcombe",
    description:
      "Removing loose pieces of bone or cartilage from the knee with keyhole surgery: the symptoms they cause, the operation, recovery times and the risks.",
    keywords: ["loose body removal", "loose body knee", "knee locking", "knee arthroscopy"],
  },
  heading: "Loose Body Removal",
  summary:
    "Small pieces of bone or cartilage can break off and float inside the knee. They can make the knee lock or catch. They are removed with keyhole surgery (arthroscopy).",
  image: kneeImage(),
  faqs: [
    {
      question: "What causes loose bodies?",
      answer: [
        "They can come from an injury, from arthritis, or from a condition where a piece of bone and cartilage separates from the joint surface.",
      ],
    },
    {
      question: "What symptoms do they cause?",
      answer: [
        "The knee may lock, catch or give way, often without warning. The loose piece can sometimes be felt moving under the skin.",
        lockedKneeAdvice,
      ],
    },
  ],
  sections: [
    {
      title: "The Operation",
      content: [
        `You will usually have a general anaesthetic. A camera and small instruments go into the knee through cuts about ${
          fact("keyhole-cut.knee-arthroscopy")
        } long, and the loose pieces are removed.`,
        "The surgeon also treats the cause, if possible. Most people go home the same day.",
      ],
    },
    {
      title: "Recovery",
      content: [
        { list: arthroscopyRecovery },
        "Read more about [knee arthroscopy](/Treatments/knee-arthroscopy).",
      ],
    },
  ],
  complications: { title: "Possible complications", items: arthroscopyRisks, help: whenToGetHelp },
  procedure: {
    name: "Removal of loose bodies from the knee",
    alternateName: "Arthroscopic loose body removal",
    procedureType: "Surgical",
    bodyLocation: "Knee joint",
    howPerformed: `With keyhole surgery through cuts about ${
      fact("keyhole-cut.knee-arthroscopy")
    } long, loose pieces of bone or cartilage are removed.`,
    preparation: "X-rays or an MRI scan to find the loose pieces, and a pre-operative assessment.",
    followup: `Exercises from the first day; driving after ${
      fact("driving.knee-arthroscopy")
    } and desk work within ${fact("desk-work.knee-arthroscopy")}.`,
  },
  reviewed: awaitingClinicalReview,
  related: [
    { label: "Knee arthroscopy", href: "/Treatments/knee-arthroscopy" },
    { label: "Cartilage tear", href: "/Conditions/cartilage-tear" },
  ],
  documents: [],
});
