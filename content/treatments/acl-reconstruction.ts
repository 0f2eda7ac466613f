/**
 * The treatment page at /Treatments/acl-reconstruction (spec §2).
 *
 * Clinical figures come only from spec §9, written in the same form ("4-5 days", "80-90%",
 * "under 1%") so tests/unit/clinical-content.test.ts can find them on the right page.
 */
import { clinicalLabels } from "../clinical-labels.ts";
import { whenToGetHelp } from "../clinical-common.ts";
import { guideLinks } from "../guide-links.ts";
import { awaitingClinicalReview } from "../review-record.ts";
import { type TreatmentPage, treatmentPage } from "./schema.ts";
import { treatmentImage } from "./shared.ts";
import { fact } from "../clinical-facts.ts";

export const aclReconstruction: TreatmentPage = treatmentPage.parse({
  path: "/Treatments/acl-reconstruction",
  meta: {
    title: "ACL Reconstruction Surgery | Mr Ashcombe",
    description:
      "ACL reconstruction explained: the graft, how the operation is done, the risks, and when you can go back to work, cycling, jogging and contact sport.",
    keywords: [
      "ACL reconstruction",
      "anterior cruciate ligament surgery",
      "ACL graft",
      "ACL recovery",
      "return to sport",
    ],
  },
  card: {
    title: "ACL Reconstruction",
    summary: "A new ligament, made from a tendon, to make a loose knee steady again.",
  },
  heading: "ACL Reconstruction",
  summary:
    "ACL reconstruction replaces a torn anterior cruciate ligament (ACL) with a graft, usually a tendon from your own leg. It aims to stop the knee giving way.",
  image: treatmentImage("acl-reconstruction"),
  faqs: [
    {
      question: "What is ACL reconstruction?",
      answer: [
        "A torn ACL cannot usually be stitched back together. In this operation, the surgeon replaces it with a graft. The graft is passed through small tunnels drilled in the thigh bone and shin bone, and fixed in place.",
        "Over many months, your body turns the graft into a new ligament.",
      ],
    },
    {
      question: "Do I need it?",
      answer: [
        "Not everyone with a torn ACL needs surgery. It is usually advised if your knee keeps giving way. It may also be advised if you want to go back to sports with twisting and turning, or if you have a torn meniscus that needs repair.",
        "Your surgeon will talk the options through with you, including not having surgery.",
      ],
    },
    {
      question: "How long does the operation take?",
      answer: ["About 2 hours. You are usually asleep under a general anaesthetic."],
    },
    {
      question: "When can I go back to sport?",
      answer: [
        `You should wait ${
          fact("contact-sport-minimum.acl-reconstruction")
        } before contact sport. Most people return at ${
          fact("contact-sport-return.acl-reconstruction")
        }.`,
        "You will need to pass strength and movement checks first. Going back too early raises the risk of tearing the graft.",
      ],
    },
    {
      question: "What are the risks?",
      answer: [
        `For knee operations in general, the risk of infection is ${
          fact("infection.knee-surgery")
        }. Other risks include blood clots, stiffness, and the graft stretching or tearing again. See the full list on this page.`,
      ],
    },
  ],
  sections: [
    {
      title: "Before Your Operation",
      content: [
        "Your knee should be in good shape before surgery. This gives the best result.",
        {
          list: [
            "Swelling should have settled.",
            "You should be able to straighten your knee fully and bend it well.",
            "Your thigh muscles should be working. A [physiotherapist](/PreAndPostcare/physiotherapy) will give you exercises.",
          ],
        },
      ],
    },
    {
      title: "About the Operation",
      content: [
        `The operation is done with keyhole surgery (arthroscopy) and takes ${
          fact("operation-length.acl-reconstruction")
        }.`,
        {
          list: [
            `The camera and instruments go in through small cuts, ${
              fact("keyhole-cut.acl-reconstruction")
            } long.`,
            `A longer cut, ${
              fact("graft-cut.acl-reconstruction")
            } long, is made to take the graft.`,
            "The graft is usually hamstring tendons from the back of your thigh. Sometimes a strip of tendon from the front of your knee is used instead.",
            "A torn meniscus can be repaired or trimmed at the same time.",
          ],
        },
      ],
    },
    {
      title: "After Your Operation",
      content: [
        {
          list: [
            "Most people go home the same day or the next day.",
            "You will use crutches until you can walk without a limp.",
            `Keep your wounds dry for ${fact("wounds-dry.acl-reconstruction")}.`,
            "Physiotherapy starts straight away and goes on for many months. It is the most important part of your recovery.",
          ],
        },
      ],
    },
    {
      title: "Returning to Activities",
      content: [
        {
          table: clinicalLabels.recoveryTable,
          list: [
            `Desk work: ${fact("desk-work.acl-reconstruction")}.`,
            `Physical work: ${fact("physical-work.acl-reconstruction")}.`,
            `Cycling: ${fact("cycling.acl-reconstruction")}.`,
            `Jogging: ${fact("jogging.acl-reconstruction")}.`,
            `Contact sport: ${fact("contact-sport-return.acl-reconstruction")}, and not before ${
              fact("contact-sport-minimum.acl-reconstruction")
            }.`,
          ],
        },
        "Driving is possible once you can control the car safely and do an emergency stop. Check with your insurer.",
        "These are guides, not targets. Your physiotherapist will move you on when your knee is ready.",
      ],
    },
  ],
  complications: {
    title: "Possible complications",
    items: [
      `Infection: ${
        fact("infection.knee-surgery")
      }, the figure for knee operations in general. It may need antibiotics and another operation.`,
      "Blood clot in the leg (DVT) or lungs (PE).",
      "Stiffness, or not being able to straighten the knee fully.",
      "A patch of numb skin on the outer side of the knee or shin, which is common and usually harmless.",
      "Pain at the front of the knee, or when kneeling.",
      "The graft stretching or tearing again, especially with an early return to sport.",
      "Damage to nerves or blood vessels, which is rare.",
    ],
    help: whenToGetHelp,
  },
  procedure: {
    name: "Anterior cruciate ligament reconstruction",
    alternateName: "ACL reconstruction",
    procedureType: "Surgical",
    bodyLocation: "Knee joint",
    howPerformed:
      `With keyhole surgery, the torn ACL is replaced by a tendon graft passed through tunnels in the thigh bone and shin bone and fixed in place. It takes ${
        fact("operation-length.acl-reconstruction")
      }.`,
    preparation:
      "Physiotherapy before surgery to settle swelling, restore full movement and strengthen the thigh muscles.",
    followup: `Physiotherapy for many months; desk work at ${
      fact("desk-work.acl-reconstruction")
    }, jogging at ${fact("jogging.acl-reconstruction")} and contact sport at 9-12 months.`,
  },
  reviewed: awaitingClinicalReview,
  related: [
    {
      label: "ACL and ligament injury",
      href: "/Conditions/acl/-ligament-injury-(sports-knee-injury)",
    },
    { label: "Knee arthroscopy", href: "/Treatments/knee-arthroscopy" },
    { label: "PCL reconstruction", href: "/knee-procedures/pcl-reconstruction" },
    { label: "Physiotherapy", href: "/PreAndPostcare/physiotherapy" },
  ],
  documents: [
    guideLinks.aclReconstruction,
    guideLinks.nhsAclBooklet,
  ],
});
