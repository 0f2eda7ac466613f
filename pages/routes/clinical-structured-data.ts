/**
 * JSON-LD for the clinical pages, typed with schema-dts: a MedicalWebPage (with lastReviewed) on
 * every page with review dates, plus a MedicalProcedure (treatment and procedure pages) or a
 * MedicalCondition (condition pages) that the page is about.
 */
import type { MedicalCondition, MedicalProcedure, MedicalWebPage, WithContext } from "schema-dts";
import type { MedicalConditionData } from "../content/conditions/schema.ts";
import type { MedicalProcedureData } from "../content/treatments/schema.ts";
import type { ReviewDates } from "../content/schema.ts";
import { surgeonName } from "../content/site.ts";
import type { RenderContext } from "../render-context.ts";
import type { PageMeta } from "../content/schema.ts";

const pageUrl = (context: RenderContext, path: string) => context.siteUrl + encodeURI(path);

/** The @id of the procedure or condition a page describes. */
export const entityId = (context: RenderContext, path: string, kind: "procedure" | "condition") =>
  `${pageUrl(context, path)}#${kind}`;

interface PageFacts {
  path: string;
  meta: PageMeta;
  heading: string;
  reviewed: ReviewDates;
}

export function medicalWebPage(page: PageFacts, context: RenderContext, aboutId?: string): WithContext<MedicalWebPage> {
  const url = pageUrl(context, page.path);
  return {
    "@context": "https://schema.org",
    "@type": "MedicalWebPage",
    "@id": `${url}#webpage`,
    url,
    name: page.meta.title,
    headline: page.heading,
    description: page.meta.description,
    inLanguage: "en-GB",
    lastReviewed: page.reviewed.lastReviewed,
    reviewedBy: { "@type": "Person", name: surgeonName },
    ...(aboutId ? { about: { "@id": aboutId } } : {}),
  };
}

export function medicalProcedure(path: string, data: MedicalProcedureData, context: RenderContext): WithContext<MedicalProcedure> {
  const url = pageUrl(context, path);
  return {
    "@context": "https://schema.org",
    "@type": "MedicalProcedure",
    "@id": entityId(context, path, "procedure"),
    url,
    name: data.name,
    ...(data.alternateName ? { alternateName: data.alternateName } : {}),
    // schema.org's MedicalProcedureType has no member for surgery; SurgicalProcedure is a type.
    ...(data.procedureType === "Surgical"
      ? { additionalType: "https://schema.org/SurgicalProcedure" }
      : { procedureType: `https://schema.org/${data.procedureType}` as const }),
    bodyLocation: data.bodyLocation,
    howPerformed: data.howPerformed,
    preparation: data.preparation,
    followup: data.followup,
  };
}

export function medicalCondition(path: string, data: MedicalConditionData, context: RenderContext): WithContext<MedicalCondition> {
  const url = pageUrl(context, path);
  return {
    "@context": "https://schema.org",
    "@type": "MedicalCondition",
    "@id": entityId(context, path, "condition"),
    url,
    name: data.name,
    ...(data.alternateName ? { alternateName: data.alternateName } : {}),
    associatedAnatomy: { "@type": "AnatomicalStructure", name: data.associatedAnatomy },
    possibleTreatment: data.possibleTreatment.map((name) => ({ "@type": "MedicalTherapy" as const, name })),
    riskFactor: data.riskFactor.map((name) => ({ "@type": "MedicalRiskFactor" as const, name })),
    signOrSymptom: data.signOrSymptom.map((name) => ({ "@type": "MedicalSymptom" as const, name })),
  };
}
