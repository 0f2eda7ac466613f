/**
 * Conditions, treatments and procedure pages: every row takes its meta, heading and structured
 * data from the content modules, and renders a page module from pages/views/.
 */
import { createElement } from "react";
import { conditions } from "../../content/conditions.ts";
import { treatments } from "../../content/treatments.ts";
import { procedurePages } from "../../content/procedures.ts";
import { ConditionsIndex } from "../views/ConditionsIndex.tsx";
import { ConditionPage } from "../views/ConditionPage.tsx";
import { TreatmentsIndex } from "../views/TreatmentsIndex.tsx";
import { TreatmentPage } from "../views/TreatmentPage.tsx";
import { ProcedureHub } from "../views/ProcedureHub.tsx";
import { ProcedurePage } from "../views/ProcedurePage.tsx";
import { pageRoute, type Route } from "./row.ts";
import {
  breadcrumbList,
  entityId,
  medicalCondition,
  medicalProcedure,
  medicalWebPage,
} from "./clinical-structured-data.ts";
import { conditionsIndex } from "../../content/conditions/index-page.ts";
import type { TreatmentPage as TreatmentPageData } from "../../content/treatments/schema.ts";
import { treatmentsIndex } from "../../content/treatments/index-page.ts";
import type { ProcedurePage as ProcedurePageData } from "../../content/procedures/schema.ts";
import { procedureHubs } from "../../content/procedure-hubs.ts";
import { conditionTrail, hubTrail, procedureTrail } from "../views/clinical/trails.ts";

/** A treatment or procedure page as a MedicalWebPage about its MedicalProcedure. */
const procedureData =
  (page: TreatmentPageData | ProcedurePageData): Route["structuredData"] => (context) => {
    const id = entityId(context, page.path, "procedure");
    return [
      medicalWebPage(page, context, id),
      medicalProcedure(page.path, page.procedure, context),
      breadcrumbList(procedureTrail(page.path), page, context),
    ];
  };

export const clinicalRoutes: Route[] = [
  pageRoute(conditionsIndex, () => createElement(ConditionsIndex, { page: conditionsIndex })),
  ...conditions.map((page) =>
    pageRoute(page, () => createElement(ConditionPage, { page }), {
      structuredData: (context) => {
        const id = entityId(context, page.path, "condition");
        return [
          medicalWebPage(page, context, id),
          medicalCondition(page.path, page.condition, context),
          breadcrumbList(conditionTrail, page, context),
        ];
      },
    })
  ),
  pageRoute(treatmentsIndex, () => createElement(TreatmentsIndex, { page: treatmentsIndex })),
  ...procedureHubs.map((page) =>
    pageRoute(page, () => createElement(ProcedureHub, { page }), {
      structuredData: (
        context,
      ) => [medicalWebPage(page, context), breadcrumbList(hubTrail, page, context)],
    })
  ),
  ...treatments.map((page) =>
    pageRoute(page, () => createElement(TreatmentPage, { page }), {
      structuredData: procedureData(page),
    })
  ),
  ...procedurePages.map((page) =>
    pageRoute(page, () => createElement(ProcedurePage, { page }), {
      structuredData: procedureData(page),
    })
  ),
];
