/**
 * The procedure page at /hip-procedures/hip-bursitis-treatment (spec §2).
 *
 * Clinical figures come only from spec §9, written in the same form so
 * tests/unit/clinical-content.test.ts can find them on the right page.
 */
import { type ProcedurePage, procedurePage } from "./schema.ts";
import { hipImage } from "./shared.ts";
import { awaitingClinicalReview } from "../review-record.ts";
import { injectionHelp } from "../treatments/shared.ts";

export const hipBursitisTreatment: ProcedurePage = procedurePage.parse({
  path: "/hip-procedures/hip-bursitis-treatment",
  meta: {
    title: "Hip Bursitis Treatment | Mr Ashcombe",
    description:
      "Pain on the outer side of the hip (hip bursitis) explained: causes, exercises, injections and other treatments, and the rare cases that need surgery.",
    keywords: [
      "hip bursitis",
      "trochanteric bursitis",
      "outer hip pain",
      "greater trochanteric pain syndrome",
    ],
  },
  heading: "Hip Bursitis Treatment",
  summary:
    "Hip bursitis causes pain on the outer side of the hip. It is often linked to irritated tendons. Most people get better with exercise and simple changes, without surgery.",
  image: hipImage(),
  faqs: [
    {
      question: "What are the symptoms?",
      answer: [
        "Pain on the outer side of the hip, which may spread down the thigh. It is often worse lying on that side, climbing stairs or standing on one leg.",
      ],
    },
    {
      question: "Will I need surgery?",
      answer: [
        "Rarely. Surgery is considered only when other treatments have not helped over many months.",
      ],
    },
  ],
  sections: [
    {
      title: "Treatment",
      content: [
        {
          list: [
            "Exercises to strengthen the buttock muscles, guided by a [physiotherapist](/PreAndPostcare/physiotherapy).",
            "Avoid crossing your legs, and put a pillow between your knees when lying on your side.",
            "Lose weight if you are overweight.",
            "Pain relief, such as anti-inflammatory gel or tablets, if safe for you.",
            "A steroid injection may ease pain for a while. Relief usually lasts 1-3 months.",
          ],
        },
      ],
    },
    {
      title: "If Pain Continues",
      content: [
        "Your surgeon may check for a torn tendon with a scan. Read about [gluteal tendon repair](/hip-procedures/gluteal-tendon-repair).",
      ],
    },
  ],
  complications: {
    title: "Possible side effects of injections",
    items: [
      "pain or a flare of pain for a day or two",
      "infection, which is rare",
      "thinning or lightening of the skin",
      "no improvement: not everyone gets relief",
    ],
    help: injectionHelp,
  },
  procedure: {
    name: "Treatment of trochanteric bursitis",
    alternateName: "Treatment of greater trochanteric pain syndrome",
    procedureType: "NoninvasiveProcedure",
    bodyLocation: "Outer side of the hip",
    howPerformed: "Exercises, activity changes, pain relief and sometimes a steroid injection.",
    preparation: "An examination, and sometimes an ultrasound or MRI scan.",
    followup: "Review if pain does not improve with exercises.",
  },
  reviewed: awaitingClinicalReview,
  related: [
    { label: "Gluteal tendon repair", href: "/hip-procedures/gluteal-tendon-repair" },
    {
      label: "Non-surgical treatment for hips",
      href: "/Treatments/non-surgical-treatment-for-hips",
    },
  ],
  documents: [],
});
