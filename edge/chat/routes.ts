/**
 * `POST /api/gemini`: `{message, conversationHistory}` → `{reply, sources}`.
 *
 * Order matters: validate, then red flags (before any search or model call, and never rate
 * limited — someone describing chest pain must always be told to call 999), then the rate
 * limit, then the answer — from the model when one is configured, otherwise offline.
 * Nothing a patient writes is stored or logged.
 */
import { Hono } from "hono";
import { phoneLabel, site } from "../../pages/content/site.ts";
import type { AppDeps } from "../injected.ts";
import { clientKey, HttpError, readJson } from "../http.ts";
import { enforceRateLimit } from "../rate-limit.ts";
import { modelAnswer } from "./gemini.ts";
import { offlineAnswer } from "./offline.ts";
import { findRedFlags, redFlagAnswer } from "./red-flags.ts";
import { type HistoryItem, parseChatRequest } from "./request.ts";
import { Retriever } from "./retriever.ts";

const tooManyMessages =
  "You have sent a lot of messages in a short time. Please wait a few minutes and try again, " +
  `or call the practice on ${phoneLabel(site.contacts.practiceManager.phone)}.`;

const noStore = { "Cache-Control": "no-store" };

/** The patient's previous question, for follow-ups ("and after a hip replacement?"). */
function previousQuestion(history: HistoryItem[], message: string): string | undefined {
  return history.filter((item) => item.role === "user" && item.content.trim() !== message).at(-1)
    ?.content;
}

export function chatRoutes(deps: AppDeps): Hono {
  const retriever = new Retriever(deps.knowledge ?? []);
  return new Hono()
    .post("/", async (c) => {
      const { message, conversationHistory } = parseChatRequest(await readJson(c.req.raw));

      const flags = findRedFlags(message);
      if (flags.length > 0) return c.json(redFlagAnswer(flags), 200, noStore);

      const client = await clientKey(c, deps.config.storySigningSecret);
      await enforceRateLimit(
        deps.kv,
        "chat",
        client,
        deps.config.rateLimits.chat,
        deps.clock(),
        tooManyMessages,
      );

      const retrieval = retriever.retrieve(message, previousQuestion(conversationHistory, message));
      const answer = deps.chatModel
        ? await modelAnswer(deps.chatModel, retrieval, conversationHistory, message)
        : offlineAnswer(retrieval);
      return c.json(answer, 200, noStore);
    })
    .all("/", () => {
      throw new HttpError(405, "Please send your question with POST.", { Allow: "POST" });
    });
}
