/**
 * The treatment page at /Treatments/non-surgical-treatment-for-knees (spec §2).
 *
 * Clinical figures come only from spec §9, written in the same form ("4-5 days", "80-90%",
 * "under 1%") so tests/unit/clinical-content.test.ts can find them on the right page.
 */
import { illustrationBySrc } from "../illustrations.ts";
import { lockedKneeAdvice } from "../urgent-help.ts";
import { guideLinks } from "../guide-links.ts";
import { awaitingClinicalReview } from "../review-record.ts";
import { surgeonName } from "../site.ts";
import { type TreatmentPage, treatmentPage } from "./schema.ts";
import { injectionSideEffects, treatmentImage } from "./shared.ts";
import { fact } from "../clinical-facts.ts";

export const nonSurgicalTreatmentForKnees: TreatmentPage = treatmentPage.parse({
  path: "/Treatments/non-surgical-treatment-for-knees",
  meta: {
    title: "Non-Surgical Treatment for Knee Pain | Mr Ashcombe",
    description:
      "How exercise, physiotherapy, weight loss, medicines, braces and injections can ease knee pain, how long they take to help, and when to consider surgery.",
    keywords: [
      "non-surgical knee treatment",
      "knee physiotherapy",
      "knee injection",
      "knee pain relief",
      "orthobiologics",
      "PRP knee",
    ],
  },
  card: {
    title: "Non-Surgical Treatment for Knees",
    summary: "Exercise, physiotherapy, pain relief and injections to ease knee pain. No operation.",
  },
  heading: "Non-Surgical Treatment for Knees",
  summary:
    "Many knee problems get better without an operation. Exercise, physiotherapy, weight loss, medicines and injections can ease pain and help you stay active.",
  image: treatmentImage("non-surgical-knees"),
  faqs: [
    {
      question: "How long should I try non-surgical treatment?",
      answer: [
        `Most people should try non-surgical treatment for ${
          fact("non-surgical-trial.knee-and-hip")
        } before thinking about surgery.`,
        `This is not true for every problem. A badly injured knee may need to be seen by a surgeon sooner. ${lockedKneeAdvice}`,
      ],
    },
    {
      question: "How soon will physiotherapy help?",
      answer: [
        `Many people notice a benefit within ${
          fact("physiotherapy-benefit.non-surgical-knee")
        } of doing their exercises regularly. Keep going after that, as the benefit builds over time.`,
        "Find a physiotherapist near you on our [physiotherapy page](/PreAndPostcare/physiotherapy).",
      ],
    },
    {
      question: "How long does a steroid injection last?",
      answer: [
        "A steroid (cortisone) injection can ease pain and swelling. Relief usually lasts 1-3 months.",
        "Not everyone gets relief. Injections are usually limited to a few a year, because repeated steroid injections may harm the joint.",
      ],
    },
    {
      question: "Do hyaluronic acid injections work?",
      answer: [
        "Hyaluronic acid is a gel injected into the knee. Some people find it eases pain for 3-6 months.",
        "The evidence that it works is weak. NICE, which advises the NHS, does not recommend it for osteoarthritis, so it is not usually offered on the NHS.",
      ],
    },
    {
      question: "When is surgery on the kneecap considered?",
      answer: [
        `For pain or instability of the kneecap, surgery is considered only after ${
          fact("non-surgical-trial.knee-and-hip")
        } of non-surgical treatment has not worked. See [anterior knee pain and kneecap problems](/Conditions/anterior-knee-pain).`,
      ],
    },
  ],
  sections: [
    {
      title: "Exercise and Physiotherapy",
      content: [
        "Exercise is one of the best treatments for most knee problems, including arthritis. Strong thigh and hip muscles support the knee.",
        {
          list: [
            "A physiotherapist will give you exercises to suit your knee.",
            `Many people notice a benefit within ${
              fact("physiotherapy-benefit.non-surgical-knee")
            }.`,
            "Low-impact activity such as walking, cycling and swimming keeps the knee moving.",
            "Some pain during exercise is normal. It should settle within a day.",
          ],
        },
        "Find a [physiotherapist](/PreAndPostcare/physiotherapy) near you.",
      ],
    },
    {
      title: "Weight and Lifestyle",
      content: [
        "If you are overweight, losing some weight takes load off your knees and can ease pain.",
        "Pace yourself. Spread out activities that make your knee sore, and take short rests. Supportive, cushioned shoes can help.",
      ],
    },
    {
      title: "Pain Relief Medicines",
      content: [
        {
          list: [
            "Anti-inflammatory gels or creams rubbed on the knee are often tried first.",
            "Anti-inflammatory tablets, such as ibuprofen, may help for short periods. They are not safe for everyone. Ask your GP or pharmacist.",
            "Stronger painkillers are rarely helpful for long-term knee pain and can have side effects.",
          ],
        },
      ],
    },
    {
      title: "Supports, Braces and Insoles",
      content: [
        "A walking stick, used in the hand opposite your painful knee, takes some weight off the joint.",
        "A knee brace or insoles may help some people, especially when arthritis affects one side of the knee.",
      ],
    },
    {
      title: "Injections",
      content: [
        {
          subtitle: "Steroid (cortisone) injection",
          details: "Eases pain and swelling. Relief usually lasts 1-3 months.",
        },
        {
          subtitle: "Hyaluronic acid injection",
          details:
            "Some people get relief for 3-6 months. The evidence is weak and NICE does not recommend it for osteoarthritis.",
        },
        {
          subtitle: "Orthobiologic injections",
          details:
            "Treatments such as platelet-rich plasma (PRP). The evidence is still limited. See the Orthobiologics Guide on this page.",
        },
        "Read about [knee injections](/knee-procedures/knee-injections).",
      ],
    },
    {
      title: "When to Consider Surgery",
      content: [
        `Try non-surgical treatment for ${
          fact("non-surgical-trial.knee-and-hip")
        } first. If your knee still stops you doing everyday things, surgery may be worth discussing.`,
        "Read about [knee arthritis](/Conditions/knee-arthritis) and [total knee replacement](/Treatments/total-knee-replacement).",
      ],
    },
  ],
  complications: injectionSideEffects,
  procedure: {
    name: "Non-surgical treatment of knee pain",
    alternateName: "Conservative management of knee pain",
    procedureType: "NoninvasiveProcedure",
    bodyLocation: "Knee",
    howPerformed:
      "A programme of exercise and physiotherapy, weight management, pain relief medicines, supports or braces, and in some cases injections into the knee.",
    preparation: "An assessment of your knee by a doctor or physiotherapist.",
    followup:
      "Review after 3-6 months to check progress and decide whether other treatment is needed.",
  },
  reviewed: awaitingClinicalReview,
  related: [
    { label: "Knee arthritis", href: "/Conditions/knee-arthritis" },
    { label: "Knee injections", href: "/knee-procedures/knee-injections" },
    { label: "Physiotherapy", href: "/PreAndPostcare/physiotherapy" },
    { label: "Total knee replacement", href: "/Treatments/total-knee-replacement" },
  ],
  documents: [
    guideLinks.orthobiologics,
  ],
  tabs: {
    conservative: {
      label: "Conservative Treatment",
      about: [
        "Conservative treatment means treatment without an operation. For most knee problems, it is the first thing to try.",
        "It works best as a mix of things: exercise to strengthen the knee, keeping to a healthy weight, pacing your activities, and pain relief when you need it.",
        `Give it time. Many people notice a benefit from exercise within ${
          fact("physiotherapy-benefit.non-surgical-knee")
        }. Try it for ${fact("non-surgical-trial.knee-and-hip")} before thinking about surgery.`,
        "If your pain is not improving, see your GP or a [physiotherapist](/PreAndPostcare/physiotherapy). They can check your knee and change your treatment.",
      ],
    },
    orthobiologics: {
      label: "Orthobiologics Guide",
      preview: illustrationBySrc("/images/documents/orthobiologics-guide.svg"),
      intro: [
        "Orthobiologics are treatments made from substances found naturally in the body. The best known is platelet-rich plasma (PRP), made from your own blood.",
        "Our guide explains what these treatments are and what the evidence shows, so you can make an informed choice.",
      ],
      bullets: [
        "What orthobiologics are, and how PRP is prepared from your own blood",
        "What the research shows so far, and what is still unknown",
        "Who might consider them, and who should not",
        "Possible side effects and risks",
        "Cost, and why they are not usually available on the NHS",
        "Questions to ask before you decide",
      ],
      publisherNote:
        `Written and published by the practice of ${surgeonName}. It is general information, not personal medical advice.`,
      download: guideLinks.orthobiologics,
      buttonLabel: "Download the Orthobiologics Guide (PDF)",
    },
  },
});
