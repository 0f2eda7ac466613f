/** The body of `POST /api/gemini`, validated, with a message a patient can act on when it is not. */
import { z } from "zod";
import { HttpError } from "../http.ts";

export const MAX_MESSAGE_CHARS = 2000;
/** Only the last few turns of the conversation are used (spec §9: the widget sends 5). */
export const HISTORY_USED = 5;

const historyItem = z.object({
  role: z.enum(["user", "assistant", "system"]),
  content: z.string().max(MAX_MESSAGE_CHARS),
  timestamp: z.union([z.string().max(64), z.number()]).nullish(),
});

const chatRequest = z.object({
  message: z.string().trim().min(1).max(MAX_MESSAGE_CHARS),
  conversationHistory: z.array(historyItem).optional()
    .transform((items) => (items ?? []).slice(-HISTORY_USED)),
});

export type ChatRequest = z.infer<typeof chatRequest>;
export type HistoryItem = z.infer<typeof historyItem>;

function explain(issue: z.core.$ZodIssue): string {
  const [field, index, key] = issue.path;
  if (issue.path.length === 0) return "Please send an object with a message.";
  if (field === "message") {
    if (issue.code === "invalid_type") return "Please send your message as text.";
    if (issue.code === "too_small") return "Please type a message before sending.";
    if (issue.code === "too_big") {
      return `Your message is too long (the limit is ${
        MAX_MESSAGE_CHARS.toLocaleString("en-GB")
      } characters). Please shorten it.`;
    }
  }
  if (field === "conversationHistory") {
    if (index === undefined) return "The conversation history must be a list of messages.";
    const where = `Message ${Number(index) + 1} of the conversation history`;
    if (key === "role") return `${where} needs a role of user, assistant or system.`;
    if (key === "content" && issue.code === "too_big") {
      return `${where} is too long (the limit is ${
        MAX_MESSAGE_CHARS.toLocaleString("en-GB")
      } characters).`;
    }
    if (key === "content") return `${where} needs its content as text.`;
    if (key === "timestamp") return `${where} has a timestamp that is not a date.`;
    return `${where} is not in the expected form ({role, content, timestamp}).`;
  }
  return "The request was not in the expected form ({message, conversationHistory}).";
}

/** Validates a parsed JSON body; throws a 400 that says what is wrong. */
export function parseChatRequest(body: unknown): ChatRequest {
  const result = chatRequest.safeParse(body);
  if (!result.success) throw new HttpError(400, explain(result.error.issues[0]));
  return result.data;
}
