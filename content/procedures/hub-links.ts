/** Links from the procedure hubs: to a treatment page where one exists, otherwise to a procedure page. */
import { procedureSlug } from "./schema.ts";
import { phoneLabel, site } from "../site.ts";
import { treatments } from "../treatments.ts";

const treatmentPaths = new Set(treatments.map((page) => page.path));

/** A link to a procedure: its treatment page when one exists, otherwise its procedure page. */
function linkTo(
  hub: "/knee-procedures" | "/hip-procedures",
  label: string,
  treatmentPath?: string,
): {
  label: string;
  href: string;
} {
  if (treatmentPath) {
    if (!treatmentPaths.has(treatmentPath)) {
      throw new Error(`no treatment page at ${treatmentPath}`);
    }
    return { label, href: treatmentPath };
  }
  return { label, href: `${hub}/${procedureSlug(label)}` };
}
export const knee = (label: string, treatmentPath?: string) =>
  linkTo("/knee-procedures", label, treatmentPath);
export const hip = (label: string, treatmentPath?: string) =>
  linkTo("/hip-procedures", label, treatmentPath);

export const bookingAnswer = [
  `Private and insured patients can call the practice manager on ${
    phoneLabel(site.contacts.practiceManager.phone)
  } or send an enquiry using the form on this page.`,
  "NHS patients need a referral from their GP.",
];
