/** Shared by the chat tests: the knowledge index, an app to ask, and a fake Gemini API. */
import { fileURLToPath } from "node:url";
import type { ChatReply, KnowledgeSection } from "../../lib/wire-types.ts";
import { createApp } from "../../edge/app.ts";
import { parseKnowledge } from "../../edge/chat/knowledge.ts";
import type { AppConfig } from "../../edge/config.ts";
import type { ChatModel } from "../../edge/injected.ts";
import type { ChatModels } from "../../edge/chat/understanding/triage-model.ts";
import { type TestDeps, testDeps } from "./helpers.ts";

export const FIXTURE_KNOWLEDGE = fileURLToPath(
  new URL("./fixtures/knowledge.json", import.meta.url),
);

export function readKnowledge(path = FIXTURE_KNOWLEDGE): KnowledgeSection[] {
  return parseKnowledge(Deno.readTextFileSync(path), path);
}

/** What POST /api/gemini answers (lib/wire-types.ts). */
export type ChatAnswerBody = ChatReply;

export interface ChatTestApp extends TestDeps {
  app: ReturnType<typeof createApp>;
  /** POSTs a JSON body to /api/gemini */
  ask(body: unknown): Promise<Response>;
}

export async function chatApp(options: {
  knowledge?: KnowledgeSection[];
  chatModel?: ChatModel;
  /** the build's trained triage model and question index (edge/chat/load.ts) */
  chatModels?: ChatModels;
  config?: Partial<AppConfig>;
  /** messages allowed per client in the rate limit's window (default: the configured 20) */
  chatLimit?: number;
} = {}): Promise<ChatTestApp> {
  const test = await testDeps({}, options.config);
  if (options.chatLimit) {
    const { rateLimits } = test.deps.config;
    test.deps.config = {
      ...test.deps.config,
      rateLimits: { ...rateLimits, chat: { ...rateLimits.chat, limit: options.chatLimit } },
    };
  }
  const deps = {
    ...test.deps,
    knowledge: options.knowledge ?? readKnowledge(),
    chatModel: options.chatModel,
    chatModels: options.chatModels,
  };
  const app = createApp(deps);
  const ask = async (body: unknown) =>
    await app.request("/api/gemini", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
  return { ...test, app, ask };
}

export interface RecordedRequest {
  method: string;
  path: string;
  headers: Headers;
  body: string;
}

export interface FakeGemini {
  baseUrl: string;
  /** the requests for an answer */
  requests: RecordedRequest[];
  /** the requests for an urgency verdict (structured output: the second net of triage) */
  urgencyRequests: RecordedRequest[];
  close(): Promise<void>;
}

type Respond = (signal: AbortSignal) => Response | Promise<Response>;

/**
 * A local HTTP server standing in for the Gemini API. `respond` decides each answer, `urgency`
 * each urgency verdict (by default "none"); their signal aborts when the fake closes, so a
 * deliberately slow answer can end then.
 */
export function fakeGemini(
  respond: Respond,
  urgency: Respond = () => geminiReply(JSON.stringify({ service: "none" })),
): FakeGemini {
  const requests: RecordedRequest[] = [];
  const urgencyRequests: RecordedRequest[] = [];
  const closing = new AbortController();
  const server = Deno.serve({ port: 0, hostname: "127.0.0.1", onListen() {} }, async (req) => {
    const request = {
      method: req.method,
      path: new URL(req.url).pathname,
      headers: req.headers,
      body: await req.text(),
    };
    const structured = /"responseSchema"|"responseJsonSchema"/.test(request.body);
    (structured ? urgencyRequests : requests).push(request);
    return (structured ? urgency : respond)(closing.signal);
  });
  return {
    baseUrl: `http://127.0.0.1:${server.addr.port}`,
    requests,
    urgencyRequests,
    async close() {
      closing.abort();
      await server.shutdown();
    },
  };
}

/** A Gemini generateContent answer with `text` as the model's reply. */
export function geminiReply(text: string): Response {
  return Response.json({
    candidates: [{ content: { role: "model", parts: [{ text }] }, finishReason: "STOP", index: 0 }],
    usageMetadata: { promptTokenCount: 10, candidatesTokenCount: 10, totalTokenCount: 20 },
  });
}

/** Resolves after `ms`, or sooner when `signal` aborts. */
export function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(done, ms);
    signal.addEventListener("abort", done, { once: true });
    function done() {
      clearTimeout(timer);
      signal.removeEventListener("abort", done);
      resolve();
    }
  });
}
