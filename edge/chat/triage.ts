/**
 * Triage, run on every message before anything else: the hand-written rules (./red-flags.ts)
 * and the trained model (./understanding/) together. The rules are precise where they reach:
 * when they find an emergency, their reading (and service) stands. The model is the net for the
 * words they do not know: when the rules find nothing, or only a lookalike (asked about, in the
 * past, known harmless), the model's sign becomes the emergency if it is likely enough — surer
 * for a lookalike, whose intent the rules usually read right.
 */
import { type RedFlag, type Triage, triage as ruleTriage } from "./red-flags.ts";
import type { TriageModel } from "./understanding/triage-model.ts";

/** The model's probability of "needs help now" from which a message is an emergency. */
export const MODEL_EMERGENCY_AT = 0.5;
/** …and over a lookalike the rules found (the rules' reading of intent is usually right). */
export const MODEL_OVERRULES_LOOKALIKE_AT = 0.85;
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
  const { urgent, concept, service } = model.assess(message);
  const assessment: Assessment = { ...rules, urgent };
  if (!concept || !service) return assessment;
  const flag: RedFlag = { rule: concept.id, service, concern: concept.concern };
  assessment.modelFlag = flag;
  const threshold = rules.lookalikes.length > 0 && rules.emergencies.length === 0
    ? MODEL_OVERRULES_LOOKALIKE_AT
    : MODEL_EMERGENCY_AT;
  if (rules.emergencies.length === 0 && urgent >= threshold) {
    assessment.emergencies = [flag];
    if (concept.id === "crisis-danger") {
      assessment.emergencies.push({
        rule: "self-harm",
        service: "samaritans",
        concern: "Thoughts of suicide or self-harm",
      });
    }
  }
  return assessment;
}
