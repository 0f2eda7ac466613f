/**
 * Wording every clinical page shares: the "general information" note and what to do when
 * something is wrong after treatment. The hospitals' numbers come from the site configuration.
 */
import type { InlineText, RichText } from "./schema.ts";
import { phoneLabel, site } from "./site.ts";
import { surgeonShortName } from "./phrases.ts";
import { ENQUIRY_SECTION_ID } from "./navigation.ts";
import { postOperativeSigns } from "./urgent-care.ts";

/** The one-line note every clinical page shows. */
export const generalInformationNote: InlineText =
  "This page gives general information. It is not personal medical advice. Please talk to your own doctor or surgeon about your situation.";

const { private: privateHospital, nhs: nhsHospital } = site.hospitals;
const { nhsSecretary } = site.contacts;

/** The hospitals' numbers, from the site configuration. */
export const callTheHospital: InlineText =
  `If you are worried, call the hospital where you had your treatment. ${privateHospital.name}: ${
    phoneLabel(privateHospital.phone)
  }. ${nhsHospital.name}: ${
    phoneLabel(nhsHospital.phone)
  }. NHS patients can also call the orthopaedic secretary on ${
    phoneLabel(nhsSecretary.phone)
  } in office hours.`;

/**
 * Who to call after an operation here, said under the urgent-care card on a treatment page (the
 * card itself lists the signs).
 */
export const afterTreatmentHelp: RichText = [
  callTheHospital,
  "Out of hours, call NHS 111. Call 999 if you are short of breath, have chest pain or cough up blood. These can be signs of a blood clot in the lungs.",
];

/** Who to call after an operation: the signs, then the numbers (the guides' "When to Get Help"). */
export const whenToGetHelp: RichText = [
  "Call for advice straight away if you have any of these:",
  {
    list: Object.values(postOperativeSigns),
  },
  ...afterTreatmentHelp,
];

const { practiceManager } = site.contacts;

/**
 * The panel beside a clinical page's article from 1024 px: how to book, by phone or enquiry,
 * privately or on the NHS. Its heading names what the page is about.
 */
export const bookPanel = {
  heading: {
    operation: "Book or call about this operation",
    treatment: "Book or call about this treatment",
    condition: "Book or call about this condition",
  },
  private: `Privately: call ${practiceManager.name}, the practice manager, on ${
    phoneLabel(practiceManager.phone)
  }.`,
  nhs:
    `On the NHS: ask your GP to refer you to ${surgeonShortName} at ${nhsHospital.name}, or call the NHS secretary on ${
      phoneLabel(nhsSecretary.phone)
    }.`,
  enquiry: { label: "Send an enquiry", href: `#${ENQUIRY_SECTION_ID}` },
} as const;
