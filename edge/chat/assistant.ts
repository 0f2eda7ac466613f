/**
 * The assistant's answer to one message, in a fixed order: triage (a definite emergency gets its
 * fixed reply, with no search and no model call), then the questions it declines, then an answer
 * from the site's own passages — through Gemini when one is configured, otherwise quoted — with
 * one safety line when the message looked like an emergency. Every reply that does not answer
 * ends with the safety net.
 */
import type { ChatModel } from "../injected.ts";
import type { ChatAnswer } from "./answer.ts";
import { modelAnswer } from "./gemini.ts";
import { declineAnswer, offlineAnswer } from "./offline.ts";
import { triage } from "./red-flags.ts";
import type { HistoryItem } from "./request.ts";
import type { Retriever } from "./retriever.ts";
import { emergencyAnswer, SAFETY_NET, safetyLine } from "./safety-replies.ts";
import { outOfScope } from "./scope.ts";

export type AssistantAnswer = ChatAnswer;

export interface Assistant {
  retriever: Retriever;
  chatModel?: ChatModel;
}

/** The fixed reply when the message describes an emergency now; undefined otherwise. */
export function emergencyReply(message: string): AssistantAnswer | undefined {
  const { emergencies } = triage(message);
  if (emergencies.length === 0) return undefined;
  return { ...emergencyAnswer(emergencies), kind: "emergency" };
}

/** Everything after triage: a decline, or an answer with its safety line when one is due. */
export async function assistantReply(
  assistant: Assistant,
  message: string,
  history: HistoryItem[],
): Promise<AssistantAnswer> {
  const { lookalikes } = triage(message);
  const declined = outOfScope(message);
  if (declined) return declineAnswer(declined);

  const retrieval = assistant.retriever.retrieve(message, history);
  if (assistant.chatModel && retrieval.passages.length > 0) {
    const answer = await modelAnswer(assistant.chatModel, retrieval, history, message);
    // a model's reply may not answer: it always ends with a safety line
    const line = lookalikes.length > 0 ? safetyLine(lookalikes) : SAFETY_NET;
    return answer.reply.endsWith(SAFETY_NET)
      ? answer
      : { ...answer, reply: `${answer.reply}\n\n${line}` };
  }
  const answer = offlineAnswer(retrieval);
  if (answer.kind === "answer" && lookalikes.length > 0) {
    return { ...answer, reply: `${answer.reply}\n\n${safetyLine(lookalikes)}` };
  }
  return answer;
}
