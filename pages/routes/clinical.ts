/**
 * Conditions, treatments and procedure pages: every row takes its meta, heading and structured
 * data from the content modules, and renders a page module from pages/views/.
 */
import { createElement, type ReactElement } from "react";
import type { Route } from "../routes.ts";
import { conditions, conditionsIndex, type PageMeta } from "../content/conditions.ts";
import { treatments, treatmentsIndex } from "../content/treatments.ts";
import { procedureHubs, procedurePages } from "../content/procedures.ts";
import { ConditionsIndex } from "../views/ConditionsIndex.tsx";
import { ConditionPage } from "../views/ConditionPage.tsx";
import { TreatmentsIndex } from "../views/TreatmentsIndex.tsx";
import { TreatmentPage } from "../views/TreatmentPage.tsx";
import { ProcedureHub } from "../views/ProcedureHub.tsx";
import { ProcedurePage } from "../views/ProcedurePage.tsx";
import { breadcrumbList, entityId, medicalCondition, medicalProcedure, medicalWebPage } from "./clinical-structured-data.ts";
import { conditionTrail, hubTrail, procedureTrail } from "../views/clinical/trails.ts";

const row = (
  page: { path: string; meta: PageMeta; heading: string },
  View: () => ReactElement,
  structuredData?: Route["structuredData"],
): Route => ({ path: page.path, meta: page.meta, heading: page.heading, View, structuredData });

export const clinicalRoutes: Route[] = [
  row(conditionsIndex, () => createElement(ConditionsIndex, { page: conditionsIndex })),
  ...conditions.map((page) =>
    row(page, () => createElement(ConditionPage, { page }), (context) => {
      const id = entityId(context, page.path, "condition");
      return [medicalWebPage(page, context, id), medicalCondition(page.path, page.condition, context), breadcrumbList(conditionTrail, page, context)];
    })
  ),
  row(treatmentsIndex, () => createElement(TreatmentsIndex, { page: treatmentsIndex })),
  ...procedureHubs.map((page) =>
    row(page, () => createElement(ProcedureHub, { page }), (context) => [medicalWebPage(page, context), breadcrumbList(hubTrail, page, context)])
  ),
  ...treatments.map((page) =>
    row(page, () => createElement(TreatmentPage, { page }), (context) => {
      const id = entityId(context, page.path, "procedure");
      return [medicalWebPage(page, context, id), medicalProcedure(page.path, page.procedure, context), breadcrumbList(procedureTrail(page.path), page, context)];
    })
  ),
  ...procedurePages.map((page) =>
    row(page, () => createElement(ProcedurePage, { page }), (context) => {
      const id = entityId(context, page.path, "procedure");
      return [medicalWebPage(page, context, id), medicalProcedure(page.path, page.procedure, context), breadcrumbList(procedureTrail(page.path), page, context)];
    })
  ),
];
