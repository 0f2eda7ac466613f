/**
 * Triage, run on every message before anything else: the hand-written rules (./red-flags.ts)
 * and the trained model (./understanding/) together, combined as measured on phrasings neither
 * was built from (scripts/chat/policy-experiment.ts, leave-one-writer-out over the training data:
 * the rules alone found 57.5 % of emergencies there with 4.7 % false alarms; the model alone 80 %
 * with 1.2 %; together 86.5 % with 5.5 %, and the right service about 80 % of the time with the
 * model naming it, against 75 % with the rules' services):
 *
 * - the rules' emergency always stands: a model that is sure nothing is wrong would have removed
 *   a few false alarms, and a few real emergencies with them (`policy-experiment.ts` measures it);
 * - when both find an emergency and the model is sure of one sign, that sign names the service
 *   (it learned from far more phrasings which service each sign needs) — but a rule's 999 is
 *   never lowered to A&E or NHS 111;
 * - when the rules find nothing, or only a lookalike, the model's sign is the emergency if it is
 *   likely enough (surer for a lookalike, whose intent the rules usually read right).
 */
import { type RedFlag, type Triage, triage as ruleTriage } from "./red-flags.ts";
import type { TriageModel } from "./understanding/triage-model.ts";

/** The model's probability of "needs help now" from which a message is an emergency. */
export const MODEL_EMERGENCY_AT = 0.5;
/** …and over a lookalike the rules found (the rules' reading of intent is usually right). */
export const MODEL_OVERRULES_LOOKALIKE_AT = 0.85;
/** From here (the probability of its one sign) the model's sign, not the rule's, names the service. */
export const MODEL_NAMES_SERVICE_AT = 0.7;
/** …and for danger to life now over thoughts of suicide the rules read as such. */
export const MODEL_SURE_OF_DANGER_AT = 0.9;
/** From here the model's doubt is enough for a reply that opens with where to get help now. */
export const MODEL_POSSIBLE_AT = 0.25;

export interface Assessment extends Triage {
  /** the model's probability that the message needs help now (0 without a model) */
  urgent: number;
  /** the model's flag, when it found a sign at any level */
  modelFlag?: RedFlag;
}

export interface TriageOptions {
  /**
   * Read the message with the rules too (default). A client past its triage budget is read by the
   * model alone, which costs a small fraction of the rules on a long message.
   */
  rules?: boolean;
}

const NO_FLAGS: Triage = { emergencies: [], lookalikes: [] };

export function assess(
  message: string,
  model?: TriageModel,
  { rules: withRules = true }: TriageOptions = {},
): Assessment {
  const rules = withRules || !model ? ruleTriage(message) : NO_FLAGS;
  if (!model) return { ...rules, urgent: 0 };
  const { urgent, concept, service, confidence } = model.assess(message);
  const assessment: Assessment = { ...rules, urgent };
  const flag: RedFlag | undefined = concept && service
    ? { rule: concept.id, service, concern: concept.concern }
    : undefined;
  assessment.modelFlag = flag;
  const crisis = rules.emergencies.filter((f) => f.service === "samaritans");

  if (rules.emergencies.length > 0) {
    const calls999 = rules.emergencies.some((f) => f.service === "999");
    const downgrade = calls999 && flag?.service !== "999";
    // Thoughts of suicide get the crisis words first (they say to call 999 if in danger); the
    // model moves 999 before them only when it is all but sure the danger is now.
    const crisisToDanger = flag?.rule === "crisis-danger" && crisis.length > 0 &&
      confidence < MODEL_SURE_OF_DANGER_AT;
    if (
      flag && confidence >= MODEL_NAMES_SERVICE_AT && flag.service !== "samaritans" && !downgrade &&
      !crisisToDanger
    ) {
      assessment.emergencies = [flag, ...crisis];
    }
    return withCrisisWords(assessment);
  }
  const threshold = rules.lookalikes.length > 0 ? MODEL_OVERRULES_LOOKALIKE_AT : MODEL_EMERGENCY_AT;
  if (flag && urgent >= threshold) assessment.emergencies = [flag];
  return withCrisisWords(assessment);
}

/** Someone in danger of taking their own life gets the crisis words as well as 999. */
function withCrisisWords(assessment: Assessment): Assessment {
  const danger = assessment.emergencies.some((f) => f.rule === "crisis-danger");
  const crisisWords = assessment.emergencies.some((f) => f.service === "samaritans");
  if (danger && !crisisWords) {
    assessment.emergencies = [...assessment.emergencies, {
      rule: "self-harm",
      service: "samaritans",
      concern: "Thoughts of suicide or self-harm",
    }];
  }
  return assessment;
}
