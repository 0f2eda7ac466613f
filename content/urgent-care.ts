/**
 * Where to go when something is urgent, by service, in the NHS website's order: 999, then A&E,
 * then NHS 111 (or the ward, after an operation). The one list of the site's red flags: the
 * urgent-care card on pages, the "worried about a symptom now?" path and the clinical pages'
 * "when to get help" read it, so no two of them can disagree. Each sign is written to finish the
 * card's heading ("Call 999 if someone …") and, as `question`, to be answered yes or no.
 *
 * Sources: NHS website, "When to call 999" and "When to go to A&E"; NHS 111 online; the site's own
 * post-operative advice (a blood clot in the leg or lungs, a wound infection, a locked knee, a
 * suspected broken hip after a fall).
 */
import { z } from "zod";
import { inlineText, type RichText } from "./schema.ts";
import { phoneLabel, site } from "./site.ts";

const sign = z.object({
  /** finishes the card's heading: "Call 999 if you or someone else …" */
  text: inlineText,
  /** the same sign as a yes/no question, for the symptom path */
  question: inlineText,
}).strict();

const service = z.object({
  id: z.enum(["999", "ae", "111"]),
  /** the card's heading for this service, e.g. "Call 999 if you or someone else:" */
  heading: z.string().trim().min(1),
  signs: z.array(sign).min(1),
  /** what to do, said once under the signs */
  action: inlineText,
}).strict();

const { private: privateHospital, nhs: nhsHospital } = site.hospitals;

/** The ward numbers, for anyone who had an operation in the last few weeks. */
export const wardNumbers = `${privateHospital.name} ward: ${
  phoneLabel(privateHospital.wardPhone)
}. ${nhsHospital.name} ward: ${phoneLabel(nhsHospital.wardPhone)}.`;

/** Signs after an operation that the clinical pages' "when to get help" lists word for word. */
export const postOperativeSigns = {
  temperature: "a high temperature, or you feel hot and shivery",
  wound: "a wound that is red, hot, leaking fluid, smells, or starting to open",
  calf: "pain, swelling or redness in your calf or thigh",
  worsening: "pain or swelling that is getting worse, not better",
} as const;

export const urgentCare = z.array(service).length(3).parse([
  {
    id: "999",
    heading: "Call 999 if you or someone else:",
    signs: [
      {
        text: "has chest pain, or pressure, heaviness or tightness in the chest",
        question: "Is there chest pain, or pressure, heaviness or tightness in the chest?",
      },
      {
        text: "is struggling to breathe, is suddenly short of breath, or is coughing up blood",
        question:
          "Is there difficulty breathing, sudden shortness of breath, or coughing up blood?",
      },
      {
        text:
          "has signs of a stroke: the face drooping on one side, weakness in an arm or leg, or difficulty speaking",
        question:
          "Is the face drooping on one side, is there weakness in an arm or leg, or difficulty speaking?",
      },
      {
        text:
          "has collapsed, cannot be woken, is having a fit, or is suddenly confused or very drowsy",
        question:
          "Has the person collapsed, are they having a fit, or are they suddenly confused or hard to wake?",
      },
      {
        text: "is bleeding heavily and it will not stop",
        question: "Is there heavy bleeding that will not stop?",
      },
      {
        text:
          "has a swelling of the lips, mouth, throat or tongue that came on quickly, or a rash that does not fade when a glass is pressed on it",
        question:
          "Has the lips, mouth, throat or tongue swollen quickly, or is there a rash that does not fade under a glass?",
      },
      {
        text: "has a leg or foot that is suddenly cold, pale or blue, or very painful and numb",
        question: "Is a leg or foot suddenly cold, pale or blue, or very painful and numb?",
      },
    ],
    action: "Call 999 now. If the person is not breathing or not responding, stay on the line.",
  },
  {
    id: "ae",
    heading: "Go to A&E if you or someone else:",
    signs: [
      {
        text:
          "has fallen and has pain in the hip or leg and cannot stand or put weight on it (call 999 if they cannot be moved)",
        question:
          "After a fall, is there pain in the hip or leg and the person cannot stand or put weight on it?",
      },
      {
        text:
          "may have broken a bone, or a joint looks out of place (a dislocation), including a replaced hip or knee",
        question:
          "Might a bone be broken, or does a joint (or a replaced joint) look out of place?",
      },
      {
        text: "has a deep cut, or a wound that has split wide open",
        question: "Is there a deep cut, or has a wound split wide open?",
      },
      {
        text: "has sudden, severe pain that is not eased by painkillers",
        question: "Is there sudden, severe pain that painkillers do not ease?",
      },
    ],
    action: "Go to A&E now. If the person cannot be moved, or cannot get there safely, call 999.",
  },
  {
    id: "111",
    heading: "Call NHS 111, or the ward if you had an operation recently, if you have:",
    signs: [
      {
        text: postOperativeSigns.temperature,
        question: "Do you have a high temperature, or feel hot and shivery?",
      },
      {
        text: postOperativeSigns.wound,
        question: "Is a wound red, hot, leaking fluid, smelly, or starting to open?",
      },
      {
        text: postOperativeSigns.calf,
        question: "Is there pain, swelling or redness in your calf or thigh?",
      },
      {
        text: postOperativeSigns.worsening,
        question: "Is pain or swelling getting worse, not better?",
      },
      {
        text: "a knee that has locked and will not straighten",
        question: "Has your knee locked so that it will not straighten?",
      },
    ],
    action:
      `Call NHS 111 now (or go to [111.nhs.uk](https://111.nhs.uk)). If you had an operation in the last few weeks, you can call the ward instead. ${wardNumbers}`,
  },
]);

export type UrgentService = (typeof urgentCare)[number];

/**
 * The urgent-care card's frame: its anchor (the header's "Urgent help" link jumps to it), heading
 * and the one sentence above the three services.
 */
export const urgentHelp = {
  id: "urgent-help",
  heading: "Urgent help",
  intro:
    "The practice's enquiry form and email are not checked all the time. Do not use them for urgent problems.",
  /** the pages the card is on; every other page's "Urgent help" link goes to /Contact's card */
  fallbackHref: "/Contact#urgent-help",
} as const;

/** The card's words as rich text, in its order: for the chat's index and anything else that quotes it. */
export function urgentCardText(): RichText {
  return [
    urgentHelp.intro,
    ...urgentCare.flatMap((service): RichText => [
      service.heading,
      { list: service.signs.map((sign) => sign.text) },
      service.action,
    ]),
  ];
}
