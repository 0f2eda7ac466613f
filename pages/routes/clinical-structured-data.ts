/**
 * JSON-LD for the clinical pages, typed with schema-dts: a MedicalWebPage (with lastReviewed) on
 * every page with review dates, plus a MedicalProcedure (treatment and procedure pages) or a
 * MedicalCondition (condition pages) that the page is about, and a BreadcrumbList matching the
 * page's visible breadcrumb.
 */
import type {
  BreadcrumbList,
  MedicalCondition,
  MedicalProcedure,
  MedicalTherapy,
  MedicalWebPage,
  WithContext,
} from "schema-dts";
import type { MedicalConditionData } from "../../content/conditions/schema.ts";
import type { MedicalProcedureData } from "../../content/treatments/schema.ts";
import { treatments } from "../../content/treatments.ts";
import { procedurePages } from "../../content/procedures.ts";
import type { ReviewRecord } from "../../content/review-record.ts";
import { clinicalReviewerJsonLd } from "../structured-data.ts";
import type { RenderContext } from "../render-context.ts";
import type { TrailLink } from "../views/clinical/ClinicalHero.tsx";
import type { PageMeta } from "../../content/schema.ts";

const pageUrl = (context: RenderContext, path: string) => context.siteUrl + encodeURI(path);

/** The @id of the procedure or condition a page describes. */
export const entityId = (context: RenderContext, path: string, kind: "procedure" | "condition") =>
  `${pageUrl(context, path)}#${kind}`;

interface PageFacts {
  path: string;
  meta: PageMeta;
  heading: string;
  reviewed: ReviewRecord;
}

export function medicalWebPage(
  page: PageFacts,
  context: RenderContext,
  aboutId?: string,
): WithContext<MedicalWebPage> {
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
    // Only a review that happened is claimed; a page awaiting review names no reviewer or date.
    ...(page.reviewed.status === "reviewed"
      ? {
        lastReviewed: page.reviewed.reviewedOn,
        reviewedBy: clinicalReviewerJsonLd(context.siteUrl),
      }
      : {}),
    ...(aboutId ? { about: { "@id": aboutId } } : {}),
  };
}

export function medicalProcedure(
  path: string,
  data: MedicalProcedureData,
  context: RenderContext,
): WithContext<MedicalProcedure> {
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

/** The page of each procedure, by the names it goes by (lower case): heading, name, alternate name. */
const procedurePageByName = new Map<string, string>(
  [...treatments, ...procedurePages].flatMap((page) =>
    [
      page.heading,
      page.heading.replace(/\s*\(.*\)$/, ""),
      page.procedure.name,
      page.procedure.alternateName,
    ]
      .filter((name): name is string => Boolean(name))
      .map((name) => [name.toLowerCase(), page.path] as const)
  ),
);

/** A treatment of a condition: the site's own procedure node (same @id as on its page) when it has a page. */
function possibleTreatment(name: string, context: RenderContext): MedicalTherapy {
  const path = procedurePageByName.get(name.toLowerCase());
  if (!path) return { "@type": "MedicalTherapy", name };
  return {
    "@type": "MedicalTherapy",
    "@id": entityId(context, path, "procedure"),
    name,
    url: pageUrl(context, path),
  };
}

/** The page's visible breadcrumb (its parent pages), then the page itself. */
export function breadcrumbList(
  trail: TrailLink[],
  page: { path: string; heading: string },
  context: RenderContext,
): WithContext<BreadcrumbList> {
  const crumbs = [...trail.map((link) => ({ name: link.label, path: link.href })), {
    name: page.heading,
    path: page.path,
  }];
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    "@id": `${pageUrl(context, page.path)}#breadcrumb`,
    itemListElement: crumbs.map((crumb, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: crumb.name,
      item: pageUrl(context, crumb.path),
    })),
  };
}

export function medicalCondition(
  path: string,
  data: MedicalConditionData,
  context: RenderContext,
): WithContext<MedicalCondition> {
  const url = pageUrl(context, path);
  return {
    "@context": "https://schema.org",
    "@type": "MedicalCondition",
    "@id": entityId(context, path, "condition"),
    url,
    name: data.name,
    ...(data.alternateName ? { alternateName: data.alternateName } : {}),
    associatedAnatomy: { "@type": "AnatomicalStructure", name: data.associatedAnatomy },
    possibleTreatment: data.possibleTreatment.map((name) => possibleTreatment(name, context)),
    riskFactor: data.riskFactor.map((name) => ({ "@type": "MedicalRiskFactor" as const, name })),
    signOrSymptom: data.signOrSymptom.map((name) => ({ "@type": "MedicalSymptom" as const, name })),
  };
}
