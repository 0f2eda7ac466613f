/**
 * `POST /api/gemini`: `{message, conversationHistory}` → `{reply, sources, kind}`.
 *
 * Order matters: validate, then triage (before any search or model call, and never rate
 * limited — someone describing chest pain must always be told to call 999), then the rate
 * limit, then the answer (./assistant.ts). Nothing a patient writes is stored or logged.
 */
import { Hono } from "hono";
import { phoneLabel, site } from "../../content/site.ts";
import type { AppDeps } from "../injected.ts";
import { clientKey, HttpError, readJson } from "../http.ts";
import { enforceRateLimit } from "../rate-limit.ts";
import { assistantReply, emergencyReply } from "./assistant.ts";
import { parseChatRequest } from "./request.ts";
import { Retriever } from "./retriever.ts";

const tooManyMessages =
  "You have sent a lot of messages in a short time. Please wait a few minutes and try again, " +
  `or call the practice on ${phoneLabel(site.contacts.practiceManager.phone)}. ` +
  "If you feel unwell now, call NHS 111, or 999 in an emergency.";

const noStore = { "Cache-Control": "no-store" };

export function chatRoutes(deps: AppDeps): Hono {
  const assistant = { retriever: new Retriever(deps.knowledge ?? []), chatModel: deps.chatModel };
  return new Hono()
    .post("/", async (c) => {
      const { message, conversationHistory } = parseChatRequest(await readJson(c.req.raw));

      const emergency = emergencyReply(message);
      if (emergency) return c.json(emergency, 200, noStore);

      const client = await clientKey(c, deps.config.storySigningSecret);
      await enforceRateLimit(
        deps.kv,
        "chat",
        client,
        deps.config.rateLimits.chat,
        deps.clock(),
        tooManyMessages,
      );

      return c.json(await assistantReply(assistant, message, conversationHistory), 200, noStore);
    })
    .all("/", () => {
      throw new HttpError(405, "Please send your question with POST.", { Allow: "POST" });
    });
}
