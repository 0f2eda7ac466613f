/**
 * The treatment page at /Treatments/total-knee-replacement (spec §2).
 *
 * Clinical figures come only from spec §9, written in the same form ("4-5 days", "80-90%",
 * "under 1%") so tests/unit/clinical-content.test.ts can find them on the right page.
 */
import { clinicalLabels } from "../clinical-labels.ts";
import { whenToGetHelp } from "../clinical-common.ts";
import { guideLinks } from "../guide-links.ts";
import { awaitingClinicalReview } from "../review-record.ts";
import { type TreatmentPage, treatmentPage } from "./schema.ts";
import { roboticArmSurgerySection, treatmentImage } from "./shared.ts";
import { fact, factAtStart } from "../clinical-facts.ts";

export const totalKneeReplacement: TreatmentPage = treatmentPage.parse({
  path: "/Treatments/total-knee-replacement",
  meta: {
    title: "Total Knee Replacement | Mr Ashcombe",
    description:
      "Total knee replacement explained: the operation, your hospital stay, recovery, return to driving and sport, how long a new knee lasts, and the risks.",
    keywords: [
      "total knee replacement",
      "knee replacement surgery",
      "TKR",
      "robotic knee replacement",
      "knee arthritis surgery",
    ],
  },
  card: {
    title: "Total Knee Replacement",
    summary: "New surfaces for the whole knee, to ease arthritis pain.",
  },
  heading: "Total Knee Replacement",
  summary:
    "A total knee replacement replaces the worn surfaces of your knee with metal and plastic parts. It is used to ease severe arthritis pain when other treatments have not helped.",
  image: treatmentImage("total-knee-replacement"),
  faqs: [
    {
      question: "Is a total knee replacement right for me?",
      answer: [
        "It may be, if [knee arthritis](/Conditions/knee-arthritis) causes severe pain that stops you sleeping, walking or doing everyday things, and non-surgical treatment has not helped.",
        `About ${
          fact("partial-suitability.partial-knee-replacement")
        } of patients who need a knee replacement are suitable for a smaller operation, a [partial knee replacement](/Treatments/partial-knee-replacement).`,
      ],
    },
    {
      question: "How long will I be in hospital?",
      answer: [`Most people stay in hospital for ${fact("hospital-stay.total-knee-replacement")}.`],
    },
    {
      question: "When can I drive and go back to work?",
      answer: [
        `Driving and office work: after ${
          fact("driving.total-knee-replacement")
        }. Manual work: after ${fact("physical-work.total-knee-replacement")}.`,
        "Only drive when you can control the car safely and do an emergency stop. Check with your insurer.",
      ],
    },
    {
      question: "How long will my new knee last?",
      answer: [
        `${
          factAtStart("implant-survival.total-knee-replacement")
        } of knee replacements are still working at 10 years. Most last ${
          fact("implant-lifespan.total-knee-replacement")
        }.`,
        "A knee that wears out or loosens can be replaced again, but that operation is bigger. Read about [revision knee replacement](/knee-procedures/revision-knee-replacement).",
      ],
    },
    {
      question: "Will my knee be pain-free?",
      answer: [
        "Most people have much less pain. But a knee replacement does not feel like a normal knee. It can ache, feel stiff or click, especially in the first year.",
        `${
          factAtStart("persistent-pain.total-knee-replacement")
        } of people have pain that persists even when the new joint is working well. Some people are not as happy with the result as they hoped.`,
      ],
    },
  ],
  sections: [
    {
      title: "Before Your Operation",
      content: [
        {
          list: [
            "You will have a pre-operative assessment to check you are fit for surgery.",
            "Keep as active as you can and do the exercises you are given. Stronger muscles help your recovery.",
            "If you smoke, stopping lowers the risk of wound and chest problems.",
            "Get your home ready: a firm chair, things you use often within reach, and help with shopping for the first weeks.",
          ],
        },
      ],
    },
    {
      title: "About the Operation",
      content: [
        "The worn surfaces at the end of the thigh bone and the top of the shin bone are removed. They are replaced with metal parts, with a smooth plastic spacer between them. The back of the kneecap may also be resurfaced.",
        "You will have a spinal anaesthetic, a general anaesthetic, or both. The cut runs down the front of the knee.",
      ],
    },
    roboticArmSurgerySection,
    {
      title: "In Hospital",
      content: [
        {
          list: [
            "You will get up and start walking soon after the operation, with a frame or crutches.",
            "You will be given medicines and stockings to lower the risk of blood clots.",
            `Most people stay in hospital for ${fact("hospital-stay.total-knee-replacement")}.`,
            `You can shower after ${
              fact("shower.total-knee-replacement")
            }, with a waterproof dressing.`,
            `The skin clips or stitches come out at ${fact("clips-out.total-knee-replacement")}.`,
          ],
        },
      ],
    },
    {
      title: "Recovery and Return to Activities",
      content: [
        "Doing your exercises every day is the key to a good result. Regular [physiotherapy](/PreAndPostcare/physiotherapy) helps you get your knee moving.",
        {
          table: clinicalLabels.recoveryTable,
          list: [
            `Driving and office work: ${fact("driving.total-knee-replacement")}.`,
            `Manual work: ${fact("physical-work.total-knee-replacement")}.`,
            `Light sport, such as swimming, cycling or golf: ${
              fact("light-sport.total-knee-replacement")
            }.`,
            `More energetic sport, such as doubles tennis or hill walking: ${
              fact("energetic-sport.total-knee-replacement")
            }.`,
          ],
        },
        "High-impact sport, such as running, may wear the new joint faster. Talk to your surgeon first.",
        "Swelling and aching can go on for a year or more as the knee settles.",
      ],
    },
    {
      title: "How Long It Lasts",
      content: [
        `${
          factAtStart("implant-survival.total-knee-replacement")
        } of knee replacements are still working at 10 years. Most last ${
          fact("implant-lifespan.total-knee-replacement")
        }.`,
        "A new knee can wear or loosen over time. If it does, it can be replaced again with a revision operation.",
      ],
    },
  ],
  complications: {
    title: "Possible complications",
    items: [
      `Infection: ${
        fact("infection.total-knee-replacement")
      }. A deep infection is serious and may need more operations.`,
      `Blood clot in the leg (DVT) or lungs (PE): ${fact("blood-clot.total-knee-replacement")}.`,
      `Pain that persists even when the new joint is working well: ${
        fact("persistent-pain.total-knee-replacement")
      }.`,
      "Stiffness. A few people need a [manipulation under anaesthetic](/knee-procedures/manipulation-under-anaesthetic).",
      "A patch of numb skin on the outer side of the scar, which is common.",
      "Wound problems, such as oozing or slow healing.",
      "Damage to nerves or blood vessels, which is rare.",
      "A break in the bone near the new joint, which is rare.",
      "The joint wearing or loosening over time, which may need a revision operation.",
      "Risks from the anaesthetic, such as chest problems, heart attack or stroke, which are rare.",
    ],
    help: whenToGetHelp,
  },
  procedure: {
    name: "Total knee replacement",
    alternateName: "Total knee arthroplasty",
    procedureType: "Surgical",
    bodyLocation: "Knee joint",
    howPerformed:
      "Through a cut at the front of the knee, the worn joint surfaces are removed and replaced with metal parts and a plastic spacer. A robotic arm may help with the bone cuts.",
    preparation:
      "A pre-operative assessment, exercises to strengthen the leg, and getting your home ready.",
    followup: `A hospital stay of ${fact("hospital-stay.total-knee-replacement")}, clips out at ${
      fact("clips-out.total-knee-replacement")
    }, daily exercises and physiotherapy, driving and office work after ${
      fact("driving.total-knee-replacement")
    }.`,
  },
  reviewed: awaitingClinicalReview,
  related: [
    { label: "Knee arthritis", href: "/Conditions/knee-arthritis" },
    { label: "Partial knee replacement", href: "/Treatments/partial-knee-replacement" },
    { label: "Robotic knee replacement", href: "/knee-procedures/robotic-knee-replacement" },
    { label: "Revision knee replacement", href: "/knee-procedures/revision-knee-replacement" },
    { label: "Physiotherapy", href: "/PreAndPostcare/physiotherapy" },
  ],
  documents: [
    guideLinks.kneeReplacement,
    guideLinks.roboticArmSurgery,
    guideLinks.totalKneeBrochure,
    guideLinks.totalKneePersonalGuide,
  ],
});
