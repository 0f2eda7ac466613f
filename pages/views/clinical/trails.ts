/** Breadcrumb trails of the clinical pages, from the index and hub pages' own headings. */
import { conditionsIndex } from "../../../content/conditions/index-page.ts";
import { treatmentsIndex } from "../../../content/treatments/index-page.ts";
import { hipProcedures } from "../../../content/procedures/hip-procedures.ts";
import type { TrailLink } from "./ClinicalHero.tsx";
import { kneeProcedures } from "../../../content/procedures/knee-procedures.ts";

const link = (page: { path: string; heading: string }): TrailLink => ({
  label: page.heading,
  href: page.path,
});

export const conditionTrail: TrailLink[] = [link(conditionsIndex)];
export const hubTrail: TrailLink[] = [link(treatmentsIndex)];

/** Treatments › Knee Procedures (or Hip Procedures), for a page at this path. */
export function procedureTrail(path: string): TrailLink[] {
  return [link(treatmentsIndex), link(/hip/.test(path) ? hipProcedures : kneeProcedures)];
}
