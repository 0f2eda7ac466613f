/**
 * The treatment page at /Treatments/knee-osteotomy (spec §2).
 *
 * Clinical figures come only from spec §9, written in the same form ("4-5 days", "80-90%",
 * "under 1%") so tests/unit/clinical-content.test.ts can find them on the right page.
 */
import { whenToGetHelp } from "../clinical-common.ts";
import { awaitingClinicalReview } from "../review-record.ts";
import { type TreatmentPage, treatmentPage } from "./schema.ts";
import { treatmentImage } from "./shared.ts";
import { fact } from "../clinical-facts.ts";

export const kneeOsteotomy: TreatmentPage = treatmentPage.parse({
  path: "/Treatments/knee-osteotomy",
  meta: {
    title: "Knee Osteotomy (HTO and DFO) | Mr Ashcombe",
    description:
      "Knee osteotomy explained: how realigning the leg moves load off a worn part of the knee, who it suits, bone healing times, results and the risks.",
    keywords: [
      "knee osteotomy",
      "high tibial osteotomy",
      "HTO",
      "distal femoral osteotomy",
      "DFO",
      "knee realignment",
    ],
  },
  card: {
    title: "Knee Osteotomy",
    summary: "The shin or thigh bone is reshaped to take weight off the worn side of the knee.",
  },
  heading: "Knee Osteotomy",
  summary:
    "A knee osteotomy changes the alignment of your leg. It moves weight away from the worn part of the knee onto the healthier part. It can delay the need for a knee replacement.",
  image: treatmentImage("knee-osteotomy"),
  faqs: [
    {
      question: "What is a knee osteotomy?",
      answer: [
        "Osteotomy means cutting a bone. The surgeon cuts the shin bone or thigh bone near the knee and changes its angle. The bone is held in its new position with a metal plate and screws while it heals.",
        "This shifts your weight away from the worn part of the knee.",
      ],
    },
    {
      question: "Who is it for?",
      answer: [
        "It can suit younger, active people with arthritis in one part of the knee, often with bow legs or knock knees. It keeps your own knee joint.",
      ],
    },
    {
      question: "How well does it work?",
      answer: [
        `Studies report ${
          fact("pain-reduction.knee-osteotomy")
        } pain reduction after an osteotomy. The results often last ${
          fact("results-last.knee-osteotomy")
        }.`,
        "It does not help everyone, and arthritis can still get worse over time.",
      ],
    },
    {
      question: "When can I put weight on my leg?",
      answer: [
        "This depends on the type of osteotomy and how the bone is fixed. Your surgeon will tell you.",
        `You will use crutches. Weight on the leg is limited for ${
          fact("limited-weight-bearing.knee-osteotomy")
        }. Most people start putting some weight on the leg from ${
          fact("weight-bearing-start.knee-osteotomy")
        }, as the surgeon advises. Your surgeon will tell you when you can put your full weight on it.`,
      ],
    },
    {
      question: "Can I have a knee replacement later?",
      answer: [
        "Yes. If the arthritis gets worse, a [total knee replacement](/Treatments/total-knee-replacement) is still possible later, although the operation may be more complex.",
      ],
    },
  ],
  sections: [
    {
      title: "Before Your Operation",
      content: [
        {
          list: [
            "You will have X-rays of your whole leg, taken while you stand. These are used to plan the exact correction.",
            "You may have an MRI scan to check the rest of the knee.",
            "If you smoke, stopping is very important. Smoking slows bone healing.",
            "Practise walking with crutches, and arrange help at home for the first weeks.",
          ],
        },
      ],
    },
    {
      title: "About the Operation",
      content: [
        "You will have a general or spinal anaesthetic. The surgeon makes a cut near the knee, then cuts and realigns the bone. A metal plate and screws hold it in place while it heals.",
        "A keyhole look inside the knee (arthroscopy) is sometimes done at the same time.",
      ],
    },
    {
      title: "After Your Operation",
      content: [
        {
          list: [
            "You will use crutches. How much weight you can put on your leg depends on the type of osteotomy and how the bone is fixed.",
            `Weight on the leg is limited for ${fact("limited-weight-bearing.knee-osteotomy")}.`,
            `Most people start putting some weight on the leg from ${
              fact("weight-bearing-start.knee-osteotomy")
            }, when the surgeon says it is safe. Full weight comes later, when your surgeon says so.`,
            "You will be given medicine to lower the risk of blood clots.",
            "Start your exercises straight away. A [physiotherapist](/PreAndPostcare/physiotherapy) will guide you.",
          ],
        },
      ],
    },
    {
      title: "Bone Healing and Recovery",
      content: [
        {
          list: [
            `After a high tibial osteotomy (HTO), the bone takes ${
              fact("bone-healing.high-tibial-osteotomy")
            } to heal.`,
            `After a distal femoral osteotomy (DFO), the bone takes about ${
              fact("bone-healing.distal-femoral-osteotomy")
            } to heal.`,
          ],
        },
        "You will have X-rays to check healing. Heavy work and sport must wait until the bone has healed.",
      ],
    },
    {
      title: "Results",
      content: [
        `Studies report ${
          fact("pain-reduction.knee-osteotomy")
        } pain reduction after an osteotomy.`,
        `The results often last ${
          fact("results-last.knee-osteotomy")
        }. A knee replacement can still be done later if needed.`,
      ],
    },
  ],
  procedureCard: {
    title: "Types of Knee Osteotomy",
    entries: [
      {
        title: "High Tibial Osteotomy (HTO)",
        content: [
          "The shin bone (tibia) is cut just below the knee and its angle is changed.",
          "It is used for arthritis on the inner side of the knee, often with bow legs.",
          "The bone takes 4-6 months to heal.",
        ],
      },
      {
        title: "Distal Femoral Osteotomy (DFO)",
        content: [
          "The thigh bone (femur) is cut just above the knee and its angle is changed.",
          "It is used for arthritis on the outer side of the knee, often with knock knees.",
          "The bone takes about 3 months to heal.",
        ],
      },
    ],
  },
  complications: {
    title: "Possible complications",
    items: [
      `Infection: ${fact("infection.knee-surgery")}, the figure for knee operations in general.`,
      "Blood clot in the leg (DVT) or lungs (PE).",
      "The bone not healing (non-union), which may need another operation.",
      "The plate irritating the skin, so it needs removing later. This is common.",
      "The correction being too much or too little.",
      "Damage to nerves or blood vessels, which is rare.",
      "Stiffness or ongoing pain.",
    ],
    help: whenToGetHelp,
  },
  procedure: {
    name: "Knee osteotomy",
    alternateName: "High tibial osteotomy or distal femoral osteotomy",
    procedureType: "Surgical",
    bodyLocation: "Shin bone (tibia) or thigh bone (femur) next to the knee",
    howPerformed:
      "The shin bone or thigh bone is cut near the knee and realigned, moving load away from the worn part of the joint. A metal plate and screws hold it while it heals.",
    preparation:
      "Standing X-rays of the whole leg to plan the correction, stopping smoking, and practising with crutches.",
    followup: `Crutches, with some weight on the leg from ${
      fact("weight-bearing-start.knee-osteotomy")
    } as advised and limited weight-bearing for ${
      fact("limited-weight-bearing.knee-osteotomy")
    }, and X-rays until the bone heals (${fact("bone-healing.high-tibial-osteotomy")} HTO, ${
      fact("bone-healing.distal-femoral-osteotomy")
    } DFO).`,
  },
  reviewed: awaitingClinicalReview,
  related: [
    { label: "Knee arthritis", href: "/Conditions/knee-arthritis" },
    { label: "Partial knee replacement", href: "/Treatments/partial-knee-replacement" },
    { label: "Total knee replacement", href: "/Treatments/total-knee-replacement" },
    { label: "Physiotherapy", href: "/PreAndPostcare/physiotherapy" },
  ],
  documents: [],
});
