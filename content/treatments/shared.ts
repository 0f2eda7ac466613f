/** Passages and helpers that several treatment pages share. */
import { clinicalLabels } from "../clinical-labels.ts";
import { illustrationBySrc } from "../illustrations.ts";
import { callTheHospital } from "../clinical-common.ts";
import { fact } from "../clinical-facts.ts";
import type { InlineText, RichText, Section } from "../schema.ts";
import { surgeonName } from "../site.ts";
import type { ComplicationsWithHelp } from "./schema.ts";

/** A treatment's drawing, with the alt text that describes what it draws (content/illustrations.ts). */
export const treatmentImage = (file: string, caption?: string) => ({
  ...illustrationBySrc(`/images/treatments/${file}.svg`),
  ...(caption ? { caption } : {}),
});

/** Robotic-arm assisted knee replacement: shown on both knee replacement pages and the robotic page. */
export const roboticArmSurgerySection: Section = {
  title: "Robotic-Arm Assisted Surgery",
  content: [
    `${surgeonName} can use a robotic arm to help with a total or a partial knee replacement.`,
    {
      list: [
        "Before the operation you have a CT scan of your knee. A computer uses it to make a 3D plan of your knee.",
        "During the operation the surgeon guides the robotic arm. It helps the surgeon cut the bone and place the new parts as planned.",
        "The surgeon is in control the whole time. The robot does not operate on its own.",
      ],
    },
    "The aim is to place the new joint accurately. It is not yet known whether this makes the knee last longer or feel better in the long term. You can ask your surgeon whether it is suitable for you.",
  ],
};

/** What to do if a joint flares after an injection, and who to call. */
export const injectionHelp: RichText = [
  "After an injection, get advice straight away if the joint becomes hot, red and very painful, or if you have a high temperature.",
  callTheHospital,
  "Out of hours, call NHS 111.",
];

export const injectionSideEffects = {
  title: "Possible side effects of injections",
  items: [
    "pain or a flare of pain for a day or two after the injection",
    "infection in the joint, which is rare but serious",
    "thinning or lightening of the skin where a steroid was injected",
    "a rise in blood sugar for a few days after a steroid injection, if you have diabetes",
    "no improvement: not everyone gets relief",
  ],
  help: injectionHelp,
} satisfies ComplicationsWithHelp;

/** Kneecap surgery (realignment and stabilisation): physiotherapy comes first. */
export const patellaPhysiotherapyFirst: InlineText =
  `Most people try [physiotherapy](/PreAndPostcare/physiotherapy) first. Surgery is considered after ${
    fact("non-surgical-trial.knee-and-hip")
  } of non-surgical treatment has not helped.`;

/** Kneecap surgery: back to work, sport and driving (each page adds what bone surgery changes). */
export const patellaReturnToActivities: RichText = [
  {
    table: clinicalLabels.recoveryTable,
    list: [
      `Desk work: ${fact("desk-work.patella-surgery")}.`,
      `Heavy work: ${fact("physical-work.patella-surgery")}.`,
      `Sport: ${fact("sport-return.patella-surgery")}.`,
    ],
  },
  "Only drive when you can control the car safely and do an emergency stop. Check with your insurer.",
];

/** Kneecap surgery: the serious complications and how often each happens. */
export const patellaSeriousComplications: RichText = [
  `Each of these serious complications happens in ${
    fact("serious-complications.patella-surgery")
  } of people:`,
  {
    list: [
      "infection",
      "a blood clot in the leg (DVT) or lungs (PE)",
      "the bone not healing after it is moved (non-union)",
      "injury to a nerve or blood vessel (neurovascular injury)",
    ],
  },
];
