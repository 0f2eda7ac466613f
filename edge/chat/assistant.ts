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
import {
  assess,
  type Assessment,
  MODEL_POSSIBLE_AT,
  MODEL_SURE_OF_DANGER_AT,
  type TriageOptions,
} from "./triage.ts";
import type { TriageModel } from "./understanding/triage-model.ts";
import type { HistoryItem } from "./request.ts";
import { askingSentence, type Retriever } from "./retriever.ts";
import {
  CRISIS_LINE,
  emergencyAnswer,
  HELP_NOW,
  helpNowAnswer,
  INTERPRETERS,
  SAFETY_NET,
  safetyLine,
} from "./safety-replies.ts";
import { namesKneeOrHip, outOfScope } from "./scope.ts";
import { inAnotherLanguage, inEnglishWords } from "./understanding/other-languages.ts";
import {
  describesASign,
  describesASignNow,
  describesSomeoneIn,
  readsAsNotNow,
} from "./red-flags.ts";

export type AssistantAnswer = ChatAnswer;

export interface Assistant {
  retriever: Retriever;
  chatModel?: ChatModel;
  /** the trained triage model (dist/_chat-model.json); the rules triage alone without it */
  triageModel?: TriageModel;
}

/** Triage of one message: the rules and the trained model (./triage.ts). */
export function triageMessage(
  assistant: Pick<Assistant, "triageModel">,
  message: string,
  options: TriageOptions = {},
): Assessment {
  const own = assess(message, assistant.triageModel, options);
  // a message in another language is also read in the glossary's English words, and an emergency
  // found there stands ("mój tata ma silny ból w klatce piersiowej i nie może oddychać")
  const english = own.emergencies.length === 0 ? inEnglishWords(message) : undefined;
  if (!english) return own;
  const glossed = assess(english, assistant.triageModel, options);
  // (the model reads a half-translated message less surely than English: its emergency stands
  // there only when it is all but sure, or when the rules found one in the glossed words)
  const trusted = glossed.urgent >= MODEL_SURE_OF_DANGER_AT ||
    (assess(english, undefined, options).emergencies.length > 0);
  return glossed.emergencies.length > 0 && trusted ? glossed : own;
}

/** The fixed reply when the message describes an emergency now; undefined otherwise. */
export function emergencyReply(
  assistant: Pick<Assistant, "triageModel">,
  message: string,
  triage: Assessment = triageMessage(assistant, message),
): AssistantAnswer | undefined {
  if (triage.emergencies.length === 0) return undefined;
  const answer = emergencyAnswer(triage.emergencies);
  // (and, for a message in another language, that 999 and NHS 111 have interpreters)
  return inAnotherLanguage(message)
    ? { ...answer, reply: `${answer.reply}\n\n${INTERPRETERS}` }
    : answer;
}

/**
 * Everything after triage: a decline, or an answer with its safety line when one is due. A
 * message the model thinks may describe a symptom happening now (`possiblyUrgent`) gets the
 * safety line of that sign, or, when nothing on the site answers it, a reply that opens with
 * where to get help now.
 */
export async function assistantReply(
  assistant: Assistant,
  message: string,
  history: HistoryItem[],
  triage: Assessment = triageMessage(assistant, message),
): Promise<AssistantAnswer> {
  const reply = await replyInEnglish(assistant, message, history, triage);
  if (!inAnotherLanguage(message)) return reply;
  // the chat reads English only: where to get help, and that 999 and NHS 111 have interpreters,
  // come first, whatever it made of the English words ("ma mère elle respire très mal… she had
  // hip operation, what number i call")
  const withoutHelpNow = reply.kind === "help-now"
    ? { ...reply, reply: reply.reply.slice(HELP_NOW.length).trimStart() }
    : reply;
  return helpNowAnswer(withoutHelpNow, { interpreters: true });
}

async function replyInEnglish(
  assistant: Assistant,
  message: string,
  history: HistoryItem[],
  triage: Assessment,
): Promise<AssistantAnswer> {
  const possiblyUrgent = triage.modelFlag && triage.urgent >= MODEL_POSSIBLE_AT;
  // a sign happening now that the model doubted: no safety line of its own, but no "send an
  // enquiry" first either when nothing answers it
  const helpFirst = possiblyUrgent || describesASignNow(message);
  const lookalikes = triage.lookalikes.length > 0
    ? triage.lookalikes
    : possiblyUrgent
    ? [triage.modelFlag!]
    : [];
  const withSafetyLine = (answer: AssistantAnswer): AssistantAnswer =>
    lookalikes.length > 0
      ? { ...answer, reply: `${answer.reply}\n\n${safetyLine(lookalikes)}` }
      : answer;

  const conversation = history.filter((item) => item.role === "user").map((item) => item.content);
  const retrieval = assistant.retriever.retrieve(message, history);
  // a longer message answered through the one sentence that asks, or not answered at all, is
  // declined as that sentence, or the rest, would be ("does he do hernia operations? I've a lump
  // in my groin")
  const asking = retrieval.askingSentence ??
    (retrieval.passages.length === 0 ? askingSentence(message) : undefined);
  // (but not for a past told before a question about a knee or hip: "I had a concussion in 2019,
  // can I still have my knee replacement?")
  // (nor for another part told before a question of what to do before a knee or hip operation:
  // "I've got a bad tooth, do I need to tell anyone before my hip replacement?")
  const restIsHistory = asking !== undefined && namesKneeOrHip(asking.sentence) &&
    (readsAsNotNow(asking.rest) || /\b(?:before|ahead of|prior to)\b/i.test(asking.sentence));
  const declined = outOfScope(message, conversation.join("\n")) ??
    (asking
      ? outOfScope(asking.sentence) ?? (restIsHistory ? undefined : outOfScope(asking.rest))
      : undefined);
  // (someone described whom the model is all but sure needs help now, though unsure which sign:
  // "my father fall down the stairs, he not speaking correct…", "toddler bumped her head")
  const urgentUnnamed = !triage.modelFlag && triage.urgent >= MODEL_SURE_OF_DANGER_AT &&
    describesSomeoneIn(message);
  if (declined) {
    const decline = declineAnswer(declined);
    return helpFirst || urgentUnnamed ? helpNowAnswer(decline) : decline;
  }

  if (assistant.chatModel && retrieval.passages.length > 0) {
    const answer = await modelAnswer(assistant.chatModel, retrieval, history, message);
    // a model's reply may not answer: it always ends with a safety line
    const line = lookalikes.length > 0 ? safetyLine(lookalikes) : SAFETY_NET;
    return answer.reply.endsWith(SAFETY_NET)
      ? answer
      : { ...answer, reply: `${answer.reply}\n\n${line}` };
  }
  const answer = offlineAnswer(retrieval);
  if (answer.kind === "answer") return withSafetyLine(answer);
  // a sign that needs hospital, read by the rules in someone's words and doubted: nothing answers
  // it, so "couldn't find… send an enquiry" must not come first
  const hospitalSignDoubted =
    triage.lookalikes.some((f) => f.service === "999" || f.service === "ae") &&
    describesSomeoneIn(message);
  // (or someone described whom the model is all but sure needs help now: urgentUnnamed above)
  // (or anyone's sign described, not past or supposed, that nothing on the site answers: "my son
  // has an earache and a temp for 2 days", "grandad knee swollen huge overnight no injury")
  if (helpFirst || hospitalSignDoubted || urgentUnnamed || describesASign(message)) {
    return helpNowAnswer(answer);
  }
  // words about self-harm, denied or past, end with where to talk, after the general net
  return lookalikes.some((flag) => flag.service === "samaritans")
    ? { ...answer, reply: `${answer.reply}\n${CRISIS_LINE}` }
    : answer;
}
