/**
 * The conversation (spec §3: a chat message is role, content and timestamp) and where it lives:
 * the browser's local storage, so the history is there again on every page. Nothing is stored on
 * the server.
 */

import type { ChatReply } from "../../lib/wire-types.ts";

export type Role = "system" | "user" | "assistant";

/** A page of the site an answer came from. */
export interface ChatSource {
  title: string;
  url: string;
}

export interface ChatMessage {
  role: Role;
  content: string;
  /** ISO 8601 */
  timestamp: string;
  /** the pages an assistant reply came from */
  sources?: ChatSource[];
  /** an error notice rather than an answer: shown, never sent back as history */
  failed?: boolean;
  /** what kind of reply it is; an emergency or help-now reply with `urgent` shows as an urgent card */
  kind?: ChatReply["kind"];
  urgent?: ChatReply["urgent"];
}

/**
 * Namespaced: embedded on another website the history lives in that website's storage, beside
 * its own keys.
 */
export const STORAGE_KEY = "ashcombe-chat-history";
/** The oldest messages are dropped beyond this many. */
export const MAX_STORED_MESSAGES = 60;

const roles: unknown[] = ["system", "user", "assistant"];

/** A stored message, checked: storage is shared with anything else on this origin. */
function isMessage(value: unknown): value is ChatMessage {
  const item = value as ChatMessage;
  return roles.includes(item?.role) && typeof item.content === "string" &&
    typeof item.timestamp === "string";
}

/** The saved conversation; empty when there is none or storage cannot be read. */
export function loadMessages(): ChatMessage[] {
  try {
    const saved: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? "[]");
    if (!Array.isArray(saved)) return [];
    return saved.filter(isMessage);
  } catch {
    return [];
  }
}

/** Saves the conversation (the newest messages); a full or blocked storage only loses history. */
export function saveMessages(messages: ChatMessage[]): void {
  try {
    if (messages.length === 0) localStorage.removeItem(STORAGE_KEY);
    else localStorage.setItem(STORAGE_KEY, JSON.stringify(messages.slice(-MAX_STORED_MESSAGES)));
  } catch {
    // Private browsing or a full quota: the chat still works for this page.
  }
}
