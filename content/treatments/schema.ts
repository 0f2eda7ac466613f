/** The shapes of a treatment page and its special parts (tabs, cards, previews, timelines). */
import { z } from "zod";
import {
  card,
  complications,
  documentLink,
  faqItem,
  image,
  inlineText,
  medicalEntityNames,
  namedSection,
  pageMeta,
  relatedLink,
  richText,
  section,
  timelineStep,
} from "../schema.ts";
import { reviewRecord } from "../review-record.ts";

/** Fields for MedicalProcedure JSON-LD. */
export const medicalProcedure = medicalEntityNames.extend({
  procedureType: z.enum(["Surgical", "NoninvasiveProcedure", "PercutaneousProcedure"]),
  bodyLocation: z.string().trim().min(1),
  howPerformed: z.string().trim().min(1),
  preparation: z.string().trim().min(1),
  followup: z.string().trim().min(1),
}).strict();

/** A complications list plus who to call (numbers from the site configuration). */
export const complicationsWithHelp = complications.extend({ help: richText });

/** A titled piece of rich text: a tab panel part, an osteotomy entry, a technique. */
export const titledContent = z.object({
  title: z.string().trim().min(1),
  content: richText,
}).strict();

const documentHref = <T extends string>(href: T) => documentLink.extend({ href: z.literal(href) });

export const nonSurgicalKneeTabs = z.object({
  conservative: z.object({
    label: z.literal("Conservative Treatment"),
    about: richText,
  }).strict(),
  orthobiologics: z.object({
    label: z.literal("Orthobiologics Guide"),
    preview: image,
    intro: richText,
    bullets: z.array(inlineText).min(3),
    publisherNote: inlineText,
    download: documentHref("/documents/orthobiologics-guide.pdf"),
    buttonLabel: z.string().trim().min(1),
  }).strict(),
}).strict();

export const osteotomyProcedureCard = z.object({
  title: z.string().trim().min(1),
  /** HTO then DFO; one open at a time */
  entries: z.tuple([titledContent, titledContent]),
}).strict();

export const stabilisationTabs = z.object({
  overview: z.object({
    label: z.literal("Overview"),
    about: namedSection("About Patellar Stabilisation"),
    understandingInstability: namedSection("Understanding Patellar Instability"),
    surgicalApproaches: namedSection("Surgical Approaches"),
    priorToSurgery: namedSection("Prior to Surgery"),
    afterSurgery: namedSection("After Surgery"),
  }).strict(),
  procedure: z.object({
    label: z.literal("Procedure"),
    intro: richText,
    /** MPFL reconstruction, tibial tubercle distalisation, tibial tubercle medialisation,
     * trochleoplasty, femoral or tibial osteotomy — an expandable list */
    techniques: z.array(titledContent).length(5),
  }).strict(),
  recovery: z.object({
    label: z.literal("Recovery"),
    restAndRecovery: namedSection("Rest and Recovery"),
    returnToActivities: namedSection("Return to Activities"),
    complications: namedSection("Complications"),
  }).strict(),
}).strict();

export const guidePreview = z.object({
  preview: image,
  /** `{pages}` is replaced by the renderer with the page count read from the PDF */
  description: inlineText.refine((text) => text.includes("{pages}"), "must hold {pages}"),
  href: z.literal("/documents/hip-replacement-guide.pdf"),
  buttonLabel: z.literal("Download Complete Guide (PDF)"),
}).strict();

const captionedImage = image.extend({ caption: z.string().trim().min(1) });
export const beforeAfterImages = z.object({
  before: captionedImage,
  after: captionedImage,
}).strict();

export const treatmentPage = z.object({
  path: z.string().regex(/^\/Treatments\/[a-z-]+$/),
  meta: pageMeta,
  card,
  heading: z.string().trim().min(1),
  summary: inlineText,
  image,
  faqs: z.array(faqItem).min(3),
  /** detail sections; may be empty only when the page's detail lives in stabilisationTabs */
  sections: z.array(section),
  complications: complicationsWithHelp.optional(),
  procedure: medicalProcedure,
  reviewed: reviewRecord,
  related: z.array(relatedLink),
  documents: z.array(documentLink),
  tabs: nonSurgicalKneeTabs.optional(),
  procedureCard: osteotomyProcedureCard.optional(),
  timeline: z.object({ title: z.string().trim().min(1), steps: z.array(timelineStep).length(5) })
    .strict()
    .optional(),
  stabilisationTabs: stabilisationTabs.optional(),
  guide: guidePreview.optional(),
  beforeAfter: beforeAfterImages.optional(),
}).strict().refine((page) => page.sections.length > 0 || page.stabilisationTabs, {
  message: "a treatment page needs detail sections",
});

export type MedicalProcedureData = z.infer<typeof medicalProcedure>;
export type ComplicationsWithHelp = z.infer<typeof complicationsWithHelp>;
export type TitledContent = z.infer<typeof titledContent>;
export type TreatmentPage = z.infer<typeof treatmentPage>;
