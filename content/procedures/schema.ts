/** The shapes of the procedure pages, the two procedure hubs and the Get in Touch block. */
import { z } from "zod";
import {
  documentLink,
  faqItem,
  image,
  inlineText,
  pageMeta,
  relatedLink,
  richText,
  section,
} from "../schema.ts";
import { complicationsWithHelp, medicalProcedure } from "../treatments/schema.ts";
import { reviewRecord } from "../review-record.ts";

/** The slug rule of spec §2: lower-cased name with spaces turned into hyphens. */
export function procedureSlug(name: string): string {
  return name.toLowerCase().replace(/ /g, "-");
}

export const linkGroup = z.object({
  title: z.string().trim().min(1),
  links: z.array(relatedLink).min(1),
}).strict();

export const procedureHub = z.object({
  path: z.enum(["/knee-procedures", "/hip-procedures"]),
  meta: pageMeta,
  heading: z.string().trim().min(1),
  summary: inlineText,
  image,
  intro: richText,
  faqs: z.array(faqItem).length(6),
  linkGroups: z.array(linkGroup).min(1),
  reviewed: reviewRecord,
  related: z.array(relatedLink),
}).strict();

export const procedurePage = z.object({
  path: z.string().regex(/^\/(knee|hip)-procedures\/[a-z0-9-]+$/),
  meta: pageMeta,
  heading: z.string().trim().min(1),
  summary: inlineText,
  image,
  faqs: z.array(faqItem).min(2),
  sections: z.array(section).min(2),
  complications: complicationsWithHelp,
  procedure: medicalProcedure,
  reviewed: reviewRecord,
  related: z.array(relatedLink),
  documents: z.array(documentLink),
}).strict().refine((page) => page.path.endsWith("/" + procedureSlug(page.heading)), {
  message: "a procedure page's path must be its slugged heading",
});

export const getInTouchSchema = z.object({
  heading: z.string().trim().min(1),
  intro: inlineText,
  urgentNote: inlineText,
}).strict();

export type LinkGroup = z.infer<typeof linkGroup>;
export type ProcedureHub = z.infer<typeof procedureHub>;
export type ProcedurePage = z.infer<typeof procedurePage>;
export type GetInTouch = z.infer<typeof getInTouchSchema>;
