/**
 * The chat's state (spec §3: isChatOpen, messages, inputMessage, isLoading) as signals, and what
 * a patient can do with it: open, close, send, clear.
 */
import { signal } from "@preact/signals-core";
import { askAssistant } from "./api.ts";
import { type ChatMessage, loadMessages, saveMessages } from "./messages.ts";
import { replyText } from "./links.ts";

export interface ChatOptions {
  /** e.g. "/api" or "https://surgeon.example/api" */
  apiBase: string;
  /** how the greeting names the surgeon, e.g. "Mr. Ashcombe" */
  surgeon?: string;
}

/** "Mr. Ashcombe's assistant", or "the practice's assistant" when no surgeon is named. */
export function assistantName(surgeon?: string): string {
  return `${surgeon ? `${surgeon}'s` : "the practice's"} assistant`;
}

export function greeting(surgeon?: string): string {
  return `Hi, what can I help you with? I'm ${assistantName(surgeon)} and can guide you through our services, treatments, and help you find the right information.`;
}

export const CLEAR_QUESTION = "Clear this conversation from this browser?";

export type ChatStore = ReturnType<typeof createChatStore>;

export function createChatStore({ apiBase, surgeon }: ChatOptions) {
  const isOpen = signal(false);
  const messages = signal<ChatMessage[]>(loadMessages());
  const input = signal("");
  const isLoading = signal(false);
  /** what the live region says: the latest reply */
  const announcement = signal("");

  const update = (next: ChatMessage[]) => {
    messages.value = next;
    saveMessages(next);
  };
  const message = (role: ChatMessage["role"], content: string, extra?: Partial<ChatMessage>): ChatMessage => ({
    role,
    content,
    timestamp: new Date().toISOString(),
    ...extra,
  });
  const seedGreeting = () => {
    if (messages.value.length === 0) update([message("system", greeting(surgeon))]);
  };

  return {
    isOpen,
    messages,
    input,
    isLoading,
    announcement,
    name: assistantName(surgeon),

    open() {
      // Messages saved by another page since this one loaded are shown too.
      if (!isLoading.value) messages.value = loadMessages();
      seedGreeting();
      isOpen.value = true;
    },
    close() {
      isOpen.value = false;
    },

    /** Sends the typed message; empty or whitespace-only input is not sent. */
    async send(): Promise<void> {
      const text = input.value.trim();
      if (!text || isLoading.value) return;
      const earlier = messages.value;
      update([...earlier, message("user", text)]);
      input.value = "";
      isLoading.value = true;
      announcement.value = "";
      const result = await askAssistant(apiBase, text, earlier);
      const reply = result.ok
        ? message("assistant", result.reply, { sources: result.sources })
        : message("assistant", result.message, { failed: true });
      update([...messages.value, reply]);
      isLoading.value = false;
      announcement.value = replyText(reply.content);
    },

    /** Clears the history after the patient confirms; the greeting starts the chat again. */
    clear(): void {
      if (!confirm(CLEAR_QUESTION)) return;
      update([]);
      announcement.value = "";
      seedGreeting();
    },
  };
}
