/**
 * The procedure page at /knee-procedures/knee-injections (spec §2).
 *
 * Clinical figures come only from spec §9, written in the same form so
 * tests/unit/clinical-content.test.ts can find them on the right page.
 */
import { type ProcedurePage, procedurePage } from "./schema.ts";
import { kneeImage } from "./shared.ts";
import { awaitingClinicalReview } from "../review-record.ts";
import { injectionHelp } from "../treatments/shared.ts";
import { fact } from "../clinical-facts.ts";

export const kneeInjections: ProcedurePage = procedurePage.parse({
  path: "/knee-procedures/knee-injections",
  meta: {
    title: "Knee Injections | Mr Ashcombe",
    description:
      "Injections into the knee explained: steroid, hyaluronic acid and PRP injections, how long relief may last, what the evidence shows, and the side effects.",
    keywords: [
      "knee injection",
      "steroid injection knee",
      "cortisone injection",
      "hyaluronic acid knee",
      "PRP knee",
    ],
  },
  heading: "Knee Injections",
  summary:
    "An injection into the knee can ease pain and swelling for a while. It does not cure the problem, but it can help you get on with exercise and everyday life.",
  image: kneeImage(),
  faqs: [
    {
      question: "How long does a steroid injection last?",
      answer: [
        `A steroid injection usually gives relief for ${
          fact("steroid-relief.non-surgical-knee")
        }. Not everyone gets relief.`,
      ],
    },
    {
      question: "How often can I have injections?",
      answer: [
        "Steroid injections are usually limited to a few a year, because repeated injections may harm the joint.",
      ],
    },
    {
      question: "Does the injection hurt?",
      answer: [
        "It is a little uncomfortable, like a blood test. Local anaesthetic is often mixed in. The knee may ache for a day or two.",
      ],
    },
  ],
  sections: [
    {
      title: "Types of Injection",
      content: [
        {
          subtitle: "Steroid (cortisone)",
          details: "Eases pain and swelling. Relief usually lasts 1-3 months.",
        },
        {
          subtitle: "Hyaluronic acid",
          details:
            "Some people find it eases pain for 3-6 months. The evidence is weak, and NICE does not recommend it for osteoarthritis, so it is not usually available on the NHS.",
        },
        {
          subtitle: "Platelet-rich plasma (PRP)",
          details:
            "Made from your own blood. The evidence is still limited. Read the Orthobiologics Guide on the [non-surgical treatment for knees](/Treatments/non-surgical-treatment-for-knees) page.",
        },
      ],
    },
    {
      title: "After the Injection",
      content: [
        "Rest the knee for a day or two, then build up activity. Keep doing your exercises. Injections work best alongside [physiotherapy](/PreAndPostcare/physiotherapy).",
      ],
    },
  ],
  complications: {
    title: "Possible side effects",
    items: [
      "pain or a flare of pain for a day or two",
      "infection in the joint, which is rare but serious",
      "thinning or lightening of the skin after a steroid injection",
      "a rise in blood sugar for a few days after a steroid injection, if you have diabetes",
      "no improvement: not everyone gets relief",
    ],
    help: injectionHelp,
  },
  procedure: {
    name: "Knee joint injection",
    alternateName: "Intra-articular knee injection",
    procedureType: "PercutaneousProcedure",
    bodyLocation: "Knee joint",
    howPerformed:
      "A needle is used to inject a steroid, hyaluronic acid or PRP into the knee joint.",
    preparation:
      "No special preparation. Tell the clinician if you have diabetes, an infection or take blood thinners.",
    followup: "Rest for a day or two, then continue exercises and physiotherapy.",
  },
  reviewed: awaitingClinicalReview,
  related: [
    {
      label: "Non-surgical treatment for knees",
      href: "/Treatments/non-surgical-treatment-for-knees",
    },
    { label: "Knee arthritis", href: "/Conditions/knee-arthritis" },
  ],
  documents: [{ title: "Orthobiologics Guide", href: "/documents/orthobiologics-guide.pdf" }],
});
