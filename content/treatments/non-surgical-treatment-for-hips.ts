/**
 * The treatment page at /Treatments/non-surgical-treatment-for-hips (spec §2).
 *
 * Clinical figures come only from spec §9, written in the same form ("4-5 days", "80-90%",
 * "under 1%") so tests/unit/clinical-content.test.ts can find them on the right page.
 */
import { awaitingClinicalReview } from "../review-record.ts";
import { type TreatmentPage, treatmentPage } from "./schema.ts";
import { injectionSideEffects, treatmentImage } from "./shared.ts";
import { fact } from "../clinical-facts.ts";

export const nonSurgicalTreatmentForHips: TreatmentPage = treatmentPage.parse({
  path: "/Treatments/non-surgical-treatment-for-hips",
  meta: {
    title: "Non-Surgical Treatment for Hip Pain | Mr Ashcombe",
    description:
      "How physiotherapy, exercise, weight loss, medicines and injections can ease hip pain and arthritis, how well they work, and when to consider surgery.",
    keywords: [
      "non-surgical hip treatment",
      "hip arthritis",
      "hip physiotherapy",
      "hip injection",
      "hip pain relief",
    ],
  },
  card: {
    title: "Non-Surgical Treatment for Hips",
    summary: "Exercise, physiotherapy, pain relief and injections to ease hip pain. No operation.",
  },
  heading: "Non-Surgical Treatment for Hips",
  summary:
    "Many people with hip pain, including hip arthritis, are helped without an operation. Exercise, physiotherapy, weight loss, medicines and injections can ease pain.",
  image: treatmentImage("non-surgical-hips"),
  faqs: [
    {
      question: "What non-surgical treatments are available?",
      answer: [
        {
          list: [
            "exercise and physiotherapy",
            "losing weight if you are overweight",
            "pain relief medicines",
            "a walking stick and changes at home",
            "injections into the hip",
          ],
        },
        "Most people use a mix of these.",
      ],
    },
    {
      question: "How well does physiotherapy (physical therapy) work?",
      answer: [
        `In hip osteoarthritis, studies show exercise-based physiotherapy can reduce pain by ${
          fact("pain-reduction.hip-physiotherapy")
        }. Results vary from person to person.`,
        `Most people notice improvement in ${
          fact("physiotherapy-benefit.non-surgical-hip")
        }. Find a [physiotherapist](/PreAndPostcare/physiotherapy) near you.`,
      ],
    },
    {
      question: "Can injections help?",
      answer: [
        "A steroid injection into the hip can ease pain. Relief usually lasts 1-3 months. It is given using an X-ray or ultrasound scan to guide the needle.",
        `Hyaluronic acid injections may give relief for ${
          fact("hyaluronic-relief.non-surgical-hip")
        } in some people. But the evidence is weak, NICE does not recommend them, and they are not usually available on the NHS.`,
      ],
    },
    {
      question: "When should I consider surgery?",
      answer: [
        `Most people should try non-surgical treatment for ${
          fact("non-surgical-trial.knee-and-hip")
        } first. Consider surgery if it has not helped, and pain still stops you sleeping, walking or doing everyday things.`,
        "Read about [hip replacement](/Treatments/hip-replacement).",
      ],
    },
    {
      question: "What lifestyle changes can help?",
      answer: [
        {
          list: [
            "Keep active. Walking, swimming and cycling are good for the hip.",
            "Lose weight if you are overweight. It takes load off the hip.",
            "Pace yourself and take short rests during the day.",
            "Wear cushioned, supportive shoes.",
            "Use a walking stick in the hand opposite your painful hip.",
            "Use a higher chair, a raised toilet seat or a long-handled shoe horn if bending is hard.",
          ],
        },
      ],
    },
  ],
  sections: [
    {
      title: "Exercise and Physiotherapy",
      content: [
        "Exercise is the main treatment for hip arthritis. It strengthens the muscles around the hip and keeps it moving.",
        `In hip osteoarthritis, exercise-based physiotherapy can reduce pain by ${
          fact("pain-reduction.hip-physiotherapy")
        }. Most people notice improvement in ${fact("physiotherapy-benefit.non-surgical-hip")}.`,
        "Find a [physiotherapist](/PreAndPostcare/physiotherapy) near you.",
      ],
    },
    {
      title: "Weight and Activity",
      content: [
        "If you are overweight, losing weight eases the load on your hips.",
        "Stay active, but pace yourself. Low-impact activity such as swimming and cycling is often easier than running.",
      ],
    },
    {
      title: "Pain Relief",
      content: [
        "Anti-inflammatory tablets, such as ibuprofen, may help for short periods. They are not safe for everyone. Ask your GP or pharmacist.",
        "Stronger painkillers are rarely helpful for long-term hip pain and can have side effects.",
      ],
    },
    {
      title: "Walking Aids and Home Changes",
      content: [
        "A walking stick in the hand opposite your painful hip takes weight off the joint.",
        "A higher chair, a raised toilet seat and a long-handled shoe horn make daily life easier. An occupational therapist can advise you.",
      ],
    },
    {
      title: "Injections",
      content: [
        {
          subtitle: "Steroid injection",
          details:
            "Relief usually lasts 1-3 months. It can also help show whether the pain is coming from the hip joint.",
        },
        {
          subtitle: "Hyaluronic acid injection",
          details:
            "May give relief for 6+ months in some people. The evidence is weak and NICE does not recommend it.",
        },
        "Read about [hip injections](/hip-procedures/hip-injections).",
      ],
    },
    {
      title: "When Surgery May Help",
      content: [
        `If ${
          fact("non-surgical-trial.knee-and-hip")
        } of non-surgical treatment has not helped, and pain badly affects your life, surgery may be worth discussing. Read about [hip replacement](/Treatments/hip-replacement).`,
      ],
    },
  ],
  complications: injectionSideEffects,
  procedure: {
    name: "Non-surgical treatment of hip pain",
    alternateName: "Conservative management of hip osteoarthritis",
    procedureType: "NoninvasiveProcedure",
    bodyLocation: "Hip",
    howPerformed:
      "A programme of exercise and physiotherapy, weight management, pain relief, walking aids and home changes, and in some cases injections into the hip.",
    preparation: "An assessment of your hip by a doctor or physiotherapist.",
    followup:
      "Review after 3-6 months to check progress and decide whether surgery should be considered.",
  },
  reviewed: awaitingClinicalReview,
  related: [
    { label: "Hip replacement", href: "/Treatments/hip-replacement" },
    { label: "Hip injections", href: "/hip-procedures/hip-injections" },
    { label: "Physiotherapy", href: "/PreAndPostcare/physiotherapy" },
  ],
  documents: [],
});
