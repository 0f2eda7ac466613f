/**
 * The procedure hub at /knee-procedures (spec §2).
 *
 * Clinical figures come only from spec §9, written in the same form so
 * tests/unit/clinical-content.test.ts can find them on the right page.
 */
import { lockedKneeAdvice } from "../urgent-help.ts";
import { bookingAnswer, knee } from "./hub-links.ts";
import { type ProcedureHub, procedureHub } from "./schema.ts";
import { kneeImage } from "./shared.ts";
import { awaitingClinicalReview } from "../review-record.ts";
import { fact } from "../clinical-facts.ts";

export const kneeProcedures: ProcedureHub = procedureHub.parse({
  path: "/knee-procedures",
  meta: {
    title: "Knee Procedures | Mr Edward Ashcombe",
    description:
      "An overview of knee procedures, from keyhole surgery and ligament reconstruction to partial and total knee replacement, with answers to common questions.",
    keywords: [
      "knee procedures",
      "knee surgery",
      "knee arthroscopy",
      "knee replacement",
      "ACL reconstruction",
    ],
  },
  heading: "Knee Procedures",
  summary:
    "Treatments for knee problems, from exercise and injections to keyhole surgery and joint replacement. Choose a procedure to learn what it involves.",
  image: kneeImage(),
  intro: [
    "Most knee problems are treated without an operation at first. If you need surgery, the right operation depends on the problem, your age and how active you are.",
    "Each page below explains what a procedure involves, the recovery and the risks. You can then talk it through with your surgeon.",
  ],
  faqs: [
    {
      question: "Do I need surgery for my knee?",
      answer: [
        "Often not. Most knee problems are treated first with exercise, physiotherapy and pain relief. Try this for 3-6 months before thinking about surgery.",
        `Some problems need to be seen sooner. ${lockedKneeAdvice}`,
      ],
    },
    {
      question: "What is keyhole surgery?",
      answer: [
        `Keyhole surgery (arthroscopy) uses a thin camera and small instruments put into the knee through cuts about ${
          fact("keyhole-cut.knee-arthroscopy")
        } long. Most people go home the same day. Read about [knee arthroscopy](/Treatments/knee-arthroscopy).`,
      ],
    },
    {
      question: "What are the risks of knee surgery?",
      answer: [
        `Every operation has risks. For knee operations in general, the risk of infection is ${
          fact("infection.knee-surgery")
        }. The risk of infection is lower after some operations: ${
          fact("infection.knee-arthroscopy")
        } after a knee arthroscopy (keyhole surgery to look inside the knee), and ${
          fact("infection.total-knee-replacement")
        } after a knee replacement.`,
        "Other risks include blood clots, stiffness and ongoing pain. Each treatment page lists the risks of that operation.",
      ],
    },
    {
      question: "Should I have a partial or total knee replacement?",
      answer: [
        `About ${
          fact("partial-suitability.partial-knee-replacement")
        } of patients who need a knee replacement are suitable for a partial knee replacement. It depends on how much of the knee is worn and the health of your ligaments.`,
        "Compare [partial knee replacement](/Treatments/partial-knee-replacement) and [total knee replacement](/Treatments/total-knee-replacement).",
      ],
    },
    {
      question: "When can I return to sport after ACL surgery?",
      answer: [
        "You should wait at least 9 months before contact sport. Most people return at 9-12 months. Read about [ACL reconstruction](/Treatments/acl-reconstruction).",
      ],
    },
    {
      question: "How do I arrange an appointment?",
      answer: bookingAnswer,
    },
  ],
  linkGroups: [
    {
      title: "Arthroscopic Procedures",
      links: [
        knee("Knee Arthroscopy", "/Treatments/knee-arthroscopy"),
        knee("ACL Reconstruction", "/Treatments/acl-reconstruction"),
        knee("Meniscus Repair"),
        knee("Partial Meniscectomy"),
        knee("Cartilage Repair"),
        knee("Loose Body Removal"),
      ],
    },
    {
      title: "Joint Replacement",
      links: [
        knee("Total Knee Replacement", "/Treatments/total-knee-replacement"),
        knee("Partial Knee Replacement", "/Treatments/partial-knee-replacement"),
        knee("Robotic Knee Replacement"),
        knee("Revision Knee Replacement"),
      ],
    },
    {
      title: "Other Procedures",
      links: [
        knee("Non-Surgical Treatment for Knees", "/Treatments/non-surgical-treatment-for-knees"),
        knee("Knee Injections"),
        knee("Knee Osteotomy", "/Treatments/knee-osteotomy"),
        knee("Patellar Realignment", "/Treatments/patellar-realignment"),
        knee("Patellar Stabilisation", "/Treatments/patellar-stabilization"),
        knee("PCL Reconstruction"),
        knee("Knee Tendon Repair"),
        knee("Manipulation Under Anaesthetic"),
      ],
    },
  ],
  reviewed: awaitingClinicalReview,
  related: [
    { label: "Knee conditions", href: "/Conditions" },
    { label: "All treatments", href: "/Treatments" },
  ],
});
