/** What `POST /api/gemini` answers (the contract is lib/wire-types.ts's ChatReply). */
import type { ChatReply } from "../../lib/wire-types.ts";

/** A page of the site an answer came from. */
export interface ChatSource {
  title: string;
  url: string;
}

/** What kind of reply it is: the widget and the evaluation read it; the patient reads the text. */
export type ReplyKind = ChatReply["kind"];

export type ChatAnswer = ChatReply;

/** The longest reply we send, so a reply always fits back into the history the widget sends. */
export const MAX_REPLY_CHARS = 2000;

/** Shortens text to `limit` characters at a sentence (or word) boundary. */
export function limitLength(text: string, limit = MAX_REPLY_CHARS): string {
  if (text.length <= limit) return text;
  const cut = text.slice(0, limit - 1);
  const sentenceEnd = Math.max(cut.lastIndexOf(". "), cut.lastIndexOf(".\n"));
  if (sentenceEnd > limit * 0.5) return cut.slice(0, sentenceEnd + 1);
  return cut.slice(0, cut.lastIndexOf(" ")) + "…";
}

/** A link written the way the site's content writes links: `[label](/path)`. */
export function link(label: string, url: string): string {
  return `[${label.replace(/[[\]]/g, "")}](${url})`;
}
