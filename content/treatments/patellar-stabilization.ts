/**
 * The treatment page at /Treatments/patellar-stabilization (spec §2).
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

export const patellarStabilization: TreatmentPage = treatmentPage.parse({
  path: "/Treatments/patellar-stabilization",
  meta: {
    title: "Patellar Stabilisation and MPFL Surgery | Mr Ashcombe",
    description:
      "Surgery to stop the kneecap dislocating: MPFL reconstruction and bone procedures, your recovery week by week, return to sport, and the complications.",
    keywords: [
      "patellar stabilisation",
      "MPFL reconstruction",
      "kneecap dislocation surgery",
      "patellar instability",
      "trochleoplasty",
    ],
  },
  card: {
    title: "Patellar Stabilisation",
    summary: "Surgery to stop the kneecap slipping out of place.",
  },
  heading: "Patellar Stabilisation",
  summary:
    "Patellar stabilisation is surgery to stop your kneecap slipping out of place (dislocating). The most common operation is MPFL reconstruction, which makes a new ligament.",
  image: treatmentImage("patellar-stabilization"),
  faqs: [
    {
      question: "What is patellar stabilisation surgery?",
      answer: [
        "It is an operation to stop the kneecap dislocating. The surgeon repairs or replaces the tissues that hold the kneecap in place, and sometimes corrects the shape or alignment of the bones.",
        `It is usually offered when the kneecap has dislocated more than once, or after ${
          fact("non-surgical-trial.knee-and-hip")
        } of non-surgical treatment has not helped.`,
      ],
    },
    {
      question: "How is MPFL reconstruction done?",
      answer: [
        "The MPFL is a ligament on the inner side of the kneecap. It is usually torn when the kneecap dislocates.",
        `The surgeon takes a tendon, usually a hamstring tendon from the back of your thigh, and uses it to make a new ligament. It is fixed to the kneecap and the thigh bone through small cuts, ${
          fact("keyhole-cut.patella-surgery")
        } long, and one or two slightly longer cuts.`,
      ],
    },
    {
      question: "What is the recovery timeline?",
      answer: [
        {
          list: [
            `First ${fact("rest.patella-surgery")}: rest with your leg raised.`,
            `${
              fact("crutches.patellar-stabilisation")
            }: walk with crutches; physiotherapy starts at ${
              fact("physiotherapy-start.patella-surgery")
            }; stitches out at ${fact("stitches-out.patella-surgery")}.`,
            `${fact("desk-work.patella-surgery")}: back to desk work.`,
            `${fact("clinic-check.patella-surgery")}: clinic check; heavy work.`,
            "3-4 months: return to sport.",
          ],
        },
      ],
    },
    {
      question: "Will I need a brace after surgery?",
      answer: [
        "Often, yes. Many people wear a knee brace for the first few weeks to protect the knee while it heals. How long depends on the operation you have. Your surgeon will tell you.",
      ],
    },
    {
      question: "What are the possible complications?",
      answer: [
        `Serious complications each happen in ${
          fact("serious-complications.patella-surgery")
        } of people. They are infection, blood clots (DVT or PE), nerve or blood vessel injury, and the bone not healing after it is moved (non-union).`,
        "Other problems include stiffness, ongoing pain and the kneecap slipping again.",
      ],
    },
  ],
  sections: [],
  timeline: {
    title: "Recovery Timeline",
    steps: [
      {
        time: "First 48 hours",
        description:
          `Rest with your leg raised and use ice packs. Take your pain relief. You can shower after ${
            fact("shower.patella-surgery")
          } with waterproof dressings.`,
      },
      {
        time: "1-2 weeks",
        description: `Walk with crutches for ${
          fact("crutches.patellar-stabilisation")
        }. Physiotherapy starts at ${
          fact("physiotherapy-start.patella-surgery")
        }. Keep wounds dry for ${fact("wounds-dry.patella-surgery")}. Stitches come out at ${
          fact("stitches-out.patella-surgery")
        }. Blood-thinning injections for ${fact("blood-thinning-injections.patella-surgery")}.`,
      },
      {
        time: "2-4 weeks",
        description: `Most people go back to desk work at ${
          fact("desk-work.patella-surgery")
        }. Keep up your exercises to build strength and movement.`,
      },
      {
        time: "6 weeks",
        description: `Check-up in clinic at ${
          fact("clinic-check.patella-surgery")
        }. Heavy or manual work is usually possible from ${fact("physical-work.patella-surgery")}.`,
      },
      {
        time: "3-4 months",
        description:
          "Return to sport at 3-4 months, step by step, once your strength and control are good enough.",
      },
    ],
  },
  stabilisationTabs: {
    overview: {
      label: "Overview",
      about: {
        title: "About Patellar Stabilisation",
        content: [
          "Patellar stabilisation is an operation to stop the kneecap (patella) slipping out of its groove. It is for people whose kneecap has dislocated more than once, or whose knee was damaged when it dislocated.",
          patellaPhysiotherapyFirst,
        ],
      },
      understandingInstability: {
        title: "Understanding Patellar Instability",
        content: [
          "The kneecap sits in a groove at the end of the thigh bone. A ligament on its inner side, the medial patellofemoral ligament (MPFL), stops it slipping outwards.",
          "When the kneecap dislocates, the MPFL is usually torn. After that, the kneecap may slip out again more easily.",
          "Some people are more likely to dislocate because of the shape of their knee:",
          {
            list: [
              "a shallow groove for the kneecap (trochlear dysplasia)",
              "a kneecap that sits high (patella alta)",
              "a kneecap tendon that pulls the kneecap outwards",
              "loose, very flexible joints",
              "knock knees or twisted thigh or shin bones",
            ],
          },
          "Read more about [kneecap problems](/Conditions/anterior-knee-pain).",
        ],
      },
      surgicalApproaches: {
        title: "Surgical Approaches",
        content: [
          "The operation is planned around the reasons your kneecap is unstable. Your surgeon may use one technique or combine several.",
          {
            list: [
              "Soft tissue surgery: making a new ligament to hold the kneecap (MPFL reconstruction).",
              "Bone surgery: moving the bony lump the kneecap tendon attaches to, deepening the groove, or correcting the alignment of the leg.",
            ],
          },
          `A keyhole look inside the knee (arthroscopy), through cuts ${
            fact("keyhole-cut.patella-surgery")
          } long, is often done first. Bone surgery needs longer cuts.`,
          "See the Procedure tab for details of each technique.",
        ],
      },
      priorToSurgery: {
        title: "Prior to Surgery",
        content: [
          {
            list: [
              "You will have X-rays and an MRI scan, and sometimes a CT scan, to plan the operation.",
              "Keep doing your physiotherapy exercises. Strong muscles help your recovery.",
              "You will have a pre-operative assessment to check you are fit for surgery.",
              "If you smoke, stop. Smoking slows healing.",
              "Practise using crutches and arrange help at home.",
            ],
          },
        ],
      },
      afterSurgery: {
        title: "After Surgery",
        content: [
          {
            list: [
              `Rest for ${fact("rest.patella-surgery")} with your leg raised.`,
              `You can shower after ${
                fact("shower.patella-surgery")
              }, but keep the wounds dry for ${fact("wounds-dry.patella-surgery")}.`,
              `Walk with crutches for ${
                fact("crutches.patellar-stabilisation")
              }, or longer after bone surgery.`,
              "You may wear a knee brace for the first few weeks.",
              `You will have blood-thinning injections for ${
                fact("blood-thinning-injections.patella-surgery")
              }.`,
              `Stitches come out at ${fact("stitches-out.patella-surgery")}.`,
              `Physiotherapy starts at ${fact("physiotherapy-start.patella-surgery")}.`,
              `You will be seen in clinic at ${fact("clinic-check.patella-surgery")}.`,
            ],
          },
        ],
      },
    },
    procedure: {
      label: "Procedure",
      intro: [
        "These are the main techniques. Many people need only an MPFL reconstruction. Others need it combined with bone surgery.",
      ],
      techniques: [
        {
          title: "MPFL Reconstruction",
          content: [
            "A new medial patellofemoral ligament (MPFL) is made from a tendon, usually a hamstring tendon from the back of your thigh.",
            "The graft is fixed to the inner edge of the kneecap and to the thigh bone. It acts like a check-rein to stop the kneecap slipping outwards.",
          ],
        },
        {
          title: "Tibial Tubercle Distalisation",
          content: [
            "If the kneecap sits too high, it can slip out of the groove easily. The bony lump below the kneecap (the tibial tubercle) is cut and moved down the shin, then fixed with screws.",
            "This brings the kneecap lower, into the deeper part of the groove.",
          ],
        },
        {
          title: "Tibial Tubercle Medialisation",
          content: [
            "If the kneecap tendon pulls the kneecap outwards, the tibial tubercle is cut and moved towards the inner side of the shin, then fixed with screws.",
            "This helps the kneecap run straight in its groove.",
          ],
        },
        {
          title: "Trochleoplasty",
          content: [
            "If the groove for the kneecap is very shallow or flat, the surgeon can deepen it. This operation is needed only for a small number of people.",
            "It is a bigger operation, and recovery can take longer.",
          ],
        },
        {
          title: "Femoral or Tibial Osteotomy",
          content: [
            "If the thigh bone (femur) or shin bone (tibia) is twisted or angled, it can pull the kneecap out of line. The bone is cut, straightened and held with a plate and screws.",
            "This is needed only rarely.",
          ],
        },
      ],
    },
    recovery: {
      label: "Recovery",
      restAndRecovery: {
        title: "Rest and Recovery",
        content: [
          {
            list: [
              `Rest for the first ${
                fact("rest.patella-surgery")
              } with your leg raised. Use ice packs wrapped in a towel.`,
              `Walk with crutches for ${fact("crutches.patellar-stabilisation")}.`,
              `Have your blood-thinning injections for ${
                fact("blood-thinning-injections.patella-surgery")
              }.`,
              `Keep the wounds dry for ${
                fact("wounds-dry.patella-surgery")
              }. Stitches come out at ${fact("stitches-out.patella-surgery")}.`,
              `Physiotherapy starts at ${
                fact("physiotherapy-start.patella-surgery")
              } and is the key to a good recovery. Find a [physiotherapist](/PreAndPostcare/physiotherapy).`,
            ],
          },
          "After bone surgery, you may need crutches and a brace for longer while the bone heals.",
        ],
      },
      returnToActivities: {
        title: "Return to Activities",
        content: [
          ...patellaReturnToActivities,
          "After bone surgery, your surgeon may ask you to wait until X-rays show the bone has healed.",
        ],
      },
      complications: {
        title: "Complications",
        content: [
          ...patellaSeriousComplications,
          "Other problems include stiffness, ongoing pain, numb skin near a scar, the kneecap slipping again, and screws that need removing later.",
          ...whenToGetHelp,
        ],
      },
    },
  },
  procedure: {
    name: "Patellar stabilisation",
    alternateName: "Medial patellofemoral ligament (MPFL) reconstruction",
    procedureType: "Surgical",
    bodyLocation: "Kneecap (patella)",
    howPerformed: `A new MPFL ligament is made from a tendon graft through small cuts ${
      fact("keyhole-cut.patella-surgery")
    } long, sometimes with bone surgery to move the tibial tubercle, deepen the groove or realign the leg.`,
    preparation:
      "Physiotherapy, X-rays, MRI and sometimes CT scans to plan the operation, and a pre-operative assessment.",
    followup: `Crutches for 1-${
      fact("blood-thinning-injections.patella-surgery")
    }, blood-thinning injections for 2 weeks, stitches out at ${
      fact("stitches-out.patella-surgery")
    }, physiotherapy from 1 week, clinic at ${
      fact("clinic-check.patella-surgery")
    } and sport at 3-4 months.`,
  },
  reviewed: awaitingClinicalReview,
  related: [
    { label: "Anterior knee pain and kneecap problems", href: "/Conditions/anterior-knee-pain" },
    { label: "Patellar realignment", href: "/Treatments/patellar-realignment" },
    { label: "Physiotherapy", href: "/PreAndPostcare/physiotherapy" },
  ],
  documents: [],
});
