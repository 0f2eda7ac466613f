/** POST /api/gemini as a client sees it: validation, limits, the rate limit, the knowledge file. */
import assert from "node:assert/strict";
import { join } from "node:path";
import { loadKnowledge } from "../../edge/chat/load.ts";
import { type ChatAnswerBody, chatApp, FIXTURE_KNOWLEDGE } from "./chat-helpers.ts";

const long = (n: number) => "a".repeat(n);

const invalid: Array<{ name: string; body: unknown; error: RegExp }> = [
  { name: "no message", body: {}, error: /send your message as text/ },
  { name: "empty message", body: { message: "" }, error: /type a message/ },
  { name: "whitespace only", body: { message: "  \n\t " }, error: /type a message/ },
  { name: "a number", body: { message: 42 }, error: /as text/ },
  {
    name: "too long",
    body: { message: long(2001) },
    error: /too long \(the limit is 2,000 characters\)/,
  },
  {
    name: "not an object",
    body: ["When can I drive?"],
    error: /\{message, conversationHistory\}|object with a message/,
  },
  { name: "null", body: null, error: /object with a message/ },
  {
    name: "history not a list",
    body: { message: "hi", conversationHistory: "earlier" },
    error: /history must be a list/,
  },
  {
    name: "unknown role",
    body: { message: "hi", conversationHistory: [{ role: "doctor", content: "x" }] },
    error: /Message 1 .* role of user, assistant or system/,
  },
  {
    name: "history content too long",
    body: {
      message: "hi",
      conversationHistory: [{ role: "user", content: "ok" }, {
        role: "assistant",
        content: long(2001),
      }],
    },
    error: /Message 2 .* too long/,
  },
  {
    name: "history content missing",
    body: { message: "hi", conversationHistory: [{ role: "user" }] },
    error: /Message 1 .* content as text/,
  },
  {
    name: "history timestamp wrong",
    body: {
      message: "hi",
      conversationHistory: [{ role: "user", content: "x", timestamp: { at: 1 } }],
    },
    error: /timestamp/,
  },
];

Deno.test("chat API: invalid bodies get a 400 JSON that says what is wrong", async () => {
  const chat = await chatApp();
  try {
    for (const { name, body, error } of invalid) {
      const res = await chat.ask(body);
      assert.equal(res.status, 400, name);
      const json = await res.json();
      assert.equal(json.success, false, name);
      assert.match(json.error, error, name);
    }
  } finally {
    await chat.close();
  }
});

Deno.test("chat API: valid edge cases are answered", async () => {
  const chat = await chatApp();
  try {
    const padded = await chat.ask({ message: `   ${"knee ".repeat(400)}   ` });
    assert.equal(padded.status, 200, "2,000 characters once trimmed");
    const history = Array.from(
      { length: 8 },
      (_, i) => ({
        role: i % 2 ? "assistant" : "user",
        content: `turn ${i}`,
        timestamp: Date.now(),
      }),
    );
    const withHistory = await chat.ask({
      message: "When can I drive after knee arthroscopy?",
      conversationHistory: history,
    });
    assert.equal(withHistory.status, 200, "a longer history is accepted; only its end is used");
    const body: ChatAnswerBody = await withHistory.json();
    assert.match(body.reply, /4-5 days/);
    assert.equal(withHistory.headers.get("cache-control"), "no-store");
    const noHistory = await chat.ask({ message: "When can I drive after knee arthroscopy?" });
    assert.equal(noHistory.status, 200, "history is optional");
  } finally {
    await chat.close();
  }
});

Deno.test("chat API: broken JSON 400, wrong content type 415, over 32 KB 413, other methods 405", async () => {
  const chat = await chatApp();
  try {
    const post = (body: BodyInit, contentType: string) =>
      chat.app.request("/api/gemini", {
        method: "POST",
        headers: { "Content-Type": contentType },
        body,
      });
    const broken = await post("{message:", "application/json");
    assert.equal(broken.status, 400);
    assert.match((await broken.json()).error, /not valid JSON/);
    const text = await post("When can I drive?", "text/plain");
    assert.equal(text.status, 415);
    assert.match((await text.json()).error, /JSON/);
    const huge = await post(
      JSON.stringify({
        message: "hi",
        conversationHistory: [{ role: "user", content: long(33 * 1024) }],
      }),
      "application/json",
    );
    assert.equal(huge.status, 413);
    assert.match((await huge.json()).error, /too much to send/);
    const get = await chat.app.request("/api/gemini");
    assert.equal(get.status, 405);
    assert.equal(get.headers.get("allow"), "POST");
    assert.equal((await get.json()).success, false);
  } finally {
    await chat.close();
  }
});

Deno.test("chat API: 20 messages in 10 minutes, then a friendly 429 with Retry-After, then allowed again", async () => {
  const chat = await chatApp();
  try {
    assert.deepEqual(chat.deps.config.rateLimits.chat, { limit: 20, windowSeconds: 600 });
    for (let i = 0; i < 20; i++) {
      assert.equal(
        (await chat.ask({ message: "When can I drive after knee arthroscopy?" })).status,
        200,
        `message ${i + 1}`,
      );
    }
    const limited = await chat.ask({ message: "When can I drive after knee arthroscopy?" });
    assert.equal(limited.status, 429);
    const retryAfter = Number(limited.headers.get("retry-after"));
    assert.ok(retryAfter >= 1 && retryAfter <= 600, `Retry-After ${retryAfter}`);
    const body = await limited.json();
    assert.equal(body.success, false);
    assert.match(body.error, /Please wait a few minutes/);

    const emergency = await chat.ask({ message: "I have chest pain" });
    assert.equal(emergency.status, 200, "a red flag is answered even when the limit is used up");
    assert.match((await emergency.json()).reply, /999/);

    chat.advance(retryAfter * 1000);
    assert.equal(
      (await chat.ask({ message: "When can I drive after knee arthroscopy?" })).status,
      200,
      "after the window",
    );
  } finally {
    await chat.close();
  }
});

Deno.test("knowledge file: missing gives an empty index with a warning; broken fails loudly", async () => {
  const dir = await Deno.makeTempDir({ prefix: "knowledge-test-" });
  const warn = console.warn;
  const warnings: string[] = [];
  console.warn = (...args: unknown[]) => warnings.push(args.join(" "));
  try {
    assert.deepEqual(await loadKnowledge(join(dir, "knowledge.json")), []);
    assert.match(warnings.join("\n"), /no knowledge index/);
    assert.equal((await loadKnowledge(FIXTURE_KNOWLEDGE)).length > 10, true);
    await Deno.writeTextFile(join(dir, "broken.json"), '{"sections": [{"title": "x"}]}');
    await assert.rejects(loadKnowledge(join(dir, "broken.json")), /not a knowledge index/);
  } finally {
    console.warn = warn;
    await Deno.remove(dir, { recursive: true });
  }
});
