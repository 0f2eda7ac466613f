import type { Route } from "../routes.ts";
import { pathOutcomePages, pathQuestionPages, pathStartPage } from "../../content/symptom-path.ts";
import {
  SymptomNone,
  symptomOutcome,
  SymptomPathStart,
  symptomQuestion,
} from "../views/SymptomPath.tsx";

/**
 * "Worried about a symptom now?" without JavaScript: the start page, one page per question and one
 * per outcome. Only the start page is indexed: a question or an outcome ("Call 999 now") means
 * something only after the answers that lead to it, so neither belongs in search results or the
 * sitemap.
 */
export const symptomPathRoutes: Route[] = [
  { ...pathStartPage, View: SymptomPathStart },
  ...pathQuestionPages.map((page, i): Route => ({
    ...page,
    View: symptomQuestion(i),
    noindex: true,
  })),
  ...pathOutcomePages.map(({ step, ...page }): Route => ({
    ...page,
    View: step === "none" ? SymptomNone : symptomOutcome(step),
    noindex: true,
  })),
];
