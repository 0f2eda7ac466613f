/**
 * What the edge app is built from. `edge/main.ts` builds these from the environment; tests build
 * them with a temporary KV file, a capturing mailer and a fixed clock.
 */
import type { KnowledgeSection } from "../lib/wire-types.ts";
import type { AppConfig } from "./config.ts";
import type { ChatModels } from "./chat/understanding/triage-model.ts";

/** One outgoing email. `html` and `text` carry the same message. */
export interface Email {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
}

/** A mail provider: delivers one email or throws. Delivery goes through the KV outbox. */
export interface Mailer {
  readonly name: string;
  send(email: Email & { id: string }): Promise<void>;
}

/** One turn of a conversation with a chat model. */
export interface ChatTurn {
  role: "user" | "model";
  text: string;
}

/** What a language model says of a message's urgency (structured output). */
export interface UrgencyVerdict {
  /** the person needs help now, from the service named */
  service: "999" | "ae" | "111" | "samaritans" | "none";
}

/** A language model behind the chat assistant: one reply, or it throws (time-outs included). */
export interface ChatModel {
  readonly name: string;
  reply(instructions: string, turns: ChatTurn[]): Promise<string>;
  /**
   * A second net for triage: whether the message describes something that needs help now, and
   * from whom. Throws on any failure (the rules and the trained model have already read it).
   */
  classifyUrgency?(message: string): Promise<UrgencyVerdict>;
}

export interface AppDeps {
  kv: Deno.Kv;
  config: AppConfig;
  mailer: Mailer;
  /** the current time; injectable so tests can move it */
  clock: () => Date;
  /** the chat assistant's knowledge: every section of the site (dist/knowledge.json); none when absent */
  knowledge?: KnowledgeSection[];
  /** the chat's trained triage model and question index (dist/_chat-model.json); absent, the rules triage alone and the site's own words are searched */
  chatModels?: ChatModels;
  /** answers chat questions when GEMINI_API_KEY is set; otherwise the offline assistant does */
  chatModel?: ChatModel;
  /** call after a commit that queued mail (edge/mail/outbox.ts) so the sender delivers it at once */
  mailQueued?: () => void;
}
