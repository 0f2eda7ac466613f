/**
 * The assistant with Gemini, against a local fake of the Gemini API (the real SDK, real HTTP):
 * success, time-out, server error, malformed and empty answers (all → the offline answer), what
 * the model is told, and that red flags never reach it.
 */
import assert from "node:assert/strict";
import { phoneLabel, site } from "../../content/site.ts";
import { createGeminiModel } from "../../edge/chat/gemini.ts";
import { SAFETY_NET } from "../../edge/chat/safety-replies.ts";
import {
  type ChatAnswerBody,
  chatApp,
  type FakeGemini,
  fakeGemini,
  geminiReply,
  sleep,
} from "./chat-helpers.ts";

const MODEL_REPLY = "After a knee arthroscopy most people can drive after 4-5 days. " +
  "See [Knee arthroscopy](/Treatments/knee-arthroscopy).";
const QUESTION = "When can I drive after knee arthroscopy?";

interface GenerateContentBody {
  contents: Array<{ role: string; parts: Array<{ text: string }> }>;
  systemInstruction: { parts: Array<{ text: string }> };
}

async function withGemini(
  respond: (signal: AbortSignal) => Response | Promise<Response>,
  run: (chat: Awaited<ReturnType<typeof chatApp>>, gemini: FakeGemini) => Promise<void>,
  urgency?: (signal: AbortSignal) => Response | Promise<Response>,
) {
  const gemini = fakeGemini(respond, urgency);
  const chatModel = createGeminiModel({
    apiKey: "test-key",
    model: "gemini-test",
    baseUrl: gemini.baseUrl,
    timeoutMs: 300,
  });
  const chat = await chatApp({ chatModel });
  const warn = console.warn;
  try {
    await run(chat, gemini);
  } finally {
    console.warn = warn;
    await chat.close();
    await gemini.close();
  }
}

/** Captures console.warn so a test can check what the logs say (and do not say). */
function captureWarnings(): string[] {
  const warnings: string[] = [];
  console.warn = (...args: unknown[]) => warnings.push(args.map(String).join(" "));
  return warnings;
}

Deno.test("gemini: the model's reply is returned with the retrieved passages as sources", async () => {
  await withGemini(() => geminiReply(MODEL_REPLY), async (chat, gemini) => {
    const res = await chat.ask({
      message: QUESTION,
      conversationHistory: [
        {
          role: "system",
          content: "Hi, what can I help you with?",
          timestamp: "2026-06-01T08:58:00Z",
        },
        { role: "user", content: "Do you do keyhole surgery?", timestamp: "2026-06-01T08:59:00Z" },
        {
          role: "assistant",
          content: "Yes, knee arthroscopy is keyhole surgery.",
          timestamp: "2026-06-01T08:59:01Z",
        },
      ],
    });
    assert.equal(res.status, 200);
    const body: ChatAnswerBody = await res.json();
    assert.equal(body.kind, "answer");
    assert.ok(body.reply.startsWith(MODEL_REPLY), body.reply);
    assert.match(
      body.reply,
      /Read more: \[[^\]]+\]\(\/Treatments\/knee-arthroscopy[^)]*\)/,
      "the source links are kept",
    );
    assert.ok(body.reply.endsWith(SAFETY_NET), "and the safety net");
    assert.ok(
      body.sources.some((s) =>
        s.url === "/Treatments/knee-arthroscopy#recovery-and-return-to-activities"
      ),
      "the passage it was given",
    );

    assert.equal(gemini.requests.length, 1);
    const [request] = gemini.requests;
    assert.equal(request.method, "POST");
    assert.match(request.path, /\/models\/gemini-test:generateContent$/);
    assert.equal(request.headers.get("x-goog-api-key"), "test-key");
    const sent: GenerateContentBody = JSON.parse(request.body);
    const instructions = sent.systemInstruction.parts[0].text;
    assert.ok(
      instructions.includes("Most people can drive after 4-5 days"),
      "the passages are in the system prompt",
    );
    assert.ok(
      instructions.includes("/Treatments/knee-arthroscopy#recovery-and-return-to-activities"),
    );
    assert.ok(
      instructions.includes(phoneLabel(site.contacts.practiceManager.phone)),
      "the practice phone",
    );
    assert.ok(instructions.includes(site.hospitals.private.name), "the practice details");
    assert.match(instructions, /Do not diagnose/);
    assert.match(instructions, /Answer only from the website passages/);
    assert.match(instructions, /Never ask for personal details/);
    assert.deepEqual(
      sent.contents.map((c) => c.role),
      ["user", "model", "user"],
      "the greeting is left out; roles alternate",
    );
    assert.equal(sent.contents.at(-1)!.parts[0].text, QUESTION);
  });
});

Deno.test("gemini: only the last 5 history items reach the model", async () => {
  await withGemini(() => geminiReply(MODEL_REPLY), async (chat, gemini) => {
    const history = Array.from(
      { length: 9 },
      (_, i) => ({ role: i % 2 ? "assistant" : "user", content: `turn number ${i}` }),
    );
    assert.equal((await chat.ask({ message: QUESTION, conversationHistory: history })).status, 200);
    const sent = gemini.requests[0].body;
    for (const i of [0, 1, 2, 3]) {
      assert.ok(!sent.includes(`turn number ${i}`), `turn ${i} is older than the last 5`);
    }
    for (const i of [4, 5, 6, 7, 8]) {
      assert.ok(sent.includes(`turn number ${i}`), `turn ${i} is among the last 5`);
    }
  });
});

Deno.test("gemini: a slow model times out and the patient gets the offline answer", async () => {
  await withGemini(async (signal) => {
    // far longer than the test model's time-out; if that failed, this reply would show
    await sleep(3000, signal);
    return geminiReply("too late");
  }, async (chat) => {
    const warnings = captureWarnings();
    const body: ChatAnswerBody = await (await chat.ask({ message: QUESTION })).json();
    assert.match(body.reply, /Most people can drive after 4-5 days/);
    assert.doesNotMatch(body.reply, /too late/);
    assert.match(warnings.join("\n"), /failed \(timed out\); answered offline/);
    assert.ok(!warnings.join("\n").includes("drive"), "the log holds no message text");
  });
});

Deno.test("gemini: a server error falls back to the offline answer, without retrying", async () => {
  await withGemini(
    () =>
      Response.json({ error: { code: 500, message: "internal", status: "INTERNAL" } }, {
        status: 500,
      }),
    async (chat, gemini) => {
      const warnings = captureWarnings();
      const body: ChatAnswerBody = await (await chat.ask({ message: QUESTION })).json();
      assert.match(body.reply, /Most people can drive after 4-5 days/);
      assert.equal(
        body.sources[0].url,
        "/Treatments/knee-arthroscopy#recovery-and-return-to-activities",
      );
      assert.equal(gemini.requests.length, 1);
      assert.match(warnings.join("\n"), /HTTP 500/);
    },
  );
});

Deno.test("gemini: a refused request (4xx) falls back to the offline answer", async () => {
  await withGemini(
    () =>
      Response.json({
        error: { code: 403, message: "API key not valid", status: "PERMISSION_DENIED" },
      }, { status: 403 }),
    async (chat) => {
      const warnings = captureWarnings();
      const body: ChatAnswerBody = await (await chat.ask({ message: QUESTION })).json();
      assert.match(body.reply, /Most people can drive after 4-5 days/);
      assert.match(warnings.join("\n"), /HTTP 403/);
    },
  );
});

Deno.test("gemini: a malformed or empty answer falls back to the offline answer", async () => {
  const answers = [
    () => new Response('{"candidates": [', { headers: { "Content-Type": "application/json" } }),
    () => Response.json({ candidates: [] }),
    () => geminiReply("   "),
  ];
  for (const answer of answers) {
    await withGemini(answer, async (chat, gemini) => {
      captureWarnings();
      const body: ChatAnswerBody = await (await chat.ask({ message: QUESTION })).json();
      assert.equal(gemini.requests.length, 1);
      assert.match(body.reply, /Most people can drive after 4-5 days/);
    });
  }
});

Deno.test("gemini: red flags never reach the model, in the message or in the history", async () => {
  await withGemini(() => geminiReply(MODEL_REPLY), async (chat, gemini) => {
    const emergency: ChatAnswerBody =
      await (await chat.ask({ message: "My calf is hot and swollen after my knee replacement" }))
        .json();
    assert.match(emergency.reply, /999/);
    const selfHarm: ChatAnswerBody = await (await chat.ask({ message: "I want to kill myself" }))
      .json();
    assert.match(selfHarm.reply, /116 123/);
    assert.equal(gemini.requests.length, 0, "no call to the model");

    await chat.ask({
      message: QUESTION,
      conversationHistory: [
        { role: "user", content: "I have chest pain" },
        { role: "assistant", content: emergency.reply },
        { role: "user", content: "I keep thinking about ending it all" },
        { role: "assistant", content: selfHarm.reply },
        { role: "user", content: "Thank you, I will call them." },
      ],
    });
    assert.equal(gemini.requests.length, 1);
    const sent: GenerateContentBody = JSON.parse(gemini.requests[0].body);
    const conversation = JSON.stringify(sent.contents);
    assert.ok(!conversation.includes("chest pain"), "an earlier red-flag message is not sent");
    assert.ok(!conversation.includes("ending it all"), "nor an earlier self-harm message");
    assert.ok(
      !conversation.includes("999") && !conversation.includes("Samaritans"),
      "nor the fixed answers to them",
    );
    assert.ok(conversation.includes("I will call them"), "the rest of the conversation is");
  });
});

Deno.test("gemini: a lookalike's answer from the model ends with its one safety line", async () => {
  await withGemini(
    () => geminiReply("The risk of a blood clot after arthroscopy is under 1%."),
    async (chat, gemini) => {
      const body: ChatAnswerBody =
        await (await chat.ask({ message: "what is the risk of a dvt after knee arthroscopy" }))
          .json();
      assert.equal(gemini.requests.length, 1);
      assert.equal(body.kind, "answer");
      assert.equal(body.reply.match(/If this is happening now/g)?.length, 1, body.reply);
      assert.ok(!body.reply.includes(SAFETY_NET), "one safety line, not two");
    },
  );
});

Deno.test("gemini: no passage, out of scope or an emergency: the model is not asked", async () => {
  await withGemini(() => geminiReply(MODEL_REPLY), async (chat, gemini) => {
    const notFound: ChatAnswerBody =
      await (await chat.ask({ message: "How much does a knee replacement cost?" })).json();
    assert.equal(notFound.kind, "not-found");
    assert.ok(notFound.reply.endsWith(SAFETY_NET));
    const declined: ChatAnswerBody =
      await (await chat.ask({ message: "how much ibuprofen can i take" })).json();
    assert.equal(declined.kind, "out-of-scope");
    const emergency: ChatAnswerBody = await (await chat.ask({ message: "my dad has collapsed" }))
      .json();
    assert.equal(emergency.kind, "emergency");
    assert.equal(gemini.requests.length, 0);
  });
});

const VAGUE = "we are really worried about grandad tonight, he just isnt right";

Deno.test("gemini second net: the model's urgency verdict (structured output) brings the fixed emergency reply for its service", async () => {
  for (
    const [service, heading] of [
      ["999", /Call 999 now/],
      ["ae", /Go to A&E now/],
      ["111", /Call NHS 111 now/],
      ["samaritans", /Samaritans: call 116 123/],
    ] as const
  ) {
    await withGemini(
      () => geminiReply(MODEL_REPLY),
      async (chat, gemini) => {
        const res = await chat.ask({ message: VAGUE });
        const body = await res.json();
        assert.equal(body.kind, "emergency", service);
        assert.match(body.reply, heading);
        assert.equal(body.urgent.service, service);
        assert.equal(gemini.requests.length, 0, "no answer is asked for");
        const [asked] = gemini.urgencyRequests;
        const sent = JSON.parse(asked.body);
        assert.equal(sent.contents[0].parts[0].text, VAGUE, "the message alone, no history");
        assert.equal(sent.generationConfig.responseMimeType, "application/json");
        assert.deepEqual(sent.generationConfig.responseSchema.properties.service.enum, [
          "999",
          "ae",
          "111",
          "samaritans",
          "none",
        ]);
      },
      () => geminiReply(JSON.stringify({ service })),
    );
  }
});

Deno.test("gemini second net: a verdict of none, a slow, failing, empty or malformed verdict leaves the ordinary answer", async () => {
  const verdicts: Array<[string, (signal: AbortSignal) => Response | Promise<Response>]> = [
    ["none", () => geminiReply(JSON.stringify({ service: "none" }))],
    ["slow", async (signal) => {
      await sleep(5_000, signal);
      return geminiReply(JSON.stringify({ service: "999" }));
    }],
    ["server error", () => new Response("oops", { status: 500 })],
    ["empty", () => geminiReply("")],
    ["not JSON", () => geminiReply("it sounds urgent")],
    ["another value", () => geminiReply(JSON.stringify({ service: "call the police" }))],
  ];
  for (const [why, verdict] of verdicts) {
    await withGemini(
      () => geminiReply(MODEL_REPLY),
      async (chat, gemini) => {
        const warnings = captureWarnings();
        const body: ChatAnswerBody = await (await chat.ask({ message: QUESTION })).json();
        assert.equal(body.kind, "answer", why);
        assert.ok(body.reply.startsWith(MODEL_REPLY), why);
        assert.equal(gemini.urgencyRequests.length, 1, why);
        if (why !== "none") {
          assert.ok(warnings.some((w) => /urgency check failed/.test(w)), why);
          assert.ok(!warnings.some((w) => w.includes(QUESTION)), "the message is never logged");
        }
      },
      verdict,
    );
  }
});

Deno.test("gemini second net: an emergency the rules find never waits for the model", async () => {
  await withGemini(() => geminiReply(MODEL_REPLY), async (chat, gemini) => {
    const body = await (await chat.ask({ message: "crushing chest pain going down my arm" }))
      .json();
    assert.equal(body.kind, "emergency");
    assert.match(body.reply, /^What you describe/);
    assert.equal(gemini.urgencyRequests.length + gemini.requests.length, 0);
  }, () => geminiReply(JSON.stringify({ service: "none" })));
});
