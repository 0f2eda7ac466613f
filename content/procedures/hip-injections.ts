/**
 * The procedure page at /hip-procedures/hip-injections (spec §2).
 *
 * Clinical figures come only from spec §9, written in the same form so
 * tests/unit/clinical-content.test.ts can find them on the right page.
 */
import { type ProcedurePage, procedurePage } from "./schema.ts";
import { hipImage } from "./shared.ts";
import { awaitingClinicalReview } from "../review-record.ts";
import { injectionHelp } from "../treatments/shared.ts";
import { fact } from "../clinical-facts.ts";

export const hipInjections: ProcedurePage = procedurePage.parse({
  path: "/hip-procedures/hip-injections",
  meta: {
    title: "Hip Injections | Mr Ashcombe",
    description:
      "Injections into the hip explained: how they are guided by X-ray or ultrasound, how long relief from steroid or hyaluronic acid may last, and side effects.",
    keywords: [
      "hip injection",
      "steroid injection hip",
      "guided hip injection",
      "hyaluronic acid hip",
    ],
  },
  heading: "Hip Injections",
  summary:
    "An injection into the hip can ease pain for a while. Because the hip is deep, the needle is guided by an X-ray or ultrasound scan. It can also help show where pain comes from.",
  image: hipImage(),
  faqs: [
    {
      question: "How long does a steroid injection last?",
      answer: [
        `A steroid injection usually gives relief for ${
          fact("steroid-relief.non-surgical-hip")
        }. Not everyone gets relief.`,
      ],
    },
    {
      question: "What about hyaluronic acid?",
      answer: [
        "It may give relief for 6+ months in some people. But the evidence is weak, NICE does not recommend it, and it is not usually available on the NHS.",
      ],
    },
  ],
  sections: [
    {
      title: "The Injection",
      content: [
        "You lie on a couch. The skin is cleaned and numbed. Using an X-ray or ultrasound scan to guide the needle, the medicine is injected into the hip joint.",
      ],
    },
    {
      title: "Afterwards",
      content: [
        "Rest for a day or two, then build up activity. Keep doing your exercises. See [non-surgical treatment for hips](/Treatments/non-surgical-treatment-for-hips).",
      ],
    },
  ],
  complications: {
    title: "Possible side effects",
    items: [
      "pain or a flare of pain for a day or two",
      "infection in the joint, which is rare but serious",
      "a rise in blood sugar for a few days after a steroid injection, if you have diabetes",
      "no improvement: not everyone gets relief",
    ],
    help: injectionHelp,
  },
  procedure: {
    name: "Hip joint injection",
    alternateName: "Image-guided intra-articular hip injection",
    procedureType: "PercutaneousProcedure",
    bodyLocation: "Hip joint",
    howPerformed:
      "A needle guided by X-ray or ultrasound is used to inject a steroid or hyaluronic acid into the hip joint.",
    preparation:
      "No special preparation. Tell the clinician if you have diabetes, an infection or take blood thinners.",
    followup: "Rest for a day or two, then continue exercises and physiotherapy.",
  },
  reviewed: awaitingClinicalReview,
  related: [{
    label: "Non-surgical treatment for hips",
    href: "/Treatments/non-surgical-treatment-for-hips",
  }],
  documents: [],
});
