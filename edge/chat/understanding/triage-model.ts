/**
 * The trained triage model (dist/_chat-model.json, written by scripts/build/chat-model.ts): how
 * likely a message is to describe something that needs help now, which sign, and which service.
 * It generalises where the hand-written rules (../red-flags.ts) stop: the rules catch what they
 * were written for; the model catches the same signs put in words nobody wrote down.
 */
import { z } from "zod";
import type { Service } from "../red-flags.ts";
import { CompiledModel } from "./linear-model.ts";
import { QuestionIndex } from "./question-index.ts";
import { NONE, type TriageConcept, triageConcept } from "./triage-concepts.ts";

/** dist/_chat-model.json: what the binary weights in dist/_chat-triage.bin mean. */
export interface ChatModelFile {
  version: 2;
  /** hash of the training data and code it was built from */
  inputs: string;
  /** how many examples it was trained on */
  examples: number;
  triage: { classes: string[]; file: string };
  /** the question index (./question-index.ts): how many questions, how many left out */
  questions: { count: number; unresolved: number; file: string };
}

export interface TriageAssessment {
  /** probability that the message needs help now (1 − the probability of "none") */
  urgent: number;
  /** the most likely sign of the chosen service, when any is */
  concept?: TriageConcept;
  /** the probability of that sign alone */
  confidence: number;
  /** the service to send the person to: the most urgent of the likely ones */
  service?: Service;
}

/** Services from the most urgent; crisis comes last (physical danger is answered first). */
const ORDER: Service[] = ["999", "ae", "111", "samaritans"];

export class TriageModel {
  private none: number;
  constructor(private model: CompiledModel) {
    this.none = model.classes.indexOf(NONE);
  }

  assess(message: string): TriageAssessment {
    const p = this.model.predict(message);
    const urgent = 1 - p[this.none];
    const byService = new Map<Service, number>();
    let top = -1;
    this.model.classes.forEach((label, i) => {
      if (i === this.none) return;
      const concept = triageConcept(label);
      if (!concept) return;
      byService.set(concept.service, (byService.get(concept.service) ?? 0) + p[i]);
      if (top < 0 || p[i] > p[top]) top = i;
    });
    const most = Math.max(0, ...byService.values());
    // A more urgent service wins when it is at least half as likely as the likeliest.
    const service = ORDER.find((s) => (byService.get(s) ?? 0) >= most / 2 && most > 0);
    const serviceConcepts = this.model.classes
      .map((label, i) => ({ concept: triageConcept(label), p: p[i] }))
      .filter((c) => c.concept?.service === service)
      .sort((a, b) => b.p - a.p);
    return {
      urgent,
      concept: serviceConcepts[0]?.concept,
      confidence: serviceConcepts[0]?.p ?? 0,
      service,
    };
  }
}

const modelFile = z.object({
  version: z.literal(2),
  inputs: z.string(),
  examples: z.number().int(),
  triage: z.object({ classes: z.array(z.string()).min(2), file: z.string().regex(/^[\w.-]+$/) }),
  questions: z.object({
    count: z.number().int(),
    unresolved: z.number().int(),
    file: z.string().regex(/^[\w.-]+$/),
  }),
});

/** The chat's trained parts, as the build wrote them. */
export interface ChatModels {
  triage: TriageModel;
  questions: QuestionIndex;
}

/** Reads the models' description and files; throws when they are not the chat's models. */
export function parseChatModels(
  json: string,
  readFile: (file: string) => Uint8Array,
  source = "chat model",
): ChatModels {
  const parsed = modelFile.safeParse(JSON.parse(json));
  if (!parsed.success) throw new Error(`${source} is not a chat model file`);
  const { triage, questions } = parsed.data;
  const unknown = triage.classes.filter((c) => c !== NONE && !triageConcept(c));
  if (unknown.length) throw new Error(`${source} names unknown signs: ${unknown.join(", ")}`);
  return {
    triage: new TriageModel(new CompiledModel(triage.classes, readFile(triage.file))),
    questions: QuestionIndex.decode(readFile(questions.file)),
  };
}
