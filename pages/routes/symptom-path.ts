import type { Route } from "./row.ts";
import { pathOutcomePages, pathQuestionPages, pathStartPage } from "../../content/symptom-path.ts";
import {
  SymptomNone,
  symptomOutcome,
  SymptomPathStart,
  symptomQuestion,
} from "../views/SymptomPath.tsx";

/**
 * "Worried about a symptom now?" without JavaScript: the start page, one page per question and one
 * per outcome. None is indexed (nor in the sitemap or the chat's knowledge index): a question or
 * an outcome ("Call 999 now") means something only after the answers that lead to it, and someone
 * searching the web about a symptom is better served by the NHS's own pages than by a surgeon's
 * copy of its advice. The site links to the start page where urgent help is offered.
 */
export const symptomPathRoutes: Route[] = [
  { ...pathStartPage, View: SymptomPathStart, noindex: true },
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
