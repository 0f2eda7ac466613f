/**
 * The procedure hub at /hip-procedures (spec §2).
 *
 * Clinical figures come only from spec §9, written in the same form so
 * tests/unit/clinical-content.test.ts can find them on the right page.
 */
import { bookingAnswer, hip } from "./hub-links.ts";
import { type ProcedureHub, procedureHub } from "./schema.ts";
import { hipImage } from "./shared.ts";
import { awaitingClinicalReview } from "../review-record.ts";
import { fact } from "../clinical-facts.ts";

export const hipProcedures: ProcedureHub = procedureHub.parse({
  path: "/hip-procedures",
  meta: {
    title: "Hip Procedures | Mr Edward Ashcombe",
    description:
      "An overview of hip procedures, from physiotherapy and injections to keyhole hip surgery and hip replacement, with answers to common questions.",
    keywords: [
      "hip procedures",
      "hip surgery",
      "hip replacement",
      "hip arthroscopy",
      "hip injection",
    ],
  },
  heading: "Hip Procedures",
  summary:
    "Treatments for hip problems, from exercise and injections to hip replacement. Choose a procedure to learn what it involves.",
  image: hipImage(),
  intro: [
    "Most hip problems are treated without an operation at first. If surgery may help, these pages explain what is involved, the recovery and the risks. You can then talk it through with your surgeon.",
  ],
  faqs: [
    {
      question: "Do I need a hip replacement?",
      answer: [
        `A hip replacement may help if hip pain stops you sleeping, walking or doing everyday things, and ${
          fact("non-surgical-trial.knee-and-hip")
        } of non-surgical treatment has not helped. Read about [hip replacement](/Treatments/hip-replacement).`,
      ],
    },
    {
      question: "What non-surgical treatments can help my hip?",
      answer: [
        `Exercise and physiotherapy are the main treatments. In hip osteoarthritis, exercise-based physiotherapy can reduce pain by ${
          fact("pain-reduction.hip-physiotherapy")
        }, and most people notice improvement in ${
          fact("physiotherapy-benefit.non-surgical-hip")
        }.`,
        "Read about [non-surgical treatment for hips](/Treatments/non-surgical-treatment-for-hips).",
      ],
    },
    {
      question: "What are the risks of hip replacement?",
      answer: [
        `The risk of infection after a hip replacement is ${
          fact("infection.hip-surgery")
        }. Other risks include blood clots, dislocation and a difference in leg length. The risks are higher for a revision operation.`,
      ],
    },
    {
      question: "What is keyhole hip surgery?",
      answer: [
        "Keyhole surgery (arthroscopy) of the hip treats problems such as hip impingement and labral tears. It is not a treatment for arthritis. Read about [hip arthroscopy](/hip-procedures/hip-arthroscopy).",
      ],
    },
    {
      question: "Can a hip replacement be redone?",
      answer: [
        "Yes. If a hip replacement wears out, loosens or becomes infected, it can be replaced. This is a bigger operation. Read about [revision hip replacement](/hip-procedures/revision-hip-replacement).",
      ],
    },
    {
      question: "How do I arrange an appointment?",
      answer: bookingAnswer,
    },
  ],
  linkGroups: [
    {
      title: "Joint Procedures",
      links: [
        hip("Hip Replacement", "/Treatments/hip-replacement"),
        hip("Revision Hip Replacement"),
        hip("Hip Resurfacing"),
        hip("Hip Arthroscopy"),
      ],
    },
    {
      title: "Other Procedures",
      links: [
        hip("Non-Surgical Treatment for Hips", "/Treatments/non-surgical-treatment-for-hips"),
        hip("Hip Injections"),
        hip("Hip Bursitis Treatment"),
        hip("Gluteal Tendon Repair"),
        hip("Hip Fracture Surgery"),
      ],
    },
  ],
  reviewed: awaitingClinicalReview,
  related: [{ label: "All treatments", href: "/Treatments" }],
});
