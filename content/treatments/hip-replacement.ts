/**
 * The treatment page at /Treatments/hip-replacement (spec §2).
 *
 * Clinical figures come only from spec §9, written in the same form ("4-5 days", "80-90%",
 * "under 1%") so tests/unit/clinical-content.test.ts can find them on the right page.
 */
import { illustrationBySrc } from "../illustrations.ts";
import { whenToGetHelp } from "../clinical-common.ts";
import { guideLinks } from "../guide-links.ts";
import { awaitingClinicalReview } from "../review-record.ts";
import { type TreatmentPage, treatmentPage } from "./schema.ts";
import { treatmentImage } from "./shared.ts";
import { fact } from "../clinical-facts.ts";

export const hipReplacement: TreatmentPage = treatmentPage.parse({
  path: "/Treatments/hip-replacement",
  meta: {
    title: "Hip Replacement Surgery | Mr Ashcombe",
    description:
      "Hip replacement explained: when it may help, the operation, your recovery, the risks such as infection and dislocation, and our complete patient guide.",
    keywords: [
      "hip replacement",
      "total hip replacement",
      "hip arthritis surgery",
      "hip replacement recovery",
      "hip replacement guide",
    ],
  },
  card: {
    title: "Hip Replacement",
    summary: "A new hip joint to ease arthritis pain and help you move.",
  },
  heading: "Hip Replacement",
  summary:
    "A hip replacement replaces a worn or damaged hip joint with an artificial one. It is used to ease severe hip pain, most often from arthritis, when other treatments have not helped.",
  image: treatmentImage("hip-replacement"),
  faqs: [
    {
      question: "What is a hip replacement?",
      answer: [
        "The hip is a ball-and-socket joint. In a hip replacement, the worn ball at the top of the thigh bone is replaced with a metal or ceramic ball on a stem. The socket is lined with a new cup.",
      ],
    },
    {
      question: "Am I ready for a hip replacement?",
      answer: [
        `It may help if hip pain stops you sleeping, walking or doing everyday things, and ${
          fact("non-surgical-trial.knee-and-hip")
        } of non-surgical treatment has not helped.`,
        "Read about [non-surgical treatment for hips](/Treatments/non-surgical-treatment-for-hips).",
      ],
    },
    {
      question: "How soon will I be up and walking?",
      answer: [
        "You will usually get up and walk with a frame or crutches soon after the operation, often on the same day or the next day. Most people stay in hospital for a few days.",
      ],
    },
    {
      question: "What is the risk of infection?",
      answer: [
        `The risk of infection after a hip replacement is ${
          fact("infection.hip-surgery")
        }. A deep infection is serious and may need more operations.`,
      ],
    },
    {
      question: "Can my new hip dislocate?",
      answer: [
        "Yes, it can, although it is uncommon. The risk is highest in the first weeks. Your team will show you how to move safely.",
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
            "Keep as active as you can and do the exercises you are given.",
            "If you smoke, stopping lowers the risk of wound and chest problems.",
            "Get your home ready: a firm, high chair, a raised toilet seat, and things you use often within reach.",
          ],
        },
      ],
    },
    {
      title: "About the Operation",
      content: [
        "You will have a spinal anaesthetic, a general anaesthetic, or both. Through a cut over the hip, the surgeon removes the worn ball and lines the socket.",
        {
          list: [
            "The new socket is a cup. It may be plastic, or metal with a plastic or ceramic lining.",
            "The new ball sits on a stem fixed inside the thigh bone.",
            "The parts are fixed with bone cement, or made so that your bone grows onto them.",
          ],
        },
      ],
    },
    {
      title: "After Your Operation",
      content: [
        {
          list: [
            "You will get up and start walking soon after the operation, with a frame or crutches.",
            "You will be given medicines, and sometimes stockings, to lower the risk of blood clots.",
            "A physiotherapist will teach you exercises and how to use stairs.",
            "You may be given advice on how to sit, bend and get in and out of bed safely while the hip heals.",
          ],
        },
        "Keep doing your exercises at home. A [physiotherapist](/PreAndPostcare/physiotherapy) can help.",
      ],
    },
    {
      title: "Returning to Activities",
      content: [
        "Recovery is different for everyone. Your surgeon will tell you when it is safe to return to each activity.",
        {
          list: [
            "Only drive when you can get in and out of the car easily, control it safely and do an emergency stop. Check with your insurer.",
            "Walking, swimming, cycling and golf are good activities once the hip has healed.",
            "High-impact sport, such as running, may wear the new joint faster. Talk to your surgeon first.",
          ],
        },
      ],
    },
  ],
  complications: {
    title: "Possible complications",
    items: [
      `Infection: ${
        fact("infection.hip-surgery")
      }. A deep infection is serious and may need more operations.`,
      "Blood clot in the leg (DVT) or lungs (PE).",
      "Dislocation of the new hip, most often in the first weeks.",
      "A difference in leg length.",
      "A break in the bone around the new joint during or after surgery.",
      "Damage to nerves or blood vessels, which is rare.",
      "The joint wearing or loosening over time, which may need a revision operation.",
      "Ongoing pain or stiffness.",
    ],
    help: whenToGetHelp,
  },
  procedure: {
    name: "Total hip replacement",
    alternateName: "Total hip arthroplasty",
    procedureType: "Surgical",
    bodyLocation: "Hip joint",
    howPerformed:
      "Through a cut over the hip, the worn ball at the top of the thigh bone is replaced with a ball on a stem, and the socket is lined with a new cup, fixed with or without cement.",
    preparation:
      "A pre-operative assessment, exercises, and getting your home ready with a high chair and raised toilet seat.",
    followup:
      "Walking soon after surgery with a frame or crutches, daily exercises, physiotherapy and a clinic review.",
  },
  reviewed: awaitingClinicalReview,
  related: [
    {
      label: "Non-surgical treatment for hips",
      href: "/Treatments/non-surgical-treatment-for-hips",
    },
    { label: "Revision hip replacement", href: "/hip-procedures/revision-hip-replacement" },
    { label: "Physiotherapy", href: "/PreAndPostcare/physiotherapy" },
  ],
  documents: [
    guideLinks.hipReplacement,
  ],
  guide: {
    preview: illustrationBySrc("/images/documents/hip-replacement-guide.svg"),
    description:
      "Our {pages}-page guide explains what happens before, during and after a hip replacement. It covers preparing for surgery, your stay in hospital, exercises, the risks and when to get help.",
    href: "/documents/hip-replacement-guide.pdf",
    buttonLabel: "Download Complete Guide (PDF)",
  },
});
