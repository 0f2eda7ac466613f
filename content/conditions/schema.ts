/** The shape of a condition page. */
import { z } from "zod";
import {
  card,
  documentLink,
  faqItem,
  image,
  inlineText,
  medicalEntityNames,
  namedSection,
  pageMeta,
  relatedLink,
  richText,
} from "../schema.ts";
import { reviewRecord } from "../review-record.ts";

/** Fields for MedicalCondition JSON-LD. */
export const medicalCondition = medicalEntityNames.extend({
  associatedAnatomy: z.string().trim().min(1),
  possibleTreatment: z.array(z.string().trim().min(1)).min(1),
  riskFactor: z.array(z.string().trim().min(1)).min(1),
  signOrSymptom: z.array(z.string().trim().min(1)).min(1),
}).strict();

export const conditionPage = z.object({
  path: z.string().regex(/^\/Conditions\/\S+$/),
  /** other paths that show this same page (rows in the route table pointing here) */
  aliases: z.array(z.string().regex(/^\/Conditions\/\S+$/)).optional(),
  meta: pageMeta,
  card,
  heading: z.string().trim().min(1),
  summary: inlineText,
  image,
  /** "Common questions" accordion */
  faqs: z.array(faqItem).min(4).max(6),
  about: richText,
  riskFactors: namedSection("Risk Factors"),
  symptoms: namedSection("Symptoms"),
  diagnosis: namedSection("Diagnosis"),
  treatmentOptions: namedSection("Treatment Options"),
  surgicalTreatmentDetails: namedSection("Surgical Treatment Details"),
  condition: medicalCondition,
  reviewed: reviewRecord,
  related: z.array(relatedLink),
  documents: z.array(documentLink),
}).strict();

export type MedicalConditionData = z.infer<typeof medicalCondition>;
export type ConditionPage = z.infer<typeof conditionPage>;
