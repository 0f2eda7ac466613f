/**
 * The chat's state (spec §3: isChatOpen, messages, inputMessage, isLoading) and what a patient can
 * do with it: open, close, type, send, clear. Every change calls `changed`, which re-renders the
 * panel: the state is small and one panel reads all of it, so a store of our own does what a
 * signals library would, in a few lines instead of its 1.7 KB gzipped.
 */
import { askAssistant } from "./api.ts";
import { type ChatMessage, loadMessages, saveMessages } from "./messages.ts";
import { replyText } from "./links.ts";
import { urgentCard } from "./urgent.ts";

export interface ChatOptions {
  /** e.g. "/api" or "https://surgeon.example/api" */
  apiBase: string;
  /** how the greeting names the surgeon, e.g. "Mr Ashcombe" */
  surgeon?: string;
}

/** "Mr Ashcombe's assistant", or "the practice's assistant" when no surgeon is named. */
export function assistantName(surgeon?: string): string {
  return `${surgeon ? `${surgeon}'s` : "the practice's"} assistant`;
}

export function greeting(surgeon?: string): string {
  return `Hi, what can I help you with? I'm ${
    assistantName(surgeon)
  } and can guide you through our services, treatments, and help you find the right information.`;
}

export const CLEAR_QUESTION = "Clear this conversation from this browser?";

export interface ChatState {
  isOpen: boolean;
  messages: ChatMessage[];
  /** what the patient has typed and not yet sent */
  input: string;
  isLoading: boolean;
  /** what the live region says: the latest reply (an urgent one with its heading first) */
  announcement: string;
}

export type ChatStore = ReturnType<typeof createChatStore>;

export function createChatStore({ apiBase, surgeon }: ChatOptions, changed: () => void = () => {}) {
  const state: ChatState = {
    isOpen: false,
    messages: loadMessages(),
    input: "",
    isLoading: false,
    announcement: "",
  };
  const set = (next: Partial<ChatState>) => {
    Object.assign(state, next);
    changed();
  };
  const update = (messages: ChatMessage[], next: Partial<ChatState> = {}) => {
    set({ ...next, messages });
    saveMessages(messages);
  };
  const message = (
    role: ChatMessage["role"],
    content: string,
    extra?: Partial<ChatMessage>,
  ): ChatMessage => ({
    role,
    content,
    timestamp: new Date().toISOString(),
    ...extra,
  });
  const withGreeting = (
    messages: ChatMessage[],
  ) => (messages.length ? messages : [message("system", greeting(surgeon))]);

  return {
    /** read-only outside the store: change it through the methods below */
    state: state as Readonly<ChatState>,
    name: assistantName(surgeon),

    open() {
      // Messages saved by another page since this one loaded are shown too.
      update(withGreeting(state.isLoading ? state.messages : loadMessages()), { isOpen: true });
    },
    close() {
      set({ isOpen: false });
    },
    type(input: string) {
      set({ input });
    },

    /** Sends the typed message; empty or whitespace-only input is not sent. */
    async send(): Promise<void> {
      const text = state.input.trim();
      if (!text || state.isLoading) return;
      const earlier = state.messages;
      update([...earlier, message("user", text)], { input: "", isLoading: true, announcement: "" });
      const result = await askAssistant(apiBase, text, earlier);
      const reply = result.ok
        ? message("assistant", result.reply, {
          sources: result.sources,
          kind: result.kind,
          urgent: result.urgent,
        })
        : message("assistant", result.message, { failed: true });
      const urgent = urgentCard(reply);
      update([...state.messages, reply], {
        isLoading: false,
        announcement: (urgent ? `${urgent.heading}. ` : "") + replyText(reply.content),
      });
    },

    /** Clears the history after the patient confirms; the greeting starts the chat again. */
    clear(): void {
      if (!confirm(CLEAR_QUESTION)) return;
      update(withGreeting([]), { announcement: "" });
    },
  };
}
