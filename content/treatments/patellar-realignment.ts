/**
 * The treatment page at /Treatments/patellar-realignment (spec §2).
 *
 * Clinical figures come only from spec §9, written in the same form ("4-5 days", "80-90%",
 * "under 1%") so tests/unit/clinical-content.test.ts can find them on the right page.
 */
import { whenToGetHelp } from "../clinical-common.ts";
import { awaitingClinicalReview } from "../review-record.ts";
import { type TreatmentPage, treatmentPage } from "./schema.ts";
import {
  patellaPhysiotherapyFirst,
  patellaReturnToActivities,
  patellaSeriousComplications,
  treatmentImage,
} from "./shared.ts";
import { fact } from "../clinical-facts.ts";

export const patellarRealignment: TreatmentPage = treatmentPage.parse({
  path: "/Treatments/patellar-realignment",
  meta: {
    title: "Patellar Realignment Surgery | Mr Ashcombe",
    description:
      "Patellar (kneecap) realignment surgery explained: preparing for it, the operation, recovery on crutches, return to work and sport, and complications.",
    keywords: [
      "patellar realignment",
      "kneecap realignment",
      "tibial tubercle osteotomy",
      "kneecap surgery",
      "patellar maltracking",
    ],
  },
  card: {
    title: "Patellar Realignment",
    summary: "Moving the kneecap so it runs straight in its groove.",
  },
  heading: "Patellar Realignment",
  summary:
    "Patellar realignment is an operation to move your kneecap into a better position. It can help if your kneecap keeps slipping out of place because it does not run straight.",
  image: treatmentImage("patellar-realignment"),
  faqs: [
    {
      question: "What is patellar realignment?",
      answer: [
        "The kneecap (patella) is held by a tendon that attaches to a bony lump at the top of the shin bone. If the kneecap runs off-centre, the surgeon can move this lump. The tissues around the kneecap can also be tightened or loosened. This helps the kneecap run straighter.",
      ],
    },
    {
      question: "Who needs it?",
      answer: [
        `It is for people whose kneecap keeps slipping out of place, or whose kneecap problems have not improved after ${
          fact("non-surgical-trial.knee-and-hip")
        } of non-surgical treatment.`,
        "Read about [kneecap problems](/Conditions/anterior-knee-pain).",
      ],
    },
    {
      question: "How long will I be on crutches?",
      answer: [
        "Usually up to 2 weeks. If the bony lump was moved, you may need crutches and a brace for longer, while the bone heals. Your surgeon will tell you.",
      ],
    },
    {
      question: "When can I go back to work and sport?",
      answer: [
        `Desk work: ${fact("desk-work.patella-surgery")}. Heavy work: ${
          fact("physical-work.patella-surgery")
        }. Sport: ${fact("sport-return.patella-surgery")}.`,
      ],
    },
    {
      question: "What are the main risks?",
      answer: [
        `Serious complications each happen in ${
          fact("serious-complications.patella-surgery")
        } of people. They are infection, blood clots, nerve or blood vessel injury, and the bone not healing after it is moved (non-union).`,
      ],
    },
  ],
  sections: [
    {
      title: "Prior to Surgery",
      content: [
        {
          list: [
            patellaPhysiotherapyFirst,
            "You will have X-rays, and often an MRI or CT scan, to measure how your kneecap sits.",
            "You will have a pre-operative assessment to check you are fit for surgery.",
            "If you smoke, stop. Smoking slows bone and wound healing.",
            "Practise using crutches and arrange help at home for the first 2 weeks.",
          ],
        },
      ],
    },
    {
      title: "Surgical Procedure",
      content: [
        `You will usually have a general anaesthetic. The surgeon may first look inside the knee with keyhole surgery (arthroscopy), through cuts ${
          fact("keyhole-cut.patella-surgery")
        } long.`,
        "Then, depending on your knee, the surgeon may:",
        {
          list: [
            "move the bony lump below the kneecap (the tibial tubercle) and fix it with screws, through a longer cut over the top of the shin",
            "tighten the tissues on the inner side of the kneecap, or make a new ligament to hold it",
            "loosen tight tissues on the outer side of the kneecap",
          ],
        },
      ],
    },
    {
      title: "After Surgery",
      content: [
        {
          list: [
            `Rest for ${
              fact("rest.patella-surgery")
            } with your leg raised. Use ice packs wrapped in a towel.`,
            `You can shower after ${fact("shower.patella-surgery")}, but keep the wounds dry for ${
              fact("wounds-dry.patella-surgery")
            }. Use waterproof dressings.`,
            `Use crutches for ${
              fact("crutches.patellar-realignment")
            }, or longer if the bone was moved.`,
            `You will have blood-thinning injections for ${
              fact("blood-thinning-injections.patella-surgery")
            } to lower the risk of blood clots.`,
            `Stitches come out at ${fact("stitches-out.patella-surgery")}.`,
            `Physiotherapy starts at ${fact("physiotherapy-start.patella-surgery")}.`,
            `You will be seen in clinic at ${fact("clinic-check.patella-surgery")}.`,
          ],
        },
      ],
    },
    {
      title: "Return to Activities",
      content: [
        ...patellaReturnToActivities,
        "If the bone was moved, your surgeon may ask you to wait longer until X-rays show it has healed.",
      ],
    },
    {
      title: "Complications",
      content: [
        ...patellaSeriousComplications,
        "Other problems include stiffness, ongoing pain, numb skin near the scar, the kneecap slipping again, and screws that irritate and need removing later.",
        ...whenToGetHelp,
      ],
    },
  ],
  procedure: {
    name: "Patellar realignment",
    alternateName: "Tibial tubercle transfer",
    procedureType: "Surgical",
    bodyLocation: "Kneecap (patella) and top of the shin bone",
    howPerformed: `After a keyhole look inside the knee through cuts ${
      fact("keyhole-cut.patella-surgery")
    } long, the bony lump below the kneecap is moved and fixed with screws, and the soft tissues are balanced so the kneecap runs straight.`,
    preparation:
      "Physiotherapy, scans to measure the kneecap position, and a pre-operative assessment.",
    followup: `Crutches for up to ${
      fact("blood-thinning-injections.patella-surgery")
    }, blood-thinning injections for 2 weeks, stitches out at ${
      fact("stitches-out.patella-surgery")
    }, physiotherapy from 1 week and clinic at ${fact("clinic-check.patella-surgery")}.`,
  },
  reviewed: awaitingClinicalReview,
  related: [
    { label: "Anterior knee pain and kneecap problems", href: "/Conditions/anterior-knee-pain" },
    { label: "Patellar stabilisation", href: "/Treatments/patellar-stabilization" },
    { label: "Physiotherapy", href: "/PreAndPostcare/physiotherapy" },
  ],
  documents: [],
});
