/**
 * The one rule of the "worried about a symptom now?" path, shared by the chat panel's path
 * (widgets/chat/SymptomPath.tsx) and the pages that walk it with JavaScript off
 * (pages/routes/symptom-path.ts): a yes ends at the question's service, a no goes on to the next
 * question, and no to the last ends at "none". Kept apart from lib/urgent.ts because the panel
 * loads the path's code only when a patient starts it.
 */
import type { PathService, SymptomPath } from "./wire-types.ts";

/** The path's questions and outcomes, as the build writes them for the chat panel. */
export const SYMPTOM_PATH_JSON = "/widgets/urgent-care.json";

/** Where an answer leads: the next question's index, a service, or "none". */
export type PathStep = number | PathService | "none";

export function nextStep(
  questions: SymptomPath["questions"],
  index: number,
  yes: boolean,
): PathStep {
  if (yes) return questions[index].service;
  return index + 1 < questions.length ? index + 1 : "none";
}
