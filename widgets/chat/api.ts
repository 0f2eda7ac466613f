/** `POST {api}/gemini`: the question and the last messages → the assistant's reply (spec §7, §8). */
import type { ChatReply } from "../../lib/wire-types.ts";
import type { ChatMessage } from "./messages.ts";

/** The conversation sent with each question (spec §9). */
export const HISTORY_SENT = 5;
/** The server's limit on each message, in characters. */
export const MAX_MESSAGE_CHARS = 2000;
/** Longer than the server's own model time-out, so its fallback answer can still arrive. */
const TIMEOUT_MS = 30_000;

export const ERROR_REPLY =
  "I'm sorry, I encountered an error while processing your request. Please try again later.";

export type ChatResult =
  | ({ ok: true } & Pick<ChatMessage, "sources" | "kind" | "urgent"> & { reply: string })
  | { ok: false; message: string };

/** The messages sent as history: the last few before the question, without error notices. */
export function historyFor(
  messages: ChatMessage[],
): Array<Pick<ChatMessage, "role" | "content" | "timestamp">> {
  return messages
    .filter((m) => !m.failed)
    .slice(-HISTORY_SENT)
    .map(({ role, content, timestamp }) => ({
      role,
      content: content.slice(0, MAX_MESSAGE_CHARS),
      timestamp,
    }));
}

/** Asks the assistant. Never throws: a failure comes back as the message to show. */
export async function askAssistant(
  apiBase: string,
  message: string,
  earlier: ChatMessage[],
): Promise<ChatResult> {
  try {
    const response = await fetch(`${apiBase}/gemini`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ message, conversationHistory: historyFor(earlier) }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const body = await response.json().catch(() => null);
    if (response.status === 429 && typeof body?.error === "string") {
      return { ok: false, message: body.error };
    }
    if (!response.ok || typeof body?.reply !== "string" || !body.reply.trim()) {
      return { ok: false, message: ERROR_REPLY };
    }
    // Sources and `urgent` are checked where they are shown (ChatPanel), like everything else
    // from the server.
    const { reply, sources, kind, urgent } = body as ChatReply;
    return { ok: true, reply, sources: Array.isArray(sources) ? sources : [], kind, urgent };
  } catch {
    return { ok: false, message: ERROR_REPLY };
  }
}
