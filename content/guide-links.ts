/**
 * How the pages link to the downloadable guides: one entry per guide, so a title or description
 * changed here changes on every page that lists the guide. (What is inside each PDF is set by the
 * guide catalogues in treatments.ts and useful-links.ts.)
 */
import { type DocumentLink, documentLink } from "./schema.ts";

const link = (value: DocumentLink): DocumentLink => documentLink.parse(value);

export const guideLinks = {
  orthobiologics: link({
    title: "Orthobiologics Guide",
    href: "/documents/orthobiologics-guide.pdf",
    description: "A patient guide to PRP and other orthobiologic treatments for the knee.",
  }),
  aclReconstruction: link({
    title: "ACL Reconstruction Guide",
    href: "/documents/acl-reconstruction-guide.pdf",
    description: "What to expect before and after ACL reconstruction, and your rehabilitation.",
  }),
  nhsAclBooklet: link({
    title: "ACL Booklet for NHS Patients",
    href: "/documents/nhs-acl-booklet.pdf",
    description: "ACL injury and its treatment, for patients seen in the NHS clinic.",
  }),
  kneeReplacement: link({
    title: "Knee Replacement Guide",
    href: "/documents/knee-replacement-guide.pdf",
    description: "Your complete guide to knee replacement, from first visit to full recovery.",
  }),
  roboticArmSurgery: link({
    title: "Robotic-Arm Assisted Surgery: Patient Guide",
    href: "/documents/robotic-arm-assisted-surgery-guide.pdf",
    description: "How robotic-arm assisted knee replacement works and what it means for you.",
  }),
  totalKneeBrochure: link({
    title: "Total Knee Replacement: Patient Brochure",
    href: "/documents/total-knee-replacement-brochure.pdf",
    description: "A short summary of total knee replacement and your recovery.",
  }),
  totalKneePersonalGuide: link({
    title: "Total Knee Replacement: Your Personal Guide",
    href: "/documents/total-knee-replacement-personal-guide.pdf",
    description: "Checklists and space for your own notes, dates and questions.",
  }),
  partialKneeBrochure: link({
    title: "Partial Knee Replacement: Patient Brochure",
    href: "/documents/partial-knee-replacement-brochure.pdf",
    description: "A short summary of partial knee replacement and your recovery.",
  }),
  hipReplacement: link({
    title: "Hip Replacement Guide",
    href: "/documents/hip-replacement-guide.pdf",
    description: "Your complete guide to hip replacement, from first visit to full recovery.",
  }),
} as const;
