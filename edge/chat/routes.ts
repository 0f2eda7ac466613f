/**
 * `POST /api/gemini`: `{message, conversationHistory}` → `{reply, sources, kind, urgent?}`.
 *
 * Order matters: validate, then triage (before any search or model call, and never refused —
 * someone describing chest pain must always be told to call 999), then the rate limit, then the
 * answer (./assistant.ts). Nothing a patient writes is stored or logged.
 *
 * Triage is never refused, so it must stay cheap under abuse: each client has a triage budget
 * (TRIAGE_BUDGET messages per window). Within it, the rules and the trained model read every
 * message; past it, the model alone does (a small fraction of the rules' cost on a long
 * message), so 300 long emergency messages from one address cannot slow the site for others.
 */
import { Hono } from "hono";
import { phoneLabel, site } from "../../content/site.ts";
import type { RateLimit } from "../config.ts";
import type { AppDeps } from "../injected.ts";
import { clientKey, HttpError, readJson } from "../http.ts";
import { enforceRateLimit, hitRateLimit } from "../rate-limit.ts";
import { type Assistant, assistantReply, emergencyReply, triageMessage } from "./assistant.ts";
import { modelUrgency } from "./gemini.ts";
import { parseChatRequest } from "./request.ts";
import { emergencyAnswer } from "./safety-replies.ts";
import { Retriever } from "./retriever.ts";

const tooManyMessages =
  "You have sent a lot of messages in a short time. Please wait a few minutes and try again, " +
  `or call the practice on ${phoneLabel(site.contacts.practiceManager.phone)}. ` +
  "If you feel unwell now, call NHS 111, or 999 in an emergency.";

/** Messages per client read in full (rules and model) per window; the rest by the model alone. */
export const TRIAGE_BUDGET: RateLimit = { limit: 60, windowSeconds: 600 };

const noStore = { "Cache-Control": "no-store" };

export function chatRoutes(deps: AppDeps): Hono {
  const assistant: Assistant = {
    retriever: new Retriever(deps.knowledge ?? [], deps.chatModels?.questions),
    chatModel: deps.chatModel,
    triageModel: deps.chatModels?.triage,
  };
  return new Hono()
    .post("/", async (c) => {
      const { message, conversationHistory } = parseChatRequest(await readJson(c.req.raw));
      const client = await clientKey(c, deps.config.storySigningSecret);

      const budget = await hitRateLimit(
        deps.kv,
        "chat-triage",
        client,
        TRIAGE_BUDGET,
        deps.clock(),
      );
      const triage = triageMessage(assistant, message, {
        rules: budget.allowed,
        before: conversationHistory.findLast((item) => item.role === "user")?.content,
      });
      const emergency = emergencyReply(assistant, message, triage);
      if (emergency) return c.json(emergency, 200, noStore);

      await enforceRateLimit(
        deps.kv,
        "chat",
        client,
        deps.config.rateLimits.chat,
        deps.clock(),
        tooManyMessages,
      );

      // With a language model configured, it is asked too: the fixed emergency reply wins
      // whenever either reading says emergency.
      if (assistant.chatModel) {
        const service = await modelUrgency(assistant.chatModel, message);
        if (service && service !== "none") {
          return c.json(
            emergencyAnswer([{ rule: "language-model", service, concern: "" }]),
            200,
            noStore,
          );
        }
      }

      return c.json(
        await assistantReply(assistant, message, conversationHistory, triage),
        200,
        noStore,
      );
    })
    .all("/", () => {
      throw new HttpError(405, "Please send your question with POST.", { Allow: "POST" });
    });
}
