/**
 * The treatment page at /Treatments/knee-arthroscopy (spec §2).
 *
 * Clinical figures come only from spec §9, written in the same form ("4-5 days", "80-90%",
 * "under 1%") so tests/unit/clinical-content.test.ts can find them on the right page.
 */
import { clinicalLabels } from "../clinical-labels.ts";
import { whenToGetHelp } from "../clinical-common.ts";
import { awaitingClinicalReview } from "../review-record.ts";
import { type TreatmentPage, treatmentPage } from "./schema.ts";
import { treatmentImage } from "./shared.ts";
import { fact } from "../clinical-facts.ts";

export const kneeArthroscopy: TreatmentPage = treatmentPage.parse({
  path: "/Treatments/knee-arthroscopy",
  meta: {
    title: "Knee Arthroscopy (Keyhole Surgery) | Mr Ashcombe",
    description:
      `Keyhole knee surgery (arthroscopy) explained: what it can treat, how it is done through ${
        fact("keyhole-cut.knee-arthroscopy")
      } cuts, success rates, risks and when you can drive and work.`,
    keywords: [
      "knee arthroscopy",
      "keyhole knee surgery",
      "meniscus surgery",
      "torn cartilage surgery",
      "arthroscopic surgery",
    ],
  },
  card: {
    title: "Knee Arthroscopy",
    summary: "Keyhole surgery to look inside the knee and fix problems such as a torn cartilage.",
  },
  heading: "Knee Arthroscopy (Keyhole Surgery)",
  summary:
    `Keyhole surgery (arthroscopy) lets the surgeon look inside your knee and treat some problems through small cuts about ${
      fact("keyhole-cut.knee-arthroscopy")
    } long. Most people go home the same day.`,
  image: treatmentImage("knee-arthroscopy"),
  faqs: [
    {
      question: "What is knee arthroscopy?",
      answer: [
        `It is keyhole surgery on the knee. The surgeon puts a thin camera (an arthroscope) into the knee through a cut about ${
          fact("keyhole-cut.knee-arthroscopy")
        } long. Small instruments go in through one or two more cuts of the same size.`,
        "It is usually done under a general anaesthetic, so you are asleep.",
      ],
    },
    {
      question: "How successful is it?",
      answer: [
        "It depends on what is treated:",
        {
          list: [
            `Surgery for a torn meniscus helps ${
              fact("meniscus-success.knee-arthroscopy")
            } of people.`,
            `Trimming inflamed or damaged joint lining helps ${
              fact("lining-success.knee-arthroscopy")
            } of people.`,
          ],
        },
        "This means some people are not helped, or still have some pain.",
      ],
    },
    {
      question: "Will it help my arthritis?",
      answer: [
        "Usually not. Keyhole surgery to wash out or tidy up an arthritic knee does not ease arthritis pain, and it is not recommended. It may help if the knee locks because of a loose piece of cartilage or bone.",
        "Read about [knee arthritis](/Conditions/knee-arthritis) and its treatments.",
      ],
    },
    {
      question: "How long will it take to recover?",
      answer: [
        `Most people can drive after ${
          fact("driving.knee-arthroscopy")
        } and go back to a desk job within ${
          fact("desk-work.knee-arthroscopy")
        }. Light sport is usually possible after ${
          fact("light-sport.knee-arthroscopy")
        } and competitive sport after ${fact("competitive-sport.knee-arthroscopy")}.`,
        "If the meniscus is stitched (repaired), recovery takes longer. Your surgeon will tell you what to expect.",
      ],
    },
    {
      question: "What are the risks?",
      answer: [
        `Serious problems are uncommon. The risk of infection is ${
          fact("infection.knee-arthroscopy")
        }, and the risk of a blood clot (DVT or PE) is ${
          fact("blood-clot.knee-arthroscopy")
        }. See the full list of risks on this page.`,
      ],
    },
  ],
  sections: [
    {
      title: "What It Can Treat",
      content: [
        {
          list: [
            "a torn meniscus (torn cartilage) that locks, catches or causes pain",
            "loose pieces of bone or cartilage inside the knee",
            "some areas of damaged joint cartilage",
            "inflamed or thickened joint lining",
            "as part of other operations, such as ACL reconstruction",
          ],
        },
        "Read about a [cartilage tear](/Conditions/cartilage-tear).",
      ],
    },
    {
      title: "The Operation",
      content: [
        `You will usually have a general anaesthetic. The surgeon makes two or three small cuts at the front of the knee, each about ${
          fact("keyhole-cut.knee-arthroscopy")
        } long.`,
        "Sterile fluid fills the knee so the surgeon can see clearly on a screen. The surgeon then treats the problem with small instruments.",
        "Most people go home on the same day, once they are walking safely.",
      ],
    },
    {
      title: "After Your Operation",
      content: [
        {
          list: [
            "Your knee will be wrapped in a crepe bandage. You can take it off after 48 hours.",
            "The small cuts are closed with paper stitches (steristrips). Keep them clean and dry. They come off after 10-12 days.",
            "You may use crutches for a few days until you can walk comfortably.",
            "Start your exercises straight away to get the knee moving and the muscles working.",
            "Swelling can take several weeks to settle. Ice packs wrapped in a towel can help.",
          ],
        },
        "A [physiotherapist](/PreAndPostcare/physiotherapy) can help with your recovery.",
      ],
    },
    {
      title: "Returning to Activities",
      content: [
        {
          table: clinicalLabels.recoveryTable,
          list: [
            `Driving: after ${
              fact("driving.knee-arthroscopy")
            }, once you can do an emergency stop safely. Check with your insurer.`,
            `Desk work: within ${fact("desk-work.knee-arthroscopy")}.`,
            `Light sport, such as swimming or cycling: after ${
              fact("light-sport.knee-arthroscopy")
            }.`,
            `Competitive sport: after ${fact("competitive-sport.knee-arthroscopy")}.`,
          ],
        },
        "These are typical times after a simple arthroscopy. They are longer after a meniscus repair or cartilage repair.",
      ],
    },
    {
      title: "Results",
      content: [
        {
          list: [
            `Surgery for a torn meniscus helps ${
              fact("meniscus-success.knee-arthroscopy")
            } of people.`,
            `Trimming inflamed or damaged joint lining helps ${
              fact("lining-success.knee-arthroscopy")
            } of people.`,
          ],
        },
        "Results are less good when the knee also has arthritis.",
      ],
    },
  ],
  complications: {
    title: "Possible complications",
    items: [
      `Infection: ${
        fact("infection.knee-arthroscopy")
      }. It may need antibiotics and sometimes another operation to wash out the knee.`,
      `Blood clot in the leg (DVT) or lungs (PE): ${fact("blood-clot.knee-arthroscopy")}.`,
      "Swelling and stiffness that take weeks to settle.",
      "Bleeding into the knee.",
      "A small patch of numb skin near a cut.",
      "Pain that does not go away, or symptoms that come back.",
      "Damage to nerves, blood vessels or the inside of the knee, which is rare.",
    ],
    help: whenToGetHelp,
  },
  procedure: {
    name: "Knee arthroscopy",
    alternateName: "Keyhole knee surgery",
    procedureType: "Surgical",
    bodyLocation: "Knee joint",
    howPerformed:
      `Under anaesthetic, a thin camera and small instruments are put into the knee through two or three cuts about ${
        fact("keyhole-cut.knee-arthroscopy")
      } long, to look at and treat the inside of the joint.`,
    preparation:
      "A pre-operative assessment, and not eating for some hours before a general anaesthetic.",
    followup: `Crepe bandage off after ${fact("bandage.knee-arthroscopy")}, steristrips off after ${
      fact("steristrips.knee-arthroscopy")
    }, exercises from the first day and physiotherapy as advised.`,
  },
  reviewed: awaitingClinicalReview,
  related: [
    { label: "Cartilage tear", href: "/Conditions/cartilage-tear" },
    { label: "Meniscus repair", href: "/knee-procedures/meniscus-repair" },
    { label: "Partial meniscectomy", href: "/knee-procedures/partial-meniscectomy" },
    { label: "Loose body removal", href: "/knee-procedures/loose-body-removal" },
    { label: "Physiotherapy", href: "/PreAndPostcare/physiotherapy" },
  ],
  documents: [],
});
